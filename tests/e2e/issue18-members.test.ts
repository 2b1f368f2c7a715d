/**
 * Issue 18, members in a real browser: public profiles and the member list (site-spec §2, §3).
 * Bob fills his profile and publishes two stuffs (one more stays private); Carol never comes back.
 *
 * Desktop (1366×900), in French: Alice logs in → the member list: Bob found by his nickname, sorted,
 * the "online now" filter (Alice and Bob, who used the site, not Carol) → Bob's profile from his
 * row: identicon (no avatar service configured), label, registration date, one visit (not two after
 * a reload), about me, in-game nickname and map, his public stuffs (one opens) and the link to all of
 * them → Bob renames himself: his old address redirects to the new one → an unknown member's page.
 * Phone (390×844): the profile and the list fit the width.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import type { Stuff } from '#contract/stuff';
import { fr } from '../support/i18n-messages.ts';
import { createMember, logIn, type E2eMember } from './support/members.ts';
import { hasChromium, RESULTS, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/issue18-members.test.ts skipped: ${SKIP_REASON}`);

function draft(name: string): Stuff {
  return { id: 0, mode: 'local', name, classId: 8, level: 150, gender: 0, points: {}, scrolls: {}, items: { ch: 2411, ca: 2414 }, rolls: {}, forgemagie: {}, boosts: [] };
}

const plural = (key: string, n: number) => (fr[`${key}_${n <= 1 ? 'one' : 'other'}` as keyof typeof fr] as string).replace('{{count}}', String(n));

describe.skipIf(!hasChromium)(hasChromium ? 'issue 18 members in Chromium' : `issue 18 members — skipped: ${SKIP_REASON}`, () => {
  let site: Site;
  let page: Page;
  let alice: E2eMember;
  let bob: E2eMember;
  let carol: E2eMember;
  let bobToken = '';
  const ids: Record<string, number> = {};

  async function api(token: string | undefined, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
    const response = await fetch(`${site.serverUrl}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json', 'x-lang': 'fr' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  }

  async function tokenOf(member: E2eMember): Promise<string> {
    const response = await api(undefined, 'POST', '/api/auth/login', { login: member.name, password: member.password });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    ids[member.name] = response.json.user.id;
    return response.json.token;
  }

  const shot = async (name: string) => {
    mkdirSync(RESULTS, { recursive: true });
    await page.screenshot({ path: `${RESULTS}/issue18-members-${name}.png`, fullPage: false });
  };
  const text = (testId: string) => page.getByTestId(testId).innerText();
  /** Polls until the element's text is `expected` (it changes after a query or a navigation). */
  async function textBecomes(testId: string, expected: string): Promise<void> {
    await page.waitForFunction(
      ([id, wanted]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === wanted,
      [testId, expected] as const,
    );
  }

  beforeAll(async () => {
    site = await startSite({ locale: 'fr-FR' });
    page = site.page;
    alice = createMember(site, { prefix: 'Alice' });
    bob = createMember(site, { prefix: 'Bob' });
    carol = createMember(site, { prefix: 'Carol' });
    bobToken = await tokenOf(bob);
    const profile = await api(bobToken, 'PUT', '/api/users/profil', { ingame_name: 'Bob-Le-Iop', favourite_map: '4,-18', about: 'Iop terre depuis 2005.' });
    expect(profile.status, JSON.stringify(profile.json)).toBe(200);
    for (const [name, visible] of [['Terre public', true], ['Feu public', true], ['Brouillon secret', false]] as const) {
      const saved = await api(bobToken, 'POST', '/api/stuffs/retro/private/save', { ...draft(name), visible });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    }
    ids[carol.name] = (await api(undefined, 'GET', `/api/users/name/${carol.name}`)).json.id;
  }, 120_000);

  afterAll(async () => {
    await site?.close();
  });

  beforeEach(() => {
    onTestFailed(async () => {
      await page.screenshot({ path: `${RESULTS}/issue18-members-failure.png` }).catch(() => undefined);
      console.log(`issue18-members: failed at ${page.url()}\n${(await page.locator('body').innerText().catch(() => '')).slice(0, 3000)}`);
    });
  });

  it('the member list, a public profile with its stuffs, the old slug redirect and an unknown member (1366×900)', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const base = site.baseUrl;
    await page.goto(`${base}/fr`);
    await logIn(page, alice);
    const aliceId = (await api(undefined, 'GET', `/api/users/name/${alice.name}`)).json.id as number;

    // The member list: every member, sorted by nickname; Bob found by part of his nickname.
    await page.goto(`${base}/fr/communaute/membres`);
    await textBecomes('member-list-count', plural('member.list.count', 3));
    const names = await page.getByTestId('member-row-link').allInnerTexts();
    expect(names).toEqual([alice.name, bob.name, carol.name].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    await page.getByTestId('member-list-sort').selectOption('nameDesc');
    await page.waitForURL((url) => url.searchParams.get('order') === 'desc');
    await page.waitForFunction((first) => document.querySelector('[data-testid="member-row-link"]')?.textContent === first, [...names].reverse()[0]);
    await page.getByTestId('member-list-search').fill(bob.name.slice(0, 5).toLowerCase());
    await page.waitForURL((url) => url.searchParams.get('search') === bob.name.slice(0, 5).toLowerCase());
    await textBecomes('member-list-count', plural('member.list.count', 1));
    expect(await page.getByTestId('member-row-link').allInnerTexts()).toEqual([bob.name]);
    await page.getByTestId('member-list-search').fill('');
    await textBecomes('member-list-count', plural('member.list.count', 3));

    // "Online now": Alice (this browser) and Bob (his requests with his token), not Carol.
    // (The box follows the address, which the router updates just after the click.)
    await page.getByTestId('member-list-online').click();
    await page.waitForURL((url) => url.searchParams.get('online') === 'true');
    await textBecomes('member-list-count', plural('member.list.count', 2));
    expect(await page.getByTestId(`member-row-${aliceId}`).count()).toBe(1);
    expect(await page.getByTestId(`member-row-${ids[bob.name]}`).count()).toBe(1);
    expect(await page.getByTestId(`member-row-${ids[carol.name]}`).count()).toBe(0);
    expect(await page.getByTestId('member-row-online').count()).toBe(2);
    await shot('list-online');
    // The filter is in the address: a shared link shows the same list.
    await page.goto(`${base}/fr/communaute/membres?online=true`);
    await textBecomes('member-list-count', plural('member.list.count', 2));
    await page.getByTestId('member-list-online').click();
    await page.waitForURL((url) => !url.searchParams.has('online'));
    await expect.poll(() => page.getByTestId('member-list-online').isChecked()).toBe(false);
    await textBecomes('member-list-count', plural('member.list.count', 3));
    expect(await page.getByTestId(`member-row-${ids[carol.name]}`).getByTestId('member-row-online').count()).toBe(0);

    // Bob's profile from his row.
    await page.getByTestId(`member-row-${ids[bob.name]}`).getByTestId('member-row-link').click();
    await page.waitForURL(`${base}/fr/membre/${bob.name.toLowerCase()}`);
    await textBecomes('member-profile-name', bob.name);
    expect(await text('member-profile-label')).toBe('Utilisateur');
    expect(await page.getByTestId('member-identicon').count()).toBe(1);
    expect(await page.getByTestId('member-avatar-image').count()).toBe(0);
    expect(await text('member-profile-since')).toMatch(/^Membre depuis le \d{1,2} \S+ \d{4}$/);
    expect(await text('member-profile-about')).toBe('Iop terre depuis 2005.');
    expect(await text('member-profile-ingame')).toBe('Bob-Le-Iop');
    expect(await text('member-profile-map')).toBe('4,-18');
    expect(await page.getByTestId('member-profile-online').count()).toBe(1);
    // Alice's visit is counted once, even after a reload.
    await textBecomes('member-profile-visits', plural('member.profile.visits', 1));
    const visitAgain = page.waitForResponse((response) => response.url().endsWith('/visit'));
    await page.reload();
    await textBecomes('member-profile-name', bob.name);
    expect((await visitAgain).status()).toBe(200);
    await textBecomes('member-profile-visits', plural('member.profile.visits', 1));
    // His public stuffs, never the private one; the page never holds an e-mail.
    await textBecomes('member-profile-stuffs-count', plural('member.profile.stuffsCount', 2));
    await page.getByTestId('member-profile-stuff').nth(1).waitFor();
    expect((await page.getByTestId('member-profile-stuff').allInnerTexts()).sort()).toEqual(['Feu public', 'Terre public']);
    expect(await page.locator('body').innerText()).not.toContain('@');
    await shot('profile');
    await page.getByTestId('member-profile-stuff').filter({ hasText: 'Terre public' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/fr/equipement/'));
    await page.goBack();
    await page.getByTestId('member-profile-all-stuffs').click();
    await page.waitForURL(`${base}/fr/membre/${bob.name.toLowerCase()}/equipements`);
    await textBecomes('stuff-list-count', plural('library.count', 2));

    // Bob renames himself: his old address leads to his new one.
    const renamed = `Robert${bob.name.slice(3, 12)}`;
    const changed = await api(bobToken, 'PUT', '/api/users', { name: renamed });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    await page.goto(`${base}/fr/membre/${bob.name.toLowerCase()}`);
    await page.waitForURL(`${base}/fr/membre/${renamed.toLowerCase()}`);
    await textBecomes('member-profile-name', renamed);

    // Nobody by that name.
    await page.goto(`${base}/fr/membre/personne-ici`);
    await textBecomes('member-profile-error', fr['member.profile.notFound']);
    expect(site.pageErrors).toEqual([]);
  });

  it('the profile and the list on a phone (390×844)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const base = site.baseUrl;
    await page.goto(`${base}/fr/membre/${carol.name.toLowerCase()}`);
    await textBecomes('member-profile-name', carol.name);
    await textBecomes('member-profile-stuffs-count', fr['member.profile.noStuff']);
    expect(await text('member-profile-about')).toBe(fr['member.profile.aboutEmpty']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot('profile-phone');

    await page.goto(`${base}/fr/communaute/membres?sort=registration`);
    await textBecomes('member-list-count', plural('member.list.count', 3));
    // Newest first: Carol registered last.
    expect(await page.getByTestId('member-row-link').first().innerText()).toBe(carol.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot('list-phone');
    expect(site.pageErrors).toEqual([]);
  });
});
