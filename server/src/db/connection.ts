/**
 * Opens the database: SQLite (better-sqlite3, WAL) for one machine, PostgreSQL (pg Pool) when a URL
 * is given. Everything above this module sees one `Kysely<Database>`; the few places where the two
 * engines must differ are in `dialect.ts`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL schema worked in when not the default one (`pgSchema`). */
  schema: string | undefined;
  /** Where the data lives, for logs (a file path, or the URL without its password). */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  sqliteFile: string;
  /**
   * PostgreSQL schema to work in (tests use one per file). Set as the connection's search_path, so
   * queries and migrations stay unqualified and identical to production.
   */
  pgSchema?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /**
   * An idle PostgreSQL connection that broke (the database restarted or went away): told here, since
   * the pool drops it and opens a new one at the next query (without a listener, the error would end
   * the process).
   */
  onPoolError?: (error: Error) => void;
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres (unparsable URL)';
  }
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A database that does not answer fails the request (503) instead of holding it.
      connectionTimeoutMillis: 5_000,
      // Connections are kept, not closed after 10 s idle (pg's default): a new one costs a SCRAM
      // handshake (PBKDF2, milliseconds of this thread's CPU) in the middle of the next burst of requests.
      idleTimeoutMillis: 0,
      keepAlive: true,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    pool.on('error', (error) => options.onPoolError?.(error));
    // A connection checked out (between two queries of a transaction) that breaks emits its error on
    // the client, where the pool does not listen: heard here, the query fails (503) and the pool drops
    // the broken client when it is released.
    pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // `db.destroy()` ends the pool.
    return {
      db,
      dialect: 'postgres',
      schema: options.pgSchema,
      location: redactUrl(options.databaseUrl),
      close: () => db.destroy(),
    };
  }
  mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqliteFile, { timeout: 10_000 });
  // WAL lets readers run during an import; NORMAL sync is durable enough in WAL mode and much faster.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', schema: undefined, location: options.sqliteFile, close: () => db.destroy() };
}
