/**
 * Issue 20 — the Bombminator in a real browser on the REAL Dofus 2 data (DATA_DIR, ../shared/data by
 * default): a level-200 Roublard draft, three bombs (two fire bombs in line, an air bomb next to the
 * first) and a target standing in the fire wall, resistances typed (one typo corrected), the Combo of
 * a bomb set, a Détonateur on the first fire bomb (explosion, then the air bomb's chain reaction).
 * The totals on screen equal those of game/bombs.ts run here in Node with the engine built on the
 * very catalogue the page's worker loads (checked first to be the real one). The wall is drawn;
 * moving a bomb out of line removes it (and the totals follow); the game's limit of bombs per
 * element is refused with a message; at 390×844 the page has no horizontal scroll and a click still
 * moves a bomb; French texts, then English ones with a non-Roublard draft (the class message).
 *
 * Second journey: a member's saved stuffs as the character — a level-150 Roublard (its level picks the
 * water bomb's grade 2) whose totals are the engine's for that stuff, and an Iop one (the class message).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogSchema } from '#contract/catalog';
import type { Stuff } from '#contract/stuff';
import { createEngine, type Engine } from '#engine';
import {
  BOMB_SETTING_KEYS,
  BOMB_SETTINGS,
  ROUBLARD_CLASS_ID,
  runBombminator,
  type BoardState,
  type ComboAction,
  type Range,
} from '#game/bombs';
import { buildPath } from '#web/config/routes.ts';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';
import { newLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import { en, fr } from '../support/i18n-messages.ts';
import { hasRealData, REAL_DATA_DIR, realCatalog } from '../support/catalogs.ts';
import { message, writeDraft } from './support/builder.ts';
import { dismissGamificationModals } from './support/gamification.ts';
import { createMember, logIn } from './support/members.ts';
import { hasChromium, RESULTS, SKIP_REASON as NO_CHROMIUM, startSite, type Site } from './support/site.ts';

const NO_REAL_DATA = `no real game data at ${REAL_DATA_DIR} (set DATA_DIR to the folder holding dofus/manifest.json)`;
const SKIP_REASON = !hasChromium ? NO_CHROMIUM : !hasRealData ? NO_REAL_DATA : null;
if (SKIP_REASON) console.warn(`tests/e2e/issue20-bombminator.test.ts skipped: ${SKIP_REASON}`);

const IOP = 8;
/** A level-200 Roublard (class 13 in Dofus 2) with some of its capital in intelligence and agility. */
const DRAFT: Stuff = { ...newLocalStuff(), name: 'Roublard bombes', classId: ROUBLARD_CLASS_ID, level: 200, points: { intelligence: 150, agility: 100 } };

/** Where the journey puts things (the game's grid: column x, row y). */
const FIRE_A = { x: 3, y: 3 };
const FIRE_B = { x: 3, y: 7 };
const FIRE_B_OUT = { x: 5, y: 8 };
const AIR = { x: 4, y: 4 };
const TARGET = { x: 3, y: 5 };
const FIRE_EXTRA = { x: 12, y: 0 };
const FIRE_REFUSED = { x: 12, y: 2 };
const RESIST_PERCENT = { fire: 20, air: -10 };
const RESIST_FLAT = { air: 7 };
const FIRE_A_COMBO = 3;

function boardOf(fireB: { x: number; y: number }): BoardState {
  return {
    rogue: { x: 1, y: 1 },
    bombs: [
      { id: 'a', element: 'fire', cell: FIRE_A, combo: FIRE_A_COMBO },
      { id: 'b', element: 'fire', cell: fireB, combo: 1 },
      { id: 'c', element: 'air', cell: AIR, combo: 1 },
    ],
    targets: [{ id: 't', cell: TARGET, resistPercent: RESIST_PERCENT, resistFlat: RESIST_FLAT }],
    variants: { fire: 'base', air: 'base', water: 'base', earth: 'base' },
  };
}
const ACTIONS: ComboAction[] = [{ kind: 'detonator', bombId: 'a' }];

