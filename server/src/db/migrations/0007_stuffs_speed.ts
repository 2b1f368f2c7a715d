/**
 * Stuff indexes measured with 100,000 stored stuffs (bench/stuffs.bench.ts): the per-member count
 * that every save makes (`user_id` and `game`) matched the public index on `game` alone on SQLite and
 * read every public row (a save took 216 ms); it now has an index on both. The public search reads
 * its filter columns from one narrow index instead of the wide rows (the builder's object is stored
 * beside them), for the count and the filters alike (not the markdown: up to 20,000 characters, too
 * long for a PostgreSQL index entry; only the guide filter reads it).
 */
import { type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('stuffs_user_idx').execute();
  await db.schema.createIndex('stuffs_user_game_idx').on('stuffs').columns(['user_id', 'game', 'updated_at']).execute();
  await db.schema
    .createIndex('stuffs_public_search_idx')
    .on('stuffs')
    .columns(['game', 'visible', 'updated_at', 'id', 'class_id', 'level', 'views', 'elements', 'tags', 'name_folded'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('stuffs_public_search_idx').execute();
  await db.schema.dropIndex('stuffs_user_game_idx').execute();
  await db.schema.createIndex('stuffs_user_idx').on('stuffs').columns(['user_id', 'updated_at']).execute();
}
