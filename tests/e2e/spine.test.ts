/**
 * The spine of the site in a real browser: the built server (dist/server) serving the built web
 * app (dist/web) over the fixture data, driven by headless Chromium. It builds nothing itself:
 * run `npm run build:engine && npm run build:web && npm run build:server` first (`npm test` does).
 *
 * Home → statistics → English → draft builder → two Gobball items → the set bonus appears in the
 * characteristics computed by the engine worker → reload → the draft is still there. Screenshots
 * (desktop and 390 px) go to test-results/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, hasChromium, RESULTS, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/spine.test.ts skipped: ${SKIP_REASON}`);

const GOBBALL_SET_ID = 1;
const GOBBALL_HEADGEAR = 2411;
const GOBBALL_AMULET = 2425;

interface FixtureEffect {
  stat?: string;
  max?: number;
}
interface FixtureItem {
  id: number;
  names: Record<string, string>;
  effects?: FixtureEffect[];
}
interface FixtureSet {
  id: number;
  names: Record<string, string>;
  bonuses: { items: number; effects: FixtureEffect[] }[];
}

/** Expected figures come from the fixture records, not from constants copied into the test. */
function fixtureExpectations() {
  const items = JSON.parse(readFileSync(join(FIXTURES, 'retro/items.json'), 'utf8')) as FixtureItem[];
  const sets = JSON.parse(readFileSync(join(FIXTURES, 'retro/sets.json'), 'utf8')) as FixtureSet[];
  const headgear = items.find((item) => item.id === GOBBALL_HEADGEAR)!;
  const amulet = items.find((item) => item.id === GOBBALL_AMULET)!;
  const gobballSet = sets.find((set) => set.id === GOBBALL_SET_ID)!;
  const twoPieceBonus = gobballSet.bonuses.find((bonus) => bonus.items === 2)!;
  const statOf = (effects: FixtureEffect[] | undefined, stat: string) =>
    (effects ?? []).filter((effect) => effect.stat === stat).reduce((sum, effect) => sum + (effect.max ?? 0), 0);
  return {
    headgearName: headgear.names.en,
    amuletName: amulet.names.en,
    setName: gobballSet.names.en,
    // Items count at their maximum roll when no roll is given.
    strengthFromItems: statOf(headgear.effects, 'strength') + statOf(amulet.effects, 'strength'),
    strengthFromSet: statOf(twoPieceBonus.effects, 'strength'),
    intelligenceFromSet: statOf(twoPieceBonus.effects, 'intelligence'),
  };
}

