/**
 * The navbar search and an encyclopedia category screen in a real browser, on the fixtures:
 * a partial accent-less set name finds the Gobball pieces, the keyboard opens one; the weapons
 * screen filtered by level carries the filter in its URL, keeps it on reload and restores it
 * when the category is opened again from the menu. Needs `npm run build` first.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, hasChromium, RESULTS, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/search.test.ts skipped: ${SKIP_REASON}`);

interface FixtureRecord {
  id: number;
  names: Record<string, string>;
  level: number;
}
const readFixture = (file: string) => JSON.parse(readFileSync(join(FIXTURES, 'retro', file), 'utf8')) as FixtureRecord[];
const GOBBALL_SET_ID = 1;
const LEVEL_MIN = 5;
const LEVEL_MAX = 20;

function expectations() {
  const gobball = (readFixture('sets.json') as (FixtureRecord & { item_ids: number[] })[]).find((set) => set.id === GOBBALL_SET_ID)!;
  const weaponsInRange = readFixture('weapons.json')
    .filter((weapon) => weapon.level >= LEVEL_MIN && weapon.level <= LEVEL_MAX)
    .map((weapon) => weapon.names.fr)
    .sort();
  return { gobballItemIds: gobball.item_ids, weaponsInRange, weaponCount: readFixture('weapons.json').length };
}

async function rowNames(page: Page): Promise<string[]> {
  return (await page.getByTestId('list-results').locator('.list-row__name').allTextContents()).sort();
}

describe.skipIf(!hasChromium)(hasChromium ? 'navbar search and category screens in Chromium' : `search e2e — skipped: ${SKIP_REASON}`, () => {
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

  it('finds the Gobball pieces from "bouf" and opens the active hit with the keyboard', async () => {
    await page.goto(`${site.baseUrl}/fr/`);
    const input = page.getByRole('combobox', { name: 'Rechercher dans l’encyclopédie' });
    await input.click();
    await input.pressSequentially('bouf', { delay: 30 });
    const items = page.getByTestId('navbar-search-group-items');
    await items.waitFor();
    const options = items.getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    expect(await options.count()).toBeLessThanOrEqual(5);
    // Every hit shown is a piece of the Gobball set, and the group total counts them all.
    const hitIds = (await options.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')))).map((testId) =>
      Number(testId!.replace('navbar-search-option-items-', '')),
    );
    for (const id of hitIds) expect(expected.gobballItemIds).toContain(id);
    const total = Number((await page.getByTestId('navbar-search-total-items').textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThanOrEqual(hitIds.length);
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.screenshot({ path: join(RESULTS, 'search-navbar-desktop.png') });

    // ArrowDown twice, ArrowUp once: the first hit is active, announced through aria-activedescendant.
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    await input.press('ArrowUp');
    const activeId = await input.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    await expect(page.locator(`[id="${activeId}"]`).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.locator(`[id="${activeId}"]`).getAttribute('data-testid')).resolves.toBe(`navbar-search-option-items-${hitIds[0]}`);
    await input.press('Enter');
    await page.waitForURL(`${site.baseUrl}/fr/encyclopedie/objet/${hitIds[0]}`);
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('shows the translated no-result message and closes with Escape', async () => {
    await page.goto(`${site.baseUrl}/en/`);
    const input = page.getByRole('combobox', { name: 'Search the encyclopedia' });
    await input.fill('qzxwv');
    await page.getByTestId('navbar-search-empty').getByText('No results for “qzxwv”.').waitFor();
    await input.press('Escape');
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.getByTestId('navbar-search-results').isHidden()).resolves.toBe(true);
  });

  it('aborts the request of a text that typing has superseded', async () => {
    await page.goto(`${site.baseUrl}/fr/`);
    // Slow answers, so the first search is still waiting when the next key arrives.
    await page.route('**/api/search/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => undefined);
    });
    const failed: string[] = [];
    const onFailed = (request: { url(): string }) => failed.push(decodeURIComponent(new URL(request.url()).pathname));
    page.on('requestfailed', onFailed);
    try {
      const input = page.getByTestId('navbar-search-input');
      await input.fill('gel');
      await page.waitForRequest((request) => request.url().endsWith('/api/search/retro/gel'));
      await input.fill('gelano');
      await page.getByTestId('navbar-search-group-items').getByRole('option').first().waitFor();
      await expect.poll(() => failed).toContain('/api/search/retro/gel');
      expect(failed).not.toContain('/api/search/retro/gelano');
    } finally {
      page.off('requestfailed', onFailed);
      await page.unroute('**/api/search/**');
    }
  });

  it('opens a spell hit with the mouse on its class page, the spell named in the query', async () => {
    const spells = readFixture('spells.json') as (FixtureRecord & { class_id: number })[];
    const earthArmour = spells.find((spell) => spell.names.en === 'Earth Armour')!;
    await page.goto(`${site.baseUrl}/en/`);
    const input = page.getByTestId('navbar-search-input');
    await input.fill('armour');
    const group = page.getByTestId('navbar-search-group-spells');
    await group.getByRole('option', { name: 'Earth Armour' }).click();
    await page.waitForURL(`${site.baseUrl}/en/encyclopedia/spells/${earthArmour.class_id}?spellId=${earthArmour.id}`);
  });

  it('finds a set by an accent-less partial name on the sets screen and links to its page', async () => {
    await page.goto(`${site.baseUrl}/fr/encyclopedie/panoplies`);
    await page.getByTestId('list-filter-text').fill('bouf');
    await page.waitForURL((url) => url.searchParams.get('text') === 'bouf');
    const gobball = page.getByTestId(`list-row-set-${GOBBALL_SET_ID}`);
    await gobball.waitFor();
    // The previous page stays (dimmed) while the filtered one loads: wait for the answer.
    await expect.poll(() => page.getByTestId('list-results').locator('.list-row').count()).toBe(1);
    await gobball.click();
    await page.waitForURL(`${site.baseUrl}/fr/encyclopedie/panoplie/${GOBBALL_SET_ID}`);
  });

  it('lists the classes on the spells screen, each leading to its spells page', async () => {
    const classes = readFixture('classes.json');
    await page.goto(`${site.baseUrl}/es/enciclopedia/hechizos`);
    const picker = page.getByTestId('class-picker');
    await picker.waitFor();
    await expect(picker.getByRole('link').count()).resolves.toBe(classes.length);
    await picker.getByTestId(`class-${classes[0].id}`).click();
    await page.waitForURL(`${site.baseUrl}/es/enciclopedia/hechizos/${classes[0].id}`);
  });

  it('filters the weapons by level, carries the filter in the URL and keeps it on reload', async () => {
    await page.goto(`${site.baseUrl}/fr/encyclopedie/armes`);
    await page.getByTestId('category-weapon').waitFor();
    await expect.poll(() => page.getByTestId('list-count').textContent()).toBe(`${expected.weaponCount} résultats`);

    await page.getByTestId('list-filter-level-min').fill(String(LEVEL_MIN));
    await page.getByTestId('list-filter-level-max').fill(String(LEVEL_MAX));
    await page.waitForURL((url) => url.searchParams.get('level_min') === String(LEVEL_MIN) && url.searchParams.get('level_max') === String(LEVEL_MAX));
    await expect.poll(() => rowNames(page)).toEqual(expected.weaponsInRange);

    await page.reload();
    await page.getByTestId('category-weapon').waitFor();
    await expect.poll(() => rowNames(page)).toEqual(expected.weaponsInRange);
    await expect(page.getByTestId('list-filter-level-min').inputValue()).resolves.toBe(String(LEVEL_MIN));
    await expect(page.getByTestId('list-filter-level-max').inputValue()).resolves.toBe(String(LEVEL_MAX));
    await page.screenshot({ path: join(RESULTS, 'search-weapons-desktop.png'), fullPage: true });

    // Another category, then the weapons again from the encyclopedia menu (a link without a query): the filter is back.
    await page.goto(`${site.baseUrl}/fr/encyclopedie/panoplies`);
    await page.getByTestId('list-results').waitFor();
    await page.getByTestId('nav-menu-encyclopedia').click();
    await page.getByTestId('nav-encyclopedia-weapon').click();
    await page.waitForURL((url) => url.pathname === '/fr/encyclopedie/armes' && url.searchParams.get('level_min') === String(LEVEL_MIN));
    await expect.poll(() => rowNames(page)).toEqual(expected.weaponsInRange);

    // The reset goes back to every weapon, and stays there (the remembered view is not forced back).
    await page.getByTestId('list-filter-reset').click();
    await page.waitForURL((url) => url.pathname === '/fr/encyclopedie/armes' && url.search === '');
    await expect.poll(() => page.getByTestId('list-count').textContent()).toBe(`${expected.weaponCount} résultats`);
  });

  it('pages through the items with real links, the page in the URL', async () => {
    await page.goto(`${site.baseUrl}/fr/encyclopedie/objets?size=5`);
    const pagination = page.getByTestId('list-pagination');
    await pagination.waitFor();
    const firstPage = await rowNames(page);
    expect(firstPage).toHaveLength(5);
    await page.getByTestId('list-next').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('size') === '5');
    await expect.poll(async () => (await rowNames(page)).some((name) => firstPage.includes(name))).toBe(false);
    await expect(pagination.locator('[aria-current="page"]').textContent()).resolves.toBe('2');
    // The display shows the same rows: it keeps the page.
    await page.getByText('Cartes', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('display') === 'card' && url.searchParams.get('page') === '2');
    await page.locator('.list-results--card').waitFor();
    await page.screenshot({ path: join(RESULTS, 'search-items-cards.png'), fullPage: true });
    // A page past the end (an old link) lands on the last page.
    await page.goto(`${site.baseUrl}/fr/encyclopedie/objets?size=5&page=99`);
    await page.waitForURL((url) => url.searchParams.get('page') !== '99');
    const pages = Number(await pagination.locator('.list-pagination__page').last().textContent());
    expect(new URL(page.url()).searchParams.get('page')).toBe(String(pages));
  });

  it('filters the items by a main effect chosen in the effect picker, and offers the effect sort', async () => {
    const items = readFixture('items.json') as (FixtureRecord & { effects?: { stat?: string; max?: number }[] })[];
    const withStrength = new Set(items.filter((item) => (item.effects ?? []).some((effect) => effect.stat === 'strength' && (effect.max ?? 0) > 0)).map((item) => item.names.fr));
    await page.goto(`${site.baseUrl}/fr/encyclopedie/objets`);
    await page.getByTestId('list-results').waitFor();
    const picker = page.getByTestId('list-filter-main-effect');
    await picker.locator('summary').click();
    await picker.getByText('Force', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('main_effect') !== null);
    await expect.poll(async () => (await rowNames(page)).every((name) => withStrength.has(name))).toBe(true);
    expect((await rowNames(page)).length).toBeGreaterThan(0);
    await expect(page.getByTestId('list-filter-sort').locator('option[value="effect_desc"]').count()).resolves.toBe(1);
  });

  it('shows the category at 390 px with the search in the top bar', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.baseUrl}/fr/encyclopedie/objets`);
    await page.getByTestId('list-results').waitFor();
    await expect(page.getByRole('combobox', { name: 'Rechercher dans l’encyclopédie' }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(RESULTS, 'search-items-mobile.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(site.pageErrors).toEqual([]);
  });
});
