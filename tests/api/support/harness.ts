/**
 * API test harness: a real database (a SQLite file in a temp folder, or a fresh PostgreSQL schema
 * when DATABASE_URL is set), migrated and imported from the fixtures, under the real Fastify app
 * called through `inject`. `describeEachDatabase` runs one suite on both engines.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { adminQuery as adminQueryOn } from '#server/db/admin-query';
import { describe } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig, type Config } from '#server/config';
import { openDatabase, type DatabaseHandle, type DialectName } from '#server/db/connection';
import { migrateToLatest } from '#server/db/migrate';
import { importAll, type ImportResult } from '#server/import/importer';
import { silentLogger } from '#server/logger';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const FIXTURES_DIR = path.join(REPO_ROOT, 'tests/fixtures/data');
/** The full game data: DATA_DIR, else the server's default (../shared/data). */
export const REAL_DATA_DIR = process.env.DATA_DIR
  ? path.resolve(REPO_ROOT, process.env.DATA_DIR)
  : path.resolve(REPO_ROOT, '../shared/data');

const DATABASE_URL = process.env.DATABASE_URL;

export interface HarnessOptions {
  dataDir?: string;
  webDir?: string;
  /** Import `dataDir` before building the app (default true; never without `migrate`). */
  importData?: boolean;
  /** Migrate the database to the latest schema (default true). */
  migrate?: boolean;
  env?: Record<string, string>;
  logger?: FastifyServerOptions['logger'];
  /** Limits of the catalogue's heavy answers (buildApp's `heavyLimits`). */
  heavyLimits?: import('#server/modules/catalog/bodies').HeavyLimits;
  /** Runs on the app before it is ready, e.g. to add a test-only route. */
  beforeReady?: (app: FastifyInstance) => void;
}

export interface Harness {
  dialect: DialectName;
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** A temp folder removed by `close()`. */
  tmp: string;
  imports: ImportResult[];
  /** Imports a data folder into this harness's database again. */
  importFrom(dataDir: string): Promise<ImportResult[]>;
  close(): Promise<void>;
}

/** Whether the full game data is there (DATA_DIR, else ../shared/data) for the real-data suites. */
export const hasRealData = existsSync(path.join(REAL_DATA_DIR, 'retro/manifest.json'));

/**
 * A data folder holding only some variants of the full data (copied: the importer reads folders,
 * not links), so that a suite imports what it tests and no more. Removed with `rmSync` by the caller.
 */
export function realDataSubset(variants: readonly string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tofulab-data-'));
  for (const variant of variants) cpSync(path.join(REAL_DATA_DIR, variant), path.join(dir, variant), { recursive: true });
  return dir;
}

/** Copies the fixture data to a temp folder that a test may edit. */
export function copyFixtures(tmp: string): string {
  const dir = path.join(tmp, 'data');
  cpSync(FIXTURES_DIR, dir, { recursive: true });
  return dir;
}

const adminQuery = (text: string) => adminQueryOn(DATABASE_URL!, text);

export async function createHarness(dialect: DialectName, options: HarnessOptions = {}): Promise<Harness> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'tofulab-api-'));
  const dataDir = options.dataDir ?? FIXTURES_DIR;
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  // Also the clean-up of a harness that failed half-way, so that no schema or folder is left behind.
  const close = async () => {
    await app?.close();
    await database?.close();
    if (dialect === 'postgres') await adminQuery(`drop schema if exists "${schema}" cascade`);
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    if (dialect === 'postgres') await adminQuery(`create schema "${schema}"`);
    const config = loadConfig(
      {
        DATA_DIR: dataDir,
        SQLITE_FILE: path.join(tmp, 'var/tofulab.sqlite'),
        WEB_DIR: options.webDir ?? path.join(tmp, 'no-web'),
        // Tests block the event loop on purpose (imports of the full data between requests): the
        // overload guard would refuse the next request. tests/api/hardening.test.ts turns it on.
        MAX_EVENT_LOOP_DELAY_MS: '0',
        ...(dialect === 'postgres' ? { DATABASE_URL } : {}),
        ...options.env,
      },
      REPO_ROOT,
    );
    const handle = openDatabase({
      databaseUrl: config.databaseUrl,
      sqliteFile: config.sqliteFile,
      ...(dialect === 'postgres' ? { pgSchema: schema, poolSize: 4 } : {}),
    });
    database = handle;
    const migrate = options.migrate !== false;
    if (migrate) await migrateToLatest(handle);
    const importFrom = (dir: string) => importAll(handle, dir, silentLogger);
    const imports = options.importData === false || !migrate ? [] : await importFrom(dataDir);
    const built = await buildApp({ db: handle.db, config, logger: options.logger ?? false, heavyLimits: options.heavyLimits });
    app = built;
    options.beforeReady?.(built);
    await built.ready();
    return { dialect, app: built, database: handle, config, tmp, imports, importFrom, close };
  } catch (error) {
    await close();
    throw error;
  }
}

const TARGETS: { dialect: DialectName; skipReason?: string }[] = [
  { dialect: 'sqlite' },
  DATABASE_URL
    ? { dialect: 'postgres' }
    : { dialect: 'postgres', skipReason: 'DATABASE_URL is not set (postgres://user:password@host:port/database)' },
];

/**
 * Declares `suite` once per database engine. The PostgreSQL copy is skipped, with the reason in its
 * title, when DATABASE_URL is not set.
 */
export function describeEachDatabase(title: string, suite: (dialect: DialectName) => void): void {
  for (const { dialect, skipReason } of TARGETS) {
    const name = skipReason ? `${title} [${dialect}] — skipped: ${skipReason}` : `${title} [${dialect}]`;
    describe.skipIf(skipReason !== undefined)(name, () => suite(dialect));
  }
}

/**
 * A second app over the harness's database, with its own connection pool, as a second server
 * process would have (the tests of "several processes agree").
 */
export async function secondServer(harness: Harness): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const handle = openDatabase({
    databaseUrl: harness.config.databaseUrl,
    sqliteFile: harness.config.sqliteFile,
    ...(harness.database.schema ? { pgSchema: harness.database.schema, poolSize: 4 } : {}),
  });
  const app = await buildApp({ db: handle.db, config: harness.config, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
