/**
 * `npm run backup`: a consistent copy of the configured database (DATABASE_URL, else SQLITE_FILE)
 * written into BACKUP_DIR while the site serves (SQLite's online backup, or pg_dump); prints the
 * file's path. Exit code 1, with the reason, when it fails.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, backupDatabase } from '../db/backup.ts';

try {
  const config = loadConfig();
  const file = await backupDatabase(config, config.backupDir);
  console.log(file);
} catch (error) {
  console.error(`backup failed: ${error instanceof ConfigError || error instanceof BackupError ? error.message : String(error)}`);
  process.exitCode = 1;
}
