/**
 * Saved stuffs (issue 17) through the real Fastify app (`inject`: routing, validation, the engine's
 * check of the stuff, SQL, serialisation): the p95 of saving a draft and of reading a public stuff,
 * then the p95 of the public stuff search with 100,000 stored stuffs (generated: 400 members,
 * varied names, classes, levels, elements, tags; 80 % public). SQLite always; PostgreSQL too when
 * DATABASE_URL is set (in a schema of its own, dropped after). Target: a search page ≤ 20 ms p95.
 * The overload guard is off here: the bulk insert blocks the event loop on purpose, before timing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Stuff } from '#contract/stuff';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase, type DialectName } from '#server/db/connection';
import { migrateToLatest } from '#server/db/migrate';
import { fillStuffSearchColumns } from '#server/db/migrations/0009_stuffs_search';
import { importAll } from '#server/import/importer';
import { hashPassword } from '#server/modules/auth/passwords';
import { draft as testDraft } from '../tests/api/support/stuffs.ts';
import { FIXTURE_DATA_DIR, REPO_ROOT } from '../tests/support/catalogs.ts';
import type { BenchRow } from './results.ts';
import { measureOnEachDialect, pgAdmin } from './dialects.ts';

const STORED = Number(process.env.STUFFS_BENCH_STORED ?? 100_000);
const MEMBERS = 400;
const ROUNDS = 20;
const TARGET_MS = 20;
const WORDS = ['terre', 'feu', 'eau', 'air', 'iop', 'cra', 'sacri', 'pvp', 'pvm', 'tank', 'soin', 'full', 'bouftou', 'gelano', 'kolizeum', 'donjon', 'solo', 'team', 'agi', 'chance'];
const ELEMENTS = ['neutral', 'earth', 'fire', 'water', 'air'];
const TAGS = ['pvp', 'pvm', 'pod', 'sa', 'pp', 'tank', 'earth', 'fire', 'water', 'air'];
const SEARCHES = [
  '/api/search/retro/stuffs',
  '/api/search/retro/stuffs?class=8',
  '/api/search/retro/stuffs?class=9&level_min=100&sort=level_desc',
  '/api/search/retro/stuffs?element=earth&tags=pvm',
  '/api/search/retro/stuffs?text=terre',
  '/api/search/retro/stuffs?text=iop%20pvp&sort=views_desc',
  '/api/search/retro/stuffs?tags=pvp-tank&page=3',
  '/api/search/retro/stuffs?sort=name_asc&page=20',
];

const silentLogger = { info: () => {}, warn: () => {}, error: () => {} };
const percentile = (sorted: readonly number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** A deterministic pseudo-random sequence, so every run stores the same stuffs. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The tests' valid draft (a Bouftou hat and cloak on the fixtures), named after its place in the run. */
const draft = (index: number): Stuff => testDraft({ name: `Bench ${index}` });

