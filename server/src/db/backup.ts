/**
 * Backups of the database while the site serves, and their restoration: SQLite through its online
 * backup API (better-sqlite3's `backup()`: a consistent copy page by page, writers keep writing),
 * PostgreSQL through `pg_dump` (one snapshot; custom format) and `pg_restore`. The password of a
 * PostgreSQL URL goes to the tools through PGPASSWORD, never on their command line.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

export interface BackupTarget {
  databaseUrl: string | undefined;
  sqliteFile: string;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

/** A name that sorts by time: `tofulab-2026-11-26T10-31-48-123Z.sqlite` (or `.dump`). */
function backupName(extension: string, at = new Date()): string {
  return `tofulab-${at.toISOString().replace(/[:.]/g, '-')}${extension}`;
}

/** The URL without its password, and the password apart (for PGPASSWORD). */
function splitPassword(url: string): { url: string; password: string | undefined } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { url: parsed.toString(), password };
}

function runTool(command: string, args: string[], password: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error) => reject(new BackupError(`${command} could not be started (${error.message}): install PostgreSQL's client tools (apt-get install postgresql-client)`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit code ${code}): ${errors.trim()}`))));
  });
}

/**
 * Writes a consistent copy of the database into `backupDir` and answers its path. The copy is
 * written under a temporary name and renamed when complete: a file named `tofulab-*` is whole.
 */
export async function backupDatabase(target: BackupTarget, backupDir: string): Promise<string> {
  mkdirSync(backupDir, { recursive: true });
  const file = path.join(backupDir, backupName(target.databaseUrl ? '.dump' : '.sqlite'));
  const partial = `${file}.partial`;
  try {
    if (target.databaseUrl) {
      const { url, password } = splitPassword(target.databaseUrl);
      await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`], password);
    } else {
      if (!existsSync(target.sqliteFile)) throw new BackupError(`no database at ${target.sqliteFile} (SQLITE_FILE)`);
      const source = new SqliteDatabase(target.sqliteFile, { readonly: true, fileMustExist: true, timeout: 10_000 });
      try {
        await source.backup(partial);
      } finally {
        source.close();
      }
      // One self-contained file (the copy carries the WAL mode of the live database).
      const copy = new SqliteDatabase(partial);
      try {
        copy.pragma('journal_mode = DELETE');
      } finally {
        copy.close();
      }
    }
    renameSync(partial, file);
    return file;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Puts the database back to a backup's state. SQLite: the backup copied over the database through
 * the backup API (in one step, under SQLite's locks); PostgreSQL: `pg_restore --clean` in one
 * transaction. Stop the server first: a server running on would keep answering from what it cached.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`no backup at ${file}`);
  if (target.databaseUrl) {
    if (!file.endsWith('.dump')) throw new BackupError(`${file} is not a PostgreSQL backup (.dump): DATABASE_URL is set`);
    const { url, password } = splitPassword(target.databaseUrl);
    await runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file], password);
    return;
  }
  if (!file.endsWith('.sqlite')) throw new BackupError(`${file} is not a SQLite backup (.sqlite): DATABASE_URL is not set`);
  mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
  const source = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const check = source.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`${file} is damaged: ${String(check)}`);
    await source.backup(target.sqliteFile);
  } finally {
    source.close();
  }
}
