/**
 * Issue 14 §7 in a real browser, at 1366×900 and at 390×844, on the fixtures: the navbar's "see
 * all N results" and its Enter key open the search page with every group (items, weapons, sets,
 * spells, cosmetics) counted as the API counts them; an unknown path shows the 404 page in the URL's language
 * (and the server answers it 404), while a known page in another language's slugs still
 * redirects; a shared stuff link is previewed read-only, the visitor's draft untouched until
 * "replace" is confirmed. Needs `npm run build` first.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stuff } from '#contract/stuff';
import type { Engine } from '#engine';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';
import { newLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import { MAIN_FIGURES } from '#web/features/stuff-builder/model/import-decision.ts';
import { en, fr } from '../support/i18n-messages.ts';
import { engineOfSite, message, readDraft, waitForTexts, writeDraft } from './support/builder.ts';
import { hasChromium, RESULTS, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/issue14-navigation.test.ts skipped: ${SKIP_REASON}`);

const frMessages = fr as Record<string, string>;
const enMessages = en as Record<string, string>;
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const GROUPS = ['items', 'weapons', 'sets', 'spells', 'cosmetics'] as const;
/** A text of the fixtures that matches in every group: items, weapons, a set, a spell and cosmetics. */
const EVERY_GROUP_TEXT = 'bo';
const IOP = 8;
const CRA = 9;
const GOBBALL_HEADGEAR = 2411;
const GOBBALL_AMULET = 2425;

/** Each group's count as the API answers it (official records, as the navbar counts). */
async function apiCounts(baseUrl: string, text: string): Promise<Record<(typeof GROUPS)[number], number>> {
  const query = `text=${encodeURIComponent(text)}&size=1`;
  const count = async (path: string) => ((await (await fetch(`${baseUrl}/api/${path}`)).json()) as { count: number }).count;
  return {
    items: await count(`items/retro/search/items?${query}&availability=standard`),
    weapons: await count(`items/retro/search/weapons?${query}&availability=standard`),
    sets: await count(`clothes/retro/search?${query}&availability=standard`),
    spells: await count(`spells/retro/search?${query}`),
    cosmetics: await count(`items/retro/search/cosmetics?${query}&availability=standard`),
  };
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], 'page wider than the screen').toBeLessThanOrEqual(widths[1]);
}

