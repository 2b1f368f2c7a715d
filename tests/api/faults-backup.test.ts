/**
 * Issue 22, backups: `npm run backup` writes a consistent copy of the database into BACKUP_DIR while
 * the built server serves a write load (SQLite's online backup, pg_dump), and `npm run restore`
 * puts the database back to it: saved after the backup is gone, deleted after it is back. On
 * SQLite and PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '#server/db/connection';
import { hashPassword } from '#server/modules/auth/passwords';
import { UserRepository } from '#server/modules/users/repository';
import { scratchDatabase, startServer, type ScratchDatabase, type ServerProcess } from '../../scripts/faults/server-process.ts';
import { describeEachDatabase, REPO_ROOT } from './support/harness.ts';
import { draft } from './support/stuffs.ts';

function npmRun(script: 'backup' | 'restore', env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `server/src/cli/${script}.ts`, ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describeEachDatabase('backup and restore', (dialect) => {
  let database: ScratchDatabase;
  let server: ServerProcess;
  let env: Record<string, string>;
  let token: string;
  beforeAll(async () => {
    database = await scratchDatabase(dialect);
    env = { ...database.env, BACKUP_DIR: path.join(database.tmp, 'backups') };
    server = await startServer(env);
    const handle = openDatabase({ databaseUrl: database.url, sqliteFile: database.sqliteFile });
    try {
      await new UserRepository(handle.db).create({ name: 'Sauveur', email: 'sauveur@example.test', password_hash: await hashPassword('backup-pw'), role_id: 50, email_verified: 1, lang: 'fr', privacy_mode: 1 });
    } finally {
      await handle.close();
    }
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'Sauveur', password: 'backup-pw' }) });
    token = ((await login.json()) as { token: string }).token;
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const api = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const save = (name: string) => api('POST', '/api/stuffs/retro/private/save', draft({ name }));
  const names = async () => ((await api('GET', '/api/stuffs/retro/private/list')).body.rows as { name: string }[]).map((row) => row.name).sort();

  it('backs up while the site takes writes, then restores the backed-up state', { timeout: 120_000 }, async () => {
    for (const name of ['Avant 1', 'Avant 2', 'Avant 3']) expect((await save(name)).status).toBe(200);
    // A write load during the first backup: it must neither fail nor stop the writes.
    let writing = true;
    let written = 0;
    const load = (async () => {
      while (writing) {
        expect((await save(`Pendant ${written}`)).status).toBe(200);
        written++;
      }
    })();
    const during = await npmRun('backup', env);
    writing = false;
    await load;
    expect(during.code, during.output).toBe(0);
    expect(written).toBeGreaterThan(0);
    const duringFile = during.output.trim().split('\n').at(-1)!;
    expect(path.dirname(duringFile)).toBe(env.BACKUP_DIR);
    if (dialect === 'sqlite') {
      const copy = new SqliteDatabase(duringFile, { readonly: true });
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      copy.close();
    }

    const backedUp = await names();
    const { code, output } = await npmRun('backup', env);
    expect(code, output).toBe(0);
    const file = output.trim().split('\n').at(-1)!;
    expect(readdirSync(env.BACKUP_DIR!).filter((entry) => entry.startsWith('tofulab-'))).toHaveLength(2);

    // Changes after the backup: a new stuff, one deleted.
    expect((await save('Après la sauvegarde')).status).toBe(200);
    const list = (await api('GET', '/api/stuffs/retro/private/list')).body.rows as { id: number; name: string }[];
    const doomed = list.find((row) => row.name === 'Avant 2')!;
    expect((await api('DELETE', `/api/stuffs/retro/private/${doomed.id}`)).status).toBe(200);
    expect(await names()).not.toEqual(backedUp);

    await server.stop();
    const restored = await npmRun('restore', env, [file]);
    expect(restored.code, restored.output).toBe(0);
    server = await startServer(env, { port: server.port });
    expect(await names()).toEqual(backedUp);
    expect(backedUp).toContain('Avant 2');
    expect(backedUp).not.toContain('Après la sauvegarde');

    const missing = await npmRun('restore', env, [path.join(database.tmp, 'nothing.dump')]);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('restore failed: no backup at');
  });
});
