/**
 * Issue 18, levels and badges in a real browser: a member saves a first stuff from the draft → the
 * new-badge modal opens (once), closing it clears the notification on the server (a reload does not
 * show it again), the member's level shows in the user menu; a second stuff and two favourites reach
 * level 2 → the level-up modal opens once with the new level, closing clears it, the user menu says
 * level 2; then the `badges` page in English at
 * phone size: every badge with how to earn it, the earned one marked, the XP rules and the level curve.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { GamificationMe } from '#contract/gamification';
import type { Stuff } from '#contract/stuff';
import { BADGES, XP_ACTIONS, XP_RULES, xpForLevel } from '#game/gamification';
import { newLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import { en } from '../support/i18n-messages.ts';
import { message, writeDraft } from './support/builder.ts';
import { createMember, logIn, type E2eMember } from './support/members.ts';
import { hasChromium, RESULTS, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/issue18-gamification.test.ts skipped: ${SKIP_REASON}`);

const IOP = 8;
const GOBBALL_HEADGEAR = 2411;
/** Two items of the fixtures to mark as favourites. */
const FAVOURITES = [2411, 2414];

describe.skipIf(!hasChromium)(hasChromium ? 'levels and badges in Chromium' : `levels and badges in Chromium — skipped: ${SKIP_REASON}`, () => {
  let site: Site;
  let page: Page;
  let baseUrl: string;
  let member: E2eMember;

  /** The member's state as the API answers it, read with the page's own token. */
  async function apiMe() {
    const body = await page.evaluate(async () => {
      const response = await fetch('/api/gamification/me', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      return response.json();
    });
    return GamificationMe.parse(body);
  }

  beforeAll(async () => {
    site = await startSite({ locale: 'en-GB' });
    ({ page, baseUrl } = site);
    member = createMember(site, { prefix: 'Badger' });
    mkdirSync(RESULTS, { recursive: true });
  });

  afterAll(async () => {
    await site?.close();
  });

  beforeEach(() => {
    onTestFailed(async () => {
      await page.screenshot({ path: join(RESULTS, 'issue18-gamification-failure.png'), fullPage: true }).catch(() => undefined);
      console.log(`issue18-gamification: failed at ${page.url()}\n${(await page.locator('body').innerText().catch(() => '')).slice(0, 3000)}`);
    });
  });

  it('a first stuff saved opens the new-badge modal once; closing clears it; level 2 opens the level-up modal once; the badges page at 390×844', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${baseUrl}/en`);
    await logIn(page, member);
    await expect.poll(() => page.getByTestId('user-menu-level').textContent()).toBe(message(en, 'gamification.levelShort', { level: 1 }));
    await expect(apiMe()).resolves.toMatchObject({ xp: 0, level: 1, badges: [], lastNotification: null });

    // A draft saved to the account: the member's first stuff.
    const draft: Stuff = { ...newLocalStuff(), name: 'First Iop', classId: IOP, level: 100, items: { ch: GOBBALL_HEADGEAR } };
    await page.goto(`${baseUrl}/en/stuff/draft`);
    await writeDraft(page, draft);
    await page.goto(`${baseUrl}/en/stuff/draft`);
    await page.getByTestId('paper-doll').waitFor();
    await page.getByTestId('draft-save-account').click();
    const saveDialog = page.getByTestId('save-draft-dialog');
    await saveDialog.waitFor();
    await expect.poll(() => saveDialog.getByTestId('stuff-meta-name').inputValue()).toBe('First Iop');
    await saveDialog.getByTestId('save-draft-submit').click();
    await page.waitForURL(/\/en\/stuff\/private\/\d+$/);

    // The new-badge modal opens by itself, naming the badge in English.
    const modal = page.getByTestId('gamification-new-badge');
    await modal.waitFor();
    await expect(modal.locator('h2').textContent()).resolves.toBe(en['gamification.newBadgeTitle']);
    await expect(modal.getByTestId('gamification-new-badge-text').textContent()).resolves.toBe(message(en, 'gamification.newBadgeText', { name: 'First stuff' }));
    await expect(page.getByTestId('gamification-level-up').count()).resolves.toBe(0);
    const state = await apiMe();
    expect(state.xp).toBe(XP_RULES.first_stuff.xp + XP_RULES.stuff_saved.xp);
    expect(state.lastNotification).toMatchObject({ event: 'NEW_BADGE', badge: { code: 'first_stuff' } });

    // Closing clears it on the server; a reload does not open it again.
    await modal.getByTestId('gamification-close').click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(async () => (await apiMe()).lastNotification).toBeNull();
    await page.reload();
    await page.getByTestId('paper-doll').waitFor();
    // The level comes with the same answer as the notification: once it shows, the modal would have.
    await page.getByTestId('user-menu-level').waitFor();
    await expect(page.getByTestId('gamification-new-badge').count()).resolves.toBe(0);
    // Navigating reads the state again: still nothing to show.
    await page.getByTestId('builder-tab-characteristics').click();
    await page.locator('[data-testid="builder"][data-tab="characteristics"]').waitFor();
    await expect(page.getByTestId('gamification-new-badge').count()).resolves.toBe(0);

    // Level 2 (50·n·(n−1) = 100 XP): a second stuff saved (no badge at two) and two favourites.
    const second: Stuff = { ...newLocalStuff(), name: 'Second Iop', classId: IOP, level: 100, items: { ch: GOBBALL_HEADGEAR } };
    await page.goto(`${baseUrl}/en/stuff/draft`);
    await writeDraft(page, second);
    await page.goto(`${baseUrl}/en/stuff/draft`);
    await page.getByTestId('paper-doll').waitFor();
    await page.getByTestId('draft-save-account').click();
    await saveDialog.waitFor();
    await expect.poll(() => saveDialog.getByTestId('stuff-meta-name').inputValue()).toBe('Second Iop');
    await saveDialog.getByTestId('save-draft-submit').click();
    await page.waitForURL(/\/en\/stuff\/private\/\d+$/);
    const beforeFavourites = state.xp + XP_RULES.stuff_saved.xp;
    await expect.poll(async () => (await apiMe()).xp).toBe(beforeFavourites);
    expect(beforeFavourites).toBeLessThan(xpForLevel(2));
    expect(beforeFavourites + FAVOURITES.length * XP_RULES.favorite_added.xp).toBe(xpForLevel(2));
    expect((await apiMe()).lastNotification).toBeNull();
    await page.goto(`${baseUrl}/en/encyclopedia/items`);
    for (const itemId of FAVOURITES) {
      const star = page.getByTestId(`row-item-${itemId}`).getByTestId(`favorite-star-${itemId}`);
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    }

    // The level-up modal opens by itself with the new level, alone.
    const levelUp = page.getByTestId('gamification-level-up');
    await levelUp.waitFor();
    await expect(levelUp.locator('h2').textContent()).resolves.toBe(en['gamification.levelUpTitle']);
    await expect(levelUp.getByTestId('gamification-level-up-text').textContent()).resolves.toBe(message(en, 'gamification.levelUpText', { level: 2 }));
    await expect(page.getByTestId('gamification-new-badge').count()).resolves.toBe(0);
    await expect(apiMe()).resolves.toMatchObject({ xp: xpForLevel(2), level: 2, lastNotification: { event: 'LEVEL_UP', level: 2 } });
    await page.screenshot({ path: join(RESULTS, 'issue18-level-up-1366.png') });
    await levelUp.getByTestId('gamification-close').click();
    await levelUp.waitFor({ state: 'detached' });
    await expect.poll(async () => (await apiMe()).lastNotification).toBeNull();
    await expect.poll(() => page.getByTestId('user-menu-level').textContent()).toBe(message(en, 'gamification.levelShort', { level: 2 }));
    await page.reload();
    await page.getByTestId('user-menu-level').filter({ hasText: message(en, 'gamification.levelShort', { level: 2 }) }).waitFor();
    await expect(page.getByTestId('gamification-level-up').count()).resolves.toBe(0);
    const levelled = await apiMe();
    expect(levelled).toMatchObject({ level: 2, lastNotification: null });

    // The badges page at phone size, in English.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/en/badges`);
    await page.getByTestId('badges-page').waitFor();
    await expect(page.locator('.badges-page__title').textContent()).resolves.toBe(en['gamification.title']);
    await expect.poll(() => page.locator('[data-testid^="badge-"][data-earned]').count()).toBe(BADGES.length);
    const firstStuff = page.getByTestId('badge-first_stuff');
    await expect(firstStuff.getAttribute('data-earned')).resolves.toBe('true');
    await expect(firstStuff.locator('.badge-card__how').textContent()).resolves.toBe('Save a first stuff to your account.');
    await expect(page.locator('[data-earned="true"]').count()).resolves.toBe(1);
    await expect(page.getByTestId('badge-ten_stuffs').locator('.badge-card__state').textContent()).resolves.toBe(en['gamification.notEarned']);
    await expect(page.getByTestId('badges-count').textContent()).resolves.toContain(message(en, 'gamification.badgesCount', { earned: 1, total: BADGES.length }));
    await expect(page.getByTestId('badges-my-level').textContent()).resolves.toContain(
      message(en, 'gamification.progress', { xp: String(levelled.xp), next: xpForLevel(3).toLocaleString('en'), nextLevel: 3 }),
    );
    // The rules: one row per action with its XP; the curve: level 5 at 1,000 XP.
    await expect(page.getByTestId('badges-rules').locator('tbody tr').count()).resolves.toBe(XP_ACTIONS.length);
    await expect(page.getByTestId('badges-rules').textContent()).resolves.toContain(en['gamification.action.guide_published']);
    await expect(page.getByTestId('badges-curve').locator('tbody tr').nth(4).textContent()).resolves.toBe('51,000');
    // Nothing wider than the phone's screen.
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await page.screenshot({ path: join(RESULTS, 'issue18-badges-390.png'), fullPage: true });
  });
});
