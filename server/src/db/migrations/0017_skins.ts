/**
 * Skins (issue 21): a member's saved looks (rules: game/skin.ts; contract/skins.ts).
 * - `skins`: one look of a game — class and sex, head, face, the five colours (`color1`..`color5`,
 *   0xRRGGBB or null for the class's own), the cosmetics worn (item ids or null), `visible` 1 public,
 *   0 confidential. Deleting the account deletes its skins.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('skins')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('class_id', 'integer', (col) => col.notNull())
    .addColumn('gender', 'integer', (col) => col.notNull())
    .addColumn('head', 'integer', (col) => col.notNull())
    .addColumn('face', 'integer', (col) => col.notNull())
    .addColumn('color1', 'integer')
    .addColumn('color2', 'integer')
    .addColumn('color3', 'integer')
    .addColumn('color4', 'integer')
    .addColumn('color5', 'integer')
    .addColumn('hat_id', 'integer')
    .addColumn('cloak_id', 'integer')
    .addColumn('shield_id', 'integer')
    .addColumn('pet_id', 'integer')
    .addColumn('visible', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('skins_user_idx').on('skins').columns(['user_id', 'updated_at']).execute();
  await db.schema.createIndex('skins_game_visible_idx').on('skins').columns(['game', 'visible']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('skins').execute();
}
