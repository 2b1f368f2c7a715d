/**
 * Issue 23, the catalogue into the worker: a builder page opened directly starts the engine worker
 * from its HTML (the build's classic `engine-start` script, first in the head), named for the
 * site's game so that it loads that catalogue at once; the app's bridge takes that very worker (one
 * engine worker on the page, not two) and the sheet it computes is the engine's, made from the
 * engine's memory image of the catalogue (its JSON part read after the first sheet); the next visit
 * reads that image from the browser's store without a request when it is the one the page's HTML
 * names current (`data-catalog`; from the worker's file copy in the origin's private file system once
 * written), else after a 304. On the draft's page the early start also asks for
 * the local draft's first sheet, and the app shows that answer (the engine's sheet of the draft). A build with VITE_CATALOG_IMAGE=0 loads the binary
 * instead. Pages without the engine start no worker.
 * Fixture data, 1366×900, Retro in English.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stuff } from '#contract/stuff';
import type { Engine } from '#engine';
import { newLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import { engineOfSite, expectSheetMatchesEngine, writeDraft } from './support/builder.ts';
import { hasChromium, SKIP_REASON, startSite, WEB_DIR, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/issue23-catalog-worker.test.ts skipped: ${SKIP_REASON}`);

const IOP = 8;
const GOBBALL_HAMMER = 2416;
const DRAFT: Stuff = { ...newLocalStuff(), classId: IOP, level: 120, items: { ar: GOBBALL_HAMMER } };

/** The first sheet's marks: how the page's worker loaded its catalogue. */
/** What the page's `tofulab:catalog` mark says of the catalogue's load (engine-client.ts `markCatalogLoad`). */
interface CatalogMarkDetail {
  source: string;
  named: boolean;
  storedIn?: string;
  bytes: number;
  readAtOnce?: number;
  handed?: { kernels?: boolean; fileCopy?: boolean };
}

async function firstSheet(page: Page): Promise<CatalogMarkDetail & { workerMarks: number }> {
  await page.waitForFunction(() => performance.getEntriesByName('tofulab:catalog').length > 0, undefined, { timeout: 30_000 });
  return page.evaluate(() => {
    const detail = (performance.getEntriesByName('tofulab:catalog')[0] as PerformanceMark).detail as CatalogMarkDetail;
    return {
      source: detail.source,
      named: detail.named,
      storedIn: detail.storedIn,
      bytes: detail.bytes,
      readAtOnce: detail.readAtOnce,
      handed: detail.handed,
      workerMarks: performance.getEntriesByName('tofulab:engine-worker').length,
    };
  });
}

