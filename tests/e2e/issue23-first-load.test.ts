/**
 * Issue 23, the first load: the home's HTML comes prerendered by the server (server/src/web-prerender.ts),
 * so the home shows its content with only its styles, before any script; the app then renders over it
 * without a blank moment or a loading state, and works.
 *
 * Each run holds every script of the page until the content was seen, then lets them through:
 * desktop (1366×900) on the Retro site in French, then a phone (390×844) on the Dofus 2 site in
 * English. A page watcher (installed before the document) records whether the home's title ever
 * left the page or the app's loading state ever showed.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, fr } from '../support/i18n-messages.ts';
import { hasChromium, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/issue23-first-load.test.ts skipped: ${SKIP_REASON}`);

/** Holds every script request until `release()`; counts the bytes of the styles served meanwhile. */
async function holdScripts(page: Page): Promise<{ release(): Promise<void>; held(): number; styleBytes(): number }> {
  const held: Route[] = [];
  let released = false;
  let styleBytes = 0;
  await page.route(/\.js(\?.*)?$/, async (route) => {
    if (released || /\/theme-init(-[\w-]+)?\.js$/.test(new URL(route.request().url()).pathname)) return route.continue();
    held.push(route);
  });
  page.on('response', async (response) => {
    if (!released && response.request().resourceType() === 'stylesheet') styleBytes += (await response.request().sizes()).responseBodySize;
  });
  return {
    held: () => held.length,
    styleBytes: () => styleBytes,
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
      await page.unroute(/\.js(\?.*)?$/);
    },
  };
}

/**
 * Records, from before the document, whether the home's title ever left or the loading state showed,
 * and when the app's render replaced the prerendered page (before that, its buttons do nothing yet;
 * its links are ordinary links).
 */
const WATCHER = `(() => {
  window.__homeWatch = { titleSeen: false, titleLost: false, loadingShown: false, takenOver: false };
  new MutationObserver((records) => {
    const watch = window.__homeWatch;
    // The app's first render replaces the prerendered children of #root in one commit.
    if (records.some((record) => record.target.id === 'root' && record.removedNodes.length > 0)) watch.takenOver = true;
    const title = document.getElementById('home-title');
    if (title) watch.titleSeen = true;
    else if (watch.titleSeen) watch.titleLost = true;
    if (document.querySelector('.app-loading')) watch.loadingShown = true;
  }).observe(document, { childList: true, subtree: true });
})();`;

