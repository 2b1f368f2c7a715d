/**
 * The only SQL that differs between SQLite and PostgreSQL. Repositories and the importer call these
 * helpers instead of branching on the dialect themselves.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './connection.ts';
import type { Database } from './schema.ts';

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