describe.skipIf(!hasChromium)(
  hasChromium ? 'the engine worker started by the builder page' : `the engine worker started by the builder page — skipped: ${SKIP_REASON}`,
  () => {
    let site: Site;
    let page: Page;
    let engine: Engine;

    beforeAll(async () => {
      site = await startSite({ locale: 'en-GB' });
      page = site.page;
      engine = await engineOfSite(site.baseUrl);
    });

    afterAll(async () => {
      await site?.close();
    });

    it('starts from the HTML, named for the game, is the one the app computes with, and reads the store on the next visit', async () => {
      // A browser without the catalogue stored (a retry of this test starts from one too).
      await page.goto(`${site.baseUrl}/en/`);
      await page.evaluate(async () => {
        await caches.delete('tofulab-engine-catalog');
        // The worker's file copies too (the previous page's worker, which held them, is gone).
        const root = await navigator.storage.getDirectory();
        for await (const name of (root as unknown as { keys(): AsyncIterable<string> }).keys()) await root.removeEntry(name);
      });
      // The worker's requests of the catalogue (seen from the browser context: the first visit's proves it sees them).
      const imageRequests: string[] = [];
      page.context().on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/catalog/')) imageRequests.push(new URL(request.url()).pathname);
      });
      const html = await (await page.goto(`${site.baseUrl}/en/stuff/draft`))?.text();
      expect(html).toMatch(/<script src="\/assets\/engine-start-[\w-]+\.js"><\/script>/);
      // Its worker's catalogue request seen (the page's load event no longer waits for the app: it runs after the worker started).
      await firstSheet(page);
      await writeDraft(page, DRAFT);
      await page.reload();
      const cold = await firstSheet(page);
      expect(imageRequests.length).toBeGreaterThan(0);
      // The engine's memory image (GET /api/catalog/:game/image); the binary only in a build with VITE_CATALOG_IMAGE=0.
      const imageBuild = process.env.VITE_CATALOG_IMAGE !== '0';
      expect(imageBuild ? ['image', 'image-store'] : ['binary', 'store']).toContain(cold.source);
      expect(cold.workerMarks).toBe(1);
      // A draft page: its first sheet was asked by the early start, before the app's code ran, and the app took that answer.
      const early = await page.evaluate(() => ({
        asked: performance.getEntriesByName('tofulab:first-sheet-asked')[0]?.startTime ?? Number.NaN,
        domContentLoaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
        detail: (performance.getEntriesByName('tofulab:first-sheet')[0] as PerformanceMark).detail as { early?: boolean } | null,
      }));
      expect(early.asked).toBeLessThan(early.domContentLoaded);
      expect(early.detail).toEqual({ early: true });
      // The app's entry was left to the early start (run once the worker started), not a module script of the page.
      expect(html).not.toContain('type="module"');
      expect(html).toMatch(/<html\b[^>]*\bdata-app="\/assets\/index-[\w-]+\.js"/);
      expect(await page.evaluate(() => performance.getEntriesByName('tofulab:app-run').length)).toBe(1);
      const workers = page.workers();
      expect(workers).toHaveLength(1);
      // Named for the game and the catalogue's current memory image, as the page's HTML names it; a
      // draft page whose app waits for its first sheet hands its worker the kernels and the stored copy.
      const named = /data-catalog="([^"]+)"/.exec(html ?? '')?.[1];
      expect(named).toMatch(/^i\d+-/);
      expect(await workers[0].evaluate(() => self.name)).toBe(`tofulab-engine@retro@${named}@handed`);
      // The kernels compiled by the page (the stored copy too once the first visit's was written).
      expect(cold.handed).toMatchObject({ kernels: true });
      // The worker's script holds the engine but not the Panominator's code: a chunk of its own, imported by its first search.
      const workerScript = new URL(workers[0].url()).pathname;
      const sourcesOf = (file: string) => (JSON.parse(readFileSync(join(WEB_DIR, `${file}.map`), 'utf8')) as { sources: string[] }).sources;
      expect(sourcesOf(workerScript).some((source) => source.endsWith('engine/src/core.ts'))).toBe(true);
      expect(sourcesOf(workerScript).some((source) => source.endsWith('engine/src/panominator.ts'))).toBe(false);
      const lazyChunks = [...readFileSync(join(WEB_DIR, workerScript), 'utf8').matchAll(/import\(["'`]\.\/([\w.-]+\.js)["'`]\)/g)].map((match) => `/assets/${match[1]}`);
      expect(lazyChunks.some((chunk) => sourcesOf(chunk).some((source) => source.endsWith('engine/src/panominator.ts')))).toBe(true);
      await expectSheetMatchesEngine(page, engine);

      await page.reload();
      let warm = await firstSheet(page);
      if (warm.source === 'image' || warm.source === 'binary') {
        // The stored copy had the quick encoding's tag and the best one was done since (its brotli
        // takes seconds on a busy machine): the server sent it once more; the next visit reads the store.
        await page.reload();
        warm = await firstSheet(page);
      }
      expect(warm.source).toBe(cold.source.startsWith('image') ? 'image-store' : 'store');
      if (imageBuild) {
        // The stored image is the one the page named: read without asking the server at all.
        expect(warm.named).toBe(true);
        imageRequests.length = 0;
        await page.reload();
        const unasked = await firstSheet(page);
        // From the worker's file copy (written once the engine accepted the bytes), not Cache Storage.
        expect(unasked).toMatchObject({ source: 'image-store', named: true, storedIn: 'file' });
        // The kernels compiled by the page while the worker started, and handed over; the file opened by
        // the page or the worker, whichever first. Only its head (header and image) read before the first sheet.
        expect(unasked.handed).toMatchObject({ kernels: true });
        expect(unasked.readAtOnce).toBeGreaterThan(0);
        expect(unasked.readAtOnce).toBeLessThan(unasked.bytes);
        expect(imageRequests).toEqual([]);
      }
      expect(page.workers()).toHaveLength(1);
      await expectSheetMatchesEngine(page, engine);
      expect(site.pageErrors).toEqual([]);
    });

    it('a page without the engine (the home) starts no worker', async () => {
      const html = await (await page.goto(`${site.baseUrl}/en/`))?.text();
      expect(html).not.toContain('engine-start');
      await page.getByRole('navigation').first().waitFor();
      expect(page.workers()).toHaveLength(0);
    });
  },
);
