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
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '#server/db/admin-query';
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

/** One request to `base` (http or https: `ca` is then the certificate to trust), the whole answer read. */
function request(agent: http.Agent | undefined, base: string, url: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; ca?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url, base);
    const common = { method: options.method ?? 'GET', headers: options.headers };
    const onAnswer = (response: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    };
    const req = target.protocol === 'https:' ? https.request(target, { ...common, ca: options.ca, servername: 'localhost' }, onAnswer) : http.request(target, { ...common, agent }, onAnswer);
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The deployment on a new database `url` with the fixtures, and one activated member on it. */
async function startTestCluster(url: string, member: { name: string; password: string }, options: Partial<Parameters<typeof startCluster>[0]> & { processes: number }): Promise<Cluster> {
  await admin(`create database "${new URL(url).pathname.slice(1)}"`);
  const cluster = await startCluster({
    port: 0,
    env: {
      DATABASE_URL: url,
      DATA_DIR: FIXTURES_DIR,
      WEB_DIR: path.join(REPO_ROOT, 'dist/web'),
      LOG_LEVEL: 'warn',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      MAIL_DIR: path.join(REPO_ROOT, 'var/cluster-test-mail'),
    },
    ...options,
  });
  const handle = openDatabase({ databaseUrl: url, sqliteFile: '' });
  try {
    await createMember(new UserRepository(handle.db), { name: member.name, email: `${member.name.toLowerCase()}@example.test`, password: member.password, role: 1 });
  } finally {
    await handle.close();
  }
  return cluster;
}

/** A fresh database on the server of DATABASE_URL (the processes run migrations and the import on it). */
function databaseUrl(name: string): string {
  const url = new URL(DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

const admin = (text: string) => adminQuery(DATABASE_URL!, text);

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
    cluster = await startTestCluster(url, { name: 'ClusterMember', password: 'cluster-pw' }, { processes: 2, catalogFresh: '1s' });
    base = cluster.proxyUrl!;
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

describe.skipIf(skipReason !== undefined)(`HTTPS at the proxy${skipReason ? ` — skipped: ${skipReason}` : ''}`, () => {
  const database = `tofulab_tls_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const url = skipReason ? '' : databaseUrl(database);
  let cluster: Cluster | undefined;
  let certDir = '';
  let cert = '';

  beforeAll(async () => {
    // A certificate of this test's own for 127.0.0.1 and localhost (self-signed, one day).
    certDir = mkdtempSync(path.join(tmpdir(), 'tofulab-tls-'));
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', path.join(certDir, 'key.pem'), '-out', path.join(certDir, 'cert.pem')],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
    cert = readFileSync(path.join(certDir, 'cert.pem'), 'utf8');
    cluster = await startTestCluster(url, { name: 'TlsMember', password: 'tls-member-pw' }, { processes: 1, tls: { certFile: path.join(certDir, 'cert.pem'), keyFile: path.join(certDir, 'key.pem') } });
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    if (certDir) rmSync(certDir, { recursive: true, force: true });
    if (!skipReason) await admin(`drop database if exists "${database}" with (force)`);
  });

  const secure = (pathname: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    request(undefined, cluster!.httpsUrl!, pathname, { ...options, ca: cert });

  it('redirects plain HTTP, serves the site over TLS 1.2+ with HTTP/2, HSTS and Secure cookies, and a member signs in', async () => {
    const agent = new http.Agent();
    try {
      const plain = await request(agent, cluster!.proxyUrl!, '/fr/encyclopedie?x=1', { headers: { host: 'localhost' } });
      expect(plain.status).toBe(308);
      expect(plain.headers.location).toBe(`https://localhost:${new URL(cluster!.httpsUrl!).port}/fr/encyclopedie?x=1`);
    } finally {
      agent.destroy();
    }

    // The certificate is checked against our own CA: a real TLS handshake; ALPN offers HTTP/2.
    const alpn = await new Promise<{ protocol: string | false | null; version: string | null }>((resolve, reject) => {
      const socket = tls.connect({ host: '127.0.0.1', port: Number(new URL(cluster!.httpsUrl!).port), ca: cert, servername: 'localhost', ALPNProtocols: ['h2', 'http/1.1'] }, () => {
        resolve({ protocol: socket.alpnProtocol, version: socket.getProtocol() });
        socket.end();
      });
      socket.on('error', reject);
    });
    expect(alpn.protocol).toBe('h2');
    expect(['TLSv1.2', 'TLSv1.3']).toContain(alpn.version);
    await expect(
      new Promise((resolve, reject) => {
        const socket = tls.connect({ host: '127.0.0.1', port: Number(new URL(cluster!.httpsUrl!).port), servername: 'localhost' }, () => resolve(socket.authorized));
        socket.on('error', reject);
      }),
      'a client without our CA refuses the self-signed certificate',
    ).rejects.toThrow(/self[- ]signed/i);

    const page = await secure('/en/');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('data-variant="retro"');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);

    const login = await secure('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-lang': 'en' }, body: JSON.stringify({ login: 'TlsMember', password: 'tls-member-pw' }) });
    expect(login.status, login.body.toString()).toBe(200);
    const cookies = login.headers['set-cookie'] ?? [];
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie, cookie).toMatch(/;\s*Secure/i);
      expect(cookie, cookie).toMatch(/;\s*SameSite=Lax/i);
      // Every cookie is httpOnly but the autoLogin cookie's companion, readable by the page and holding no secret.
      if (cookie.startsWith('autoLoginHint=')) expect(cookie, cookie).toMatch(/^autoLoginHint=1;/);
      else expect(cookie, cookie).toMatch(/;\s*HttpOnly/i);
    }
    expect(cookies.some((cookie) => cookie.startsWith('autoLogin=') && /;\s*HttpOnly/i.test(cookie))).toBe(true);
    const token = (JSON.parse(login.body.toString()) as { token: string }).token;
    const me = await secure('/api/users/authenticated', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body.toString())).toMatchObject({ name: 'TlsMember' });
  });
});
