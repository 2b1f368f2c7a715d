/**
 * Issue 16, social sign-in end to end against a local OAuth 2 / OpenID Connect provider started by
 * the test (oauth2-mock-server: it checks PKCE and hands back the state). Providers not configured
 * are hidden; a new member is created with a nickname to confirm; an existing address is linked;
 * an account without e-mail gets the spec's message; state and cookie must match, once; Patreon is
 * linked from the settings and sets `is_patron`; an account made or activated through a provider
 * earns the activation's experience, once.
 */
import type { InjectOptions } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GamificationMe } from '#contract/gamification';
import { XP_RULES } from '#game/gamification';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { accountEnv, bearer, linkOf, login, registerMember, startMailSink, type MailSink } from './support/accounts.ts';

describeEachDatabase('accounts: social sign-in', (dialect) => {
  let harness: Harness;
  let sink: MailSink;
  let provider: OAuth2Server;
  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const url = provider.issuer.url as string;
    const env: Record<string, string> = {};
    for (const name of ['GOOGLE', 'TWITTER', 'PATREON']) {
      Object.assign(env, {
        [`OAUTH_${name}_CLIENT_ID`]: `client-${name}`,
        [`OAUTH_${name}_CLIENT_SECRET`]: `secret-${name}`,
        [`OAUTH_${name}_AUTHORIZATION_URL`]: `${url}/authorize`,
        [`OAUTH_${name}_TOKEN_URL`]: `${url}/token`,
        [`OAUTH_${name}_USERINFO_URL`]: `${url}/userinfo`,
      });
    }
    sink = await startMailSink();
    harness = await createHarness(dialect, { importData: false, env: accountEnv(sink, env) });
  });
  afterAll(async () => {
    await harness?.close();
    await sink?.close();
    await provider?.stop();
  });
  const inject = (options: InjectOptions) => harness.app.inject(options);

  /** The provider's answer about the member, for the next userinfo call. */
  const nextProfile = (body: object) =>
    provider.service.once('beforeUserinfo', (response) => {
      response.body = body;
    });

  /** Follows a provider's authorization URL (the provider redirects back at once) to our callback. */
  async function comeBack(authorizationUrl: string, state: string | undefined, headers: Record<string, string> = {}) {
    const authorize = await fetch(authorizationUrl, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const back = new URL(authorize.headers.get('location') as string);
    const callback = await inject({ method: 'GET', url: back.pathname + back.search, headers, cookies: state ? { oauthState: state } : {} });
    expect(callback.statusCode, callback.body).toBe(302);
    return { landing: new URL(callback.headers.location as string), callback, back };
  }

  async function signIn(name: 'google' | 'twitter', lang = 'fr') {
    const start = await inject({ method: 'GET', url: `/api/auth/social/${name}`, headers: { 'x-lang': lang } });
    expect(start.statusCode, start.body).toBe(302);
    const location = new URL(start.headers.location as string);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(`http://retro.localhost:8080/api/auth/social/${name}/callback`);
    const state = start.cookies.find((cookie) => cookie.name === 'oauthState');
    expect(state).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/social' });
    return comeBack(location.toString(), state?.value);
  }

  it('lists the configured providers only; an unconfigured or link-only one cannot start', async () => {
    expect((await inject({ method: 'GET', url: '/api/auth/social' })).json()).toEqual({ login: ['google', 'twitter'], link: ['google', 'twitter', 'patreon'] });
    const facebook = await inject({ method: 'GET', url: '/api/auth/social/facebook', headers: { 'x-lang': 'en' } });
    expect(facebook.statusCode).toBe(404);
    expect(facebook.json().message).toBe('Signing in with Facebook is not available');
    expect((await inject({ method: 'GET', url: '/api/auth/social/patreon' })).statusCode).toBe(404);
  });

  it('creates a member with a nickname to confirm, signs in with a jwt and the cookie, and finds them again', async () => {
    nextProfile({ sub: 'google-ana', email: 'ana.lopez@example.test', email_verified: true, name: 'Ana Lopez' });
    const { landing, callback } = await signIn('google', 'es');
    expect(landing.origin + landing.pathname).toBe('http://retro.localhost:8080/es/auth-action');
    expect(landing.searchParams.get('action')).toBe('social-login');
    const jwt = landing.searchParams.get('jwt') as string;
    expect(callback.cookies.find((cookie) => cookie.name === 'autoLogin')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = (await inject({ method: 'GET', url: '/api/users/authenticated', headers: bearer(jwt) })).json();
    expect(me).toMatchObject({ name: 'AnaLopez', email: 'ana.lopez@example.test', email_verified: true, name_changed: false });
    const confirmed = await inject({ method: 'PUT', url: '/api/users', headers: bearer(jwt), payload: { name: 'Ana_L' } });
    expect(confirmed.json().user).toMatchObject({ name: 'Ana_L', name_changed: true });

    nextProfile({ sub: 'google-ana', email: 'ana.lopez@example.test', email_verified: true, name: 'Ana Lopez' });
    const again = await signIn('google');
    const meAgain = (await inject({ method: 'GET', url: '/api/users/authenticated', headers: bearer(again.landing.searchParams.get('jwt') as string) })).json();
    expect(meAgain.id).toBe(me.id);
  });

  it('gives a member made through a provider the activation’s experience, once however often they come back', async () => {
    const gamification = async (jwt: string) => GamificationMe.parse((await inject({ method: 'GET', url: '/api/gamification/me', headers: bearer(jwt) })).json());
    const events = async (userId: number) =>
      harness.database.db.selectFrom('xp_events').select(['action', 'xp']).where('user_id', '=', userId).execute();
    nextProfile({ sub: 'google-xp', email: 'xp.social@example.test', email_verified: true, name: 'Xp Social' });
    const first = await signIn('google');
    const jwt = first.landing.searchParams.get('jwt') as string;
    const me = (await inject({ method: 'GET', url: '/api/users/authenticated', headers: bearer(jwt) })).json();
    expect(await gamification(jwt)).toMatchObject({ xp: XP_RULES.account_activated.xp });
    for (let again = 0; again < 2; again++) {
      nextProfile({ sub: 'google-xp', email: 'xp.social@example.test', email_verified: true, name: 'Xp Social' });
      await signIn('google');
    }
    expect(await gamification(jwt)).toMatchObject({ xp: XP_RULES.account_activated.xp });
    expect(await events(me.id)).toEqual([{ action: 'account_activated', xp: XP_RULES.account_activated.xp }]);
  });

  it('activates a registered member who never opened the mail, with the activation’s experience once, even if the mail link is used later', async () => {
    const member = await registerMember(harness.app, sink, { activate: false });
    const { token: mailToken } = linkOf(await sink.next(member.email));
    nextProfile({ sub: 'google-unactivated', email: member.email, email_verified: true, name: 'Someone' });
    const { landing } = await signIn('google');
    const jwt = landing.searchParams.get('jwt') as string;
    expect((await inject({ method: 'GET', url: '/api/users/authenticated', headers: bearer(jwt) })).json()).toMatchObject({ id: member.id, email_verified: true });
    expect(GamificationMe.parse((await inject({ method: 'GET', url: '/api/gamification/me', headers: bearer(jwt) })).json()).xp).toBe(XP_RULES.account_activated.xp);
    // The mail's link still activates (or is refused): either way no second award.
    await inject({ method: 'PUT', url: '/api/users/activate-account', payload: { token: mailToken } });
    expect(GamificationMe.parse((await inject({ method: 'GET', url: '/api/gamification/me', headers: bearer(jwt) })).json()).xp).toBe(XP_RULES.account_activated.xp);
  });

  it('links a confirmed address to the member who has it', async () => {
    const member = await registerMember(harness.app, sink);
    nextProfile({ sub: 'google-member', email: member.email.toUpperCase(), email_verified: true, name: 'Someone' });
    const { landing } = await signIn('google');
    const me = (await inject({ method: 'GET', url: '/api/users/authenticated', headers: bearer(landing.searchParams.get('jwt') as string) })).json();
    expect(me).toMatchObject({ id: member.id, name: member.name, name_changed: true });
  });

  it('an account without a (confirmed) e-mail gets the spec’s message in the member’s language', async () => {
    nextProfile({ data: { id: 'tw-1', username: 'tweeter' } });
    const { landing } = await signIn('twitter', 'es');
    expect(landing.searchParams.get('action')).toBe('social-error');
    expect(landing.searchParams.get('message')).toBe('Su cuenta de Twitter no da ninguna dirección de correo: regístrese con un apodo y una contraseña');
    nextProfile({ sub: 'google-unverified', email: 'maybe@example.test', email_verified: false });
    expect((await signIn('google', 'en')).landing.searchParams.get('message')).toBe('Your Google account gives no e-mail address: register with a nickname and a password');
    expect(await harness.database.db.selectFrom('users').select('id').where('email_folded', '=', 'maybe@example.test').execute()).toEqual([]);
  });

  it('refuses a callback without the browser’s state cookie, and a state used twice', async () => {
    const start = await inject({ method: 'GET', url: '/api/auth/social/google', headers: { 'x-lang': 'en' } });
    const state = start.cookies.find((cookie) => cookie.name === 'oauthState')?.value;
    const forged = await comeBack(start.headers.location as string, 'someone-elses-state');
    expect(forged.landing.searchParams.get('message')).toBe('Signing in with Google failed: please try again');
    expect(forged.callback.cookies.find((cookie) => cookie.name === 'autoLogin')).toBeUndefined();
    // The state served (and was refused) once: the right cookie comes too late.
    const replay = await inject({ method: 'GET', url: forged.back.pathname + forged.back.search, cookies: { oauthState: state as string } });
    expect(new URL(replay.headers.location as string).searchParams.get('action')).toBe('social-error');
    const denied = await inject({ method: 'GET', url: '/api/auth/social/google/callback?error=access_denied&state=x' });
    expect(new URL(denied.headers.location as string).searchParams.get('action')).toBe('social-error');
  });

  it('links Patreon from the settings and sets is_patron; an account linked to another member is refused', async () => {
    expect((await inject({ method: 'POST', url: '/api/auth/social/patreon/link' })).statusCode).toBe(401);
    const member = await registerMember(harness.app, sink);
    const { token } = await login(harness.app, member);
    const link = await inject({ method: 'POST', url: '/api/auth/social/patreon/link', headers: { ...bearer(token), 'x-lang': 'en' } });
    expect(link.statusCode, link.body).toBe(200);
    nextProfile({
      data: { id: 'patreon-1', attributes: { email: 'patron@example.test', full_name: 'Pat Ron', is_email_verified: true } },
      included: [{ type: 'member', id: 'm1', attributes: { patron_status: 'active_patron' } }],
    });
    const state = link.cookies.find((cookie) => cookie.name === 'oauthState')?.value;
    const { landing } = await comeBack(link.json().url, state);
    expect(Object.fromEntries(landing.searchParams)).toEqual({ action: 'social-linked', provider: 'patreon' });
    expect((await inject({ method: 'GET', url: '/api/users/authenticated', headers: bearer(token) })).json().is_patron).toBe(true);

    const other = await registerMember(harness.app, sink);
    const otherToken = (await login(harness.app, other)).token;
    const stolen = await inject({ method: 'POST', url: '/api/auth/social/patreon/link', headers: { ...bearer(otherToken), 'x-lang': 'fr' } });
    nextProfile({ data: { id: 'patreon-1', attributes: { email: 'patron@example.test' } } });
    const refused = await comeBack(stolen.json().url, stolen.cookies.find((cookie) => cookie.name === 'oauthState')?.value);
    expect(refused.landing.searchParams.get('message')).toBe('Ce compte Patreon est déjà lié à un autre membre');
    expect((await inject({ method: 'GET', url: '/api/users/authenticated', headers: bearer(otherToken) })).json().is_patron).toBe(false);
  });
});
