/**
 * Imports `DATA_DIR/<variant>/` into the database: every variant folder present, one transaction
 * per variant, batched inserts. Idempotent: a variant whose data (sha256 over the manifest and every
 * file read) and importer version are those of the last import is skipped; otherwise its rows are
 * replaced.
 *
 * Nothing is trusted (issue 12): every file must be UTF-8 and JSON, every record must match its
 * schema, the record counts (and sha256 sums, when the manifest has them) must be the manifest's.
 * A game whose data fails is not written at all: it keeps its last good import (or has none), the
 * failure with each problem (`file:line: reason`) is stored for /api/health, and the other games
 * import normally. Only a failure of the database itself stops `importAll`.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import { isVariant, type Variant } from '#game/variants';
import type { DatabaseHandle } from '../db/connection.ts';
import { lockGameForImport, MAX_BIND_PARAMETERS, refreshStatistics } from '../db/dialect.ts';
import { GAME_TABLES, type Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { deleteSearchIndex, insertSearchIndex } from '#server/modules/search/search-index';
import {
  dataFingerprint,
  formatProblem,
  MANIFEST_FILE,
  parseDataFile,
  readVariantBytes,
  VARIANT_FILES,
  type DataProblem,
  type VariantBytes,
  type VariantFiles,
} from './records.ts';
import { describeIssues, RECORD_SCHEMAS } from './schemas.ts';
import { buildVariantRows, type GameRows } from './rows.ts';

/**
 * Bump when the rows or the catalogue this code writes change for the same data (a new column, a
 * new derivation, a change of `buildCatalog`): unchanged data is then imported again.
 */
export const IMPORTER_VERSION = 7; // 7: spell levels carry minPlayerLevel, bomb spells their `bomb` block (issue 20)

export interface ImportResult {
  game: Variant;
  status: 'imported' | 'skipped' | 'failed';
  /** The data's fingerprint (`dataFingerprint`). */
  dataHash: string;
  /** Rows written per table (for `skipped`, those of the import in place; for `failed`, none). */
  counts: Record<string, number>;
  durationMs: number;
  /** `failed`: the problems found, each `file:line: reason` (at most `MAX_STORED_PROBLEMS`), and their total. */
  problems?: string[];
  totalProblems?: number;
}

/** Problems kept per failed import (the total is kept too). */
const MAX_STORED_PROBLEMS = 50;

/** The catalogue version: the data fingerprint, plus the importer version that built the catalogue. */
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
  return row !== undefined && row.data_hash === hash && row.importer_version === IMPORTER_VERSION ? row : undefined;
}

/**
 * Checks a variant's bytes: manifest, UTF-8, JSON, each record's schema, counts and sums. Returns
 * the parsed files, or every problem found.
 */
function checkVariant(game: Variant, bytes: VariantBytes): { files: VariantFiles; problems: DataProblem[] } {
  const problems: DataProblem[] = [];
  const manifestLabel = `${game}/${MANIFEST_FILE}`;
  let manifest: { counts?: Record<string, unknown>; sha256?: Record<string, unknown> } = {};
  const manifestCheck = parseDataFile(manifestLabel, Buffer.concat([Buffer.from('['), bytes.manifest, Buffer.from(']')]), () => undefined);
  if (manifestCheck.problems.length > 0) problems.push(...manifestCheck.problems.map((problem) => ({ ...problem, file: manifestLabel })));
  else {
    const parsed = manifestCheck.records[0];
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      problems.push({ file: manifestLabel, line: 1, message: 'expected a JSON object' });
    } else manifest = parsed as typeof manifest;
  }
  const files = Object.fromEntries(VARIANT_FILES.map((name) => [name, []])) as unknown as VariantFiles;
  for (const name of VARIANT_FILES) {
    const fileName = `${name}.json`;
    const label = `${game}/${fileName}`;
    const expectedCount = manifest.counts?.[fileName];
    const bytesOfFile = bytes.files.get(name);
    if (!bytesOfFile) {
      if (typeof expectedCount === 'number') {
        problems.push({ file: label, line: 0, message: `missing, though ${MANIFEST_FILE} lists ${expectedCount} records` });
      }
      continue;
    }
    const expectedSum = manifest.sha256?.[fileName];
    if (typeof expectedSum === 'string') {
      const actual = createHash('sha256').update(bytesOfFile).digest('hex');
      if (actual !== expectedSum.toLowerCase()) {
        problems.push({ file: label, line: 1, message: `sha256 is ${actual}, ${MANIFEST_FILE} says ${expectedSum}` });
      }
    }
    const schema = RECORD_SCHEMAS[name];
    const { records, problems: fileProblems } = parseDataFile(label, bytesOfFile, (record) => {
      const result = schema.safeParse(record);
      return result.success ? undefined : describeIssues(result.error, record);
    });
    problems.push(...fileProblems);
    const parsedWhole = fileProblems.length === 0 || records.length > 0;
    if (parsedWhole && typeof expectedCount === 'number' && records.length !== expectedCount) {
      // The line of the file's last character (its closing bracket).
      let end = bytesOfFile.length;
      while (end > 0 && [0x20, 0x0a, 0x0d, 0x09].includes(bytesOfFile[end - 1]!)) end--;
      const lines = bytesOfFile.subarray(0, end).reduce((count, byte) => count + (byte === 0x0a ? 1 : 0), 1);
      problems.push({
        file: label,
        line: lines,
        message: `${records.length} records, ${MANIFEST_FILE} says ${expectedCount} (file cut short or records added?)`,
      });
    }
    (files as unknown as Record<string, unknown[]>)[name] = records;
  }
  return { files, problems };
}

