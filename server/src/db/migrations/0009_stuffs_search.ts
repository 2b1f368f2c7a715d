/**
 * The public stuff search without scans (bench/stuffs.bench.ts, 100,000 stuffs): the text, element
 * and tag filters were `like '%…%'` over text columns, so every public row was read and compared,
 * and the count read them all again (SQLite 17–35 ms a page, PostgreSQL 20 ms for the count alone).
 * - `element_mask`, `tag_mask`: the comma-framed lists as bit masks (modules/stuffs/search-columns.ts),
 *   filtered with `(mask & asked) = asked`; `guide`: 1 when the stuff has a markdown body. The covering
 *   index of the search holds these small integers instead of the text lists and the folded name, so
 *   a filter or a count reads a narrow index only.
 * - `stuff_words`: each distinct word of each stuff's folded name, keyed by (word, stuff); a typed
 *   word is a range of that key (`word >= 'terre' and word < 'terre~'`), so only the stuffs having a
 *   word that begins with it are read. The words compare byte-wise (PostgreSQL: collation "C").
 * The repository writes these with every write of the columns they derive from; this migration fills
 * them for the stuffs already stored (`fillStuffSearchColumns`, which the bench also runs after its
 * bulk insert).
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { ELEMENT_BITS, facetIndexes, SEARCH_INDEX_COLUMNS, TAG_BITS, wordsOfFolded } from '#server/modules/stuffs/search-columns';

type Db = Kysely<any>;

const BATCH = 1000;

/** `(case when column like '%,code,%' then bit else 0 end) + …`: a framed list's mask in SQL. */
function maskSql(column: 'elements' | 'tags', bits: ReadonlyMap<string, number>) {
  const terms = [...bits].map(([code, bit]) => sql`(case when ${sql.ref(column)} like ${`%,${code},%`} then ${sql.lit(bit)} else 0 end)`);
  return sql.join(terms, sql` + `);
}

/** Fills the masks, the guide flag and the name words of every stored stuff (idempotent). */
export async function fillStuffSearchColumns(db: Db): Promise<void> {
  await sql`update stuffs set element_mask = ${maskSql('elements', ELEMENT_BITS)}, tag_mask = ${maskSql('tags', TAG_BITS)}, guide = (case when markdown <> '' then 1 else 0 end)`.execute(db);
  await db.deleteFrom('stuff_words').execute();
  let after = 0;
  for (;;) {
    const rows: { id: number; name_folded: string; game: string; visible: number }[] = await db
      .selectFrom('stuffs')
      .select(['id', 'name_folded', 'game', 'visible'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    const words = rows.flatMap((row) => wordsOfFolded(row.name_folded).map((word) => ({ word, game: row.game, visible: row.visible, stuff_id: row.id })));
    if (words.length > 0) await db.insertInto('stuff_words').values(words).execute();
    after = rows[rows.length - 1]!.id;
  }
}

export async function up(db: Db): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const column of ['element_mask', 'tag_mask', 'guide']) {
    await db.schema.alterTable('stuffs').addColumn(column, 'integer', (col) => col.notNull().defaultTo(0)).execute();
  }
  await db.schema
    .createTable('stuff_words')
    .addColumn('word', postgres ? sql`text collate "C"` : 'text', (col) => col.notNull())
    .addColumn('game', 'text', (col) => col.notNull())
    .addColumn('visible', 'integer', (col) => col.notNull())
    .addColumn('stuff_id', 'integer', (col) => col.notNull().references('stuffs.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('stuff_words_word_idx').on('stuff_words').columns(['word', 'game', 'visible', 'stuff_id']).unique().execute();
  await db.schema.createIndex('stuff_words_stuff_idx').on('stuff_words').column('stuff_id').execute();
  await fillStuffSearchColumns(db);

  await db.schema.dropIndex('stuffs_public_search_idx').execute();
  await db.schema.createIndex('stuffs_public_search_idx').on('stuffs').columns(['game', 'visible', ...SEARCH_INDEX_COLUMNS]).execute();
  for (const { name, predicate } of facetIndexes()) {
    await db.schema.createIndex(name).on('stuffs').columns(['game', ...SEARCH_INDEX_COLUMNS]).where(predicate).execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const { name } of facetIndexes()) await db.schema.dropIndex(name).execute();
  await db.schema.dropIndex('stuffs_public_search_idx').execute();
  await db.schema
    .createIndex('stuffs_public_search_idx')
    .on('stuffs')
    .columns(['game', 'visible', 'updated_at', 'id', 'class_id', 'level', 'views', 'elements', 'tags', 'name_folded'])
    .execute();
  await db.schema.dropTable('stuff_words').execute();
  for (const column of ['guide', 'tag_mask', 'element_mask']) await db.schema.alterTable('stuffs').dropColumn(column).execute();
}
