/**
 * Issue 16, mail without a mail server (the embedded default of `npm start`): each mail is an
 * `.eml` file under MAIL_DIR and its link is logged; the link is that of the sibling site the
 * request came to (SITES), never of a Host header SITES does not name.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { createHarness, describeEachDatabase, REPO_ROOT, type Harness } from './support/harness.ts';
import { linkOf, solveCaptcha, uniqueName } from './support/accounts.ts';

describeEachDatabase('accounts: mail as files', (dialect) => {
  let harness: Harness;
  let mailDir: string;
  const logs: { msg: string; link?: string; file?: string }[] = [];
  beforeAll(async () => {
    mailDir = mkdtempSync(path.join(tmpdir(), 'tofulab-mail-'));
    harness = await createHarness(dialect, {
      importData: false,
      env: { ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '40', PORT: '8080', MAIL_DIR: mailDir, TRUST_PROXY: 'true' },
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk, _encoding, done) {
            for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
            done();
          },
        }),
      },
    });
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  async function register(host: string) {
    const { captcha, answer } = await solveCaptcha(harness.app);
    const name = uniqueName();
    const email = `${name}@example.test`;
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { host, 'x-lang': 'en' },
      payload: { name, email, password: 'secret1', password_confirmation: 'secret1', captcha, answer },
    });
    expect(response.statusCode, response.body).toBe(200);
    const logged = logs.filter((entry) => entry.msg === 'mail written (no SMTP_URL)').at(-1);
    const file = logged?.file ?? '';
    expect(path.dirname(file)).toBe(mailDir);
    const mail = await simpleParser(readFileSync(file));
    return { mail, logged, email };
  }

  it('writes an .eml file (text and HTML) and logs its link, which activates the account', async () => {
    expect(loadConfig({}, REPO_ROOT).accounts.mailDir).toBe(path.join(REPO_ROOT, 'var/mail'));
    const { mail, logged, email } = await register('dofus.localhost:8080');
    expect(mail.subject).toBe('Welcome to Tofulab: activate your account');
    expect(mail.html).toContain('<a href="http://dofus.localhost:8080/en/auth-action?action=activate-account&amp;token=');
    const { link, token } = linkOf(mail);
    expect(logged?.link).toBe(link.toString());
    expect(readdirSync(mailDir).some((name) => name.endsWith('.eml'))).toBe(true);
    const activated = await harness.app.inject({ method: 'PUT', url: '/api/users/activate-account', payload: { token } });
    expect(activated.statusCode).toBe(200);
    const login = await harness.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: email, password: 'secret1' } });
    expect(login.statusCode).toBe(200);
    // No PUBLIC_URL: the cookie is Secure when the request came over TLS, and only then.
    expect(login.cookies.find((cookie) => cookie.name === 'autoLogin')?.secure).toBeUndefined();
    expect(login.headers['strict-transport-security']).toBeUndefined();
    const overTls = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { login: email, password: 'secret1' },
    });
    expect(overTls.cookies.find((cookie) => cookie.name === 'autoLogin')?.secure).toBe(true);
  });

  it('never builds a link on a host SITES does not name', async () => {
    const { mail } = await register('evil.example:8080');
    expect(linkOf(mail).link.origin).toBe('http://retro.localhost:8080');
  });
});
