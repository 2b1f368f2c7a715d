/**
 * Issue 18, live data and streams in a real browser, against a local fake of the Twitch API (the
 * server reads TWITCH_* and the fake's addresses). An admin tags two members as streamers with their
 * channel (through the API); the fake says one channel is live. At 1366×900 in French: the stream
 * panel under the bar lists the live streamer first with the live marker, then the offline one, each
 * linking to the Twitch channel (new tab, noopener noreferrer) and to the member's profile; folding
 * it is remembered after a reload, and so is unfolding it; the home shows the online count and the
 * live streamer beside the statistics; the community menu shows the online count and, per game, the
 * data version the site runs (bootstrap's `maj`). At 390×844 in English: no stream panel, and the
 * sidebar's community section shows the data versions in English.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { USER_TAGS } from '#contract/moderation';
import { startFakeTwitch, fakeTwitchEnv, type FakeTwitch } from '../support/fake-twitch.ts';
import { en, fr } from '../support/i18n-messages.ts';
import { message } from './support/builder.ts';
import { createMember, type E2eMember } from './support/members.ts';
import { hasChromium, RESULTS, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/issue18-live.test.ts skipped: ${SKIP_REASON}`);

describe.skipIf(!hasChromium)(hasChromium ? 'issue 18 live data and streams in Chromium' : `issue 18 live data — skipped: ${SKIP_REASON}`, () => {
  let twitch: FakeTwitch;
  let site: Site;
  let page: Page;
  let admin: E2eMember;
  let caster: E2eMember;
  let quiet: E2eMember;

  const json = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${site.serverUrl}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
    return { status: response.status, body: (await response.json()) as any };
  };
  const shot = async (name: string) => {
    mkdirSync(RESULTS, { recursive: true });
    await page.screenshot({ path: join(RESULTS, `issue18-live-${name}.png`), fullPage: false });
  };

  beforeAll(async () => {
    twitch = await startFakeTwitch();
    site = await startSite({ locale: 'fr-FR', env: fakeTwitchEnv(twitch) });
    page = site.page;
    admin = createMember(site, { prefix: 'Chef', role: 'admin' });
    caster = createMember(site, { prefix: 'Caster' });
    quiet = createMember(site, { prefix: 'Calme' });
  }, 120_000);

  afterAll(async () => {
    await site?.close();
    await twitch?.close();
  });

  beforeEach(() => {
    onTestFailed(async () => {
      await page.screenshot({ path: join(RESULTS, 'issue18-live-failure.png') }).catch(() => undefined);
      console.log(`issue18-live: failed at ${page.url()}\n${(await page.locator('body').innerText().catch(() => '')).slice(0, 3000)}`);
    });
  });

  it('an admin tags streamers; the stream panel (1366×900) shows the live one first, links, folds and remembers it; the home and the community menu show the live data; none at 390×844', { timeout: 180_000 }, async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${site.baseUrl}/fr`);
    // The home: the online count beside the statistics (this page's own visit counts: at least one).
    const homeCount = page.getByTestId('home-online-count');
    await expect.poll(async () => /^\d+$/.test((await homeCount.innerText()).trim())).toBe(true);
    expect(Number(await homeCount.innerText())).toBeGreaterThanOrEqual(1);
    await page.getByTestId('app-stats').waitFor();
    // No streamer yet: no panel, no streams on the home.
    await expect(page.getByTestId('stream-panel').count()).resolves.toBe(0);
    await expect(page.getByTestId('home-streams').count()).resolves.toBe(0);

    // The admin tags two members as streamers with their channel; the fake Twitch says one is live.
    const login = await json('/api/auth/login', { method: 'POST', body: JSON.stringify({ login: admin.name, password: admin.password }) });
    expect(login.status).toBe(200);
    const idOf = async (member: E2eMember) => (await json(`/api/users/name/${encodeURIComponent(member.name)}`)).body.id as number;
    const [casterId, quietId] = [await idOf(caster), await idOf(quiet)];
    for (const [id, channel] of [
      [casterId, 'Caster_Live'],
      [quietId, 'calme_off'],
    ] as const) {
      const tagged = await json(`/api/admin/users/${id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${login.body.token}` },
        body: JSON.stringify({ tags: [USER_TAGS.streamer], stream_channel: channel }),
      });
      expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    }
    twitch.live.add('caster_live');

    // A reload reads the live data again: the panel lists the live streamer first.
    await page.reload();
    const panel = page.getByTestId('stream-panel');
    await panel.waitFor();
    await expect(panel.locator('h2').innerText()).resolves.toBe(fr['live.streams.title']);
    await expect(panel.getByTestId('stream-panel-live-count').innerText()).resolves.toBe(message(fr, 'live.streams.liveCount_one', { count: 1 }));
    const cards = panel.locator('[data-testid^="stream-"][data-live]');
    await expect(cards.evaluateAll((items) => items.map((item) => [item.getAttribute('data-testid'), item.getAttribute('data-live')]))).resolves.toEqual([
      [`stream-${casterId}`, 'true'],
      [`stream-${quietId}`, 'false'],
    ]);
    const live = panel.getByTestId(`stream-${casterId}`);
    await expect(live.getByTestId('stream-live').innerText()).resolves.toBe(fr['live.streams.live']);
    await expect(live.innerText()).resolves.toContain(message(fr, 'live.streams.viewers_other', { viewers: '42' }));
    const channel = live.getByTestId('stream-channel');
    await expect(channel.getAttribute('href')).resolves.toBe('https://www.twitch.tv/Caster_Live');
    await expect(channel.getAttribute('target')).resolves.toBe('_blank');
    await expect(channel.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    const offline = panel.getByTestId(`stream-${quietId}`);
    await expect(offline.getByTestId('stream-live').count()).resolves.toBe(0);
    await expect(offline.innerText()).resolves.toContain(fr['live.streams.offline']);
    await expect(offline.getByTestId('stream-channel').getAttribute('href')).resolves.toBe('https://www.twitch.tv/calme_off');
    // Twitch was asked once for both channels, whatever the page's requests.
    expect(twitch.streams.map((logins) => [...logins].sort())).toEqual([['calme_off', 'caster_live']]);

    // The home lists the live streamer beside the statistics.
    const homeStream = page.getByTestId(`home-stream-${casterId}`);
    await homeStream.waitFor();
    await expect(homeStream.locator('a[target="_blank"]').getAttribute('href')).resolves.toBe('https://www.twitch.tv/Caster_Live');
    await expect(page.getByTestId(`home-stream-${quietId}`).count()).resolves.toBe(0);
    await shot('panel-1366');

    // The community menu: the online count and each game's data version, as bootstrap says.
    const bootstrap = await json('/api/bootstrap?game=retro');
    const updates = bootstrap.body.data.maj as { scope: 'retro' | 'dofus'; version: string; success: boolean }[];
    expect(updates.map((update) => update.scope).sort()).toEqual(['dofus', 'retro']);
    await page.getByTestId('nav-menu-community').click();
    const status = page.locator('.nav-menu__panel').getByTestId('community-status');
    await status.waitFor();
    await expect.poll(async () => /^\d+ personnes? en ligne$/.test(await status.getByTestId('community-online-count').innerText())).toBe(true);
    for (const update of updates) {
      const line = status.getByTestId(`data-update-${update.scope}`);
      await expect(line.getAttribute('data-success')).resolves.toBe('true');
      await expect(line.innerText()).resolves.toContain(message(fr, 'live.updates.version', { game: fr[`app.variant.${update.scope}`], version: update.version }));
      await expect(line.locator('.community-status__mark [aria-hidden="true"]').innerText()).resolves.toBe('✓');
      await expect(line.locator('.community-status__mark').getAttribute('title')).resolves.toBe(fr['live.updates.ok']);
    }
    await shot('community-menu-1366');
    await page.keyboard.press('Escape');

    // The profile link leads to the streamer's page.
    await live.getByTestId('stream-profile').click();
    await page.waitForURL(new RegExp(`/fr/membre/${caster.name.toLowerCase()}$`));
    await expect(page.getByTestId('member-profile-name').innerText()).resolves.toContain(caster.name);

    // Folding the panel is remembered after a reload; so is unfolding it.
    const toggle = panel.getByTestId('stream-panel-toggle');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(panel.locator('#stream-panel-list').isVisible()).resolves.toBe(false);
    await page.reload();
    await panel.waitFor();
    await expect(panel.getAttribute('data-collapsed')).resolves.toBe('true');
    await expect(panel.locator('#stream-panel-list').isVisible()).resolves.toBe(false);
    // Folded, the live count still shows.
    await expect(panel.getByTestId('stream-panel-live-count').isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => localStorage.getItem('stream-panel'))).resolves.toBe('collapsed');
    await toggle.click();
    await page.reload();
    await panel.waitFor();
    await expect(panel.getAttribute('data-collapsed')).resolves.toBe('false');
    await expect(panel.getByTestId(`stream-${casterId}`).isVisible()).resolves.toBe(true);

    // A phone: no stream panel; the sidebar's community section shows the data versions, in English.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.baseUrl}/en`);
    await page.getByTestId('home-online-count').waitFor();
    await page.getByTestId(`home-stream-${casterId}`).waitFor();
    await expect(page.getByTestId('stream-panel').count()).resolves.toBe(0);
    await page.getByTestId('sidebar-open').click();
    const sidebar = page.getByTestId('mobile-sidebar');
    const retro = sidebar.getByTestId('data-update-retro');
    await retro.waitFor();
    const retroVersion = updates.find((update) => update.scope === 'retro')!.version;
    await expect(retro.innerText()).resolves.toContain(message(en, 'live.updates.version', { game: en['app.variant.retro'], version: retroVersion }));
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await retro.scrollIntoViewIfNeeded();
    await shot('sidebar-390');
    await page.getByTestId('sidebar-close').click();
    // Wider again: the panel comes back, unfolded as left.
    await page.setViewportSize({ width: 1366, height: 900 });
    await panel.waitFor();
    await expect(panel.getAttribute('data-collapsed')).resolves.toBe('false');

    expect(site.pageErrors).toEqual([]);
  });
});
