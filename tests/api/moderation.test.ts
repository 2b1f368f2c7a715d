/**
 * Issue 18, roles, tags and moderation through the API: who may do what (a member, a community
 * manager, a moderator, an admin), a ban that stops the member at once and at the next login, a
 * hidden stuff out of every public list, search, count and read, and the log of every act.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { USER_TAGS } from '#contract/moderation';
import { ROLES } from '#contract/users';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { call, draft, signedInMember, type SignedIn } from './support/stuffs.ts';

describeEachDatabase('moderation: roles, tags, bans, hidden stuffs, the log', (dialect) => {
  let harness: Harness;
  let admin: SignedIn;
  let moderator: SignedIn;
  let manager: SignedIn;
  let member: SignedIn;
  beforeAll(async () => {
    harness = await createHarness(dialect);
    admin = await signedInMember(harness.app, { role: ROLES.admin });
    moderator = await signedInMember(harness.app, { role: ROLES.moderator });
    manager = await signedInMember(harness.app, { role: ROLES.communityManager });
    member = await signedInMember(harness.app);
  });
  afterAll(async () => {
    await harness?.close();
  });
  const app = () => harness.app;
  const login = (name: string) => app().inject({ method: 'POST', url: '/api/auth/login', payload: { login: name, password: 'stuff-pw' }, headers: { 'x-lang': 'en' } });

  it('lets only an admin set roles, tags and a channel, with every refusal in the caller language', async () => {
    const streamer = await signedInMember(app());
    const url = `/api/admin/users/${streamer.id}`;
    const body = { role_id: ROLES.moderator, tags: [USER_TAGS.streamer, USER_TAGS.gold], stream_channel: 'tofu_live' };
    expect((await call(app(), undefined, { method: 'PUT', url, payload: body })).statusCode).toBe(401);
    for (const who of [member, manager, moderator]) {
      const refused = await call(app(), who, { method: 'PUT', url, payload: body, lang: 'fr' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Cette action est réservée aux administrateurs');
    }
    const set = await call(app(), admin, { method: 'PUT', url, payload: { ...body, reason: 'Chaîne partenaire' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ id: streamer.id, role_id: ROLES.moderator, tags: [USER_TAGS.gold, USER_TAGS.streamer], stream_channel: 'tofu_live' });
    // The member's own account and public profile carry the tags (users.tags is written with user_tags).
    expect((await call(app(), undefined, { method: 'GET', url: `/api/users/${streamer.id}` })).json()).toMatchObject({ role_id: 20, tags: [46, 30] });

    // Bad values, each named in the caller's language.
    const cases: [object, string][] = [
      [{ role_id: 99 }, 'Invalid role: administrator (10), moderator (20), community manager (30) or user (50)'],
      [{ role_id: 'admin' }, 'Invalid role: administrator (10), moderator (20), community manager (30) or user (50)'],
      [{ tags: [31] }, 'Invalid tag: silver (48), gold (46), platinum (44), premium (40), stuffer (35) or streamer (30)'],
      [{ stream_channel: 'no spaces here' }, 'Invalid Twitch channel: 4 to 25 letters, digits or underscores'],
      [{ reason: 'x'.repeat(301) }, 'The reason must be at most 300 characters long'],
    ];
    for (const [payload, message] of cases) {
      const refused = await call(app(), admin, { method: 'PUT', url, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const spanish = await call(app(), admin, { method: 'PUT', url, payload: { tags: [1] }, lang: 'es' });
    expect(spanish.json().message).toMatch(/^Etiqueta no válida/);
    // Nobody changes their own role; an admin may still tag themselves.
    const self = await call(app(), admin, { method: 'PUT', url: `/api/admin/users/${admin.id}`, payload: { role_id: ROLES.user } });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot change your own role nor ban yourself');
    expect((await call(app(), admin, { method: 'PUT', url: `/api/admin/users/${admin.id}`, payload: { tags: [USER_TAGS.premium] } })).json().tags).toEqual([40]);
    expect((await call(app(), admin, { method: 'PUT', url: '/api/admin/users/999999', payload: { tags: [] } })).statusCode).toBe(404);
    // Clearing: '' clears the channel, [] the tags; unchanged values write no log entry.
    const cleared = await call(app(), admin, { method: 'PUT', url, payload: { role_id: ROLES.moderator, tags: [], stream_channel: '' } });
    expect(cleared.json()).toMatchObject({ role_id: 20, tags: [], stream_channel: null });

    const log = (await call(app(), moderator, { method: 'GET', url: '/api/admin/log' })).json();
    const mine = log.rows.filter((row: { target_id: number; target_kind: string }) => row.target_kind === 'user' && row.target_id === streamer.id);
    // Last first: the clearing (tags, channel), then the first change (role, tags, channel).
    expect(mine.map((row: { action: string }) => row.action)).toEqual(['channel', 'tags', 'channel', 'tags', 'role']);
    expect(mine[4]).toMatchObject({ actor_id: admin.id, actor_name: admin.name, target_name: streamer.name, reason: 'Chaîne partenaire', details: { from: 50, to: 20 } });
    expect(mine[3]).toMatchObject({ details: { from: [], to: [46, 30] } });
    expect(mine[2]).toMatchObject({ details: { from: null, to: 'tofu_live' } });
    expect(mine[0]).toMatchObject({ details: { from: 'tofu_live', to: null } });
  });

  it('finds members by name for moderators and admins only', async () => {
    for (const who of [undefined, member, manager]) {
      expect((await call(app(), who, { method: 'GET', url: '/api/admin/users?name=stuffer' })).statusCode).toBe(who ? 403 : 401);
    }
    const found = await call(app(), moderator, { method: 'GET', url: `/api/admin/users?name=${member.name.slice(0, -1).toUpperCase()}` });
    expect(found.statusCode).toBe(200);
    expect(found.json().rows.map((row: { id: number }) => row.id)).toContain(member.id);
    expect(found.json().rows[0]).not.toHaveProperty('email');
    // `%` and `_` are taken literally.
    expect((await call(app(), moderator, { method: 'GET', url: '/api/admin/users?name=%25' })).json()).toEqual({ rows: [], count: 0 });
    expect((await call(app(), moderator, { method: 'GET', url: '/api/admin/users?page=0' })).statusCode).toBe(400);
  });

  it('bans a member: their token and cookie stop at once, login is refused, unban restores them', async () => {
    const banned = await signedInMember(app());
    const first = await login(banned.name);
    const cookie = first.cookies.find((entry) => entry.name === 'autoLogin')?.value ?? '';
    expect(cookie).not.toBe('');
    expect((await call(app(), member, { method: 'POST', url: `/api/admin/users/${banned.id}/ban`, payload: {} })).statusCode).toBe(403);
    expect((await call(app(), manager, { method: 'POST', url: `/api/admin/users/${banned.id}/ban`, payload: {} })).statusCode).toBe(403);
    const ban = await call(app(), moderator, { method: 'POST', url: `/api/admin/users/${banned.id}/ban`, payload: { reason: 'Spam' } });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(ban.json()).toMatchObject({ id: banned.id, role_id: ROLES.banned });
    expect((await call(app(), banned, { method: 'GET', url: '/api/users/authenticated' })).statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url: '/api/auth/auto-login', cookies: { autoLogin: cookie } })).statusCode).toBe(401);
    const refused = await login(banned.name);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account is banned');
    const again = await call(app(), admin, { method: 'POST', url: `/api/admin/users/${banned.id}/ban`, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${banned.name} is already banned`);
    // A banned member's role is not changed around the unban.
    expect((await call(app(), admin, { method: 'PUT', url: `/api/admin/users/${banned.id}`, payload: { role_id: 30 } })).statusCode).toBe(409);

    const unban = await call(app(), moderator, { method: 'POST', url: `/api/admin/users/${banned.id}/unban`, payload: {} });
    expect(unban.json()).toMatchObject({ role_id: ROLES.user });
    expect((await login(banned.name)).statusCode).toBe(200);
    expect((await call(app(), moderator, { method: 'POST', url: `/api/admin/users/${banned.id}/unban`, payload: {} })).statusCode).toBe(409);

    // Nobody bans an admin, themselves, or (a moderator) another moderator; an admin may ban a moderator.
    const otherModerator = await signedInMember(app(), { role: ROLES.moderator });
    const otherAdmin = await signedInMember(app(), { role: ROLES.admin });
    const refusals: [SignedIn, number, number, string][] = [
      [moderator, otherAdmin.id, 403, 'An administrator cannot be banned'],
      [admin, otherAdmin.id, 403, 'An administrator cannot be banned'],
      [moderator, moderator.id, 403, 'You cannot change your own role nor ban yourself'],
      [moderator, otherModerator.id, 403, 'You cannot ban a member of a rank equal to or above yours'],
      [moderator, 999999, 404, 'User not found'],
    ];
    for (const [who, id, status, message] of refusals) {
      const answer = await call(app(), who, { method: 'POST', url: `/api/admin/users/${id}/ban`, payload: {} });
      expect(answer.statusCode, `${who.name} bans ${id}`).toBe(status);
      expect(answer.json().message).toBe(message);
    }
    expect((await call(app(), admin, { method: 'POST', url: `/api/admin/users/${otherModerator.id}/ban`, payload: {} })).statusCode).toBe(200);

    const log = (await call(app(), admin, { method: 'GET', url: '/api/admin/log' })).json();
    const acts = log.rows.filter((row: { target_id: number; target_kind: string }) => row.target_kind === 'user' && row.target_id === banned.id);
    expect(acts.map((row: { action: string; actor_name: string }) => `${row.action} by ${row.actor_name}`)).toEqual([`unban by ${moderator.name}`, `ban by ${moderator.name}`]);
    expect(acts[1]).toMatchObject({ reason: 'Spam', details: { from: 50, to: 99 } });
  });

  it('hides a public stuff or guide from every public list, search, count and read, and shows it again', async () => {
    const author = await signedInMember(app(), { privacy: false });
    const saved = await call(app(), author, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: { ...draft({ name: 'Panoplie scandaleuse' }), markdown: '# Guide', visible: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, short_code: short } = saved.json() as { id: number; short_code: string };
    const counts = async () => (await call(app(), undefined, { method: 'GET', url: '/api/stats?game=retro' })).json().data as { nbStuffs: number; nbGuides: number };
    const publicViews = async () => ({
      search: (await call(app(), undefined, { method: 'GET', url: '/api/search/retro/stuffs?text=scandaleuse' })).json().count as number,
      guides: (await call(app(), undefined, { method: 'GET', url: '/api/search/retro/stuffs?guide=true' })).json().hits.some((hit: { id: number }) => hit.id === id) as boolean,
      latest: (await call(app(), undefined, { method: 'GET', url: '/api/stuffs/retro/public/latest' })).json().rows.some((row: { id: number }) => row.id === id) as boolean,
      profile: (await call(app(), undefined, { method: 'GET', url: `/api/stuffs/retro/public/list/${author.id}` })).json().rows.length as number,
      navbar: JSON.stringify((await call(app(), undefined, { method: 'GET', url: '/api/search/retro/scandaleuse' })).json()).includes('Panoplie scandaleuse'),
      read: (await call(app(), member, { method: 'GET', url: `/api/stuffs/retro/public/${id}` })).statusCode,
      short: (await call(app(), undefined, { method: 'GET', url: `/api/stuffs/short/${short}` })).statusCode,
    });
    const before = await counts();
    expect(await publicViews()).toEqual({ search: 1, guides: true, latest: true, profile: 1, navbar: true, read: 200, short: 200 });

    for (const who of [undefined, member, manager]) {
      expect((await call(app(), who, { method: 'POST', url: `/api/admin/stuffs/${id}/hide`, payload: {} })).statusCode).toBe(who ? 403 : 401);
    }
    const hidden = await call(app(), moderator, { method: 'POST', url: `/api/admin/stuffs/${id}/hide`, payload: { reason: 'Titre injurieux' } });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ id, name: 'Panoplie scandaleuse', user_name: author.name, hidden: true });
    expect(await publicViews()).toEqual({ search: 0, guides: false, latest: false, profile: 0, navbar: false, read: 404, short: 404 });
    expect(await counts()).toMatchObject({ nbStuffs: before.nbStuffs - 1, nbGuides: before.nbGuides - 1 });
    // Its owner still has it, reads it and renames it; it stays hidden (its new words too).
    expect((await call(app(), author, { method: 'GET', url: `/api/stuffs/retro/public/${id}` })).statusCode).toBe(200);
    expect((await call(app(), moderator, { method: 'GET', url: `/api/stuffs/retro/public/${id}` })).statusCode).toBe(200);
    expect((await call(app(), author, { method: 'PUT', url: `/api/stuffs/retro/private/${id}`, payload: { version: 1, name: 'Panoplie renommee' } })).statusCode).toBe(200);
    expect((await call(app(), undefined, { method: 'GET', url: '/api/search/retro/stuffs?text=renommee' })).json().count).toBe(0);
    expect((await call(app(), author, { method: 'GET', url: '/api/stuffs/retro/private?text=renommee' })).json().count).toBe(1);
    const twice = await call(app(), admin, { method: 'POST', url: `/api/admin/stuffs/${id}/hide`, payload: {} });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The equipment "Panoplie renommee" is already hidden');
    expect((await call(app(), admin, { method: 'POST', url: '/api/admin/stuffs/999999/hide', payload: {} })).statusCode).toBe(404);

    const shown = await call(app(), admin, { method: 'POST', url: `/api/admin/stuffs/${id}/unhide`, payload: {} });
    expect(shown.json()).toMatchObject({ hidden: false });
    expect((await call(app(), undefined, { method: 'GET', url: '/api/search/retro/stuffs?text=renommee' })).json().count).toBe(1);
    expect(await counts()).toEqual(before);
    expect((await call(app(), admin, { method: 'POST', url: `/api/admin/stuffs/${id}/unhide`, payload: {} })).statusCode).toBe(409);

    const log = (await call(app(), moderator, { method: 'GET', url: '/api/admin/log' })).json();
    const acts = log.rows.filter((row: { target_kind: string; target_id: number }) => row.target_kind === 'stuff' && row.target_id === id);
    expect(acts).toMatchObject([
      { action: 'unhide', actor_name: admin.name, target_name: 'Panoplie renommee' },
      { action: 'hide', actor_name: moderator.name, target_name: 'Panoplie scandaleuse', reason: 'Titre injurieux', details: { game: 'retro', owner_id: author.id, guide: true } },
    ]);
    expect(log.count).toBeGreaterThanOrEqual(2);
    for (const who of [undefined, member, manager]) {
      expect((await call(app(), who, { method: 'GET', url: '/api/admin/log' })).statusCode).toBe(who ? 403 : 401);
    }
  });
});
