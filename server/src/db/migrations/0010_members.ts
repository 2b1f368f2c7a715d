/**
 * Members' public side (issue 18):
 * - `user_slugs`: the former slugs of each member (a slug is the folded nickname, `users.name_folded`),
 *   so that a page addressed by an old nickname still finds the member and redirects to the new slug.
 *   A slug names at most one member; a member's current nickname always wins over another's old one.
 * - `activity`: who used the site lately, one row per member (`m:<id>`) or per anonymous visitor
 *   (`v:<keyed hash of the day, the address and the browser>`, never the address itself), written at
 *   most once a minute each; the online count and the member list's `online=true` read it, so every
 *   server process over the database agrees. Rows older than a day are deleted as they are written.
 * - `profile_visits`: one row per (member visited, visitor, UTC day): a profile's `visits` counts a
 *   visitor once a day. Rows of past days are deleted as new ones come.
 */
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('user_slugs')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('user_slugs_user_idx').on('user_slugs').column('user_id').execute();

  await db.schema
    .createTable('activity')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('seen_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('activity_seen_idx').on('activity').columns(['seen_at', 'user_id']).execute();
  await db.schema.createIndex('activity_user_idx').on('activity').columns(['user_id', 'seen_at']).execute();

  await db.schema
    .createTable('profile_visits')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('visitor', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('profile_visits_pk', ['user_id', 'visitor', 'day'] as never)
    .execute();
  await db.schema.createIndex('profile_visits_day_idx').on('profile_visits').column('day').execute();

  // The member list sorts by registration date.
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('users_created_idx').execute();
  await db.schema.dropTable('profile_visits').execute();
  await db.schema.dropTable('activity').execute();
  await db.schema.dropTable('user_slugs').execute();
}
