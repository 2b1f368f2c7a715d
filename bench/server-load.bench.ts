/**
 * The server under load (issue 12), as a separate process so that its memory is its own:
 * 1. peak RSS while 128 clients download the retro catalogue with `Accept-Encoding: br` for 15 s
 *    (target ≤ 400 MB; before the fix the server reached 2.97 GB, 2.67 GB idle);
 * 2. search throughput at 32 connections with compression on (navbar searches and filtered pages).
 * The built server (dist/) runs on a fresh SQLite file with the full data (DATA_DIR, else
 * ../shared/data); the load generator is plain node:http with keep-alive in this process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeRows } from './results.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA_DIR = process.env.DATA_DIR ? path.resolve(ROOT, process.env.DATA_DIR) : path.resolve(ROOT, '../shared/data');
const SERVER = path.join(ROOT, 'dist/server/server/src/main.js');
const RSS_TARGET_MB = 400;

const NAVBAR = ['bouftou', 'coiffe%20bouf', 'g%C3%A9lano', 'bouftuo', 'gelanno', 'anneau', 'cape%20du', 'a', 'feca%20armure', 'ceinture%20tofu'];
const PAGES = [
  '/api/items/retro/search/items?level_min=100&level_max=200&main_effect=fo&sort=effect_desc&page=1&size=20',
  '/api/items/retro/search/items?include=ch-ca&element=fire&class=9&sort=level_desc&size=20',
  '/api/items/retro/search/weapons?exclude=ou-pi&element=earth&level_min=50&page=2&size=20',
  '/api/items/retro/search/all?effect=re-rf&sort=name_asc&size=50',
  '/api/clothes/retro/search?text=bouftou',
  '/api/items/retro/2411',
];
const SEARCH_URLS = [...NAVBAR.map((query) => `/api/search/retro/${query}`), ...PAGES];

function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]! * 10) / 10;
}

interface Outcome {
  status: number;
  bytes: number;
  ms: number;
  retryAfter?: number;
}

function request(agent: http.Agent, port: number, url: string, headers: Record<string, string>): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          ms: performance.now() - started,
          retryAfter: Number(response.headers['retry-after'] ?? 0) || undefined,
        }),
      );
      response.on('error', () => resolve({ status: -1, bytes, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: -1, bytes: 0, ms: performance.now() - started }));
  });
}

/** `connections` clients, each looping over `next()` for `seconds`. */
async function load(
  port: number,
  connections: number,
  seconds: number,
  next: (client: number, index: number) => string,
  headers: Record<string, string>,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const outcomes: Outcome[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, client) => {
      for (let index = 0; performance.now() < deadline; index++) {
        const outcome = await request(agent, port, next(client, index), headers);
        outcomes.push(outcome);
        // A refused client waits as told (or 100 ms) instead of spinning.
        if (outcome.status === 503) await sleep((outcome.retryAfter ?? 0.1) * 1000);
        if (outcome.status === -1) await sleep(100);
      }
    }),
  );
  agent.destroy();
  const ok = outcomes.filter((outcome) => outcome.status === 200 || outcome.status === 304);
  const latencies = ok.map((outcome) => outcome.ms).sort((a, b) => a - b);
  return {
    requests: outcomes.length,
    ok: ok.length,
    refused: outcomes.filter((outcome) => outcome.status === 503).length,
    failed: outcomes.filter((outcome) => outcome.status !== 503 && outcome.status !== 200 && outcome.status !== 304).length,
    bytes: ok.reduce((sum, outcome) => sum + outcome.bytes, 0),
    latencies,
  };
}

async function startServer(tmp: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR,
      SQLITE_FILE: path.join(tmp, 'bench.sqlite'),
      WEB_DIR: path.join(tmp, 'no-web'),
      PORT: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  // The catalogues are encoded in the background after listening: wait for it, as a visitor arriving later would.
  for (let waited = 0; !output.includes('catalogues encoded') && waited < 60_000; waited += 100) await sleep(100);
  return { child, port };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(DATA_DIR, 'retro/manifest.json'))) {
    console.log(`server-load: skipped, no game data at ${DATA_DIR}`);
    return;
  }
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build:server first`);
  const tmp = mkdtempSync(path.join(tmpdir(), 'tofulab-bench-'));
  // A first start imports the data; the measured one starts as a restarted server does (data
  // unchanged, import skipped), so that its memory is the serving's, not the import's.
  const first = await startServer(tmp);
  first.child.kill('SIGTERM');
  await new Promise((resolve) => first.child.once('exit', resolve));
  const { child, port } = await startServer(tmp);
  try {
    const pid = child.pid!;
    const startRss = rssMb(pid, 'VmRSS');

    // 1. 128 concurrent br catalogue downloads for 15 s.
    let peakSampled = startRss;
    const sampler = setInterval(() => (peakSampled = Math.max(peakSampled, rssMb(pid, 'VmRSS'))), 100);
    const catalog = await load(port, 128, 15, () => '/api/catalog/retro', { 'accept-encoding': 'br' });
    clearInterval(sampler);
    const peakRss = peakSampled;
    const lifetimePeak = rssMb(pid, 'VmHWM');
    await sleep(5000);
    const idleRss = rssMb(pid, 'VmRSS');
    const catalogRow = {
      name: 'server: 128 concurrent br catalogue downloads (retro, 2.4 MB), 15 s',
      peak_rss_mb: peakRss,
      idle_rss_mb: idleRss,
      start_rss_mb: startRss,
      lifetime_peak_rss_mb: lifetimePeak,
      target_mb: RSS_TARGET_MB,
      downloads_per_s: Math.round(catalog.ok / 15),
      wire_mb_per_s: Math.round(catalog.bytes / 15 / 1e5) / 10,
      refused_503: catalog.refused,
      failed: catalog.failed,
      p50_ms: percentile(catalog.latencies, 0.5),
      p95_ms: percentile(catalog.latencies, 0.95),
    };

    // 2. Search throughput at 32 connections, compression on, after a warm-up.
    const next = (client: number, index: number) => SEARCH_URLS[(client * 7 + index) % SEARCH_URLS.length]!;
    await load(port, 8, 2, next, { 'accept-encoding': 'br, gzip' });
    const search = await load(port, 32, 10, next, { 'accept-encoding': 'br, gzip' });
    const searchRow = {
      name: 'server: search throughput, 32 connections, br/gzip (navbar + filtered pages, full retro)',
      requests_per_s: Math.round(search.ok / 10),
      p50_ms: percentile(search.latencies, 0.5),
      p95_ms: percentile(search.latencies, 0.95),
      p99_ms: percentile(search.latencies, 0.99),
      refused_503: search.refused,
      failed: search.failed,
      peak_rss_mb: rssMb(pid, 'VmHWM'),
    };
    console.table([catalogRow, searchRow]);
    writeRows([catalogRow, searchRow]);
  } finally {
    child.kill('SIGKILL');
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
