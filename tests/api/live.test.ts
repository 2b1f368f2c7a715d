/**
 * Issue 18, live data: `GET /api/live/data` lists the members tagged streamer with their channel;
 * which are live comes from a local fake of the Twitch API (client-credentials token, then
 * `streams?user_login=…`), asked once per minute at most whatever the number of callers. Without
 * Twitch credentials the streams are listed with `live: null`. `lastNotification` is the signed-in
 * member's pending LEVEL_UP / NEW_BADGE (the row `GET /api/gamification/me` answers), null for a
 * visitor, a banned member or once closed.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { LiveData } from '#contract/live';
import { USER_TAGS } from '#contract/moderation';
import { award } from '#server/modules/gamification/award';
import { ROLES } from '#contract/users';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { call, draft, signedInMember, type SignedIn } from './support/stuffs.ts';

interface FakeTwitch {
  url: string;
  tokens: number;
  streams: string[][];
  live: Set<string>;
  /** The next `streams` answers' status (a failure of Twitch). */
  failWith: number | undefined;
  close(): Promise<void>;
}

async function body(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

async function startFakeTwitch(): Promise<FakeTwitch> {
  const fake: Omit<FakeTwitch, 'url' | 'close'> = { tokens: 0, streams: [], live: new Set(), failWith: undefined };
  let issued = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'POST' && url.pathname === '/oauth2/token') {
        const form = new URLSearchParams(await body(request));
        if (form.get('client_id') !== 'live-id' || form.get('client_secret') !== 'live-secret' || form.get('grant_type') !== 'client_credentials') {
          response.writeHead(400).end('{}');
          return;
        }
        fake.tokens += 1;
        issued = `token-${fake.tokens}`;
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: issued, expires_in: 5000, token_type: 'bearer' }));
        return;
      }
      if (request.method === 'GET' && url.pathname === '/helix/streams') {
        if (request.headers['client-id'] !== 'live-id' || request.headers.authorization !== `Bearer ${issued}`) {
          response.writeHead(401).end('{}');
          return;
        }
        const logins = url.searchParams.getAll('user_login');
        fake.streams.push(logins);
        if (fake.failWith !== undefined) {
          response.writeHead(fake.failWith).end('{}');
          return;
        }
        const data = logins
          .filter((login) => fake.live.has(login))
          .map((login) => ({ user_login: login, type: 'live', title: `${login} en direct`, viewer_count: 42, started_at: '2026-11-26T05:00:00Z' }));
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data, pagination: {} }));
        return;
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

describeEachDatabase('live data: streams from Twitch, cached', (dialect) => {
  let harness: Harness;
  let plain: Harness;
  let twitch: FakeTwitch;
  let admin: SignedIn;
  beforeAll(async () => {
    twitch = await startFakeTwitch();
    harness = await createHarness(dialect, {
      env: { TWITCH_CLIENT_ID: 'live-id', TWITCH_CLIENT_SECRET: 'live-secret', TWITCH_API_URL: `${twitch.url}/helix`, TWITCH_AUTH_URL: `${twitch.url}/oauth2/token` },
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
        { user_id: zed.id, name: zed.name, channel: 'Zed_Live', live: true, title: 'zed_live en direct', viewers: 42, started_at: '2026-11-26T05:00:00Z' },
        { user_id: amy.id, name: amy.name, channel: 'amy_plays', live: false, title: null, viewers: null, started_at: null },
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

  it('lists the streamers with live unknown when no Twitch credentials are configured', async () => {
    plain = await createHarness(dialect);
    const boss = await signedInMember(plain.app, { role: ROLES.admin });
    const streamer = await signedInMember(plain.app);
    await tag(plain.app, boss, streamer, 'some_channel');
    expect(await liveData(plain.app)).toEqual({
      streams: [{ user_id: streamer.id, name: streamer.name, channel: 'some_channel', live: null, title: null, viewers: null, started_at: null }],
      countOnlineUsers: expect.any(Number),
      lastNotification: null,
    });
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
