/**
 * The authorisation matrix (issue 16): every route of the app (enumerated from `app.routeTable`,
 * so that a new route without an entry fails this test) with the status expected for each kind of
 * caller — a visitor, a member looking at another member's resource, the owner acting on their
 * own, a moderator (role 20), a community manager (role 30), an admin (role 10) and a banned member
 * (role 99, holding a token and a cookie issued before the ban). An entry that names no moderator or
 * community manager status expects the member's. HEAD routes follow their GET entry. Every caller is fresh for every route, so that a
 * route that changes things (deleting one's account) meets the same state each time.
 *
 * Issue 22: four callers more, holding a bad token (expired, forged, tampered, of a deleted account),
 * and a privacy check of every answer: the owner keeps a private stuff and a folder named with a
 * marker; neither the marker nor the owner's e-mail address may appear in anyone else's answer (list,
 * search, count, error), and a member object of the owner counts no private stuff.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorBody } from '#contract/common';
import { ROLES } from '#contract/users';
import { hashPassword } from '#server/modules/auth/passwords';
import { hashToken, newToken } from '#server/modules/auth/tokens';
import { AUTO_LOGIN_DAYS } from '#contract/auth';
import { MESSAGES } from '#server/i18n/messages';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { accountEnv, solveCaptcha, startMailSink, uniqueName, type MailSink } from './support/accounts.ts';

/**
 * Issue 22 adds callers holding a bad token (and nothing else): an expired one of the owner, one
 * signed with another secret claiming to be the owner as an admin, a member's real token whose
 * payload was altered the same way, and the token of an account deleted since. Each is "session
 * expired" (401, the spec's message, in the caller's language) wherever the token is read; a route
 * that never reads it answers them as it answers a visitor (`badToken` says otherwise).
 */
const TOKEN_ACTORS = ['expired', 'forged', 'tampered', 'deleted'] as const;
type TokenActor = (typeof TOKEN_ACTORS)[number];
const ACTORS = ['visitor', 'member', 'owner', 'moderator', 'cm', 'admin', 'banned', ...TOKEN_ACTORS] as const;
type Actor = (typeof ACTORS)[number];
type Statuses = Record<Exclude<Actor, 'moderator' | 'cm' | TokenActor>, number> & { moderator?: number; cm?: number; badToken?: number; deleted?: number };
/** A public read that looks at who asks (the owner, an editor): a bad token is "session expired" there too. */
const readsViewer = (expected: Statuses): Statuses => ({ ...expected, badToken: 401 });
const isTokenActor = (actor: Actor): actor is TokenActor => (TOKEN_ACTORS as readonly string[]).includes(actor);
const statusOf = (expected: Statuses, actor: Actor) =>
  actor === 'moderator'
    ? (expected.moderator ?? expected.member)
    : actor === 'cm'
      ? (expected.cm ?? expected.member)
      : isTokenActor(actor)
        ? ((actor === 'deleted' ? expected.deleted : undefined) ?? expected.badToken ?? expected.visitor)
        : expected[actor];
/** The language each bad-token caller asks for: its 401 must be in that language. */
const TOKEN_LANG: Record<TokenActor, 'fr' | 'en' | 'es'> = { expired: 'en', forged: 'es', tampered: 'fr', deleted: 'en' };

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

/** The owner's resource only: a visitor must sign in, anyone else is refused (`other`), a banned member too. */
const ownerOnly = (other: number): Statuses => ({ visitor: 401, member: other, owner: 200, admin: other, banned: 403 });
/** A public read of the owner's private stuff: "the equipment is private" to all but the owner. */
const privateRead: Statuses = { visitor: 403, member: 403, owner: 200, admin: 403, banned: 403 };
/** Public reads: anyone; a banned member's token is refused. */
const publicRead: Statuses = { visitor: 200, member: 200, owner: 200, admin: 200, banned: 403 };

