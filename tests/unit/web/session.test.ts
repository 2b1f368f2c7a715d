/**
 * Issue 16 on the web: the API client's bodies, bearer token and field errors; the session's token
 * expiry and its renewal rule (site-spec §4: renewed when less than 60 s remain, else left alone;
 * a refused renewal falls back to the autoLogin cookie, then to a visitor).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authRoutes } from '#contract/auth';
import { usersRoutes, type SelfUser } from '#contract/users';
import { apiSend, fieldErrors, setApiLanguage, setApiToken } from '#web/lib/api-client.ts';
import { formErrors } from '#web/lib/error-message.ts';
import { checkTokenRenewal, isTransientFailure, withTransientRetry } from '#web/entities/session/model/session-lifecycle.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { clearSession, getSession, setSession, tokenExpiry } from '#web/entities/session/model/session-store.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT-shaped token expiring in `seconds` (the page only reads its `exp`). */
const tokenFor = (seconds: number, sub = 7) => `${b64({ alg: 'HS256' })}.${b64({ sub: String(sub), exp: Math.floor(Date.now() / 1000) + seconds })}.c2ln`;

const user: SelfUser = {
  id: 7,
  name: 'Ana',
  email: 'ana@example.test',
  email_verified: true,
  name_changed: true,
  is_premium: false,
  is_patron: false,
  role_id: 50,
  tags: [],
  privacy_mode: true,
  exo_enabled: true,
  back_stuff: true,
  exp: 0,
  ingame_name: null,
  favourite_map: null,
  about: null,
  visits: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  avatar_hash: 'x',
};
const session = (seconds: number) => ({ token: tokenFor(seconds), expires_at: new Date(Date.now() + seconds * 1000).toISOString(), user });

afterEach(() => {
  vi.unstubAllGlobals();
  setApiLanguage('fr');
  setApiToken(null);
  clearSession();
});

