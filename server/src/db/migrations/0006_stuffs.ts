/**
 * Saved stuffs (issue 17): the builder's stuff object (`contract/stuff.ts`) as JSON in `data`, with
 * the columns that lists and the public search filter and sort on (name, class, highest item level,
 * elements, tags, visibility, folder, views), its base-62 short code and `version`, the counter of
 * the optimistic concurrency rule (a write names the version it read; a stale one is a 409). The
 * stuff's boosts live inside `data` (the contract's Stuff holds them). Folders group a member's
 * stuffs; favourites are items a member marked, counted per item category. Dates are ISO-8601 UTC
 * text; booleans 0/1; lists of codes are text framed by commas (`,pvp,earth,`) so that one
 * `like '%,pvp,%'` filters them on both engines.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const serial = postgres ? 'serial' : 'integer';
  await db.schema
    .createTable('folders')
    .addColumn('id', serial, (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('avatar', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('folders_user_idx').on('folders').column('user_id').execute();

  await db.schema
    .createTable('stuffs')
    .addColumn('id', serial, (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    /** `name` lower-case and accent-free, for the text filter. */
    .addColumn('name_folded', 'text', (col) => col.notNull())
    .addColumn('class_id', 'integer', (col) => col.notNull())
    .addColumn('gender', 'integer', (col) => col.notNull())
    .addColumn('character_level', 'integer', (col) => col.notNull())
    /** The highest level among the stuff's items (0 without items): computed on save. */
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('elements', 'text', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('allowed_classes', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('markdown', 'text', (col) => col.notNull())
    .addColumn('visible', 'integer', (col) => col.notNull())
    .addColumn('folder_id', 'integer', (col) => col.references('folders.id').onDelete('set null'))
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('short_code', 'text', (col) => col.unique())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('skin', 'text')
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('stuffs_user_idx').on('stuffs').columns(['user_id', 'updated_at']).execute();
  await db.schema.createIndex('stuffs_public_idx').on('stuffs').columns(['game', 'visible', 'updated_at']).execute();
  await db.schema.createIndex('stuffs_public_class_idx').on('stuffs').columns(['game', 'visible', 'class_id', 'level']).execute();
  await db.schema.createIndex('stuffs_folder_idx').on('stuffs').column('folder_id').execute();

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game', 'text', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'game', 'item_id'] as never)
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['favorites', 'stuffs', 'folders']) await db.schema.dropTable(table).execute();
}
