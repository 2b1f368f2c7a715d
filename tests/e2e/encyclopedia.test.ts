/**
 * The encyclopedia's detail pages in a real browser, on the fixtures: the navbar search ("bouf")
 * leads to a Gobball piece, its set link to the set page (pieces and bonuses), a piece from there,
 * its effects worded by the game's templates; the language switch keeps the same item; a weapon
 * shows its block, conditions in words and a recipe of resources; the spells page shows each
 * level's figures and effects; an unknown id shows the translated "not found". Needs `npm run build`.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, hasChromium, RESULTS, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/encyclopedia.test.ts skipped: ${SKIP_REASON}`);

interface FixtureEffect {
  effect_id: number;
  min: number;
  max: number;
  p1?: number;
  p2?: number;
  turns?: number;
}
interface FixtureItem {
  id: number;
  names: Record<string, string>;
  level: number;
  effects: FixtureEffect[];
  recipe?: { item_id: number }[];
  weapon?: { ap_cost: number; crit_rate: number; crit_bonus: number; fail_rate: number };
}
interface FixtureSet {
  id: number;
  names: Record<string, string>;
  item_ids: number[];
  bonuses: { items: number; effects: FixtureEffect[] }[];
}
interface FixtureSpell {
  id: number;
  class_id: number;
  names: Record<string, string>;
  levels: { level: number; ap_cost: number; effects: FixtureEffect[] }[];
}
const fixture = <T>(file: string) => JSON.parse(readFileSync(join(FIXTURES, 'retro', file), 'utf8')) as T[];

const GOBBALL_SET_ID = 1;
const GOBBALL_AMULET = 2425;
const TWIGGY_SWORD = 40;
const CRA_CLASS_ID = 9;

/** The French template of an effect with "#1 à #2" filled as the game does; written out here, not imported from the app. */
function frenchLine(effect: FixtureEffect, templates: Map<number, string>): string {
  const [first, second] = effect.p1 !== undefined ? [effect.p1, effect.p2] : effect.min === effect.max ? [effect.max, undefined] : [effect.min, effect.max];
  return templates
    .get(effect.effect_id)!
    .replace(/\{~1~2([^}]*)\}/, second === undefined ? '' : '$1')
    .replace('#1', String(first))
    .replace('#2', second === undefined ? '' : String(second))
    .trim();
}

function expectations() {
  const templates = new Map(
    fixture<{ id: number; template?: { fr: string } }>('effects.json').flatMap((effect) => (effect.template ? [[effect.id, effect.template.fr] as const] : [])),
  );
  const set = fixture<FixtureSet>('sets.json').find((entry) => entry.id === GOBBALL_SET_ID)!;
  const amulet = fixture<FixtureItem>('items.json').find((item) => item.id === GOBBALL_AMULET)!;
  const sword = fixture<FixtureItem & { weapon: NonNullable<FixtureItem['weapon']> }>('weapons.json').find((item) => item.id === TWIGGY_SWORD)!;
  const craSpell = fixture<FixtureSpell>('spells.json').find((spell) => spell.class_id === CRA_CLASS_ID)!;
  return {
    set,
    twoPieceBonusLines: set.bonuses.find((bonus) => bonus.items === 2)!.effects.map((effect) => frenchLine(effect, templates)),
    amulet,
    amuletLines: amulet.effects.map((effect) => frenchLine(effect, templates)),
    sword,
    swordLines: sword.effects.map((effect) => frenchLine(effect, templates)),
    craSpell,
    // A lasting effect says for how many turns.
    craSpellLevel1Lines: craSpell.levels[0].effects.map(
      (effect) => frenchLine(effect, templates) + (effect.turns ? ` (${effect.turns} ${effect.turns > 1 ? 'tours' : 'tour'})` : ''),
    ),
  };
}

const lines = (page: Page, testId: string) => page.getByTestId(testId).first().locator('li').allTextContents();

