/**
 * A diagnostic companion of catalog-load.bench.ts (issue 23): one timeline per cold and warm visit of
 * the draft builder, every request of the page and of its engine worker (resource timings: start,
 * first byte, end, bytes over the wire) and every step the worker marks (`CatalogLoadTimings.at`),
 * in milliseconds from navigation start, plus the page's long tasks. Not a bench (writes no row):
 * `npx tsx bench/catalog-timeline.ts [rounds]` after `npm run build`; TIMELINE_WEB_DIR serves another build.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, startSite } from '../tests/e2e/support/site.ts';
import { FIXTURE_DATA_DIR, REAL_DATA_DIR, hasRealData } from '../tests/support/catalogs.ts';

const rounds = Number(process.argv[2] ?? 2);

interface Line {
  at: number;
  end?: number;
  what: string;
}

async function timeline(page: Page, url: string): Promise<Line[]> {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('tofulab:catalog').length > 0, undefined, { timeout: 60_000 });
  const pageLines = await page.evaluate(() => {
    const lines: { at: number; end?: number; what: string }[] = [];
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    lines.push({ at: navigation.requestStart, end: navigation.responseEnd, what: `page: HTML (first byte ${navigation.responseStart.toFixed(0)})` });
    lines.push({ at: navigation.domInteractive, what: 'page: domInteractive' });
    lines.push({ at: navigation.domContentLoadedEventEnd, what: 'page: DOMContentLoaded end' });
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const name = new URL(entry.name).pathname;
      lines.push({
        at: entry.startTime,
        end: entry.responseEnd,
        what: `page ${entry.initiatorType}: ${name} (first byte ${entry.responseStart.toFixed(0)}, ${entry.transferSize} B over the wire, ${entry.decodedBodySize} B)`,
      });
    }
    for (const mark of performance.getEntriesByType('mark')) {
      if (!mark.name.startsWith('tofulab:catalog:')) lines.push({ at: mark.startTime, what: `page mark: ${mark.name}` });
    }
    for (const task of (globalThis as unknown as { __longTasks?: { startTime: number; duration: number }[] }).__longTasks ?? []) {
      lines.push({ at: task.startTime, end: task.startTime + task.duration, what: `page long task ${task.duration.toFixed(0)} ms` });
    }
    return { lines, origin: performance.timeOrigin };
  });
  const lines: Line[] = pageLines.lines;
  const worker = page.workers()[0];
  if (worker) {
    const workerLines = await worker.evaluate(() => {
      const out: { at: number; end?: number; what: string }[] = [];
      for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
        const name = new URL(entry.name).pathname;
        out.push({
          at: entry.startTime,
          end: entry.responseEnd,
          what: `worker ${entry.initiatorType}: ${name} (first byte ${entry.responseStart.toFixed(0)}, ${entry.transferSize} B over the wire, ${entry.decodedBodySize} B)`,
        });
      }
      return { out, origin: performance.timeOrigin };
    });
    const shift = workerLines.origin - pageLines.origin;
    for (const line of workerLines.out) lines.push({ at: line.at + shift, end: line.end === undefined ? undefined : line.end + shift, what: line.what });
    lines.push({ at: shift, what: 'worker: time origin' });
  }
  const marks = await page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('tofulab:catalog:'))
      .map((mark) => ({ at: mark.startTime, what: `worker step: ${mark.name.slice('tofulab:catalog:'.length)}` })),
  );
  lines.push(...marks);
  return lines.sort((a, b) => a.at - b.at);
}

const dataDir = hasRealData ? REAL_DATA_DIR : FIXTURE_DATA_DIR;
const site = await startSite({ dataDir, readyTimeoutMs: 600_000, locale: 'fr-FR', webDir: process.env.TIMELINE_WEB_DIR });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  await site.context.close();
  for (let index = 0; index < rounds + 1; index++) {
    const context = process.env.PERSISTENT
      ? await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'tofulab-profile-')), { executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'], locale: 'fr-FR', viewport: { width: 1366, height: 900 } })
      : await browser.newContext({ locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
    await context.addInitScript(() => {
      const tasks: { startTime: number; duration: number }[] = [];
      (globalThis as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      try {
        new PerformanceObserver((list) => tasks.push(...list.getEntries().map((entry) => ({ startTime: entry.startTime, duration: entry.duration })))).observe({
          type: 'longtask',
          buffered: true,
        });
      } catch {
        // no long task timing
      }
    });
    const page = context.pages()[0] ?? (await context.newPage());
    for (const kind of ['cold', 'warm']) {
      const lines = await timeline(page, `${site.baseUrl}/fr/equipement/draft`);
      if (index === 0) continue; // the server's first encodings
      console.log(`\n=== round ${index} ${kind}`);
      for (const line of lines) console.log(`${line.at.toFixed(1).padStart(8)}${line.end === undefined ? '' : ` → ${line.end.toFixed(1).padStart(7)}`.padEnd(11)}  ${line.what}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
