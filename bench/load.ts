/**
 * `npm run load`: the site's mixed traffic at rising rates (loopback only), on one server process asked
 * directly and on two behind nginx (`deploy/cluster.ts`, the deployment of `npm run cluster`), both on
 * one PostgreSQL database (DATABASE_URL; a database of its own is created and dropped). Each step runs
 * `--step-seconds` (10) at a fixed rate, the requests evenly paced (bench/paced.ts: open loop, latency
 * from each request's scheduled time); the steps stop at the first whose p99 is over 50 ms, that has
 * an error, or that the server cannot keep up with. Then autocannon's closed loop (32 connections as
 * fast as answered) gives the capacity. Reported: the highest rate with p99 ≤ 50 ms and the capacity,
 * for each, in bench/results.json.
 *
 * `npm run load -- --soak 600 [--rate 150]`: instead, 600 s at one steady rate through the proxy, the
 * RSS of each process sampled every 10 s (start, end, max; reported, not asserted).
 * `npm run load -- --classes`: instead, each request class of the mix alone at 25 req/s on one process
 * (p50 and p99 per class): where the mix's tail comes from.
 *
 * The traffic: visitors (item pages, filtered encyclopedia pages, navbar searches, the HTML of an item's
 * page, the catalogue revalidated by ETag, the live data) and four signed-in members (the live data, their
 * stuffs, their account, saving a stuff). The full game data when present (DATA_DIR, else ../shared/data),
 * else the fixtures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { adminQuery } from '#server/db/admin-query';
import { openDatabase } from '#server/db/connection';
import { createMember } from '#server/modules/users/create-member';
import { UserRepository } from '#server/modules/users/repository';
import { ROOT, startCluster, type Cluster } from '../deploy/cluster.ts';
import { STUFFS_MAX } from '#contract/stuffs';
import { draft } from '../tests/api/support/stuffs.ts';
import { pacedStep, type PacedResult } from './paced.ts';
import { writeRows, type BenchRow } from './results.ts';

const P99_TARGET_MS = 50;
const RATES = [25, 50, 100, 150, 200, 300, 400, 500, 650, 800, 1000, 1300, 1600, 2000];
const CAPACITY_CONNECTIONS = 32;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

const soakSeconds = process.argv.includes('--soak') ? option('soak', 600) : 0;
const stepSeconds = option('step-seconds', 10);
const soakRate = option('rate', 150);
const classes = process.argv.includes('--classes');
const CLASS_RATE = 25;
const CLASS_SECONDS = 5;

/** The share of stuff saves in the mix (see CLASSES). */
const SAVE_SHARE = 0.05;
/**
 * Signed-in members: at least 4, and enough that the run's saves (each a new stuff) stay under each
 * member's STUFFS_MAX with room to spare, so that no save is refused by that limit ('stuffMax').
 */
const MEMBERS = Math.max(4, Math.ceil(((soakSeconds > 0 ? soakRate * soakSeconds : RATES.reduce((sum, rate) => sum + rate, 0) * stepSeconds) * SAVE_SHARE) / (STUFFS_MAX * 0.8)));
const DATABASE_URL = process.env.DATABASE_URL;
const fullData = process.env.DATA_DIR ? path.resolve(ROOT, process.env.DATA_DIR) : path.resolve(ROOT, '../shared/data');
const DATA_DIR = existsSync(path.join(fullData, 'retro/manifest.json')) ? fullData : path.join(ROOT, 'tests/fixtures/data');
const dataLabel = DATA_DIR === path.resolve(ROOT, '../shared/data') ? 'full retro data' : path.relative(ROOT, DATA_DIR) || DATA_DIR;

const admin = (text: string) => adminQuery(DATABASE_URL!, text);

interface Traffic {
  itemIds: number[];
  catalogEtag: string;
  tokens: string[];
}

interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const NAVBAR = ['bouftou', 'coiffe%20bouf', 'g%C3%A9lano', 'bouftuo', 'anneau', 'cape%20du', 'a', 'feca%20armure', 'ceinture%20tofu', 'tofu'];
const LIST_PAGES = [
  '/api/items/retro/search/items?level_min=100&level_max=200&main_effect=fo&sort=effect_desc&page=1&size=20',
  '/api/items/retro/search/items?include=ch-ca&element=fire&sort=level_desc&size=20',
  '/api/items/retro/search/weapons?element=earth&level_min=50&page=2&size=20',
  '/api/items/retro/search/all?sort=name_asc&size=50',
  '/api/items/retro/search/items?level_min=1&level_max=60&size=20',
];
const LANGS = ['fr', 'en', 'es'];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

