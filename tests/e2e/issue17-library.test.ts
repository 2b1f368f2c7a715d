/**
 * Issue 17, the libraries, menus, folders and favourites in a real browser (site-spec §2–§9,
 * builder-spec §2, §8). Two members: Alice keeps 12 private stuffs, Bob publishes 25 (3 of them
 * guides); both are saved quickly through the API from Node with the member's token.
 *
 * Desktop (1366×900), in French: a visitor sees neither the member's menus nor the Stuffminator's
 * link, and the favourite star asks to log in → Alice logs in: the menus "my stuffs" and "last
 * modified" (10 entries each, 3 tags each) and the Stuffminator's link → folders page: a name the
 * rules refuse (the API's message on the field), create with an avatar, rename, delete after the
 * confirmation → the library filtered by a folder (from the folders page and from the menu), its
 * filters in the URL, paged and remembered → the public search (class, level, tags, pagination,
 * an empty result) and the guides → a member's public stuffs (Bob's, Alice's none, an unknown
 * member) → favourites: the star on the item page and on the list rows, the favourites filter, the
 * limit's message → the encyclopedia's folder filter → logout: the menus go, a folder link finds
 * nothing. Phone (390×844): the sidebar's member part, the library, the search and the folders.
 */
import { mkdirSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import type { Stuff } from '#contract/stuff';
import { STUFF_MESSAGES } from '#server/i18n/stuff-messages';
import { FAVORITES_PER_CATEGORY_MAX } from '#contract/folders';
import { fr } from '../support/i18n-messages.ts';
import { createMember, logIn, logOut, type E2eMember } from './support/members.ts';
import { dismissGamificationModals } from './support/gamification.ts';
import { hasChromium, RESULTS, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/issue17-library.test.ts skipped: ${SKIP_REASON}`);

const pad = (n: number) => String(n).padStart(2, '0');
const count = (key: 'library.count' | 'folders.stuffs', n: number) => fr[`${key}_${n === 1 ? 'one' : 'other'}` as keyof typeof fr].replace('{{count}}', String(n));

function draft(overrides: Partial<Stuff>): Stuff {
  return {
    id: 0,
    mode: 'local',
    name: 'Stuff',
    classId: 8,
    level: 150,
    gender: 0,
    points: {},
    scrolls: {},
    items: { ch: 2411, ca: 2414 },
    rolls: {},
    forgemagie: {},
    boosts: [],
    ...overrides,
  };
}

describe.skipIf(!hasChromium)(hasChromium ? 'issue 17 libraries in Chromium' : `issue 17 libraries — skipped: ${SKIP_REASON}`, () => {
  let site: Site;
  let page: Page;
  let alice: E2eMember;
  let bob: E2eMember;
  let aliceToken = '';
  let aliceId = 0;
  const aliceStuffs: { id: number; version: number; name: string }[] = [];

  async function api(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
    const response = await fetch(`${site.serverUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-lang': 'fr' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  }

  async function tokenOf(member: E2eMember): Promise<{ token: string; id: number }> {
    const response = await fetch(`${site.serverUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: member.name, password: member.password }),
    });
    const json = (await response.json()) as { token: string; user: { id: number } };
    expect(response.status, JSON.stringify(json)).toBe(200);
    return { token: json.token, id: json.user.id };
  }

  const shot = async (name: string) => {
    mkdirSync(RESULTS, { recursive: true });
    await page.screenshot({ path: `${RESULTS}/issue17-library-${name}.png`, fullPage: false });
  };
  const countText = () => page.getByTestId('stuff-list-count').innerText();

  beforeAll(async () => {
    site = await startSite({ locale: 'fr-FR' });
    page = site.page;
    await dismissGamificationModals(page);
    alice = createMember(site, { prefix: 'Alice' });
    bob = createMember(site, { prefix: 'Bob' });
    const a = await tokenOf(alice);
    aliceToken = a.token;
    aliceId = a.id;
    const { token: bobToken } = await tokenOf(bob);
    // Alice: 12 private stuffs, saved in name order (so "last modified" is the reverse of "my stuffs").
    for (let i = 1; i <= 12; i += 1) {
      const saved = await api(aliceToken, 'POST', '/api/stuffs/retro/private/save', {
        ...draft({ name: `Alpha ${pad(i)}`, classId: 1 + (i % 3) }),
        tags: ['pvp', 'pvm', 'pod', 'sa'],
        visible: false,
      });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      aliceStuffs.push({ id: saved.json.id, version: saved.json.version, name: saved.json.name });
    }
    // Bob: 25 public stuffs; even ones class 1, tagged pvp; every fifth holds the Gelano (level 60); 3 guides.
    for (let i = 0; i < 25; i += 1) {
      const saved = await api(bobToken, 'POST', '/api/stuffs/retro/private/save', {
        ...draft({ name: `Public ${pad(i)}`, classId: 1 + (i % 2), items: i % 5 === 0 ? { a1: 2469 } : { ch: 2411 } }),
        tags: i % 2 === 0 ? ['pvp', 'earth'] : ['pvm'],
        visible: true,
        markdown: [3, 4, 7].includes(i) ? `# Guide ${i}\n\nHow to play it.` : '',
      });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    }
  }, 180_000);

  afterAll(async () => {
    await site?.close();
  });

  beforeEach(() => {
    onTestFailed(async () => {
      await page.screenshot({ path: `${RESULTS}/issue17-library-failure.png` }).catch(() => undefined);
      console.log(`issue17-library: failed at ${page.url()}\n${(await page.locator('body').innerText().catch(() => '')).slice(0, 3000)}`);
    });
  });

  it('menus, folders, libraries, search, guides, member pages, favourites and the folder filter (1366×900)', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const base = site.baseUrl;

    // A visitor: no member menus, no Stuffminator link; the star asks to log in.
    await page.goto(`${base}/fr/encyclopedie/objet/2411`);
    await page.getByTestId('item-page').waitFor();
    expect(await page.getByTestId('nav-menu-my-stuffs').count()).toBe(0);
    expect(await page.getByTestId('nav-menu-folders').count()).toBe(0);
    await page.getByTestId('nav-menu-tools').click();
    await page.getByTestId('nav-tools-cacminator').waitFor();
    expect(await page.getByTestId('nav-tools-stuffminator').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('favorite-star-2411').click();
    await page.getByTestId('login-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('login-dialog').waitFor({ state: 'hidden' });

    // Alice logs in: her favourites, folders and stuffs load at once, before any menu opens.
    const loaded = ['/api/favorites', '/api/folders', '/api/stuffs/retro/private/list'].map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path && response.status() === 200),
    );
    await logIn(page, alice);
    await Promise.all(loaded);
    await page.getByTestId('nav-menu-tools').click();
    await page.getByTestId('nav-tools-stuffminator').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('nav-menu-my-stuffs').click();
    const mine = page.getByTestId('nav-panel-my-stuffs');
    await mine.locator('[data-testid^="menu-stuff-"]').first().waitFor();
    const mineEntries = mine.locator('a[data-testid^="menu-stuff-"]');
    expect(await mineEntries.count()).toBe(10);
    expect(await mineEntries.first().innerText()).toContain('Alpha 01');
    expect(await mine.innerText()).not.toContain('Alpha 11');
    // Three tags of four, in two columns.
    const firstTags = mineEntries.first().getByTestId('menu-stuff-tags').locator('.stuff-tag');
    expect(await firstTags.allInnerTexts()).toEqual([fr['library.tag.pvp'], fr['library.tag.pvm'], fr['library.tag.pod']]);
    expect(await mine.locator('.member-menu__list').count()).toBe(2);
    expect(await mineEntries.first().getAttribute('href')).toBe(`/fr/equipement/private/${aliceStuffs[0]!.id}-alpha-01`);
    await shot('menu-my-stuffs');
    // "Last modified": the other view of the menu, most recent first.
    await mine.getByTestId('menu-tab-recent').click();
    const recent = mine;
    const recentEntries = recent.locator('a[data-testid^="menu-stuff-"]');
    await recentEntries.first().filter({ hasText: 'Alpha 12' }).waitFor();
    expect(await recentEntries.count()).toBe(10);
    expect(await recent.innerText()).not.toContain('Alpha 01');
    await shot('menu-last-modified');
    await recent.getByTestId('menu-recent-see-all').click();
    await page.waitForURL(/\/fr\/equipements$/);
    await page.getByTestId('stuff-list-own').waitFor();
    expect(await countText()).toBe(count('library.count', 12));

    // Folders page: a refused name, then create (with an avatar), rename, delete.
    await page.getByTestId('nav-menu-folders').click();
    await page.getByTestId('nav-panel-folders').getByText(fr['library.menu.noFolder']).waitFor();
    await page.getByTestId('menu-folders-manage').click();
    await page.getByTestId('folders-page').waitFor();
    await page.getByTestId('folders-empty').waitFor();
    await page.getByTestId('folder-create-name').fill('x!');
    await page.getByTestId('folder-create-submit').click();
    expect(await page.getByTestId('folder-create-name-error').innerText()).toBe(STUFF_MESSAGES.folderNameFormat.fr);
    await page.getByTestId('folder-create-name').fill('PvP');
    await page.getByTestId('folder-create-avatar-search').fill('Bouftou');
    await page.getByTestId('folder-create-avatar-item-2411').check();
    await page.getByTestId('folder-create-submit').click();
    const pvp = page.locator('[data-testid^="folder-"]').filter({ has: page.getByTestId('folder-open').filter({ hasText: 'PvP' }) });
    await pvp.waitFor();
    await pvp.locator('[data-testid="folder-avatar"][data-item="2411"]').waitFor();
    await page.getByTestId('folder-create-name').fill('Donjons');
    await page.getByTestId('folder-create-submit').click();
    const donjons = page.locator('li[data-testid^="folder-"]').filter({ hasText: 'Donjons' });
    await donjons.waitFor();
    await donjons.getByTestId('folder-edit').click();
    await donjons.getByTestId('folder-edit-form-name').fill('Donjons 2');
    await donjons.getByTestId('folder-edit-form-submit').click();
    await page.getByTestId('folder-open').filter({ hasText: 'Donjons 2' }).waitFor();
    await shot('folders');
    await page.locator('li[data-testid^="folder-"]').filter({ hasText: 'Donjons 2' }).getByTestId('folder-delete').click();
    const confirm = page.getByTestId('folder-delete-dialog');
    await confirm.waitFor();
    await confirm.getByTestId('folder-delete-confirm').click();
    await page.getByTestId('folder-open').filter({ hasText: 'Donjons 2' }).waitFor({ state: 'detached' });
    expect(await page.getByTestId('folders-count').innerText()).toContain('1');

    // Two of Alice's stuffs go into PvP (through the API); the folders page counts them.
    const folders = await api(aliceToken, 'GET', '/api/folders');
    const pvpId = (folders.json.rows as { id: number; name: string }[]).find((row) => row.name === 'PvP')!.id;
    for (const stuff of aliceStuffs.slice(0, 2)) {
      const moved = await api(aliceToken, 'PUT', `/api/stuffs/retro/private/${stuff.id}`, { version: stuff.version, folder_id: pvpId });
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    }
    await page.reload();
    await pvp.getByTestId('folder-stuffs').filter({ hasText: count('folders.stuffs', 2) }).waitFor();
    await pvp.getByTestId('folder-open').click();
    await page.waitForURL(new RegExp(`/fr/equipements\\?folder=${pvpId}$`));
    await page.getByTestId('stuff-list-count').filter({ hasText: count('library.count', 2) }).waitFor();
    expect(await page.getByTestId(`stuff-filter-folder-${pvpId}`).isChecked()).toBe(true);
    expect(await page.getByTestId('stuff-hits').innerText()).toContain('Alpha 01');

    // The library's filters live in the URL, page, and come back when the list is opened bare.
    await page.getByTestId(`stuff-filter-folder-${pvpId}`).click();
    await page.getByTestId('stuff-list-count').filter({ hasText: count('library.count', 12) }).waitFor();
    await page.getByTestId('stuff-filter-size').selectOption('10');
    await page.waitForURL(/size=10/);
    await page.getByTestId('stuff-page-next').click();
    await page.waitForURL(/page=2/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="stuff-hits"] > li').length === 2);
    await page.getByTestId('stuff-filter-text').fill('alpha 0');
    await page.waitForURL(/text=alpha\+0/);
    await page.getByTestId('stuff-list-count').filter({ hasText: count('library.count', 9) }).waitFor();
    expect(page.url()).not.toContain('page=2');
    await page.goto(`${base}/fr/encyclopedie/objets`);
    await page.goto(`${base}/fr/equipements`);
    await page.waitForURL(/text=alpha\+0/);
    expect(await page.getByTestId('stuff-filter-text').inputValue()).toBe('alpha 0');
    await page.getByTestId('stuff-filter-reset').click();
    await page.getByTestId('stuff-list-count').filter({ hasText: count('library.count', 12) }).waitFor();

    // The folders menu: the folder with its avatar, opening the library filtered.
    await page.getByTestId('nav-menu-folders').click();
    const menuFolder = page.getByTestId(`menu-folder-${pvpId}`);
    await menuFolder.waitFor();
    await menuFolder.locator('[data-testid="folder-avatar"][data-item="2411"]').waitFor();
    await menuFolder.click();
    await page.waitForURL(new RegExp(`folder=${pvpId}`));
    await page.getByTestId('stuff-list-count').filter({ hasText: count('library.count', 2) }).waitFor();

    // The public search: Bob's 25 public stuffs (none of Alice's private ones), filters and pages.
    await page.goto(`${base}/fr/equipement/search`);
    await page.getByTestId('stuff-list-search').waitFor();
    await page.getByTestId('stuff-list-count').filter({ hasText: count('library.count', 25) }).waitFor();
    expect(await page.getByTestId('stuff-hits').innerText()).not.toContain('Alpha');
    expect(await page.getByTestId('stuff-hits').locator('> li').count()).toBe(20);
    const hit = page.getByTestId('stuff-hits').locator('> li').first();
    expect(await hit.getByTestId('stuff-hit-author').innerText()).toBe(bob.name);
    expect(await hit.getByTestId('stuff-hit-views').innerText()).toMatch(/\d+ vue/);
    expect(await hit.getByTestId('stuff-hit-link').getAttribute('href')).toMatch(/^\/fr\/equipement\/\d+-public-\d\d$/);
    await page.getByTestId('stuff-page-next').click();
    await page.waitForURL(/page=2/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="stuff-hits"] > li').length === 5);
    await page.getByTestId('stuff-filter-class').selectOption('1');
    await page.getByTestId('stuff-list-count').filter({ hasText: count('library.count', 13) }).waitFor();
    expect(page.url()).toContain('class=1');
    expect(page.url()).not.toContain('page=2');
    await page.getByTestId('stuff-filter-level-min').fill('50');
    await page.getByTestId('stuff-list-count').filter({ hasText: count('library.count', 3) }).waitFor();
    await page.getByTestId('stuff-filter-tag-pvp').click();
    await page.waitForURL(/tags=pvp/);
    await page.getByTestId('stuff-list-count').filter({ hasText: count('library.count', 3) }).waitFor();
    await page.getByTestId('stuff-filter-tag-pvm').click();
    await page.getByTestId('stuff-list-count').filter({ hasText: fr['library.empty.search'] }).waitFor();
    await page.reload();
    expect(await page.getByTestId('stuff-filter-tag-pvm').isChecked()).toBe(true);
    await page.getByTestId('stuff-list-count').filter({ hasText: fr['library.empty.search'] }).waitFor();
    await shot('search-empty');

    // The guides: Bob's three, each said to be one.
    await page.goto(`${base}/fr/equipement/guides`);
    await page.getByTestId('stuff-list-count').filter({ hasText: count('library.count', 3) }).waitFor();
    expect(await page.getByTestId('stuff-hit-guide').count()).toBe(3);
    await shot('guides');

    // A member's public stuffs: Bob's through the author link (his profile, issue 18) and its "all
    // his public stuffs", Alice's none, an unknown member.
    await page.getByTestId('stuff-hit-author').first().click();
    await page.waitForURL(new RegExp(`/fr/membre/${bob.name.toLowerCase()}$`));
    await page.getByTestId('member-profile-all-stuffs').click();
    await page.waitForURL(new RegExp(`/fr/membre/${bob.name.toLowerCase()}/equipements$`));
    expect(await page.getByTestId('member-stuffs-title').innerText()).toBe(fr['library.member.title'].replace('{{name}}', bob.name));
    await page.getByTestId('stuff-list-count').filter({ hasText: count('library.count', 25) }).waitFor();
    await page.getByTestId('stuff-page-next').click();
    await page.waitForURL(/page=2/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="stuff-hits"] > li').length === 5);
    await page.goto(`${base}/fr/membre/${alice.name}/equipements`);
    await page.getByTestId('stuff-list-count').filter({ hasText: fr['library.empty.member'] }).waitFor();
    await page.goto(`${base}/fr/membre/Nobody404/equipements`);
    expect(await page.getByTestId('member-stuffs-error').innerText()).toBe(fr['library.member.notFound']);

    // Favourites: the star on the item page, seen on the list rows, the favourites filter.
    await page.goto(`${base}/fr/encyclopedie/objet/2411`);
    const star = page.getByTestId('favorite-star-2411');
    await star.waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="favorite-star-2411"]')?.getAttribute('aria-busy') === null);
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="favorite-star-2411"]')?.getAttribute('aria-pressed') === 'true');
    await page.goto(`${base}/fr/encyclopedie/objets`);
    const rowStar = page.getByTestId('row-item-2411').getByTestId('favorite-star-2411');
    await rowStar.waitFor();
    // The member's favourites arrive after the rows: until then the star is busy and claims nothing.
    await page.waitForFunction(() => document.querySelector('[data-testid="row-item-2411"] [data-testid="favorite-star-2411"]')?.getAttribute('aria-busy') === null);
    expect(await rowStar.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('row-item-2414').getByTestId('favorite-star-2414').getAttribute('aria-pressed')).toBe('false');
    await page.getByTestId('list-filter-favorites').click();
    await page.waitForURL(/favorite=true/);
    await page.getByTestId('list-count').filter({ hasText: fr['list.count_one'].replace('{{count}}', '1') }).waitFor();
    expect(await page.getByTestId('list-results').locator('> li').count()).toBe(1);
    await page.getByTestId('list-filter-favorites').click();
    // The limit: the category already holds the maximum (set up in the database), a new hat is refused.
    const db = new Database(site.sqliteFile);
    try {
      const insert = db.prepare("insert into favorites (user_id, game, item_id, category, created_at) values (?, 'retro', ?, 'hat', '2024-01-01T00:00:00.000Z')");
      for (let i = 1; i < FAVORITES_PER_CATEGORY_MAX; i += 1) insert.run(aliceId, 990_000 + i);
    } finally {
      db.close();
    }
    await page.getByTestId('row-item-700').getByTestId('favorite-star-700').click();
    const alert = page.getByTestId('alert-error');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(STUFF_MESSAGES.favoriteMax.fr.replace('{max}', String(FAVORITES_PER_CATEGORY_MAX)));
    expect(await page.getByTestId('row-item-700').getByTestId('favorite-star-700').getAttribute('aria-pressed')).toBe('false');
    await shot('favourite-limit');

    // The encyclopedia's folder filter: the items of the stuffs in PvP (the Gobball hat and cape).
    await page.getByTestId(`list-filter-folder-${pvpId}`).click();
    await page.waitForURL(new RegExp(`folder=${pvpId}`));
    await page.getByTestId('list-count').filter({ hasText: fr['list.count_other'].replace('{{count}}', '2') }).waitFor();
    const shown = await page.getByTestId('list-results').locator('> li').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')));
    expect(shown.sort()).toEqual(['row-item-2411', 'row-item-2414']);
    await shot('encyclopedia-folder');
    const folderUrl = page.url();

    // Logout: the menus and the Stuffminator's link go; the folder link finds nothing for a visitor.
    await logOut(page);
    expect(await page.getByTestId('nav-menu-my-stuffs').count()).toBe(0);
    await page.goto(folderUrl);
    await page.getByTestId('list-count').filter({ hasText: fr['list.personalVisitor'] }).waitFor();
    expect(await page.getByTestId('list-results').count()).toBe(0);
    expect(site.pageErrors).toEqual([]);
  }, 240_000);

  it('the member part of the sidebar, the library, the search and the folders on a phone (390×844)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const base = site.baseUrl;
    await page.goto(`${base}/fr`);
    await logIn(page, alice);
    await page.getByTestId('sidebar-open').click();
    const member = page.getByTestId('sidebar-member');
    await member.waitFor();
    await member.locator('a[data-testid^="menu-stuff-"]').first().waitFor();
    expect(await member.locator('a[data-testid^="menu-stuff-"]').count()).toBe(10);
    await member.locator('a[data-testid^="menu-folder-"]').first().waitFor();
    // The picture once the sidebar has slid in.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await shot('phone-sidebar');
    await member.getByTestId('menu-recent-see-all').click();
    await page.waitForURL(/\/fr\/equipements/);
    await page.getByTestId('stuff-list-count').waitFor();
    // The secondary filters fold away on a phone.
    expect(await page.getByTestId('stuff-filter-class').count()).toBe(0);
    await page.getByTestId('stuff-filters-toggle').click();
    await page.getByTestId('stuff-filter-class').waitFor();
    await shot('phone-library');
    await page.goto(`${base}/fr/equipement/search`);
    await page.getByTestId('stuff-list-count').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await shot('phone-search');
    await page.goto(`${base}/fr/dossiers`);
    await page.getByTestId('folders-list').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot('phone-folders');
    expect(site.pageErrors).toEqual([]);
  }, 120_000);
});
