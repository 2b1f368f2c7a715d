/**
 * Issue 18, levels and badges: awards from real actions (activation, a saved stuff, a public guide,
 * a guide read, a favourite), idempotent under concurrent calls from two servers over one database,
 * daily caps, the LEVEL_UP / NEW_BADGE notification and its clearing, and the list of badges.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GamificationMe } from '#contract/gamification';
import { BADGES, XP_RULES } from '#game/gamification';
import { buildApp } from '#server/app';
import { openDatabase, type DatabaseHandle } from '#server/db/connection';
import { award } from '#server/modules/gamification/award';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { accountEnv, bearer, login, registerMember, startMailSink, type MailSink } from './support/accounts.ts';
import { call, draft, signedInMember, type SignedIn } from './support/stuffs.ts';

describeEachDatabase('gamification', (dialect) => {
  let harness: Harness;
  let sink: MailSink;
  let second: DatabaseHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    sink = await startMailSink();
    harness = await createHarness(dialect, { env: accountEnv(sink) });
    second = openDatabase({
      databaseUrl: harness.config.databaseUrl,
      sqliteFile: harness.config.sqliteFile,
      ...(harness.database.schema ? { pgSchema: harness.database.schema, poolSize: 4 } : {}),
    });
    a = harness.app;
    b = await buildApp({ db: second.db, config: harness.config, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await second?.close();
    await harness?.close();
    await sink?.close();
  });

  const me = async (who: SignedIn) => {
    const response = await call(a, who, { method: 'GET', url: '/api/gamification/me' });
    expect(response.statusCode).toBe(200);
    return GamificationMe.parse(response.json());
  };

  it('lists every badge with how to earn it, to anyone; a visitor has no level', async () => {
    const list = await a.inject({ method: 'GET', url: '/api/badges' });
    expect(list.statusCode).toBe(200);
    expect(list.json().rows).toHaveLength(BADGES.length);
    expect(list.json().rows[0]).toEqual({
      id: 1,
      code: 'first_stuff',
      name: { fr: 'Premier stuff', en: 'First stuff', es: 'Primer equipamiento' },
      how: { fr: 'Enregistrer un premier stuff dans son compte.', en: 'Save a first stuff to your account.', es: 'Guardar un primer equipamiento en tu cuenta.' },
    });
    const visitor = await a.inject({ method: 'GET', url: '/api/gamification/me', headers: { 'x-lang': 'en' } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('You must be logged in');
  });

  it('pays the activation once, through the mail link', async () => {
    const member = await registerMember(a, sink);
    const { token } = await login(a, member);
    const state = GamificationMe.parse((await a.inject({ method: 'GET', url: '/api/gamification/me', headers: bearer(token) })).json());
    expect(state).toMatchObject({ xp: XP_RULES.account_activated.xp, level: 1, level_xp: 0, next_level_xp: 100, badges: [], lastNotification: null });
  });

  it('a first stuff earns its XP and the first-stuff badge once; saving it again pays nothing; closing clears the notification', async () => {
    const member = await signedInMember(a);
    expect(await me(member)).toMatchObject({ xp: 0, level: 1, badges: [], lastNotification: null });
    const saved = await call(a, member, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: { ...draft(), visible: false } });
    expect(saved.statusCode).toBe(200);
    const after = await me(member);
    expect(after.xp).toBe(XP_RULES.first_stuff.xp + XP_RULES.stuff_saved.xp);
    expect(after.badges.map((badge) => badge.code)).toEqual(['first_stuff']);
    expect(after.lastNotification).toMatchObject({ event: 'NEW_BADGE', badge: { id: 1, code: 'first_stuff', name: { en: 'First stuff' } } });

    const { id, version } = saved.json() as { id: number; version: number };
    const renamed = await call(a, member, { method: 'PUT', url: `/api/stuffs/retro/private/${id}`, payload: { version, name: 'Renommé' } });
    expect(renamed.statusCode).toBe(200);
    expect((await me(member)).xp).toBe(after.xp);

    const cleared = await call(a, member, { method: 'DELETE', url: '/api/gamification/notification' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().lastNotification).toBeNull();
    expect((await me(member)).lastNotification).toBeNull();
    // Deleting and clearing again changes nothing: the badge is not given twice.
    expect((await call(a, member, { method: 'DELETE', url: `/api/stuffs/retro/private/${id}` })).statusCode).toBe(200);
    expect(await me(member)).toMatchObject({ xp: after.xp, lastNotification: null });
    expect((await me(member)).badges).toHaveLength(1);
  });

  it('making a stuff public with a guide pays both once; a guide read pays its author once per signed-in reader', async () => {
    const author = await signedInMember(a);
    const reader = await signedInMember(a);
    const saved = (await call(a, author, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: { ...draft(), visible: false } })).json() as { id: number; version: number };
    const base = (await me(author)).xp;
    const published = await call(a, author, { method: 'PUT', url: `/api/stuffs/retro/private/${saved.id}`, payload: { version: saved.version, visible: true, markdown: '## Mon guide\nDu texte.' } });
    expect(published.statusCode).toBe(200);
    const afterPublish = await me(author);
    expect(afterPublish.xp).toBe(base + XP_RULES.stuff_public.xp + XP_RULES.guide_published.xp);
    expect(afterPublish.badges.map((badge) => badge.code).sort()).toEqual(['first_guide', 'first_public', 'first_stuff']);
    // Private, then public again: nothing more.
    const hidden = await call(a, author, { method: 'PUT', url: `/api/stuffs/retro/private/${saved.id}`, payload: { version: published.json().version, visible: false } });
    await call(a, author, { method: 'PUT', url: `/api/stuffs/retro/private/${saved.id}`, payload: { version: hidden.json().version, visible: true } });
    expect((await me(author)).xp).toBe(afterPublish.xp);

    const url = `/api/stuffs/retro/public/${saved.id}`;
    expect((await a.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await call(a, author, { method: 'GET', url })).statusCode).toBe(200);
    expect((await me(author)).xp).toBe(afterPublish.xp);
    await Promise.all([call(a, reader, { method: 'GET', url }), call(b, reader, { method: 'GET', url }), call(a, reader, { method: 'GET', url })]);
    expect((await me(author)).xp).toBe(afterPublish.xp + XP_RULES.guide_viewed.xp);
  });

  it('the same award asked concurrently from two servers pays once', async () => {
    const member = await signedInMember(a);
    const cause = { kind: 'favorite_added', userId: member.id, game: 'retro', itemId: 999_001 } as const;
    await Promise.all(Array.from({ length: 12 }, (_, index) => award(index % 2 === 0 ? a : b, cause)));
    expect((await me(member)).xp).toBe(XP_RULES.favorite_added.xp);
    // Through the API too: the favourite added on each server, removed and added again.
    const add = (app: FastifyInstance) => call(app, member, { method: 'POST', url: '/api/favorites', payload: { game: 'retro', itemId: 2411 } });
    expect((await add(a)).statusCode).toBe(200);
    expect((await add(b)).statusCode).toBe(200);
    expect((await call(a, member, { method: 'DELETE', url: '/api/favorites/retro/2411' })).statusCode).toBe(200);
    expect((await add(b)).statusCode).toBe(200);
    expect((await me(member)).xp).toBe(2 * XP_RULES.favorite_added.xp);
  });

  it('caps an action per day even under concurrent calls, while still counting it for badges', async () => {
    const member = await signedInMember(a);
    const cap = XP_RULES.favorite_added.dailyCap!;
    await Promise.all(Array.from({ length: cap + 6 }, (_, index) => award(index % 2 === 0 ? a : b, { kind: 'favorite_added', userId: member.id, game: 'retro', itemId: 900_000 + index })));
    const state = await me(member);
    expect(state.xp).toBe(cap * XP_RULES.favorite_added.xp);
    expect(state.badges.map((badge) => badge.code)).toEqual(['ten_favorites']);
    expect(state.lastNotification).toMatchObject({ event: 'NEW_BADGE', badge: { code: 'ten_favorites' } });
  });

  it('a level reached notifies LEVEL_UP once, with the level', async () => {
    const member = await signedInMember(a);
    await award(a, { kind: 'account_activated', userId: member.id });
    await Promise.all([award(a, { kind: 'account_activated', userId: member.id }), award(b, { kind: 'account_activated', userId: member.id })]);
    expect(await me(member)).toMatchObject({ xp: 50, level: 1, lastNotification: null });
    await Promise.all(Array.from({ length: 10 }, (_, index) => award(index % 2 === 0 ? a : b, { kind: 'favorite_added', userId: member.id, game: 'dofus', itemId: 800_000 + index })));
    const state = await me(member);
    expect(state).toMatchObject({ xp: 100, level: 2, level_xp: 100, next_level_xp: 300 });
    // Both happened (which of the two concurrent awards came last decides the notification shown).
    expect(state.badges.map((badge) => badge.code)).toEqual(['ten_favorites']);
    const note = state.lastNotification;
    expect(note?.event === 'LEVEL_UP' ? note.level === 2 : note?.event === 'NEW_BADGE' && note.badge.code === 'ten_favorites').toBe(true);
    const rows = await harness.database.db.selectFrom('member_levels').selectAll().where('user_id', '=', member.id).execute();
    expect(rows.map((row) => Number(row.level))).toEqual([2]);

    const other = await signedInMember(a);
    await award(a, { kind: 'account_activated', userId: other.id });
    for (let index = 0; index < 10; index++) await award(b, { kind: 'stuff_saved', stuff: { id: 700_000 + index, user_id: other.id, visible: 0, markdown: '' } });
    // 50 + 50 (first stuff) + 5 × 20 (the day's cap) = 200: level 2.
    const otherState = await me(other);
    expect(otherState).toMatchObject({ xp: 200, level: 2 });
    expect(otherState.badges.map((badge) => badge.code)).toEqual(['first_stuff', 'ten_stuffs']);
    await call(a, other, { method: 'DELETE', url: '/api/gamification/notification' });
    await award(a, { kind: 'favorite_added', userId: other.id, game: 'retro', itemId: 1 });
    for (let index = 0; index < 19; index++) await award(a, { kind: 'guide_viewed', stuff: { id: 1, user_id: other.id, visible: 1, markdown: 'x' }, viewerId: 10_000 + index });
    // 200 + 5 + 19 × 5 = 300: level 3, notified.
    expect(await me(other)).toMatchObject({ xp: 300, level: 3, lastNotification: { event: 'LEVEL_UP', level: 3 } });
  });
});
