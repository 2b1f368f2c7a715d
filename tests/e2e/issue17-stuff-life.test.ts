/**
 * Issue 17, the builder modes in a real browser: the whole life of a saved stuff. A visitor's draft →
 * log in → "save to my account" → items (equipped from the items tab, back to the stuff), forgemagie
 * and points written to the API → reload (all persisted, checked against the API's own copy) → copy →
 * made public with a description, tags and a guide → seen by another member and by a visitor
 * (read-only: no equip button, no fm or points edit; copy asks to log in, then copies) → deleted
 * with its confirmation (the active marker cleared; the "no equipment is active" warning when a
 * deleted active stuff is remembered). At 1366×900, then the key screens at 390×844.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import type { Stuff } from '#contract/stuff';
import { StoredStuff } from '#contract/stuffs';
import type { Engine } from '#engine';
import { defaultLineValue, itemForgeLines, lineValueBounds } from '#web/features/stuff-builder/model/forgemagie.ts';
import { newLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';
import { ACTIVE_STUFF_KEY } from '#web/entities/stuff/model/active-stuff.ts';
import { en } from '../support/i18n-messages.ts';
import { engineOfSite, message, slotItem, writeDraft } from './support/builder.ts';
import { createMember, logIn, logOut, type E2eMember } from './support/members.ts';
import { dismissGamificationModals } from './support/gamification.ts';
import { hasChromium, RESULTS, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/issue17-stuff-life.test.ts skipped: ${SKIP_REASON}`);

// Real retro records of tests/fixtures/data/retro.
const IOP = 8;
const GOBBALL_HEADGEAR = 2411;
const GOBBLING_CAPE = 2414;
const GOBBALL_HAMMER = 2416;
const GOBBALL_AMULET = 2425;

describe.skipIf(!hasChromium)(hasChromium ? 'a saved stuff’s life in Chromium' : `a saved stuff’s life in Chromium — skipped: ${SKIP_REASON}`, () => {
  let site: Site;
  let page: Page;
  let baseUrl: string;
  let engine: Engine;
  let owner: E2eMember;
  let other: E2eMember;
  /** The stuff saved from the draft, its copy, and the other member's copy of the public one. */
  let savedId = 0;
  let copyId = 0;
  let slug = '';

  /** The last answers to the stuff routes (status and path), printed when the test fails. */
  const stuffAnswers: string[] = [];
  const activeMarker = () => page.evaluate((key) => localStorage.getItem(key), ACTIVE_STUFF_KEY);

  /** The stored stuff as the API keeps it, read with the page's own token. */
  async function apiStuff(id: number): Promise<StoredStuff> {
    const body = await page.evaluate(async (stuffId) => {
      const response = await fetch(`/api/stuffs/retro/private/${stuffId}`, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      return response.json();
    }, id);
    return StoredStuff.parse(body);
  }

  async function waitSaved(): Promise<void> {
    await page.locator('[data-testid="stuff-save-status"][data-saving="false"]').waitFor();
  }

  async function openTab(tab: string): Promise<void> {
    await page.getByTestId(`builder-tab-${tab}`).click();
    await page.locator(`[data-testid="builder"][data-tab="${tab}"]`).waitFor();
  }

  async function openItemsList(text: string): Promise<void> {
    await openTab('items');
    await page.getByTestId('items-kind-item').click();
    await page.locator('[data-testid="items-kind-item"][aria-pressed="true"]').waitFor();
    await page.getByTestId('list-filter-text').fill(text);
    await page.waitForFunction(
      (wanted) => new URL(location.href).searchParams.get('text') === wanted && !document.querySelector('.list-page__results.is-stale'),
      text,
    );
  }

  /** The admin's debug line of the user menu ('' when the member is no admin). */
  async function debugLine(): Promise<string> {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-profile').waitFor();
    const line = page.getByTestId('user-menu-debug');
    const text = (await line.count()) === 0 ? '' : ((await line.textContent()) ?? '');
    await page.keyboard.press('Escape');
    return text;
  }

  beforeAll(async () => {
    site = await startSite({ locale: 'en-GB' });
    ({ page, baseUrl } = site);
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/stuffs/')) stuffAnswers.push(`${response.status()} ${path}`);
    });
    await dismissGamificationModals(page);
    engine = await engineOfSite(baseUrl);
    owner = createMember(site, { prefix: 'Owner', role: 'admin' });
    other = createMember(site, { prefix: 'Other' });
    mkdirSync(RESULTS, { recursive: true });
  });

  afterAll(async () => {
    await site?.close();
  });

  beforeEach(() => {
    onTestFailed(async () => {
      await page.screenshot({ path: join(RESULTS, 'issue17-stuff-life-failure.png'), fullPage: true }).catch(() => undefined);
      const marker = await page.evaluate((key) => localStorage.getItem(key), ACTIVE_STUFF_KEY).catch(() => 'unreadable');
      console.log(`issue17-stuff-life: failed at ${page.url()} (active-stuff marker: ${marker}; last stuff answers: ${stuffAnswers.slice(-6).join(', ')})\n${(await page.locator('body').innerText().catch(() => '')).slice(0, 3000)}`);
    });
  });

  it('lives a stuff’s whole life at 1366×900: draft → account → edits → copy → public → others → deleted', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    // A visitor's draft.
    const draft: Stuff = { ...newLocalStuff(), name: 'Gobball Iop', classId: IOP, level: 150, items: { ch: GOBBALL_HEADGEAR, ca: GOBBLING_CAPE, ar: GOBBALL_HAMMER } };
    await page.goto(`${baseUrl}/en/stuff/draft`);
    await writeDraft(page, draft);
    await page.goto(`${baseUrl}/en/stuff/draft`);
    await page.getByTestId('paper-doll').waitFor();
    await expect(page.getByTestId('draft-save-account').textContent()).resolves.toBe(en['builder.actions.saveDraftLogin']);

    // "Save to my account" asks a visitor to log in; the form opens right after the login.
    await page.getByTestId('draft-save-account').click();
    const login = page.getByTestId('login-dialog');
    await login.waitFor();
    await login.getByTestId('login-login').fill(owner.name);
    await login.getByTestId('login-password').fill(owner.password);
    await login.getByTestId('login-submit').click();
    const saveDialog = page.getByTestId('save-draft-dialog');
    await saveDialog.waitFor();
    // The member's setting: new stuffs are private by default.
    await expect(saveDialog.getByTestId('stuff-meta-private').isChecked()).resolves.toBe(true);
    await expect.poll(() => saveDialog.getByTestId('stuff-meta-name').inputValue()).toBe('Gobball Iop');
    // A name the API refuses: its message next to the field, in English.
    await saveDialog.getByTestId('stuff-meta-name').fill('G!');
    await saveDialog.getByTestId('save-draft-submit').click();
    await saveDialog.getByTestId('stuff-meta-name-error').waitFor();
    await saveDialog.getByTestId('stuff-meta-name').fill('Gobball Iop');
    await saveDialog.getByTestId('save-draft-submit').click();
    await page.waitForURL(/\/en\/stuff\/private\/\d+$/);
    savedId = Number(/private\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByTestId('stuff-name').textContent()).resolves.toBe('Gobball Iop');
    await expect(page.getByTestId('stuff-visibility').textContent()).resolves.toBe(en['builder.visibility.private']);
    await expect(activeMarker()).resolves.toBe(String(savedId));
    await expect(debugLine()).resolves.toBe(message(en, 'auth.menu.debug', { mode: 'private' }));
    expect(await slotItem(page, 'ch')).toBe(GOBBALL_HEADGEAR);
    // The tab bar links within the private stuff.
    await expect(page.getByTestId('builder-tab-fm').getAttribute('href')).resolves.toBe(`/en/stuff/private/${savedId}/fm`);
    await expect(page.getByTestId('builder-tab-simulation').getAttribute('href')).resolves.toBe(`/en/stuff/private/${savedId}/simulation`);

    // Items: equipped from the items tab; the member's setting brings the builder back to the stuff.
    await openItemsList('gobball amulet');
    await page.getByTestId(`equip-${GOBBALL_AMULET}`).click();
    await page.waitForURL(`${baseUrl}/en/stuff/private/${savedId}`);
    await page.getByTestId('slot-am-item').waitFor();
    await waitSaved();
    expect((await apiStuff(savedId)).stuff.items.am).toBe(GOBBALL_AMULET);

    // Forgemagie: a lowered line and an AP exo on the headgear.
    await openTab('fm');
    const headgear = engine.catalog.items.find((item) => item.id === GOBBALL_HEADGEAR)!;
    const strengthLine = itemForgeLines(headgear).find((line) => line.stat === 'strength')!;
    const lowered = lineValueBounds(strengthLine, 'retro', 150).min;
    expect(lowered).not.toBe(defaultLineValue(strengthLine));
    await page.getByTestId('fm-input-ch-strength').fill(String(lowered));
    await page.getByTestId('fm-exo-select-ch').selectOption('ap');
    await page.getByTestId('fm-exo-add-ch').click();
    await page.getByTestId('fm-line-ch-ap').waitFor();
    await waitSaved();

    // Points and scrolls.
    await openTab('characteristics');
    await page.getByTestId('carac-points-strength').fill('50');
    await page.getByTestId('carac-scroll-vitality').fill('100');
    await page.getByTestId('carac-scroll-vitality').press('Tab');
    await waitSaved();
    await page.waitForFunction(() => document.querySelector('[data-testid="stuff-save-status"]')?.getAttribute('data-saving') === 'false');

    // The simulation tab: the weapon's damage against the target.
    await openTab('simulation');
    await page.getByTestId('simulation-weapon-summary').waitFor();

    // Reload: everything came from the server.
    await page.reload();
    await page.getByTestId('private-stuff-header').waitFor();
    const persisted = await apiStuff(savedId);
    expect(persisted.stuff).toMatchObject({
      mode: 'private',
      classId: IOP,
      level: 150,
      items: { ch: GOBBALL_HEADGEAR, ca: GOBBLING_CAPE, ar: GOBBALL_HAMMER, am: GOBBALL_AMULET },
      rolls: { ch: { strength: lowered, ap: 1 } },
      points: { strength: 50 },
      scrolls: { vitality: 100 },
    });
    await openTab('characteristics');
    await expect.poll(() => page.getByTestId('carac-points-strength').inputValue()).toBe('50');
    await expect.poll(() => page.getByTestId('carac-scroll-vitality').inputValue()).toBe('100');
    await openTab('fm');
    await expect.poll(() => page.getByTestId('fm-input-ch-strength').inputValue()).toBe(String(lowered));
    await page.getByTestId('fm-line-ch-ap').waitFor();
    await openTab('overview');
    expect(await slotItem(page, 'am')).toBe(GOBBALL_AMULET);

    // Copy: "Copy of Gobball Iop", then the copy opens (and becomes the active stuff).
    await page.getByTestId('stuff-copy').click();
    await expect.poll(() => page.getByTestId('stuff-copy-name').inputValue()).toBe(message(en, 'builder.copy.defaultName', { name: 'Gobball Iop' }));
    await page.getByTestId('stuff-copy-submit').click();
    await page.waitForURL((url) => /\/en\/stuff\/private\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${savedId}`));
    copyId = Number(/private\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByTestId('stuff-name').textContent()).resolves.toBe('Copy of Gobball Iop');
    await expect(activeMarker()).resolves.toBe(String(copyId));
    expect((await apiStuff(copyId)).stuff.rolls).toEqual(persisted.stuff.rolls);

    // Made public with a description, tags and a guide (whose script and javascript: link the server drops).
    await page.goto(`${baseUrl}/en/stuff/private/${savedId}`);
    await page.getByTestId('stuff-edit-meta').click();
    const meta = page.getByTestId('stuff-meta-dialog');
    await meta.getByTestId('stuff-meta-public').check();
    await meta.getByTestId('stuff-meta-description').fill('Hits hard at level 150');
    await meta.getByTestId('stuff-meta-tag-pvm').check();
    await meta.getByTestId('stuff-meta-tag-earth').check();
    await meta.getByTestId('stuff-meta-markdown').fill('## Tips\n\nHit **hard**.<script>window.pwned = 1</script> [click](javascript:window.pwned=2)');
    await meta.getByTestId('stuff-meta-submit').click();
    await meta.waitFor({ state: 'detached' });
    await expect(page.getByTestId('stuff-visibility').textContent()).resolves.toBe(en['builder.visibility.public']);
    const published = await apiStuff(savedId);
    expect(published).toMatchObject({ visible: true, description: 'Hits hard at level 150', tags: ['pvm', 'earth'] });
    slug = published.slug;
    await expect(page.getByTestId('stuff-view-public').getAttribute('href')).resolves.toBe(`/en/stuff/${slug}`);
    // The share link is the short URL (base 62), which the server sends on to the page.
    const shareUrl = `${baseUrl}/s/${published.short_code}`;
    await expect(page.getByTestId('stuff-share').getAttribute('data-url')).resolves.toBe(shareUrl);
    // The owner's own public view: read-only too, with a way back to the editable one.
    await page.getByTestId('stuff-view-public').click();
    await page.getByTestId('public-stuff-header').waitFor();
    await page.getByTestId('stuff-open-private').waitFor();
    await logOut(page);

    // Another member: the public stuff, read-only, with its author, views, guide and tags.
    await logIn(page, other);
    await page.goto(shareUrl);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/en/stuff/${slug}`);
    await page.getByTestId('public-stuff-header').waitFor();
    await expect(debugLine()).resolves.toBe('');
    await expect(page.getByTestId('stuff-author').textContent()).resolves.toBe(message(en, 'builder.public.author', { author: owner.name }));
    await expect(page.getByTestId('stuff-views').textContent()).resolves.toMatch(/^\d+ views?$/);
    await expect(page.getByTestId('stuff-description').textContent()).resolves.toBe('Hits hard at level 150');
    await page.getByTestId('stuff-tag-pvm').waitFor();
    const guide = page.getByTestId('stuff-guide-body');
    await expect(guide.locator('h2').textContent()).resolves.toBe('Tips');
    await expect(guide.locator('strong').textContent()).resolves.toBe('hard');
    await expect(guide.locator('script').count()).resolves.toBe(0);
    await expect(guide.locator('a[href^="javascript"]').count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as { pwned?: number }).pwned)).resolves.toBeUndefined();
    await expect(page.getByTestId('stuff-open-private').count()).resolves.toBe(0);
    // Read-only everywhere: character, items (no equip button), forgemagie, points.
    await expect(page.getByTestId('level-input').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('builder-tab-fm').getAttribute('href')).resolves.toBe(`/en/stuff/${slug}/fm`);
    await expect(page.getByTestId('builder-tab-simulation').count()).resolves.toBe(0);
    await openItemsList('gobball');
    await page.locator('[data-testid^="preview-"]').first().waitFor();
    await expect(page.locator('[data-testid^="equip-"]').count()).resolves.toBe(0);
    await expect(page.getByTestId('setting-return-after-equip').count()).resolves.toBe(0);
    await openTab('fm');
    await expect(page.getByTestId('fm-input-ch-strength').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('fm-exo-add-ch').count()).resolves.toBe(0);
    await openTab('characteristics');
    await expect(page.getByTestId('carac-points-strength').isDisabled()).resolves.toBe(true);
    // The owner's private copy: "the equipment is private", as a page; a missing one: not found.
    await page.goto(`${baseUrl}/en/stuff/${copyId}`);
    await expect(page.getByTestId('stuff-error').textContent()).resolves.toContain('The equipment is private');
    await page.goto(`${baseUrl}/en/stuff/999999`);
    await expect(page.getByTestId('stuff-error').textContent()).resolves.toContain('Equipment not found');
    await logOut(page);

    // A visitor: read-only too; "copy" asks to log in, and copies right after the login.
    await page.goto(`${baseUrl}/en/stuff/${slug}`);
    await page.getByTestId('public-stuff-header').waitFor();
    await openItemsList('gobball');
    await page.locator('[data-testid^="preview-"]').first().waitFor();
    await expect(page.locator('[data-testid^="equip-"]').count()).resolves.toBe(0);
    await openTab('overview');
    await page.getByTestId('stuff-copy').click();
    await page.getByTestId('stuff-copy-login').waitFor();
    await page.getByTestId('stuff-copy-submit').click();
    await page.getByTestId('login-dialog').waitFor();
    await page.getByTestId('login-dialog').getByTestId('login-login').fill(other.name);
    await page.getByTestId('login-dialog').getByTestId('login-password').fill(other.password);
    await page.getByTestId('login-dialog').getByTestId('login-submit').click();
    await page.waitForURL(/\/en\/stuff\/private\/\d+$/);
    const othersCopy = Number(/private\/(\d+)$/.exec(page.url())![1]);
    expect(othersCopy).not.toBe(savedId);
    await expect(page.getByTestId('stuff-name').textContent()).resolves.toBe('Copy of Gobball Iop');
    expect((await apiStuff(othersCopy)).user.name).toBe(other.name);
    await logOut(page);

    // Compared in the Stuffminator: the saved stuff (edited since) beside a draft of the browser,
    // each figure the engine's; the chart drawn; the differing items listed.
    await logIn(page, owner);
    const comparedDraft: Stuff = { ...newLocalStuff(), classId: IOP, level: 100, items: { ch: GOBBALL_HEADGEAR } };
    await writeDraft(page, comparedDraft);
    await page.goto(`${baseUrl}/en/tools/stuffminator/${savedId}/draft`);
    const comparedSaved = (await apiStuff(savedId)).stuff;
    const figures = new Intl.NumberFormat('en');
    for (const stat of ['vitality', 'strength', 'ap'] as const) {
      await expect
        .poll(() => page.getByTestId(`cmp-${stat}-first`).textContent(), { timeout: 20_000 })
        .toBe(figures.format(engine.computeStats(toStuffInput(comparedSaved)).stats[stat]));
      await expect.poll(() => page.getByTestId(`cmp-${stat}-second`).textContent()).toBe(figures.format(engine.computeStats(toStuffInput(comparedDraft)).stats[stat]));
    }
    await page.locator('[data-testid="stuffminator-chart-characteristics"] svg .recharts-bar-rectangle').first().waitFor();
    await page.getByTestId('diff-ar-first').waitFor();

    // The owner deletes the saved stuff, after its confirmation; the active marker goes with it.
    await page.goto(`${baseUrl}/en/stuff/private/${savedId}`);
    await page.getByTestId('private-stuff-header').waitFor();
    await expect(activeMarker()).resolves.toBe(String(savedId));
    await page.getByTestId('stuff-delete').click();
    await page.getByTestId('stuff-delete-dialog').waitFor();
    await page.getByTestId('stuff-delete-cancel').click();
    await page.getByTestId('stuff-delete-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('stuff-delete').click();
    await page.getByTestId('stuff-delete-confirm').click();
    await page.getByTestId('alert-success').getByText(message(en, 'builder.delete.done', { name: 'Gobball Iop' })).waitFor();
    await expect(activeMarker()).resolves.toBeNull();
    await page.goto(`${baseUrl}/en/stuff/private/${savedId}`);
    await expect(page.getByTestId('stuff-error').textContent()).resolves.toContain('Equipment not found');

    // A deleted stuff still remembered as active (deleted in another browser): the warning, and the marker cleared.
    // The marker is written from a document of the site that runs no app (any page of the app, the private
    // one just left included, reads the marker on its next render, finds the stuff missing and clears the
    // marker itself, warning on that page rather than on the next one).
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate(([key, id]) => localStorage.setItem(key, id), [ACTIVE_STUFF_KEY, String(savedId)] as const);
    await page.goto(`${baseUrl}/en`);
    const warning = page.getByTestId('active-stuff-missing');
    await warning.waitFor();
    await expect(warning.textContent()).resolves.toContain(en['stuff.active.missingTitle']);
    await expect(activeMarker()).resolves.toBeNull();
    await page.getByTestId('active-stuff-missing-dismiss').click();
    await warning.waitFor({ state: 'detached' });

    // Deactivate, then the draft clears the marker too.
    await page.goto(`${baseUrl}/en/stuff/private/${copyId}`);
    await page.getByTestId('stuff-deactivate').click();
    await expect(activeMarker()).resolves.toBeNull();
    await page.getByTestId('stuff-activate').click();
    await expect(activeMarker()).resolves.toBe(String(copyId));
    await page.getByTestId('stuff-open-draft').click();
    await page.getByTestId('draft-save-account').waitFor();
    await expect(activeMarker()).resolves.toBeNull();
    await expect(debugLine()).resolves.toBe(message(en, 'auth.menu.debug', { mode: 'local' }));
    expect(site.pageErrors).toEqual([]);
  });

  it('shows the key screens at 390×844: the private stuff, its copy page and the public view', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    /**
     * Nothing of `root` reaches past its builder container's right edge, nor (`whole`) the page past the
     * screen's. A member's name in the shell's top bar widens the whole page at 390 px today (the
     * bar is not this feature's): with a member signed in, only the builder's own parts are checked.
     */
    const fits = async (root: string, whole: boolean) => {
      const wide = await page.evaluate(
        ([selector, wholePage]) => {
          const limit = wholePage ? document.documentElement.clientWidth : document.querySelector('.builder')!.getBoundingClientRect().right;
          return [...document.querySelectorAll(`${selector}, ${selector} *`)]
            .filter((element) => element.getBoundingClientRect().right > limit + 1)
            .slice(0, 5)
            .map((element) => `${element.tagName}.${element.className} ${element.getAttribute('data-testid') ?? ''} ${Math.round(element.getBoundingClientRect().right)}`);
        },
        [root, whole] as const,
      );
      if (wide.length > 0) console.log('wider than the screen:', wide);
      return wide.length === 0;
    };

    await page.goto(`${baseUrl}/en/stuff/private/${copyId}`);
    await page.getByTestId('private-stuff-header').waitFor();
    await page.getByTestId('stuff-edit-meta').waitFor();
    await expect(fits('[data-testid="private-stuff-header"]', false)).resolves.toBe(true);
    await page.screenshot({ path: join(RESULTS, 'issue17-private-390.png') });
    // Made public from the phone.
    await page.getByTestId('stuff-edit-meta').click();
    await page.getByTestId('stuff-meta-public').check();
    await page.getByTestId('stuff-meta-submit').click();
    await page.getByTestId('stuff-meta-dialog').waitFor({ state: 'detached' });
    await expect(page.getByTestId('stuff-visibility').textContent()).resolves.toBe(en['builder.visibility.public']);

    await page.getByTestId('stuff-copy').click();
    await page.getByTestId('stuff-copy-page').waitFor();
    await expect(fits('[data-testid="stuff-copy-page"]', false)).resolves.toBe(true);
    await page.screenshot({ path: join(RESULTS, 'issue17-copy-390.png') });

    await logOut(page);
    await page.goto(`${baseUrl}/en/stuff/${copyId}`);
    await page.getByTestId('public-stuff-header').waitFor();
    await page.getByTestId('paper-doll').waitFor();
    // The tab strip scrolls sideways by design: the page itself must not.
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).resolves.toBe(true);
    await expect(fits('[data-testid="public-stuff-header"]', true)).resolves.toBe(true);
    await expect(page.getByTestId('level-input').isDisabled()).resolves.toBe(true);
    await page.screenshot({ path: join(RESULTS, 'issue17-public-390.png') });
    expect(site.pageErrors).toEqual([]);
  });
});