describe.skipIf(!hasChromium)(
  hasChromium ? 'site spine in Chromium' : `site spine in Chromium — skipped: ${SKIP_REASON}`,
  () => {
    let site: Site;
    let context: BrowserContext;
    let page: Page;
    let baseUrl = '';
    const expected = fixtureExpectations();
    let pageErrors: string[] = [];

    beforeAll(async () => {
      site = await startSite();
      ({ context, page, baseUrl, pageErrors } = site);
      mkdirSync(RESULTS, { recursive: true });
    });

    afterAll(async () => {
      await site?.close();
    });

    it('lands on the French home and shows the application statistics', async () => {
      const response = await page.goto(`${baseUrl}/`);
      // Served under a CSP without inline scripts (issue 12): without 'wasm-unsafe-eval' the engine worker cannot start.
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
      await page.waitForURL(`${baseUrl}/fr/`);
      await page.getByRole('heading', { level: 1, name: 'Bienvenue sur Tofulab' }).waitFor();
      await page.waitForFunction(() => document.title === 'Bienvenue sur Tofulab');
      const stats = (await (await fetch(`${baseUrl}/api/stats`)).json()) as { data: { nbItems: number; nbCloths: number } };
      const items = page.getByTestId('app-stat-nbItems');
      await items.getByText(new Intl.NumberFormat('fr').format(stats.data.nbItems), { exact: true }).waitFor();
      await expect(page.getByTestId('app-stat-nbCloths').textContent()).resolves.toBe(String(stats.data.nbCloths));
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
    });

    it('switches to English on the same page and remembers the choice', async () => {
      await page.getByTestId('language-switch').click();
      await page.getByTestId('lang-en').click();
      await page.waitForURL(`${baseUrl}/en/`);
      await page.getByRole('heading', { level: 1, name: 'Welcome to Tofulab' }).waitFor();
      await expect(page.getByTestId('nav-menu-tools').textContent()).resolves.toBe('Tools');
      await expect(page.evaluate(() => localStorage.getItem('lang'))).resolves.toBe('en');
      const cookies = await context!.cookies(baseUrl);
      expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    });

    it('drives the menus with the keyboard and hides the tools of other variants', async () => {
      const tools = page.getByTestId('nav-menu-tools');
      await tools.focus();
      await page.keyboard.press('Enter');
      await expect(tools.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'nav-tools-cacminator');
      // Retro: no Skinator (touch), Bombminator (dofus) or Dofus-Stuffer (not retro); the importer stays.
      await expect(page.getByTestId('nav-tools-skinator').count()).resolves.toBe(0);
      await expect(page.getByTestId('nav-tools-bombminator').count()).resolves.toBe(0);
      await expect(page.getByTestId('nav-tools-dofus-stuffer').count()).resolves.toBe(0);
      await expect(page.getByTestId('nav-stuff-dofus-stuffer').isVisible()).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await expect(tools.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('nav-menu-tools');
    });

    it('opens the draft builder from the stuffs menu', async () => {
      await page.getByTestId('nav-menu-stuffs').click();
      await page.getByTestId('nav-stuff-draft').click();
      await page.waitForURL(`${baseUrl}/en/stuff/draft`);
      await page.getByRole('heading', { level: 1, name: 'Draft stuff' }).waitFor();
      await page.waitForFunction(() => document.title === 'Draft stuff · Tofulab');
      // The class list comes from the bootstrap, in English.
      await page.getByTestId('class-select').locator('option', { hasText: 'Feca' }).waitFor({ state: 'attached' });
    });

    it('equips two Gobball items and shows the set bonus computed by the engine worker', async () => {
      // Equipping from the items tab goes back to the stuff (the default setting).
      for (const itemId of [GOBBALL_HEADGEAR, GOBBALL_AMULET]) {
        await page.getByTestId('builder-tab-items').click();
        await page.getByTestId('list-filter-text').fill('bouftou');
        await page.getByTestId(`equip-${itemId}`).click();
        await page.waitForURL(`${baseUrl}/en/stuff/draft`, { waitUntil: 'commit' });
      }
      await page.getByTestId('slot-ch-item').getByText(expected.headgearName).waitFor();
      await page.getByTestId('slot-am-item').getByText(expected.amuletName).waitFor();

      const setBonus = page.getByTestId(`set-bonus-${GOBBALL_SET_ID}`);
      await setBonus.getByText(expected.setName).waitFor();
      await expect(setBonus.textContent()).resolves.toContain('2 items');
      await page.getByTestId('part-strength-set').getByText(String(expected.strengthFromSet), { exact: true }).waitFor();
      await expect(page.getByTestId('part-intelligence-set').textContent()).resolves.toBe(String(expected.intelligenceFromSet));
      await expect(page.getByTestId('part-strength-items').textContent()).resolves.toBe(String(expected.strengthFromItems));
      await expect(page.getByTestId('part-strength-total').textContent()).resolves.toBe(
        String(expected.strengthFromItems + expected.strengthFromSet),
      );

      const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('local-stuff'))) ?? 'null');
      expect(saved).toMatchObject({ id: 0, mode: 'local', items: { ch: GOBBALL_HEADGEAR, am: GOBBALL_AMULET } });
    });

    it('keeps the draft across a reload', async () => {
      await page.reload();
      await page.getByTestId('slot-ch-item').getByText(expected.headgearName).waitFor();
      await page.getByTestId('slot-am-item').getByText(expected.amuletName).waitFor();
      await page.getByTestId(`set-bonus-${GOBBALL_SET_ID}`).getByText(expected.setName).waitFor();
      await page.getByTestId('part-strength-set').getByText(String(expected.strengthFromSet), { exact: true }).waitFor();
    });

    it('rejects an invalid level with a message and keeps the last valid one', async () => {
      const level = page.getByTestId('level-input');
      await level.fill('250');
      await page.getByTestId('level-error').getByText('between 1 and 200').waitFor();
      await expect(level.getAttribute('aria-invalid')).resolves.toBe('true');
      await level.fill('150');
      await page.getByTestId('level-error').waitFor({ state: 'detached' });
      await expect(page.evaluate(() => JSON.parse(localStorage.getItem('local-stuff')!).level)).resolves.toBe(150);
    });

    it('saves screenshots at desktop width and at 390 px', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(RESULTS, 'spine-draft-desktop.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('sidebar-open').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(RESULTS, 'spine-draft-mobile.png'), fullPage: true });
    });

    it('opens the mobile sidebar with its button and closes it with Escape', async () => {
      const sidebar = page.getByTestId('mobile-sidebar');
      await page.getByTestId('sidebar-open').click();
      await sidebar.waitFor({ state: 'visible' });
      await expect(page.getByTestId('sidebar-open').getAttribute('aria-expanded')).resolves.toBe('true');
      // Let the slide-in finish so the screenshot shows the sidebar in place.
      await sidebar.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      await page.screenshot({ path: join(RESULTS, 'spine-sidebar-mobile.png') });
      await page.keyboard.press('Escape');
      await sidebar.waitFor({ state: 'hidden' });
      // Focus goes back to the button that opened it.
      await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('sidebar-open');
    });

    it('opens the sidebar with a right swipe from the left edge and closes it with a left swipe', async () => {
      const cdp = await context!.newCDPSession(page);
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
      const swipe = async (fromX: number, toX: number, y = 420) => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
        for (let step = 1; step <= 5; step += 1) {
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y }] });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      const sidebar = page.getByTestId('mobile-sidebar');
      await swipe(200, 340); // not from the edge: nothing
      await page.waitForTimeout(200);
      await expect(sidebar.isVisible()).resolves.toBe(false);
      await swipe(8, 180);
      await sidebar.waitFor({ state: 'visible' });
      await swipe(300, 60);
      await sidebar.waitFor({ state: 'hidden' });
      // The edge swipe is the sidebar's alone: the browser must not have gone back in history.
      expect(new URL(page.url()).pathname).toBe('/en/stuff/draft');
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
      await cdp.detach();
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    it('switches language on the draft page and keeps the page', async () => {
      await page.getByTestId('language-switch').click();
      await page.getByTestId('lang-es').click();
      await page.waitForURL(`${baseUrl}/es/equipo/draft`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: 'Borrador de equipo' }).waitFor();
      await page.getByTestId(`set-bonus-${GOBBALL_SET_ID}`).getByText('Set del Jalató').waitFor();
    });

    it('shows the 404 page for unknown paths, redirects other languages’ slugs and the social-login hash', async () => {
      // Issue 14: an unknown path is no longer sent home silently, it is the 404 page in its language.
      await page.goto(`${baseUrl}/en/nowhere/at/all`);
      await page.getByTestId('not-found-page').getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(page.url()).toBe(`${baseUrl}/en/nowhere/at/all`);
      await page.goto(`${baseUrl}/en/equipement/draft`);
      await page.waitForURL(`${baseUrl}/en/stuff/draft`);
      // No language prefix: the last language chosen with the switch (Spanish) says it.
      await page.goto(`${baseUrl}/de/irgendwo`);
      await page.getByTestId('not-found-page').getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
      await page.goto(`${baseUrl}/fr/outils/cacminator#_=_`);
      await page.waitForURL(`${baseUrl}/fr/`);
    });

    it('remembers the theme chosen with the toggle', async () => {
      await page.goto(`${baseUrl}/en/`);
      await page.getByTestId('theme-toggle').click();
      await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
      await page.reload();
      await page.getByTestId('theme-toggle').waitFor();
      await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
      await page.screenshot({ path: join(RESULTS, 'spine-home-dark.png') });
      await page.getByTestId('theme-toggle').click();
      await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('light');
    });

    it('shows the statistics’ error state and the server’s message, then recovers', async () => {
      await page.route('**/api/stats?*', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Maintenance in progress' }),
        }),
      );
      await page.goto(`${baseUrl}/en/`);
      // Server errors are retried twice (about 3 s) before the error state shows.
      await page.getByTestId('app-stats-error').waitFor({ timeout: 20_000 });
      await page.getByTestId('alert-error').getByText('Maintenance in progress').waitFor();
      await page.unroute('**/api/stats?*');
      await page.getByTestId('app-stats-error').getByRole('button').click();
      await page.getByTestId('app-stat-nbItems').waitFor();
      await page.getByTestId('app-stats-error').waitFor({ state: 'detached' });
    });

    it('removes an unreadable draft and tells the user', async () => {
      await page.goto(`${baseUrl}/en/`);
      await page.evaluate(() => localStorage.setItem('local-stuff', '{"items": oops'));
      await page.goto(`${baseUrl}/en/stuff/draft`);
      await page.getByTestId('alert-error').getByText('could not be read').waitFor();
      await page.getByTestId('slot-ch').waitFor();
      await expect(page.getByTestId('slot-ch-item').count()).resolves.toBe(0);
      await expect(page.evaluate(() => localStorage.getItem('local-stuff'))).resolves.toBeNull();
      expect(pageErrors).toEqual([]);
    });
  },
);
