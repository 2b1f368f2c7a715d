/**
 * Issue 22 (scale): the deployment of `npm run cluster` — two built server processes on one PostgreSQL
 * database behind nginx, with the configuration rendered from deploy/nginx/tofulab.conf.template.
 * Requests alternate between the processes (`X-Served-By`), a member signed in through one is known
 * to the other, every sibling site is served, the catalogue is answered 304 by ETag and the hashed
 * assets are immutable; then one process is killed (SIGKILL) under a load of safe requests and the
 * client sees no error: nginx retried on the other process what the dead one could not answer.
 *
 * Needs PostgreSQL (DATABASE_URL: several processes cannot share the SQLite file), nginx (CI installs
 * it) and the build (`npm test` builds first).
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/connection';
import { createMember } from '#server/modules/users/create-member';
import { UserRepository } from '#server/modules/users/repository';
import { ClusterError, SERVER_MAIN, checkClusterOptions, startCluster, type Cluster } from '../../deploy/cluster.ts';
import { findNginx } from '../../deploy/nginx.ts';
import { FIXTURES_DIR, REPO_ROOT } from './support/harness.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const nginx = findNginx();
const skipReason = !DATABASE_URL
  ? 'DATABASE_URL is not set (two processes need one PostgreSQL database)'
  : !nginx
    ? 'nginx is not installed (apt-get install -y nginx; CI installs it)'
    : undefined;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(agent: http.Agent, base: string, url: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(url, base), { agent, method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A fresh database on the server of DATABASE_URL (the processes run migrations and the import on it). */
