/**
 * The Panominator and the Dofus-Stuffer proposal in a real browser (issue 6), on the fixture data:
 * a finished run says "proven optimal" with the optimum the engine gives here in Node on the very
 * catalogue the page's workers load; a cancel (one worker still waiting for its catalogue) keeps the
 * best found so far and says it is not proven; the compatibility route completes a set found by
 * name; an engine refusal is said in the user's language; the best stuff opens in the builder. This
 * file's site is the retro build, where the Dofus-Stuffer page says it is a Dofus 2/Touch tool (the
 * proposal itself, on a dofus build, is in dofus-stuffer.test.ts).
 */
import { join } from 'node:path';
import type { Route, Worker } from 'playwright-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stuff } from '#contract/stuff';
import type { Engine } from '#engine';
import type { PanominatorQuery } from '#game/panominator-types';
import { panominatorQueryOf } from '#web/features/panominator/model/panominator-query.ts';
import { viewFromSearch } from '#web/features/panominator/model/panominator-view.ts';
import { offeredStats } from '#web/entities/panominator/model/game-stats.ts';
import type { Bootstrap } from '#contract/bootstrap';
import type { StatKey } from '#game/stats';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';
import { newLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import { en, fr } from '../support/i18n-messages.ts';
import { engineOfSite, readDraft, slotItem, writeDraft } from './support/builder.ts';
import { hasChromium, RESULTS, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/panominator.test.ts skipped: ${SKIP_REASON}`);

// Real retro records of tests/fixtures/data/retro.
const IOP = 8;
const GOBBALL_HAMMER = 2416;
const GOBBALL_SET = 1;
/** The catalogue a worker loads: the engine's memory image or binary (issue 23), or the JSON when neither can be used. */
const WORKER_CATALOG = /\/api\/catalog\/retro(\/binary|\/image)?(\?|$)/;

const DRAFT: Stuff = { ...newLocalStuff(), classId: IOP, level: 120, items: { ar: GOBBALL_HAMMER } };
/** A constraint and a second objective row, so the URL carries more than the defaults. */
const SEARCH = 'c=ap:8:&top=3';

describe.skipIf(!hasChromium)(hasChromium ? 'Panominator in Chromium' : `Panominator in Chromium — skipped: ${SKIP_REASON}`, () => {
  let site: Site;
  let page: Page;
  let baseUrl: string;
  let engine: Engine;
  /** The game's stats (bootstrap): the default objective's rows are Retro's only (issue 14 §5). */
  let offered: StatKey[];

  /** The query the page builds from its URL and the stored draft. */
  async function pageQuery(search: string, setId: number | null = null): Promise<PanominatorQuery> {
    return panominatorQueryOf(viewFromSearch(new URLSearchParams(search), offered), toStuffInput(await readDraft(page)), setId);
  }

  /** The objectives of the stuffs on screen, best first. */
  async function shownObjectives(): Promise<number[]> {
    return page.$$eval('[data-testid^="panominator-solution-"][data-objective]', (cards) => cards.map((card) => Number(card.getAttribute('data-objective'))));
  }

  async function waitForOutcome(status: string): Promise<void> {
    await page.locator(`[data-testid="panominator-outcome"][data-status="${status}"]`).waitFor({ timeout: 30_000 });
  }

  beforeAll(async () => {
    site = await startSite({ locale: 'en-GB' });
    ({ page, baseUrl } = site);
    engine = await engineOfSite(baseUrl);
    offered = offeredStats((((await (await fetch(`${baseUrl}/api/bootstrap?game=retro`)).json()) as { data: Bootstrap }).data).stats_in_use);
  });

  afterAll(async () => {
    await site?.close();
  });

  it('finishes with a proven optimum equal to the engine’s, with its progress', async () => {
    await page.goto(`${baseUrl}/en`);
    await writeDraft(page, DRAFT);
    await page.goto(`${baseUrl}/en/tools/panominator?${SEARCH}`);
    // The form reads its settings from the URL.
    await expect(page.getByTestId('panominator-constraint-min-0').inputValue()).resolves.toBe('8');
    await page.getByTestId('panominator-run').click();
    await waitForOutcome('optimal');

    const expected = engine.panominator(await pageQuery(SEARCH));
    expect(expected.status).toBe('optimal');
    expect(expected.solutions.length).toBeGreaterThan(0);
    expect(await shownObjectives()).toEqual(expected.solutions.map((solution) => solution.objective));
    await expect(page.getByTestId('panominator-status').textContent()).resolves.toBe(en['panominator.run.optimal']);
    const integer = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
    await expect(page.getByTestId('panominator-best').textContent()).resolves.toBe(decimal.format(expected.solutions[0].objective));
    await expect(page.getByTestId('panominator-explored').textContent()).resolves.toBe('100%');
    expect(Number((await page.getByTestId('panominator-nodes').textContent())!.replace(/\D/g, ''))).toBeGreaterThan(0);
    // The best card: its items by slot and the constraint's stat, as the engine computed them.
    const best = expected.solutions[0];
    for (const [slot, id] of Object.entries(best.items)) {
      await expect(page.getByTestId(`panominator-solution-0-slot-${slot}`).getAttribute('data-item-id')).resolves.toBe(String(id));
    }
    await expect(page.getByTestId('panominator-solution-0-stat-ap').textContent()).resolves.toBe(integer.format(best.stats.ap ?? 0));
    expect(best.stats.ap ?? 0).toBeGreaterThanOrEqual(8);
    expect(site.pageErrors).toEqual([]);
  });

  it('cancels a run and keeps the best found so far, not proven optimal', async () => {
    await page.goto(`${baseUrl}/en`);
    await writeDraft(page, DRAFT);
    // The first worker gets its catalogue; the others wait for theirs, so the run cannot finish.
    let served = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holdAllButFirst = async (route: Route) => {
      served += 1;
      if (served > 1) await held;
      await route.continue().catch(() => undefined);
    };
    let workersStopped = 0;
    const watchWorker = (worker: Worker) => worker.on('close', () => (workersStopped += 1));
    await site.context.route(WORKER_CATALOG, holdAllButFirst);
    page.on('worker', watchWorker);
    try {
      // A new page: a new worker pool, whose workers load their catalogue.
      await page.goto(`${baseUrl}/en/tools/panominator?${SEARCH}`);
      await page.getByTestId('panominator-run').click();
      await page.getByTestId('panominator-running').waitFor();
      expect(await page.evaluate(() => navigator.hardwareConcurrency)).toBeGreaterThan(1);
      // The part that could run has streamed its best stuffs.
      await page.getByTestId('panominator-solution-0').waitFor({ timeout: 30_000 });
      // The progress line follows with the next report of the workers.
      await expect.poll(() => page.getByTestId('panominator-best').textContent(), { timeout: 10_000 }).not.toBe(en['panominator.progress.noBest']);
      await page.getByTestId('panominator-cancel').click();
      await waitForOutcome('stopped');
      await expect(page.getByTestId('panominator-status').textContent()).resolves.toBe(en['panominator.run.stopped']);
      // The focus goes from the Cancel button, now gone, to the outcome.
      await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('panominator-status');
      const kept = await shownObjectives();
      expect(kept.length).toBeGreaterThan(0);
      // Never better than the proven optimum.
      const optimum = engine.panominator(await pageQuery(SEARCH)).solutions[0].objective;
      expect(kept[0]).toBeLessThanOrEqual(optimum);
      await expect(page.getByTestId('panominator-results').getAttribute('aria-busy')).resolves.toBe('false');
      // Every worker of the run is stopped.
      await expect.poll(() => workersStopped, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    } finally {
      release();
      page.off('worker', watchWorker);
      await site.context.unroute(WORKER_CATALOG, holdAllButFirst);
    }
    // Running again proves the optimum.
    await page.getByTestId('panominator-run').click();
    await waitForOutcome('optimal');
    expect((await shownObjectives())[0]).toBe(engine.panominator(await pageQuery(SEARCH)).solutions[0].objective);
    expect(site.pageErrors).toEqual([]);
  });

  it('completes a set found by name on the compatibility route', async () => {
    await page.goto(`${baseUrl}/en`);
    await writeDraft(page, DRAFT);
    // A path that names no set says so, and its set search works like the plain page's.
    await page.goto(`${baseUrl}/en/tools/panominator/gobball`);
    await expect(page.getByTestId('panominator-bad-set').textContent()).resolves.toBe(en['panominator.set.badId']);
    await page.getByTestId('panominator-set-search').fill('Gobball');
    await page.getByTestId(`panominator-set-option-${GOBBALL_SET}`).click();
    await page.waitForURL(`${baseUrl}/en/tools/panominator/${GOBBALL_SET}`);
    await page.locator('[data-testid="panominator"][data-mode="compatibility"]').waitFor();
    // The set's name arrives after the page (a request of its own).
    await expect.poll(() => page.getByTestId('panominator-set-chosen').textContent(), { timeout: 10_000 }).toContain('Gobball Set');
    await page.getByTestId('panominator-run').click();
    await waitForOutcome('optimal');
    const expected = engine.panominator(await pageQuery('', GOBBALL_SET));
    expect(expected.solutions.length).toBeGreaterThan(0);
    expect(await shownObjectives()).toEqual(expected.solutions.map((solution) => solution.objective));
    // Each completion wears the whole set and names its sets with their piece counts.
    const first = expected.solutions[0];
    expect(Object.values(first.items)).toContain(GOBBALL_HAMMER);
    const gobball = first.sets.find((set) => set.setId === GOBBALL_SET);
    expect(gobball).toBeDefined();
    await expect(page.getByTestId(`panominator-solution-0-set-${GOBBALL_SET}`).textContent()).resolves.toContain(`${gobball!.pieces} items`);
    expect(site.pageErrors).toEqual([]);
  });

  it('says the engine’s refusal in the user’s language', async () => {
    await page.goto(`${baseUrl}/en`);
    // A kept item above the character's level: the draft is level 5, its hammer level 10.
    await writeDraft(page, { ...DRAFT, level: 5 });
    try {
      await page.goto(`${baseUrl}/fr/outils/panominator?lock=ar`);
      await page.getByTestId('panominator-run').click();
      const error = page.getByTestId('panominator-error');
      await expect(error.textContent({ timeout: 30_000 })).resolves.toBe(fr['panominator.error.locked']);
      await expect(error.getAttribute('data-field')).resolves.toBe('locked.ar');
      // Nothing is lost: the kept slot is still ticked, and without it the search runs.
      await page.getByTestId('panominator-lock-ar').click();
      await page.waitForURL((url) => !url.searchParams.has('lock'));
      await page.getByTestId('panominator-run').click();
      await page.locator('[data-testid="panominator-outcome"]').waitFor({ timeout: 30_000 });
      await expect(page.getByTestId('panominator-error').count()).resolves.toBe(0);
    } finally {
      await writeDraft(page, DRAFT);
    }
    expect(site.pageErrors).toEqual([]);
  });

  it('opens the best stuff in the builder after a confirmation', async () => {
    await page.goto(`${baseUrl}/en`);
    await writeDraft(page, DRAFT);
    await page.goto(`${baseUrl}/en/tools/panominator?${SEARCH}`);
    await page.getByTestId('panominator-run').click();
    await waitForOutcome('optimal');
    const best = engine.panominator(await pageQuery(SEARCH)).solutions[0];

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(RESULTS, 'panominator-390.png'), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The draft has a weapon: opening asks first; cancelling keeps the draft.
    await page.getByTestId('panominator-solution-0-open').click();
    await page.getByTestId('panominator-open-confirm').waitFor();
    await page.getByTestId('panominator-open-confirm-cancel').click();
    expect((await readDraft(page)).items).toEqual(DRAFT.items);
    await page.getByTestId('panominator-solution-0-open').click();
    await page.getByTestId('panominator-open-confirm-ok').click();
    await page.waitForURL(`${baseUrl}/en/stuff/draft`);
    const draft = await readDraft(page);
    expect(draft.items).toEqual(best.items);
    expect(draft.classId).toBe(IOP);
    expect(draft.level).toBe(DRAFT.level);
    for (const [slot, id] of Object.entries(best.items)) expect(await slotItem(page, slot)).toBe(id);
    expect(site.pageErrors).toEqual([]);
  });

  it('says on retro that the Dofus-Stuffer proposal is a Dofus 2/Touch tool, with links to those sites', async () => {
    await page.goto(`${baseUrl}/en/tools/dofus-stuffer`);
    await page.getByTestId('not-on-this-game').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      en['notOnGame.title'].replace('{{tool}}', en['route.tools.dofus-stuffer']).replace('{{game}}', en['app.variant.retro']),
    );
    await expect(page.getByTestId('stuffer-run').count()).resolves.toBe(0);
    await expect(page.getByTestId('not-on-this-game-retro').count()).resolves.toBe(0);
    await expect(page.getByTestId('not-on-this-game-dofus').getAttribute('href')).resolves.toBe(`${site.urlOf('dofus')}/en/tools/dofus-stuffer`);
    await expect(page.getByTestId('not-on-this-game-touch').getAttribute('href')).resolves.toBe(`${site.urlOf('touch')}/en/tools/dofus-stuffer`);
    expect(site.pageErrors).toEqual([]);
  });
});
