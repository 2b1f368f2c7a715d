/**
 * Encyclopedia search (issue 4): full-text index, typo vocabulary, stat index and the columns the
 * filters and sorts read. The full-text index is the one place where the engines differ:
 * - SQLite: an FTS5 table `search_index` (`game`, `scope`, `ref_id` stored but not indexed);
 * - PostgreSQL: a plain `search_index` table whose `search_tsv` column is generated from `words`
 *   with `array_to_tsvector` (raw words, no text search configuration), under a GIN index.
 * Both receive the same rows from the importer, already folded to ASCII words (`normalizeText`),
 * so neither needs unaccent nor an extension. Everything else is the portable schema builder.
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

type Db = Kysely<unknown>;

const NAME_SORT_COLUMNS = ['sort_fr', 'sort_en', 'sort_es'] as const;

async function addSortColumns(db: Db, table: string): Promise<void> {
  // One ALTER per column: SQLite adds a single column per statement.
  for (const column of NAME_SORT_COLUMNS) {
    await db.schema.alterTable(table).addColumn(column, 'text', (col) => col.notNull().defaultTo('')).execute();
  }
}

async function addMaskColumns(db: Db, table: string): Promise<void> {
  for (const column of ['class_mask', 'element_mask']) {
    await db.schema.alterTable(table).addColumn(column, 'integer', (col) => col.notNull().defaultTo(0)).execute();
  }
}

export async function up(db: Db): Promise<void> {
  await addSortColumns(db, 'items');
  await addMaskColumns(db, 'items');
  // Listing a category orders by level first (the default sort): this index serves both.
  await db.schema.createIndex('items_game_level_idx').on('items').columns(['game', 'level']).execute();

  await addSortColumns(db, 'sets');
  await addMaskColumns(db, 'sets');
  await db.schema.alterTable('sets').addColumn('piece_kinds', 'text', (col) => col.notNull().defaultTo('|')).execute();

  await db.schema.alterTable('spells').addColumn('search_text', 'text', (col) => col.notNull().defaultTo('|')).execute();
  await addSortColumns(db, 'spells');
  await db.schema.createIndex('spells_game_class_idx').on('spells').columns(['game', 'class_id']).execute();

  if (dialectOf(db) === 'sqlite') {
    await sql`create virtual table search_index using fts5(game unindexed, scope unindexed, ref_id unindexed, words, tokenize = 'unicode61')`.execute(
      db,
    );
  } else {
    await db.schema
      .createTable('search_index')
      .addColumn('game', 'text', (col) => col.notNull())
      .addColumn('scope', 'text', (col) => col.notNull())
      .addColumn('ref_id', 'integer', (col) => col.notNull())
      .addColumn('words', 'text', (col) => col.notNull())
      .addColumn('search_tsv', sql`tsvector`, (col) =>
        col.generatedAlwaysAs(sql`array_to_tsvector(string_to_array(words, ' '))`).stored().notNull(),
      )
      .addPrimaryKeyConstraint('search_index_pk', ['game', 'scope', 'ref_id'] as never)
      .execute();
    await sql`create index search_index_tsv_idx on search_index using gin (search_tsv)`.execute(db);
  }

  await db.schema
    .createTable('search_trigrams')
    .addColumn('game', 'text', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('trigram', 'text', (col) => col.notNull())
    .addColumn('word', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_trigrams_pk', ['game', 'scope', 'trigram', 'word'] as never)
    .execute();

  await db.schema
    .createTable('stat_index')
    .addColumn('game', 'text', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('stat', 'text', (col) => col.notNull())
    .addColumn('ref_id', 'integer', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('stat_index_pk', ['game', 'scope', 'stat', 'ref_id'] as never)
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('stat_index').ifExists().execute();
  await db.schema.dropTable('search_trigrams').ifExists().execute();
  await db.schema.dropTable('search_index').ifExists().execute();
  await db.schema.dropIndex('spells_game_class_idx').ifExists().execute();
  await db.schema.dropIndex('items_game_level_idx').ifExists().execute();
  for (const [table, columns] of [
    ['spells', ['search_text', ...NAME_SORT_COLUMNS]],
    ['sets', ['piece_kinds', 'class_mask', 'element_mask', ...NAME_SORT_COLUMNS]],
    ['items', ['class_mask', 'element_mask', ...NAME_SORT_COLUMNS]],
  ] as const) {
    for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
