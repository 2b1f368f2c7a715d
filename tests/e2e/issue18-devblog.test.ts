/**
 * Issue 18, the devblog, the news modal and the legal pages in a real browser. An admin writes a
 * news item in the markdown editor (a heading, a list, a link, and a script, an image with a
 * handler and a javascript: link that must not survive), previews it and publishes it: the devblog
 * lists it rendered and nothing injected runs or exists. A member already signed in elsewhere, in
 * Spanish, reloads: the news modal opens once with the French text (the only one written: the
 * fallback), closing it writes `news-read`, a reload does not show it again; the devblog list at
 * phone size. Then the terms of use and the privacy policy, opened from the footer in French,
 * English and Spanish: their real texts, the contact address of CONTACT_EMAIL, how long data are
 * kept and how to delete the account.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import type { Lang } from '#contract/common';
import { en, es, fr } from '../support/i18n-messages.ts';
import { message } from './support/builder.ts';
import { dismissGamificationModals, settleGamification } from './support/gamification.ts';
import { createMember, logIn, type E2eMember } from './support/members.ts';
import { hasChromium, openBrowser, RESULTS, SKIP_REASON, startSite, type ExtraBrowser, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/issue18-devblog.test.ts skipped: ${SKIP_REASON}`);

const CONTACT_EMAIL = 'contact-devblog@tofulab.test';
const MESSAGES: Record<Lang, Record<string, string>> = { fr, en, es };
/** Sentences of the real legal texts, per language: deleting the account (terms), how long (privacy) and deleting (privacy). */
const LEGAL: Record<Lang, { privacyTitle: string; cguDelete: string; retention: string; session: string; deletion: string; rights: string }> = {
  fr: {
    privacyTitle: 'Politique de confidentialité',
    cguDelete: 'Vous pouvez supprimer votre compte à tout moment depuis la page « Mon profil »',
    retention: '2. Combien de temps',
    session: 'La session « rester connecté » : 30 jours',
    deletion: 'La suppression est immédiate et définitive.',
    rights: '5. Vos droits et la suppression du compte',
  },
  en: {
    privacyTitle: 'Privacy policy',
    cguDelete: 'You can delete your account at any time from the "My profile" page',
    retention: '2. For how long',
    session: 'The "stay logged in" session: 30 days',
    deletion: 'Deletion is immediate and final.',
    rights: '5. Your rights and deleting the account',
  },
  es: {
    privacyTitle: 'Política de privacidad',
    cguDelete: 'Puede eliminar su cuenta en cualquier momento desde la página «Mi perfil»',
    retention: '2. Durante cuánto tiempo',
    session: 'La sesión «mantener la conexión»: 30 días',
    deletion: 'La eliminación es inmediata y definitiva.',
    rights: '5. Sus derechos y la eliminación de la cuenta',
  },
};

const BODY = [
  '## Ce qui change',
  '',
  '- Le **Cacminator** compare les armes',
  '- Les profils publics des membres',
  '',
  'Lire [le guide complet](https://example.org/guide).',
  '',
  '<script>window.__devblogPwned = "script"; alert("script")</script>',
  '<img src="x" onerror="window.__devblogPwned = \'img\'; alert(\'img\')">',
  '<a href="javascript:alert(\'link\')" data-testid="devblog-trap">lien piégé</a>',
].join('\n');

