/**
 * Imports `DATA_DIR/<variant>/` into the database: every variant folder present, one transaction
 * per variant, batched inserts. Idempotent: a variant whose manifest.json (sha256) and importer
 * version are those of the last import is skipped; otherwise its rows are replaced.
 */
import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import { isVariant, type Variant } from '../../../engine/src/variants.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import {
  deleteSearchIndex,
  insertSearchIndex,
  lockGameForImport,
  MAX_BIND_PARAMETERS,
  refreshStatistics,
} from '../db/dialect.ts';
import { GAME_TABLES, type Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { manifestHash, MANIFEST_FILE, readVariantFiles } from './records.ts';
import { buildVariantRows, type GameRows } from './rows.ts';

/**
 * Bump when the rows or the catalogue this code writes change for the same data (a new column, a
 * new derivation, a change of `buildCatalog`): unchanged data is then imported again.
 */
export const IMPORTER_VERSION = 5;

export interface ImportResult {
  game: Variant;
  status: 'imported' | 'skipped';
  manifestHash: string;
  /** Rows written per table (for `skipped`, those of the import in place). */
  counts: Record<string, number>;
  durationMs: number;
}

/** The catalogue version: the manifest hash, plus the importer version that built the catalogue. */
export function catalogVersion(hash: string): string {
  return `${hash.slice(0, 16)}-${IMPORTER_VERSION}`;
}

async function insertBatched<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(MAX_BIND_PARAMETERS / Object.keys(rows[0]!).length));
  for (let start = 0; start < rows.length; start += size) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size) as Insertable<Database[T]>[])
      .execute();
  }
}

async function isCurrent(db: Kysely<Database>, game: Variant, hash: string) {
  const row = await db.selectFrom('data_imports').selectAll().where('game', '=', game).executeTakeFirst();
  return row !== undefined && row.manifest_hash === hash && row.importer_version === IMPORTER_VERSION ? row : undefined;
}

export async function importVariant(
  handle: DatabaseHandle,
  dir: string,
  game: Variant,
  log: Logger,
): Promise<ImportResult> {
  const started = performance.now();
  const hash = await manifestHash(dir);
  const current = await isCurrent(handle.db, game, hash);
  if (current) {
    log.info({ game, manifestHash: hash.slice(0, 16) }, 'game data unchanged: import skipped');
    return {
      game,
      status: 'skipped',
      manifestHash: hash,
      counts: JSON.parse(current.counts) as Record<string, number>,
      durationMs: Math.round(performance.now() - started),
    };
  }

  const { files, missing } = await readVariantFiles(dir);
  if (missing.length > 0) log.info({ game, missing }, 'game data files absent: those tables stay empty for this game');
  const built = buildVariantRows(game, catalogVersion(hash), files);
  if (built.skipped.length > 0) {
    log.warn({ game, count: built.skipped.length, records: built.skipped.slice(0, 20) }, 'records left out of the import');
  }
  if (Object.keys(built.unknownStatKeys).length > 0) {
    log.info({ game, unknownStatKeys: built.unknownStatKeys }, 'stat keys the catalogue does not carry');
  }
  // Named like the data files (items.json holds equipment, weapons.json weapons; both go to `items`).
  const counts: Record<string, number> = {
    ...Object.fromEntries(Object.entries(built.rows).map(([table, rows]) => [table, rows.length])),
    items: built.rows.items.filter((row) => row.kind === 'item').length,
    weapons: built.rows.items.filter((row) => row.kind === 'weapon').length,
    left_out: built.skipped.length,
  };

  const status = await handle.db.transaction().execute(async (trx) => {
    await lockGameForImport(trx, handle.dialect, game);
    // Another instance may have imported the same data while this one waited for the lock.
    if (await isCurrent(trx, game, hash)) return 'skipped' as const;
    // The full-text index has its own shape on SQLite (rowids, no columns): dialect.ts writes it.
    for (const table of GAME_TABLES) {
      if (table === 'search_index') await deleteSearchIndex(trx, handle.dialect, game);
      else await trx.deleteFrom(table).where('game', '=', game).execute();
    }
    await trx.deleteFrom('data_imports').where('game', '=', game).execute();
    for (const table of Object.keys(built.rows) as (keyof GameRows)[]) {
      if (table === 'search_index') await insertSearchIndex(trx, handle.dialect, built.rows.search_index);
      else await insertBatched(trx, table, built.rows[table]);
    }
    await trx
      .insertInto('catalogs')
      .values({ game, version: built.catalog.version, json: JSON.stringify(built.catalog) })
      .execute();
    await trx
      .insertInto('data_imports')
      .values({
        game,
        manifest_hash: hash,
        importer_version: IMPORTER_VERSION,
        imported_at: new Date().toISOString(),
        counts: JSON.stringify(counts),
        duration_ms: Math.round(performance.now() - started),
      })
      .execute();
    return 'imported' as const;
  });
  if (status === 'imported') await refreshStatistics(handle.db, handle.dialect, GAME_TABLES);
  const durationMs = Math.round(performance.now() - started);
  log.info({ game, status, counts, durationMs, manifestHash: hash.slice(0, 16) }, `game data ${status}`);
  return { game, status, manifestHash: hash, counts, durationMs };
}

/** Imports every variant folder of `dataDir` (retro, dofus, touch); other folders are ignored. */
export async function importAll(handle: DatabaseHandle, dataDir: string, log: Logger): Promise<ImportResult[]> {
  if (!existsSync(dataDir)) {
    log.warn({ dataDir }, 'DATA_DIR does not exist: no game data imported (the database keeps what it has)');
    return [];
  }
  const results: ImportResult[] = [];
  const entries = (await readdir(dataDir, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = path.join(dataDir, entry.name);
    if (!isVariant(entry.name)) {
      log.warn({ dir }, 'not a game variant folder: ignored');
      continue;
    }
    if (!existsSync(path.join(dir, MANIFEST_FILE))) {
      log.warn({ dir }, `no ${MANIFEST_FILE}: variant not imported`);
      continue;
    }
    results.push(await importVariant(handle, dir, entry.name, log));
  }
  return results;
}
