/**
 * Versioned migrations with Kysely's Migrator. The list is imported code (see `migrations/`), so a
 * compiled server needs no migration files on disk; the Migrator's lock table keeps two instances
 * starting together from running the same migration twice.
 */
import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import * as gameData from './migrations/0001_game_data.ts';
import type { Database } from './schema.ts';

/** Names sort in application order: never rename or reorder an entry once released. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_game_data': gameData,
};

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...MIGRATIONS }) },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((entry) => entry.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}