describe.skipIf(!hasChromium)(hasChromium ? 'the devblog, the news modal and the legal pages in Chromium' : `the devblog in Chromium — skipped: ${SKIP_REASON}`, () => {
  let site: Site;
  let page: Page;
  let baseUrl: string;
  let admin: E2eMember;
  let member: E2eMember;
  let reader: ExtraBrowser | undefined;
  const dialogs: string[] = [];

  /** What a rendered post body must hold, and what it must not (the injection). */
  async function expectRenderedBody(target: Page, selector: string): Promise<void> {
    const body = target.locator(selector).first();
    await body.waitFor();
    await expect(body.locator('h2').textContent()).resolves.toBe('Ce qui change');
    await expect(body.locator('ul > li').allTextContents()).resolves.toEqual(['Le Cacminator compare les armes', 'Les profils publics des membres']);
    await expect(body.locator('li strong').textContent()).resolves.toBe('Cacminator');
    const link = body.locator('a[href="https://example.org/guide"]');
    await expect(link.textContent()).resolves.toBe('le guide complet');
    await expect(link.getAttribute('rel')).resolves.toContain('noopener');
    await expect(body.locator('script, img, [onerror], a[href^="javascript"], [data-testid="devblog-trap"]').count()).resolves.toBe(0);
    // The injection's text is not shown as markup either.
    await expect(body.textContent()).resolves.not.toContain('onerror');
  }

  async function expectNothingInjected(target: Page): Promise<void> {
    await expect(target.evaluate(() => (window as { __devblogPwned?: string }).__devblogPwned ?? null)).resolves.toBeNull();
    await expect(target.evaluate(() => document.querySelectorAll('[onerror], #main img, #main script, dialog script').length)).resolves.toBe(0);
  }

  beforeAll(async () => {
    site = await startSite({ locale: 'fr-FR', env: { CONTACT_EMAIL } });
    ({ page, baseUrl } = site);
    admin = createMember(site, { prefix: 'Scribe', role: 'admin' });
    member = createMember(site, { prefix: 'Lector' });
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    mkdirSync(RESULTS, { recursive: true });
  });

  afterAll(async () => {
    await reader?.close();
    await site?.close();
  });

  beforeEach(() => {
    onTestFailed(async () => {
      await page.screenshot({ path: join(RESULTS, 'issue18-devblog-failure.png'), fullPage: true }).catch(() => undefined);
      await reader?.page.screenshot({ path: join(RESULTS, 'issue18-devblog-reader-failure.png'), fullPage: true }).catch(() => undefined);
      console.log(`issue18-devblog: failed at ${page.url()}\n${(await page.locator('body').innerText().catch(() => '')).slice(0, 3000)}`);
    });
  });

  it('an admin publishes a markdown news item; a Spanish member sees it once in the news modal and in the list; the legal pages in three languages', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await dismissGamificationModals(page);

    // The member, in Spanish in another browser, signed in before anything is published: no news.
    reader = await openBrowser({ locale: 'es-ES', viewport: { width: 1366, height: 900 } });
    const readerPage = reader.page;
    readerPage.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await dismissGamificationModals(readerPage);
    await readerPage.goto(`${baseUrl}/es/devblog`);
    await readerPage.getByTestId('devblog-empty').waitFor();
    await expect(readerPage.getByTestId('devblog-empty').textContent()).resolves.toBe(es['devblog.empty']);
    await logIn(readerPage, member);
    await settleGamification(readerPage);
    await expect(readerPage.getByTestId('news-modal').count()).resolves.toBe(0);
    await expect(readerPage.getByTestId('devblog-new').count()).resolves.toBe(0);

    // The admin opens the devblog and writes in French only.
    await page.goto(`${baseUrl}/fr/devblog`);
    await page.getByTestId('devblog-empty').waitFor();
    await logIn(page, admin);
    await settleGamification(page);
    await page.getByTestId('devblog-new').click();
    const editor = page.getByTestId('devblog-editor');
    await editor.waitFor();
    await expect(editor.getByTestId('devblog-editor-lang-fr').getAttribute('aria-current')).resolves.toBe('true');
    const title = `Nouveautés ${admin.name}`;
    await editor.getByTestId('devblog-editor-title').fill(title);
    await editor.getByTestId('devblog-editor-body').fill(BODY);
    await expect(editor.getByTestId('devblog-editor-lang-fr').textContent()).resolves.toBe(`${fr['devblog.lang.fr']} ✓`);

    // The preview is the server's sanitised rendering.
    await editor.getByTestId('devblog-editor-preview-button').click();
    await expectRenderedBody(page, '[data-testid="devblog-editor-preview"]');
    await expectNothingInjected(page);

    // Published (the default), saved: the post opens.
    await expect(editor.getByTestId('devblog-editor-published').isChecked()).resolves.toBe(true);
    await editor.getByTestId('devblog-editor-save').click();
    await page.waitForURL(/\/fr\/devblog\?article=\d+$/);
    const postId = Number(new URL(page.url()).searchParams.get('article'));
    const article = page.getByTestId('devblog-article');
    await article.waitFor();
    await expect(article.locator('h2.devblog-post__title').textContent()).resolves.toBe(title);
    await expect(article.locator('.devblog-post__byline').textContent()).resolves.toContain(message(fr, 'devblog.by', { name: admin.name }));
    await expectRenderedBody(page, '[data-testid="devblog-article-body"]');

    // The author does not get their own post as news: it counts as read in this browser.
    await expect(page.getByTestId('news-modal').count()).resolves.toBe(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('news-read'))).toBe(String(postId));

    // The list shows it rendered, newest first.
    await page.getByTestId('devblog-back').click();
    await page.getByTestId('devblog-list').waitFor();
    const listed = page.getByTestId('devblog-post').first();
    await expect(listed.locator('.devblog-post__title').textContent()).resolves.toBe(title);
    await expectRenderedBody(page, '[data-testid="devblog-post"] .devblog-post__body');
    await expectNothingInjected(page);
    await page.reload();
    await page.getByTestId('devblog-list').waitFor();
    await expect(page.getByTestId('news-modal').count()).resolves.toBe(0);
    await page.screenshot({ path: join(RESULTS, 'issue18-devblog-admin-1366.png'), fullPage: true });

    // The member reloads: the news modal, once, in French (nothing in Spanish nor in English).
    await readerPage.reload();
    const news = readerPage.getByTestId('news-modal');
    await news.waitFor();
    await expect(news.locator('h2').first().textContent()).resolves.toBe(message(es, 'devblog.news.title', { title }));
    await expect(news.getByTestId('news-modal-body').getAttribute('lang')).resolves.toBe('fr');
    await expectRenderedBody(readerPage, '[data-testid="news-modal-body"]');
    await expectNothingInjected(readerPage);
    await expect(news.getByTestId('news-modal-read').textContent()).resolves.toBe(es['devblog.news.close']);
    await readerPage.screenshot({ path: join(RESULTS, 'issue18-news-modal-1366.png') });
    await news.getByTestId('news-modal-read').click();
    await news.waitFor({ state: 'detached' });
    await expect(readerPage.evaluate(() => localStorage.getItem('news-read'))).resolves.toBe(String(postId));

    // A reload: the newest post is read again from the server, and the modal stays closed.
    const newsRead = readerPage.waitForResponse((response) => new URL(response.url()).pathname === '/api/devblog' && response.ok());
    await readerPage.reload();
    await newsRead;
    await readerPage.getByTestId('user-menu-name').waitFor();
    await readerPage.getByTestId('devblog-list').waitFor();
    await expect(readerPage.getByTestId('news-modal').count()).resolves.toBe(0);

    // The devblog list at phone size, in Spanish, with the French post.
    await readerPage.setViewportSize({ width: 390, height: 844 });
    await readerPage.goto(`${baseUrl}/es/devblog`);
    await readerPage.getByTestId('devblog-list').waitFor();
    await expect(readerPage.locator('h1.devblog__title').textContent()).resolves.toBe(es['devblog.title']);
    const phonePost = readerPage.getByTestId('devblog-post').first();
    await expect(phonePost.locator('.devblog-post__title').textContent()).resolves.toBe(title);
    await expect(phonePost.locator('.devblog-post__title').getAttribute('lang')).resolves.toBe('fr');
    await expectRenderedBody(readerPage, '[data-testid="devblog-post"] .devblog-post__body');
    await expect(readerPage.getByTestId('news-modal').count()).resolves.toBe(0);
    // The member's bar fits the phone: the menu button keeps its size, the name and level stay on screen.
    await expect(readerPage.locator('.topbar__menu-button').evaluate((button) => button.getBoundingClientRect().width)).resolves.toBe(40);
    await expect(readerPage.getByTestId('user-menu').evaluate((menu) => menu.getBoundingClientRect().right <= window.innerWidth)).resolves.toBe(true);
    // A short page: the page takes the room left, not the top bar (the bar is its one row high).
    await expect(readerPage.locator('header.topbar').evaluate((bar) => bar.getBoundingClientRect().height)).resolves.toBeLessThan(80);
    await expect(readerPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await readerPage.screenshot({ path: join(RESULTS, 'issue18-devblog-390.png'), fullPage: true });
    // The post's own page, from its title.
    await phonePost.getByTestId(`devblog-open-${postId}`).click();
    await readerPage.getByTestId('devblog-article').waitFor();
    await expectRenderedBody(readerPage, '[data-testid="devblog-article-body"]');
    await expect(readerPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);

    // The legal pages from the footer, in the three languages.
    for (const lang of ['fr', 'en', 'es'] as const) {
      const texts = MESSAGES[lang];
      await page.goto(`${baseUrl}/${lang}`);
      const footer = page.locator('footer.footer');
      await footer.getByRole('link', { name: texts['route.site.cgu'], exact: true }).click();
      const cgu = page.getByTestId('legal-cgu');
      await cgu.waitFor();
      await expect(cgu.getAttribute('lang')).resolves.toBe(lang);
      await expect(cgu.locator('h1').textContent()).resolves.toBe(texts['route.site.cgu']);
      await expect(cgu.textContent()).resolves.toContain(LEGAL[lang].cguDelete);
      await expect(cgu.getByTestId('legal-contact').textContent()).resolves.toBe(CONTACT_EMAIL);
      await expect(cgu.getByTestId('legal-contact').getAttribute('href')).resolves.toBe(`mailto:${CONTACT_EMAIL}`);
      await expect(cgu.getByTestId('legal-contact-none').count()).resolves.toBe(0);

      await footer.getByRole('link', { name: texts['route.site.confidentiality'], exact: true }).click();
      const privacy = page.getByTestId('legal-privacy');
      await privacy.waitFor();
      await expect(privacy.getAttribute('lang')).resolves.toBe(lang);
      await expect(privacy.locator('h1').textContent()).resolves.toBe(LEGAL[lang].privacyTitle);
      await expect(privacy.locator('h2').allTextContents()).resolves.toEqual(expect.arrayContaining([LEGAL[lang].retention, LEGAL[lang].rights]));
      const text = await privacy.textContent();
      expect(text).toContain(LEGAL[lang].session);
      expect(text).toContain(LEGAL[lang].deletion);
      expect(text).toContain('news-read');
      await expect(privacy.getByTestId('legal-contact').textContent()).resolves.toBe(CONTACT_EMAIL);
      if (lang === 'es') await page.screenshot({ path: join(RESULTS, 'issue18-privacy-es-1366.png'), fullPage: true });
    }

    expect(dialogs).toEqual([]);
    expect(site.pageErrors).toEqual([]);
    expect(reader.pageErrors).toEqual([]);
  });
});
