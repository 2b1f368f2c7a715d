/**
 * The three sibling sites on one server (issue 15): the one build of the web app, asked from
 * retro.localhost, dofus.localhost and touch.localhost, is each time that game's site — its home's
 * figures, its catalogue, its tools — and links to the others: from a Retro item page to the Dofus
 * site's items, the same tool on the site that has it. Each site keeps its own draft: editing the
 * Dofus draft leaves the Retro one untouched. (The Dofus-Stuffer proposal run on the Dofus site is
 * dofus-stuffer.test.ts, which opens the dofus.localhost host of its server.)
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemSearchResponse } from '#contract/items';
import { StatsResponse } from '#contract/stats';
import type { Stuff } from '#contract/stuff';
import { VARIANTS, type Variant } from '#game/variants';
import { newLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import { fr } from '../support/i18n-messages.ts';
import { readDraft, slotItem, writeDraft } from './support/builder.ts';
import { hasChromium, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/sibling-sites.test.ts skipped: ${SKIP_REASON}`);

const COIFFE_DU_BOUFTOU = 2411;

describe.skipIf(!hasChromium)(hasChromium ? 'three sibling sites on one server in Chromium' : `sibling sites — skipped: ${SKIP_REASON}`, () => {
  let site: Site;
  let page: Page;

  beforeAll(async () => {
    site = await startSite();
    page = site.page;
  }, 90_000);

  afterAll(async () => {
    await site?.close();
  });

  const api = async (path: string) => {
    const response = await fetch(`${site.serverUrl}${path}`);
    expect(response.status, path).toBe(200);
    return response.json();
  };

  it('serves each game on its host: its figures, its catalogue, its tools, and links to the others', async () => {
    const figures = new Map<Variant, number>();
    for (const variant of VARIANTS) {
      const { data } = StatsResponse.parse(await api(`/api/stats?game=${variant}`));
      figures.set(variant, data.nbItems);
      const first = ItemSearchResponse.parse(await api(`/api/items/${variant}/search/items?size=5&sort=name_asc`));

      await page.goto(`${site.urlOf(variant)}/fr/`);
      await expect(page.locator('html').getAttribute('data-variant')).resolves.toBe(variant);
      await expect(page.getByTestId('brand').textContent()).resolves.toContain(fr[`app.variant.${variant}`]);
      await page.getByTestId('app-stat-nbItems').filter({ hasText: /\d/ }).waitFor();
      await expect(page.getByTestId('app-stat-nbItems').textContent()).resolves.toBe(new Intl.NumberFormat('fr').format(data.nbItems));
      // The strip names the three games, this one marked.
      await expect(page.getByTestId(`site-${variant}`).getAttribute('aria-current')).resolves.toBe('true');
      for (const other of VARIANTS.filter((entry) => entry !== variant)) {
        await expect(page.getByTestId(`site-${other}`).getAttribute('href')).resolves.toBe(`${site.urlOf(other)}/fr/`);
      }
      // The catalogue of the list is this game's (the fixtures have no Touch data: its list is empty).
      await page.goto(`${site.urlOf(variant)}/fr/encyclopedie/objets?sort=name_asc&size=5`);
      if (first.count === 0) {
        await page.getByText(fr['list.empty']).waitFor();
      } else {
        await page.getByTestId('list-results').waitFor();
        const shown = await page.getByTestId('list-results').locator('> li').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')));
        expect(shown, variant).toEqual(first.rows.map((row) => `row-item-${row.id}`));
      }
      // Its tools: Bombminator on dofus, Skinator on touch, the Dofus-Stuffer proposal off retro.
      await page.getByTestId('nav-menu-tools').click();
      await page.getByTestId('nav-tools-cacminator').waitFor();
      await expect(page.getByTestId('nav-tools-bombminator').count()).resolves.toBe(variant === 'dofus' ? 1 : 0);
      await expect(page.getByTestId('nav-tools-skinator').count()).resolves.toBe(variant === 'touch' ? 1 : 0);
      await expect(page.getByTestId('nav-tools-dofus-stuffer').count()).resolves.toBe(variant === 'retro' ? 0 : 1);
      await page.keyboard.press('Escape');
    }
    expect(new Set(figures.values()).size, 'the three games hold different catalogues').toBe(3);
    expect(figures.get('retro')).toBeGreaterThan(0);
    expect(figures.get('dofus')).toBeGreaterThan(0);

    // From a Retro item page, the Dofus link leads to the Dofus site's items (ids differ between games).
    await page.goto(`${site.urlOf('retro')}/fr/encyclopedie/objet/${COIFFE_DU_BOUFTOU}`);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Coiffe du Bouftou' }).waitFor();
    await page.getByTestId('site-dofus').click();
    await page.waitForURL(`${site.urlOf('dofus')}/fr/encyclopedie/objets`);
    await expect(page.getByTestId('brand').textContent()).resolves.toContain(fr['app.variant.dofus']);
    await page.getByTestId('list-results').waitFor();

    // A tool of another game says so, and leads to the same tool where it exists.
    await page.goto(`${site.urlOf('retro')}/fr/outils/bombminator`);
    await page.getByTestId('not-on-this-game').waitFor();
    await expect(page.getByTestId('not-on-this-game-touch').count()).resolves.toBe(0);
    await page.getByTestId('not-on-this-game-dofus').click();
    await page.waitForURL(`${site.urlOf('dofus')}/fr/outils/bombminator`);
    await expect(page.getByTestId('not-on-this-game').count()).resolves.toBe(0);
    // On a page that exists everywhere, the link keeps the page.
    await page.goto(`${site.urlOf('touch')}/fr/outils/cacminator`);
    await expect(page.getByTestId('site-retro').getAttribute('href')).resolves.toBe(`${site.urlOf('retro')}/fr/outils/cacminator`);
    expect(site.pageErrors).toEqual([]);
  });

  it('keeps a draft per site: editing the Dofus draft leaves the Retro draft untouched', async () => {
    const retroDraft: Stuff = { ...newLocalStuff(), classId: 8, level: 50, items: { ch: COIFFE_DU_BOUFTOU } };
    await page.goto(`${site.urlOf('retro')}/fr/`);
    await writeDraft(page, retroDraft);
    await page.goto(`${site.urlOf('retro')}/fr/equipement/draft`);
    await expect.poll(() => slotItem(page, 'ch')).toBe(COIFFE_DU_BOUFTOU);

    // The Dofus site has its own draft: empty at first, then edited.
    await page.goto(`${site.urlOf('dofus')}/fr/equipement/draft`);
    await expect.poll(() => slotItem(page, 'ch')).toBeNull();
    const amulet = ItemSearchResponse.parse(await api('/api/items/dofus/search/amulet?size=1')).rows[0]!;
    await page.goto(`${site.urlOf('dofus')}/fr/equipement/draft/objets?slot=am`);
    await page.getByTestId(`equip-${amulet.id}`).click();
    await expect.poll(async () => (await readDraft(page)).items.am).toBe(amulet.id);
    await expect(readDraft(page).then((draft) => draft.items.ch)).resolves.toBeUndefined();

    // Back on Retro: the draft is the one left there, item for item.
    await page.goto(`${site.urlOf('retro')}/fr/equipement/draft`);
    await expect.poll(() => slotItem(page, 'ch')).toBe(COIFFE_DU_BOUFTOU);
    const back = await readDraft(page);
    expect(back.items).toEqual(retroDraft.items);
    expect(back.level).toBe(50);
    expect(back.classId).toBe(8);
    expect(site.pageErrors).toEqual([]);
  });
});
