/**
 * Issue 17, the Stuffminator, in Chromium on the retro fixture data:
 *
 * - a member with stuffs saved through the API opens the Stuffminator at 1366×900: "select 2 stuffs
 *   first" with a picker per side; the own list pages (`page1` in the URL), a search narrows it
 *   (`text1`), and picking both stuffs gives the comparison: the characteristics as the engine (run
 *   here in Node on the catalogue the page's worker loads) computes them, the difference and its
 *   colour, the chart drawn (svg bars), both weapons' damage lines and the items that differ, linked
 *   to the encyclopedia; the pickers' state comes back on a visit without a query; a stuff that does
 *   not exist is said on its side, the other side still shown and the picker still usable;
 * - a visitor on a phone (390×844): the member's private stuff says "the equipment is private", a
 *   public stuff found by the search is compared with the local draft ("no weapon equipped" for the
 *   draft), the sides stacked and nothing wider than the screen.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '#contract/auth';
import { bootstrapRoutes } from '#contract/bootstrap';
import type { Stuff } from '#contract/stuff';
import { StoredStuff, stuffsRoutes } from '#contract/stuffs';
import type { Engine } from '#engine';
import type { DamageRange } from '#game/damage-types';
import type { StatKey } from '#game/stats';
import { buildPath } from '#web/config/routes.ts';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';
import { newLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import { compareStat, scoreOf, signedText, statSections } from '#web/features/stuffminator/model/comparison.ts';
import { en } from '../support/i18n-messages.ts';
import { engineOfSite, message, writeDraft } from './support/builder.ts';
import { createMember, logIn, logOut, type E2eMember } from './support/members.ts';
import { dismissGamificationModals, settleGamification } from './support/gamification.ts';
import { hasChromium, RESULTS, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/issue17-stuffminator.test.ts skipped: ${SKIP_REASON}`);

// Real retro records of tests/fixtures/data/retro.
const IOP = 8;
const BOUFTOU_HAT = 2411;
const BOUFTOU_CLOAK = 2414;
const BOUFTOU_RING = 2419;
const GOBBALL_HAMMER = 2416;
const WISDOM_HAT = 6921;
const VITALITY_DOFUS = 737;
const SMALL_SWORD = 40;

type SaveBody = Stuff & { name: string; visible: boolean };
const saved = (overrides: Partial<SaveBody> & { name: string }): SaveBody => ({ ...newLocalStuff(), visible: false, ...overrides });

/** Private: a strength Iop with the Bouftou hat, cloak and hammer. */
const EARTH = saved({ name: 'Terre Iop', classId: IOP, level: 150, points: { strength: 200 }, scrolls: { strength: 100, vitality: 50 }, items: { ch: BOUFTOU_HAT, ca: BOUFTOU_CLOAK, ar: GOBBALL_HAMMER } });
/** Public: a vitality Iop with another hat, the same cloak, a ring, a Dofus and a small sword. */
const VITALITY = saved({
  name: 'Vita Iop',
  visible: true,
  classId: IOP,
  level: 120,
  points: { vitality: 100 },
  items: { ch: WISDOM_HAT, ca: BOUFTOU_CLOAK, a1: BOUFTOU_RING, d1: VITALITY_DOFUS, ar: SMALL_SWORD },
});
/** The visitor's draft: the Bouftou hat and ring, no weapon. */
const DRAFT: Stuff = { ...newLocalStuff(), classId: IOP, level: 60, items: { ch: BOUFTOU_HAT, a2: BOUFTOU_RING } };

const COMPARED_STATS: readonly StatKey[] = ['vitality', 'strength', 'wisdom', 'ap', 'initiative', 'critical_hit'];
const format = new Intl.NumberFormat('en');

