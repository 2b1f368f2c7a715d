/**
 * Login cost (issue 16): `POST /api/auth/login` through the real Fastify app (`inject`; routing,
 * validation, the login-limit rows, argon2id verification, the refresh session, the JWT) on SQLite:
 * the latency of one login at a time (p50/p95), then the throughput of 50 concurrent clients, and
 * meanwhile the event loop's delay and the latency of another request (`GET /api/health`): argon2
 * runs on libuv's thread pool, so the server must keep answering while it hashes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/connection';
import { migrateToLatest } from '#server/db/migrate';
import { createMember } from '#server/modules/users/create-member';
import { ROLES } from '#contract/users';
import { REPO_ROOT } from '../tests/support/catalogs.ts';
import { writeRows, type BenchRow } from './results.ts';

const SEQUENTIAL = 40;
const CONCURRENCY = 50;
const CONCURRENT_TOTAL = 200;

const percentile = (sorted: readonly number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
const round1 = (value: number) => Math.round(value * 10) / 10;

const tmp = mkdtempSync(path.join(tmpdir(), 'tofulab-bench-login-'));
const config = loadConfig({ SQLITE_FILE: path.join(tmp, 'bench.sqlite'), WEB_DIR: path.join(tmp, 'no-web'), MAIL_DIR: path.join(tmp, 'mail') }, REPO_ROOT);
const database = openDatabase({ sqliteFile: config.sqliteFile });
try {
  await migrateToLatest(database);
  const app = await buildApp({ db: database.db, config, logger: false });
  await app.ready();
  const members = [];
  for (let i = 0; i < CONCURRENCY; i++) {
    members.push(await createMember(app.repos.users, { name: `Bench${i}`, email: `bench${i}@example.test`, password: `password-${i}`, role: ROLES.user }));
  }
  const loginOf = async (i: number) => {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      // One address per client, as real players have (the login limit counts attempts under way).
      remoteAddress: `10.0.${Math.floor(i / 250)}.${i % 250}`,
      payload: { login: `Bench${i % CONCURRENCY}`, password: `password-${i % CONCURRENCY}` },
    });
    if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
    return performance.now() - started;
  };

  await loginOf(0);
  const sequential: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) sequential.push(await loginOf(i));
  sequential.sort((a, b) => a - b);

  const delay = monitorEventLoopDelay({ resolution: 10 });
  const health: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await app.inject({ method: 'GET', url: '/api/health' });
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  delay.enable();
  let next = 0;
  const started = performance.now();
  const concurrent: number[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CONCURRENT_TOTAL) concurrent.push(await loginOf(next++));
    }),
  );
  const elapsed = performance.now() - started;
  delay.disable();
  running = false;
  await probe;
  concurrent.sort((a, b) => a - b);
  health.sort((a, b) => a - b);
  await app.close();

  const rows: BenchRow[] = [
    { name: 'login, one at a time (sqlite, argon2id 19 MiB t=2)', p50_ms: round1(percentile(sequential, 0.5)), p95_ms: round1(percentile(sequential, 0.95)), logins: SEQUENTIAL },
    {
      name: `login, ${CONCURRENCY} concurrent clients (sqlite)`,
      logins_per_s: round1((CONCURRENT_TOTAL / elapsed) * 1000),
      p50_ms: round1(percentile(concurrent, 0.5)),
      p95_ms: round1(percentile(concurrent, 0.95)),
      event_loop_delay_p99_ms: round1(delay.percentile(99) / 1e6),
      event_loop_delay_max_ms: round1(delay.max / 1e6),
      health_meanwhile_p95_ms: round1(percentile(health, 0.95)),
      logins: CONCURRENT_TOTAL,
    },
  ];
  console.table(rows);
  writeRows(rows);
} finally {
  await database.close();
  rmSync(tmp, { recursive: true, force: true });
}