describe.skipIf(!hasChromium)('the home before its scripts', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
    await site.context.addInitScript(WATCHER);
  });
  afterAll(async () => site?.close());

  it('shows the Retro home in French with its styles only, then the app takes over in place and works (1366×900)', async () => {
    const { page } = site;
    await page.setViewportSize({ width: 1366, height: 900 });
    const scripts = await holdScripts(page);
    const themeScript = page.waitForResponse((response) => /\/theme-init/.test(response.url()));
    await page.goto(`${site.baseUrl}/fr/`, { waitUntil: 'commit' });
    // The theme's blocking script has a hashed name and is kept as immutable: a return visit's parser never waits for it.
    const theme = await themeScript;
    expect(new URL(theme.url()).pathname).toMatch(/^\/assets\/theme-init-[\w-]+\.js$/);
    expect(theme.headers()['cache-control']).toContain('immutable');
    const title = page.locator('#home-title');
    await title.waitFor();
    expect(await title.innerText()).toBe(fr['home.title']);
    expect(await page.getByTestId('cta-builder').getAttribute('href')).toBe('/fr/equipement/draft');
    expect(await page.locator('.feature-card').count()).toBe(3);
    // Styled: the home's own stylesheet applies (the hero is laid out, not raw HTML).
    expect(await page.locator('.hero__actions').evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(scripts.held()).toBeGreaterThan(0);
    expect(scripts.styleBytes()).toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/issue23-home-before-scripts.png' });

    await scripts.release();
    await page.waitForFunction(() => (window as unknown as { __homeWatch: { takenOver: boolean } }).__homeWatch.takenOver);
    // The app's own render: the navigation's menu opens on a click.
    await page.getByTestId('nav-menu-encyclopedia').click();
    await page.getByTestId('nav-encyclopedia-item').waitFor();
    await page.getByTestId('app-stat-nbItems').filter({ hasNot: page.locator('.skeleton') }).waitFor();
    const watch = await page.evaluate(() => (window as unknown as { __homeWatch: Record<string, boolean> }).__homeWatch);
    expect(watch).toEqual({ titleSeen: true, titleLost: false, loadingShown: false, takenOver: true });
    await page.getByTestId('nav-encyclopedia-item').click();
    await page.waitForURL(/\/fr\/encyclopedie\/objets$/);

    // What the visitor does after the app's code ran but before its first render (here the home
    // route's chunk is held) is not lost: a click on a prerendered button reaches the app's button.
    const homeChunk: Route[] = [];
    await page.route(/\/assets\/home-[^/]*\.js$/, (route) => void homeChunk.push(route));
    // DOMContentLoaded comes after the page's module scripts ran: the app's code is there.
    await page.goto(`${site.baseUrl}/fr/`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => homeChunk.length).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __homeWatch: { takenOver: boolean } }).__homeWatch.takenOver)).toBe(false);
    await page.getByTestId('nav-menu-tools').click();
    expect(await page.getByTestId('nav-menu-tools').getAttribute('aria-expanded')).toBe('false');
    for (const route of homeChunk.splice(0)) await route.continue();
    await page.unroute(/\/assets\/home-[^/]*\.js$/);
    await page.waitForFunction(() => (window as unknown as { __homeWatch: { takenOver: boolean } }).__homeWatch.takenOver);
    await page.locator('[data-testid="nav-menu-tools"][aria-expanded="true"]').waitFor();

    // Text typed in the prerendered search field meanwhile moves to the app's field, with the focus,
    // and the app searches it.
    await page.route(/\/assets\/home-[^/]*\.js$/, (route) => void homeChunk.push(route));
    await page.goto(`${site.baseUrl}/fr/`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => homeChunk.length).toBe(1);
    const search = page.getByTestId('navbar-search-input');
    await search.click();
    await search.pressSequentially('bouf', { delay: 20 });
    for (const route of homeChunk.splice(0)) await route.continue();
    await page.unroute(/\/assets\/home-[^/]*\.js$/);
    await page.waitForFunction(() => (window as unknown as { __homeWatch: { takenOver: boolean } }).__homeWatch.takenOver);
    expect(await search.inputValue()).toBe('bouf');
    expect(await search.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByTestId('navbar-search-results').locator('[data-testid^="navbar-search-option-"]').first().waitFor();
    await search.press('End');
    await search.pressSequentially('e');
    expect(await search.inputValue()).toBe('boufe');
    expect(site.pageErrors).toEqual([]);
  });

  it('shows the Dofus 2 home in English on a phone, its site marked, then the app takes over (390×844)', async () => {
    const { page } = site;
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts = await holdScripts(page);
    await page.goto(`${site.urlOf('dofus')}/en`, { waitUntil: 'commit' });
    await page.locator('#home-title').waitFor();
    expect(await page.locator('#home-title').innerText()).toBe(en['home.title']);
    expect(await page.locator('.hero__eyebrow').innerText()).toBe(en['app.variant.dofus']);
    expect(await page.getByTestId('site-dofus').getAttribute('aria-current')).toBe('true');
    expect(await page.getByTestId('site-retro').getAttribute('href')).toBe(`${site.urlOf('retro')}/en/`);
    expect(await page.getByTestId('cta-builder').getAttribute('href')).toBe('/en/stuff/draft');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(scripts.held()).toBeGreaterThan(0);

    await scripts.release();
    await page.waitForFunction(() => (window as unknown as { __homeWatch: { takenOver: boolean } }).__homeWatch.takenOver);
    await page.getByTestId('sidebar-open').click();
    await page.locator('#mobile-sidebar').waitFor();
    const watch = await page.evaluate(() => (window as unknown as { __homeWatch: Record<string, boolean> }).__homeWatch);
    expect(watch).toEqual({ titleSeen: true, titleLost: false, loadingShown: false, takenOver: true });
    expect(site.pageErrors).toEqual([]);
  });
});
