/**
 * Start-up: settings, database, migrations, game data import, then listen. Any failure before
 * listening stops the process with a message (exit code 1) rather than serving a broken site.
 */
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, redactUrl, type DatabaseHandle } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { checkServableGames, importAll } from './import/importer.ts';

/** An error's own words for a start-up message: its code and message, those of each inner error too. */
function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return [...new Set(error.errors.map(reason))].join('; ');
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message ? message : String(error);
  return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
}

/**
 * The database opened and answering, before anything else touches it; else the process stops with
 * a message naming the connection (its password masked) or the SQLite file, and exit code 1.
 */
async function openReachableDatabase(config: Config, onPoolError: (error: Error) => void): Promise<DatabaseHandle> {
  const where = config.databaseUrl ? `PostgreSQL at ${redactUrl(config.databaseUrl)} (DATABASE_URL)` : `the SQLite file ${config.sqliteFile} (SQLITE_FILE)`;
  let database: DatabaseHandle;
  try {
    database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, onPoolError });
  } catch (error) {
    console.error(`Cannot open the database, ${where}: ${reason(error)}`);
    process.exit(1);
  }
  try {
    await sql`select 1`.execute(database.db);
  } catch (error) {
    console.error(`Cannot reach the database, ${where}: ${reason(error)}`);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
  return database;
}

/**
 * Stops before migrating or importing anything when no game could be served: every game of DATA_DIR
 * is damaged and the database holds no earlier import. The problems name file and line.
 */
async function refuseUnservableData(database: DatabaseHandle, dataDir: string): Promise<void> {
  const { servable, unservable } = await checkServableGames(database, dataDir);
  if (servable.length > 0 || unservable.length === 0) return;
  const lines = unservable.flatMap(({ game, problems, totalProblems }) => [
    `${game}: data refused (${totalProblems} problem(s)):`,
    ...problems.map((problem) => `  ${path.join(dataDir, problem.slice(0, problem.indexOf(':')))}${problem.slice(problem.indexOf(':'))}`),
  ]);
  console.error(`No game can be served: the game data in ${dataDir} (DATA_DIR) is damaged and the database holds no earlier import. The database was left unchanged.\n${lines.join('\n')}`);
  await database.close();
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The pool's broken idle connections, logged once the app's logger exists.
  let poolLog = (error: Error) => console.warn(`database connection lost: ${reason(error)}`);
  const database = await openReachableDatabase(config, (error) => poolLog(error));
  await refuseUnservableData(database, config.dataDir);
  const app = await buildApp({ db: database.db, config });
  poolLog = (error) => app.log.warn({ reason: reason(error) }, 'database connection lost (a new one is opened at the next query)');
  app.addHook('onClose', () => database.close());
  try {
    app.log.info({ database: database.dialect, location: database.location }, 'database opened');
    const migrations = await migrateToLatest(database);
    for (const result of migrations.results ?? []) app.log.info({ migration: result.migrationName }, 'migration applied');
    await importAll(database, config.dataDir, app.log);
    await app.listen({ port: config.port, host: config.host });
    // The sibling sites, one host per game (SITES); any other host is the default game's.
    const address = app.server.address();
    const listening = typeof address === 'object' && address !== null ? address.port : config.port;
    const port = listening === 80 ? '' : `:${listening}`;
    for (const [host, variant] of config.sites.hosts) app.log.info({ variant, url: `http://${host}${port}/` }, 'site');
    app.log.info({ variant: config.defaultGame, url: `http://${config.host}${port}/` }, 'default site (any other host)');
    // In the background: the first catalogue downloads then find their bytes ready.
    app.warmCatalogs().then(
      () => app.log.info('catalogues encoded'),
      (error: unknown) => app.log.warn({ err: error }, 'catalogue warm-up failed (they are encoded on first request)'),
    );
  } catch (error) {
    app.log.fatal({ err: error }, 'start-up failed');
    await app.close();
    process.exit(1);
  }

  // Finish the requests in flight, then close the database.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

await main();
