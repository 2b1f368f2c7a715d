/**
 * The Dofus-Stuffer proposal in a real browser (issue 6), on the Dofus 2 site: the one build of the
 * web app, asked from the dofus.localhost host of the server (issue 15), on the fixture data. The tools menu offers the page; its form (class, level, element, role) runs the
 * proposal through the Panominator's worker pool, shows the progress and then the proposed stuff,
 * whose objective is the one the engine gives here in Node for `dofusStufferQuery('dofus', preset)` on
 * the very catalogue the page's workers load; the stuff opens in the builder; a level whose usual
 * AP/MP the fixture items cannot reach gets the page's message. The retro side (the page's message
 * that the tool is not on retro) is in panominator.test.ts.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stuff } from '#contract/stuff';
import type { Engine } from '#engine';
import { dofusStufferQuery, type DofusStufferPreset } from '#game/panominator-presets';
import { dofusStufferViewFromSearch } from '#web/features/dofus-stuffer/model/dofus-stuffer-view.ts';
import { newLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import { en, fr } from '../support/i18n-messages.ts';
import { engineOfSite, expectSheetMatchesEngine, readDraft, slotItem, writeDraft } from './support/builder.ts';
import { createMember, logOut } from './support/members.ts';
import { dismissGamificationModals } from './support/gamification.ts';
import { hasChromium, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/dofus-stuffer.test.ts skipped: ${SKIP_REASON}`);

// Real Dofus 2 records of tests/fixtures/data/dofus.
const FECA = 1;
const IOP = 8;
const GOBBALL_HAMMER = 2416;
/** The catalogue a worker loads: the engine's memory image or binary (issue 23), or the JSON when neither can be used. */
const WORKER_CATALOG = /\/api\/catalog\/dofus(\/binary|\/image)?(\?|$)/;

/** The draft before the proposal: another class and level, and a weapon (so opening asks first). */
const DRAFT: Stuff = { ...newLocalStuff(), classId: FECA, level: 120, items: { ar: GOBBALL_HAMMER } };
/** What the test sets in the form: below level 100 the proposal asks no AP/MP minimum, so the fixtures can meet it. */
const PRESET: DofusStufferPreset = { classId: IOP, level: 50, element: 'fire', role: 'damage' };
/** At level 200 the proposal asks AP ≥ 10 and MP ≥ 5, out of reach of the fixtures' few items. */
const INFEASIBLE: DofusStufferPreset = { classId: FECA, level: 200, element: 'earth', role: 'damage' };