/**
 * A marker in the names of the owner's private things (their stuffs, a folder, a stuff in their
 * workshop's folder): no answer to anyone else may hold it, nor the owner's e-mail address.
 */
const PRIVATE_MARK = 'Zqxvprivate';

/** A private stuff of the owner (with one boost), saved through the API. */
async function ownerStuff({ owner, harness }: Context): Promise<{ id: number; short_code: string }> {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/stuffs/retro/private/save',
    headers: { authorization: `Bearer ${owner.token ?? ''}` },
    payload: {
      id: 0, mode: 'local', name: `Matrice ${PRIVATE_MARK}`, classId: 8, level: 100, gender: 0, points: {}, scrolls: {}, items: { ch: 2411 }, rolls: {}, forgemagie: {},
      boosts: [{ effect: 'strength', value: 10, count: 1, active: true }], visible: false,
    },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json();
}
const SAVE_BODY = { id: 0, mode: 'local', name: 'Le mien', classId: 1, level: 50, gender: 1, points: {}, scrolls: {}, items: {}, rolls: {}, forgemagie: {}, boosts: [] };
const stuffCall = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', suffix: string, payload?: object) => async (context: Context) => {
  const { id } = await ownerStuff(context);
  return { method, url: suffix.replace('{id}', String(id)), ...(payload ? { payload } : {}) };
};

/** A Gelano in the owner's workshop (through the repository), its craft id. */
async function ownerCraft({ owner, harness }: Context): Promise<number> {
  await harness.app.repos.crafts.addRoots(owner.id, 'retro', [{ item_id: 2469, quantity: 1 }], null, 500);
  const { rows } = await harness.app.repos.crafts.workshop(owner.id, 'retro');
  return Number(rows.at(-1)!.id);
}

/** A skin of the owner (through the repository), public or confidential: its id. */
async function ownerSkin({ owner, harness }: Context, visible: boolean): Promise<number> {
  const values = { name: 'Matrice', class_id: 8, gender: 0, head: 2, face: 3, color1: 0xff0000, color2: null, color3: null, color4: null, color5: null, hat_id: 13294, cloak_id: null, shield_id: null, pet_id: null, visible: visible ? 1 : 0 };
  const id = await harness.app.repos.skins.create(owner.id, 'retro', values, 1000);
  if (id === null) throw new Error('skin not created');
  return id;
}
const SKIN_BODY = { game: 'retro', name: 'Matrice', class_id: 8, gender: 1, head: 1, face: 1, colors: [null, null, 0x00ff00, null, null], cosmetics: { hat: 13294 }, visible: false };

const DEVBLOG_BODY = { title: { fr: 'Nouvelles' }, body: { fr: 'Du **texte**' }, published: true };
/** A published devblog post, written through the repository. */
async function devblogPost({ owner, harness }: Context): Promise<number> {
  return harness.app.repos.devblog.create(owner.id, { title: { fr: 'Matrice' }, body: { fr: 'Texte' }, published: true });
}
/** The moderation team's routes (issue 18): moderators and admins; the owner is a plain member. */
const staff: Statuses = { visitor: 401, member: 403, owner: 403, moderator: 200, admin: 200, banned: 403 };
const adminOnly: Statuses = { visitor: 401, member: 403, owner: 403, moderator: 403, admin: 200, banned: 403 };
/** The devblog's editors: admins and community managers. */
const editors: Statuses = { ...adminOnly, cm: 200 };
const moderate = (suffix: string, before?: (context: Context) => Promise<unknown>) => async (context: Context) => {
  await before?.(context);
  return { method: 'POST' as const, url: `/api/admin/users/${context.owner.id}/${suffix}`, payload: { reason: 'matrix' } };
};
const moderateStuff = (suffix: string, hiddenFirst: boolean) => async (context: Context) => {
  const { id } = await ownerStuff(context);
  if (hiddenFirst) await context.harness.app.repos.stuffs.setHidden(id, true);
  return { method: 'POST' as const, url: `/api/admin/stuffs/${id}/${suffix}`, payload: {} };
};