type Maker = (traffic: Traffic, counter: { saves: number }, headers: Record<string, string>) => Request;

/** The mix's request classes with their share (%), a name for the per-class breakdown (`--classes`). */
const CLASSES: { name: string; weight: number; make: Maker }[] = [
  { name: 'item', weight: 20, make: (traffic, _, headers) => ({ method: 'GET', path: `/api/items/retro/${pick(traffic.itemIds)}`, headers }) },
  { name: 'list page', weight: 15, make: (_, __, headers) => ({ method: 'GET', path: pick(LIST_PAGES), headers }) },
  { name: 'navbar search', weight: 15, make: (_, __, headers) => ({ method: 'GET', path: `/api/search/retro/${pick(NAVBAR)}`, headers }) },
  {
    name: 'item page HTML',
    weight: 5,
    make: (traffic, _, headers) => ({ method: 'GET', path: `${headers['x-lang'] === 'fr' ? '/fr/encyclopedie/objet' : '/en/encyclopedia/item'}/${pick(traffic.itemIds)}`, headers }),
  },
  {
    name: 'catalogue 304',
    weight: 10,
    make: (traffic, _, headers) => ({ method: 'GET', path: '/api/catalog/retro', headers: { ...headers, 'accept-encoding': 'br', 'if-none-match': traffic.catalogEtag } }),
  },
  { name: 'live data (visitor)', weight: 10, make: (_, __, headers) => ({ method: 'GET', path: '/api/live/data', headers }) },
  { name: 'live data (member)', weight: 10, make: (traffic, _, headers) => ({ method: 'GET', path: '/api/live/data', headers: memberHeaders(traffic, headers) }) },
  { name: 'own stuffs', weight: 5, make: (traffic, _, headers) => ({ method: 'GET', path: '/api/stuffs/retro/private/list', headers: memberHeaders(traffic, headers) }) },
  { name: 'account', weight: 5, make: (traffic, _, headers) => ({ method: 'GET', path: '/api/users/authenticated', headers: memberHeaders(traffic, headers) }) },
  {
    name: 'stuff save',
    weight: SAVE_SHARE * 100,
    make: (traffic, counter, headers) => {
      counter.saves++;
      return {
        method: 'POST',
        path: '/api/stuffs/retro/private/save',
        headers: { ...memberHeaders(traffic, headers), 'content-type': 'application/json' },
        body: JSON.stringify({ ...draft({ name: `Load ${counter.saves}` }), visible: counter.saves % 2 === 0 }),
      };
    },
  },
];

function memberHeaders(traffic: Traffic, headers: Record<string, string>): Record<string, string> {
  return { ...headers, authorization: `Bearer ${pick(traffic.tokens)}` };
}

/** One request of the mix, drawn by weight; or always of one class. */
function nextRequest(traffic: Traffic, counter: { saves: number }, only?: string): Request {
  const headers = { 'accept-encoding': 'br, gzip', 'x-lang': pick(LANGS) };
  if (only) return CLASSES.find((entry) => entry.name === only)!.make(traffic, counter, headers);
  let roll = Math.random() * CLASSES.reduce((sum, entry) => sum + entry.weight, 0);
  for (const entry of CLASSES) {
    roll -= entry.weight;
    if (roll < 0) return entry.make(traffic, counter, headers);
  }
  return CLASSES.at(-1)!.make(traffic, counter, headers);
}

type Step = PacedResult;

/** One step of the mix (or of one class) at an even pace (bench/paced.ts). */
async function runStep(url: string, traffic: Traffic, rate: number, seconds: number, only?: string): Promise<Step> {
  const counter = { saves: 0 };
  return pacedStep(url, rate, seconds, () => nextRequest(traffic, counter, only));
}

/**
 * Capacity: autocannon's closed loop, `CAPACITY_CONNECTIONS` connections each sending its next request
 * as soon as the last is answered, for `stepSeconds`: the most the target answers (req/s) and the
 * latency when it is saturated.
 */
