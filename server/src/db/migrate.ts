/**
 * Versioned migrations with Kysely's Migrator. The list is imported code (see `migrations/`), so a
 * compiled server needs no migration files on disk; the Migrator's lock table keeps two instances
 * starting together from running the same migration twice.
 */
import { Migrator, type Migration, type MigrationResultSet } from 'kysely';
import * as gameData from './migrations/0001_game_data.ts';
import * as search from './migrations/0002_search.ts';
import * as searchSpeed from './migrations/0003_search_speed.ts';
import * as importChecks from './migrations/0004_import_checks.ts';
import * as accounts from './migrations/0005_accounts.ts';
import * as stuffs from './migrations/0006_stuffs.ts';
import * as stuffsSpeed from './migrations/0007_stuffs_speed.ts';
import * as stuffsSorts from './migrations/0008_stuffs_sorts.ts';
import * as stuffsSearch from './migrations/0009_stuffs_search.ts';
import * as members from './migrations/0010_members.ts';
import * as moderation from './migrations/0011_moderation.ts';
import * as gamification from './migrations/0012_gamification.ts';
import * as devblog from './migrations/0013_devblog.ts';
import * as crafts from './migrations/0016_crafts.ts';
import * as skins from './migrations/0017_skins.ts';
import type { DatabaseHandle } from './connection.ts';

/** Names sort in application order: never rename or reorder an entry once released. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_game_data': gameData,
  '0002_search': search,
  '0003_search_speed': searchSpeed,
  '0004_import_checks': importChecks,
  '0005_accounts': accounts,
  '0006_stuffs': stuffs,
  '0007_stuffs_speed': stuffsSpeed,
  '0008_stuffs_sorts': stuffsSorts,
  '0009_stuffs_search': stuffsSearch,
  '0010_members': members,
  '0011_moderation': moderation,
  '0012_gamification': gamification,
  '0013_devblog': devblog,
  '0016_crafts': crafts,
  '0017_skins': skins,
};

class MigrationError extends Error {
  override name = 'MigrationError';
}

export async function migrateToLatest({ db, schema }: DatabaseHandle): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...MIGRATIONS }) },
    // The Migrator looks for its own tables in every schema unless told which one: in a non-default
    // schema it would find another schema's tables and never create its own.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((entry) => entry.status === 'Error')?.migrationName;
    const what = failed ? `Migration ${failed} failed` : 'Migrations could not run';
    throw new MigrationError(`${what}: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}
