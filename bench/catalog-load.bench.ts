/**
 * The catalogue into the worker (issue 23; target ≤ 300 ms): in headless Chromium against the built
 * site (dist/web, dist/server) on the Retro data (DATA_DIR's full catalogue when present, else the
 * fixtures), the time from navigation start to the first computed sheet of the draft (the builder
 * page), split into the worker's steps, read from the page's performance marks
 * (web/src/lib/engine/engine-client.ts `markCatalogLoad`): catalogue request → first byte → bytes
 * received → parsed → converted → laid out in WASM memory → first sheet on the page (received by the
 * page: `first_sheet_ms`; on screen, the builder's sheet panel rendered with it: `first_sheet_shown_ms`).
 * Cold: a new browser profile (empty HTTP cache and browser stores; on disk, CATALOG_BENCH_PROFILE
 * below). Warm: the same page opened again in that profile (caches and stores kept). Returning: a third
 * time, as a player who comes back (Chromium then also has the compiled code of the scripts that ran
 * twice). Medians of ROUNDS rounds.
 * Needs `npm run build` first and Chromium (CHROMIUM_PATH, /usr/bin/chromium by default).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, hasChromium, startSite } from '../tests/e2e/support/site.ts';
import { FIXTURE_DATA_DIR, REAL_DATA_DIR, hasRealData } from '../tests/support/catalogs.ts';
import { writeRows, type BenchRow } from './results.ts';

const TARGET_MS = 300;
const ROUNDS = Number(process.env.CATALOG_BENCH_ROUNDS ?? 7);
/**
 * The worker's path, in the order its steps happen (a step a build does not mark is left out of its
 * split): the worker created (the page's `tofulab:engine-worker` mark), its script running, the
 * catalogue asked, the store read, the first byte, the bytes received, parsed (and checked), laid out
 * in WASM memory, the first sheet computed (its answer posted: the page receives it between its own
 * tasks). The page's own path is given beside it, from navigation: DOMContentLoaded, and the first
 * sheet asked by the builder (`tofulab:first-sheet-asked`); the first sheet needs both paths.
 */
const STEPS = ['worker', 'script', 'start', 'storeMatched', 'firstByte', 'received', 'parsed', 'laidOut', 'sheetComputed'] as const;
const source = hasRealData ? 'full retro' : 'fixtures';

/**
 * The figures before the binary catalogue (JSON route, zod-checked, laid out from the objects), by
 * `npm run bench catalog-load` on the commit that added this bench: cold and warm medians in ms.
 */
const BEFORE_MS: Record<string, number | null> = { cold: 1689, warm: 558, returning: null };

interface Measure {
  source: string;
  /** Where a stored catalogue was read from (`file`, `cache`), when it was. */
  storedIn?: string;
  bytes: number;
  transferred: number;
  /** Bytes of a file copy read before the first sheet (the container's head), when it was read in two parts. */
  readAtOnce?: number;
  /** Milliseconds from navigation start to each step. */
  at: Record<string, number>;
}