async function capacity(url: string, traffic: Traffic): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const counter = { saves: 0 };
  const result = await autocannon({
    url,
    connections: CAPACITY_CONNECTIONS,
    duration: stepSeconds,
    timeout: 10,
    requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, ...nextRequest(traffic, counter) }) }],
  });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result['4xx'] + result['5xx'] };
}

/** Rising rates until p99 passes the target, an error, or the rate is not reached. */
async function rising(label: string, url: string, traffic: Traffic): Promise<BenchRow> {
  await runStep(url, traffic, 50, 3); // warm-up (JIT, pools, caches)
  const loadAverage = Math.round(loadavg()[0]! * 10) / 10;
  const steps: Step[] = [];
  for (const rate of RATES) {
    const step = await runStep(url, traffic, rate, stepSeconds);
    steps.push(step);
    console.log(`${label}: ${rate} req/s → ${step.achieved} req/s, p50 ${step.p50} ms, p90 ${step.p90} ms, p99 ${step.p99} ms, max ${step.max} ms, errors ${step.errors}${step.errors ? ` (${JSON.stringify(step.errorKinds)})` : ''}`);
    if (step.p99 > P99_TARGET_MS || step.errors > 0 || step.achieved < rate * 0.9) break;
  }
  const passed = steps.filter((step) => step.p99 <= P99_TARGET_MS && step.errors === 0 && step.achieved >= step.rate * 0.9);
  const best = passed.at(-1);
  const saturated = await capacity(url, traffic);
  console.log(`${label}: capacity (${CAPACITY_CONNECTIONS} connections, closed loop) ${saturated.rps} req/s, p50 ${saturated.p50} ms, p99 ${saturated.p99} ms, errors ${saturated.errors}`);
  return {
    name: `load: mixed traffic, ${label} (PostgreSQL, ${dataLabel}), ${stepSeconds} s steps at an even pace`,
    max_rate_p99_le_50ms: best?.rate ?? 0,
    p50_ms_at_max: best?.p50 ?? null,
    p99_ms_at_max: best?.p99 ?? null,
    p90_ms_at_max: best?.p90 ?? null,
    capacity_rps_closed_loop: saturated.rps,
    capacity_p50_p99_ms: `${saturated.p50} / ${saturated.p99}${saturated.errors ? ` (${saturated.errors} errors)` : ''}`,
    machine_load_average_1m_before: loadAverage,
    steps: steps.map((step) => `${step.rate}:${step.achieved}/s p50 ${step.p50} p99 ${step.p99} max ${step.max} ms${step.errors ? ` ${step.errors} errors` : ''}`).join('; '),
  };
}

/** `--classes`: each request class alone at a low fixed rate (p50 and p99 per class), to find the mix's slow part. */
async function byClass(label: string, url: string, traffic: Traffic): Promise<BenchRow> {
  await runStep(url, traffic, 50, 3); // warm-up (JIT, pools, caches)
  const row: BenchRow = { name: `load: each request class alone at ${CLASS_RATE} req/s for ${CLASS_SECONDS} s, ${label} (PostgreSQL, ${dataLabel})` };
  for (const entry of CLASSES) {
    const step = await runStep(url, traffic, CLASS_RATE, CLASS_SECONDS, entry.name);
    console.log(`${label}, ${entry.name}: p50 ${step.p50} ms, p99 ${step.p99} ms, errors ${step.errors}`);
    row[`${entry.name} p50/p99 ms`] = `${step.p50} / ${step.p99}${step.errors ? ` (${step.errors} errors)` : ''}`;
  }
  return row;
}