async function recordFailure(db: Kysely<Database>, game: Variant, hash: string, problems: DataProblem[]): Promise<string[]> {
  const lines = problems.slice(0, MAX_STORED_PROBLEMS).map(formatProblem);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('import_failures').where('game', '=', game).execute();
    await trx
      .insertInto('import_failures')
      .values({ game, data_hash: hash, failed_at: new Date().toISOString(), problems: JSON.stringify(lines), total: problems.length })
      .execute();
  });
  return lines;
}

async function importVariant(
  handle: DatabaseHandle,
  dir: string,
  game: Variant,
  log: Logger,
): Promise<ImportResult> {
  const started = performance.now();
  const bytes = await readVariantBytes(dir);
  const hash = dataFingerprint(bytes);
  const current = await isCurrent(handle.db, game, hash);
  if (current) {
    // Data back to the imported version: an earlier failure no longer applies.
    await handle.db.deleteFrom('import_failures').where('game', '=', game).execute();
    log.info({ game, dataHash: hash.slice(0, 16) }, 'game data unchanged: import skipped');
    return {
      game,
      status: 'skipped',
      dataHash: hash,
      counts: JSON.parse(current.counts) as Record<string, number>,
      durationMs: Math.round(performance.now() - started),
    };
  }

  const { files, problems } = checkVariant(game, bytes);
  let built: ReturnType<typeof buildVariantRows> | undefined;
  if (problems.length === 0) {
    try {
      built = buildVariantRows(game, catalogVersion(hash), files);
    } catch (error) {
      // Records the schemas let through but the conversion cannot take: a failure of this game only.
      problems.push({ file: `${game}/`, line: 0, message: `the rows could not be built: ${(error as Error).message}` });
    }
  }
  if (problems.length > 0 || !built) {
    const lines = await recordFailure(handle.db, game, hash, problems);
    log.error(
      { game, problems: lines, total: problems.length, dataHash: hash.slice(0, 16) },
      `game data refused: ${problems.length} problem(s); the last good import of ${game}, if any, is still served`,
    );
    return {
      game,
      status: 'failed',
      dataHash: hash,
      counts: {},
      durationMs: Math.round(performance.now() - started),
      problems: lines,
      totalProblems: problems.length,
    };
  }
  const missing = bytes.missing;
  if (missing.length > 0) log.info({ game, missing }, 'game data files absent: those tables stay empty for this game');
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
    await trx.deleteFrom('import_failures').where('game', '=', game).execute();
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
        manifest_hash: createHash('sha256').update(bytes.manifest).digest('hex'),
        data_hash: hash,
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
  log.info({ game, status, counts, durationMs, dataHash: hash.slice(0, 16) }, `game data ${status}`);
  return { game, status, dataHash: hash, counts, durationMs };
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

/** A game whose data is damaged and which has no earlier import to serve instead (`checkServableGames`). */
export interface UnservableGame {
  game: Variant;
  /** Each `file:line: reason` (at most `MAX_STORED_PROBLEMS`). */
  problems: string[];
  totalProblems: number;
}

/**
 * The start-up's check before anything is written: which games could be served after the import
 * (imported before, or with sound data in `dataDir`), and those whose data is damaged with no
 * earlier import to fall back on, with their problems. Reads only: when no game is servable, the
 * server stops with these problems and leaves the database as it found it. A damaged game with an
 * earlier good import is servable: `importAll` keeps serving that import and reports the failure.
 * A database not migrated yet holds no import.
 */
export async function checkServableGames(handle: DatabaseHandle, dataDir: string): Promise<{ servable: string[]; unservable: UnservableGame[] }> {
  let imported: string[];
  try {
    imported = (await handle.db.selectFrom('data_imports').select('game').execute()).map((row) => row.game);
  } catch {
    imported = [];
  }
  const servable = new Set(imported);
  const unservable: UnservableGame[] = [];
  const entries = existsSync(dataDir) ? (await readdir(dataDir, { withFileTypes: true })).filter((entry) => entry.isDirectory()) : [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = path.join(dataDir, entry.name);
    if (!isVariant(entry.name) || servable.has(entry.name) || !existsSync(path.join(dir, MANIFEST_FILE))) continue;
    const { problems } = checkVariant(entry.name, await readVariantBytes(dir));
    if (problems.length === 0) servable.add(entry.name);
    else unservable.push({ game: entry.name, problems: problems.slice(0, MAX_STORED_PROBLEMS).map(formatProblem), totalProblems: problems.length });
  }
  return { servable: [...servable].sort(), unservable };
}
