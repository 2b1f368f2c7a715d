/**
 * Server-side search latency (issue 4 target: ≤ 15 ms p95 each): the navbar search and a filtered
 * item page of the encyclopedia, through the real Fastify app (`inject`: routing, validation,
 * SQL, serialisation; no network), on the full Retro catalogue when DATA_DIR has it (else the
 * fixtures). SQLite always; PostgreSQL too when DATABASE_URL is set (in a schema of its own,
 * dropped at the end).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase, type DialectName } from '#server/db/connection';
import { migrateToLatest } from '#server/db/migrate';
import { importAll } from '#server/import/importer';
import { silentLogger } from '#server/logger';
import { FIXTURE_DATA_DIR, REAL_DATA_DIR, REPO_ROOT, hasRealData } from '../tests/support/catalogs.ts';
import type { BenchRow } from './results.ts';
import { measureOnEachDialect, pgAdmin } from './dialects.ts';

const TARGET_MS = 15;
const ROUNDS = 25;
const source = hasRealData ? 'full retro' : 'fixtures';

/**
 * What players type in the navbar: whole and partial names, several words, accents and capitals,
 * typos (the typo stage costs a second pass), a one-letter prefix (the largest match), spells.
 */
const NAVBAR_QUERIES = [
  'bouftou',
  'Bouftou',
  'coiffe bouf',
  'gélano',
  'gelano',
  'bouftuo',
  'gelanno',
  'anneau',
  'cape du',
  'dofus',
  'a',
  'colere de iop',
  'feca armure',
  'epee de boisaille',
  'amulette du bworky',
  'ceinture tofu',
];

/** Encyclopedia pages with filters, as the category screens send them. */
const FILTERED_PAGES = [
  '/api/items/retro/search/items?level_min=100&level_max=200&main_effect=fo&sort=effect_desc&page=1&size=20',
  '/api/items/retro/search/items?include=ch-ca&element=fire&class=9&sort=level_desc&size=20',
  '/api/items/retro/search/weapons?exclude=ou-pi&element=earth&level_min=50&page=2&size=20',
  '/api/items/retro/search/items?text=anneau&main_effect=pa&availability=all&size=20',
  '/api/items/retro/search/all?effect=re-rf&sort=name_asc&size=50',
  '/api/items/retro/search/items?include=am-an&main_effect=vi-sa&level_min=60&sort=effect_desc&size=20',
  '/api/items/retro/search/cosmetics?text=coiffe&availability=all&size=20',
  '/api/items/retro/search/items?page=3&size=20',
];

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

async function measure(dialect: DialectName, databaseUrl: string | undefined): Promise<BenchRow[]> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'tofulab-bench-'));
  const dataDir = path.join(tmp, 'data');
  cpSync(path.join(hasRealData ? REAL_DATA_DIR : FIXTURE_DATA_DIR, 'retro'), path.join(dataDir, 'retro'), { recursive: true });
  const schema = `bench_${process.pid}`;
  const admin = (statement: string) => pgAdmin(databaseUrl, statement);
  if (dialect === 'postgres') await admin(`create schema "${schema}"`);
  const config = loadConfig({ DATA_DIR: dataDir, SQLITE_FILE: path.join(tmp, 'bench.sqlite'), WEB_DIR: path.join(tmp, 'no-web'), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, REPO_ROOT);
  const database = openDatabase({
    databaseUrl: dialect === 'postgres' ? databaseUrl : undefined,
    sqliteFile: config.sqliteFile,
    ...(dialect === 'postgres' ? { pgSchema: schema } : {}),
  });
  try {
    await migrateToLatest(database);
    await importAll(database, dataDir, silentLogger);
    const app = await buildApp({ db: database.db, config, logger: false });
    await app.ready();

    const slowest: { dialect: DialectName; url: string; median_ms: number }[] = [];
    const timeAll = async (urls: readonly string[]) => {
      const samples: number[] = [];
      const byUrl = new Map<string, number[]>(urls.map((url) => [url, []]));
      for (let round = -1; round < ROUNDS; round++) {
        for (const url of urls) {
          const started = performance.now();
          const response = await app.inject({ method: 'GET', url, headers: { 'x-lang': 'fr' } });
          const elapsed = performance.now() - started;
          if (response.statusCode !== 200) throw new Error(`bench: ${url} answered ${response.statusCode}: ${response.body}`);
          // The first round warms the caches and the JIT; it is not counted.
          if (round >= 0) {
            samples.push(elapsed);
            byUrl.get(url)!.push(elapsed);
          }
        }
      }
      for (const [url, times] of byUrl) {
        slowest.push({ dialect, url, median_ms: round2(percentile(times.sort((a, b) => a - b), 0.5)) });
      }
      return samples.sort((a, b) => a - b);
    };
    const row = (what: string, samples: number[]): BenchRow => ({
      name: `${what} p95 (${dialect}, ${source})`,
      p95_ms: round2(percentile(samples, 0.95)),
      median_ms: round2(percentile(samples, 0.5)),
      target_ms: TARGET_MS,
      requests: samples.length,
    });
    const navbar = await timeAll(NAVBAR_QUERIES.map((query) => `/api/search/retro/${encodeURIComponent(query)}`));
    const pages = await timeAll(FILTERED_PAGES);
    await app.close();
    // Which requests cost most: printed to guide the next optimisation, not stored.
    console.table(slowest.sort((a, b) => b.median_ms - a.median_ms).slice(0, 6));
    return [row('navbar search', navbar), row('filtered item page', pages)];
  } finally {
    await database.close();
    if (dialect === 'postgres') await admin(`drop schema if exists "${schema}" cascade`);
    rmSync(tmp, { recursive: true, force: true });
  }
}

await measureOnEachDialect('search bench', measure);
