/**
 * Issue 21, the Skinator and the skins library in a real browser (builder-spec §3 Skin, §5, §6, §8;
 * site-spec §2, §6), on the Retro fixtures (the cosmetic hat Chapopics 13294).
 *
 * Desktop (1366×900), in French: the Skinator shows in the touch site's tools menu only, yet opens by
 * its address on Retro → a visitor designs a look (Iop, female, head 5, face 3, cloth 1 by its hex
 * code — a bad code refused inline —, cloth 2 by the native picker, the Chapopics named beside the
 * figure), undoes and redoes with the keyboard → PNG at 1× and 2×: the files' pixels at the
 * renderer's probe points are the chosen colours (and the class's skin colour where none was
 * chosen) → the share link, opened in a fresh page, draws the same look; the draft survives a reload
 * → the member logs in, a bad name is refused inline, the skin is saved (public) and applied to a
 * stuff (the stuff's stored skin checked) → the library: renamed → another member opens it
 * (public: seen, and listed on the owner's public skins) → made confidential: the other member and a
 * visitor are refused with "you have no access to this skin" → from the library's tabs, deleted.
 * Phone (390×844): the designer usable without sideways scrolling, its pickers and the export.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { buildPath, type RouteName, type RouteParams } from '#contract/pages';
import { CLASS_COLORS, decodeLook, encodeLook } from '#game/skin';
import { SKIN_PROBES } from '#web/entities/skin/model/skin-svg.ts';
import { SKIN_MESSAGES } from '#server/i18n/skin-messages';
import { fr } from '../support/i18n-messages.ts';
import { createMember, logIn, logOut, type E2eMember } from './support/members.ts';
import { dismissGamificationModals } from './support/gamification.ts';
import { hasChromium, openBrowser, RESULTS, SKIP_REASON, startSite, type ExtraBrowser, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/issue21-skinator.test.ts skipped: ${SKIP_REASON}`);

const CHAPOPICS = 13294;
const CLOTH1 = 0xaa2233;
const CLOTH2 = 0x33aa44;

/** The pixels of a PNG file (8-bit RGB or RGBA, not interlaced: what a canvas writes). */
function decodePng(file: Buffer): { width: number; height: number; pixel: (x: number, y: number) => [number, number, number, number] } {
  expect(file.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('ascii', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect(body[8], 'bit depth').toBe(8);
      expect(body[12], 'interlace').toBe(0);
      channels = body[9] === 6 ? 4 : body[9] === 2 ? 3 : 0;
      expect(channels, `colour type ${body[9]}`).toBeGreaterThan(0);
    } else if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      };
      const predicted = [0, left, up, (left + up) >> 1, paeth()][filter]!;
      pixels[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  return {
    width,
    height,
    pixel: (x, y) => {
      const at = y * stride + x * channels;
      return [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!, channels === 4 ? pixels[at + 3]! : 255];
    },
  };
}

const rgb = (color: number): [number, number, number] => [(color >> 16) & 0xff, (color >> 8) & 0xff, color & 0xff];

describe.skipIf(!hasChromium)(hasChromium ? 'issue 21 Skinator in Chromium' : `issue 21 Skinator — skipped: ${SKIP_REASON}`, () => {
  let site: Site;
  let page: Page;
  let owner: E2eMember;
  let other: E2eMember;
  let token = '';
  let stuffId = 0;
  let skinId = 0;
  const path = (name: RouteName, params?: RouteParams, origin = site.baseUrl) => `${origin}${buildPath(name, 'fr', params)}`;

  async function api(method: string, url: string, body?: unknown): Promise<{ status: number; json: any }> {
    const response = await fetch(`${site.serverUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-lang': 'fr' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  }

  const shot = async (target: Page, name: string) => {
    mkdirSync(RESULTS, { recursive: true });
    await target.screenshot({ path: `${RESULTS}/issue21-skinator-${name}.png`, fullPage: false });
  };

  /** The PNG downloaded by a click on the export button of `scale`. */
  async function exportPng(target: Page, scale: 1 | 2) {
    const [download] = (await Promise.all([target.waitForEvent('download'), target.getByTestId(`skinator-png-${scale}x`).click()])) as [Download, void];
    const file = await download.path();
    return { name: download.suggestedFilename(), png: decodePng(readFileSync(file)) };
  }

  const figure = (target: Page) => target.getByTestId('skinator-figure').locator('svg');
  const shownCode = async (target: Page) => new URL(await target.getByTestId('skinator-share-link').inputValue()).searchParams.get('look');

  beforeAll(async () => {
    site = await startSite({ locale: 'fr-FR' });
    page = site.page;
    await dismissGamificationModals(page);
    owner = createMember(site, { prefix: 'Styliste' });
    other = createMember(site, { prefix: 'Curieux' });
    const login = await fetch(`${site.serverUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: owner.name, password: owner.password }),
    });
    token = ((await login.json()) as { token: string }).token;
    const saved = await api('POST', '/api/stuffs/retro/private/save', {
      id: 0,
      mode: 'local',
      name: 'Iop de terre',
      classId: 8,
      level: 100,
      gender: 1,
      points: {},
      scrolls: {},
      items: {},
      rolls: {},
      forgemagie: {},
      boosts: [],
      visible: false,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    stuffId = saved.json.id;
  }, 120_000);

  afterAll(async () => {
    await site?.close();
  });

  beforeEach(() => {
    onTestFailed(async () => {
      await page.screenshot({ path: `${RESULTS}/issue21-skinator-failure.png` }).catch(() => undefined);
      console.log(`issue21-skinator: failed at ${page.url()}\n${(await page.locator('body').innerText().catch(() => '')).slice(0, 3000)}`);
    });
  });

  it('design, PNG export, share link, save, apply to a stuff, the library and confidentiality (1366×900)', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });

    // The touch site's tools menu shows the Skinator; Retro's does not, but the page opens by its address.
    await page.goto(`${site.urlOf('touch')}/fr/`);
    await page.getByTestId('nav-menu-tools').click();
    await page.getByTestId('nav-tools-skinator').click();
    await page.getByTestId('skinator-page').waitFor();
    await page.goto(`${site.baseUrl}/fr/`);
    await page.getByTestId('nav-menu-tools').click();
    await page.getByTestId('nav-tools-cacminator').waitFor();
    expect(await page.getByTestId('nav-tools-skinator').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(path('tools.skinator'));
    await page.getByTestId('skinator-page').waitFor();
    await page.getByTestId('skinator-login').waitFor();

    // Iop, female, head 5, face 3.
    await page.getByTestId('skinator-class-8').click();
    await page.getByTestId('skinator-gender-1').click();
    await page.getByTestId('skinator-head-5').click();
    await page.getByTestId('skinator-face-3').click();
    await expect(figure(page).getAttribute('data-class')).resolves.toBe('8');
    await expect(figure(page).getAttribute('data-gender')).resolves.toBe('1');
    expect(await figure(page).locator('[data-part="head-5-front"]').count()).toBe(1);
    expect(await figure(page).locator('[data-part="face-3"]').count()).toBe(1);
    expect(await figure(page).locator('[data-part="class-8"]').count()).toBe(1);

    // Cloth 1 by its hex code (a bad code is refused inline), cloth 2 by the native picker.
    const hex = page.getByTestId('skinator-color-cloth1-hex');
    await hex.fill('#12zz45');
    await hex.press('Enter');
    expect(await page.getByTestId('skinator-color-cloth1-error').innerText()).toBe(fr['skinator.hexInvalid']);
    await hex.fill('#AA2233');
    await hex.press('Enter');
    await expect(page.getByTestId('skinator-color-cloth1-error').count()).resolves.toBe(0);
    expect(await page.getByTestId('skinator-color-cloth1-value').innerText()).toBe('#aa2233');
    await page.getByTestId('skinator-color-cloth2-native').fill('#33aa44');
    await page.getByTestId('skinator-color-cloth2-value').filter({ hasText: '#33aa44' }).waitFor();
    expect(await page.getByTestId('skinator-color-skin-value').innerText()).toContain(fr['skinator.classColorShort']);

    // The cosmetic hat from the catalogue, named beside the figure.
    await page.getByTestId('skinator-cosmetic-hat-select').locator(`option[value="${CHAPOPICS}"]`).waitFor({ state: 'attached' });
    await page.getByTestId('skinator-cosmetic-hat-select').selectOption(String(CHAPOPICS));
    await page.getByTestId('skin-worn-hat').filter({ hasText: 'Chapopics' }).waitFor();
    expect(await figure(page).locator('[data-part="hat"]').count()).toBe(1);

    // Undo (Ctrl+Z) takes the hat off, then cloth 2 back; redo (Ctrl+Y) puts both back.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await page.getByTestId('skin-worn').filter({ hasText: fr['skin.wornNone'] }).waitFor();
    await page.keyboard.press('Control+z');
    await page.getByTestId('skinator-color-cloth2-value').filter({ hasText: fr['skinator.classColorShort'] }).waitFor();
    await page.keyboard.press('Control+y');
    await page.keyboard.press('Control+y');
    await page.getByTestId('skin-worn-hat').filter({ hasText: 'Chapopics' }).waitFor();
    expect(await page.getByTestId('skinator-color-cloth2-value').innerText()).toBe('#33aa44');
    const code = (await shownCode(page))!;
    const look = decodeLook(code)!;
    expect(look).toEqual({ classId: 8, gender: 1, head: 5, face: 3, colors: [null, null, CLOTH1, CLOTH2, null], cosmetics: { hat: CHAPOPICS } });
    await shot(page, 'designer');

    // PNG at 1× and 2×: the chosen colours at the probe points, the class's skin where none was chosen.
    for (const scale of [1, 2] as const) {
      const { name, png } = await exportPng(page, scale);
      expect(name).toBe(`skin@${scale}x.png`);
      expect([png.width, png.height]).toEqual([200 * scale, 300 * scale]);
      const at = ([x, y]: readonly [number, number]) => png.pixel(x * scale, y * scale);
      const expected: [readonly [number, number], number][] = [
        [SKIN_PROBES.cloth1, CLOTH1],
        [SKIN_PROBES.cloth2, CLOTH2],
        [SKIN_PROBES.skin, CLASS_COLORS[8]![0]],
        [SKIN_PROBES.cloth3, CLASS_COLORS[8]![4]],
      ];
      for (const [point, color] of expected) {
        const [r, g, b, a] = at(point);
        expect(a, `alpha at ${point}`).toBe(255);
        for (const [channel, want] of [r, g, b].map((value, index) => [value, rgb(color)[index]!] as const)) expect(Math.abs(channel - want), `${point} ×${scale}`).toBeLessThanOrEqual(2);
      }
      expect(png.pixel(2 * scale, 2 * scale)[3], 'transparent around the figure').toBe(0);
    }

    // The share link reopens the same look in a fresh page (its own storage); the address then loses it.
    const shareLink = await page.getByTestId('skinator-share-link').inputValue();
    expect(shareLink).toBe(`${site.baseUrl}${buildPath('tools.skinator', 'fr')}?look=${encodeLook(look)}`);
    const fresh = await openBrowser();
    try {
      await fresh.page.goto(shareLink);
      await fresh.page.getByTestId('skinator-page').waitFor();
      await fresh.page.waitForURL((url) => !url.search.includes('look='));
      expect(await shownCode(fresh.page)).toBe(code);
      expect(await figure(fresh.page).evaluate((node) => node.outerHTML)).toBe(await figure(page).evaluate((node) => node.outerHTML));
      await fresh.page.goto(`${path('tools.skinator')}?look=1.99.0.1.1`);
      await fresh.page.getByTestId('skinator-bad-link').filter({ hasText: fr['skinator.badLink'] }).waitFor();
      expect(await shownCode(fresh.page)).toBe(code);
      expect(fresh.pageErrors).toEqual([]);
    } finally {
      await fresh.close();
    }

    // The draft survives a reload.
    await page.reload();
    await page.getByTestId('skinator-page').waitFor();
    expect(await shownCode(page)).toBe(code);

    // A member saves it: a bad name is refused inline, then saved public.
    await logIn(page, owner);
    await page.getByTestId('skinator-name').fill('ab');
    await page.getByTestId('skinator-save-button').click();
    await page.getByTestId('skinator-name-error').filter({ hasText: SKIN_MESSAGES.skinNameInvalid.fr }).waitFor();
    await page.getByTestId('skinator-name').fill('Iop rouge');
    await page.getByTestId('skinator-save-button').click();
    await page.waitForURL(/\/fr\/outils\/skinator\/\d+$/);
    skinId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByTestId('skinator-skin-name').filter({ hasText: 'Iop rouge' }).waitFor();
    expect(await shownCode(page)).toBe(code);

    // Applied to a stuff: its stored skin is the look's head, face and colours.
    await page.getByTestId('skinator-apply-stuff').selectOption(String(stuffId));
    await page.getByTestId('skinator-apply-button').click();
    await page.getByTestId('alert-success').filter({ hasText: 'Iop de terre' }).waitFor();
    const stuff = await api('GET', `/api/stuffs/retro/private/${stuffId}`);
    expect(stuff.json.stuff?.skin ?? stuff.json.skin).toEqual({ head: 5, face: 3, colors: [null, null, CLOTH1, CLOTH2, null] });

    // The stuff's skin tab draws it (the class's own colour where the look has none), opens it in the
    // Skinator, takes it off, and applies the saved skin again from its own list.
    const hexOf = (color: number) => `#${color.toString(16).padStart(6, '0')}`;
    await page.goto(path('stuff.skin', { stuffId: String(stuffId) }));
    const skinTab = page.getByTestId('stuff-skin-tab');
    await page.locator('[data-testid="stuff-skin-tab"][data-applied="true"]').waitFor();
    expect(await skinTab.getByTestId('stuff-skin-state').innerText()).toBe(fr['builder.skin.applied'].replace('{{head}}', '5').replace('{{face}}', '3'));
    expect(await skinTab.getByTestId('stuff-skin-color-cloth1').getAttribute('data-color')).toBe(hexOf(CLOTH1));
    expect(await skinTab.getByTestId('stuff-skin-color-cloth2').getAttribute('data-color')).toBe(hexOf(CLOTH2));
    expect(await skinTab.getByTestId('stuff-skin-color-skin').getAttribute('data-color')).toBe(hexOf(CLASS_COLORS[8]![0]));
    const stuffLook = decodeLook(new URL(`${site.baseUrl}${await skinTab.getByTestId('stuff-skin-open').getAttribute('href')}`).searchParams.get('look')!);
    expect(stuffLook).toMatchObject({ classId: 8, head: 5, face: 3, colors: [null, null, CLOTH1, CLOTH2, null] });
    await skinTab.getByTestId('stuff-skin-remove').click();
    await page.getByTestId('alert-success').filter({ hasText: fr['builder.skin.removedAlert'] }).waitFor();
    await page.locator('[data-testid="stuff-skin-tab"][data-applied="false"]').waitFor();
    expect(await skinTab.getByTestId('stuff-skin-state').innerText()).toBe(fr['builder.skin.none']);
    expect((await api('GET', `/api/stuffs/retro/private/${stuffId}`)).json.skin).toBeNull();
    await skinTab.getByTestId('stuff-skin-pick').selectOption(String(skinId));
    await skinTab.getByTestId('stuff-skin-apply-button').click();
    await page.locator('[data-testid="stuff-skin-tab"][data-applied="true"]').waitFor();
    expect((await api('GET', `/api/stuffs/retro/private/${stuffId}`)).json.skin).toEqual({ head: 5, face: 3, colors: [null, null, CLOTH1, CLOTH2, null] });
    await page.screenshot({ path: `${RESULTS}/issue21-stuff-skin-tab-1366.png` });

    // The library: the skin listed, renamed.
    await page.goto(path('user.skins'));
    const card = page.getByTestId(`skin-card-${skinId}`);
    await card.waitFor();
    await card.getByTestId('skin-rename').click();
    await card.getByTestId('skin-rename-input').fill('Iop écarlate');
    await card.getByTestId('skin-rename-save').click();
    await card.getByTestId('skin-card-name').filter({ hasText: 'Iop écarlate' }).waitFor();

    // Another member sees the public skin, and the owner's public skins list it.
    const ownerSlug = (await api('GET', `/api/skins/one/${skinId}`)).json.owner.slug as string;
    const second: ExtraBrowser = await openBrowser();
    try {
      await dismissGamificationModals(second.page);
      await second.page.goto(`${site.baseUrl}/fr/`);
      await logIn(second.page, other);
      await second.page.goto(path('tools.skinator-skin', { skinId }));
      await second.page.getByTestId('skinator-skin-name').filter({ hasText: 'Iop écarlate' }).waitFor();
      await second.page.getByTestId('skinator-edit-copy').waitFor();
      expect(await shownCode(second.page)).toBe(code);
      await second.page.goto(path('user.public-skins', { userSlug: ownerSlug }));
      await second.page.getByTestId(`skin-card-${skinId}`).waitFor();

      // Made confidential: the other member, then a visitor, are refused.
      await card.getByTestId('skin-visibility').click();
      await card.getByTestId('skin-card-visibility').filter({ hasText: fr['skinator.confidential'] }).waitFor();
      await second.page.goto(path('tools.skinator-skin', { skinId }));
      expect(await second.page.getByTestId('skinator-error').innerText()).toBe(SKIN_MESSAGES.skinForbidden.fr);
      await logOut(second.page);
      await second.page.goto(path('tools.skinator-skin', { skinId }));
      expect(await second.page.getByTestId('skinator-error').innerText()).toBe(SKIN_MESSAGES.skinForbidden.fr);
      expect(second.pageErrors).toEqual([]);
    } finally {
      await second.close();
    }

    // The library's tabs lead to the skins; the owner deletes the skin after the confirmation.
    await page.getByTestId('library-tab-stuffs').click();
    await page.getByTestId('library-tab-skins').click();
    await card.waitFor();
    await card.getByTestId('skin-delete').click();
    await page.getByTestId('skin-delete-confirm').click();
    await page.getByTestId('skins-empty').filter({ hasText: fr['skins.empty'] }).waitFor();
    expect((await api('GET', `/api/skins/one/${skinId}`)).status).toBe(404);
    expect(site.pageErrors).toEqual([]);
  }, 240_000);

  it('the designer on a phone (390×844): no sideways scrolling, pickers and export usable', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path('tools.skinator'));
    await page.getByTestId('skinator-page').waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByTestId('skinator-class-9').click();
    await page.getByTestId('skinator-head-2').click();
    await page.getByTestId('skinator-face-6').click();
    await page.getByTestId('skinator-color-hair-hex').fill('#112233');
    await page.getByTestId('skinator-color-hair-hex').press('Enter');
    await expect(figure(page).getAttribute('data-class')).resolves.toBe('9');
    expect(await figure(page).locator('[data-part="class-9"]').count()).toBe(1);
    const box = await page.getByTestId('skinator-figure').boundingBox();
    expect(box!.width).toBeGreaterThan(100);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const { png } = await exportPng(page, 1);
    const [r, g, b] = png.pixel(...SKIN_PROBES.skin);
    expect([r, g, b].map((value, index) => Math.abs(value - rgb(CLASS_COLORS[9]![0])[index]!) <= 2)).toEqual([true, true, true]);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot(page, 'phone');
    expect(site.pageErrors).toEqual([]);
  }, 120_000);
});
