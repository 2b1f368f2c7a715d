/**
 * Issue 16, accounts in a real browser against a real SMTP sink (smtp-server): the server sends
 * every mail there, the test follows the links it reads from them. A phone (390×844): registration
 * in Spanish with the real challenge solved in the page, activation, the guard of a member page,
 * login and logout. Then the whole life of an account on a desktop (1366×900), in French: each
 * refusal next to its field in the page's language, register → mail → activate → log in → reload
 * (the session restored from the stored token, then from the autoLogin cookie alone) → nickname,
 * e-mail (with its mail) and password changed → logout → password reset from the mail → log in →
 * the token renewed (the page's clock moved to a minute before expiry) → logout.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { ACCOUNT_MESSAGES } from '#server/i18n/account-messages';
import { QUESTIONS } from '#server/modules/auth/questions';
import { linkOf, startMailSink, uniqueName, type MailSink } from '../api/support/accounts.ts';
import { hasChromium, ROOT, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/accounts.test.ts skipped: ${SKIP_REASON}`);

type Key = keyof typeof ACCOUNT_MESSAGES;
const says = (key: Key, lang: 'fr' | 'en' | 'es', params: Record<string, string> = {}) =>
  Object.entries(params).reduce<string>((text, [name, value]) => text.replace(`{${name}}`, value), ACCOUNT_MESSAGES[key][lang]);

describe.skipIf(!hasChromium)(hasChromium ? 'accounts in Chromium' : `accounts in Chromium — skipped: ${SKIP_REASON}`, () => {
  let site: Site;
  let sink: MailSink;
  let page: Page;
  let baseUrl: string;
  /** The member registered on the phone: their nickname and address are taken for the desktop journey. */
  let phoneMember: { name: string; email: string };
  /** A local OpenID Connect provider (oauth2-mock-server) standing for Google. */
  let provider: OAuth2Server;

  beforeAll(async () => {
    sink = await startMailSink();
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const issuer = provider.issuer.url as string;
    const google = {
      OAUTH_GOOGLE_CLIENT_ID: 'client-google',
      OAUTH_GOOGLE_CLIENT_SECRET: 'secret-google',
      OAUTH_GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
      OAUTH_GOOGLE_TOKEN_URL: `${issuer}/token`,
      OAUTH_GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    };
    // A cheap proof of work (the page still solves it for real) and the mails to the sink.
    site = await startSite({ locale: 'fr-FR', env: { SMTP_URL: sink.url, ALTCHA_COST: '50', ALTCHA_MAX_COUNTER: '200', ...google } });
    ({ page, baseUrl } = site);
  });

  // A failure leaves a screenshot and what the page showed.
  beforeEach(() => {
    onTestFailed(async () => {
      await page.screenshot({ path: 'test-results/accounts-failure.png' }).catch(() => undefined);
      console.log(`accounts: failed at ${page.url()}\n${(await page.locator('body').innerText().catch(() => '')).slice(0, 3000)}`);
    });
  });

  afterAll(async () => {
    await site?.close();
    await sink?.close();
    await provider?.stop();
  });

  /**
   * A mail's link on this site: the server writes the retro site's sibling host it knows
   * (`retro.localhost`, SITES), another origin with its own storage than the 127.0.0.1 the journey uses.
   */
  const here = (link: URL) => new URL(link.pathname + link.search, baseUrl).href;
  const token = () => page.evaluate(() => localStorage.getItem('token'));

  /** Fills the registration modal; the answer to the game question shown (in the page's language) unless `answer`. */
  async function fillRegistration(fields: { name: string; email: string; password: string; confirmation?: string; answer?: string }) {
    const dialog = page.getByTestId('register-dialog');
    await dialog.getByTestId('register-name').fill(fields.name);
    await dialog.getByTestId('register-email').fill(fields.email);
    await dialog.getByTestId('register-password').fill(fields.password);
    await dialog.getByTestId('register-confirmation').fill(fields.confirmation ?? fields.password);
    // The challenge was fetched and solved by the page.
    await page.locator('[data-testid="register-captcha"][data-state="solved"]').waitFor({ timeout: 30_000 });
    const shown = (await dialog.textContent()) ?? '';
    const question = QUESTIONS.find((entry) => Object.values(entry.text).some((text) => shown.includes(text)));
    expect(question, `a known question in "${shown}"`).toBeDefined();
    await dialog.getByTestId('register-answer').fill(fields.answer ?? (question?.answers[0] as string).toUpperCase());
    await dialog.getByTestId('register-submit').click();
  }

  async function logIn(login: string, password: string) {
    const dialog = page.getByTestId('login-dialog');
    await dialog.getByTestId('login-login').fill(login);
    await dialog.getByTestId('login-password').fill(password);
    await dialog.getByTestId('login-submit').click();
  }

  it('on a phone (390×844): registers in Spanish, activates from the mail, the guard, logs in and out', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // A member page for a visitor: the language home, with the login modal.
    await page.goto(`${baseUrl}/es/miembros/perfil`);
    await page.getByTestId('login-dialog').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/es\/?$/);
    // The bar keeps its login button on the phone's screen.
    const button = await page.getByTestId('open-login').boundingBox();
    expect(button && button.x >= 0 && button.x + button.width <= 390, JSON.stringify(button)).toBe(true);
    await page.getByTestId('login-to-register').click();

    const name = uniqueName('Movil');
    const email = `${name.toLowerCase()}@example.test`;
    await fillRegistration({ name, email, password: 'secreto1' });
    await expect.poll(() => page.getByTestId('auth-banner-message').textContent()).toBe(says('registered', 'es', { email }));
    const mail = await sink.next(email);
    const { link } = linkOf(mail);
    console.log(`accounts: the activation link is ${link.origin}${link.pathname}`);
    expect(link.pathname).toBe('/es/auth-action');
    await page.goto(here(link));
    await expect.poll(() => page.getByTestId('auth-action-message').textContent()).toBe(says('accountActivated', 'es'));
    await page.getByTestId('auth-action-login').click();
    // The modal fits the phone's width.
    const box = await page.getByTestId('login-dialog').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await logIn(name, 'secreto1');
    await expect.poll(() => page.getByTestId('user-menu-name').textContent()).toBe(name);
    // The autoLogin cookie (httpOnly, sent to /api/auth only) has a readable companion on the whole site (issue 23).
    const hint = (await page.context().cookies(baseUrl)).find((cookie) => cookie.name === 'autoLoginHint');
    expect(hint && { value: hint.value, httpOnly: hint.httpOnly, path: hint.path }).toEqual({ value: '1', httpOnly: false, path: '/' });
    await page.goto(`${baseUrl}/es/miembros/perfil`);
    await expect.poll(() => page.getByTestId('settings-lead').textContent()).toContain(email);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-logout').click();
    await page.getByTestId('open-login').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/es\/?$/);
    expect(await token()).toBeNull();
    // Signed out, both cookies are gone: the next start-up shows the visitor's page without asking the server.
    expect((await page.context().cookies(baseUrl)).map((cookie) => cookie.name)).not.toContain('autoLoginHint');
    const restoreCalls: string[] = [];
    const onRequest = (request: Request) => {
      if (new URL(request.url()).pathname === '/api/auth/auto-login') restoreCalls.push(request.url());
    };
    page.on('request', onRequest);
    await page.reload();
    await page.getByTestId('open-login').waitFor();
    page.off('request', onRequest);
    expect(restoreCalls).toEqual([]);
    phoneMember = { name, email };
    expect(site.pageErrors).toEqual([]);
  }, 120_000);

  it('on a desktop (1366×900): the whole life of an account, each refusal in French', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${baseUrl}/fr`);
    await page.getByTestId('open-register').click();

    const name = uniqueName('Ecaflip');
    const email = `${name.toLowerCase()}@example.test`;
    // Refusals next to their fields: a taken nickname and address, a weak password, its confirmation.
    await fillRegistration({ name: phoneMember.name.toUpperCase(), email: phoneMember.email, password: 'abc', confirmation: 'abd' });
    await expect.poll(() => page.getByTestId('register-password-error').textContent()).toBe(says('passwordTooWeak', 'fr'));
    expect(await page.getByTestId('register-confirmation-error').textContent()).toBe(says('passwordMismatch', 'fr'));
    await fillRegistration({ name: phoneMember.name.toUpperCase(), email, password: 'secret1' });
    await expect.poll(() => page.getByTestId('register-name-error').textContent()).toBe(says('nameTaken', 'fr'));
    await fillRegistration({ name, email: phoneMember.email, password: 'secret1' });
    await expect.poll(() => page.getByTestId('register-email-error').textContent()).toBe(says('emailTaken', 'fr'));
    await fillRegistration({ name, email, password: 'secret1', answer: 'pas du tout' });
    await expect.poll(() => page.getByTestId('register-answer-error').textContent()).toBe(says('answerWrong', 'fr'));
    await fillRegistration({ name, email, password: 'secret1' });
    await expect.poll(() => page.getByTestId('auth-banner-message').textContent()).toBe(says('registered', 'fr', { email }));

    // Before activation: the banner of an unverified address; sending the link again is refused (2 hours).
    await page.getByTestId('open-login').click();
    await logIn(name, 'secret1');
    await expect.poll(() => page.getByTestId('auth-banner-message').textContent()).toBe(says('emailNotVerified', 'fr', { email }));
    await page.getByTestId('auth-banner-resend').click();
    await expect.poll(() => page.getByTestId('auth-banner-answer').textContent()).toBe(says('activationCooldown', 'fr'));

    await page.goto(here(linkOf(await sink.next(email)).link));
    await expect.poll(() => page.getByTestId('auth-action-message').textContent()).toBe(says('accountActivated', 'fr'));
    await page.getByTestId('auth-action-login').click();
    await logIn(name, 'wrong-password');
    await expect.poll(() => page.getByTestId('login-password-error').textContent()).toBe(says('loginWrong', 'fr'));
    await logIn(name, 'secret1');
    await expect.poll(() => page.getByTestId('user-menu-name').textContent()).toBe(name);
    const firstToken = await token();
    expect(firstToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // Reload: the stored token; without it, the autoLogin cookie.
    await page.reload();
    await expect.poll(() => page.getByTestId('user-menu-name').textContent()).toBe(name);
    await page.evaluate(() => localStorage.removeItem('token'));
    const restored = page.waitForResponse((response) => response.url().endsWith('/api/auth/auto-login') && response.status() === 200);
    await page.reload();
    await restored;
    await expect.poll(() => page.getByTestId('user-menu-name').textContent()).toBe(name);
    expect(await token()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // Settings: a taken nickname, then a new one.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-profile').click();
    await page.getByTestId('settings-name-input').fill(phoneMember.name);
    await page.getByTestId('settings-name-submit').click();
    await expect.poll(() => page.getByTestId('settings-name-input-error').textContent()).toBe(says('nameTaken', 'fr'));
    const newName = uniqueName('Renomme');
    await page.getByTestId('settings-name-input').fill(newName);
    await page.getByTestId('settings-name-submit').click();
    await expect.poll(() => page.getByTestId('user-menu-name').textContent()).toBe(newName);

    // The e-mail: a link to the new address.
    const newEmail = `${newName.toLowerCase()}@example.test`;
    await page.getByTestId('settings-email-input').fill(newEmail);
    await page.getByTestId('settings-email-confirmation').fill(`x${newEmail}`);
    await page.getByTestId('settings-email-submit').click();
    await expect.poll(() => page.getByTestId('settings-email-confirmation-error').textContent()).toBe(says('emailMismatch', 'fr'));
    await page.getByTestId('settings-email-confirmation').fill(newEmail);
    await page.getByTestId('settings-email-submit').click();
    await expect.poll(() => page.getByTestId('settings-email-done').textContent()).toBe(says('mailSent', 'fr', { email: newEmail }));
    await page.goto(here(linkOf(await sink.next(newEmail)).link));
    await expect.poll(() => page.getByTestId('auth-action-message').textContent()).toBe(says('emailChanged', 'fr', { email: newEmail }));

    // The password: the current one is checked.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-profile').click();
    await expect.poll(() => page.getByTestId('settings-lead').textContent()).toContain(newEmail);
    await page.getByTestId('settings-password-current').fill('not-it');
    await page.getByTestId('settings-password-new').fill('secret2');
    await page.getByTestId('settings-password-confirmation').fill('secret2');
    await page.getByTestId('settings-password-submit').click();
    await expect.poll(() => page.getByTestId('settings-password-current-error').textContent()).toBe(says('passwordInvalid', 'fr'));
    await page.getByTestId('settings-password-current').fill('secret1');
    await page.getByTestId('settings-password-submit').click();
    await page.getByTestId('settings-password-done').waitFor();

    // Logout, then the forgotten password from the mail.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-logout').click();
    await page.getByTestId('open-login').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/fr\/?$/);
    await page.getByTestId('open-login').click();
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('email-request-email').fill(newEmail);
    await page.getByTestId('email-request-submit').click();
    await expect.poll(() => page.getByTestId('email-request-done').textContent()).toBe(says('mailSent', 'fr', { email: newEmail }));
    await page.getByTestId('email-request-submit').click();
    await expect.poll(() => page.getByTestId('email-request-error').textContent()).toBe(says('resetCooldown', 'fr'));
    const resetLink = linkOf(await sink.next(newEmail, 1)).link;
    expect(resetLink.searchParams.get('action')).toBe('reset-password');
    await page.goto(here(resetLink));
    await page.getByTestId('reset-password').fill('secret3');
    await page.getByTestId('reset-confirmation').fill('secret4');
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.getByTestId('reset-confirmation-error').textContent()).toBe(says('passwordMismatch', 'fr'));
    await page.getByTestId('reset-confirmation').fill('secret3');
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.getByTestId('auth-action-message').textContent()).toBe(says('passwordChanged', 'fr'));
    await page.getByTestId('auth-action-login').click();
    await logIn(newEmail, 'secret2');
    await expect.poll(() => page.getByTestId('login-password-error').textContent()).toBe(says('loginWrong', 'fr'));
    await logIn(newEmail, 'secret3');
    await expect.poll(() => page.getByTestId('user-menu-name').textContent()).toBe(newName);

    // The token renewed: the page's clock a minute before expiry, the 60 s check renews it.
    await page.clock.install();
    await page.reload();
    await expect.poll(() => page.getByTestId('user-menu-name').textContent()).toBe(newName);
    const before = await token();
    // Tokens are signed to the second: a renewal within the login's second would be the same token.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const renewed = page.waitForResponse((response) => response.url().endsWith('/api/auth/access-token'));
    await page.clock.fastForward('14:30');
    const renewal = await renewed;
    expect(renewal.status()).toBe(200);
    const { token: fresh } = (await renewal.json()) as { token: string };
    expect(fresh).not.toBe(before);
    await expect.poll(token).toBe(fresh);
    expect(await token()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-logout').click();
    await page.getByTestId('open-login').waitFor();
    expect(await token()).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('is-premium'))).toBeNull();

    // Deleting the account (its password asked): signed out, and the login is refused afterwards.
    await page.getByTestId('open-login').click();
    await logIn(newName, 'secret3');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('is-premium'))).toBe('false');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-profile').click();
    await page.getByTestId('settings-delete-password').fill('secret3');
    await page.getByTestId('settings-delete-submit').click();
    await page.getByTestId('alert-success').getByText(says('accountDeleted', 'fr')).waitFor();
    await page.getByTestId('open-login').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/fr\/?$/);
    expect(await token()).toBeNull();
    await page.getByTestId('open-login').click();
    await logIn(newName, 'secret3');
    await expect.poll(() => page.getByTestId('login-password-error').textContent()).toBe(says('loginWrong', 'fr'));
    await page.getByTestId('login-dialog-close').click();
    expect(site.pageErrors).toEqual([]);
  }, 240_000);

  it('social sign-in: the jwt handed back, the nickname to confirm; the profile, the preferences and deleting the account', async () => {
    // The provider comes back to the retro site's own host (the state cookie is that origin's).
    const retro = site.urlOf('retro');
    await page.goto(`${retro}/fr`);
    await page.getByTestId('open-login').click();
    provider.service.once('beforeUserinfo', (response) => {
      response.body = { sub: 'google-ana', email: 'ana.social@example.test', email_verified: true, name: 'Ana Social' };
    });
    await page.getByTestId('social-google').click();
    await expect.poll(() => page.getByTestId('auth-action-message').textContent({ timeout: 1000 }).catch(() => null)).toBe('Vous êtes connecté.');
    // The jwt went to storage, out of the address bar.
    expect(new URL(page.url()).searchParams.get('jwt')).toBeNull();
    expect(await token()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // A new social member confirms their nickname.
    const dialog = page.getByTestId('name-save-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('name-save-name').fill(phoneMember.name);
    await dialog.getByTestId('name-save-submit').click();
    await expect.poll(() => page.getByTestId('name-save-name-error').textContent()).toBe(says('nameTaken', 'fr'));
    const name = uniqueName('Ana');
    await dialog.getByTestId('name-save-name').fill(name);
    await dialog.getByTestId('name-save-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('user-menu-name').textContent()).toBe(name);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-profile').click();
    // The providers the server configured, to link.
    await page.getByTestId('settings-social').getByText('Google').waitFor();
    await page.getByTestId('settings-ingame-name').fill('Ana 42');
    await page.getByTestId('settings-profile-submit').click();
    await expect.poll(() => page.getByTestId('settings-ingame-name-error').textContent()).toBe(says('ingameNameInvalid', 'fr'));
    await page.getByTestId('settings-ingame-name').fill('Ana-Sadida');
    await page.getByTestId('settings-favourite-map').fill('[4, -18]');
    await page.getByTestId('settings-about').fill('Je joue Sadida.');
    await page.getByTestId('settings-profile-submit').click();
    await page.getByTestId('settings-profile-done').waitFor();
    expect(await page.getByTestId('settings-privacy_mode').isChecked()).toBe(true);
    await page.getByTestId('settings-privacy_mode').uncheck();
    await page.getByTestId('settings-preferences-submit').click();
    await page.getByTestId('settings-preferences-done').waitFor();
    await page.reload();
    await expect.poll(() => page.getByTestId('settings-ingame-name').inputValue()).toBe('Ana-Sadida');
    // Stored as coordinates in their canonical form.
    expect(await page.getByTestId('settings-favourite-map').inputValue()).toBe('4,-18');
    expect(await page.getByTestId('settings-privacy_mode').isChecked()).toBe(false);
    expect(await page.getByTestId('settings-exo_enabled').isChecked()).toBe(true);

    // Deleting the account needs a password; a social member has none that matches.
    await page.getByTestId('settings-delete-password').fill('guess');
    await page.getByTestId('settings-delete-submit').click();
    await expect.poll(() => page.getByTestId('settings-delete-password-error').textContent()).toBe(says('passwordInvalid', 'fr'));
    expect(site.pageErrors).toEqual([]);
  }, 120_000);

  it('an admin (made with user:create) sees the stuff mode’s debug line in the user menu; a member does not', async () => {
    const name = uniqueName('Admin');
    execFileSync(process.execPath, [join(ROOT, 'dist/server/server/src/cli/user-create.js'), '--name', name, '--email', `${name.toLowerCase()}@example.test`, '--password', 'admin-pw', '--role', 'admin'], {
      cwd: ROOT,
      env: { ...process.env, SQLITE_FILE: site.sqliteFile, DATABASE_URL: '' },
      stdio: 'pipe',
    });
    await page.goto(`${baseUrl}/en/stuff/draft`);
    await page.getByTestId('open-login').click();
    await logIn(name, 'admin-pw');
    await expect.poll(() => page.getByTestId('user-menu-name').textContent()).toBe(name);
    await page.getByTestId('user-menu').click();
    await expect.poll(() => page.getByTestId('user-menu-debug').textContent()).toBe('Stuff mode: local');
    // The menu's language links keep the page.
    await page.getByTestId('user-lang-es').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/es/equipo/draft');
    // The address changes before React commits the Spanish page (a transition): the menus close on
    // that commit, so a menu opened in between would close under the click. The page's own language
    // (the menu marks it) says the commit happened.
    await expect.poll(() => page.getByTestId('user-lang-es').getAttribute('aria-current')).toBe('true');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-logout').click();
    await page.getByTestId('open-login').waitFor();

    await page.getByTestId('open-login').click();
    await logIn(phoneMember.name, 'secreto1');
    await expect.poll(() => page.getByTestId('user-menu-name').textContent()).toBe(phoneMember.name);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-profile').waitFor();
    expect(await page.getByTestId('user-menu-debug').count()).toBe(0);
    expect(site.pageErrors).toEqual([]);
  }, 120_000);
});
