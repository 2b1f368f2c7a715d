/**
 * Members and what hangs on them: single-use mail tokens, refresh sessions and mail cooldowns. Every
 * "only once" rule is one conditional statement (an UPDATE … WHERE still unused, an INSERT … ON
 * CONFLICT DO NOTHING), so that it holds across server processes sharing the database.
 */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, UserRow, UsersTable } from '#server/db/schema';

export const now = (at = Date.now()) => new Date(at).toISOString();

export const foldName = (name: string) => name.toLowerCase();
export const foldEmail = (email: string) => email.trim().toLowerCase();

export type TokenUse = { ok: true; userId: number; email: string | null } | { ok: false; reason: 'invalid' | 'expired' };

export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byId(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byName(name: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('name_folded', '=', foldName(name)).executeTakeFirst();
  }

  byEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email_folded', '=', foldEmail(email)).executeTakeFirst();
  }

  /** By nickname or e-mail, as the login form takes either. */
  byLogin(login: string): Promise<UserRow | undefined> {
    return login.includes('@') ? this.byEmail(login) : this.byName(login);
  }

  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    const row = await this.byName(name);
    return row !== undefined && row.id !== exceptId;
  }

  async emailTaken(email: string, exceptId?: number): Promise<boolean> {
    const row = await this.byEmail(email);
    return row !== undefined && row.id !== exceptId;
  }

  /** Inserts a member; undefined when the nickname or the e-mail was taken meanwhile (unique index). */
  async create(
    fields: Omit<Insertable<UsersTable>, 'name_folded' | 'email_folded' | 'created_at' | 'updated_at'>,
    db: Kysely<Database> = this.db,
  ): Promise<UserRow | undefined> {
    const at = now();
    try {
      return await db
        .insertInto('users')
        .values({ ...fields, name_folded: foldName(fields.name), email_folded: foldEmail(fields.email), created_at: at, updated_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /**
   * Registration: marks the captcha challenge used and inserts the member, in one transaction, so
   * that a refusal (challenge replayed, nickname or e-mail taken meanwhile) leaves nothing behind.
   */
  async register(
    fields: Omit<Insertable<UsersTable>, 'name_folded' | 'email_folded' | 'created_at' | 'updated_at'>,
    captcha: { signature: string; expiresAt: Date },
  ): Promise<UserRow | 'captchaUsed' | 'taken'> {
    class Refused extends Error {
      constructor(readonly reason: 'captchaUsed' | 'taken') {
        super(reason);
      }
    }
    try {
      return await this.db.transaction().execute(async (trx) => {
        const used = await trx
          .insertInto('captcha_uses')
          .values({ signature: captcha.signature, expires_at: captcha.expiresAt.toISOString() })
          .onConflict((conflict) => conflict.column('signature').doNothing())
          .executeTakeFirst();
        if (Number(used.numInsertedOrUpdatedRows ?? 0) === 0) throw new Refused('captchaUsed');
        const created = await this.create(fields, trx);
        if (!created) throw new Refused('taken');
        return created;
      });
    } catch (error) {
      if (error instanceof Refused) return error.reason;
      throw error;
    }
  }

  /** Updates a member; false when a new nickname or e-mail collides with another member's. */
  async update(id: number, fields: Updateable<UsersTable>): Promise<boolean> {
    const values: Updateable<UsersTable> = { ...fields, updated_at: now() };
    if (fields.name !== undefined) values.name_folded = foldName(fields.name);
    if (fields.email !== undefined) values.email_folded = foldEmail(fields.email);
    try {
      if (values.name_folded === undefined) {
        await this.db.updateTable('users').set(values).where('id', '=', id).execute();
        return true;
      }
      const slug = values.name_folded;
      // A new nickname: the former slug is kept (its pages redirect), and the new one is this
      // member's alone from now on (another member's former slug of that name is dropped).
      await this.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('users').select('name_folded').where('id', '=', id).executeTakeFirst();
        await trx.updateTable('users').set(values).where('id', '=', id).execute();
        if (!before || before.name_folded === slug) return;
        await trx.deleteFrom('user_slugs').where('slug', '=', slug).execute();
        await trx
          .insertInto('user_slugs')
          .values({ slug: before.name_folded, user_id: id, created_at: now() })
          .onConflict((conflict) => conflict.column('slug').doUpdateSet({ user_id: id, created_at: now() }))
          .execute();
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Removes the member and, by cascade, their tokens, sessions and cooldowns; then their login attempts. */
  async remove(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('login_attempts').where('scope', '=', `account:${id}`).execute();
      await trx.deleteFrom('user_tokens').where('user_id', '=', id).execute();
      await trx.deleteFrom('user_sessions').where('user_id', '=', id).execute();
      await trx.deleteFrom('mail_requests').where('user_id', '=', id).execute();
      await trx.deleteFrom('social_accounts').where('user_id', '=', id).execute();
      await trx.deleteFrom('oauth_states').where('user_id', '=', id).execute();
      await trx.deleteFrom('user_slugs').where('user_id', '=', id).execute();
      await trx.deleteFrom('activity').where('user_id', '=', id).execute();
      await trx.deleteFrom('profile_visits').where('user_id', '=', id).execute();
      await trx.deleteFrom('skins').where('user_id', '=', id).execute();
      await trx.deleteFrom('users').where('id', '=', id).execute();
    });
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  // Single-use tokens.

  async addToken(token: { hash: string; userId: number; kind: string; email?: string | null; ttlMs: number }): Promise<void> {
    const at = Date.now();
    await this.db
      .insertInto('user_tokens')
      .values({
        hash: token.hash,
        user_id: token.userId,
        kind: token.kind,
        email: token.email ?? null,
        created_at: now(at),
        expires_at: now(at + token.ttlMs),
        used_at: null,
      })
      .execute();
  }

  /** Looks at a token without using it (reset-password-check). */
  async peekToken(hash: string, kind: string): Promise<TokenUse> {
    const row = await this.db.selectFrom('user_tokens').selectAll().where('hash', '=', hash).where('kind', '=', kind).executeTakeFirst();
    if (!row || row.used_at !== null) return { ok: false, reason: 'invalid' };
    if (row.expires_at <= now()) return { ok: false, reason: 'expired' };
    return { ok: true, userId: row.user_id, email: row.email };
  }

  /**
   * Uses a token: marks it used only if it is unused and unexpired, in one statement, so that two
   * requests (or two processes) racing with the same token cannot both succeed.
   */
  async useToken(hash: string, kind: string, db: Kysely<Database> = this.db): Promise<TokenUse> {
    const at = now();
    const used = await db
      .updateTable('user_tokens')
      .set({ used_at: at })
      .where('hash', '=', hash)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning(['user_id', 'email'])
      .executeTakeFirst();
    if (used) return { ok: true, userId: used.user_id, email: used.email };
    const row = await db.selectFrom('user_tokens').select(['used_at', 'expires_at']).where('hash', '=', hash).where('kind', '=', kind).executeTakeFirst();
    return { ok: false, reason: row && row.used_at === null && row.expires_at <= at ? 'expired' : 'invalid' };
  }

  // Refresh sessions (the autoLogin cookie).

  async addSession(hash: string, userId: number, ttlMs: number): Promise<void> {
    const at = Date.now();
    await this.db
      .insertInto('user_sessions')
      .values({ hash, user_id: userId, created_at: now(at), expires_at: now(at + ttlMs), revoked_at: null })
      .execute();
  }

  /** Revokes a live session and answers its member: the rotation of a cookie (only one caller wins). */
  async takeSession(hash: string): Promise<number | undefined> {
    const at = now();
    const row = await this.db
      .updateTable('user_sessions')
      .set({ revoked_at: at })
      .where('hash', '=', hash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  }

  async revokeSession(hash: string): Promise<void> {
    await this.db.updateTable('user_sessions').set({ revoked_at: now() }).where('hash', '=', hash).where('revoked_at', 'is', null).execute();
  }

  async revokeSessions(userId: number): Promise<void> {
    await this.db.updateTable('user_sessions').set({ revoked_at: now() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  }

  // Mail cooldowns: one mail of a kind per member per period.

  /**
   * Claims the right to send a mail of `kind` to the member: true when none was sent within
   * `cooldownMs` (the claim is recorded), false otherwise. One conditional statement each way.
   */
  async claimMail(userId: number, kind: string, cooldownMs: number): Promise<boolean> {
    const at = Date.now();
    const inserted = await this.db
      .insertInto('mail_requests')
      .values({ user_id: userId, kind, sent_at: now(at) })
      .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
    const updated = await this.db
      .updateTable('mail_requests')
      .set({ sent_at: now(at) })
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('sent_at', '<=', now(at - cooldownMs))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  /** Gives back a claim whose mail could not be sent, so that the member may ask again at once. */
  async releaseMail(userId: number, kind: string): Promise<void> {
    await this.db.deleteFrom('mail_requests').where('user_id', '=', userId).where('kind', '=', kind).execute();
  }
}

/** A unique index refused the row (SQLite: SQLITE_CONSTRAINT_UNIQUE; PostgreSQL: 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