describe.skipIf(SKIP_REASON !== null)(
  SKIP_REASON === null ? 'Bombminator on the real Dofus 2 data in Chromium (issue 20)' : `Bombminator — skipped: ${SKIP_REASON}`,
  () => {
    let site: Site;
    let page: Page;
    let engine: Engine;

    /** The totals game/bombs.ts gives with the engine for the stuff (the draft by default) and this board, as the page words them in `lang`. */
    function expectedTotals(board: BoardState, lang: 'fr' | 'en', messages: Record<string, string>, of: Stuff = DRAFT, actions: ComboAction[] = ACTIONS) {
      const stuff = toStuffInput(of);
      const spells = engine.catalog.spells.filter((spell) => spell.bomb);
      const result = runBombminator(spells, stuff.level, board, actions, (spellId, level, resistPercent, atDistance, resistFlat) => {
        const line = engine.spellLevelDamage(stuff, spellId, level, { resistPercent, resistFlat }, { atDistance }).lines[0];
        return { normal: line.normal!, critical: line.critical ?? line.normal! };
      });
      const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
      const text = (range: Range) => message(messages, 'bombminator.results.range', { min: format.format(range.min), max: format.format(range.max), average: format.format(range.average) });
      const total = result.reports[0].total;
      return { result, normal: text(total.normal), critical: text(total.critical) };
    }

    const cell = (at: { x: number; y: number }) => page.getByTestId(`bomb-cell-${at.x}-${at.y}`);

    async function shownTotals(): Promise<{ normal: string; critical: string }> {
      await page.locator('[data-testid="bomb-results"][data-ready="true"]').waitFor({ timeout: 30_000 });
      const report = page.locator('[data-testid^="bomb-report-"]');
      await expect(report.count()).resolves.toBe(1);
      const id = (await report.getAttribute('data-testid'))!.replace('bomb-report-', '');
      return {
        normal: (await page.getByTestId(`bomb-total-${id}-normal`).textContent())!,
        critical: (await page.getByTestId(`bomb-total-${id}-critical`).textContent())!,
      };
    }

    async function waitForTotals(expected: { normal: string; critical: string }): Promise<void> {
      await expect
        .poll(async () => shownTotals(), { timeout: 30_000 })
        .toEqual({ normal: expected.normal, critical: expected.critical });
    }

    beforeAll(async () => {
      site = await startSite({ locale: 'fr-FR', game: 'dofus', dataDir: REAL_DATA_DIR, readyTimeoutMs: 110_000 });
      page = site.page;
      const served = CatalogSchema.parse(await (await fetch(`${site.serverUrl}/api/catalog/dofus`)).json());
      // The real Dofus 2 catalogue, with the eight bomb spells and their bomb block.
      const real = await realCatalog('dofus');
      expect(served.items.length).toBe(real.items.length);
      expect(served.spells.filter((spell) => spell.bomb).map((spell) => spell.id).sort()).toEqual([13435, 13436, 13444, 13471, 13474, 13478, 13486, 13491]);
      engine = await createEngine({ variant: 'dofus', catalog: served });
    }, 150_000);

    afterAll(async () => {
      await site?.close();
    });

    it('places a Roublard’s bombs and a target, shows the wall, the explosions and the engine’s totals, at both sizes and in two languages', async () => {
      await page.setViewportSize({ width: 1366, height: 900 });
      const url = `${site.urlOf('dofus')}${buildPath('tools.bombminator', 'fr')}`;
      await page.goto(url);
      await writeDraft(page, DRAFT);
      await page.reload();
      await page.getByTestId('bomb-board').waitFor();

      // French texts; the draft's level; every setting in the notes with its value and its source or "proposal".
      await expect(page.locator('h1').textContent()).resolves.toBe(fr['route.tools.bombminator']);
      await expect(page.getByText(fr['bombminator.lead']).count()).resolves.toBe(1);
      await expect(page.getByTestId('bomb-character-summary').textContent()).resolves.toBe(message(fr, 'bombminator.character.summary', { name: DRAFT.name, level: 200 }));
      await expect(page.getByTestId('bomb-not-rogue').count()).resolves.toBe(0);
      for (const key of BOMB_SETTING_KEYS) {
        const setting = BOMB_SETTINGS[key];
        const note = (await page.getByTestId(`bomb-setting-${key}`).textContent())!;
        expect(note).toContain(fr[`bombminator.setting.${key}`]);
        expect(note).toContain(setting.source === 'proposal' ? fr['bombminator.notes.proposal'] : fr[`bombminator.source.${setting.source}`]);
        const value = typeof setting.value === 'boolean' ? fr[setting.value ? 'bombminator.notes.yes' : 'bombminator.notes.no'] : String(setting.value);
        expect(note).toContain(message(fr, 'bombminator.notes.value', { value }));
      }

      // The Roublard, then two fire bombs in line: one wall, drawn between them.
      await page.getByTestId('bomb-tool-rogue').click();
      await cell({ x: 1, y: 1 }).click();
      await page.getByTestId('bomb-tool-fire').click();
      await cell(FIRE_A).click();
      await expect(page.getByTestId('bomb-wall').count()).resolves.toBe(0);
      await cell(FIRE_B).click();
      await expect(page.getByTestId('bomb-wall').count()).resolves.toBe(1);
      await expect(page.getByTestId('bomb-wall-count').textContent()).resolves.toBe(message(fr, 'bombminator.board.walls_one', { count: 1 }));
      const fireIds = [await cell(FIRE_A).getAttribute('data-piece'), await cell(FIRE_B).getAttribute('data-piece')];
      await expect(page.getByTestId('bomb-wall').getAttribute('data-bombs')).resolves.toBe(fireIds.join(','));

      // The game's limit: a third fire bomb goes on, a fourth is refused with a message; the third comes off again.
      await cell(FIRE_EXTRA).click();
      await cell(FIRE_REFUSED).click();
      await expect(page.getByTestId('bomb-problem').textContent()).resolves.toBe(message(fr, 'bombminator.tooMany', { max: BOMB_SETTINGS.maxBombsPerElement.value, element: fr['element.fire'] }));
      await expect(cell(FIRE_REFUSED).getAttribute('data-piece')).resolves.toBeNull();
      await cell(FIRE_EXTRA).click();
      await page.getByTestId('bomb-selected-remove').click();
      await expect(cell(FIRE_EXTRA).getAttribute('data-piece')).resolves.toBeNull();

      // The air bomb next to the first fire bomb, and the target inside the fire wall.
      await page.getByTestId('bomb-tool-air').click();
      await cell(AIR).click();
      await page.getByTestId('bomb-tool-target').click();
      await cell(TARGET).click();
      const fireA = fireIds[0]!;
      const air = (await cell(AIR).getAttribute('data-piece'))!;
      const targetId = (await cell(TARGET).getAttribute('data-piece'))!;

      // Resistances: a typo gets a French message and is kept as typed; corrected, it is used.
      const firePercent = page.getByTestId(`bomb-target-${targetId}-percent-fire`);
      await firePercent.fill('2O');
      await expect(page.getByTestId(`bomb-target-${targetId}-percent-fire-error`).textContent()).resolves.toBe(fr['bombminator.targets.notWhole']);
      await expect(firePercent.inputValue()).resolves.toBe('2O');
      await firePercent.fill(String(RESIST_PERCENT.fire));
      await expect(page.getByTestId(`bomb-target-${targetId}-percent-fire-error`).count()).resolves.toBe(0);
      await page.getByTestId(`bomb-target-${targetId}-percent-air`).fill(String(RESIST_PERCENT.air));
      await page.getByTestId(`bomb-target-${targetId}-flat-air`).fill(String(RESIST_FLAT.air));

      // Combo III on the first fire bomb, then a Détonateur on it.
      await page.getByTestId(`bomb-${fireA}-combo`).selectOption(String(FIRE_A_COMBO));
      await page.getByTestId('bomb-action-kind').selectOption('detonator');
      await page.getByTestId('bomb-action-bomb').selectOption(fireA);
      await page.getByTestId('bomb-action-add').click();

      // The totals are the engine's; the explosions come in the game's order: the fire bomb, then the air bomb's chain reaction.
      const inLine = expectedTotals(boardOf(FIRE_B), 'fr', fr);
      expect(inLine.result.simulation.explosions.map((explosion) => [explosion.element, explosion.part])).toEqual([
        ['fire', 'explosion'],
        ['air', 'chain_reaction'],
      ]);
      await waitForTotals(inLine);
      await page.screenshot({ path: `${RESULTS}/issue20-bombminator-1366.png`, fullPage: true });
      await expect(page.locator('[data-testid="bomb-order"] li').evaluateAll((items) => items.map((item) => item.getAttribute('data-bomb')))).resolves.toEqual([fireA, air]);
      await expect(page.locator(`[data-testid^="bomb-hit-${targetId}-"][data-kind="wall"]`).count()).resolves.toBe(1);
      await expect(page.getByTestId('bomb-grade-fire').textContent()).resolves.toBe(message(fr, 'bombminator.character.grade', { element: fr['element.fire'], grade: 3 }));

      // Moving the second fire bomb out of line removes the wall, and the totals follow.
      await cell(FIRE_B).click();
      await cell(FIRE_B_OUT).click();
      await expect(page.getByTestId('bomb-wall').count()).resolves.toBe(0);
      await expect(page.getByTestId('bomb-wall-count').textContent()).resolves.toBe(fr['bombminator.board.walls_zero']);
      const outOfLine = expectedTotals(boardOf(FIRE_B_OUT), 'fr', fr);
      expect(outOfLine.normal).not.toBe(inLine.normal);
      await waitForTotals(outOfLine);

      // A phone: the board fits the width, no horizontal scroll, and a click moves the bomb back into line.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${RESULTS}/issue20-bombminator-390.png`, fullPage: true });
      const box = (await page.getByTestId('bomb-board').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await cell(FIRE_B_OUT).click();
      await cell(FIRE_B).click();
      await expect(page.getByTestId('bomb-wall').count()).resolves.toBe(1);
      await waitForTotals(inLine);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);

      // English, with a draft of another class: the page says the Roublard is needed and links to the builder.
      await page.setViewportSize({ width: 1366, height: 900 });
      await writeDraft(page, { ...DRAFT, classId: IOP });
      await page.goto(`${site.urlOf('dofus')}${buildPath('tools.bombminator', 'en')}`);
      await page.getByTestId('bomb-board').waitFor();
      await expect(page.getByText(en['bombminator.lead']).count()).resolves.toBe(1);
      await expect(page.getByTestId('bomb-not-rogue').textContent()).resolves.toBe(`${en['bombminator.character.notRogue']} ${en['bombminator.character.openBuilder']}`);
      await expect(page.getByTestId('bomb-not-rogue').locator('a').getAttribute('href')).resolves.toBe(buildPath('stuff.draft', 'en'));
      await expect(page.getByTestId('bomb-results-blocked').textContent()).resolves.toBe(en['bombminator.character.notRogue']);
      await expect(page.getByTestId(`bomb-setting-explosionRadius`).textContent()).resolves.toContain(en['bombminator.notes.proposal']);
      expect(site.pageErrors).toEqual([]);
    }, 240_000);

    it('computes with one of a member’s saved stuffs: its level picks the grades; another class gets the message', async () => {
      await dismissGamificationModals(page);
      const member = createMember(site, { prefix: 'Roublard' });
      const login = await fetch(`${site.serverUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: member.name, password: member.password }),
      });
      const { token } = (await login.json()) as { token: string };
      const save = async (stuff: Stuff): Promise<number> => {
        const response = await fetch(`${site.serverUrl}/api/stuffs/dofus/private/save`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-lang': 'en' },
          body: JSON.stringify({ ...stuff, visible: false }),
        });
        const json = (await response.json()) as { id: number };
        expect(response.status, JSON.stringify(json)).toBe(200);
        return json.id;
      };
      const saved: Stuff = { ...DRAFT, name: 'Roublard 150', level: 150, points: { intelligence: 120 } };
      const savedId = await save(saved);
      const iopId = await save({ ...DRAFT, name: 'Iop 200', classId: IOP });

      await page.goto(`${site.urlOf('dofus')}${buildPath('tools.bombminator', 'en')}`);
      await logIn(page, member);
      await page.getByTestId('bomb-board').waitFor();
      // The draft is still the Iop one from the first journey; the saved Roublard replaces it.
      await page.getByTestId('bomb-source-saved').selectOption(String(savedId));
      await expect
        .poll(() => page.getByTestId('bomb-character-summary').textContent(), { timeout: 20_000 })
        .toBe(message(en, 'bombminator.character.summary', { name: saved.name, level: 150 }));
      await expect(page.getByTestId('bomb-not-rogue').count()).resolves.toBe(0);

      // A water bomb and a target next to it, a cast on the bomb.
      const water = { x: 6, y: 6 };
      const target = { x: 6, y: 7 };
      await page.getByTestId('bomb-tool-water').click();
      await cell(water).click();
      await page.getByTestId('bomb-tool-target').click();
      await cell(target).click();
      const waterId = (await cell(water).getAttribute('data-piece'))!;
      await page.getByTestId('bomb-action-kind').selectOption('cast_on_bomb');
      await page.getByTestId('bomb-action-bomb').selectOption(waterId);
      await page.getByTestId('bomb-action-add').click();
      const board: BoardState = {
        rogue: null,
        bombs: [{ id: 'w', element: 'water', cell: water, combo: 1 }],
        targets: [{ id: 't', cell: target, resistPercent: {} }],
        variants: { fire: 'base', air: 'base', water: 'base', earth: 'base' },
      };
      const expected = expectedTotals(board, 'en', en, saved, [{ kind: 'cast_on_bomb', bombId: 'w' }]);
      expect(expected.result.grades.find((grade) => grade.element === 'water')?.grade).toBe(2);
      await waitForTotals(expected);
      await expect(page.getByTestId('bomb-grade-water').textContent()).resolves.toBe(message(en, 'bombminator.character.grade', { element: en['element.water'], grade: 2 }));
      await expect(page.getByTestId('bomb-grade-fire').textContent()).resolves.toBe(message(en, 'bombminator.character.grade', { element: en['element.fire'], grade: 3 }));

      // The saved Iop: the class message, no computation.
      await page.getByTestId('bomb-source-saved').selectOption(String(iopId));
      await expect
        .poll(() => page.getByTestId('bomb-not-rogue').count(), { timeout: 20_000 })
        .toBe(1);
      await expect(page.locator('[data-testid="bomb-results"][data-ready="true"]').count()).resolves.toBe(0);
      // Back to the saved Roublard: the same totals.
      await page.getByTestId('bomb-source-saved').selectOption(String(savedId));
      await waitForTotals(expected);
      expect(site.pageErrors).toEqual([]);
    }, 120_000);
  },
);
