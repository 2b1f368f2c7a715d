/**
 * Search speed, measured on the full Retro catalogue (bench/search.bench.ts):
 * - SQLite: the full-text index becomes a contentless FTS5 table keyed by rowid (`searchRowid` in
 *   db/dialect.ts). Reading the stored `game`/`scope`/`ref_id` of every match cost about 3 µs a
 *   row (10 ms for a one-letter search); a rowid range selects the game and scope inside the index
 *   and the id comes out of the rowid. Prefix indexes for one and two letters spare a short prefix
 *   ("a", "bo") from merging the lists of every word that begins with it (4 ms → 1 ms for "a").
 * - Both: the raw record of an item moves from `items` to `item_records`. At about 1.1 kB it made
 *   `items` six rows per page, so that every search scan or lookup read five times the pages the
 *   searched columns need (PostgreSQL: 1 346 pages, 4 ms, for one pass over the Retro items).
 * - Both: the index knows which records are `standard` (SQLite: in the rowid, PostgreSQL: a
 *   column), so that the default search of builders and the navbar leaves the others out inside the
 *   index rather than after looking each one up (2 036 of the 3 299 Retro items matching "a").
 * - PostgreSQL: the GIN index takes its entries at once (`fastupdate` off). With the default, an
 *   import's 8 500 rows wait in GIN's pending list, which every search then reads in full and the
 *   planner prices so high that it scans the table instead (2.4 ms → 0.3 ms for "anneau").
 * The index rows are written again by the next import (IMPORTER_VERSION 5); the records are copied.
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('item_records')
    .addColumn('game', 'text', (col) => col.notNull())
    .addColumn('id', 'integer', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('item_records_pk', ['game', 'id'] as never)
    .execute();
  await sql`insert into item_records (game, id, data) select game, id, data from items`.execute(db);
  await db.schema.alterTable('items').dropColumn('data').execute();

  if (dialectOf(db) === 'sqlite') {
    await db.schema.dropTable('search_index').execute();
    await sql`create virtual table search_index using fts5(words, content = '', contentless_delete = 1, prefix = '1 2', tokenize = 'unicode61')`.execute(
      db,
    );
  } else {
    await db.schema.alterTable('search_index').addColumn('standard', 'integer', (col) => col.notNull().defaultTo(1)).execute();
    await sql`alter index search_index_tsv_idx set (fastupdate = off)`.execute(db);
    // Turning it off does not flush what is already pending.
    await sql`select gin_clean_pending_list('search_index_tsv_idx'::regclass)`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    await db.schema.dropTable('search_index').execute();
    await sql`create virtual table search_index using fts5(game unindexed, scope unindexed, ref_id unindexed, words, tokenize = 'unicode61')`.execute(
      db,
    );
  } else {
    await sql`alter index search_index_tsv_idx reset (fastupdate)`.execute(db);
    await db.schema.alterTable('search_index').dropColumn('standard').execute();
  }
  await db.schema.alterTable('items').addColumn('data', 'text', (col) => col.notNull().defaultTo('{}')).execute();
  await sql`update items set data = (select r.data from item_records r where r.game = items.game and r.id = items.id)`.execute(db);
  await db.schema.dropTable('item_records').execute();
}
