/**
 * Issue 14, the tools' part, as a French player on the retro fixture data, at 1366×900 and 390×844:
 *
 * - the Cacminator ranks by default the weapons the character can equip (conditions met, level ≤ the
 *   character's, standard records) in the engine's order, says why each ranks, and widening to "all
 *   items" names what it adds and marks the NPC weapon it brings;
 * - the Panominator offers only Retro's stats in its objective and constraint lists and presets,
 *   its class and level fields line up, `?with=` forces a private-server hat and a ring into every
 *   stuff (the hat marked with its availability), a bad id is refused with a reason before any run,
 *   a run brings the results into view and focus (a way back to the settings on a phone);
 * - an engine refusal reads in French only, its technical detail kept off the page.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bootstrap } from '#contract/bootstrap';
import type { Stuff } from '#contract/stuff';
import type { Engine } from '#engine';
import type { StatKey } from '#game/stats';
import { DEFAULT_VIEW as CACMINATOR_DEFAULT_VIEW, type CacminatorView } from '#web/features/cacminator/model/cacminator-filters.ts';
import { cacminatorQueryOf } from '#web/features/cacminator/model/cacminator-query.ts';
import { offeredStats } from '#web/entities/panominator/model/game-stats.ts';
import { panominatorQueryOf } from '#web/features/panominator/model/panominator-query.ts';
import { presetRows, viewFromSearch } from '#web/features/panominator/model/panominator-view.ts';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';
import { newLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import { fr } from '../support/i18n-messages.ts';
import { engineOfSite, message, readDraft, writeDraft } from './support/builder.ts';
import { hasChromium, RESULTS, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/issue14-tools.test.ts skipped: ${SKIP_REASON}`);

// Real retro records of tests/fixtures/data/retro.
const IOP = 8;
/** Bâton du Féca: level 94, only a Féca may wear it (PG=1): it tops the ranking when conditions are ignored. */
const FECA_STAFF = 6525;
/** Épée de Bretim: an NPC weapon (availability npc), CS>6&CV>4. */
const NPC_SWORD = 2711;
/** Coiffe de Tengu Givrefoux: a private-server hat. */
const PRIVATE_HAT = 11703;
/** Gelano: a level-60 ring, +1 AP. */
const GELANO = 2469;
const GOBBALL_HAMMER = 2416;

/** A level-120 Iop with a few points: the NPC sword's conditions hold, the Féca staff's do not. */
const DRAFT: Stuff = { ...newLocalStuff(), classId: IOP, level: 120, points: { strength: 10, vitality: 10 }, items: { ar: GOBBALL_HAMMER } };

/** Stats no Retro record gives, by their French names in the lists. */
const FOREIGN_STATS: StatKey[] = ['lock', 'dodge', 'ap_reduction', 'mp_reduction', 'pushback_damage', 'spell_damage_percent', 'weapon_damage_percent', 'melee_damage_percent', 'ranged_damage_percent', 'physical_reduction', 'magic_reduction'];

/** English words of the engine's messages (engine/src/*-query.ts) that must never reach a French page. */
const ENGINE_ENGLISH = /above the character|cannot be worn|is locked|must be|unknown item|EngineInputError|minLevel|locked\.ar/;

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

