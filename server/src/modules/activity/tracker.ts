/**
 * Online members and visitors (issue 18). Every API request (but the health probe) marks its caller
 * active: a signed-in member by their id (from the bearer token), anyone else as an anonymous visitor
 * whose key is an HMAC of the UTC day, the client address and the User-Agent, under a secret kept in
 * the database (`server_secrets`, so every process computes the same key). The address and the
 * browser are never stored, the key changes every day, and rows older than a day are deleted: the
 * table cannot follow anyone. A key is written at most once a minute (this process remembers its
 * last writes; the statement itself skips a row another process wrote within the minute). The write
 * runs beside the request, which never waits for it.
 *
 * `app.activity.countOnlineUsers()` (members and visitors seen in the last `ONLINE_MINUTES`) is what
 * the live data and the statistics answer.
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ROOT } from '#contract/route';
import { ONLINE_MINUTES } from '#contract/users';
import type { OnlineCounts } from './repository.ts';

const MINUTE = 60_000;
/** At most one write per key per minute. */
export const ACTIVITY_WRITE_INTERVAL_MS = MINUTE;
export const ONLINE_WINDOW_MS = ONLINE_MINUTES * MINUTE;
/** Activity rows older than this are deleted (checked every ten minutes per process). */
const KEEP_MS = 24 * 60 * MINUTE;
const PRUNE_EVERY_MS = 10 * MINUTE;
/** This process's memory of its last writes is dropped past this many keys (the database still throttles). */
const MAX_REMEMBERED = 50_000;

export interface Activity {
  /** Waits for this process's activity writes under way (the counts do; tests and shutdown too). */
  settled(): Promise<void>;
  /** Members and anonymous visitors seen in the last `ONLINE_MINUTES` (every process's requests). */
  countOnlineUsers(): Promise<number>;
  /**
   * The same count for a request's answer: it waits for that request's own activity write only
   * (not for every write under way in the process, which under steady polling is never none), so
   * the caller counts and nobody waits for the others' writes.
   */
  countOnlineUsersFor(request: FastifyRequest): Promise<number>;
  onlineCounts(): Promise<OnlineCounts>;
  /** Who the request comes from, as activity and profile visits count them: `m:<id>` or `v:<hash>`. */
  callerKey(request: FastifyRequest): Promise<{ key: string; userId: number | null }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    activity: Activity;
  }
}

const day = (at: number) => new Date(at).toISOString().slice(0, 10);

export function registerActivity(app: FastifyInstance): void {
  let secret: Promise<string> | undefined;
  const key = () => {
    secret ??= app.repos.auth.secret('activity');
    secret.catch(() => {
      secret = undefined;
    });
    return secret;
  };
  const lastWrites = new Map<string, number>();
  let lastPrune = 0;

  async function visitorKey(request: FastifyRequest, at: number): Promise<string> {
    const agent = String(request.headers['user-agent'] ?? '').slice(0, 512);
    const hash = createHmac('sha256', await key()).update(`${day(at)}\n${request.ip}\n${agent}`).digest('hex');
    return `v:${hash.slice(0, 32)}`;
  }

  async function memberId(request: FastifyRequest): Promise<number | null> {
    try {
      return (await app.authentication.claims(request))?.id ?? null;
    } catch {
      // An expired or invalid token: the route itself answers 401; here the caller is a visitor.
      return null;
    }
  }

  const pending = new Set<Promise<void>>();
  const ownWrites = new WeakMap<FastifyRequest, Promise<void>>();
  const activity: Activity = {
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async onlineCounts() {
      // The caller's own request counts: its write (started as it came in) is waited for.
      await activity.settled();
      return app.repos.activity.counts(Date.now() - ONLINE_WINDOW_MS);
    },
    async countOnlineUsers() {
      const counts = await activity.onlineCounts();
      return counts.members + counts.visitors;
    },
    async countOnlineUsersFor(request) {
      await ownWrites.get(request);
      const counts = await app.repos.activity.counts(Date.now() - ONLINE_WINDOW_MS);
      return counts.members + counts.visitors;
    },
    async callerKey(request) {
      const userId = await memberId(request);
      return userId === null ? { key: await visitorKey(request, Date.now()), userId } : { key: `m:${userId}`, userId };
    },
  };
  app.decorate('activity', activity);

  async function record(request: FastifyRequest): Promise<void> {
    const at = Date.now();
    const { key: callerKey, userId } = await activity.callerKey(request);
    const last = lastWrites.get(callerKey);
    if (last !== undefined && at - last < ACTIVITY_WRITE_INTERVAL_MS) return;
    if (lastWrites.size >= MAX_REMEMBERED) lastWrites.clear();
    lastWrites.set(callerKey, at);
    // A member is counted once: the anonymous row of the same browser (before login) goes.
    await app.repos.activity.touch(callerKey, userId, at, ACTIVITY_WRITE_INTERVAL_MS, userId === null ? undefined : await visitorKey(request, at));
    if (at - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = at;
      await app.repos.activity.prune(at - KEEP_MS);
    }
  }

  // The write goes on beside the request, which neither waits for it nor fails with it.
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.url;
    if (url.startsWith(`${API_ROOT}/`) && !url.startsWith(`${API_ROOT}/health`)) {
      const write = record(request).catch((error: unknown) => request.log.warn({ err: error }, 'activity not recorded'));
      pending.add(write);
      ownWrites.set(request, write);
      void write.finally(() => pending.delete(write));
    }
    done();
  });
  app.addHook('onClose', async () => activity.settled());
}
