/**
 * The authorisation matrix (issue 16): every route of the app (enumerated from `app.routeTable`,
 * so that a new route without an entry fails this test) with the status expected for each kind of
 * caller — a visitor, a member looking at another member's resource, the owner acting on their
 * own, an admin (role 10) and a banned member (role 99, holding a token and a cookie issued before
 * the ban). HEAD routes follow their GET entry. Every caller is fresh for every route, so that a
 * route that changes things (deleting one's account) meets the same state each time.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLES } from '#contract/users';
import { hashPassword } from '#server/modules/auth/passwords';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { accountEnv, solveCaptcha, startMailSink, uniqueName, type MailSink } from './support/accounts.ts';

const ACTORS = ['visitor', 'member', 'owner', 'admin', 'banned'] as const;
type Actor = (typeof ACTORS)[number];
type Statuses = Record<Actor, number>;

interface Caller {
  id: number;
  name: string;
  email: string;
  password: string;
  token?: string;
  cookie?: string;
}

/** What the request of a route needs: the owner (whose resource is addressed) and the caller. */
interface Context {
  owner: Caller;
  caller: Caller | undefined;
  harness: Harness;
}

interface Entry {
  request(context: Context): Promise<InjectOptions> | InjectOptions;
  expected: Statuses;
}

const all = (status: number): Statuses => ({ visitor: status, member: status, owner: status, admin: status, banned: status });
/** Signed-in members only; a banned member is refused. */
const members: Statuses = { visitor: 401, member: 200, owner: 200, admin: 200, banned: 403 };
const get = (url: string) => () => ({ method: 'GET' as const, url });
const WELL_FORMED_TOKEN = 'A'.repeat(43);

const MATRIX: Record<string, Entry> = {
  'GET /api/stats': { request: get('/api/stats'), expected: all(200) },
  'GET /api/bootstrap': { request: get('/api/bootstrap?game=retro'), expected: all(200) },
  'GET /api/items/:game/search/:category': { request: get('/api/items/retro/search/all?text=bouftou'), expected: all(200) },
  'GET /api/items/:game/stuff/:ids': { request: get('/api/items/retro/stuff/2411-2414'), expected: all(200) },
  'GET /api/items/:game/:id': { request: get('/api/items/retro/2411'), expected: all(200) },
  'GET /api/clothes/:game/search': { request: get('/api/clothes/retro/search?text=bouftou'), expected: all(200) },
  'GET /api/clothes/:game/autocomplete': { request: get('/api/clothes/retro/autocomplete?q=bou'), expected: all(200) },
  'GET /api/clothes/:game/some/:ids': { request: get('/api/clothes/retro/some/1'), expected: all(200) },
  'GET /api/clothes/:game/:id': { request: get('/api/clothes/retro/1'), expected: all(200) },
  'GET /api/spells/:game/class/:classId': { request: get('/api/spells/retro/class/1'), expected: all(200) },
  'GET /api/spells/:game/search': { request: get('/api/spells/retro/search?text=armure'), expected: all(200) },
  'GET /api/search/:game/:query': { request: get('/api/search/retro/bouftou'), expected: all(200) },
  'GET /api/catalog/:game': { request: get('/api/catalog/retro'), expected: all(200) },
  'GET /api/health': { request: get('/api/health'), expected: all(200) },
  'GET /': { request: get('/'), expected: all(302) },
  'GET /*': { request: get('/fr/encyclopedie/objets'), expected: all(200) },
  'GET /api/captcha': { request: get('/api/captcha'), expected: all(200) },
  'POST /api/auth/login': {
    // Each caller with their own credentials; the visitor has none that work.
    request: ({ caller }) => ({ method: 'POST', url: '/api/auth/login', payload: { login: caller?.name ?? 'Nobody', password: caller?.password ?? 'nothing' } }),
    expected: { visitor: 401, member: 200, owner: 200, admin: 200, banned: 403 },
  },
  'POST /api/auth/access-token': { request: () => ({ method: 'POST', url: '/api/auth/access-token' }), expected: members },
  'GET /api/auth/auto-login': { request: get('/api/auth/auto-login'), expected: members },
  'POST /api/auth/logout': { request: () => ({ method: 'POST', url: '/api/auth/logout' }), expected: all(200) },
  'POST /api/users': {
    request: async ({ harness }) => {
      const { captcha, answer } = await solveCaptcha(harness.app);
      const name = uniqueName('New');
      return { method: 'POST', url: '/api/users', payload: { name, email: `${name}@example.test`, password: 'secret1', password_confirmation: 'secret1', captcha, answer } };
    },
    expected: all(200),
  },
  'GET /api/users/authenticated': { request: get('/api/users/authenticated'), expected: members },
  'GET /api/users/:id': { request: ({ owner }) => ({ method: 'GET', url: `/api/users/${owner.id}` }), expected: all(200) },
  'GET /api/users/name/:name': { request: ({ owner }) => ({ method: 'GET', url: `/api/users/name/${owner.name}` }), expected: all(200) },
  'PUT /api/users': { request: () => ({ method: 'PUT', url: '/api/users', payload: { back_stuff: false } }), expected: members },
  'PUT /api/users/profil': { request: () => ({ method: 'PUT', url: '/api/users/profil', payload: { about: 'hello' } }), expected: members },
  'DELETE /api/users': {
    request: ({ caller }) => ({ method: 'DELETE', url: '/api/users', payload: { password: caller?.password ?? 'nothing' } }),
    expected: members,
  },
  'PUT /api/users/activate-account': { request: () => ({ method: 'PUT', url: '/api/users/activate-account', payload: { token: WELL_FORMED_TOKEN } }), expected: all(400) },
  'PUT /api/users/activation-mail': {
    // Everyone may ask; an activated account is told so, an unknown address too.
    request: ({ caller }) => ({ method: 'PUT', url: '/api/users/activation-mail', payload: { email: caller?.email ?? 'nobody@example.test' } }),
    expected: { visitor: 404, member: 400, owner: 400, admin: 400, banned: 400 },
  },
  'PUT /api/users/reset-password-mail': {
    request: ({ caller }) => ({ method: 'PUT', url: '/api/users/reset-password-mail', payload: { email: caller?.email ?? 'nobody@example.test' } }),
    // A banned account cannot be reset back into use.
    expected: { visitor: 404, member: 200, owner: 200, admin: 200, banned: 404 },
  },
  'PUT /api/users/reset-password-check': { request: () => ({ method: 'PUT', url: '/api/users/reset-password-check', payload: { token: WELL_FORMED_TOKEN } }), expected: all(400) },
  'PUT /api/users/reset-password-confirm': {
    request: () => ({ method: 'PUT', url: '/api/users/reset-password-confirm', payload: { token: WELL_FORMED_TOKEN, password: 'secret1', password_confirmation: 'secret1' } }),
    expected: all(400),
  },
  'PUT /api/users/confirm-email-mail': {
    request: () => {
      const email = `${uniqueName('mail').toLowerCase()}@example.test`;
      return { method: 'PUT', url: '/api/users/confirm-email-mail', payload: { email, email_confirmation: email } };
    },
    expected: members,
  },
  'GET /api/auth/social': { request: get('/api/auth/social'), expected: all(200) },
  // Google is configured in this harness (its endpoints are never reached: only the redirect is built).
  'GET /api/auth/social/:provider': { request: get('/api/auth/social/google'), expected: all(302) },
  'POST /api/auth/social/:provider/link': { request: () => ({ method: 'POST', url: '/api/auth/social/google/link' }), expected: members },
  // Without a state of a flow under way, everyone is sent back to the site with the error.
  'GET /api/auth/social/:provider/callback': { request: get('/api/auth/social/google/callback?code=x&state=y'), expected: all(302) },
  'PUT /api/users/confirm-email': { request: () => ({ method: 'PUT', url: '/api/users/confirm-email', payload: { token: WELL_FORMED_TOKEN } }), expected: all(400) },
};

