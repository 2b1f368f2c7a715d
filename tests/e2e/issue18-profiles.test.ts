/**
 * Issue 18, profiles and moderation on the stuff page, in a real browser (site-spec §2, §3).
 * Anna saves a public stuff and a private one; Bruno reads; Mona moderates.
 *
 * Desktop (1366×900), in French: Bruno finds Anna's stuff in the stuff search and opens her profile
 * from the author link → her level, her badges, the public stuff in her news and in her public
 * stuffs (never the private one) → the news' link opens the stuff, whose author links back → Mona
 * opens the stuff, hides it with a reason after a confirmation → Bruno no longer finds it in the
 * search nor on Anna's profile → Anna sees "masqué par la modération" in her library and the banner
 * on her stuff → Mona shows it again. Phone (390×844): Anna's profile fits the width.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import type { Stuff } from '#contract/stuff';
import { BADGES } from '#game/gamification';
import { fr } from '../support/i18n-messages.ts';
import { dismissGamificationModals, settleGamification } from './support/gamification.ts';
import { createMember, logIn, logOut, type E2eMember } from './support/members.ts';
import { hasChromium, RESULTS, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/issue18-profiles.test.ts skipped: ${SKIP_REASON}`);

function draft(name: string): Stuff {
  return { id: 0, mode: 'local', name, classId: 8, level: 150, gender: 0, points: {}, scrolls: {}, items: { ch: 2411, ca: 2414 }, rolls: {}, forgemagie: {}, boosts: [] };
}

const badgeName = (code: string) => BADGES.find((badge) => badge.code === code)?.name.fr ?? code;

describe.skipIf(!hasChromium)(hasChromium ? 'issue 18 profiles in Chromium' : `issue 18 profiles — skipped: ${SKIP_REASON}`, () => {
  let site: Site;
  let page: Page;
  let anna: E2eMember;
  let bruno: E2eMember;
  let mona: E2eMember;
  let annaId = 0;
  let publicStuff: { id: number; slug: string } = { id: 0, slug: '' };
  let privateStuff: { id: number; slug: string } = { id: 0, slug: '' };

  async function api(token: string | undefined, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
    const response = await fetch(`${site.serverUrl}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json', 'x-lang': 'fr' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  }

  const shot = async (name: string) => {
    mkdirSync(RESULTS, { recursive: true });
    await page.screenshot({ path: `${RESULTS}/issue18-profiles-${name}.png`, fullPage: false });
  };
  const signIn = async (member: E2eMember) => {
    await logIn(page, member);
    await settleGamification(page);
  };
  /** The names of the stuffs in the profile's news, and the kinds of its entries. */
  const newsStuffs = () => page.getByTestId('member-news-stuff').allInnerTexts();

  beforeAll(async () => {
    site = await startSite({ locale: 'fr-FR' });
    page = site.page;
    await dismissGamificationModals(page);
    anna = createMember(site, { prefix: 'Anna' });
    bruno = createMember(site, { prefix: 'Bruno' });
    mona = createMember(site, { prefix: 'Mona', role: 'moderator' });
    const login = await api(undefined, 'POST', '/api/auth/login', { login: anna.name, password: anna.password });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    annaId = login.json.user.id;
    const token = login.json.token as string;
    const saved = await api(token, 'POST', '/api/stuffs/retro/private/save', { ...draft('Vitrine terre'), visible: true });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    publicStuff = saved.json;
    const secret = await api(token, 'POST', '/api/stuffs/retro/private/save', { ...draft('Brouillon secret'), visible: false });
    expect(secret.status, JSON.stringify(secret.json)).toBe(200);
    privateStuff = secret.json;
  }, 120_000);

  afterAll(async () => {
    await site?.close();
  });

  beforeEach(() => {
    onTestFailed(async () => {
      await page.screenshot({ path: `${RESULTS}/issue18-profiles-failure.png` }).catch(() => undefined);
      console.log(`issue18-profiles: failed at ${page.url()}\n${(await page.locator('body').innerText().catch(() => '')).slice(0, 3000)}`);
    });
  });

  it('a profile from an author link (level, badges, news), a moderator hides the stuff from its page and shows it again; the profile on a phone', { timeout: 240_000 }, async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const base = site.baseUrl;
    const annaSlug = anna.name.toLowerCase();
    const profileUrl = `${base}/fr/membre/${annaSlug}`;
    await page.goto(`${base}/fr`);
    await signIn(bruno);

    // Bruno finds Anna's public stuff in the search; its author links to her profile.
    await page.goto(`${base}/fr/equipement/search?text=vitrine`);
    const hit = page.getByTestId(`stuff-hit-${publicStuff.id}`);
    await hit.waitFor();
    expect(await page.getByTestId(`stuff-hit-${privateStuff.id}`).count()).toBe(0);
    const author = hit.getByTestId('stuff-hit-author');
    expect(await author.innerText()).toBe(anna.name);
    await author.click();
    await page.waitForURL(profileUrl);
    await expect.poll(() => page.getByTestId('member-profile-name').innerText()).toBe(anna.name);

    // Her level and badges (read from the API: what the page must show), her news and her public stuffs.
    const member = (await api(undefined, 'GET', `/api/users/${annaId}`)).json;
    await expect.poll(() => page.getByTestId('member-profile-level').innerText()).toBe(fr['member.profile.level'].replace('{{level}}', String(member.level)));
    const badgeCodes = (member.badges as { code: string }[]).map((badge) => badge.code);
    expect(badgeCodes).toEqual(expect.arrayContaining(['first_stuff', 'first_public']));
    for (const code of badgeCodes) {
      expect(await page.getByTestId(`member-profile-badge-${code}`).innerText()).toContain(badgeName(code));
    }
    await expect.poll(newsStuffs).toEqual(['Vitrine terre']);
    const kinds = await page.getByTestId('member-news-entry').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')));
    expect(kinds.filter((kind) => kind === 'badge')).toHaveLength(badgeCodes.length);
    const newsText = await page.getByTestId('member-profile-news').innerText();
    expect(newsText).toContain(`${fr['member.news.stuff']} Vitrine terre`);
    for (const code of badgeCodes) expect(newsText).toContain(`${fr['member.news.badge']} ${badgeName(code)}`);
    expect(newsText).not.toContain('Brouillon secret');
    await expect.poll(() => page.getByTestId('member-profile-stuff').allInnerTexts()).toEqual(['Vitrine terre']);
    // No workshop yet (issue 19): nothing of it on the profile.
    expect(await page.getByTestId('member-profile').locator('a[href*="/atelier"], a[href*="/workshop"]').count()).toBe(0);
    await shot('desktop-profile');

    // The news' link opens the stuff; its author links back to the profile.
    await page.getByTestId('member-news-stuff').click();
    await page.waitForURL(`${base}/fr/equipement/${publicStuff.slug}`);
    await expect.poll(() => page.getByTestId('stuff-name').innerText()).toBe('Vitrine terre');
    expect(await page.getByTestId('stuff-author').innerText()).toBe(fr['builder.public.author'].replace('{{author}}', anna.name));
    expect(await page.getByTestId('stuff-author-link').getAttribute('href')).toBe(`/fr/membre/${annaSlug}`);
    // A member who does not moderate has no moderation button.
    expect(await page.getByTestId('stuff-moderation-hide').count()).toBe(0);
    await logOut(page);

    // Mona hides it from its page: a confirmation with the reason.
    await signIn(mona);
    await page.goto(`${base}/fr/equipement/${publicStuff.slug}`);
    await page.getByTestId('stuff-moderation-hide').click();
    const dialog = page.getByTestId('stuff-moderation-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(fr['builder.moderation.hideTitle'].replace('{{name}}', 'Vitrine terre'));
    // Cancelling changes nothing.
    await dialog.getByTestId('stuff-moderation-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    expect((await api(undefined, 'GET', `/api/search/retro/stuffs?text=vitrine`)).json.count).toBe(1);
    await page.getByTestId('stuff-moderation-hide').click();
    await dialog.getByTestId('stuff-moderation-reason').fill('Nom trompeur');
    await dialog.getByTestId('stuff-moderation-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('stuff-hidden-banner').waitFor();
    expect(await page.getByTestId('stuff-hidden-banner').innerText()).toContain(fr['builder.hidden.moderator']);
    await page.getByTestId('stuff-moderation-show').waitFor();
    await shot('desktop-moderator-hidden');
    await logOut(page);

    // Bruno no longer finds it: not in the search, not on Anna's profile.
    await signIn(bruno);
    await page.goto(`${base}/fr/equipement/search?text=vitrine`);
    await page.getByTestId('stuff-list-count').filter({ hasText: fr['library.empty.search'] }).waitFor();
    expect(await page.getByTestId(`stuff-hit-${publicStuff.id}`).count()).toBe(0);
    await page.goto(profileUrl);
    await expect.poll(() => page.getByTestId('member-profile-stuffs-count').innerText()).toBe(fr['member.profile.noStuff']);
    await page.getByTestId('member-news-list').waitFor();
    expect(await newsStuffs()).toEqual([]);
    expect(await page.getByTestId('member-profile-news').innerText()).not.toContain('Vitrine terre');
    await page.goto(`${base}/fr/equipement/${publicStuff.slug}`);
    // Hidden: as if it did not exist, for anyone but its owner and the moderators.
    expect(await page.getByTestId('stuff-error').getAttribute('data-status')).toBe('404');
    expect(await page.getByTestId('stuff-name').count()).toBe(0);
    await logOut(page);

    // Anna sees it in her library, marked, and the banner on her stuff.
    await signIn(anna);
    await page.goto(`${base}/fr/equipements`);
    const own = page.getByTestId(`stuff-hit-${publicStuff.id}`);
    await own.waitFor();
    expect(await own.getByTestId('stuff-hit-hidden').innerText()).toBe(fr['library.hit.hidden']);
    expect(await page.getByTestId(`stuff-hit-${privateStuff.id}`).getByTestId('stuff-hit-hidden').count()).toBe(0);
    await own.getByTestId('stuff-hit-link').click();
    await page.getByTestId('private-stuff-header').waitFor();
    await page.getByTestId('stuff-hidden-banner').waitFor();
    expect(await page.getByTestId('stuff-hidden-banner').innerText()).toBe(`${fr['builder.hidden.title']} ${fr['builder.hidden.owner']}`);
    await shot('desktop-owner-hidden');
    await logOut(page);

    // Mona shows it again.
    await signIn(mona);
    await page.goto(`${base}/fr/equipement/${publicStuff.slug}`);
    await page.getByTestId('stuff-moderation-show').click();
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(fr['builder.moderation.showTitle'].replace('{{name}}', 'Vitrine terre'));
    await dialog.getByTestId('stuff-moderation-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('stuff-moderation-hide').waitFor();
    expect(await page.getByTestId('stuff-hidden-banner').count()).toBe(0);
    expect((await api(undefined, 'GET', `/api/search/retro/stuffs?text=vitrine`)).json.count).toBe(1);
    const log = (await api((await api(undefined, 'POST', '/api/auth/login', { login: mona.name, password: mona.password })).json.token, 'GET', '/api/admin/log')).json;
    expect(log.rows.slice(0, 2).map((row: { action: string; reason: string }) => [row.action, row.reason])).toEqual([
      ['unhide', ''],
      ['hide', 'Nom trompeur'],
    ]);
    await logOut(page);

    // The profile on a phone: everything within the width, the stuff back in the news.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(profileUrl);
    await expect.poll(newsStuffs).toEqual(['Vitrine terre']);
    await page.getByTestId('member-profile-badges').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const testId of ['member-profile-badges', 'member-profile-news', 'member-profile-level']) {
      const box = await page.getByTestId(testId).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, `${testId} ${JSON.stringify(box)}`).toBe(true);
    }
    await shot('phone-profile');
  });
});