describe.skipIf(!hasChromium)(hasChromium ? 'Issue 14 tools in Chromium' : `Issue 14 tools in Chromium — skipped: ${SKIP_REASON}`, () => {
  let site: Site;
  let page: Page;
  let baseUrl: string;
  let engine: Engine;
  let offered: StatKey[];

  beforeAll(async () => {
    site = await startSite({ locale: 'fr-FR' });
    ({ page, baseUrl } = site);
    engine = await engineOfSite(baseUrl);
    const bootstrap = ((await (await fetch(`${baseUrl}/api/bootstrap?game=retro`)).json()) as { data: Bootstrap }).data;
    offered = offeredStats(bootstrap.stats_in_use);
  });

  afterAll(async () => {
    await site?.close();
  });

  /** The weapon ids on screen once the list shows the current search's result, best first. */
  async function shownWeapons(): Promise<number[]> {
    await page.locator('[data-testid="cacminator-list"]:not([data-stale])').waitFor({ timeout: 20_000 });
    await page.getByTestId('cacminator-busy').waitFor({ state: 'detached' });
    return page.$$eval('[data-testid^="cacminator-row-"]', (rows) => rows.map((row) => Number(row.getAttribute('data-weapon-id'))));
  }

  function engineWeapons(view: CacminatorView): number[] {
    return engine.cacminator(cacminatorQueryOf(view, toStuffInput(DRAFT), true)).entries.map((entry) => entry.weaponId);
  }

  /** Whether the element's top line is on screen (below the sticky bar's top, above the fold). */
  async function topInViewport(selector: string): Promise<boolean> {
    return page.locator(selector).evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
  }

  async function bodyText(): Promise<string> {
    return page.evaluate(() => document.body.innerText);
  }

  for (const viewport of VIEWPORTS) {
    it(`${viewport.name} ${viewport.width}×${viewport.height}: trustworthy defaults, the game's own vocabulary, forced items, results in view`, async () => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`${baseUrl}/fr`);
      await writeDraft(page, DRAFT);

      // --- Cacminator: by default, the weapons the character can equip, each with why it ranks.
      await page.goto(`${baseUrl}/fr/outils/cacminator`);
      const expected = engineWeapons(CACMINATOR_DEFAULT_VIEW);
      expect(expected.length).toBeGreaterThan(1);
      await expect.poll(shownWeapons, { timeout: 20_000 }).toEqual(expected);
      const [first] = expected;
      const firstRecord = engine.catalog.items.find((item) => item.id === first)!;
      expect(firstRecord.level).toBeLessThanOrEqual(DRAFT.level);
      expect(firstRecord.availability).toBe('standard');
      expect(engine.cacminator(cacminatorQueryOf(CACMINATOR_DEFAULT_VIEW, toStuffInput(DRAFT), true)).entries[0].conditionsMet).toBe(true);
      await expect(page.getByTestId(`cacminator-flag-conditions-${first}`).count()).resolves.toBe(0);
      await expect(page.getByTestId('cacminator-conditions').inputValue()).resolves.toBe('met');
      // Why it ranks: its lead over the next weapon, its element and characteristic, its critical hits.
      const why = page.getByTestId(`cacminator-why-${first}`);
      await expect(why.getAttribute('data-comparison')).resolves.toMatch(/^(ahead|tied)$/);
      const whyText = (await why.textContent())!;
      expect(whyText).toContain(fr['cacminator.why.label']);
      expect(whyText).toMatch(/n° 2/);
      const element = (await why.getAttribute('data-element'))!;
      expect(whyText).toContain((fr as Record<string, string>)[`element.${element}`]);
      // Ignoring conditions is still possible: the Féca staff then tops the ranking, marked.
      await page.getByTestId('cacminator-conditions').selectOption('any');
      await page.waitForURL((url) => url.searchParams.get('conditions') === 'any');
      await expect.poll(shownWeapons, { timeout: 20_000 }).toEqual(engineWeapons({ ...CACMINATOR_DEFAULT_VIEW, conditions: 'any' }));
      expect((await shownWeapons())[0]).toBe(FECA_STAFF);
      await page.getByTestId(`cacminator-flag-conditions-${FECA_STAFF}`).waitFor();
      await page.getByTestId('cacminator-conditions').selectOption('met');
      // "All items" says what it adds, and the NPC weapon it brings is marked.
      await expect(page.getByTestId('cacminator-availability-hint').textContent()).resolves.toContain('serveurs privés');
      await page.getByTestId('cacminator-availability').selectOption('all');
      await page.waitForURL((url) => url.searchParams.get('availability') === 'all' && !url.searchParams.has('conditions'));
      await expect.poll(shownWeapons, { timeout: 20_000 }).toEqual(engineWeapons({ ...CACMINATOR_DEFAULT_VIEW, availability: 'all' }));
      const npcBadge = page.getByTestId(`cacminator-availability-${NPC_SWORD}`);
      await expect(npcBadge.getAttribute('data-availability')).resolves.toBe('npc');
      await expect(npcBadge.textContent()).resolves.toContain(fr['tools.availability.npc']);
      await page.screenshot({ path: join(RESULTS, `issue14-cacminator-${viewport.name}.png`), fullPage: true });

      // Equipping says so without agreeing with the weapon's gender.
      await page.getByTestId(`cacminator-equip-${NPC_SWORD}`).click();
      await expect(page.getByTestId('cacminator-equipped').textContent()).resolves.toContain('Arme équipée dans votre brouillon');
      await writeDraft(page, DRAFT);

      // An engine refusal (a minimum above the character's level) reads in French only.
      await page.goto(`${baseUrl}/fr/outils/cacminator?level_min=150`);
      await expect(page.getByTestId('cacminator-error').textContent({ timeout: 20_000 })).resolves.toBe(fr['cacminator.error.levelRange']);
      expect(await bodyText()).not.toMatch(ENGINE_ENGLISH);
      await expect(page.getByTestId('alert-error').count()).resolves.toBe(0);

      // --- Panominator: Retro's own stats, aligned fields, forced items.
      const search = `with=${PRIVATE_HAT},${GELANO}`;
      await page.goto(`${baseUrl}/fr/outils/panominator?${search}`);
      await page.getByTestId(`panominator-forced-${PRIVATE_HAT}`).waitFor();
      // The objective's list: only what Retro records give (and the sheet's own stats).
      const statSelect = page.getByTestId('panominator-weight-stat-0');
      await expect.poll(() => statSelect.locator('option').count(), { timeout: 10_000 }).toBe(offered.length);
      const values = await statSelect.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(values).toEqual(offered);
      const labels = (await statSelect.locator('option').allTextContents()).join(' | ');
      for (const stat of FOREIGN_STATS) {
        expect(values).not.toContain(stat);
        expect(labels).not.toContain(fr[`stat.${stat}`]);
      }
      expect(labels).not.toMatch(/Tacle|Fuite/);
      // The default preset's rows are Retro's (no elemental damage row).
      const rows = await page.$$eval('[data-testid^="panominator-weight-stat-"]', (selects) => selects.map((select) => (select as HTMLSelectElement).value));
      expect(rows).toEqual(presetRows('earth', offered).map((row) => row.stat));
      await expect(page.getByTestId('panominator-preset-earth').getAttribute('aria-pressed')).resolves.toBe('true');
      await page.getByTestId('panominator-constraint-add').click();
      await page.getByTestId('panominator-constraint-stat-0').waitFor();
      const constraintValues = await page
        .getByTestId('panominator-constraint-stat-0')
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(constraintValues).toEqual(offered);
      await page.getByTestId('panominator-constraint-remove-0').click();
      // Class and level side by side, their controls at the same height.
      const classBox = (await page.getByTestId('panominator-class').boundingBox())!;
      const levelBox = (await page.getByTestId('panominator-level').boundingBox())!;
      expect(Math.abs(classBox.y - levelBox.y)).toBeLessThanOrEqual(2);
      // "All items" says what it adds.
      const hint = (await page.getByTestId('panominator-availability-hint').textContent())!;
      for (const source of ['Temporis', 'événements', 'objets de MJ', 'objets de PNJ', 'serveurs privés']) expect(hint).toContain(source);

      // The forced hat and ring go in their slots, in every stuff; the run brings the results into view.
      await expect(page.getByTestId(`panominator-forced-${PRIVATE_HAT}`).getAttribute('data-slot')).resolves.toBe('ch');
      await expect(page.getByTestId(`panominator-forced-${GELANO}`).getAttribute('data-slot')).resolves.toBe('a1');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId(viewport.name === 'phone' ? 'panominator-run-below' : 'panominator-run').click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('panominator-results-title');
      await expect.poll(() => topInViewport('#panominator-results-title')).toBe(true);
      await page.locator('[data-testid="panominator-outcome"][data-status="optimal"]').waitFor({ timeout: 30_000 });
      const query = panominatorQueryOf(viewFromSearch(new URLSearchParams(search), offered), toStuffInput(await readDraft(page)), null, { ch: PRIVATE_HAT, a1: GELANO });
      const result = engine.panominator(query);
      expect(result.status).toBe('optimal');
      const objectives = await page.$$eval('[data-testid^="panominator-solution-"][data-objective]', (cards) => cards.map((card) => Number(card.getAttribute('data-objective'))));
      expect(objectives).toEqual(result.solutions.map((solution) => solution.objective));
      await expect(page.getByTestId('panominator-solution-0-slot-ch').getAttribute('data-item-id')).resolves.toBe(String(PRIVATE_HAT));
      await expect(page.getByTestId('panominator-solution-0-slot-a1').getAttribute('data-item-id')).resolves.toBe(String(GELANO));
      await expect(page.getByTestId('panominator-solution-0-forced-ch').textContent()).resolves.toBe(fr['panominator.solution.forced']);
      // The private-server hat is marked with its availability.
      const hatBadge = page.getByTestId('panominator-solution-0-availability-ch');
      await expect(hatBadge.getAttribute('data-availability')).resolves.toBe('private_server');
      await expect(hatBadge.textContent()).resolves.toContain(fr['tools.availability.private_server']);
      await expect(page.getByTestId('panominator-solution-0-availability-a1').count()).resolves.toBe(0);
      // On a phone, a way back to the settings.
      if (viewport.name === 'phone') {
        await page.getByTestId('panominator-back-to-form').click();
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('panominator-form-title');
        await expect.poll(() => topInViewport('#panominator-form-title')).toBe(true);
      } else {
        await expect(page.getByTestId('panominator-back-to-form').isVisible()).resolves.toBe(false);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(RESULTS, `issue14-panominator-${viewport.name}.png`), fullPage: true });

      // Ids that name no item, or an item that cannot be placed, are refused before any run.
      await page.goto(`${baseUrl}/fr/outils/panominator?with=${PRIVATE_HAT},abc,123456`);
      const problems = page.getByTestId('panominator-forced-problems');
      await expect.poll(() => problems.textContent(), { timeout: 10_000 }).toContain(message(fr, 'panominator.forced.unknown', { id: 123456 }));
      await expect(problems.textContent()).resolves.toContain(message(fr, 'panominator.forced.invalid', { token: 'abc' }));
      await page.getByTestId('panominator-run').click();
      await expect(page.getByTestId('panominator-forced-blocked').textContent()).resolves.toContain(fr['panominator.forced.blocked']);
      await expect(page.getByTestId('panominator-outcome').count()).resolves.toBe(0);
      await page.getByTestId('panominator-forced-clean').click();
      await page.waitForURL((url) => url.searchParams.get('with') === `${PRIVATE_HAT},123456`);
      await page.getByTestId('panominator-unforce-123456').click();
      await page.waitForURL((url) => url.searchParams.get('with') === String(PRIVATE_HAT));
      await expect.poll(() => page.getByTestId('panominator-forced-problems').count()).toBe(0);
      await page.getByTestId('panominator-run').click();
      await page.locator('[data-testid="panominator-outcome"]').waitFor({ timeout: 30_000 });

      // An engine refusal (a kept hammer above the character's level) reads in French only.
      await writeDraft(page, { ...DRAFT, level: 5 });
      await page.goto(`${baseUrl}/fr/outils/panominator?lock=ar`);
      await page.getByTestId('panominator-run').click();
      await expect(page.getByTestId('panominator-error').textContent({ timeout: 30_000 })).resolves.toBe(fr['panominator.error.locked']);
      expect(await bodyText()).not.toMatch(ENGINE_ENGLISH);
      await writeDraft(page, DRAFT);
      expect(site.pageErrors).toEqual([]);
    });
  }
});