describe.skipIf(!hasChromium)(hasChromium ? 'Issue 17 Stuffminator in Chromium' : `Issue 17 Stuffminator in Chromium — skipped: ${SKIP_REASON}`, () => {
  let site: Site;
  let page: Page;
  let engine: Engine;
  let member: E2eMember;
  let earth: StoredStuff;
  let vitality: StoredStuff;
  let iopName: string;
  let statsInUse: StatKey[];

  async function saveStuff(token: string, body: SaveBody): Promise<StoredStuff> {
    const response = await fetch(`${site.serverUrl}${stuffsRoutes.save.url({ game: 'retro' })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-lang': 'en' },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`save ${body.name}: ${response.status} ${await response.text()}`);
    return StoredStuff.parse(await response.json());
  }

  /** The texts of a characteristic's row as the page writes the engine's two sheets. */
  function statRow(stat: StatKey, first: Stuff, second: Stuff): [string, string][] {
    const row = compareStat(stat, engine.computeStats(toStuffInput(first)).stats[stat], engine.computeStats(toStuffInput(second)).stats[stat]);
    return [
      [`cmp-${stat}-first`, format.format(row.first)],
      [`cmp-${stat}-second`, format.format(row.second)],
      [`cmp-${stat}-diff`, `${signedText(row.difference, format)}${row.verdict === 'equal' ? '' : ` (${en[`stuffminator.verdict.${row.verdict}`]})`}`],
    ];
  }

  function rangeText(range: DamageRange): string {
    return range.min === range.max ? format.format(range.min) : `${format.format(range.min)}\u2013${format.format(range.max)}`;
  }

  async function expectTexts(pairs: readonly (readonly [string, string])[]): Promise<void> {
    for (const [testId, text] of pairs) await expect.poll(() => page.getByTestId(testId).textContent(), { timeout: 20_000 }).toBe(text);
  }

  /** The comparison of two stuffs on screen, checked against the engine. */
  async function checkComparison(first: Stuff, second: Stuff): Promise<void> {
    await page.getByTestId('stuffminator-stats').waitFor();
    for (const stat of COMPARED_STATS) await expectTexts(statRow(stat, first, second));
    const vitality = compareStat('vitality', engine.computeStats(toStuffInput(first)).stats.vitality, engine.computeStats(toStuffInput(second)).stats.vitality);
    await expect(page.getByTestId('cmp-vitality').getAttribute('data-verdict')).resolves.toBe(vitality.verdict);
    const colour = await page.getByTestId('cmp-vitality-diff').evaluate((cell) => getComputedStyle(cell).color);
    const neutral = await page.getByTestId('cmp-class').evaluate((row) => getComputedStyle(row.querySelector('td')!).color);
    expect(colour).not.toBe(neutral);
    // Every line of the game's characteristics, counted: how many each stuff wins.
    const score = scoreOf(statSections(statsInUse, engine.computeStats(toStuffInput(first)).stats, engine.computeStats(toStuffInput(second)).stats));
    expect(score.first + score.second).toBeGreaterThan(3);
    await expectTexts([
      ['stuffminator-score', message(en, 'stuffminator.stats.score', score)],
      ['cmp-level-first', format.format(first.level)],
      ['cmp-level-second', format.format(second.level)],
      ['cmp-class-first', iopName],
    ]);
    // The chart: bars drawn in an svg, both panels.
    for (const panel of ['characteristics', 'points']) {
      await page.locator(`[data-testid="stuffminator-chart-${panel}"] svg .recharts-bar-rectangle`).first().waitFor();
      expect(await page.locator(`[data-testid="stuffminator-chart-${panel}"] svg .recharts-bar-rectangle`).count()).toBeGreaterThan(4);
    }
    // Both weapons' damage, line by line, or "no weapon equipped".
    for (const [side, stuff] of [[1, first], [2, second]] as const) {
      const damage = engine.weaponDamage(toStuffInput(stuff));
      if (damage === null) {
        await expectTexts([[`weapon-${side}-none`, en['stuffminator.weapons.none']]]);
        continue;
      }
      await expect.poll(() => page.getByTestId(`weapon-${side}-name`).getAttribute('data-item-id'), { timeout: 20_000 }).toBe(String(stuff.items.ar));
      expect(damage.lines.length).toBeGreaterThan(0);
      await expectTexts(
        damage.lines.flatMap((line, index): [string, string][] => [
          [`weapon-${side}-line-${index}-normal`, rangeText(line.normal)],
          [`weapon-${side}-line-${index}-critical`, rangeText(line.critical)],
        ]),
      );
    }
    // The items that differ, slot by slot, linked to the encyclopedia; the same item in both is not listed.
    const slots = (['ch', 'am', 'a1', 'a2', 'ce', 'bo', 'ca', 'br', 'ar', 'fa', 'mo', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6'] as const).filter((slot) => first.items[slot] !== second.items[slot]);
    await expect.poll(() => page.$$eval('[data-testid^="diff-"][data-kind]', (rows) => rows.map((row) => row.getAttribute('data-testid')))).toEqual(slots.map((slot) => `diff-${slot}`));
    for (const slot of slots) {
      for (const [side, stuff] of [['first', first], ['second', second]] as const) {
        const cell = page.getByTestId(`diff-${slot}-${side}`);
        const id = stuff.items[slot];
        if (id === undefined) {
          await expect(cell.textContent()).resolves.toBe(en['stuffminator.items.empty']);
        } else {
          await expect(cell.locator('a').getAttribute('href')).resolves.toBe(buildPath('encyclopedia.item', 'en', { itemId: id }));
          await expect.poll(() => cell.locator('a').textContent(), { timeout: 20_000 }).toMatch(/^[^#].+/);
        }
      }
    }
  }

  beforeAll(async () => {
    site = await startSite({ locale: 'en-GB' });
    page = site.page;
    await dismissGamificationModals(page);
    engine = await engineOfSite(site.serverUrl);
    member = createMember(site, { prefix: 'Minator' });
    const login = await fetch(`${site.serverUrl}${authRoutes.login.url({})}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lang': 'en' },
      body: JSON.stringify({ login: member.name, password: member.password }),
    });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    earth = await saveStuff(token, EARTH);
    vitality = await saveStuff(token, VITALITY);
    // Enough stuffs for the own list to have a second page.
    for (let index = 1; index <= 8; index += 1) await saveStuff(token, saved({ name: `Filler ${index}` }));
    const bootstrap = (await (await fetch(`${site.serverUrl}${bootstrapRoutes.get.url({})}?game=retro`)).json()) as {
      data: { classes: { id: number; name: Record<string, string> }[]; stats_in_use: StatKey[] };
    };
    iopName = bootstrap.data.classes.find((entry) => entry.id === IOP)!.name.en;
    statsInUse = bootstrap.data.stats_in_use;
  });

  afterAll(async () => {
    await site?.close();
  });

  it('a member compares two of their stuffs at 1366×900: pickers, figures, chart, weapons, items, remembered pickers, a missing stuff', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${site.baseUrl}/en/`);
    await logIn(page, member);
    await settleGamification(page);
    await page.goto(`${site.baseUrl}/en/tools/stuffminator`);
    await expectTexts([['stuffminator-select', en['stuffminator.selectTwo']]]);
    expect(en['stuffminator.selectTwo']).toBe('Select 2 stuffs first');

    // Side 1: the own list by default, ten stuffs on two pages; page 2 goes in the URL.
    const picker1 = page.getByTestId('picker-1');
    await expect(picker1.getAttribute('data-source')).resolves.toBe('own');
    await expectTexts([['picker-1-page', message(en, 'stuffminator.picker.page_other', { page: 1, pages: 2, count: 10 })]]);
    await page.getByTestId('picker-1-next').click();
    await page.waitForURL((url) => url.searchParams.get('page1') === '2');
    await expectTexts([['picker-1-page', message(en, 'stuffminator.picker.page_other', { page: 2, pages: 2, count: 10 })]]);
    // Words go back to page 1 and narrow the list.
    await page.getByTestId('picker-1-text').fill('terre');
    await page.waitForURL((url) => url.searchParams.get('text1') === 'terre' && !url.searchParams.has('page1'));
    await expect.poll(() => page.$$eval('[data-testid^="picker-1-hit-"]', (hits) => hits.map((hit) => hit.getAttribute('data-testid')))).toEqual([`picker-1-hit-${earth.id}`]);
    await page.getByTestId(`picker-1-hit-${earth.id}`).click();
    await page.waitForURL((url) => url.pathname === `/en/tools/stuffminator/${earth.slug}` && url.searchParams.get('text1') === 'terre');
    await expectTexts([
      ['side-1-name', 'Terre Iop'],
      ['stuffminator-select', en['stuffminator.selectTwo']],
    ]);
    await expect(page.getByTestId('side-1-facts').textContent()).resolves.toContain(en['stuffminator.side.private']);

    // Side 2: the public vitality stuff, by its words.
    await page.getByTestId('picker-2-text').fill('vita');
    await page.getByTestId(`picker-2-hit-${vitality.id}`).click();
    await page.waitForURL((url) => url.pathname === `/en/tools/stuffminator/${earth.slug}/${vitality.slug}`);
    await page.getByTestId('stuffminator-select').waitFor({ state: 'detached' });
    await expectTexts([['side-2-name', 'Vita Iop']]);
    await checkComparison(earth.stuff, vitality.stuff);
    // The two sides side by side.
    const [box1, box2] = [await page.getByTestId('side-1').boundingBox(), await page.getByTestId('side-2').boundingBox()];
    expect(box2!.x).toBeGreaterThan(box1!.x + box1!.width - 1);
    expect(Math.abs(box2!.y - box1!.y)).toBeLessThan(2);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(RESULTS, 'issue17-stuffminator-desktop.png'), fullPage: true });

    // Swapping the sides swaps the figures.
    await page.getByTestId('stuffminator-swap').click();
    await page.waitForURL((url) => url.pathname === `/en/tools/stuffminator/${vitality.slug}/${earth.slug}`);
    await expectTexts(statRow('vitality', vitality.stuff, earth.stuff));

    // Back without a query: the pickers' words come back (remembered for the tab).
    await page.goto(`${site.baseUrl}/en/tools/stuffminator`);
    await page.waitForURL((url) => url.searchParams.get('text1') === 'terre' && url.searchParams.get('text2') === 'vita');
    // The field follows the URL once the page has read it: polled, not read once.
    await expect.poll(() => page.getByTestId('picker-1-text').inputValue()).toBe('terre');

    // A stuff that does not exist: said on its side; the other side shown, its picker still usable.
    await page.goto(`${site.baseUrl}/en/tools/stuffminator/${earth.id}/999999`);
    await expectTexts([
      ['side-2-error', en['stuffminator.side.notFound']],
      ['side-1-name', 'Terre Iop'],
    ]);
    await expect(page.getByTestId('side-2-error').getAttribute('data-failure')).resolves.toBe('notFound');
    await page.getByTestId(`picker-2-hit-${vitality.id}`).click();
    await page.waitForURL((url) => url.pathname === `/en/tools/stuffminator/${earth.id}/${vitality.slug}`);
    await expectTexts(statRow('vitality', earth.stuff, vitality.stuff));
    expect(site.pageErrors).toEqual([]);
  });

  it('a visitor on a phone compares a public stuff with the draft; a private stuff says so', async () => {
    await logOut(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await writeDraft(page, DRAFT);
    await page.goto(`${site.baseUrl}/en/tools/stuffminator/${earth.slug}`);
    await expectTexts([
      ['side-1-error', en['stuffminator.side.isPrivate']],
      ['stuffminator-select', en['stuffminator.selectTwo']],
    ]);
    // A visitor's picker searches the public stuffs: the private one is never listed.
    await expect(page.getByTestId('picker-1').getAttribute('data-source')).resolves.toBe('public');
    await page.getByTestId('picker-1-text').fill('iop');
    await page.getByTestId(`picker-1-hit-${vitality.id}`).waitFor();
    expect(await page.getByTestId(`picker-1-hit-${earth.id}`).count()).toBe(0);
    await expect(page.getByTestId(`picker-1-hit-${vitality.id}`).textContent()).resolves.toContain(message(en, 'stuffminator.side.by', { name: member.name }));
    await page.getByTestId(`picker-1-hit-${vitality.id}`).click();
    await page.waitForURL((url) => url.pathname === `/en/tools/stuffminator/${vitality.slug}`);

    await page.getByTestId('picker-2-source-draft').click();
    await page.waitForURL((url) => url.searchParams.get('source2') === 'draft');
    await page.getByTestId('picker-2-draft').click();
    await page.waitForURL((url) => url.pathname === `/en/tools/stuffminator/${vitality.slug}/draft`);
    await expect(page.getByTestId('side-2-facts').textContent()).resolves.toContain(en['stuffminator.side.draft']);
    await checkComparison(vitality.stuff, DRAFT);

    // Stacked sides, nothing wider than the screen, the chart within it.
    const [box1, box2] = [await page.getByTestId('side-1').boundingBox(), await page.getByTestId('side-2').boundingBox()];
    expect(box2!.y).toBeGreaterThanOrEqual(box1!.y + box1!.height - 1);
    // Nothing reaches past the screen's right edge (named, to say what does).
    const wider = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && !element.closest('.stuffminator-scroll'))
        .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}[${element.getAttribute('data-testid') ?? ''}] ${Math.round(element.getBoundingClientRect().right)}`),
    );
    expect(wider).toEqual([]);
    // The characteristics' table fits the phone without scrolling sideways.
    const table = await page.locator('[data-testid="stuffminator-stats"] .stuffminator-scroll').evaluate((scroll) => [scroll.scrollWidth, scroll.clientWidth]);
    expect(table[0]).toBeLessThanOrEqual(table[1]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const chart = await page.locator('[data-testid="stuffminator-chart-characteristics"] svg').first().boundingBox();
    expect(chart!.x).toBeGreaterThanOrEqual(0);
    expect(chart!.x + chart!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(RESULTS, 'issue17-stuffminator-phone.png'), fullPage: true });
    expect(site.pageErrors).toEqual([]);
  });
});
