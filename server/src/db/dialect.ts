/**
 * The only SQL that differs between SQLite and PostgreSQL. Repositories and the importer call these
 * helpers instead of branching on the dialect themselves.
 */
import { PostgresAdapter, SqliteAdapter, sql, type Expression, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import { VARIANTS } from '#game/variants';
import { fts5Query, tsQuery, type MatchPlan } from '../search/match.ts';
import type { DialectName } from './connection.ts';
import type { Database, SearchScope } from './schema.ts';

/** The engine behind a Kysely instance (repositories and migrations receive only the instance). */
export function dialectOf(db: Kysely<any>): DialectName {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) return 'postgres';
  if (adapter instanceof SqliteAdapter) return 'sqlite';
  throw new Error(`Unsupported database adapter: ${adapter.constructor.name}`);
}

/**
 * The largest number of bound parameters one statement may carry on both engines (SQLite allows
 * 32 766, PostgreSQL 65 535); batched inserts stay under it.
 */
export const MAX_BIND_PARAMETERS = 30_000;

/**
 * Serialises imports of one game across processes, for the rest of the transaction, so that two
 * instances starting together do not import twice: the caller re-reads the import state after it.
 * PostgreSQL takes a transaction-scoped advisory lock. SQLite has one writer at a time; a write
 * statement as the first statement of the transaction takes that lock (waiting up to the busy
 * timeout) before anything is read, which avoids SQLITE_BUSY on a later read-to-write upgrade.
 */
export async function lockGameForImport(trx: Kysely<Database>, dialect: DialectName, game: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtext(${`tofulab:import:${game}`}))`.execute(trx);
  } else {
    await trx.deleteFrom('data_imports').where(sql<boolean>`1 = 0`).execute();
  }
}

/**
 * Refreshes the planner statistics after an import. Without them PostgreSQL plans the first
 * searches on a freshly filled table as if it were empty (nested scans, no index: tenfold times),
 * and SQLite cannot choose between the indexes of a table.
 */
export async function refreshStatistics(db: Kysely<Database>, dialect: DialectName, tables: readonly string[]): Promise<void> {
  if (dialect === 'postgres') {
    await sql`analyze ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
  } else {
    // The FTS5 table keeps its own statistics: ANALYZE is for ordinary tables and their indexes.
    for (const table of tables.filter((name) => name !== 'search_index')) await sql`analyze ${sql.table(table)}`.execute(db);
  }
}

/** COUNT(*) arrives as a string (int8) from pg and as a number from SQLite. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

const SEARCH_SCOPES: readonly SearchScope[] = ['item', 'set', 'spell'];
/**
 * Ids are below 2^31 (GameId): each game and scope gets a block of 2^32 rowids, standard records
 * in its first half and the others in its second.
 */
const ROWID_BLOCK = 2 ** 32;
const NOT_STANDARD = 2 ** 31;

/** First SQLite rowid of a game's block (its scopes follow one another). */
function gameRowidBase(game: string): number {
  const index = (VARIANTS as readonly string[]).indexOf(game);
  if (index < 0) throw new Error(`No search rowids for game "${game}"`);
  return index * SEARCH_SCOPES.length * ROWID_BLOCK;
}

/** The SQLite rowid of a record in the full-text index: its game, scope, standardness and id in one integer. */
export function searchRowid(game: string, scope: SearchScope, id: number, standard: boolean): number {
  return gameRowidBase(game) + SEARCH_SCOPES.indexOf(scope) * ROWID_BLOCK + (standard ? 0 : NOT_STANDARD) + id;
}

type SearchIndexRow = Insertable<Database['search_index']>;

/** Writes full-text index rows: a table row on PostgreSQL, a rowid and its words on SQLite. */
export async function insertSearchIndex(db: Kysely<Database>, dialect: DialectName, rows: readonly SearchIndexRow[]): Promise<void> {
  const size = Math.floor(MAX_BIND_PARAMETERS / 5);
  for (let start = 0; start < rows.length; start += size) {
    const batch = rows.slice(start, start + size);
    if (dialect === 'postgres') {
      await db.insertInto('search_index').values(batch).execute();
    } else {
      const values = batch.map((row) => sql`(${searchRowid(row.game, row.scope, row.ref_id, row.standard === 1)}, ${row.words})`);
      await sql`insert into search_index (rowid, words) values ${sql.join(values)}`.execute(db);
    }
  }
}

/** Removes a game's rows from the full-text index (SQLite: its rowid block). */
export async function deleteSearchIndex(db: Kysely<Database>, dialect: DialectName, game: string): Promise<void> {
  if (dialect === 'postgres') {
    await db.deleteFrom('search_index').where('game', '=', game).execute();
  } else {
    const base = gameRowidBase(game);
    await sql`delete from search_index where rowid >= ${base} and rowid < ${base + SEARCH_SCOPES.length * ROWID_BLOCK}`.execute(db);
  }
}

/**
 * The ids of the records of one game and scope whose indexed words satisfy `plan` (see
 * search/match.ts), standard ones only when `standardOnly`: an FTS5 MATCH within the rowid block of
 * the game and scope on SQLite, a tsquery against the GIN-indexed tsvector on PostgreSQL. Used as
 * `id in (…)`; the caller still filters on the record's own availability.
 */
export function matchingIds(
  dialect: DialectName,
  game: string,
  scope: SearchScope,
  plan: MatchPlan,
  standardOnly: boolean,
): RawBuilder<number> {
  if (dialect === 'postgres') {
    const standard = standardOnly ? sql` and standard = 1` : sql``;
    return sql<number>`(select ref_id from search_index where search_tsv @@ ${tsQuery(plan)}::tsquery and game = ${game} and scope = ${scope}${standard})`;
  }
  const base = searchRowid(game, scope, 0, true);
  const end = base + (standardOnly ? NOT_STANDARD : ROWID_BLOCK);
  // The id is the rowid's offset in its half of the block.
  return sql<number>`(select (rowid - ${base}) % ${NOT_STANDARD} from search_index where search_index match ${fts5Query(plan)} and rowid >= ${base} and rowid < ${end})`;
}

/**
 * A text column compared byte by byte, for ORDER BY: SQLite's default (BINARY) already does;
 * PostgreSQL would otherwise use the database's locale, which orders spaces and punctuation
 * differently from one server to another.
 */
export function bytewise(dialect: DialectName, column: Expression<string> | RawBuilder<string>): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`${column} collate "C"` : sql<string>`${column}`;
}
