/**
 * The workshop (issue 19): a member's big workshop through the real Fastify app (`inject`: the
 * token, the nodes and gathered counts, the recipes and names of every item, the answer's
 * validation and serialisation). 300 root crafts cycled over the fixtures' craftable Retro items
 * (the Bouftou set, the Gelano, swords, the bow 88 with its Ficelle en Lin 420 expanded), a gathered
 * count on every line: about 1,500 ingredient lines. Measured one request at a time (a member's page
 * is one client): reading the workshop, a typed batch of 10 gathered counts, adding a craft and
 * deleting it. No target in the issue; reported. SQLite always; PostgreSQL too when DATABASE_URL is
 * set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Workshop } from '#contract/crafts';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase, type DialectName } from '#server/db/connection';
import { migrateToLatest } from '#server/db/migrate';
import { importAll } from '#server/import/importer';
import { FIXTURE_DATA_DIR, REPO_ROOT } from '../tests/support/catalogs.ts';
import type { BenchRow } from './results.ts';
import { measureOnEachDialect, pgAdmin } from './dialects.ts';

const ROOTS = 300;
const ROUNDS = 60;
const ITEMS = [2411, 2414, 2416, 2419, 2422, 2425, 2428, 2469, 40, 42, 88, 6525];

const silentLogger = { info: () => {}, warn: () => {}, error: () => {} };
const percentile = (sorted: readonly number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
const round2 = (value: number) => Math.round(value * 100) / 100;

async function measure(dialect: DialectName, databaseUrl: string | undefined): Promise<BenchRow[]> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'tofulab-bench-crafts-'));
  const schema = `bench_crafts_${process.pid}`;
  const admin = (statement: string) => pgAdmin(databaseUrl, statement);
  if (dialect === 'postgres') await admin(`create schema "${schema}"`);
  const config = loadConfig(
    { DATA_DIR: FIXTURE_DATA_DIR, SQLITE_FILE: path.join(tmp, 'bench.sqlite'), WEB_DIR: path.join(tmp, 'no-web'), MAIL_DIR: path.join(tmp, 'mail'), MAX_EVENT_LOOP_DELAY_MS: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    REPO_ROOT,
  );
  const database = openDatabase({ databaseUrl: dialect === 'postgres' ? databaseUrl : undefined, sqliteFile: config.sqliteFile, ...(dialect === 'postgres' ? { pgSchema: schema } : {}) });
  try {
    await migrateToLatest(database);
    await importAll(database, FIXTURE_DATA_DIR, silentLogger);
    const app = await buildApp({ db: database.db, config, logger: false });
    await app.ready();
    const at = new Date().toISOString();
    const member = await database.db
      .insertInto('users')
      .values({ name: 'Crafter', name_folded: 'crafter', email: 'crafter@example.test', email_folded: 'crafter@example.test', password_hash: 'x', role_id: 50, email_verified: 1, lang: 'fr', privacy_mode: 0, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    const { token } = await app.authentication.session(member);
    const headers = { authorization: `Bearer ${token}`, 'x-lang': 'fr' };
    const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
      const started = performance.now();
      const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      return { elapsed, body: response.json() as Workshop };
    };

    // The workshop: 300 roots, every bow's Ficelle expanded, a gathered count on every line.
    await app.repos.crafts.addRoots(member.id, 'retro', Array.from({ length: ROOTS }, (_, index) => ({ item_id: ITEMS[index % ITEMS.length]!, quantity: 1 + (index % 7) })), null, ROOTS);
    let workshop = (await call('GET', '/api/crafts/0?game=retro')).body;
    for (const row of workshop.rows.filter((candidate) => candidate.item_id === 88)) await app.repos.crafts.addChild({ ...(await app.repos.crafts.node(member.id, row.id))! }, 420);
    workshop = (await call('GET', '/api/crafts/0?game=retro')).body;
    const recipes = new Map(workshop.items.map((item) => [item.id, item.recipe ?? []]));
    const lines = workshop.rows.flatMap((row) => (recipes.get(row.item_id) ?? []).map((line, index) => ({ craft_id: row.id, item_id: line.item_id, gathered: index + 1 })));
    for (let start = 0; start < lines.length; start += 500) await call('PUT', '/api/crafts', { game: 'retro', ingredients: lines.slice(start, start + 500) });
    if (dialect === 'postgres') await admin(`vacuum analyze "${schema}".crafts, "${schema}".craft_ingredients`);

    const reads: number[] = [];
    const typed: number[] = [];
    const adds: number[] = [];
    const deletes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      reads.push((await call('GET', '/api/crafts/0?game=retro')).elapsed);
      typed.push((await call('PUT', '/api/crafts', { game: 'retro', ingredients: lines.slice(round * 10, round * 10 + 10).map((line) => ({ ...line, gathered: line.gathered + round })) })).elapsed);
      const added = await call('POST', '/api/crafts', { game: 'retro', item_id: 2469, quantity: 2 });
      adds.push(added.elapsed);
      const newest = added.body.rows.reduce((last, row) => (row.id > last ? row.id : last), 0);
      deletes.push((await call('DELETE', `/api/crafts/${newest}`)).elapsed);
    }
    await app.close();
    const row = (name: string, samples: number[]): BenchRow => {
      samples.sort((a, b) => a - b);
      return { name: `workshop: ${name} (${dialect}, ${workshop.rows.length} crafts, ${lines.length} ingredient lines)`, p95_ms: round2(percentile(samples, 0.95)), median_ms: round2(percentile(samples, 0.5)), requests: samples.length };
    };
    console.log(`crafts bench (${dialect}): ${workshop.rows.length} crafts, ${lines.length} lines, answer ${JSON.stringify(workshop).length} bytes`);
    return [row('read the whole workshop', reads), row('save 10 gathered counts', typed), row('add a craft', adds), row('delete a craft', deletes)];
  } finally {
    await database.close();
    if (dialect === 'postgres') await admin(`drop schema if exists "${schema}" cascade`);
    rmSync(tmp, { recursive: true, force: true });
  }
}

await measureOnEachDialect('crafts bench', measure);
