/**
 * Game data tables (issue 2). Migrations are code, not files read at run time, so that the compiled
 * server carries them; they use only the portable subset of the schema builder (text, integer,
 * composite primary keys), which both SQLite and PostgreSQL accept unchanged.
 */
import type { Kysely, CreateTableBuilder } from 'kysely';

type Db = Kysely<unknown>;

/** Columns shared by the tables that carry a name in the product's three languages. */
function withNames<T extends string>(table: CreateTableBuilder<T, never>) {
  return table.addColumn('name_fr', 'text').addColumn('name_en', 'text').addColumn('name_es', 'text');
}

function gameKeyed(db: Db, name: string, idColumn = 'id') {
  return db.schema
    .createTable(name)
    .addColumn('game', 'text', (col) => col.notNull())
    .addColumn(idColumn, 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint(`${name}_pk`, ['game', idColumn] as never);
}

export async function up(db: Db): Promise<void> {
  await withNames(gameKeyed(db, 'items'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('weapon_type', 'text')
    .addColumn('type_id', 'integer')
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('set_id', 'integer')
    .addColumn('availability', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .execute();
  // Search filters by game and kind/category, then by availability; the rest is a scan of one game.
  await db.schema.createIndex('items_game_category_idx').on('items').columns(['game', 'category']).execute();
  await db.schema.createIndex('items_game_kind_idx').on('items').columns(['game', 'kind', 'weapon_type']).execute();
  await db.schema.createIndex('items_game_set_idx').on('items').columns(['game', 'set_id']).execute();

  await withNames(gameKeyed(db, 'sets'))
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('availability', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .execute();

  await gameKeyed(db, 'effects')
    .addColumn('kind', 'text')
    .addColumn('stat', 'text')
    .addColumn('data', 'text', (col) => col.notNull())
    .execute();

  await withNames(gameKeyed(db, 'classes')).addColumn('data', 'text', (col) => col.notNull()).execute();

  await withNames(gameKeyed(db, 'spells'))
    .addColumn('class_id', 'integer')
    .addColumn('data', 'text', (col) => col.notNull())
    .execute();

  await withNames(gameKeyed(db, 'item_types'))
    .addColumn('category', 'text')
    .addColumn('data', 'text', (col) => col.notNull())
    .execute();

  await withNames(gameKeyed(db, 'misc_items'))
    .addColumn('type_id', 'integer')
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .execute();

  await gameKeyed(db, 'recipes', 'item_id').addColumn('data', 'text', (col) => col.notNull()).execute();

  await db.schema
    .createTable('catalogs')
    .addColumn('game', 'text', (col) => col.primaryKey())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('json', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('data_imports')
    .addColumn('game', 'text', (col) => col.primaryKey())
    .addColumn('manifest_hash', 'text', (col) => col.notNull())
    .addColumn('importer_version', 'integer', (col) => col.notNull())
    .addColumn('imported_at', 'text', (col) => col.notNull())
    .addColumn('counts', 'text', (col) => col.notNull())
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'data_imports',
    'catalogs',
    'recipes',
    'misc_items',
    'item_types',
    'spells',
    'classes',
    'effects',
    'sets',
    'items',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