describeEachDatabase('authorisation matrix', (dialect) => {
  let harness: Harness;
  let sink: MailSink;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'tofulab-web-'));
    mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Tofulab</title>');
    sink = await startMailSink();
    harness = await createHarness(dialect, { webDir, env: accountEnv(sink, { OAUTH_GOOGLE_CLIENT_ID: 'matrix', OAUTH_GOOGLE_CLIENT_SECRET: 'matrix' }) });
  });
  afterAll(async () => {
    await harness?.close();
    await sink?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  let passwordHash: Promise<string> | undefined;
  /** A member created directly (activated), signed in through the API. */
  async function caller(role: number, ban = false): Promise<Caller> {
    passwordHash ??= hashPassword('matrix-pw');
    const name = uniqueName('Matrix');
    const created = await harness.app.repos.users.create({ name, email: `${name}@example.test`, password_hash: await passwordHash, role_id: role, email_verified: 1, lang: 'fr' });
    if (!created) throw new Error('not created');
    const response = await harness.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: name, password: 'matrix-pw' } });
    if (response.statusCode !== 200) throw new Error(response.body);
    const member: Caller = {
      id: created.id,
      name,
      email: created.email,
      password: 'matrix-pw',
      token: response.json().token,
      cookie: response.cookies.find((entry) => entry.name === 'autoLogin')?.value,
    };
    if (ban) await harness.app.repos.users.update(created.id, { role_id: ROLES.banned });
    return member;
  }

  it('has an entry for every route of the app', () => {
    const routes = harness.app.routeTable.routes().map((route) => (route.startsWith('HEAD ') ? `GET ${route.slice(5)}` : route));
    const missing = [...new Set(routes)].filter((route) => !(route in MATRIX));
    expect(missing, 'routes without an entry in the matrix').toEqual([]);
    const stale = Object.keys(MATRIX).filter((route) => !routes.includes(route));
    expect(stale, 'entries of routes that no longer exist').toEqual([]);
  });

  for (const [route, entry] of Object.entries(MATRIX)) {
    it(`${route}: ${ACTORS.map((actor) => `${actor} ${entry.expected[actor]}`).join(', ')}`, async () => {
      const methods = route.startsWith('GET ') ? ['GET', 'HEAD'] : [route.split(' ')[0] as string];
      for (const method of methods) {
        for (const actor of ACTORS) {
          const owner = await caller(ROLES.user);
          const who: Caller | undefined =
            actor === 'visitor' ? undefined : actor === 'owner' ? owner : await caller(actor === 'admin' ? ROLES.admin : ROLES.user, actor === 'banned');
          const request = await entry.request({ owner, caller: who, harness });
          const response = await harness.app.inject({
            ...request,
            method: method as 'GET',
            headers: { ...request.headers, ...(who?.token ? { authorization: `Bearer ${who.token}` } : {}) },
            cookies: who?.cookie ? { autoLogin: who.cookie } : {},
            remoteAddress: `10.9.${ACTORS.indexOf(actor)}.${Math.floor(Math.random() * 250)}`,
          });
          expect(response.statusCode, `${method} ${route} as ${actor}: ${response.body.slice(0, 200)}`).toBe(entry.expected[actor]);
        }
      }
    });
  }
});
