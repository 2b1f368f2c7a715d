/**
 * Checked imports (issue 12): each import records the fingerprint of all its data files (not only
 * the manifest), and the last failed attempt per game is kept until a good import replaces it, so
 * that every process (and /api/health) can say which game's data failed and why.
 */
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('data_imports').addColumn('data_hash', 'text').execute();
  await db.schema
    .createTable('import_failures')
    .addColumn('game', 'text', (col) => col.primaryKey())
    .addColumn('data_hash', 'text', (col) => col.notNull())
    .addColumn('failed_at', 'text', (col) => col.notNull())
    .addColumn('problems', 'text', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('import_failures').execute();
  await db.schema.alterTable('data_imports').dropColumn('data_hash').execute();
}