describe('api client: bodies and the bearer token', () => {
  it('sends the route’s method, the JSON body, x-lang and the bearer token', async () => {
    const fetchMock = vi.fn(async () => json({ message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    setApiLanguage('es');
    setApiToken('abc.def.ghi');
    await apiSend(usersRoutes.resetPasswordMail, {}, { email: 'a@b.c' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/users/reset-password-mail');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"email":"a@b.c"}');
    expect(headers).toMatchObject({ 'x-lang': 'es', authorization: 'Bearer abc.def.ghi', 'content-type': 'application/json' });
  });

  it('a given token wins over the current one; no body, no content type; a visitor sends no authorization', async () => {
    const fetchMock = vi.fn(async () => json({ message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    setApiToken('current');
    await apiSend(authRoutes.logout, {}, undefined, { token: 'other' }).catch(() => undefined);
    setApiToken(null);
    await apiSend(authRoutes.logout, {}, undefined);
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect((calls[0]?.[1].headers as Record<string, string>).authorization).toBe('Bearer other');
    expect(calls[0]?.[1].headers).not.toHaveProperty('content-type');
    expect(calls[1]?.[1].headers).not.toHaveProperty('authorization');
  });

  it('puts each refused field’s message next to its field, the rest above the form', async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Le pseudo est obligatoire',
      issues: [
        { path: ['body', 'name'], message: 'Le pseudo est obligatoire' },
        { path: ['body', 'password'], message: 'Mot de passe trop faible' },
        { path: ['body', 'name'], message: 'second message of the same field' },
      ],
    };
    vi.stubGlobal('fetch', async () => json(body, 400));
    const failure = await apiSend(usersRoutes.resetPasswordMail, {}, { email: '' }).catch((error: unknown) => error);
    expect(fieldErrors(failure)).toEqual({ name: 'Le pseudo est obligatoire', password: 'Mot de passe trop faible' });
    const t = ((key: string) => key) as never;
    expect(formErrors(failure, t, ['password'])).toEqual({ fields: { password: 'Mot de passe trop faible' } });
    expect(formErrors(failure, t, ['email'])).toEqual({ fields: {}, general: 'Le pseudo est obligatoire' });
  });
});

describe('session: expiry and renewal', () => {
  it('reads the expiry of a JWT, 0 for anything else', () => {
    const token = tokenFor(900);
    expect(Math.abs(tokenExpiry(token) - (Date.now() + 900_000))).toBeLessThan(1500);
    expect(tokenExpiry('not a token')).toBe(0);
  });

  it('leaves a token with more than 60 s left alone, renews one with less, with that token', async () => {
    const fetchMock = vi.fn(async () => json(session(900)));
    vi.stubGlobal('fetch', fetchMock);
    setSession(session(120));
    await checkTokenRenewal();
    expect(fetchMock).not.toHaveBeenCalled();

    const expiring = session(30);
    setSession(expiring);
    await checkTokenRenewal();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/access-token');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${expiring.token}`);
    const state = getSession();
    expect(state.status === 'member' && state.token !== expiring.token && state.expiresAt > Date.now() + 800_000).toBe(true);
  });

  it('a refused renewal tries the autoLogin cookie, then leaves a visitor', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return json({ statusCode: 401, error: 'Unauthorized', message: 'Session expirée' }, 401);
    });
    setSession(session(10));
    await checkTokenRenewal();
    expect(urls).toEqual(['/api/auth/access-token', '/api/auth/auto-login']);
    expect(getSession().status).toBe('visitor');
  });
});

describe('session: the start-up restore and a server that does not answer', () => {
  it('tries a call again only while the failure says nothing about the token (network, 5xx, 429)', async () => {
    expect(isTransientFailure(new ApiError('network', 0, 'offline'))).toBe(true);
    expect(isTransientFailure(new ApiError('http', 503, 'busy'))).toBe(true);
    expect(isTransientFailure(new ApiError('http', 429, 'slow down'))).toBe(true);
    expect(isTransientFailure(new ApiError('http', 401, 'expired'))).toBe(false);
    expect(isTransientFailure(new Error('bug'))).toBe(false);
    let calls = 0;
    const flaky = () => (++calls < 3 ? Promise.reject(new ApiError('http', 503, 'busy')) : Promise.resolve('me'));
    await expect(withTransientRetry(flaky, [1, 1, 1])).resolves.toBe('me');
    expect(calls).toBe(3);
    calls = 0;
    const refused = () => (++calls, Promise.reject(new ApiError('http', 401, 'expired')));
    await expect(withTransientRetry(refused, [1, 1, 1])).rejects.toMatchObject({ status: 401 });
    expect(calls).toBe(1);
    calls = 0;
    const down = () => (++calls, Promise.reject(new ApiError('network', 0, 'offline')));
    await expect(withTransientRetry(down, [1, 1])).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toBe(3);
  });

  it('keeps the stored token when the server stays unreachable at start-up, and signs in on the next load', async () => {
    vi.resetModules();
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) });
    const token = tokenFor(900);
    stored.set('token', token);
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', async () => json({ statusCode: 503, error: 'Service Unavailable', message: 'Serveur surchargé' }, 503));
      const first = await import('#web/entities/session/model/session-lifecycle.ts');
      const firstStore = await import('#web/entities/session/model/session-store.ts');
      const ready = first.sessionReady();
      await vi.runAllTimersAsync();
      await ready;
      expect(firstStore.getSession().status).toBe('visitor');
      expect(stored.get('token')).toBe(token);

      // The next page load: the server answers again.
      vi.resetModules();
      const bearers: (string | undefined)[] = [];
      vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
        bearers.push((init.headers as Record<string, string>).authorization);
        return json(user);
      });
      const second = await import('#web/entities/session/model/session-lifecycle.ts');
      const secondStore = await import('#web/entities/session/model/session-store.ts');
      await second.sessionReady();
      expect(secondStore.getSession().status).toBe('member');
      // The stored token is the one asked about (no autoLogin cookie needed, none rotated).
      expect(bearers).toEqual([`Bearer ${token}`]);
    } finally {
      vi.useRealTimers();
      vi.resetModules();
    }
  });

  it('a start-up without the autoLogin cookie’s companion asks nothing once the browser knows the server sets it; with it, or before, it asks', async () => {
    const start = async (cookie: string, stored: Map<string, string>, answer: () => Response) => {
      vi.resetModules();
      vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) });
      vi.stubGlobal('document', { cookie });
      const asked: string[] = [];
      vi.stubGlobal('fetch', async (url: string) => (asked.push(url), answer()));
      const lifecycle = await import('#web/entities/session/model/session-lifecycle.ts');
      const store = await import('#web/entities/session/model/session-store.ts');
      await lifecycle.sessionReady();
      return { asked, status: store.getSession().status };
    };
    const refused = () => json({ statusCode: 401, error: 'Unauthorized', message: 'Session expirée' }, 401);
    const restored = () => json(session(900));
    try {
      const stored = new Map<string, string>();
      // A browser that never had an answer: it asks (an autoLogin cookie from before the companions may exist).
      expect(await start('lang=fr', stored, refused)).toEqual({ asked: ['/api/auth/auto-login'], status: 'visitor' });
      expect(stored.get('auto-login-hint')).toBe('1');
      // From then on, no companion: a visitor at once.
      expect(await start('lang=fr', stored, refused)).toEqual({ asked: [], status: 'visitor' });
      // The companion (set with the cookie at login): it asks, and the member is back.
      expect(await start('lang=fr; autoLoginHint=1', stored, restored)).toEqual({ asked: ['/api/auth/auto-login'], status: 'member' });
      // A server that could not answer says nothing about the cookie: not trusted yet.
      const fresh = new Map<string, string>();
      vi.useFakeTimers();
      const down = start('', fresh, () => json({ statusCode: 503, error: 'Service Unavailable', message: 'Serveur surchargé' }, 503));
      await vi.runAllTimersAsync();
      expect((await down).status).toBe('visitor');
      expect(fresh.has('auto-login-hint')).toBe(false);
    } finally {
      vi.useRealTimers();
      vi.resetModules();
    }
  });

  it('reads the companion among other cookies only by its exact name', async () => {
    const { autoLoginMayExist, hasHintCookie } = await import('#web/entities/session/model/auto-login-hint.ts');
    expect(hasHintCookie('a=1; autoLoginHint=1; b=2')).toBe(true);
    expect(hasHintCookie('autoLoginHint=1')).toBe(true);
    expect(hasHintCookie('xautoLoginHint=1; autoLoginHints=1')).toBe(false);
    expect(hasHintCookie('')).toBe(false);
    const trusted = { getItem: () => '1' };
    expect(autoLoginMayExist('a=1', trusted)).toBe(false);
    expect(autoLoginMayExist('autoLoginHint=1', trusted)).toBe(true);
    expect(autoLoginMayExist('a=1', { getItem: () => null })).toBe(true);
    expect(autoLoginMayExist('a=1', undefined)).toBe(true);
  });
});