describe.skipIf(!hasChromium)(hasChromium ? 'issue 14 navigation in Chromium' : `issue 14 navigation — skipped: ${SKIP_REASON}`, () => {
  let site: Site;
  let page: Page;
  let baseUrl = '';
  let engine: Engine;

  beforeAll(async () => {
    site = await startSite();
    ({ page, baseUrl } = site);
    engine = await engineOfSite(baseUrl);
    mkdirSync(RESULTS, { recursive: true });
  });

  afterAll(async () => {
    await site?.close();
  });

  it('opens the search page from "see all" and from Enter, with every group; unknown paths show the 404 page, known ones redirect', async () => {
    const counts = await apiCounts(baseUrl, EVERY_GROUP_TEXT);
    for (const group of GROUPS) expect(counts[group], group).toBeGreaterThan(0);
    const total = GROUPS.reduce((sum, group) => sum + counts[group], 0);

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const [lang, messages, searchPath] = viewport.name === 'desktop' ? (['fr', frMessages, '/fr/recherche'] as const) : (['en', enMessages, '/en/search'] as const);

      // The navbar: five hits at most per group, then "see all N results" counting the sets too.
      await page.goto(`${baseUrl}/${lang}/`);
      const input = page.getByTestId('navbar-search-input');
      await input.click();
      await input.pressSequentially(EVERY_GROUP_TEXT, { delay: 30 });
      const seeAll = page.getByTestId('navbar-search-see-all');
      await expect.poll(() => seeAll.getAttribute('data-count')).toBe(String(total));
      await expect(seeAll.textContent()).resolves.toBe(message(messages, 'search.seeAll_other', { count: total }));
      // The keyboard reaches it as the last option (ArrowUp from the text wraps to it).
      await input.press('ArrowUp');
      await expect(seeAll.getAttribute('aria-selected')).resolves.toBe('true');
      await expect(input.getAttribute('aria-activedescendant')).resolves.toBe(await seeAll.getAttribute('id'));
      await page.screenshot({ path: join(RESULTS, `issue14-navbar-see-all-${viewport.name}.png`) });
      await seeAll.click();
      await page.waitForURL(`${baseUrl}${searchPath}?q=${EVERY_GROUP_TEXT}`);

      // The search page: every group with its count, every hit listed and linking to its page.
      const results = page.getByTestId('site-search-page');
      await results.getByRole('heading', { level: 1, name: message(messages, 'searchPage.titleWithText', { text: EVERY_GROUP_TEXT }) }).waitFor();
      await expect.poll(() => page.getByTestId('site-search-total').getAttribute('data-count')).toBe(String(total));
      for (const group of GROUPS) {
        const section = page.getByTestId(`site-search-group-${group}`);
        await expect.poll(() => section.getAttribute('data-count')).toBe(String(counts[group]));
        await expect.poll(() => section.locator('a.site-search__row').count()).toBe(counts[group]);
        await expect(page.getByTestId(`site-search-shown-${group}`).textContent()).resolves.toBe(
          message(messages, 'searchPage.shown', { shown: counts[group], count: counts[group] }),
        );
      }
      await expect(page.title()).resolves.toBe(`${message(messages, 'searchPage.documentTitle', { text: EVERY_GROUP_TEXT })} · Tofulab`);
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(RESULTS, `issue14-search-page-${viewport.name}.png`), fullPage: true });
      const setHit = page.getByTestId('site-search-group-sets').locator('a.site-search__row').first();
      const setHref = await setHit.getAttribute('href');
      expect(setHref).toMatch(lang === 'fr' ? /^\/fr\/encyclopedie\/panoplie\/\d+$/ : /^\/en\/encyclopedia\/set\/\d+$/);
      await setHit.click();
      await page.waitForURL(`${baseUrl}${setHref}`);

      // Enter with no hit chosen opens the search page of the text typed.
      await input.click();
      await input.pressSequentially('bouftou', { delay: 30 });
      await input.press('Enter');
      await page.waitForURL(`${baseUrl}${searchPath}?q=bouftou`);
      await page.getByTestId('site-search-group-items').locator('a.site-search__row').first().waitFor();
      await expect(input.inputValue()).resolves.toBe('');

      // Refining on the page; a text with no match says so in the page's language.
      const pageInput = page.getByTestId('site-search-input');
      await expect(pageInput.inputValue()).resolves.toBe('bouftou');
      await pageInput.fill('qzxwv');
      await pageInput.press('Enter');
      await page.getByTestId('site-search-empty').getByText(message(messages, 'searchPage.empty', { text: 'qzxwv' })).waitFor();

      // A 404 page in the URL's language, inside the shell, and a 404 status from the server.
      for (const [path, pathLang, pathMessages] of [
        ['/fr/nimporte-quoi', 'fr', frMessages],
        ['/en/whatever', 'en', enMessages],
      ] as const) {
        expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(404);
        const response = await page.goto(`${baseUrl}${path}`);
        expect(response?.status()).toBe(404);
        const notFound = page.getByTestId('not-found-page');
        await notFound.getByRole('heading', { level: 1, name: pathMessages['notFound.title'] }).waitFor();
        await expect(page.getByTestId('not-found-path').textContent()).resolves.toBe(path);
        await expect(page.title()).resolves.toBe(`${pathMessages['notFound.title']} · Tofulab`);
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe(pathLang);
        await page.getByTestId('navbar-search-input').waitFor();
        expect(page.url()).toBe(`${baseUrl}${path}`);
        await noHorizontalScroll(page);
        await page.screenshot({ path: join(RESULTS, `issue14-not-found-${pathLang}-${viewport.name}.png`) });
      }
      // Its search box leads to the search page, its link home to the home.
      await page.getByTestId('not-found-search-input').fill('gelano');
      await page.getByTestId('not-found-search-input').press('Enter');
      await page.waitForURL(`${baseUrl}/en/search?q=gelano`);
      await page.goBack();
      await page.getByTestId('not-found-home').click();
      await page.waitForURL(`${baseUrl}/en/`);

      // A known page in another language's slugs, or without its language, still redirects.
      expect((await fetch(`${baseUrl}/en/equipement/draft`)).status).toBe(200);
      await page.goto(`${baseUrl}/en/equipement/draft`);
      await page.waitForURL(`${baseUrl}/en/stuff/draft`);
      await page.goto(`${baseUrl}/en/recherche?q=bouftou`);
      await page.waitForURL(`${baseUrl}/en/search?q=bouftou`);
      await page.goto(`${baseUrl}/fr/encyclopedie/nimporte`);
      await page.getByTestId('not-found-page').waitFor();
    }
    // A group that cannot load says so in the page's language, the others still show; retry recovers it.
    await page.route('**/api/spells/retro/search**', (route) => route.abort());
    await page.goto(`${baseUrl}/fr/recherche?q=${EVERY_GROUP_TEXT}`);
    const spellsError = page.getByTestId('site-search-error-spells');
    await spellsError.getByText(message(frMessages, 'searchPage.error', { message: frMessages['error.network'] })).waitFor();
    await expect.poll(() => page.getByTestId('site-search-group-items').locator('a.site-search__row').count()).toBe(counts.items);
    await page.unroute('**/api/spells/retro/search**');
    await spellsError.getByRole('button').click();
    await expect.poll(() => page.getByTestId('site-search-group-spells').locator('a.site-search__row').count()).toBe(counts.spells);

    // A path without a language: a known page goes to it in the visitor's language (French here),
    // an unknown one is the 404 page in that language.
    await page.goto(`${baseUrl}/equipement/draft`);
    await page.waitForURL(`${baseUrl}/fr/equipement/draft`);
    expect((await fetch(`${baseUrl}/nulle-part`)).status).toBe(404);
    await page.goto(`${baseUrl}/nulle-part`);
    await page.getByTestId('not-found-page').getByRole('heading', { level: 1, name: frMessages['notFound.title'] }).waitFor();
    expect(site.pageErrors).toEqual([]);
  });

  it('previews a shared stuff read-only and replaces the draft only once the visitor confirms', async () => {
    const shared: Stuff = {
      ...newLocalStuff(),
      classId: CRA,
      level: 180,
      gender: 1,
      items: { ch: GOBBALL_HEADGEAR, am: GOBBALL_AMULET },
      points: { strength: 101, vitality: 40 },
    };
    const mine: Stuff = { ...newLocalStuff(), classId: IOP, level: 150, items: { ch: GOBBALL_HEADGEAR } };
    const number = new Intl.NumberFormat('fr');
    const sheet = engine.computeStats(toStuffInput(shared));
    const mineLabel = message(frMessages, 'builder.transfer.current.describe_one', { class: 'Iop', level: 150, count: 1 });

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // The share link, as the builder's export dialog writes it.
      await page.goto(`${baseUrl}/fr/equipement/draft`);
      await writeDraft(page, shared);
      await page.reload();
      await page.getByTestId('builder-export').click();
      const linkField = page.getByTestId('export-share-link');
      await expect.poll(() => linkField.inputValue()).toContain('tofulab=');
      const shareLink = await linkField.inputValue();
      expect(shareLink.startsWith(`${baseUrl}/fr/equipement/dofus-stuffer?`)).toBe(true);
      await page.keyboard.press('Escape');

      // The visitor has a draft of their own when they open it.
      await writeDraft(page, mine);
      await page.goto(shareLink);
      await page.getByTestId('shared-stuff-title').getByText(frMessages['builder.transfer.shared.title']).waitFor();
      const preview = page.locator('[data-testid="import-preview"][data-source="share"]');
      await preview.waitFor();
      await waitForTexts(page, [
        ['import-class', 'Crâ'],
        ['import-level', number.format(180)],
      ]);
      for (const key of MAIN_FIGURES) {
        await expect
          .poll(() => page.locator(`[data-testid="import-figures"] [data-stat="${key}"] dd`).textContent(), { message: key })
          .toBe(number.format(sheet.stats[key]));
      }
      await expect(preview.getByTestId('import-slot-am').getAttribute('data-item-id')).resolves.toBe(String(GOBBALL_AMULET));
      await expect(page.getByTestId('import-current-draft').textContent()).resolves.toBe(
        message(frMessages, 'builder.transfer.current.replaced', { draft: mineLabel }),
      );
      // Seen, not applied: the draft in storage is still the visitor's.
      expect(await readDraft(page)).toEqual(mine);
      // The decision stays in view while the preview is read, on a phone too.
      const decision = await page.getByTestId('import-decision').boundingBox();
      expect(decision).not.toBeNull();
      expect(decision!.y + decision!.height).toBeLessThanOrEqual(viewport.height + 1);
      await noHorizontalScroll(page);
      await page.screenshot({ path: join(RESULTS, `issue14-shared-preview-${viewport.name}.png`) });

      // Leaving keeps the draft.
      await page.getByTestId('import-keep-draft').click();
      await page.waitForURL(`${baseUrl}/fr/equipement/draft`);
      expect(await readDraft(page)).toEqual(mine);

      // Back to the link: "replace" names the draft and asks; cancelling keeps it, confirming replaces it.
      await page.goto(shareLink);
      await page.getByTestId('import-open').click();
      const confirm = page.getByTestId('import-confirm');
      await confirm.getByText(message(frMessages, 'builder.transfer.confirm.bodyNamed', { draft: mineLabel })).waitFor();
      expect(await readDraft(page)).toEqual(mine);
      await page.getByTestId('import-confirm-cancel').click();
      await confirm.waitFor({ state: 'detached' });
      expect(await readDraft(page)).toEqual(mine);
      await page.getByTestId('import-open').click();
      await page.getByTestId('import-confirm-replace').click();
      await page.waitForURL(`${baseUrl}/fr/equipement/draft`);
      expect(await readDraft(page)).toEqual(shared);
    }
    expect(site.pageErrors).toEqual([]);
  });
});
