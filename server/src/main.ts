/**
 * Start-up: settings, database, migrations, game data import, then listen. Any failure before
 * listening stops the process with a message (exit code 1) rather than serving a broken site.
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { importAll } from './import/importer.ts';

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
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  const app = await buildApp({ db: database.db, config });
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
