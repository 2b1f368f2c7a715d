/**
 * Roles, tags and moderation (issue 18):
 * - `user_tags`: the tags a member holds (site-spec §3: silver, gold, platinum, premium, stuffer,
 *   streamer), one row each, keyed by (user, tag) and indexed by tag (the streamers of the live
 *   data are one range of it). `users.tags` (JSON, read by the member mappers) is written with it.
 * - `users.stream_channel`: a streamer's Twitch channel (login), set by an admin.
 * - `stuffs.hidden`: 1 when a moderator hid a public stuff or guide; it then leaves every public
 *   list, search, count and read (the public queries exclude `id in (hidden ids)`, read through the
 *   small partial index `stuffs_hidden_idx`, so that the covering indexes of the search still serve).
 * - `moderation_log`: every act of a moderator or admin (who, what, target, when, reason), the
 *   names copied so that the log still reads after a member is deleted.
 * Existing members' JSON tags are copied into `user_tags`.
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('user_tags')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tag', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_tags_pk', ['user_id', 'tag'])
    .execute();
  await db.schema.createIndex('user_tags_tag_idx').on('user_tags').columns(['tag', 'user_id']).execute();
  await db.schema.alterTable('users').addColumn('stream_channel', 'text').execute();

  await db.schema.alterTable('stuffs').addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('stuffs_hidden_idx').on('stuffs').column('id').where(sql<boolean>`hidden = 1`).execute();

  await db.schema
    .createTable('moderation_log')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.notNull())
    .addColumn('actor_name', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_kind', 'text', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('target_name', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('details', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();

  const tagged: { id: number; tags: string }[] = await db.selectFrom('users').select(['id', 'tags']).where('tags', '<>', '[]').execute();
  for (const { id, tags } of tagged) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(tags);
    } catch {
      parsed = [];
    }
    const values = [...new Set(Array.isArray(parsed) ? parsed.filter((tag): tag is number => Number.isInteger(tag)) : [])].map((tag) => ({ user_id: id, tag }));
    if (values.length > 0) await db.insertInto('user_tags').values(values).execute();
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('moderation_log').execute();
  await db.schema.dropIndex('stuffs_hidden_idx').execute();
  await db.schema.alterTable('stuffs').dropColumn('hidden').execute();
  await db.schema.alterTable('users').dropColumn('stream_channel').execute();
  await db.schema.dropTable('user_tags').execute();
}
