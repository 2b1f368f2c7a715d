/**
 * Issue 18, live data: `GET /api/live/data` lists the members tagged streamer with their channel;
 * which are live comes from a local fake of the Twitch API (client-credentials token, then
 * `streams?user_login=…`), asked once per minute at most whatever the number of callers. Without
 * Twitch credentials the streams are listed with `live: null`. `lastNotification` is the signed-in
 * member's pending LEVEL_UP / NEW_BADGE (the row `GET /api/gamification/me` answers), null for a
 * visitor, a banned member or once closed.
 */
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { LiveData } from '#contract/live';
import { USER_TAGS } from '#contract/moderation';
import { award } from '#server/modules/gamification/award';
import { ROLES } from '#contract/users';
import { fakeTwitchEnv, startFakeTwitch, type FakeTwitch } from '../support/fake-twitch.ts';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { call, draft, signedInMember, type SignedIn } from './support/stuffs.ts';

describeEachDatabase('live data: streams from Twitch, cached', (dialect) => {
  let harness: Harness;
  let plain: Harness;
  let twitch: FakeTwitch;
  let admin: SignedIn;
  beforeAll(async () => {
    twitch = await startFakeTwitch();
    harness = await createHarness(dialect, {
      env: fakeTwitchEnv(twitch),
    });
    admin = await signedInMember(harness.app, { role: ROLES.admin });
  });
  afterAll(async () => {
    await harness?.close();
    await plain?.close();
    await twitch?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const tag = async (app: Harness['app'], who: SignedIn, member: SignedIn, channel: string | null, tags: number[] = [USER_TAGS.streamer]) => {
    const answer = await call(app, who, { method: 'PUT', url: `/api/admin/users/${member.id}`, payload: { tags, stream_channel: channel ?? '' } });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const liveData = async (app: Harness['app']) => {
    const answer = await app.inject({ method: 'GET', url: '/api/live/data' });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  it('lists the streamers, live ones first from Twitch, with one Twitch call per minute whatever the callers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const [zed, amy, quiet, notStreamer] = [await signedInMember(harness.app), await signedInMember(harness.app), await signedInMember(harness.app), await signedInMember(harness.app)];
    await tag(harness.app, admin, zed, 'Zed_Live');
    await tag(harness.app, admin, amy, 'amy_plays');
    // Tagged streamer without a channel, and a channel without the tag: neither is a stream.
    await tag(harness.app, admin, quiet, null);
    await tag(harness.app, admin, notStreamer, 'not_a_streamer', [USER_TAGS.gold]);
    twitch.live.add('zed_live');

    // 200 visitors at once: one token, one streams call.
    const answers = await Promise.all(Array.from({ length: 200 }, () => harness.app.inject({ method: 'GET', url: '/api/live/data' })));
    // The same streams for all (the online count may grow while they arrive: the first ones are counted).
    expect(new Set(answers.map((answer) => JSON.stringify(answer.json().streams))).size).toBe(1);
    const data = answers[0]!.json();
    expect(data).toEqual({
      streams: [
        { user_id: zed.id, name: zed.name, slug: zed.name.toLowerCase(), channel: 'Zed_Live', live: true, title: 'zed_live en direct', viewers: 42, started_at: '2026-11-26T05:00:00Z' },
        { user_id: amy.id, name: amy.name, slug: amy.name.toLowerCase(), channel: 'amy_plays', live: false, title: null, viewers: null, started_at: null },
      ],
      countOnlineUsers: expect.any(Number),
      lastNotification: null,
    });
    expect(twitch.tokens).toBe(1);
    expect(twitch.streams).toHaveLength(1);
    expect([...twitch.streams[0]!].sort()).toEqual(['amy_plays', 'zed_live']);

    // Within the minute: the cache, even after Amy goes live.
    twitch.live.add('amy_plays');
    vi.setSystemTime(start + 59_000);
    expect((await liveData(harness.app)).streams.map((stream: { live: boolean }) => stream.live)).toEqual([true, false]);
    expect(twitch.streams).toHaveLength(1);

    // After it: one new call, the same token; a banned streamer is no longer listed.
    const banned = await call(harness.app, admin, { method: 'POST', url: `/api/admin/users/${zed.id}/ban`, payload: {} });
    expect(banned.statusCode).toBe(200);
    vi.setSystemTime(start + 61_000);
    const later = await liveData(harness.app);
    expect(later.streams).toMatchObject([{ user_id: amy.id, live: true, viewers: 42 }]);
    expect(twitch.streams).toHaveLength(2);
    expect(twitch.tokens).toBe(1);

    // Twitch down: the last known states stay, and it is not asked again before the next minute.
    twitch.failWith = 500;
    vi.setSystemTime(start + 122_000);
    expect((await liveData(harness.app)).streams).toMatchObject([{ user_id: amy.id, live: true }]);
    await liveData(harness.app);
    expect(twitch.streams).toHaveLength(3);
    twitch.failWith = undefined;
  });

  it("reads the streamers again at once after an admin's change; Twitch is asked only about a channel it does not know", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Past the period of the previous test's last refresh.
    vi.setSystemTime(Date.now() + 10 * 60_000);
    await liveData(harness.app);
    const calls = twitch.streams.length;
    const newcomer = await signedInMember(harness.app);
    twitch.live.add('new_caster');
    await tag(harness.app, admin, newcomer, 'New_Caster');
    const tagged = await liveData(harness.app);
    expect(tagged.streams.find((stream: { user_id: number }) => stream.user_id === newcomer.id)).toMatchObject({ channel: 'New_Caster', live: true, viewers: 42 });
    expect(twitch.streams).toHaveLength(calls + 1);
    expect(twitch.streams.at(-1)).toContain('new_caster');
    // The tag taken away: gone at once, and every channel is known within the period: Twitch is not asked.
    await tag(harness.app, admin, newcomer, 'New_Caster', [USER_TAGS.gold]);
    expect((await liveData(harness.app)).streams.map((stream: { user_id: number }) => stream.user_id)).not.toContain(newcomer.id);
    expect(twitch.streams).toHaveLength(calls + 1);
  });

  it('lists the streamers with live unknown when no Twitch credentials are configured', async () => {
    plain = await createHarness(dialect);
    const boss = await signedInMember(plain.app, { role: ROLES.admin });
    const streamer = await signedInMember(plain.app);
    await tag(plain.app, boss, streamer, 'some_channel');
    expect(await liveData(plain.app)).toEqual({
      streams: [{ user_id: streamer.id, name: streamer.name, slug: streamer.name.toLowerCase(), channel: 'some_channel', live: null, title: null, viewers: null, started_at: null }],
      countOnlineUsers: expect.any(Number),
      lastNotification: null,
    });
    // A new visitor's first poll counts them (its own activity write is waited for, not the others').
    const asVisitor = async (address: string) => {
      const answer = await plain.app.inject({ method: 'GET', url: '/api/live/data', remoteAddress: address, headers: { 'user-agent': `poller ${address}` } });
      expect(answer.statusCode).toBe(200);
      return answer.json().countOnlineUsers as number;
    };
    const before = await asVisitor('10.99.0.1');
    expect(await asVisitor('10.99.0.2')).toBe(before + 1);
    expect(await asVisitor('10.99.0.2')).toBe(before + 1);
  });

  it("gives a signed-in member their pending notification, as gamification/me does, and a visitor none", async () => {
    const member = await signedInMember(harness.app);
    const other = await signedInMember(harness.app);
    const memberData = async (who: SignedIn) => {
      const answer = await call(harness.app, who, { method: 'GET', url: '/api/live/data' });
      expect(answer.statusCode, answer.body).toBe(200);
      return LiveData.parse(answer.json());
    };
    expect((await memberData(member)).lastNotification).toBeNull();

    // A first saved stuff earns the first-stuff badge: its notification comes with the live data.
    const saved = await call(harness.app, member, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: { ...draft(), visible: false } });
    expect(saved.statusCode, saved.body).toBe(200);
    const me = (await call(harness.app, member, { method: 'GET', url: '/api/gamification/me' })).json();
    const live = await memberData(member);
    expect(live.lastNotification).toMatchObject({ event: 'NEW_BADGE', badge: { id: 1, code: 'first_stuff', name: { fr: 'Premier stuff', en: 'First stuff' } } });
    expect(live.lastNotification).toEqual(me.lastNotification);
    // Nobody else's: the other member and a visitor have none.
    expect((await memberData(other)).lastNotification).toBeNull();
    expect((await liveData(harness.app)).lastNotification).toBeNull();

    // Closing clears it for the live data too; a later level-up shows with its level.
    expect((await call(harness.app, member, { method: 'DELETE', url: '/api/gamification/notification' })).statusCode).toBe(200);
    expect((await memberData(member)).lastNotification).toBeNull();
    for (let index = 0; index < 10; index++) await award(harness.app, { kind: 'favorite_added', userId: other.id, game: 'dofus', itemId: 900_000 + index });
    await call(harness.app, other, { method: 'DELETE', url: '/api/gamification/notification' });
    await award(harness.app, { kind: 'account_activated', userId: other.id });
    // 10 × 5 + 50 = 100 XP: level 2.
    expect((await memberData(other)).lastNotification).toMatchObject({ event: 'LEVEL_UP', level: 2 });

    // A banned member's token still verifies for its last minutes: no notification for them.
    expect((await call(harness.app, admin, { method: 'POST', url: `/api/admin/users/${other.id}/ban`, payload: {} })).statusCode).toBe(200);
    expect((await memberData(other)).lastNotification).toBeNull();

    // A token that does not verify is refused, in the caller's language.
    const forged = await harness.app.inject({ method: 'GET', url: '/api/live/data', headers: { authorization: 'Bearer not.a.token', 'x-lang': 'en' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Session expired: please log in again');
  });
});
