/**
 * Issue 16, accounts on the server: the whole life of an account against a real SMTP sink
 * (register with the real captcha → mail → activate → log in → renew → restore from the cookie →
 * settings, profile, e-mail change and password reset through their mails → log out → delete).
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { accountEnv, bearer, linkOf, login, registerMember, solveCaptcha, startMailSink, uniqueName, type MailSink } from './support/accounts.ts';

describeEachDatabase('accounts: the life of an account', (dialect) => {
  let harness: Harness;
  let sink: MailSink;
  beforeAll(async () => {
    sink = await startMailSink();
    harness = await createHarness(dialect, { importData: false, env: accountEnv(sink, { PUBLIC_URL: 'https://tofulab.example' }) });
  });
  afterAll(async () => {
    await harness?.close();
    await sink?.close();
  });
  const inject = (options: InjectOptions) => harness.app.inject(options);

  it('registers with the real captcha, mails the activation link in the member’s language, and activates', async () => {
    const name = uniqueName('Ecaflip');
    const email = `${name}@Example.test`;
    const { captcha, answer, question } = await solveCaptcha(harness.app, 'es');
    expect(question).toMatch(/¿/);
    const response = await inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'x-lang': 'es' },
      payload: { name, email, password: 'secret1', password_confirmation: 'secret1', captcha, answer: answer.toUpperCase() },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: `¡Bienvenido! Se ha enviado un correo de activación a ${email}`, user: { name, email_verified: false } });
    const mail = await sink.next(email);
    expect(mail.subject).toBe('Bienvenido a Tofulab: active su cuenta');
    expect(mail.html).toContain('<a href="https://tofulab.example/es/auth-action?action=activate-account&amp;token=');
    const { link, token, action } = linkOf(mail);
    expect(link.origin + link.pathname).toBe('https://tofulab.example/es/auth-action');
    expect(action).toBe('activate-account');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const stored = await harness.database.db.selectFrom('user_tokens').select('hash').execute();
    expect(stored.map((row) => row.hash)).not.toContain(token);

    const early = await inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-lang': 'en' }, payload: { login: name, password: 'secret1' } });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(`Inactive account: the address ${email} is not verified yet. Click the activation link you received by e-mail to log in`);

    const activated = await inject({ method: 'PUT', url: '/api/users/activate-account', headers: { 'x-lang': 'en' }, payload: { token } });
    expect(activated.json()).toEqual({ message: 'Your account is activated: you can log in' });
    const again = await inject({ method: 'PUT', url: '/api/users/activate-account', headers: { 'x-lang': 'en' }, payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link is wrong, malformed or already used');

    const byEmail = await inject({ method: 'POST', url: '/api/auth/login', payload: { login: email.toUpperCase(), password: 'secret1' } });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json().user).toMatchObject({ name, email, email_verified: true, name_changed: true, role_id: 50, privacy_mode: true, exo_enabled: true, back_stuff: true });
  });

  it('logs in, renews the token, restores the session from the rotating cookie, logs out', async () => {
    const member = await registerMember(harness.app, sink);
    const { token, cookie, response } = await login(harness.app, member);
    const set = response.cookies.find((entry) => entry.name === 'autoLogin');
    // PUBLIC_URL is https: HSTS on every answer, and a Secure cookie.
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/api/auth', maxAge: 30 * 24 * 3600 });
    // Its companion, readable by the page (no secret), on the whole site, with the same lifetime (issue 23).
    const hintOf = (answer: { cookies: { name: string; value: string; httpOnly?: boolean }[] }) => answer.cookies.find((entry) => entry.name === 'autoLoginHint');
    expect(hintOf(response)).toMatchObject({ value: '1', sameSite: 'Lax', secure: true, path: '/', maxAge: 30 * 24 * 3600 });
    expect(hintOf(response)?.httpOnly).toBeFalsy();
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: String(member.id), role: 50, premium: false });
    expect((claims.exp as number) - (claims.iat as number)).toBe(900);

    const me = await inject({ method: 'GET', url: '/api/users/authenticated', headers: bearer(token) });
    expect(me.json()).toMatchObject({ id: member.id, email: member.email });
    const renewed = await inject({ method: 'POST', url: '/api/auth/access-token', headers: bearer(token) });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().user.id).toBe(member.id);

    const restored = await inject({ method: 'GET', url: '/api/auth/auto-login', cookies: { autoLogin: cookie } });
    expect(restored.statusCode, restored.body).toBe(200);
    const rotated = restored.cookies.find((entry) => entry.name === 'autoLogin')?.value ?? '';
    expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rotated).not.toBe(cookie);
    expect(hintOf(restored)?.value).toBe('1');
    // The old cookie served once.
    const replay = await inject({ method: 'GET', url: '/api/auth/auto-login', headers: { 'x-lang': 'en' }, cookies: { autoLogin: cookie } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Session expired: please log in again');
    expect(hintOf(replay)?.value).toBe('');

    const out = await inject({ method: 'POST', url: '/api/auth/logout', headers: { 'x-lang': 'es' }, cookies: { autoLogin: rotated } });
    expect(out.json()).toEqual({ message: 'Se ha desconectado' });
    expect(out.cookies.find((entry) => entry.name === 'autoLogin')?.value).toBe('');
    expect(hintOf(out)?.value).toBe('');
    expect((await inject({ method: 'GET', url: '/api/auth/auto-login', cookies: { autoLogin: rotated } })).statusCode).toBe(401);
  });

  it('public profiles never show the e-mail; by id and by name (any case); the home counts members', async () => {
    const count = async () => (await inject({ method: 'GET', url: '/api/stats' })).json().data.nbUsers as number;
    const before = await count();
    const member = await registerMember(harness.app, sink);
    expect(await count()).toBe(before + 1);
    for (const url of [`/api/users/${member.id}`, `/api/users/name/${member.name.toUpperCase()}`]) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: member.id, name: member.name });
      expect(response.body).not.toContain(member.email);
      expect(response.json()).not.toHaveProperty('email');
    }
    const missing = await inject({ method: 'GET', url: '/api/users/999999', headers: { 'x-lang': 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
  });

  it('settings: nickname, flags, password (the current one needed; every session ends)', async () => {
    const member = await registerMember(harness.app, sink);
    const { token, cookie } = await login(harness.app, member);
    const newName = uniqueName('Renamed');
    const changed = await inject({
      method: 'PUT',
      url: '/api/users',
      headers: bearer(token),
      payload: { name: newName, privacy_mode: false, exo_enabled: false, back_stuff: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().user).toMatchObject({ name: newName, name_changed: true, privacy_mode: false, exo_enabled: false, back_stuff: false });
    expect(changed.json().token).toEqual(expect.any(String));

    const wrong = await inject({
      method: 'PUT',
      url: '/api/users',
      headers: { ...bearer(token), 'x-lang': 'en' },
      payload: { password: 'another1', password_confirmation: 'another1', current_password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Invalid password', issues: [{ path: ['body', 'current_password'] }] });

    const right = await inject({
      method: 'PUT',
      url: '/api/users',
      headers: bearer(token),
      cookies: { autoLogin: cookie },
      payload: { password: 'another1', password_confirmation: 'another1', current_password: member.password },
    });
    expect(right.statusCode, right.body).toBe(200);
    const fresh = right.cookies.find((entry) => entry.name === 'autoLogin')?.value ?? '';
    expect((await inject({ method: 'GET', url: '/api/auth/auto-login', cookies: { autoLogin: cookie } })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/auth/auto-login', cookies: { autoLogin: fresh } })).statusCode).toBe(200);
    expect((await inject({ method: 'POST', url: '/api/auth/login', payload: { login: newName, password: member.password } })).statusCode).toBe(401);
    expect((await inject({ method: 'POST', url: '/api/auth/login', payload: { login: newName, password: 'another1' } })).statusCode).toBe(200);
  });

  it('profile: in-game nickname, favourite map, about me; empty clears', async () => {
    const member = await registerMember(harness.app, sink);
    const { token } = await login(harness.app, member);
    const saved = await inject({
      method: 'PUT',
      url: '/api/users/profil',
      headers: bearer(token),
      payload: { ingame_name: 'Ségolène-Feca', favourite_map: '[4, -18]', about: 'Iop terre\nniveau 200' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ingame_name: 'Ségolène-Feca', favourite_map: '4,-18', about: 'Iop terre\nniveau 200' });
    const publicView = await inject({ method: 'GET', url: `/api/users/${member.id}` });
    expect(publicView.json()).toMatchObject({ ingame_name: 'Ségolène-Feca', favourite_map: '4,-18' });
    const cleared = await inject({ method: 'PUT', url: '/api/users/profil', headers: bearer(token), payload: { ingame_name: '', about: null } });
    expect(cleared.json()).toMatchObject({ ingame_name: null, favourite_map: '4,-18', about: null });
  });

  it('password reset through the mail: check, confirm once, old sessions end, address verified', async () => {
    const member = await registerMember(harness.app, sink, { lang: 'en' });
    // The member's language is that of their last login.
    const { cookie } = await login(harness.app, member, { 'x-lang': 'en' });
    const before = sink.count(member.email);
    const asked = await inject({ method: 'PUT', url: '/api/users/reset-password-mail', headers: { 'x-lang': 'fr' }, payload: { email: member.email.toUpperCase() } });
    expect(asked.json()).toEqual({ message: `Un e-mail a été envoyé à ${member.email}` });
    const mail = await sink.next(member.email, before);
    // In the member's language (English), whatever the language of the request.
    expect(mail.subject).toBe('Tofulab: password reset');
    const { token, action } = linkOf(mail);
    expect(action).toBe('reset-password');
    const check = await inject({ method: 'PUT', url: '/api/users/reset-password-check', headers: { 'x-lang': 'en' }, payload: { token } });
    expect(check.json()).toEqual({ message: 'This link is valid' });
    const mismatch = await inject({
      method: 'PUT',
      url: '/api/users/reset-password-confirm',
      headers: { 'x-lang': 'en' },
      payload: { token, password: 'newpass1', password_confirmation: 'newpass2' },
    });
    expect(mismatch.json()).toMatchObject({ statusCode: 400, message: 'The confirmation does not match the password' });
    const confirmed = await inject({ method: 'PUT', url: '/api/users/reset-password-confirm', payload: { token, password: 'newpass1', password_confirmation: 'newpass1' } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const reused = await inject({ method: 'PUT', url: '/api/users/reset-password-confirm', payload: { token, password: 'newpass3', password_confirmation: 'newpass3' } });
    expect(reused.statusCode).toBe(400);
    expect((await inject({ method: 'GET', url: '/api/auth/auto-login', cookies: { autoLogin: cookie } })).statusCode).toBe(401);
    expect((await login(harness.app, { name: member.name, password: 'newpass1' })).token).toBeTruthy();
    // One reset mail per 2 hours.
    const second = await inject({ method: 'PUT', url: '/api/users/reset-password-mail', headers: { 'x-lang': 'en' }, payload: { email: member.email } });
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe('A reset e-mail was already requested less than 2 hours ago');
  });

  it('e-mail change: the link goes to the new address, and the address changes when it is followed', async () => {
    const member = await registerMember(harness.app, sink);
    const { token } = await login(harness.app, member);
    const newEmail = `new-${member.email}`;
    const asked = await inject({
      method: 'PUT',
      url: '/api/users/confirm-email-mail',
      headers: bearer(token),
      payload: { email: newEmail, email_confirmation: newEmail.toUpperCase() },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const { token: mailToken, action } = linkOf(await sink.next(newEmail));
    expect(action).toBe('confirm-email');
    const confirmed = await inject({ method: 'PUT', url: '/api/users/confirm-email', headers: { 'x-lang': 'en' }, payload: { token: mailToken } });
    expect(confirmed.json()).toEqual({ message: `Your e-mail address is now ${newEmail}` });
    const me = await inject({ method: 'GET', url: '/api/users/authenticated', headers: bearer(token) });
    expect(me.json().email).toBe(newEmail);
    const again = await inject({ method: 'PUT', url: '/api/users/confirm-email-mail', headers: { ...bearer(token), 'x-lang': 'en' }, payload: { email: `x${newEmail}`, email_confirmation: `x${newEmail}` } });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('An e-mail change mail was already requested less than 2 hours ago');
  });

  it('deleting one’s account needs the password and removes the member and their sessions', async () => {
    const member = await registerMember(harness.app, sink);
    const { token, cookie } = await login(harness.app, member);
    const refused = await inject({ method: 'DELETE', url: '/api/users', headers: { ...bearer(token), 'x-lang': 'en' }, payload: { password: 'wrong-one' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Invalid password');
    const deleted = await inject({ method: 'DELETE', url: '/api/users', headers: { ...bearer(token), 'x-lang': 'en' }, payload: { password: member.password } });
    expect(deleted.json()).toEqual({ message: 'Your account has been deleted' });
    const { db } = harness.database;
    expect(await db.selectFrom('users').select('id').where('id', '=', member.id).execute()).toEqual([]);
    expect(await db.selectFrom('user_sessions').select('hash').where('user_id', '=', member.id).execute()).toEqual([]);
    expect(await db.selectFrom('user_tokens').select('hash').where('user_id', '=', member.id).execute()).toEqual([]);
    expect((await inject({ method: 'GET', url: '/api/users/authenticated', headers: bearer(token) })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/auth/auto-login', cookies: { autoLogin: cookie } })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: `/api/users/${member.id}` })).statusCode).toBe(404);
  });
});
