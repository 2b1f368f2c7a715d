/**
 * Issue 22, faults of the database: start-up on a database that cannot be reached or opened, or with
 * game data so damaged that no game could be served (a clear message naming the connection, the
 * file, the line; exit code 1; the database untouched), and the database lost while serving (503 in
 * the spec's error shape and the caller's language, never a 500 or a hang; service back by itself).
 * The built server (dist/server) is started as a process; PostgreSQL sits behind a TCP proxy cut
 * and restored by the test.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/connection';
import { migrateToLatest } from '#server/db/migrate';
import { UserRepository } from '#server/modules/users/repository';
import { freePort, runServerToExit, scratchDatabase, startServer, type ScratchDatabase, type ServerProcess } from '../../scripts/faults/server-process.ts';
import { startTcpProxy, type TcpProxy } from '../../scripts/faults/tcp-proxy.ts';
import { createHarness, FIXTURES_DIR, type Harness } from './support/harness.ts';
import { call, draft, signedInMember } from './support/stuffs.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('start-up faults of the built server', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(tmpdir(), 'tofulab-startup-faults-'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('an unreachable PostgreSQL: the connection named with its password masked, exit code 1', async () => {
    const port = await freePort();
    const { code, output } = await runServerToExit({ DATABASE_URL: `postgres://tofulab:s3cret-pw@127.0.0.1:${port}/tofulab`, DATA_DIR: FIXTURES_DIR });
    expect(code).toBe(1);
    expect(output).toContain(`Cannot reach the database, PostgreSQL at postgres://tofulab:***@127.0.0.1:${port}/tofulab (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${port}`);
    expect(output).not.toContain('s3cret-pw');
    const unknownHost = await runServerToExit({ DATABASE_URL: 'postgres://tofulab:s3cret-pw@db.invalid:5432/tofulab', DATA_DIR: FIXTURES_DIR });
    expect(unknownHost.code).toBe(1);
    expect(unknownHost.output).toMatch(/Cannot reach the database, PostgreSQL at postgres:\/\/tofulab:\*\*\*@db\.invalid:5432\/tofulab \(DATABASE_URL\): .*(ENOTFOUND|EAI_AGAIN)/);
    expect(unknownHost.output).not.toContain('s3cret-pw');
  });

  it('a SQLite file that cannot be written (its folder is a file): the file named, exit code 1', async () => {
    const blocker = path.join(tmp, 'not-a-folder');
    writeFileSync(blocker, 'x');
    const file = path.join(blocker, 'tofulab.sqlite');
    const { code, output } = await runServerToExit({ DATABASE_URL: '', SQLITE_FILE: file, DATA_DIR: FIXTURES_DIR });
    expect(code).toBe(1);
    expect(output).toContain(`Cannot open the database, the SQLite file ${file} (SQLITE_FILE): `);
  });

  it('game data so damaged that no game can be served: file and line named, exit code 1, the existing database byte for byte unchanged', async () => {
    // An existing database: migrated, with a member, no game imported yet.
    const file = path.join(tmp, 'existing.sqlite');
    const handle = openDatabase({ sqliteFile: file });
    await migrateToLatest(handle);
    await new UserRepository(handle.db).create({ name: 'Keeper', email: 'keeper@example.test', password_hash: 'x', role_id: 50, email_verified: 1, lang: 'fr', privacy_mode: 1 });
    await handle.close();
    const before = sha256(file);
    const dataDir = path.join(tmp, 'damaged');
    cpSync(path.join(FIXTURES_DIR, 'retro'), path.join(dataDir, 'retro'), { recursive: true });
    const items = path.join(dataDir, 'retro/items.json');
    const lines = readFileSync(items, 'utf8').split('\n');
    // The Gobball headgear's line, found by its id (other fixture records may come before it).
    const index = lines.findIndex((text) => text.includes('"id":2411,'));
    expect(lines[index]).toContain('"level":10,');
    lines[index] = lines[index]!.replace('"level":10,', '"level":"high",');
    writeFileSync(items, lines.join('\n'));

    const { code, output } = await runServerToExit({ DATABASE_URL: '', SQLITE_FILE: file, DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain(`No game can be served: the game data in ${dataDir} (DATA_DIR) is damaged`);
    expect(output).toContain(`${items}:${index + 1}: record ${index} (id 2411): level: expected number, got "high"`);
    expect(sha256(file)).toBe(before);
  });
});

describe.skipIf(!DATABASE_URL)(`PostgreSQL lost while serving${DATABASE_URL ? '' : ' — skipped: DATABASE_URL is not set'}`, () => {
  let database: ScratchDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await scratchDatabase('postgres');
    const target = new URL(database.url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${proxy.port}`;
    server = await startServer({ DATABASE_URL: target.toString() });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  const get = async (url: string, lang: string) => {
    const response = await fetch(`${server.url}${url}`, { headers: { 'x-lang': lang } });
    return { status: response.status, body: (await response.json()) as { statusCode: number; error: string; message: string } };
  };

  it('answers 503 with a clear message in the caller’s language while the database is away, and serves again by itself when it is back', async () => {
    const search = '/api/items/retro/search/all?text=bouftou';
    expect((await get(search, 'fr')).status).toBe(200);
    await proxy.cut();
    for (const [lang, message] of [
      ['fr', 'La base de données est momentanément injoignable, réessayez dans un instant'],
      ['en', 'The database cannot be reached at the moment, please try again in a moment'],
      ['es', 'La base de datos no está disponible en este momento, inténtelo de nuevo en un momento'],
    ] as const) {
      const answer = await get(search, lang);
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable', message });
    }
    expect((await get('/api/health', 'en')).status).toBe(503);
    await proxy.restore();
    // Back by itself: no restart; the pool opens new connections.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      status = (await get(search, 'en')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});

describe('SQLite busy while serving', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness('sqlite');
  });
  afterAll(() => harness?.close());

  it('a write that waits past the busy timeout for another process’s lock is answered 503 in the caller’s language, and goes through once the lock is gone', async () => {
    const member = await signedInMember(harness.app);
    // Waits 200 ms instead of 10 s for the lock below.
    await sql`pragma busy_timeout = 200`.execute(harness.database.db);
    const other = new SqliteDatabase(harness.config.sqliteFile);
    try {
      other.exec('begin exclusive');
      const refused = await call(harness.app, member, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: draft({ name: 'Pendant le verrou' }), lang: 'es' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable', message: 'La base de datos no está disponible en este momento, inténtelo de nuevo en un momento' });
      other.exec('rollback');
      const saved = await call(harness.app, member, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: draft({ name: 'Après le verrou' }) });
      expect(saved.statusCode, saved.body).toBe(200);
    } finally {
      other.close();
    }
  });
});
