/**
 * The only SQL that differs between SQLite and PostgreSQL. Repositories and the importer call these
 * helpers instead of branching on the dialect themselves.
 */
import { PostgresAdapter, SqliteAdapter, sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
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

/** COUNT(*) arrives as a string (int8) from pg and as a number from SQLite. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

/**
 * The ids of the records of one game and scope whose indexed words satisfy `plan` (see
 * search/match.ts): an FTS5 MATCH on SQLite, a tsquery against the GIN-indexed tsvector on
 * PostgreSQL. Used as `id in (…)`.
 */
export function matchingIds(dialect: DialectName, game: string, scope: SearchScope, plan: MatchPlan): RawBuilder<number> {
  if (dialect === 'postgres') {
    return sql<number>`(select ref_id from search_index where search_tsv @@ ${tsQuery(plan)}::tsquery and game = ${game} and scope = ${scope})`;
  }
  return sql<number>`(select ref_id from search_index where search_index match ${fts5Query(plan)} and game = ${game} and scope = ${scope})`;
}

/**
 * A text column compared byte by byte, for ORDER BY: SQLite's default (BINARY) already does;
 * PostgreSQL would otherwise use the database's locale, which orders spaces and punctuation
 * differently from one server to another.
 */
export function bytewise(dialect: DialectName, column: Expression<string> | RawBuilder<string>): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`${column} collate "C"` : sql<string>`${column}`;
}
