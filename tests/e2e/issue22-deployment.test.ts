/**
 * Issue 22, a new deployment while a page is open (site-spec §8): the page's lazily loaded parts
 * name files of the previous build. A route's module that cannot be fetched (answered 404, as after
 * a deployment) reloads the page once, and the reloaded page works; when it is still missing right
 * after that reload, the guard in sessionStorage stops a loop and the error page shows.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../support/i18n-messages.ts';
import { message } from './support/builder.ts';
import { hasChromium, ROOT, SKIP_REASON, startSite, type Site } from './support/site.ts';

/** Counts the documents the page requests from now on (a reload is one). */
function countDocuments(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) count++;
  });
  return () => count;
}

if (!hasChromium) console.warn(`tests/e2e/issue22-deployment.test.ts skipped: ${SKIP_REASON}`);

describe.skipIf(!hasChromium)('a deployment while a page is open', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => site?.close());

  it('a page module gone reloads the page once and the page works; gone again at once, the error page shows without a reload loop', async () => {
    const { page } = site;
    await page.setViewportSize({ width: 1366, height: 900 });
    // The module of the legal pages (CGU, privacy, devblog) in this build.
    const chunk = readdirSync(join(process.env.E2E_WEB_DIR ?? join(ROOT, 'dist/web'), 'assets')).find((file) => /^site-pages-.*\.js$/.test(file));
    expect(chunk).toBeDefined();
    let loads = 0;
    page.on('load', () => loads++);

    await page.goto(`${site.baseUrl}/fr`);
    await page.locator('footer a[href="/fr/cgu"]').waitFor();
    expect(loads).toBe(1);
    // The previous build's module is gone from the server (every request of this document is
    // answered 404); the reloaded document is the new build's, whose module is there.
    const documents = countDocuments(page);
    let refused = 0;
    await page.route(`**/assets/${chunk}`, async (route) => {
      if (documents() === 0) {
        refused++;
        await route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
      } else await route.continue();
    });
    const reloaded = page.waitForEvent('load');
    await page.locator('footer a[href="/fr/cgu"]').click();
    await reloaded;
    await page.waitForURL(`${site.baseUrl}/fr/cgu`);
    await page.locator('main h1').first().waitFor();
    expect(refused).toBeGreaterThan(0);
    expect(documents()).toBe(1);
    expect(loads).toBe(2);
    expect(await page.locator('[role="alert"] .page-message__title').count()).toBe(0);
    expect(site.pageErrors).toEqual([]);

    // Missing again right after the reload: no second reload, the error page in the page's language.
    await page.unroute(`**/assets/${chunk}`);
    await page.route(`**/assets/${chunk}`, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }));
    await page.goto(`${site.baseUrl}/fr/cgu`);
    await page.getByRole('heading', { name: message(fr, 'error.page.title') }).waitFor();
    expect(loads).toBe(3);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toMatch(/^\d+$/);
  });

  it('on a phone (390×844), in English: the page module gone after a deployment reloads the page once and the page works', async () => {
    const { page } = site;
    await page.setViewportSize({ width: 390, height: 844 });
    const chunk = readdirSync(join(process.env.E2E_WEB_DIR ?? join(ROOT, 'dist/web'), 'assets')).find((file) => /^site-pages-.*\.js$/.test(file))!;
    await page.unroute(`**/assets/${chunk}`);
    await page.goto(`${site.baseUrl}/en`);
    // A new tab's session: no reload yet.
    await page.evaluate(() => sessionStorage.removeItem('chunk-reload-at'));
    await page.locator('footer a[href="/en/privacy"]').waitFor();
    let loads = 0;
    page.on('load', () => loads++);
    const documents = countDocuments(page);
    let refused = 0;
    await page.route(`**/assets/${chunk}`, async (route) => {
      if (documents() === 0) {
        refused++;
        await route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
      } else await route.continue();
    });
    const reloaded = page.waitForEvent('load');
    await page.locator('footer a[href="/en/privacy"]').click();
    await reloaded;
    await page.waitForURL(`${site.baseUrl}/en/privacy`);
    await page.locator('main h1').first().waitFor();
    expect(loads).toBe(1);
    expect(refused).toBeGreaterThan(0);
    expect(documents()).toBe(1);
    expect(await page.locator('[role="alert"] .page-message__title').count()).toBe(0);
  });
});
