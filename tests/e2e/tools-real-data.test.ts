/**
 * The Cacminator and the Panominator in a real browser on the REAL retro data (issue 6: "browser
 * tests that run each tool on the real data, see progress, cancel, and equip the result in the
 * draft"). The built server imports DATA_DIR (default ../shared/data) into its own SQLite file; the
 * expected answers come from the engine run here in Node on the catalogue that server serves (the
 * one the page's workers load), checked first to be the real catalogue and not the fixtures.
 *
 * - Cacminator: a level-200 Iop in the Gobball set with its capital spent; the ranking on screen is
 *   the engine's, and the best weapon goes into the draft's weapon slot.
 * - Panominator: a preset and three minimum constraints chosen in the form; the progress line moves
 *   while it runs, the proven optimum is the engine's, and it opens in the builder slot by slot.
 * - Panominator cancel: a heavier search (no constraints, ten stuffs) whose other workers wait for
 *   their catalogue, so it cannot finish whatever this machine's speed; the page says it is not
 *   proven and keeps exactly what the running worker had found.
 */
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogVersion } from '#server/import/importer';
import { dataFingerprint, readVariantBytes } from '#server/import/records';
import { CatalogSchema } from '#contract/catalog';
import type { Stuff } from '#contract/stuff';
import { createEngine, type Engine } from '#engine';
import type { PanominatorQuery, PanominatorSolution } from '#game/panominator-types';
import type { Slot } from '#game/slots';
import { VARIANT_DAMAGE_RULES } from '#game/variants';
import { DEFAULT_VIEW as CACMINATOR_DEFAULT_VIEW } from '#web/features/cacminator/model/cacminator-filters.ts';
import { cacminatorQueryOf } from '#web/features/cacminator/model/cacminator-query.ts';
import { panominatorQueryOf } from '#web/features/panominator/model/panominator-query.ts';
import { viewFromSearch } from '#web/features/panominator/model/panominator-view.ts';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';
import { newLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import { defaultWorkerCount } from '#web/lib/engine/panominator-merge.ts';
import { en } from '../support/i18n-messages.ts';
import { hasRealData, REAL_DATA_DIR, realCatalog } from '../support/catalogs.ts';
import { readDraft, slotItem, writeDraft } from './support/builder.ts';
import { hasChromium, SKIP_REASON as NO_CHROMIUM, startSite, type Site } from './support/site.ts';

const NO_REAL_DATA = `no real game data at ${REAL_DATA_DIR} (set DATA_DIR to the folder holding retro/manifest.json)`;
const SKIP_REASON = !hasChromium ? NO_CHROMIUM : !hasRealData ? NO_REAL_DATA : null;
if (SKIP_REASON) console.warn(`tests/e2e/tools-real-data.test.ts skipped: ${SKIP_REASON}`);

// Real retro records (../shared/data/retro).
const IOP = 8;
const GOBBALL_SET = 1;
/** Gobball Headgear, Gobbling Cape, Bouze Lite Yeah's Ring, Gobboots, Gobball Amulet, Gobball Belt. */
const GOBBALL_ITEMS: Stuff['items'] = { ch: 2411, ca: 2414, a1: 2419, bo: 2422, am: 2425, ce: 2428 };
const CATALOG_PATH = '/api/catalog/retro';
/** The catalogue a worker loads: the engine's memory image or binary (issue 23), or the JSON when neither can be used. */
const WORKER_CATALOG = /\/api\/catalog\/retro(\/binary|\/image)?(\?|$)/;

/** A level-200 earth Iop: 995 capital points spent to the last one (strength 374 costs 896 for an Iop, vitality 99). */
const DRAFT: Stuff = {
  ...newLocalStuff(),
  classId: IOP,
  level: 200,
  points: { strength: 374, vitality: 99 },
  items: GOBBALL_ITEMS,
};

/** The Panominator's constraints typed in the form: AP ≥ 10, MP ≥ 5, range ≥ 1 (rows added by the quick buttons). */
const CONSTRAINTS = [
  { stat: 'ap', min: 10 },
  { stat: 'mp', min: 5 },
  { stat: 'range', min: 1 },
] as const;
const OBJECTIVE_PRESET = 'water';
/** The cancelled search: the default (earth) objective, no constraint, the ten best stuffs. */
const HEAVY_SEARCH = 'top=10';

/** The figures of the Panominator's progress line, as shown. */
interface ProgressFigures {
  nodes: string;
  explored: string;
  best: string;
}
type ProgressWindow = Window & { progressFigures: ProgressFigures[] };

/** Retro has the class weapon-skill table, so the page offers weapon mastery (attack-options-fields.tsx). */
const WEAPON_MASTERY_ALLOWED = VARIANT_DAMAGE_RULES.retro.weaponSkillModel === 'class_table';

describe.skipIf(SKIP_REASON !== null)(
  SKIP_REASON === null ? 'Cacminator and Panominator on the real retro data in Chromium' : `tools on the real retro data in Chromium — skipped: ${SKIP_REASON}`,
  () => {
    let site: Site;
    let page: Page;
    let baseUrl: string;
    let engine: Engine;

    async function pageQuery(search: string): Promise<PanominatorQuery> {
      return panominatorQueryOf(viewFromSearch(new URLSearchParams(search)), toStuffInput(await readDraft(page)));
    }

    async function shownObjectives(): Promise<number[]> {
      return page.$$eval('[data-testid^="panominator-solution-"][data-objective]', (cards) => cards.map((card) => Number(card.getAttribute('data-objective'))));
    }

    async function waitForOutcome(status: string, timeout = 60_000): Promise<void> {
      await page.locator(`[data-testid="panominator-outcome"][data-status="${status}"]`).waitFor({ timeout });
    }

    /** The weapon ids on screen once the list shows the current search's result, best first. */
    async function shownWeapons(): Promise<number[]> {
      await page.locator('[data-testid="cacminator-list"]:not([data-stale])').waitFor();
      await page.getByTestId('cacminator-busy').waitFor({ state: 'detached' });
      return page.$$eval('[data-testid^="cacminator-row-"]', (rows) => rows.map((row) => Number(row.getAttribute('data-weapon-id'))));
    }

    beforeAll(async () => {
      // The first start imports every variant of the real data into a fresh SQLite file (~7 s here).
      site = await startSite({ locale: 'en-GB', dataDir: REAL_DATA_DIR, readyTimeoutMs: 110_000 });
      ({ page, baseUrl } = site);
      const served = CatalogSchema.parse(await (await fetch(`${baseUrl}${CATALOG_PATH}`)).json());
      // The site serves the real catalogue (the fingerprint of DATA_DIR's files, then the importer's version), not the fixtures.
      const real = await realCatalog('retro');
      expect(served.version).toBe(catalogVersion(dataFingerprint(await readVariantBytes(path.join(REAL_DATA_DIR, 'retro')))));
      expect(served.items.length).toBe(real.items.length);
      engine = await createEngine({ variant: 'retro', catalog: served });
    }, 120_000);

    afterAll(async () => {
      await site?.close();
    });

    it('the draft is a real level-200 character: every item known, the whole Gobball set, no capital overspent', () => {
      const sheet = engine.computeStats(toStuffInput(DRAFT));
      expect(sheet.unknownItems).toEqual([]);
      expect(sheet.sets).toContainEqual({ setId: GOBBALL_SET, count: Object.keys(GOBBALL_ITEMS).length });
      expect(sheet.capital?.left).toBe(0);
    });

    it('Cacminator: ranks the real weapons in the engine’s order and equips the best in the draft', async () => {
      await page.goto(`${baseUrl}/en`);
      await writeDraft(page, DRAFT);
      await page.goto(`${baseUrl}/en/tools/cacminator`);
      const result = engine.cacminator(cacminatorQueryOf(CACMINATOR_DEFAULT_VIEW, toStuffInput(DRAFT), WEAPON_MASTERY_ALLOWED));
      const expected = result.entries.map((entry) => entry.weaponId);
      // The whole real weapon list is searched and the page shows a full first page of it.
      expect(result.catalogWeapons).toBeGreaterThan(1000);
      expect(expected).toHaveLength(CACMINATOR_DEFAULT_VIEW.top);
      await expect.poll(shownWeapons, { timeout: 30_000 }).toEqual(expected);

      const integer = new Intl.NumberFormat('en');
      await expect(page.getByTestId('cacminator-considered').textContent()).resolves.toContain(integer.format(result.considered));
      const decimal = new Intl.NumberFormat('en', { minimumFractionDigits: 0, maximumFractionDigits: 1 });
      for (const entry of result.entries.slice(0, 5)) {
        await expect(page.getByTestId(`cacminator-score-${entry.weaponId}`).textContent()).resolves.toBe(decimal.format(entry.score));
      }
      // No weapon worn yet: no standing of the worn weapon to show.
      await expect(page.getByTestId('cacminator-current').count()).resolves.toBe(0);

      const best = expected[0];
      await page.getByTestId(`cacminator-equip-${best}`).click();
      await page.getByTestId('cacminator-equipped').waitFor();
      // The weapon goes into the weapon slot; the Gobball items stay (the draft has no shield to take off).
      const draft = await readDraft(page);
      expect(draft.items).toEqual({ ...GOBBALL_ITEMS, ar: best });
      expect(draft.points).toEqual(DRAFT.points);
      // The ranking is recomputed for the changed draft: the equipped weapon is now the worn one, still first.
      await page.getByTestId(`cacminator-worn-${best}`).waitFor({ timeout: 30_000 });
      await expect(page.getByTestId('cacminator-current-rank').textContent()).resolves.toBe('no. 1 in the ranking');

      await page.getByTestId('cacminator-draft-link').click();
      await page.waitForURL(`${baseUrl}/en/stuff/draft/weapon`);
      await expect(page.getByTestId('weapon-identity').getAttribute('data-item-id', { timeout: 20_000 })).resolves.toBe(String(best));
      await page.goto(`${baseUrl}/en/stuff/draft`);
      expect(await slotItem(page, 'ar')).toBe(best);
      expect(site.pageErrors).toEqual([]);
    });

    it('Panominator: a preset and three minimums, progress while it runs, the engine’s proven optimum, opened in the builder', async () => {
      await page.goto(`${baseUrl}/en`);
      await writeDraft(page, DRAFT);
      await page.goto(`${baseUrl}/en/tools/panominator`);
      await page.getByTestId(`panominator-preset-${OBJECTIVE_PRESET}`).click();
      await page.locator(`[data-testid="panominator-preset-${OBJECTIVE_PRESET}"][aria-pressed="true"]`).waitFor();
      await page.waitForURL((url) => url.searchParams.has('w'));
      // Each row is in the URL (the form's state) before the next quick button reads it.
      for (const [index, constraint] of CONSTRAINTS.entries()) {
        await page.getByTestId(`panominator-quick-${constraint.stat}`).click();
        await page.getByTestId(`panominator-constraint-min-${index}`).fill(String(constraint.min));
        const rows = CONSTRAINTS.slice(0, index + 1).map((row) => `${row.stat}:${row.min}:`).join(',');
        await page.waitForURL((url) => url.searchParams.get('c') === rows);
      }
      const search = new URL(page.url()).search;
      const query = await pageQuery(search);
      expect(query.stuff).toMatchObject({ classId: IOP, level: 200, points: DRAFT.points });
      expect(query.constraints).toEqual(CONSTRAINTS);

      // Every change of the progress figures while the search runs, recorded in the page itself:
      // polling from here could miss figures that last 100 ms.
      await page.evaluate(() => {
        const figures: ProgressFigures[] = [];
        (window as unknown as ProgressWindow).progressFigures = figures;
        const read = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';
        new MutationObserver(() => {
          if (!document.querySelector('[data-testid="panominator-running"]')) return;
          const now = { nodes: read('panominator-nodes'), explored: read('panominator-explored'), best: read('panominator-best') };
          const last = figures.at(-1);
          if (!last || last.nodes !== now.nodes || last.explored !== now.explored || last.best !== now.best) figures.push(now);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      const started = Date.now();
      await page.getByTestId('panominator-run').click();
      await waitForOutcome('optimal');
      const browserMs = Date.now() - started;

      const nodeStarted = performance.now();
      const expected = engine.panominator(query);
      const nodeMs = performance.now() - nodeStarted;
      console.info(`Panominator (${OBJECTIVE_PRESET}, AP ≥ 10, MP ≥ 5, range ≥ 1, real data): proven in the page in ${browserMs} ms, in Node (one part) in ${Math.round(nodeMs)} ms`);
      expect(expected.status).toBe('optimal');
      const best = expected.solutions[0];
      expect(best).toBeDefined();
      for (const constraint of CONSTRAINTS) expect(best.stats[constraint.stat] ?? 0).toBeGreaterThanOrEqual(constraint.min);

      // The progress line while the search ran: nodes only count up. How many figures show depends on
      // the machine (this search can end within one progress interval); the cancelled search below
      // holds a run open and checks its progress while it runs.
      const figures = await page.evaluate(() => (window as unknown as ProgressWindow).progressFigures);
      const nodes = figures.map((figure) => Number(figure.nodes.replace(/\D/g, '')));
      console.info(`progress figures seen while running: ${JSON.stringify(figures)}`);
      expect(figures.length, JSON.stringify(figures)).toBeGreaterThanOrEqual(1);
      expect(nodes).toEqual([...nodes].sort((a, b) => a - b));
      expect(Number((await page.getByTestId('panominator-nodes').textContent())!.replace(/\D/g, ''))).toBeGreaterThan(0);

      // The outcome: proven optimal, the engine's optimum, its items and stats.
      await expect(page.getByTestId('panominator-status').textContent()).resolves.toBe(en['panominator.run.optimal']);
      expect(await shownObjectives()).toEqual(expected.solutions.map((solution) => solution.objective));
      const decimal = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
      const integer = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
      await expect(page.getByTestId('panominator-best').textContent()).resolves.toBe(decimal.format(best.objective));
      await expect(page.getByTestId('panominator-explored').textContent()).resolves.toBe('100%');
      for (const [slot, id] of Object.entries(best.items)) {
        await expect(page.getByTestId(`panominator-solution-0-slot-${slot}`).getAttribute('data-item-id')).resolves.toBe(String(id));
      }
      for (const constraint of CONSTRAINTS) {
        await expect(page.getByTestId(`panominator-solution-0-stat-${constraint.stat}`).textContent()).resolves.toBe(integer.format(best.stats[constraint.stat] ?? 0));
      }

      // Opening it replaces the draft's items (after a confirmation: the draft has some); class, level and points stay.
      await page.getByTestId('panominator-solution-0-open').click();
      await page.getByTestId('panominator-open-confirm-ok').click();
      await page.waitForURL(`${baseUrl}/en/stuff/draft`);
      const draft = await readDraft(page);
      expect(draft.items).toEqual(best.items);
      expect(draft).toMatchObject({ classId: IOP, level: 200, points: DRAFT.points });
      const slots = new Set<Slot>([...(Object.keys(best.items) as Slot[]), ...(Object.keys(GOBBALL_ITEMS) as Slot[])]);
      for (const slot of slots) expect(await slotItem(page, slot), slot).toBe(best.items[slot] ?? null);
      expect(site.pageErrors).toEqual([]);
    });

    it('Panominator: a cancelled heavy search says it is not proven and keeps what it had found', async () => {
      await page.goto(`${baseUrl}/en`);
      await writeDraft(page, DRAFT);
      // The first worker gets its catalogue; the others wait for theirs, so the search cannot finish.
      let served = 0;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const holdAllButFirst = async (route: Route) => {
        served += 1;
        if (served > 1) await held;
        // A stopped worker's request may be gone by now.
        await route.continue().catch(() => undefined);
      };
      await site.context.route(WORKER_CATALOG, holdAllButFirst);
      try {
        await page.goto(`${baseUrl}/en/tools/panominator?${HEAVY_SEARCH}`);
        const query = await pageQuery(HEAVY_SEARCH);
        const parts = defaultWorkerCount(await page.evaluate(() => navigator.hardwareConcurrency));
        expect(parts).toBeGreaterThan(1);
        // What the worker that could run finds on its own: its part of the search, whichever part it was given.
        const partLists = Array.from({ length: parts }, (_, part) => engine.panominator({ ...query, part, parts }).solutions);
        const optimum = engine.panominator(query).solutions;
        const objectives = (solutions: readonly PanominatorSolution[]) => solutions.map((solution) => solution.objective);

        await page.getByTestId('panominator-run').click();
        await page.getByTestId('panominator-running').waitFor();
        // The running part's best stuffs stream in and its search ends; the held parts keep the run going.
        await expect
          .poll(async () => {
            const shown = JSON.stringify(await shownObjectives());
            return partLists.findIndex((list) => list.length > 0 && JSON.stringify(objectives(list)) === shown);
          }, { timeout: 60_000 })
          .toBeGreaterThanOrEqual(0);
        const had = await shownObjectives();
        const partOf = partLists.findIndex((list) => JSON.stringify(objectives(list)) === JSON.stringify(had));
        await expect.poll(() => page.getByTestId('panominator-best').textContent(), { timeout: 10_000 }).not.toBe(en['panominator.progress.noBest']);
        await expect(page.getByTestId('panominator-running').count()).resolves.toBe(1);
        // Progress while it runs: the running part's nodes are counted, the share is not complete.
        await expect.poll(async () => Number((await page.getByTestId('panominator-nodes').textContent())!.replace(/\D/g, '')), { timeout: 10_000 }).toBeGreaterThan(0);
        await expect(page.getByTestId('panominator-explored').textContent()).resolves.not.toBe('100%');

        await page.getByTestId('panominator-cancel').click();
        await waitForOutcome('stopped', 20_000);
        await expect(page.getByTestId('panominator-status').textContent()).resolves.toBe(en['panominator.run.stopped']);
        await expect(page.getByTestId('panominator-results').getAttribute('aria-busy')).resolves.toBe('false');
        // Exactly what it had, best first, never better than the proven optimum.
        expect(await shownObjectives()).toEqual(had);
        for (const [slot, id] of Object.entries(partLists[partOf][0].items)) {
          await expect(page.getByTestId(`panominator-solution-0-slot-${slot}`).getAttribute('data-item-id')).resolves.toBe(String(id));
        }
        expect(had[0]).toBeLessThanOrEqual(optimum[0].objective);
        await expect(page.getByTestId('panominator-explored').textContent()).resolves.not.toBe('100%');
      } finally {
        release();
        await site.context.unroute(WORKER_CATALOG, holdAllButFirst);
      }
      // Running again (new workers, every catalogue served) proves the optimum.
      await page.getByTestId('panominator-run').click();
      await waitForOutcome('optimal');
      expect(await shownObjectives()).toEqual(engine.panominator(await pageQuery(HEAVY_SEARCH)).solutions.map((solution) => solution.objective));
      expect(site.pageErrors).toEqual([]);
    });
  },
);
