/**
 * `npm run restore -- <file>`: puts the configured database (DATABASE_URL, else SQLITE_FILE) back to
 * a backup of `npm run backup` (a `.sqlite` or a `.dump`). Stop the server first, start it after.
 * Exit code 1, with the reason, when it fails.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, restoreDatabase } from '../db/backup.ts';

const file = process.argv[2];
try {
  if (!file) throw new BackupError('usage: npm run restore -- <backup file>');
  const config = loadConfig();
  await restoreDatabase(config, path.resolve(file));
  console.log(`restored ${path.resolve(file)} into ${config.databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : config.sqliteFile}`);
} catch (error) {
  console.error(`restore failed: ${error instanceof ConfigError || error instanceof BackupError ? error.message : String(error)}`);
  process.exitCode = 1;
}
