/**
 * The only SQL that differs between SQLite and PostgreSQL, apart from the full-text index
 * (modules/search/search-index.ts). Repositories and the importer call these helpers instead of
 * branching on the dialect themselves.
 */
import { PostgresAdapter, SqliteAdapter, sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from './connection.ts';
import type { Database } from './schema.ts';

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

/**
 * A text column compared byte by byte, for ORDER BY: SQLite's default (BINARY) already does;
 * PostgreSQL would otherwise use the database's locale, which orders spaces and punctuation
 * differently from one server to another.
 */
export function bytewise(dialect: DialectName, column: Expression<string> | RawBuilder<string>): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`${column} collate "C"` : sql<string>`${column}`;
}
