/**
 * Accounts (issue 16): members, their single-use mail tokens (stored hashed), their refresh
 * sessions (the `autoLogin` cookie, stored hashed), mail cooldowns, login attempts (brute-force
 * limits), used captcha challenges, linked social accounts, social sign-ins under way and the
 * server's generated secrets. Everything that must hold across several server processes lives
 * here, never in memory. Dates are ISO-8601 UTC text
 * (`toISOString()`: same length, so they compare as text on both engines); booleans are 0/1.
 */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

type Db = Kysely<unknown>;

const userRef = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');

export async function up(db: Db): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('users')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_folded', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_folded', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('role_id', 'integer', (col) => col.notNull().defaultTo(50))
    .addColumn('email_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('name_changed', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('is_premium', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_patron', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('privacy_mode', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('exo_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('back_stuff', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('exp', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ingame_name', 'text')
    .addColumn('favourite_map', 'text')
    .addColumn('about', 'text')
    .addColumn('visits', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lang', 'text', (col) => col.notNull().defaultTo('fr'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_tokens')
    .addColumn('hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', userRef)
    .addColumn('kind', 'text', (col) => col.notNull())
    /** The new address of an e-mail change. */
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('user_tokens_user_idx').on('user_tokens').columns(['user_id', 'kind']).execute();

  await db.schema
    .createTable('user_sessions')
    .addColumn('hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', userRef)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('user_sessions_user_idx').on('user_sessions').column('user_id').execute();

  await db.schema
    .createTable('mail_requests')
    .addColumn('user_id', 'integer', userRef)
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('mail_requests_pk', ['user_id', 'kind'] as never)
    .execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    /** `account:<id>` or `address:<ip>`. */
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_scope_idx').on('login_attempts').columns(['scope', 'at']).execute();

  await db.schema
    .createTable('captcha_uses')
    .addColumn('signature', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  // Social sign-in: the provider accounts linked to members, and the flows under way (state, PKCE verifier).
  await db.schema
    .createTable('social_accounts')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', userRef)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('social_accounts_pk', ['provider', 'subject'] as never)
    .addUniqueConstraint('social_accounts_user_provider', ['user_id', 'provider'] as never)
    .execute();
  await db.schema
    .createTable('oauth_states')
    .addColumn('hash', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    /** Set when a signed-in member links an account (Patreon from the settings). */
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('site_url', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['server_secrets', 'oauth_states', 'social_accounts', 'captcha_uses', 'login_attempts', 'mail_requests', 'user_sessions', 'user_tokens', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