function rssMb(pid: number | undefined): number {
  if (!pid || !existsSync(`/proc/${pid}/status`)) return 0;
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function soak(cluster: Cluster, traffic: Traffic): Promise<BenchRow> {
  const pids = cluster.processes.map((entry) => entry.child.pid);
  const samples: number[][] = [pids.map(rssMb)];
  const sampler = setInterval(() => {
    samples.push(pids.map(rssMb));
    const elapsed = (samples.length - 1) * 10;
    console.log(`soak ${elapsed} s: RSS ${samples.at(-1)!.map((mb, i) => `p${i + 1} ${mb} MB`).join(', ')}`);
  }, 10_000);
  const step = await runStep(cluster.proxyUrl!, traffic, soakRate, soakSeconds);
  clearInterval(sampler);
  samples.push(pids.map(rssMb));
  const row: BenchRow = {
    name: `load: soak, 2 processes behind nginx at ${soakRate} req/s for ${soakSeconds} s (PostgreSQL, ${dataLabel})`,
    achieved_rps: step.achieved,
    p50_ms: step.p50,
    p99_ms: step.p99,
    errors: step.errors,
    error_kinds: Object.entries(step.errorKinds).map(([kind, count]) => `${kind}: ${count}`).join(', ') || null,
  };
  pids.forEach((_, i) => {
    const series = samples.map((sample) => sample[i]!);
    row[`p${i + 1}_rss_mb_start_end_max`] = `${series[0]} / ${series.at(-1)} / ${Math.max(...series)}`;
  });
  return row;
}

async function main(): Promise<void> {
  if (!DATABASE_URL) throw new Error('npm run load needs PostgreSQL: set DATABASE_URL=postgres://… (two processes share it)');
  const database = `tofulab_load_${process.pid}`;
  const url = new URL(DATABASE_URL);
  url.pathname = `/${database}`;
  await admin(`create database "${database}"`);
  let cluster: Cluster | undefined;
  try {
    console.log(`load: starting 2 processes and nginx on ${dataLabel} (first start imports it)`);
    cluster = await startCluster({
      processes: 2,
      port: 0,
      env: { DATABASE_URL: url.toString(), DATA_DIR, WEB_DIR: path.join(ROOT, 'dist/web'), LOG_LEVEL: 'warn' },
      accessLog: 'off',
    });
    const proxy = cluster.proxyUrl!;
    const handle = openDatabase({ databaseUrl: url.toString(), sqliteFile: '' });
    const tokens: string[] = [];
    try {
      for (let i = 0; i < MEMBERS; i++) {
        await createMember(new UserRepository(handle.db), { name: `Loader${i}`, email: `loader${i}@example.test`, password: 'load-pw-1', role: 1 });
        const login = await fetch(`${proxy}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: `Loader${i}`, password: 'load-pw-1' }) });
        if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
        tokens.push(((await login.json()) as { token: string }).token);
      }
    } finally {
      await handle.close();
    }
    const list = await (await fetch(`${proxy}/api/items/retro/search/items?size=50&sort=level_desc`)).text();
    const itemIds = [...new Set([...list.matchAll(/"id":(\d+)/g)].map((match) => Number(match[1])))].slice(0, 50);
    const catalogue = await fetch(`${proxy}/api/catalog/retro`, { headers: { 'accept-encoding': 'br' } });
    await catalogue.arrayBuffer();
    const catalogEtag = catalogue.headers.get('etag');
    if (!catalogEtag || itemIds.length === 0) throw new Error('the catalogue or the item list did not answer');
    const traffic: Traffic = { itemIds, catalogEtag, tokens };
    // Each process encodes every catalogue in the background after listening (seconds of CPU): wait for
    // it by asking each for each, as the measured traffic must not share the cores with that.
    for (const entry of cluster.processes) {
      for (const game of ['retro', 'dofus', 'touch']) {
        for (const encoding of ['br', 'gzip']) {
          const answer = await fetch(`http://127.0.0.1:${entry.port}/api/catalog/${game}`, { headers: { 'accept-encoding': encoding } });
          await answer.arrayBuffer();
        }
      }
    }

    const rows: BenchRow[] = [];
    if (soakSeconds > 0) {
      rows.push(await soak(cluster, traffic));
    } else if (classes) {
      rows.push(await byClass('1 process, direct', `http://127.0.0.1:${cluster.processes[0]!.port}`, traffic));
    } else {
      rows.push(await rising('1 process, direct', `http://127.0.0.1:${cluster.processes[0]!.port}`, traffic));
      rows.push(await rising('2 processes behind nginx', proxy, traffic));
    }
    console.table(rows);
    writeRows(rows);
  } finally {
    await cluster?.stop();
    await admin(`drop database if exists "${database}" with (force)`);
  }
}

await main();
