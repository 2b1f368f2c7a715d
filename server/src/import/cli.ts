/**
 * `npm run import:data`: migrate and import DATA_DIR into the configured database, as the server
 * does at start-up, without starting it. Exit code 1 on failure.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { consoleLogger } from '../logger.ts';
import { importAll } from './importer.ts';

try {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    consoleLogger.info({ database: database.dialect, location: database.location, dataDir: config.dataDir }, 'importing');
    await migrateToLatest(database);
    const results = await importAll(database, config.dataDir, consoleLogger);
    consoleLogger.info(
      { results: results.map(({ game, status, durationMs }) => ({ game, status, durationMs })) },
      'import finished',
    );
    const failed = results.filter((result) => result.status === 'failed');
    for (const result of failed) {
      console.error(`\n${result.game}: data refused (${result.totalProblems} problem(s)); its last good import, if any, is kept`);
      for (const problem of result.problems ?? []) console.error(`  ${problem}`);
    }
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