describe.skipIf(!hasChromium)(hasChromium ? 'Dofus-Stuffer on a Dofus 2 site in Chromium' : `Dofus-Stuffer in Chromium — skipped: ${SKIP_REASON}`, () => {
  let site: Site;
  let page: Page;
  let baseUrl: string;
  let engine: Engine;

  /** The preset the page reads from its URL (the form writes every field there). */
  function presetOfPage(draft: Stuff): DofusStufferPreset {
    const view = dofusStufferViewFromSearch(new URL(page.url()).searchParams);
    return { classId: view.classId ?? draft.classId, level: view.level, element: view.element, role: view.role };
  }

  async function waitForOutcome(status: string): Promise<void> {
    await page.locator(`[data-testid="stuffer-outcome"][data-status="${status}"]`).waitFor({ timeout: 30_000 });
  }

  /** What the form's controls show. */
  async function formPreset(): Promise<DofusStufferPreset> {
    return {
      classId: Number(await page.getByTestId('stuffer-class').inputValue()),
      level: Number(await page.getByTestId('stuffer-level').inputValue()),
      element: (await page.getByTestId('stuffer-element').inputValue()) as DofusStufferPreset['element'],
      role: (await page.getByTestId('stuffer-role').inputValue()) as DofusStufferPreset['role'],
    };
  }

  /**
   * Fills the form field by field as a user does, each change shown by the form (rendered from the
   * URL) before the next. The form writes the URL with react-router's functional setSearchParams,
   * which starts from the last rendered URL: a change made before the previous one is rendered
   * (~0.2 s here: the URL is already replaced, the controls not yet) replaces it.
   */
  async function fillForm(preset: DofusStufferPreset): Promise<void> {
    await page.locator(`[data-testid="stuffer-class"] option[value="${preset.classId}"]`).waitFor({ state: 'attached' });
    let expected = await formPreset();
    const changed = async (patch: Partial<DofusStufferPreset>) => {
      expected = { ...expected, ...patch };
      await expect.poll(async () => ({ url: presetOfPage(DRAFT), form: await formPreset() }), { timeout: 10_000 }).toEqual({ url: expected, form: expected });
    };
    await page.getByTestId('stuffer-class').selectOption(String(preset.classId));
    await changed({ classId: preset.classId });
    await page.getByTestId('stuffer-level').fill(String(preset.level));
    await changed({ level: preset.level });
    await page.getByTestId('stuffer-element').selectOption(preset.element);
    await changed({ element: preset.element });
    await page.getByTestId('stuffer-role').selectOption(preset.role);
    await changed({ role: preset.role });
  }

  beforeAll(async () => {
    site = await startSite({ locale: 'en-GB', game: 'dofus' });
    ({ page, baseUrl } = site);
    await dismissGamificationModals(page);
    engine = await engineOfSite(site.serverUrl, 'dofus');
  }, 90_000);

  afterAll(async () => {
    await site?.close();
  });

  it('is a Dofus 2 site whose tools menu lists the Dofus-Stuffer', async () => {
    await page.goto(`${baseUrl}/en`);
    await expect(page.getByTestId('brand').textContent()).resolves.toContain(en['app.variant.dofus']);
    await page.getByTestId('nav-menu-tools').click();
    const link = page.getByTestId('nav-tools-dofus-stuffer');
    await link.waitFor();
    await expect(link.textContent()).resolves.toContain(en['route.tools.dofus-stuffer']);
    // The other variant-only tools follow the site's variant too: Bombminator is Dofus 2's, Skinator Touch's.
    await expect(page.getByTestId('nav-tools-bombminator').count()).resolves.toBe(1);
    await expect(page.getByTestId('nav-tools-skinator').count()).resolves.toBe(0);
    await link.click();
    await page.waitForURL(`${baseUrl}/en/tools/dofus-stuffer`);
    await expect(page.getByTestId('stuffer').getAttribute('data-variant')).resolves.toBe('dofus');
    await page.getByTestId('stuffer-form').waitFor();
    await expect(page.getByTestId('stuffer-retro').count()).resolves.toBe(0);
    // The class list is the Dofus 2 one (bootstrap asked with game=dofus).
    await expect(page.locator('[data-testid="stuffer-class"] option').evaluateAll((options) => options.map((option) => option.getAttribute('value')))).resolves.toEqual([String(FECA), String(IOP)]);
    expect(site.pageErrors).toEqual([]);
  });

  it('proposes the stuff the engine proves optimal for the form’s preset, with its progress', async () => {
    await page.goto(`${baseUrl}/en`);
    await writeDraft(page, DRAFT);
    // The workers' catalogue is held until the run is seen in progress: a run on the small fixtures would
    // otherwise finish before the page could be looked at.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await held;
      await route.continue().catch(() => undefined);
    };
    await site.context.route(WORKER_CATALOG, hold);
    try {
      await page.goto(`${baseUrl}/en/tools/dofus-stuffer`);
      await fillForm(PRESET);
      expect(presetOfPage(DRAFT)).toEqual(PRESET);
      await page.getByTestId('stuffer-run').click();
      await page.getByTestId('stuffer-running').waitFor();
      await expect(page.getByTestId('stuffer-results').getAttribute('aria-busy')).resolves.toBe('true');
      await expect(page.getByTestId('stuffer-cancel').isVisible()).resolves.toBe(true);
      await expect(page.getByTestId('stuffer-best').textContent()).resolves.toBe(en['panominator.progress.noBest']);
      await expect(page.getByTestId('stuffer-solution-0').count()).resolves.toBe(0);
    } finally {
      release();
      await site.context.unroute(WORKER_CATALOG, hold);
    }
    await waitForOutcome('optimal');
    await expect(page.getByTestId('stuffer-status').textContent()).resolves.toBe(en['panominator.run.optimal']);

    const expected = engine.panominator(dofusStufferQuery('dofus', PRESET));
    expect(expected.status).toBe('optimal');
    const best = expected.solutions[0];
    expect(best).toBeDefined();
    // One proposal: the engine's best, objective and items by slot.
    await expect(page.locator('[data-testid^="stuffer-solution-"][data-objective]').count()).resolves.toBe(1);
    await expect(page.getByTestId('stuffer-solution-0').getAttribute('data-objective')).resolves.toBe(String(best.objective));
    const decimal = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
    await expect(page.getByTestId('stuffer-best').textContent()).resolves.toBe(decimal.format(best.objective));
    await expect(page.getByTestId('stuffer-explored').textContent()).resolves.toBe('100%');
    expect(Number((await page.getByTestId('stuffer-nodes').textContent())!.replace(/\D/g, ''))).toBeGreaterThan(0);
    const slots = Object.entries(best.items).filter(([, id]) => id !== undefined);
    expect(slots.length).toBeGreaterThan(0);
    for (const [slot, id] of slots) {
      await expect(page.getByTestId(`stuffer-solution-0-slot-${slot}`).getAttribute('data-item-id')).resolves.toBe(String(id));
    }
    await expect(page.locator('[data-testid^="stuffer-solution-0-slot-"]').count()).resolves.toBe(slots.length);
    expect(site.pageErrors).toEqual([]);
  });

  it('opens the proposal in the builder with the proposal’s character', async () => {
    await page.goto(`${baseUrl}/en`);
    await writeDraft(page, DRAFT);
    const search = `class=${PRESET.classId}&level=${PRESET.level}&element=${PRESET.element}`;
    await page.goto(`${baseUrl}/en/tools/dofus-stuffer?${search}`);
    expect(presetOfPage(DRAFT)).toEqual(PRESET);
    await page.getByTestId('stuffer-run').click();
    await waitForOutcome('optimal');
    const query = dofusStufferQuery('dofus', PRESET);
    const best = engine.panominator(query).solutions[0];

    // The draft has a weapon: opening asks first; cancelling keeps the draft.
    await page.getByTestId('stuffer-solution-0-open').click();
    await page.getByTestId('stuffer-open-confirm').waitFor();
    await page.getByTestId('stuffer-open-confirm-cancel').click();
    expect((await readDraft(page)).items).toEqual(DRAFT.items);
    await page.getByTestId('stuffer-solution-0-open').click();
    await page.getByTestId('stuffer-open-confirm-ok').click();
    await page.waitForURL(`${baseUrl}/en/stuff/draft`);

    const draft = await readDraft(page);
    expect(draft.items).toEqual(best.items);
    expect(draft.classId).toBe(PRESET.classId);
    expect(draft.level).toBe(PRESET.level);
    // The capital the proposal assumed (all in intelligence for fire, bought at the class's costs), and
    // nothing it did not assume.
    expect(query.capitalTo).toBe('intelligence');
    expect(draft.points).toEqual(best.points);
    expect(Object.keys(best.points)).toEqual(['intelligence']);
    expect(draft.rolls).toEqual({});
    expect(draft.forgemagie).toEqual({});
    expect(draft.boosts).toEqual([]);
    for (const [slot, id] of Object.entries(best.items)) expect(await slotItem(page, slot)).toBe(id);
    // The builder computes that stuff with the Dofus 2 engine, as the engine does here.
    await expectSheetMatchesEngine(page, engine);
    expect(site.pageErrors).toEqual([]);
  });

  it('saves the proposal as a new stuff of the account: a visitor logs in first, then the builder opens it', async () => {
    const member = createMember(site, { prefix: 'Stuffer' });
    await page.goto(`${baseUrl}/en/tools/dofus-stuffer?class=${PRESET.classId}&level=${PRESET.level}&element=${PRESET.element}`);
    await page.getByTestId('stuffer-run').click();
    await waitForOutcome('optimal');
    const best = engine.panominator(dofusStufferQuery('dofus', PRESET)).solutions[0];
    const form = page.getByTestId('stuffer-save');
    // A name the API refuses is said on the field, and nothing is stored.
    await form.getByTestId('stuffer-save-name').fill('!!');
    await form.getByTestId('stuffer-save-submit').click();
    const dialog = page.getByTestId('login-dialog');
    await dialog.getByTestId('login-login').fill(member.name);
    await dialog.getByTestId('login-password').fill(member.password);
    await dialog.getByTestId('login-submit').click();
    await form.getByTestId('stuffer-save-error').waitFor();
    await form.getByTestId('stuffer-save-name').fill('Fire Iop proposal');
    await form.getByTestId('stuffer-save-submit').click();
    await page.waitForURL(/\/en\/stuff\/private\/\d+$/);
    const id = Number(/private\/(\d+)$/.exec(page.url())![1]);
    const stored = await page.evaluate(async (stuffId) => {
      const response = await fetch(`/api/stuffs/dofus/private/${stuffId}`, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      return (await response.json()) as { name: string; stuff: Stuff };
    }, id);
    expect(stored.name).toBe('Fire Iop proposal');
    expect(stored.stuff.items).toEqual(best.items);
    expect(stored.stuff.points).toEqual(best.points);
    expect(stored.stuff.classId).toBe(PRESET.classId);
    expect(stored.stuff.level).toBe(PRESET.level);
    await expect(page.getByTestId('stuff-name').textContent()).resolves.toBe('Fire Iop proposal');
    await logOut(page);
    expect(site.pageErrors).toEqual([]);
  });

  it('says when no stuff reaches the level’s usual AP and MP, in the user’s language', async () => {
    const query = dofusStufferQuery('dofus', INFEASIBLE);
    expect(query.constraints?.length).toBeGreaterThan(0);
    expect(engine.panominator(query).status).toBe('infeasible');

    await page.goto(`${baseUrl}/fr`);
    await writeDraft(page, DRAFT);
    await page.goto(`${baseUrl}/fr/outils/dofus-stuffer?class=${INFEASIBLE.classId}`);
    // Level 200, earth and damage are the form's defaults.
    expect(presetOfPage(DRAFT)).toEqual(INFEASIBLE);
    await page.getByTestId('stuffer-run').click();
    await waitForOutcome('infeasible');
    await expect(page.getByTestId('stuffer-status').textContent()).resolves.toBe(fr['stuffer.run.infeasible']);
    await expect(page.getByTestId('stuffer-solutions').count()).resolves.toBe(0);
    // Nothing is lost: another level below 100 proposes a stuff.
    await page.getByTestId('stuffer-level').fill('60');
    await page.waitForURL((url) => url.searchParams.get('level') === '60');
    await page.getByTestId('stuffer-stale').waitFor();
    await page.getByTestId('stuffer-run').click();
    await waitForOutcome('optimal');
    const expected = engine.panominator(dofusStufferQuery('dofus', { ...INFEASIBLE, level: 60 }));
    await expect(page.getByTestId('stuffer-solution-0').getAttribute('data-objective')).resolves.toBe(String(expected.solutions[0].objective));
    expect(site.pageErrors).toEqual([]);
  });
});
