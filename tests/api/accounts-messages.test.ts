/**
 * Issue 16: every refusal of the account routes (site-spec §5 validation, §8 messages) in the
 * caller's language, naming the field, on SQLite and PostgreSQL: registration, captcha and
 * question, login outcomes and brute-force limits, tokens (malformed, used, expired), mail
 * cooldowns, unknown addresses, mails that cannot be sent, profile fields.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '#contract/common';
import { translate, type MessageKey } from '#server/i18n/messages';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { accountEnv, bearer, linkOf, login, registerMember, solveCaptcha, startMailSink, uniqueName, type MailSink } from './support/accounts.ts';

describeEachDatabase('accounts: every refusal, in the caller’s language', (dialect) => {
  let harness: Harness;
  let sink: MailSink;
  beforeAll(async () => {
    sink = await startMailSink();
    harness = await createHarness(dialect, { importData: false, env: accountEnv(sink, { LOGIN_MAX_ATTEMPTS: '3' }) });
  });
  afterAll(async () => {
    await harness?.close();
    await sink?.close();
  });
  const inject = (options: InjectOptions) => harness.app.inject(options);
  const expectRefusal = async (options: InjectOptions, status: number, key: MessageKey, lang: Lang, params: Record<string, string> = {}, field?: string) => {
    const response = await inject({ ...options, headers: { ...options.headers, 'x-lang': lang } });
    expect(response.statusCode, `${options.method} ${options.url} ${JSON.stringify(options.payload)}: ${response.body}`).toBe(status);
    const body = response.json();
    expect(body.message).toBe(translate(key, lang, params));
    // The reason and its values, for clients that decide on them rather than on the text.
    expect(body.code).toBe(key);
    expect(translate(key, lang, body.params ?? {}), 'the body’s params give back its message').toBe(body.message);
    if (field) expect(body.issues?.[0]?.path).toEqual(['body', field]);
    return body;
  };

  describe('registration', () => {
    const valid = { name: 'Valide', email: 'valide@example.test', password: 'secret1', password_confirmation: 'secret1', captcha: 'x', answer: 'kamas' };
    const cases: [string, Record<string, unknown>, MessageKey, string][] = [
      ['no nickname', { name: undefined }, 'nameRequired', 'name'],
      ['an empty nickname', { name: '' }, 'nameRequired', 'name'],
      ['a 2-letter nickname', { name: 'Ab' }, 'nameLength', 'name'],
      ['a 21-letter nickname', { name: 'A'.repeat(21) }, 'nameLength', 'name'],
      ['a nickname starting with a digit', { name: '1abc' }, 'nameFormat', 'name'],
      ['a nickname with a space', { name: 'ab cd' }, 'nameFormat', 'name'],
      ['a nickname that is a number', { name: 12345 }, 'nameFormat', 'name'],
      ['no e-mail', { email: undefined }, 'emailRequired', 'email'],
      ['a bad e-mail', { email: 'not-an-email' }, 'emailInvalid', 'email'],
      ['no password', { password: undefined }, 'passwordRequired', 'password'],
      ['a 5-character password', { password: '12345', password_confirmation: '12345' }, 'passwordTooWeak', 'password'],
      ['a different confirmation', { password_confirmation: 'secret2' }, 'passwordMismatch', 'password_confirmation'],
      ['no captcha', { captcha: undefined }, 'captchaRequired', 'captcha'],
      ['no answer', { answer: '' }, 'answerRequired', 'answer'],
      ['a forged captcha', {}, 'captchaInvalid', 'captcha'],
    ];
    for (const lang of LANGS) {
      it.each(cases)(`refuses %s (${lang})`, async (_what, change, key, field) => {
        await expectRefusal({ method: 'POST', url: '/api/users', payload: { ...valid, ...change } }, 400, key, lang, { name: field, field }, field);
      });
    }

    it('spells the messages out (fr, en, es)', async () => {
      const payload = { ...valid, password: '12345', password_confirmation: '12345' };
      const answers = await Promise.all(LANGS.map((lang) => inject({ method: 'POST', url: '/api/users', headers: { 'x-lang': lang }, payload })));
      expect(answers.map((answer) => answer.json().message)).toEqual([
        'Mot de passe trop faible : 6 caractères au minimum',
        'Password too weak: at least 6 characters',
        'Contraseña demasiado débil: 6 caracteres como mínimo',
      ]);
    });

    it('refuses a wrong answer, then the same solved challenge (single use); takes folded answers', async () => {
      const solved = await solveCaptcha(harness.app, 'en');
      const name = uniqueName();
      const payload = { ...valid, name, email: `${name}@example.test`, captcha: solved.captcha };
      await expectRefusal({ method: 'POST', url: '/api/users', payload: { ...payload, answer: 'zzz' } }, 400, 'answerWrong', 'en', {}, 'answer');
      await expectRefusal({ method: 'POST', url: '/api/users', payload: { ...payload, answer: solved.answer } }, 400, 'captchaInvalid', 'en', {}, 'captcha');
      const again = await solveCaptcha(harness.app, 'fr');
      const accented = ` ${again.answer.toUpperCase().replace('E', 'É')} `;
      const ok = await inject({ method: 'POST', url: '/api/users', payload: { ...payload, captcha: again.captcha, answer: accented } });
      expect(ok.statusCode, ok.body).toBe(200);
      const replay = await solveCaptcha(harness.app, 'fr');
      const first = await inject({ method: 'POST', url: '/api/users', payload: { ...payload, name: uniqueName(), email: `a${payload.email}`, captcha: replay.captcha, answer: replay.answer } });
      expect(first.statusCode).toBe(200);
      await expectRefusal(
        { method: 'POST', url: '/api/users', payload: { ...payload, name: uniqueName(), email: `b${payload.email}`, captcha: replay.captcha, answer: replay.answer } },
        400,
        'captchaInvalid',
        'es',
        {},
        'captcha',
      );
    });

    it('refuses a taken nickname (any case) and a taken e-mail (any case)', async () => {
      const member = await registerMember(harness.app, sink);
      const taken: [Record<string, string>, MessageKey, string][] = [
        [{ name: member.name.toUpperCase() }, 'nameTaken', 'name'],
        [{ email: member.email.toUpperCase() }, 'emailTaken', 'email'],
      ];
      for (const [change, key, field] of taken) {
        const solved = await solveCaptcha(harness.app);
        const name = uniqueName();
        await expectRefusal(
          { method: 'POST', url: '/api/users', payload: { ...valid, name, email: `${name}@example.test`, captcha: solved.captcha, answer: solved.answer, ...change } },
          400,
          key,
          'en',
          {},
          field,
        );
      }
    });
  });

  describe('login', () => {
    it('answers each outcome of §4', async () => {
      const member = await registerMember(harness.app, sink);
      const inactive = await registerMember(harness.app, sink, { activate: false });
      const remote = { remoteAddress: '10.0.0.1' };
      await expectRefusal({ method: 'POST', url: '/api/auth/login', payload: { login: 'a b', password: 'x' }, ...remote }, 400, 'loginInvalid', 'en', {}, 'login');
      await expectRefusal({ method: 'POST', url: '/api/auth/login', payload: { login: 'x@', password: 'x' }, ...remote }, 400, 'loginInvalid', 'es', {}, 'login');
      await expectRefusal({ method: 'POST', url: '/api/auth/login', payload: { login: 'Nobody42', password: 'whatever' }, ...remote }, 401, 'loginWrong', 'fr');
      await expectRefusal({ method: 'POST', url: '/api/auth/login', payload: { login: member.name, password: 'wrong-pass' }, remoteAddress: '10.0.0.2' }, 401, 'loginWrong', 'en');
      await expectRefusal({ method: 'POST', url: '/api/auth/login', payload: { login: inactive.name, password: inactive.password }, remoteAddress: '10.0.0.3' }, 403, 'emailNotVerified', 'fr', {
        email: inactive.email,
      });
      await harness.database.db.updateTable('users').set({ role_id: 99 }).where('id', '=', member.id).execute();
      await expectRefusal({ method: 'POST', url: '/api/auth/login', payload: { login: member.name, password: member.password }, remoteAddress: '10.0.0.4' }, 403, 'accountBanned', 'es');
    });

    it('limits failed attempts per address and per account (429), and a success does not count', async () => {
      const member = await registerMember(harness.app, sink);
      const other = await registerMember(harness.app, sink);
      const at = (address: string, who: { name: string }, password: string) =>
        inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, headers: { 'x-lang': 'en' }, payload: { login: who.name, password } });
      // Successes never count.
      for (let i = 0; i < 5; i += 1) expect((await at('10.1.0.1', member, member.password)).statusCode).toBe(200);
      // Per address: three failures on several accounts, then even the right password waits.
      expect((await at('10.1.0.2', member, 'bad-one')).statusCode).toBe(401);
      expect((await at('10.1.0.2', other, 'bad-one')).statusCode).toBe(401);
      expect((await at('10.1.0.2', { name: 'Nobody' }, 'bad-one')).statusCode).toBe(401);
      const limited = await at('10.1.0.2', other, other.password);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe('Too many login attempts: try again in 15 minutes');
      expect(limited.headers['retry-after']).toBe('900');
      // Per account: failures from many addresses.
      const target = await registerMember(harness.app, sink);
      for (let i = 0; i < 3; i += 1) expect((await at(`10.2.0.${i}`, target, 'bad-one')).statusCode).toBe(401);
      expect((await at('10.2.1.1', target, target.password)).statusCode).toBe(429);
      // Another account from a fresh address is not affected.
      expect((await at('10.3.0.1', member, member.password)).statusCode).toBe(200);
    });

    it('401 without a token, with a malformed one and with a forged one; 403 for a banned member’s token', async () => {
      await expectRefusal({ method: 'GET', url: '/api/users/authenticated' }, 401, 'authRequired', 'en');
      await expectRefusal({ method: 'GET', url: '/api/users/authenticated', headers: { authorization: 'Basic abc' } }, 401, 'sessionExpired', 'fr');
      const member = await registerMember(harness.app, sink);
      const { token } = await login(harness.app, member, { 'x-lang': 'fr' });
      const [head, , signature] = token.split('.');
      const forged = `${head}.${Buffer.from(JSON.stringify({ sub: '1', role: 10, iss: 'tofulab', exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
      await expectRefusal({ method: 'POST', url: '/api/auth/access-token', headers: bearer(forged) }, 401, 'sessionExpired', 'es');
      await harness.database.db.updateTable('users').set({ role_id: 99 }).where('id', '=', member.id).execute();
      await expectRefusal({ method: 'POST', url: '/api/auth/access-token', headers: bearer(token) }, 403, 'accountBanned', 'en');
    });
  });

  describe('tokens and mails', () => {
    it('malformed, unknown, used and expired tokens', async () => {
      for (const url of ['/api/users/activate-account', '/api/users/reset-password-check', '/api/users/confirm-email']) {
        await expectRefusal({ method: 'PUT', url, payload: { token: 'short' } }, 400, 'tokenInvalid', 'en', { name: 'token', field: 'token' }, 'token');
        await expectRefusal({ method: 'PUT', url, payload: { token: 'A'.repeat(43) } }, 400, 'tokenInvalid', 'fr');
      }
      const member = await registerMember(harness.app, sink, { activate: false });
      const { token } = linkOf(await sink.next(member.email));
      await harness.database.db.updateTable('user_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
      await expectRefusal({ method: 'PUT', url: '/api/users/activate-account', payload: { token } }, 400, 'tokenExpired', 'es');
      const before = sink.count(member.email);
      // The welcome mail counts as the activation mail of the 2 hours.
      await expectRefusal({ method: 'PUT', url: '/api/users/activation-mail', payload: { email: member.email } }, 429, 'activationCooldown', 'en');
      await harness.database.db.updateTable('mail_requests').set({ sent_at: new Date(Date.now() - 2 * 3600 * 1000 - 1000).toISOString() }).execute();
      const resent = await inject({ method: 'PUT', url: '/api/users/activation-mail', payload: { email: member.email } });
      expect(resent.statusCode, resent.body).toBe(200);
      const { token: fresh } = linkOf(await sink.next(member.email, before));
      expect((await inject({ method: 'PUT', url: '/api/users/activate-account', payload: { token: fresh } })).statusCode).toBe(200);
      await expectRefusal({ method: 'PUT', url: '/api/users/activation-mail', payload: { email: member.email } }, 400, 'accountAlreadyActive', 'fr', {}, 'email');
      // A reset token is no activation token.
      expect(fresh).not.toBe(token);
    });

    it('unknown addresses', async () => {
      for (const url of ['/api/users/reset-password-mail', '/api/users/activation-mail']) {
        await expectRefusal({ method: 'PUT', url, payload: { email: 'nobody@example.test' } }, 404, 'noUserWithEmail', 'en', {}, 'email');
        await expectRefusal({ method: 'PUT', url, payload: { email: 'nobody' } }, 400, 'emailInvalid', 'es', { name: 'email', field: 'email' }, 'email');
      }
    });

    it('e-mail change: a taken address, a mismatched confirmation', async () => {
      const member = await registerMember(harness.app, sink);
      const other = await registerMember(harness.app, sink);
      const { token } = await login(harness.app, member);
      const url = '/api/users/confirm-email-mail';
      await expectRefusal({ method: 'PUT', url, headers: bearer(token), payload: { email: other.email, email_confirmation: other.email } }, 400, 'emailTaken', 'en', {}, 'email');
      await expectRefusal(
        { method: 'PUT', url, headers: bearer(token), payload: { email: 'a@example.test', email_confirmation: 'b@example.test' } },
        400,
        'emailMismatch',
        'fr',
        { name: 'email_confirmation', field: 'email_confirmation' },
        'email_confirmation',
      );
    });

    it('profile fields', async () => {
      const member = await registerMember(harness.app, sink);
      const { token } = await login(harness.app, member);
      const url = '/api/users/profil';
      await expectRefusal({ method: 'PUT', url, headers: bearer(token), payload: { ingame_name: 'Bad<script>' } }, 400, 'ingameNameInvalid', 'en', {}, 'ingame_name');
      await expectRefusal({ method: 'PUT', url, headers: bearer(token), payload: { favourite_map: '<b>' } }, 400, 'favouriteMapInvalid', 'fr', {}, 'favourite_map');
    });

    it('favourite map: coordinates x,y within the world’s bounds, stored canonical; anything else refused in the caller’s language and nothing saved', async () => {
      const member = await registerMember(harness.app, sink);
      const { token } = await login(harness.app, member);
      const url = '/api/users/profil';
      const save = async (favourite_map: unknown) => inject({ method: 'PUT', url, headers: bearer(token), payload: { favourite_map } });
      for (const [typed, stored] of [
        ['4,-18', '4,-18'],
        ['[4,-18]', '4,-18'],
        [' [ -5 , 12 ] ', '-5,12'],
        ['+3;-0', '3,0'],
        ['-100,100', '-100,100'],
        ['100,-100', '100,-100'],
      ] as const) {
        const response = await save(typed);
        expect(response.statusCode, `${typed}: ${response.body}`).toBe(200);
        expect(response.json().favourite_map, typed).toBe(stored);
      }
      const langs = ['fr', 'en', 'es'] as const;
      const refused = ['Astrub', 'Astrub [4,-18]', '4', '4,', ',4', '4,-18,2', '101,0', '0,-101', '1e2,0', '4.5,2', 'x,y', '<b>', '4,-18'.padEnd(21, ' '), 42, true, ['4', '-18'], { x: 4, y: -18 }];
      for (const [index, value] of refused.entries()) {
        await expectRefusal({ method: 'PUT', url, headers: bearer(token), payload: { favourite_map: value } }, 400, 'favouriteMapInvalid', langs[index % 3]!, {}, 'favourite_map');
      }
      // The last accepted value is still the member's.
      const self = await inject({ method: 'GET', url: '/api/users/authenticated', headers: bearer(token) });
      expect(self.json().favourite_map).toBe('100,-100');
      // Empty and null clear it.
      expect((await save('')).json().favourite_map).toBeNull();
      await save('1,1');
      expect((await save(null)).json().favourite_map).toBeNull();
      await expectRefusal({ method: 'PUT', url, headers: bearer(token), payload: { about: 'x'.repeat(1001) } }, 400, 'aboutInvalid', 'es', {}, 'about');
      await expectRefusal({ method: 'PUT', url, headers: bearer(token), payload: { about: 'bell\u0007' } }, 400, 'aboutInvalid', 'en', {}, 'about');
    });

    it('settings: a taken nickname, a password change without the current one', async () => {
      const member = await registerMember(harness.app, sink);
      const other = await registerMember(harness.app, sink);
      const { token } = await login(harness.app, member);
      await expectRefusal({ method: 'PUT', url: '/api/users', headers: bearer(token), payload: { name: other.name.toLowerCase() } }, 400, 'nameTaken', 'en', {}, 'name');
      await expectRefusal(
        { method: 'PUT', url: '/api/users', headers: bearer(token), payload: { password: 'abcdef', password_confirmation: 'abcdef' } },
        400,
        'passwordRequired',
        'fr',
        { name: 'current_password', field: 'current_password' },
        'current_password',
      );
    });
  });
});

describeEachDatabase('accounts: mails that cannot be sent', (dialect) => {
  let harness: Harness;
  let sink: MailSink;
  beforeAll(async () => {
    // A mail server that is gone: its port refuses connections.
    const gone = await startMailSink();
    await gone.close();
    sink = await startMailSink();
    harness = await createHarness(dialect, { importData: false, env: accountEnv(gone) });
  });
  afterAll(async () => {
    await harness?.close();
    await sink?.close();
  });

  it('answers the spec’s mail errors and gives the cooldown back', async () => {
    const solved = await solveCaptcha(harness.app);
    const name = uniqueName();
    const email = `${name}@example.test`;
    const registered = await harness.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'x-lang': 'en' },
      payload: { name, email, password: 'secret1', password_confirmation: 'secret1', captcha: solved.captcha, answer: solved.answer },
    });
    expect(registered.statusCode).toBe(502);
    expect(registered.json().message).toBe('The welcome e-mail could not be sent: ask for a new activation link');
    expect(registered.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at /);
    for (let i = 0; i < 2; i += 1) {
      const resend = await harness.app.inject({ method: 'PUT', url: '/api/users/activation-mail', headers: { 'x-lang': 'fr' }, payload: { email } });
      expect(resend.statusCode).toBe(502);
      expect(resend.json().message).toBe("L'e-mail d'activation n'a pas pu être envoyé");
    }
    const reset = await harness.app.inject({ method: 'PUT', url: '/api/users/reset-password-mail', headers: { 'x-lang': 'es' }, payload: { email } });
    expect(reset.json()).toMatchObject({ statusCode: 502, message: 'No se pudo enviar el correo de restablecimiento' });
    await harness.database.db.updateTable('users').set({ email_verified: 1 }).where('name', '=', name).execute();
    const { token } = await login(harness.app, { name, password: 'secret1' });
    const change = await harness.app.inject({
      method: 'PUT',
      url: '/api/users/confirm-email-mail',
      headers: { ...bearer(token), 'x-lang': 'en' },
      payload: { email: 'new@example.test', email_confirmation: 'new@example.test' },
    });
    expect(change.json()).toMatchObject({ statusCode: 502, message: 'The e-mail change mail could not be sent' });
    expect(await harness.database.db.selectFrom('mail_requests').selectAll().execute()).toEqual([]);
  });
});
