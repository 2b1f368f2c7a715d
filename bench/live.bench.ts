/**
 * The live data (issue 18): `GET /api/live/data`, which every open page polls, through the real
 * Fastify app (`inject`: the activity hook, the token's claims, the streams' cache, the online count,
 * the member's notification, serialisation). The database holds what a busy day leaves: 2,000 members
 * (20 tagged streamer with a channel, 5 of them live on a local fake Twitch), 20,000 activity rows of
 * the day (600 of them online now) and 300 pending notifications.
 *
 * 200 polling clients: 100 members with their bearer token (a third of them with a notification) and
 * 100 visitors (each their own address and browser). A page polls every 300 s; here time is
 * compressed: every client polls once a second, at its own phase, for 10 s (200 requests/s, 300×
 * the real rate of 200 pages), and each request is timed from its start to its answer. A real poll
 * comes more than a minute after the page's previous one, so it writes its activity (the write is
 * skipped within a minute): to keep that cost in, each second's poll of a client is made as another
 * member (another token) or another visitor (another browser), never seen in the last minute. Target:
 * ≤ 10 ms p95 on SQLite. Then the worst moment, all 200 at the same instant (a restart, every page
 * polling again), 5 times: reported, not a target (one process answers them one after another).
 * SQLite always; PostgreSQL too when DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { USER_TAGS } from '#contract/moderation';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase, type DialectName } from '#server/db/connection';
import { migrateToLatest } from '#server/db/migrate';
import type { UserRow } from '#server/db/schema';
import { importAll } from '#server/import/importer';
import { fakeTwitchEnv, startFakeTwitch } from '../tests/support/fake-twitch.ts';
import { FIXTURE_DATA_DIR, REPO_ROOT } from '../tests/support/catalogs.ts';
import type { BenchRow } from './results.ts';
import { measureOnEachDialect, pgAdmin } from './dialects.ts';

const MEMBERS = 2_000;
const STREAMERS = 20;
const LIVE = 5;
const ACTIVITY_ROWS = 20_000;
const ONLINE_NOW = 600;
const NOTIFICATIONS = 300;
const CLIENTS = 200;
const MEMBER_CLIENTS = 100;
const POLL_EVERY_MS = 1_000;
const STEADY_MS = 10_000;
const BURSTS = 5;
const TARGET_MS = 10;

const silentLogger = { info: () => {}, warn: () => {}, error: () => {} };
const percentile = (sorted: readonly number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
const round2 = (value: number) => Math.round(value * 100) / 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Client {
  headers: Record<string, string>;
  remoteAddress: string;
  member: boolean;
}
const ROUNDS = STEADY_MS / POLL_EVERY_MS + 2;

async function measure(dialect: DialectName, databaseUrl: string | undefined): Promise<BenchRow[]> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'tofulab-bench-live-'));
  const schema = `bench_live_${process.pid}`;
  const admin = (statement: string) => pgAdmin(databaseUrl, statement);
  if (dialect === 'postgres') await admin(`create schema "${schema}"`);
  const twitch = await startFakeTwitch();
  const config = loadConfig(
    {
      DATA_DIR: FIXTURE_DATA_DIR,
      SQLITE_FILE: path.join(tmp, 'bench.sqlite'),
      WEB_DIR: path.join(tmp, 'no-web'),
      MAIL_DIR: path.join(tmp, 'mail'),
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...fakeTwitchEnv(twitch),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    REPO_ROOT,
  );
  const database = openDatabase({ databaseUrl: dialect === 'postgres' ? databaseUrl : undefined, sqliteFile: config.sqliteFile, ...(dialect === 'postgres' ? { pgSchema: schema } : {}) });
  try {
    await migrateToLatest(database);
    await importAll(database, FIXTURE_DATA_DIR, silentLogger);
    const app = await buildApp({ db: database.db, config, logger: false });
    await app.ready();
    const db = database.db;

    // Members (straight into the table: no password is ever checked here), streamers, notifications.
    const at = new Date().toISOString();
    const members: UserRow[] = [];
    for (let start = 0; start < MEMBERS; start += 500) {
      const rows = Array.from({ length: Math.min(500, MEMBERS - start) }, (_, offset) => {
        const name = `Poller${start + offset}`;
        return { name, name_folded: name.toLowerCase(), email: `${name.toLowerCase()}@example.test`, email_folded: `${name.toLowerCase()}@example.test`, password_hash: 'x', role_id: 50, email_verified: 1, lang: 'fr', privacy_mode: 0, created_at: at, updated_at: at };
      });
      members.push(...(await db.insertInto('users').values(rows).returningAll().execute()));
    }
    for (let index = 0; index < STREAMERS; index++) {
      const member = members[index * 7]!;
      await db.insertInto('user_tags').values({ user_id: member.id, tag: USER_TAGS.streamer }).execute();
      await db.updateTable('users').set({ stream_channel: `poll_caster_${index}` }).where('id', '=', member.id).execute();
      if (index < LIVE) twitch.live.add(`poll_caster_${index}`);
    }
    await db
      .insertInto('member_notifications')
      .values(Array.from({ length: NOTIFICATIONS }, (_, index) => ({ user_id: members[index * 3]!.id, event: 'LEVEL_UP', level: 2 + (index % 5), badge_id: null, created_at: at })))
      .execute();
    // The day's activity: older rows, and ONLINE_NOW seen within the last two minutes (a third members).
    const now = Date.now();
    for (let start = 0; start < ACTIVITY_ROWS; start += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, ACTIVITY_ROWS - start) }, (_, offset) => {
        const index = start + offset;
        const online = index < ONLINE_NOW;
        const member = index % 3 === 0 && index / 3 < MEMBERS ? members[MEMBERS - 1 - index / 3]! : undefined;
        return {
          key: member ? `m:${member.id}` : `v:bench${index.toString(16).padStart(28, '0')}`,
          user_id: member ? member.id : null,
          seen_at: new Date(online ? now - (index % 120) * 1_000 : now - 10 * 60_000 - index * 4_000).toISOString(),
        };
      });
      await db.insertInto('activity').values(rows).execute();
    }
    if (dialect === 'postgres') await admin(`vacuum analyze "${schema}".activity, "${schema}".users, "${schema}".member_notifications, "${schema}".user_tags`);

    // The clients: members with their real bearer token (a third with a notification), and visitors;
    // one identity per client and round (the warm-up and the bursts use round 0).
    const identities: Client[][] = [];
    for (let index = 0; index < CLIENTS; index++) {
      const remoteAddress = `10.${18 + Math.floor(index / 250)}.${index % 250}.7`;
      const rounds: Client[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const agent = `Mozilla/5.0 (bench ${index} ${round})`;
        if (index < MEMBER_CLIENTS) {
          const session = await app.authentication.session(members[(round * MEMBER_CLIENTS + index) % MEMBERS]!);
          rounds.push({ headers: { authorization: `Bearer ${session.token}`, 'user-agent': agent, 'x-lang': 'fr' }, remoteAddress, member: true });
        } else {
          rounds.push({ headers: { 'user-agent': agent, 'x-lang': 'fr' }, remoteAddress, member: false });
        }
      }
      identities.push(rounds);
    }
    const clients = identities.map((rounds) => rounds[0]!);
    const poll = async (client: Client) => {
      const begin = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/live/data', headers: client.headers, remoteAddress: client.remoteAddress });
      const elapsed = performance.now() - begin;
      if (response.statusCode !== 200) throw new Error(`bench: live data answered ${response.statusCode}: ${response.body}`);
      return { elapsed, body: response.json() as { streams: { live: boolean | null }[]; countOnlineUsers: number; lastNotification: unknown } };
    };

    // Warm-up: every client once (their first activity write), and a check of the answer.
    const first = await Promise.all(clients.map(poll));
    const sample = first[0]!.body;
    if (sample.streams.length !== STREAMERS || sample.streams.filter((stream) => stream.live).length !== LIVE) throw new Error(`bench: unexpected streams ${JSON.stringify(sample.streams)}`);
    if (first[MEMBER_CLIENTS]!.body.lastNotification !== null || !first.some((answer) => answer.body.lastNotification !== null)) throw new Error('bench: notifications not answered as expected');
    await app.activity.settled();

    // Steady polling: each client once a second at its own phase, for STEADY_MS.
    const steady: number[] = [];
    const members_: number[] = [];
    const visitors: number[] = [];
    const started = performance.now();
    await Promise.all(
      identities.map(async (rounds, index) => {
        await sleep((index * POLL_EVERY_MS) / CLIENTS);
        for (let round = 1; performance.now() - started < STEADY_MS && round < ROUNDS; round++) {
          const client = rounds[round]!;
          const tick = performance.now();
          const { elapsed } = await poll(client);
          steady.push(elapsed);
          (client.member ? members_ : visitors).push(elapsed);
          await sleep(Math.max(0, POLL_EVERY_MS - (performance.now() - tick)));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    // The worst moment: all at once.
    const bursts: number[] = [];
    for (let round = 0; round < BURSTS; round++) {
      for (const { elapsed } of await Promise.all(clients.map(poll))) bursts.push(elapsed);
      await sleep(200);
    }
    const online = (await poll(clients[0]!)).body.countOnlineUsers;
    await app.close();
    for (const list of [steady, members_, visitors, bursts]) list.sort((a, b) => a - b);
    console.log(`live bench (${dialect}): ${steady.length} polls in ${seconds.toFixed(1)} s (${Math.round(steady.length / seconds)}/s), ${online} online, ${twitch.streams.length} Twitch call(s)`);
    return [
      {
        name: `live data p95 (${dialect}, ${CLIENTS} clients polling: ${MEMBER_CLIENTS} members, ${CLIENTS - MEMBER_CLIENTS} visitors)`,
        p95_ms: round2(percentile(steady, 0.95)),
        median_ms: round2(percentile(steady, 0.5)),
        p99_ms: round2(percentile(steady, 0.99)),
        members_p95_ms: round2(percentile(members_, 0.95)),
        visitors_p95_ms: round2(percentile(visitors, 0.95)),
        target_ms: TARGET_MS,
        requests: steady.length,
      },
      {
        name: `live data, ${CLIENTS} clients at the same instant (${dialect})`,
        p95_ms: round2(percentile(bursts, 0.95)),
        median_ms: round2(percentile(bursts, 0.5)),
        requests: bursts.length,
      },
    ];
  } finally {
    await database.close();
    await twitch.close();
    if (dialect === 'postgres') await admin(`drop schema if exists "${schema}" cascade`);
    rmSync(tmp, { recursive: true, force: true });
  }
}

await measureOnEachDialect('live bench', measure);