describe.skipIf(!hasChromium)(hasChromium ? 'encyclopedia pages in Chromium' : `encyclopedia e2e — skipped: ${SKIP_REASON}`, () => {
  let site: Site;
  let page: Page;
  const expected = expectations();

  beforeAll(async () => {
    site = await startSite();
    page = site.page;
    mkdirSync(RESULTS, { recursive: true });
  });

  afterAll(async () => {
    await site?.close();
  });

  it('goes from the navbar search "bouf" to a Gobball piece, then to its set', async () => {
    await page.goto(`${site.baseUrl}/fr/`);
    const input = page.getByTestId('navbar-search-input');
    await input.click();
    await input.pressSequentially('bouf', { delay: 30 });
    const firstHit = page.getByTestId('navbar-search-group-items').getByRole('option').first();
    await firstHit.waitFor();
    await firstHit.click();
    await page.waitForURL(/\/fr\/encyclopedie\/objet\/\d+$/);
    const itemId = Number(new URL(page.url()).pathname.split('/').at(-1));
    expect(expected.set.item_ids).toContain(itemId);

    await page.getByTestId('item-set-link').getByText(expected.set.names.fr).click();
    await page.waitForURL(`${site.baseUrl}/fr/encyclopedie/panoplie/${GOBBALL_SET_ID}`);
    await page.getByRole('heading', { level: 1, name: expected.set.names.fr }).waitFor();
    await page.waitForFunction((name) => document.title === `${name} · Tofulab`, expected.set.names.fr);
  });

  it('lists the set’s pieces and its bonuses for 2…n pieces', async () => {
    const pieces = page.getByTestId('set-items').getByRole('link');
    await expect.poll(() => pieces.count()).toBe(expected.set.item_ids.length);
    await expect(page.getByTestId('set-bonuses').locator(':scope > li').count()).resolves.toBe(expected.set.bonuses.length);
    await expect(lines(page, 'set-bonus-2')).resolves.toEqual(expected.twoPieceBonusLines);
    await expect(page.getByTestId('set-bonus-2').getByRole('heading').textContent()).resolves.toBe('2 objets équipés');
    await expect(page.getByTestId('fallback-note').count()).resolves.toBe(0);
    await page.screenshot({ path: join(RESULTS, 'encyclopedia-set-desktop.png'), fullPage: true });
  });

  it('opens a piece from the set page and words its effects with the game’s templates', async () => {
    await page.getByTestId(`set-item-${GOBBALL_AMULET}`).click();
    await page.waitForURL(`${site.baseUrl}/fr/encyclopedie/objet/${GOBBALL_AMULET}`);
    await page.getByRole('heading', { level: 1, name: expected.amulet.names.fr }).waitFor();
    await expect(page.getByTestId('item-level').textContent()).resolves.toBe(`Niv. ${expected.amulet.level}`);
    await expect(lines(page, 'item-effects')).resolves.toEqual(expected.amuletLines);
    await expect(page.getByTestId('fr-only').count()).resolves.toBe(0);
    await expect(page.getByTestId('fallback-note').count()).resolves.toBe(0);
  });

  it('switches to English on the same item and marks the French-only effect texts', async () => {
    await page.getByTestId('language-switch').click();
    await page.getByTestId('lang-en').click();
    await page.waitForURL(`${site.baseUrl}/en/encyclopedia/item/${GOBBALL_AMULET}`);
    await page.getByRole('heading', { level: 1, name: expected.amulet.names.en }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Effects' }).waitFor();
    // Retro templates exist in French only: the lines stay French (lang="fr"), with one note saying so.
    await expect(lines(page, 'item-effects')).resolves.toEqual(expected.amuletLines);
    await expect(page.getByTestId('item-effects').locator('[lang="fr"]').count()).resolves.toBe(expected.amuletLines.length);
    await page.getByTestId('fallback-note').getByText('The game data has these texts in French only.').waitFor();
    await page.getByTestId('item-set-link').getByText(expected.set.names.en).waitFor();
  });

  it('shows a weapon’s block, its conditions in words and a recipe of resources', async () => {
    await page.goto(`${site.baseUrl}/en/encyclopedia/item/${TWIGGY_SWORD}`);
    await page.getByRole('heading', { level: 1, name: expected.sword.names.en }).waitFor();
    const weapon = page.getByTestId('item-weapon');
    const facts = await weapon.locator('dd').allTextContents();
    expect(facts).toEqual([
      String(expected.sword.weapon.ap_cost),
      '1',
      `1/${expected.sword.weapon.crit_rate} (+${expected.sword.weapon.crit_bonus} damage)`,
      `1/${expected.sword.weapon.fail_rate}`,
      'One-handed',
    ]);
    await expect(lines(page, 'item-effects')).resolves.toEqual(expected.swordLines);
    await expect(lines(page, 'item-conditions')).resolves.toEqual(['Strength: more than 4']);
    // The ingredients are resources, not equipment: named, not linked.
    const recipe = page.getByTestId('item-recipe');
    await expect.poll(() => recipe.locator('li').count()).toBe(expected.sword.recipe!.length);
    await expect(recipe.getByRole('link').count()).resolves.toBe(0);
    await expect(recipe.textContent()).resolves.toContain('Ash Wood');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(RESULTS, 'encyclopedia-weapon-mobile.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows a class’s spells with each level’s cost and effects', async () => {
    await page.goto(`${site.baseUrl}/fr/encyclopedie/sorts/${CRA_CLASS_ID}`);
    const spell = page.getByTestId(`spell-${expected.craSpell.id}`);
    await spell.getByText(expected.craSpell.names.fr).waitFor();
    const level1 = spell.getByTestId('spell-level-1');
    await expect(level1.locator('dd').first().textContent()).resolves.toBe(String(expected.craSpell.levels[0].ap_cost));
    await expect(level1.getByTestId('spell-effects').locator('li').allTextContents()).resolves.toEqual(expected.craSpellLevel1Lines);
    await expect(spell.locator('[data-testid^="spell-level-"]').count()).resolves.toBe(expected.craSpell.levels.length);
    await page.screenshot({ path: join(RESULTS, 'encyclopedia-spells-desktop.png'), fullPage: true });
  });

  it('keeps the class and the chosen spell when the language changes on the spells page', async () => {
    await page.goto(`${site.baseUrl}/fr/encyclopedie/sorts/${CRA_CLASS_ID}?spellId=${expected.craSpell.id}`);
    await page.getByTestId(`spell-${expected.craSpell.id}`).getByText(expected.craSpell.names.fr).waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByTestId('lang-es').click();
    await page.waitForURL(`${site.baseUrl}/es/enciclopedia/hechizos/${CRA_CLASS_ID}?spellId=${expected.craSpell.id}`);
    const spell = page.getByTestId(`spell-${expected.craSpell.id}`);
    await spell.getByText(expected.craSpell.names.es).waitFor();
    await expect(spell.getAttribute('open')).resolves.toBe('');
    // Retro spell texts are French: one note for the whole page.
    await expect(page.getByTestId('fallback-note').count()).resolves.toBe(1);
    await expect(spell.getByTestId('spell-level-1').getByRole('heading', { level: 3 }).textContent()).resolves.toBe('Nivel 1');
  });

  it('marks an item name the data has in French only', async () => {
    const frenchOnly = fixture<FixtureItem>('items.json').find((item) => !item.names.en)!;
    await page.goto(`${site.baseUrl}/en/encyclopedia/item/${frenchOnly.id}`);
    const title = page.getByTestId('item-name');
    await title.getByText(frenchOnly.names.fr).waitFor();
    await expect(title.locator('[lang="fr"]').textContent()).resolves.toBe(frenchOnly.names.fr);
    await expect(title.getByTestId('fr-only').getAttribute('title')).resolves.toBe('Text available in French only');
  });

  it('shows the translated "not found" for an unknown item or set', async () => {
    await page.goto(`${site.baseUrl}/es/enciclopedia/objeto/999999`);
    await page.getByTestId('encyclopedia-not-found').getByText('Objeto no encontrado').waitFor();
    await page.goto(`${site.baseUrl}/en/encyclopedia/set/999999`);
    await page.getByTestId('encyclopedia-not-found').getByText('Set not found').waitFor();
    await page.goto(`${site.baseUrl}/fr/encyclopedie/objet/abc`);
    await page.getByTestId('encyclopedia-not-found').getByText('Objet introuvable').waitFor();
    expect(site.pageErrors).toEqual([]);
  });
});