function databaseUrl(name: string): string {
  const url = new URL(DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

it('several processes refuse to share the SQLite file, with a message saying what to do', () => {
  expect(() => checkClusterOptions({ processes: 2 }, {})).toThrow(ClusterError);
  expect(() => checkClusterOptions({ processes: 2 }, {})).toThrow(/DATABASE_URL=postgres:\/\/.*--processes 1/s);
  expect(() => checkClusterOptions({ processes: 1 }, {})).not.toThrow();
  expect(() => checkClusterOptions({ processes: 0 }, { DATABASE_URL: 'postgres://x' })).toThrow(/--processes must be/);
});

describe.skipIf(skipReason !== undefined)(`two processes behind nginx${skipReason ? ` — skipped: ${skipReason}` : ''}`, () => {
  const database = `tofulab_cluster_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const url = skipReason ? '' : databaseUrl(database);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  let cluster: Cluster;
  let base: string;
  let token: string;

  beforeAll(async () => {
    if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run npm run build first`);
    await admin(`create database "${database}"`);
    cluster = await startCluster({
      processes: 2,
      port: 0,
      env: {
        DATABASE_URL: url,
        DATA_DIR: FIXTURES_DIR,
        WEB_DIR: path.join(REPO_ROOT, 'dist/web'),
        LOG_LEVEL: 'warn',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        MAIL_DIR: path.join(REPO_ROOT, 'var/cluster-test-mail'),
      },
      catalogFresh: '1s',
    });
    base = cluster.proxyUrl!;
    const handle = openDatabase({ databaseUrl: url, sqliteFile: '' });
    try {
      await createMember(new UserRepository(handle.db), { name: 'ClusterMember', email: 'cluster@example.test', password: 'cluster-pw', role: 1 });
    } finally {
      await handle.close();
    }
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    await cluster?.stop();
    if (!skipReason) await admin(`drop database if exists "${database}" with (force)`);
  });

  it('alternates the processes, serves every sibling site, knows a member on both, caches the catalogue by ETag and the assets for good', async () => {
    const servedBy: string[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await request(agent, base, '/api/items/retro/2411', { headers: { 'x-lang': 'en' } });
      expect(answer.status).toBe(200);
      servedBy.push(String(answer.headers['x-served-by']));
    }
    expect(servedBy.filter((name) => name === 'p1').length, servedBy.join(' ')).toBeGreaterThanOrEqual(3);
    expect(servedBy.filter((name) => name === 'p2').length, servedBy.join(' ')).toBeGreaterThanOrEqual(3);

    // The proxy passes each host on: every sibling site is its own game's.
    for (const [host, variant] of [['retro.localhost', 'retro'], ['dofus.localhost', 'dofus'], ['touch.localhost', 'touch'], ['127.0.0.1', 'retro']]) {
      const page = await request(agent, base, '/fr/', { headers: { host } });
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain(`data-variant="${variant}"`);
    }

    // Stateless: the token of a login through one process is accepted by both.
    const login = await request(agent, base, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'ClusterMember', password: 'cluster-pw' }),
    });
    expect(login.status, login.body.toString()).toBe(200);
    token = (JSON.parse(login.body.toString()) as { token: string }).token;
    const knownBy = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const me = await request(agent, base, '/api/users/authenticated', { headers: { authorization: `Bearer ${token}` } });
      expect(me.status, me.body.toString()).toBe(200);
      expect(JSON.parse(me.body.toString())).toMatchObject({ name: 'ClusterMember' });
      knownBy.add(String(me.headers['x-served-by']));
    }
    expect([...knownBy].sort()).toEqual(['p1', 'p2']);

    // A body over the server's limit is refused by the proxy itself.
    const huge = await request(agent, base, '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.alloc(1024 * 1024 + 1024, 32) });
    expect(huge.status).toBe(413);

    // The catalogue: 200 with its ETag, then 304 for that ETag — from nginx's cache, then again once
    // the cache asked the process (revalidation) after its freshness (1 s here, counted by nginx in whole seconds).
    const catalogue = await request(agent, base, '/api/catalog/retro', { headers: { 'accept-encoding': 'br' } });
    expect(catalogue.status).toBe(200);
    expect(catalogue.headers['content-encoding']).toBe('br');
    const etag = String(catalogue.headers.etag);
    expect(etag).toMatch(/^"[^"]+-br"$/);
    const again = await request(agent, base, '/api/catalog/retro', { headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);
    // nginx counts the freshness in whole seconds: 1 s is over within 2 s of the store.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const revalidated = await request(agent, base, '/api/catalog/retro', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['x-cache']).toBe('REVALIDATED');
    const plain = await request(agent, base, '/api/catalog/retro', { headers: { 'if-none-match': etag } });
    expect(plain.status, 'another encoding is another representation').toBe(200);

    // The hashed assets: a year, immutable, then from the proxy's cache.
    const page = (await request(agent, base, '/en/')).body.toString();
    const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(asset, page).toBeDefined();
    const first = await request(agent, base, asset!, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-encoding']).toBe('gzip');
    const second = await request(agent, base, asset!, { headers: { 'accept-encoding': 'gzip' } });
    expect(second.headers['x-cache']).toBe('HIT');
  });

  it('a process killed under load: the client sees no error, nginx retried the safe requests on the other', async () => {
    const urls = [
      '/api/items/retro/2411',
      '/api/search/retro/bouftou',
      '/api/items/retro/search/items?level_min=1&level_max=200&size=20',
      '/api/live/data',
      '/api/users/authenticated',
      '/en/encyclopedia/item/2411',
    ];
    const outcomes: { status: number; servedBy: string; at: number; error?: string }[] = [];
    const started = performance.now();
    let killedAt = Number.POSITIVE_INFINITY;
    const clients = Array.from({ length: 12 }, async (_, client) => {
      for (let i = 0; performance.now() - started < 6000; i++) {
        const url = urls[(client + i) % urls.length]!;
        const headers: Record<string, string> = url === '/api/users/authenticated' ? { authorization: `Bearer ${token}` } : {};
        try {
          const answer = await request(agent, base, url, { headers });
          outcomes.push({ status: answer.status, servedBy: String(answer.headers['x-served-by']), at: performance.now() });
        } catch (error) {
          outcomes.push({ status: -1, servedBy: '', at: performance.now(), error: String(error) });
        }
      }
    });
    const victim = cluster.processes[1]!;
    const kill = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      killedAt = performance.now();
      victim.child.kill('SIGKILL');
    })();
    await Promise.all([...clients, kill]);

    const failed = outcomes.filter((outcome) => outcome.status !== 200);
    expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.at < killedAt).length).toBeGreaterThan(20);
    expect(new Set(outcomes.filter((outcome) => outcome.at < killedAt).map((outcome) => outcome.servedBy))).toEqual(new Set(['p1', 'p2']));
    const after = outcomes.filter((outcome) => outcome.at > killedAt + 200);
    expect(after.length).toBeGreaterThan(20);
    expect(new Set(after.map((outcome) => outcome.servedBy))).toEqual(new Set(['p1']));

    // The access log names both processes for the requests that the dead one failed and p1 answered.
    const log = readFileSync(path.join(cluster.runtimeDir, 'access.log'), 'utf8');
    const retried = log.split('\n').filter((line) => /upstream=\S+, \S+/.test(line));
    expect(retried.length, 'requests retried on the other process').toBeGreaterThanOrEqual(1);
    for (const line of retried) expect(line).toMatch(/"GET /);
  });
});
