/**
 * The public stuff search's sorts (bench/stuffs.bench.ts, 100,000 stuffs): ordered by name, views
 * or level, a page had to sort every public row first (a page of names took ~180 ms on SQLite). An
 * index per sort order gives the page in order, reading only as far as the page reaches.
 */
import { type Kysely } from 'kysely';

const SORTS = { name: 'name_folded', views: 'views', level: 'level' } as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, column] of Object.entries(SORTS)) {
    await db.schema.createIndex(`stuffs_public_${name}_idx`).on('stuffs').columns(['game', 'visible', column, 'updated_at']).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(SORTS)) await db.schema.dropIndex(`stuffs_public_${name}_idx`).execute();
}