async function measure(dialect: DialectName, databaseUrl: string | undefined): Promise<BenchRow[]> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'tofulab-bench-stuffs-'));
  const schema = `bench_stuffs_${process.pid}`;
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

    // Members, then 100,000 stuffs written straight into the table, in batches.
    const passwordHash = await hashPassword('bench-pw');
    const at = new Date().toISOString();
    const memberIds: number[] = [];
    for (let start = 0; start < MEMBERS; start += 200) {
      for (let offset = 0; offset < Math.min(200, MEMBERS - start); offset++) {
        const name = `Bencher${start + offset}`;
        const created = await app.repos.users.create({ name, email: `${name.toLowerCase()}@example.test`, password_hash: passwordHash, role_id: 50, email_verified: 1, lang: 'fr', privacy_mode: 0 });
        if (!created) throw new Error('bench: member not created');
        memberIds.push(created.id);
      }
    }
    const next = random(17);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const data = JSON.stringify({ ...draft(0), mode: 'private' });
    const started = performance.now();
    for (let start = 0; start < STORED; start += 500) {
      const rows = Array.from({ length: Math.min(500, STORED - start) }, (_, offset) => {
        const index = start + offset;
        const name = `${pick(WORDS)} ${pick(WORDS)} ${index}`;
        const elements = ELEMENTS.filter(() => next() < 0.3);
        const tags = TAGS.filter(() => next() < 0.2);
        return {
          user_id: pick(memberIds),
          game: 'retro',
          name,
          name_folded: ` ${name} `,
          class_id: 1 + Math.floor(next() * 12),
          gender: 0,
          character_level: 1 + Math.floor(next() * 200),
          level: Math.floor(next() * 200),
          elements: elements.length ? `,${elements.join(',')},` : '',
          tags: tags.length ? `,${tags.join(',')},` : '',
          allowed_classes: '[]',
          description: '',
          markdown: next() < 0.05 ? '# Guide' : '',
          visible: next() < 0.8 ? 1 : 0,
          folder_id: null,
          views: Math.floor(next() * 1000),
          short_code: null,
          version: 1,
          skin: null,
          data,
          created_at: at,
          updated_at: new Date(Date.parse(at) - index * 1000).toISOString(),
        };
      });
      await database.db.insertInto('stuffs').values(rows).execute();
    }
    // The rows went in as a migrated database holds them: migration 0009's fill derives the search
    // columns and the name words, as it does for the stuffs stored before it.
    await fillStuffSearchColumns(database.db);
    console.log(`stuffs bench (${dialect}): ${STORED} stuffs stored in ${Math.round(performance.now() - started)} ms`);
    // The state a running server's autovacuum keeps (it vacuums a table after 1,000 inserts): the
    // visibility map set, so that a count reads the index alone; and fresh statistics.
    if (dialect === 'postgres') await admin(`vacuum analyze "${schema}".stuffs, "${schema}".stuff_words`);

    // Save and read through the API, as a member does.
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'Bencher0', password: 'bench-pw' } });
    if (login.statusCode !== 200) throw new Error(`bench: login answered ${login.statusCode}: ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().token as string}`, 'x-lang': 'fr' };
    const saves: number[] = [];
    const reads: number[] = [];
    const savedIds: number[] = [];
    for (let round = -1; round < 60; round++) {
      let begin = performance.now();
      const saved = await app.inject({ method: 'POST', url: '/api/stuffs/retro/private/save', headers, payload: { ...draft(round + 2), visible: true } });
      const saveMs = performance.now() - begin;
      if (saved.statusCode !== 200) throw new Error(`bench: save answered ${saved.statusCode}: ${saved.body}`);
      const id = saved.json().id as number;
      savedIds.push(id);
      begin = performance.now();
      const read = await app.inject({ method: 'GET', url: `/api/stuffs/retro/public/${id}`, headers: { 'x-lang': 'fr' } });
      const readMs = performance.now() - begin;
      if (read.statusCode !== 200) throw new Error(`bench: read answered ${read.statusCode}: ${read.body}`);
      if (round >= 0) {
        saves.push(saveMs);
        reads.push(readMs);
      }
    }

    const searches: number[] = [];
    const byUrl = new Map<string, number[]>(SEARCHES.map((url) => [url, []]));
    for (let round = -1; round < ROUNDS; round++) {
      for (const url of SEARCHES) {
        const begin = performance.now();
        const response = await app.inject({ method: 'GET', url, headers: { 'x-lang': 'fr' } });
        const elapsed = performance.now() - begin;
        if (response.statusCode !== 200) throw new Error(`bench: ${url} answered ${response.statusCode}: ${response.body}`);
        if (round >= 0) {
          searches.push(elapsed);
          byUrl.get(url)!.push(elapsed);
        }
      }
    }
    await app.close();
    console.table([...byUrl].map(([url, times]) => ({ dialect, url, median_ms: round2(percentile(times.sort((a, b) => a - b), 0.5)), p95_ms: round2(percentile(times, 0.95)) })));
    for (const list of [saves, reads, searches]) list.sort((a, b) => a - b);
    return [
      { name: `stuff save p95 (${dialect}, engine check included)`, p95_ms: round2(percentile(saves, 0.95)), median_ms: round2(percentile(saves, 0.5)), requests: saves.length },
      { name: `public stuff read p95 (${dialect})`, p95_ms: round2(percentile(reads, 0.95)), median_ms: round2(percentile(reads, 0.5)), requests: reads.length },
      {
        name: `public stuff search p95 (${dialect}, ${STORED.toLocaleString('en')} stored stuffs)`,
        p95_ms: round2(percentile(searches, 0.95)),
        median_ms: round2(percentile(searches, 0.5)),
        target_ms: TARGET_MS,
        requests: searches.length,
      },
    ];
  } finally {
    await database.close();
    if (dialect === 'postgres') await admin(`drop schema if exists "${schema}" cascade`);
    rmSync(tmp, { recursive: true, force: true });
  }
}

await measureOnEachDialect('stuffs bench', measure);