const MATRIX: Record<string, Entry> = {
  'GET /api/admin/users': { request: get('/api/admin/users?name=matrix'), expected: staff },
  'PUT /api/admin/users/:id': { request: ({ owner }) => ({ method: 'PUT', url: `/api/admin/users/${owner.id}`, payload: { role_id: 30, tags: [30], stream_channel: 'matrix_tv' } }), expected: adminOnly },
  'POST /api/admin/users/:id/ban': { request: moderate('ban'), expected: staff },
  'POST /api/admin/users/:id/unban': {
    request: moderate('unban', ({ owner, harness }) => harness.app.repos.users.update(owner.id, { role_id: ROLES.banned })),
    // The owner, banned first, holds a refused token.
    expected: staff,
  },
  'POST /api/admin/stuffs/:id/hide': { request: moderateStuff('hide', false), expected: staff },
  'POST /api/admin/stuffs/:id/unhide': { request: moderateStuff('unhide', true), expected: staff },
  'GET /api/admin/log': { request: get('/api/admin/log'), expected: staff },
  // The poll reads the token's claims only, not the member row (banned members poll too): a deleted
  // account's token, well signed and unexpired, is a visitor's there (no notification).
  'GET /api/live/data': { request: get('/api/live/data'), expected: { ...readsViewer(all(200)), deleted: 200 } },
  'POST /api/stuffs/:game/private': { request: () => ({ method: 'POST', url: '/api/stuffs/retro/private', payload: { name: 'Nouveau' } }), expected: members },
  'POST /api/stuffs/:game/private/save': { request: () => ({ method: 'POST', url: '/api/stuffs/retro/private/save', payload: SAVE_BODY }), expected: members },
  'GET /api/stuffs/:game/private/list': { request: get('/api/stuffs/retro/private/list'), expected: members },
  'GET /api/stuffs/:game/private': { request: get('/api/stuffs/retro/private?text=matrice'), expected: members },
  'GET /api/stuffs/:game/private/:id': { request: stuffCall('GET', '/api/stuffs/retro/private/{id}'), expected: ownerOnly(403) },
  'PUT /api/stuffs/:game/private/:id': { request: stuffCall('PUT', '/api/stuffs/retro/private/{id}', { version: 1, name: 'Renommé' }), expected: ownerOnly(403) },
  'PUT /api/stuffs/:game/private/:id/caracs': {
    request: stuffCall('PUT', '/api/stuffs/retro/private/{id}/caracs', { version: 1, points: { strength: 10 }, scrolls: {} }),
    expected: ownerOnly(403),
  },
  'PUT /api/stuffs/:game/private/:id/fm': { request: stuffCall('PUT', '/api/stuffs/retro/private/{id}/fm', { version: 1, forgemagie: { strength: 5 } }), expected: ownerOnly(403) },
  'PUT /api/stuffs/:game/private/:id/fm_weapon': { request: stuffCall('PUT', '/api/stuffs/retro/private/{id}/fm_weapon', { version: 1, rolls: {} }), expected: ownerOnly(403) },
  'PUT /api/stuffs/:game/private/:id/fm_item': {
    request: stuffCall('PUT', '/api/stuffs/retro/private/{id}/fm_item', { version: 1, slot: 'ch', rolls: { strength: 3 } }),
    expected: ownerOnly(403),
  },
  'PUT /api/stuffs/:game/private/:id/skin': {
    request: stuffCall('PUT', '/api/stuffs/retro/private/{id}/skin', { version: 1, skin: { head: 1, face: 2, colors: [0, 255, null, null, 0xffffff] } }),
    expected: ownerOnly(403),
  },
  'PUT /api/stuffs/:game/private/:id/item': { request: stuffCall('PUT', '/api/stuffs/retro/private/{id}/item', { version: 1, slot: 'ca', itemId: 2414 }), expected: ownerOnly(403) },
  'PUT /api/stuffs/:game/private/:id/items': { request: stuffCall('PUT', '/api/stuffs/retro/private/{id}/items', { version: 1, items: { ca: 2414 } }), expected: ownerOnly(403) },
  'DELETE /api/stuffs/:game/private/:id/items': { request: stuffCall('DELETE', '/api/stuffs/retro/private/{id}/items?version=1'), expected: ownerOnly(403) },
  'DELETE /api/stuffs/:game/private/:id': { request: stuffCall('DELETE', '/api/stuffs/retro/private/{id}'), expected: ownerOnly(403) },
  'POST /api/stuffs/:game/private/:id/copy': { request: stuffCall('POST', '/api/stuffs/retro/private/{id}/copy'), expected: ownerOnly(403) },
  'GET /api/stuffs/:game/public/:id': { request: stuffCall('GET', '/api/stuffs/retro/public/{id}'), expected: readsViewer(privateRead) },
  'GET /api/stuffs/:game/public/list/:userId': { request: ({ owner }) => ({ method: 'GET', url: `/api/stuffs/retro/public/list/${owner.id}` }), expected: readsViewer(publicRead) },
  'GET /api/stuffs/:game/public/latest': { request: get('/api/stuffs/retro/public/latest'), expected: all(200) },
  'GET /api/stuffs/short/:code': {
    request: async (context) => ({ method: 'GET', url: `/api/stuffs/short/${(await ownerStuff(context)).short_code}` }),
    expected: readsViewer(privateRead),
  },
  // The short link redirects anyone (a private stuff's page then says it is private): by id only, never its name.
  'GET /s/:code': {
    request: async (context) => ({ method: 'GET', url: `/s/${(await ownerStuff(context)).short_code}` }),
    expected: all(302),
  },
  'GET /api/stuffs/:game/:id/cacminator': { request: stuffCall('GET', '/api/stuffs/retro/{id}/cacminator'), expected: ownerOnly(403) },
  'GET /api/search/:game/stuffs': { request: get('/api/search/retro/stuffs?text=matrice'), expected: all(200) },
  'GET /api/boosts/stuff/:stuffId': { request: stuffCall('GET', '/api/boosts/stuff/{id}'), expected: readsViewer(privateRead) },
  'GET /api/boosts/class/:classId': { request: get('/api/boosts/class/8'), expected: members },
  'POST /api/boosts': {
    request: async (context) => ({ method: 'POST', url: '/api/boosts', payload: { stuffId: (await ownerStuff(context)).id, version: 1, effect: 'agility', value: 5, count: 1, active: true } }),
    expected: ownerOnly(403),
  },
  'DELETE /api/boosts/stuff/:stuffId/effect/:effect': { request: stuffCall('DELETE', '/api/boosts/stuff/{id}/effect/strength?version=1'), expected: ownerOnly(403) },
  'DELETE /api/boosts/stuff/:stuffId': { request: stuffCall('DELETE', '/api/boosts/stuff/{id}?version=1'), expected: ownerOnly(403) },
  'GET /api/folders': { request: get('/api/folders'), expected: members },
  'POST /api/folders': { request: () => ({ method: 'POST', url: '/api/folders', payload: { name: 'Dossier', avatar: 2411 } }), expected: members },
  'PUT /api/folders/:folderId': {
    request: async ({ owner, harness }) => {
      await harness.app.repos.stuffs.addFolder(owner.id, 'Du proprio', null, 50);
      const [folder] = await harness.app.repos.stuffs.folders(owner.id);
      return { method: 'PUT', url: `/api/folders/${folder?.id ?? 0}`, payload: { name: 'Renommé' } };
    },
    expected: ownerOnly(404),
  },
  'DELETE /api/folders/:folderId': {
    request: async ({ owner, harness }) => {
      await harness.app.repos.stuffs.addFolder(owner.id, 'Du proprio', null, 50);
      const [folder] = await harness.app.repos.stuffs.folders(owner.id);
      return { method: 'DELETE', url: `/api/folders/${folder?.id ?? 0}` };
    },
    expected: ownerOnly(404),
  },
  'GET /api/favorites': { request: get('/api/favorites?game=retro'), expected: members },
  // The workshop (issue 19): the owner's own; another member's only when public (the owner's mode is
  // the default `none`: everyone else is told "craft workshop not found").
  'GET /api/crafts/:userId': { request: ({ owner }) => ({ method: 'GET', url: `/api/crafts/${owner.id}?game=retro` }), expected: readsViewer({ visitor: 404, member: 404, owner: 200, admin: 404, banned: 403 }) },
  'POST /api/crafts': { request: () => ({ method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 2469, quantity: 2 } }), expected: members },
  'POST /api/crafts/some': { request: () => ({ method: 'POST', url: '/api/crafts/some', payload: { game: 'retro', crafts: [{ item_id: 2411, quantity: 1 }] } }), expected: members },
  'PUT /api/crafts/:craftId': { request: async (context) => ({ method: 'PUT', url: `/api/crafts/${await ownerCraft(context)}`, payload: { completed: true } }), expected: ownerOnly(404) },
  'PUT /api/crafts': {
    request: async (context) => ({ method: 'PUT', url: '/api/crafts', payload: { game: 'retro', ingredients: [{ craft_id: await ownerCraft(context), item_id: 757, gathered: 3 }] } }),
    expected: ownerOnly(404),
  },
  'DELETE /api/crafts/:craftId': { request: async (context) => ({ method: 'DELETE', url: `/api/crafts/${await ownerCraft(context)}` }), expected: ownerOnly(404) },
  'DELETE /api/crafts': { request: () => ({ method: 'DELETE', url: '/api/crafts?game=retro&completed=true' }), expected: members },
  'PUT /api/crafts/mode': { request: () => ({ method: 'PUT', url: '/api/crafts/mode', payload: { mode: 'public' } }), expected: members },
  // Issue 21, skins: a member's public skins are anyone's to see; a confidential one is its owner's
  // ("you have no access to this skin", 403); writes are the owner's.
  'GET /api/skins/:userId': {
    request: async (context) => {
      await ownerSkin(context, false);
      return { method: 'GET', url: `/api/skins/${context.owner.id}?game=retro` };
    },
    // The caller's token says whether the confidential skins are listed: a bad one is refused.
    expected: readsViewer(publicRead),
  },
  'GET /api/skins/one/:skinId': { request: async (context) => ({ method: 'GET', url: `/api/skins/one/${await ownerSkin(context, false)}` }), expected: readsViewer(privateRead) },
  'POST /api/skins': { request: () => ({ method: 'POST', url: '/api/skins', payload: SKIN_BODY }), expected: members },
  'PUT /api/skins/:skinId': { request: async (context) => ({ method: 'PUT', url: `/api/skins/${await ownerSkin(context, true)}`, payload: { name: 'Renommé' } }), expected: ownerOnly(403) },
  'DELETE /api/skins/:skinId': { request: async (context) => ({ method: 'DELETE', url: `/api/skins/${await ownerSkin(context, true)}` }), expected: ownerOnly(403) },
  'GET /api/items/:game/skinator/category/:cat': { request: get('/api/items/retro/skinator/category/hat?text=chapo'), expected: all(200) },
  'GET /api/items/:game/skinator/:id': { request: get('/api/items/retro/skinator/12844'), expected: all(200) },
  'GET /api/gamification/me': { request: get('/api/gamification/me'), expected: members },
  'DELETE /api/gamification/notification': { request: () => ({ method: 'DELETE', url: '/api/gamification/notification' }), expected: members },
  'GET /api/badges': { request: get('/api/badges'), expected: all(200) },
  'POST /api/favorites': { request: () => ({ method: 'POST', url: '/api/favorites', payload: { game: 'retro', itemId: 2411 } }), expected: members },
  'DELETE /api/favorites/:game/:itemId': {
    request: async ({ owner, harness }) => {
      await harness.app.repos.stuffs.addFavorite(owner.id, 'retro', 2411, 'hat', 50);
      return { method: 'DELETE', url: '/api/favorites/retro/2411' };
    },
    expected: ownerOnly(404),
  },
  // Issue 18, the devblog: anyone reads the published posts; its editors (admins, community managers) write, preview and read drafts.
  'GET /api/devblog': { request: get('/api/devblog'), expected: readsViewer(publicRead) },
  'GET /api/devblog/:id': { request: async (context) => ({ method: 'GET', url: `/api/devblog/${await devblogPost(context)}` }), expected: readsViewer(publicRead) },
  'POST /api/devblog': { request: () => ({ method: 'POST', url: '/api/devblog', payload: DEVBLOG_BODY }), expected: editors },
  'PUT /api/devblog/:id': { request: async (context) => ({ method: 'PUT', url: `/api/devblog/${await devblogPost(context)}`, payload: DEVBLOG_BODY }), expected: editors },
  'DELETE /api/devblog/:id': { request: async (context) => ({ method: 'DELETE', url: `/api/devblog/${await devblogPost(context)}` }), expected: editors },
  'POST /api/devblog/preview': { request: () => ({ method: 'POST', url: '/api/devblog/preview', payload: { markdown: '**a**' } }), expected: editors },
  // Issue 18, adverts and premium: the public settings; an admin sets the premium flag of a member.
  'GET /api/site/settings': { request: get('/api/site/settings'), expected: all(200) },
  'PUT /api/admin/users/:id/premium': { request: ({ owner }) => ({ method: 'PUT', url: `/api/admin/users/${owner.id}/premium`, payload: { is_premium: true } }), expected: adminOnly },
  'GET /api/stats': { request: get('/api/stats'), expected: all(200) },
  'GET /api/bootstrap': { request: get('/api/bootstrap?game=retro'), expected: all(200) },
  'GET /api/items/:game/search/:category': { request: get('/api/items/retro/search/all?text=bouftou'), expected: all(200) },
  'GET /api/items/:game/stuff/:ids': { request: get('/api/items/retro/stuff/2411-2414'), expected: all(200) },
  'GET /api/items/:game/stuffer/:ids': { request: get('/api/items/retro/stuffer/2411-99999'), expected: all(200) },
  'GET /api/items/:game/cacminator': { request: get('/api/items/retro/cacminator?type=ep'), expected: all(200) },
  'GET /api/items/:game/:id': { request: get('/api/items/retro/2411'), expected: all(200) },
  'GET /api/clothes/:game/search': { request: get('/api/clothes/retro/search?text=bouftou'), expected: all(200) },
  'GET /api/clothes/:game/autocomplete': { request: get('/api/clothes/retro/autocomplete?q=bou'), expected: all(200) },
  'GET /api/clothes/:game/some/:ids': { request: get('/api/clothes/retro/some/1'), expected: all(200) },
  'GET /api/clothes/:game/compatible': { request: get('/api/clothes/retro/compatible?items=ch:2411'), expected: all(200) },
  'GET /api/clothes/:game/stuffer/:ids': { request: get('/api/clothes/retro/stuffer/1-24'), expected: all(200) },
  'GET /api/clothes/:game/:id': { request: get('/api/clothes/retro/1'), expected: all(200) },
  'GET /api/spells/:game/class/:classId': { request: get('/api/spells/retro/class/1'), expected: all(200) },
  'GET /api/spells/:game/search': { request: get('/api/spells/retro/search?text=armure'), expected: all(200) },
  'GET /api/search/:game/:query': { request: get('/api/search/retro/bouftou'), expected: all(200) },
  'GET /api/catalog/:game': { request: get('/api/catalog/retro'), expected: all(200) },
  'GET /api/catalog/:game/binary': { request: get('/api/catalog/retro/binary'), expected: all(200) },
  'GET /api/catalog/:game/image': { request: get('/api/catalog/retro/image'), expected: all(200) },
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
  // Issue 18: the member list (one route per game) and a profile visit are public.
  'GET /api/users/retro': { request: ({ owner }) => ({ method: 'GET', url: `/api/users/retro?search=${owner.name}&online=true` }), expected: all(200) },
  'GET /api/users/dofus': { request: get('/api/users/dofus?sort=registration'), expected: all(200) },
  'GET /api/users/touch': { request: get('/api/users/touch'), expected: all(200) },
  'POST /api/users/:id/visit': { request: ({ owner }) => ({ method: 'POST', url: `/api/users/${owner.id}/visit` }), expected: all(200) },
  // Issue 18, profiles: a member's news is public.
  'GET /api/users/:id/news': { request: ({ owner }) => ({ method: 'GET', url: `/api/users/${owner.id}/news?game=retro&page=1` }), expected: all(200) },
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
  /**
   * A member created directly (activated) with a session of their own: an access token signed by
   * the app and an `autoLogin` cookie, as a login gives (minted, not logged in: the password hash
   * would cost each of the thousands of callers a slow verification; the login route is in the matrix).
   */
  async function caller(role: number, ban = false): Promise<Caller> {
    passwordHash ??= hashPassword('matrix-pw');
    const name = uniqueName('Matrix');
    const created = await harness.app.repos.users.create({ name, email: `${name}@example.test`, password_hash: await passwordHash, role_id: role, email_verified: 1, lang: 'fr' });
    if (!created) throw new Error('not created');
    const { token } = await harness.app.authentication.session(created);
    const cookie = newToken();
    await harness.app.repos.users.addSession(hashToken(cookie), created.id, AUTO_LOGIN_DAYS * 24 * 3600 * 1000);
    const member: Caller = { id: created.id, name, email: created.email, password: 'matrix-pw', token, cookie };
    if (ban) await harness.app.repos.users.update(created.id, { role_id: ROLES.banned });
    return member;
  }

  /** What the owner keeps to themself: a private stuff and a folder named with the marker. */
  async function plantPrivate(owner: Caller): Promise<void> {
    await ownerStuff({ owner, caller: owner, harness });
    await harness.app.repos.stuffs.addFolder(owner.id, PRIVATE_MARK, null, 50);
  }

  const jwtSecret = async () =>
    new TextEncoder().encode(harness.config.accounts.jwtSecret ?? (await harness.app.repos.auth.secret('jwt')));
  const sign = (claims: { sub: number; role: number; exp: number }, key: Uint8Array) =>
    new SignJWT({ role: claims.role, premium: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuer('tofulab')
      .setIssuedAt(claims.exp - 900)
      .setExpirationTime(claims.exp)
      .sign(key);
  const now = () => Math.floor(Date.now() / 1000);

  /** The bad token each bad-token caller holds; all claim to be the owner (the deleted one, itself). */
  async function badToken(actor: TokenActor, owner: Caller): Promise<string> {
    switch (actor) {
      case 'expired':
        return sign({ sub: owner.id, role: ROLES.user, exp: now() - 60 }, await jwtSecret());
      case 'forged':
        return sign({ sub: owner.id, role: ROLES.admin, exp: now() + 600 }, new TextEncoder().encode('not-the-secret-of-this-site-0123456789'));
      case 'tampered': {
        // A real token of another member, its payload rewritten to name the owner as an admin.
        const [header, , signature] = (await caller(ROLES.user)).token!.split('.');
        const payload = Buffer.from(JSON.stringify({ role: ROLES.admin, premium: true, sub: String(owner.id), iss: 'tofulab', iat: now(), exp: now() + 600 })).toString('base64url');
        return `${header}.${payload}.${signature}`;
      }
      case 'deleted': {
        const gone = await caller(ROLES.user);
        await harness.app.repos.users.remove(gone.id);
        return gone.token!;
      }
    }
  }

  /** Every string of an answer that could be someone's private data, lower-cased. */
  function leaks(body: string, owner: Caller): string[] {
    const text = body.toLowerCase();
    return [PRIVATE_MARK, owner.email].filter((marker) => text.includes(marker.toLowerCase()));
  }
  /** A member object of the owner in an answer counts their public stuffs only (all of theirs are private). */
  function countedPrivate(value: unknown, owner: Caller): boolean {
    if (Array.isArray(value)) return value.some((entry) => countedPrivate(entry, owner));
    if (value === null || typeof value !== 'object') return false;
    const record = value as Record<string, unknown>;
    if (record.id === owner.id && typeof record.public_stuffs === 'number' && record.public_stuffs !== 0) return true;
    return Object.values(record).some((entry) => countedPrivate(entry, owner));
  }

  it('has an entry for every route of the app', () => {
    const routes = harness.app.routeTable.routes().map((route) => (route.startsWith('HEAD ') ? `GET ${route.slice(5)}` : route));
    const missing = [...new Set(routes)].filter((route) => !(route in MATRIX));
    expect(missing, 'routes without an entry in the matrix').toEqual([]);
    const stale = Object.keys(MATRIX).filter((route) => !routes.includes(route));
    expect(stale, 'entries of routes that no longer exist').toEqual([]);
  });

  for (const [route, entry] of Object.entries(MATRIX)) {
    it(`${route}: ${ACTORS.map((actor) => `${actor} ${statusOf(entry.expected, actor)}`).join(', ')}`, async () => {
      const methods = route.startsWith('GET ') ? ['GET', 'HEAD'] : [route.split(' ')[0] as string];
      for (const method of methods) {
        for (const actor of ACTORS) {
          const owner = await caller(ROLES.user);
          await plantPrivate(owner);
          const who: Caller | undefined =
            actor === 'visitor' || isTokenActor(actor)
              ? undefined
              : actor === 'owner'
                ? owner
                : await caller(actor === 'admin' ? ROLES.admin : actor === 'moderator' ? ROLES.moderator : actor === 'cm' ? ROLES.communityManager : ROLES.user, actor === 'banned');
          const token = isTokenActor(actor) ? await badToken(actor, owner) : who?.token;
          const request = await entry.request({ owner, caller: who, harness });
          const response = await harness.app.inject({
            ...request,
            method: method as 'GET',
            headers: {
              ...request.headers,
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(isTokenActor(actor) ? { 'x-lang': TOKEN_LANG[actor] } : {}),
            },
            cookies: who?.cookie ? { autoLogin: who.cookie } : {},
            remoteAddress: `10.9.${ACTORS.indexOf(actor)}.${Math.floor(Math.random() * 250)}`,
          });
          expect(response.statusCode, `${method} ${route} as ${actor}: ${response.body.slice(0, 200)}`).toBe(statusOf(entry.expected, actor));
          if (isTokenActor(actor) && response.statusCode === 401 && method !== 'HEAD' && route !== 'POST /api/auth/login') {
            // The spec's "token expired, wrong or malformed", in the caller's language; never a 500.
            expect(ErrorBody.parse(response.json()).message, `${method} ${route} as ${actor}`).toBe(MESSAGES.sessionExpired[TOKEN_LANG[actor]]);
          }
          // The moderation team's tools name the stuffs they hide and log, private ones included.
          const moderating = (actor === 'moderator' || actor === 'admin') && route.includes(' /api/admin/');
          if (actor !== 'owner' && !moderating) {
            expect(leaks(response.body, owner), `${method} ${route} as ${actor}: private data in ${response.body.slice(0, 300)}`).toEqual([]);
            if (String(response.headers['content-type']).includes('json') && response.body) {
              expect(countedPrivate(response.json(), owner), `${method} ${route} as ${actor}: private stuffs counted`).toBe(false);
            }
          }
        }
      }
    });
  }
});