async function measure(page: Page, url: string): Promise<Measure> {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('tofulab:catalog').length > 0, undefined, { timeout: 60_000 });
  // The sheet on screen (a build before that mark has none: its rows leave the figure out).
  await page.waitForFunction(() => performance.getEntriesByName('tofulab:first-sheet-shown').length > 0, undefined, { timeout: 5_000 }).catch(() => undefined);
  return page.evaluate(() => {
    const at: Record<string, number> = {};
    for (const mark of performance.getEntriesByType('mark')) {
      if (mark.name.startsWith('tofulab:catalog:')) at[mark.name.slice('tofulab:catalog:'.length)] = mark.startTime;
    }
    const worker = performance.getEntriesByName('tofulab:engine-worker')[0];
    if (worker) at.worker = worker.startTime;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    at.domContentLoaded = navigation.domContentLoadedEventEnd;
    at.firstSheet = performance.getEntriesByName('tofulab:first-sheet')[0].startTime;
    const shown = performance.getEntriesByName('tofulab:first-sheet-shown')[0];
    if (shown) at.firstSheetShown = shown.startTime;
    const asked = performance.getEntriesByName('tofulab:first-sheet-asked')[0];
    if (asked) at.firstSheetAsked = asked.startTime;
    const detail = (performance.getEntriesByName('tofulab:catalog')[0] as PerformanceMark).detail as {
      source: string;
      bytes: number;
      transferred: number;
      storedIn?: string;
      readAtOnce?: number;
    };
    return { ...detail, at };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function row(kind: 'cold' | 'warm' | 'returning', label: string, runs: Measure[]): BenchRow {
  const at = (step: string) => median(runs.map((run) => run.at[step] ?? Number.NaN));
  const split: BenchRow = { name: `catalogue into the worker, ${label} (${source}, headless Chromium): navigation → first sheet` };
  split.profile = PROFILE;
  split.first_sheet_ms = Math.round(at('firstSheet'));
  // The spread over the rounds (the shared machine's load moves every figure).
  const sheets = runs.map((run) => run.at.firstSheet);
  split.first_sheet_range_ms = `${Math.round(Math.min(...sheets))}–${Math.round(Math.max(...sheets))}`;
  // On screen: the builder's sheet panel rendered with it (the sheet may be computed before the builder renders).
  const shownAt = at('firstSheetShown');
  if (!Number.isNaN(shownAt)) split.first_sheet_shown_ms = Math.round(shownAt);
  split.target_ms = TARGET_MS;
  split.before_ms = BEFORE_MS[kind];
  split.navigation_to_domContentLoaded_ms = Math.round(at('domContentLoaded') * 10) / 10;
  const asked = at('firstSheetAsked');
  if (!Number.isNaN(asked)) split.navigation_to_firstSheetAsked_ms = Math.round(asked * 10) / 10;
  split.navigation_to_laidOut_ms = Math.round(at('laidOut') * 10) / 10;
  // The worker's own part, round by round (the steps' medians do not add up): its script running → the engine laid out.
  const own = median(runs.map((run) => (run.at.laidOut ?? Number.NaN) - (run.at.script ?? Number.NaN)));
  if (!Number.isNaN(own)) split.worker_script_to_laidOut_ms = Math.round(own * 10) / 10;
  let previous = 'navigation';
  let previousAt = 0;
  for (const step of [...STEPS, 'firstSheet']) {
    const value = at(step);
    if (Number.isNaN(value)) continue;
    split[`${previous}_to_${step}_ms`] = Math.round((value - previousAt) * 10) / 10;
    previous = step;
    previousAt = value;
  }
  split.source = [...new Set(runs.map((run) => run.source))].join('/');
  const storedIn = [...new Set(runs.flatMap((run) => (run.storedIn ? [run.storedIn] : [])))].join('/');
  if (storedIn) split.stored_in = storedIn;
  split.body_bytes = runs[0].bytes;
  const readAtOnce = runs.flatMap((run) => (run.readAtOnce === undefined ? [] : [run.readAtOnce]));
  if (readAtOnce.length > 0) split.read_before_first_sheet_bytes = median(readAtOnce);
  split.transferred_bytes = median(runs.map((run) => run.transferred));
  split.rounds = runs.length;
  return split;
}

/**
 * The browser profile of each round: `disk` (the default) a new profile folder on disk, as a
 * visitor's browser keeps its HTTP cache, code cache, Cache Storage and private file system;
 * `incognito` a new context of one browser, whose stores are all in memory (the figures before the
 * file copy of the catalogue were taken so: its synchronous read took 45–100 ms there, 18 ms on disk).
 */
const PROFILE = process.env.CATALOG_BENCH_PROFILE === 'incognito' ? 'incognito' : 'disk';

/** A new profile (empty caches and stores) of the kind `PROFILE` says. */
async function newProfile(browser: Browser): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const options = { locale: 'fr-FR', viewport: { width: 1366, height: 900 } };
  if (PROFILE === 'incognito') {
    const context = await browser.newContext(options);
    return { context, close: () => context.close() };
  }
  const folder = mkdtempSync(join(tmpdir(), 'tofulab-bench-profile-'));
  const context = await chromium.launchPersistentContext(folder, { executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'], ...options });
  return {
    context,
    async close() {
      await context.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Cold then warm rounds on `baseUrl`'s builder, each in a new browser profile. */
async function round(browser: Browser, baseUrl: string, cold: Measure[], warm: Measure[], returning: Measure[] = []): Promise<void> {
  const profile = await newProfile(browser);
  const context = profile.context;
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (message) => {
    // A visitor's session check is a 401 ("Failed to load resource"): expected, not worth a line.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) console.warn(`page console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => console.warn(`page error: ${error.message}`));
  cold.push(await measure(page, `${baseUrl}/fr/equipement/draft`));
  warm.push(await measure(page, `${baseUrl}/fr/equipement/draft`));
  // A third visit: a returning player's, whose browser compiled the page's scripts on earlier visits
  // (Chromium keeps compiled code of a script run again, and uses it from the next visit on).
  returning.push(await measure(page, `${baseUrl}/fr/equipement/draft`));
  await profile.close();
}

/**
 * The machine's floor under the same protocol (a new profile, a cold visit then a warm one in the
 * same tab): a page of one classic script that starts an empty module worker, which posts one
 * message at once; navigation → that message received. Nothing of Tofulab runs: what remains is
 * the browser's navigation, its parse and the worker's start on this machine, which every first
 * sheet pays before any catalogue is read.
 */
const FLOOR_FILES: Record<string, [string, string]> = {
  '/': ['text/html', '<!doctype html><html><head><script src="/start.js"></script></head><body></body></html>'],
  '/start.js': ['text/javascript', "new Worker('/worker.js', { type: 'module' }).onmessage = () => performance.mark('floor:received');"],
  '/worker.js': ['text/javascript', 'postMessage(0);'],
};

async function floorServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const file = FLOOR_FILES[request.url ?? ''];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file[0], 'cache-control': request.url === '/' ? 'no-cache' : 'max-age=3600' }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

async function floorRound(browser: Browser, url: string, cold: number[], warm: number[]): Promise<void> {
  const profile = await newProfile(browser);
  const page = profile.context.pages()[0] ?? (await profile.context.newPage());
  for (const runs of [cold, warm]) {
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('floor:received').length > 0, undefined, { timeout: 30_000 });
    runs.push(await page.evaluate(() => performance.getEntriesByName('floor:received')[0].startTime));
  }
  await profile.close();
}

function floorRow(kind: 'cold' | 'warm', runs: number[]): BenchRow {
  return {
    name: `catalogue into the worker, the machine's floor, ${kind}: an empty page's empty module worker, navigation → its first message (headless Chromium)`,
    profile: PROFILE,
    first_message_ms: Math.round(median(runs)),
    first_message_range_ms: `${Math.round(Math.min(...runs))}–${Math.round(Math.max(...runs))}`,
    target_ms: TARGET_MS,
    rounds: runs.length,
  };
}

/**
 * CATALOG_BENCH_BASELINE_WEB_DIR: another build of the web app (e.g. the commit before the binary
 * catalogue, `vite build --outDir`) measured in the same run, its rounds interleaved with this
 * build's, so that both see the same load of a shared machine; its medians become `before_ms`.
 */
const baselineDir = process.env.CATALOG_BENCH_BASELINE_WEB_DIR;
/** CATALOG_BENCH_BASELINE_SERVER: that commit's server build (`dist/server/server/src/main.js`), when the catalogue's container changed between them. */
const baselineServer = process.env.CATALOG_BENCH_BASELINE_SERVER;

if (!hasChromium) {
  console.warn(`catalog-load bench skipped: no Chromium at ${CHROMIUM}`);
} else {
  const dataDir = hasRealData ? REAL_DATA_DIR : FIXTURE_DATA_DIR;
  // The server's overload guard on, as in production (its default): the binary catalogue is no
  // longer built at start-up, so the first rounds are not refused while it is.
  const env = {};
  const site = await startSite({ dataDir, readyTimeoutMs: 600_000, locale: 'fr-FR', env });
  const baseline = baselineDir ? await startSite({ dataDir, webDir: baselineDir, serverEntry: baselineServer, readyTimeoutMs: 600_000, locale: 'fr-FR', env }) : undefined;
  let browser: Browser | undefined;
  try {
    await site.context.close();
    await baseline?.context.close();
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
    const cold: Measure[] = [];
    const warm: Measure[] = [];
    const baselineCold: Measure[] = [];
    const baselineWarm: Measure[] = [];
    const returning: Measure[] = [];
    const baselineReturning: Measure[] = [];
    const floorCold: number[] = [];
    const floorWarm: number[] = [];
    const floor = await floorServer();
    // One untimed round each: the server's encoded bytes and the browser's compiled code ready.
    await round(browser, site.baseUrl, [], []);
    if (baseline) await round(browser, baseline.baseUrl, [], []);
    for (let index = 0; index < ROUNDS; index++) {
      await round(browser, site.baseUrl, cold, warm, returning);
      if (baseline) await round(browser, baseline.baseUrl, baselineCold, baselineWarm, baselineReturning);
      await floorRound(browser, floor.url, floorCold, floorWarm);
    }
    floor.server.close();
    const returningLabel = 'returning visit (the third: caches, store and compiled code of the earlier visits)';
    const rows = [
      row('cold', 'cold HTTP cache', cold),
      row('warm', 'warm HTTP cache and browser store', warm),
      row('returning', returningLabel, returning),
      floorRow('cold', floorCold),
      floorRow('warm', floorWarm),
    ];
    if (baseline) {
      const before = [
        row('cold', 'cold HTTP cache, baseline build', baselineCold),
        row('warm', 'warm HTTP cache, baseline build', baselineWarm),
        row('returning', `${returningLabel}, baseline build`, baselineReturning),
      ];
      for (const baselineRow of before) baselineRow.before_ms = null;
      for (let k = 0; k < before.length; k++) rows[k].before_ms = before[k].first_sheet_ms;
      rows.push(...before);
    }
    console.table(rows);
    writeRows(rows);
  } finally {
    await browser?.close();
    await site.close();
    await baseline?.close();
  }
}
