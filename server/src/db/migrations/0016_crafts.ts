/**
 * The workshop (issue 19): a member's craft nodes per game and the gathered counts of their
 * ingredients (rules: game/crafts.ts).
 * - `crafts`: a root (`parent_id` null: an item to make, `quantity` times, in a folder or none,
 *   `completed` 0/1) or an expanded ingredient of its parent (its quantity is derived, the column
 *   keeps 0). Deleting a node deletes its subtree; deleting a folder leaves its crafts in no folder;
 *   deleting the account deletes the workshop.
 * - `craft_ingredients`: what the member already holds of one ingredient of one node.
 * - `users.craft_mode`: who sees the workshop (`none`, `private`, `public`: contract/crafts.ts).
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('crafts')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game', 'text', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('parent_id', 'integer', (col) => col.references('crafts.id').onDelete('cascade'))
    .addColumn('folder_id', 'integer', (col) => col.references('folders.id').onDelete('set null'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('completed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('crafts_user_game_idx').on('crafts').columns(['user_id', 'game', 'id']).execute();
  await db.schema.createIndex('crafts_parent_idx').on('crafts').column('parent_id').execute();
  await db.schema.createIndex('crafts_folder_idx').on('crafts').column('folder_id').execute();
  // One expansion per ingredient line of a node.
  await db.schema.createIndex('crafts_child_unique').on('crafts').columns(['parent_id', 'item_id']).unique().execute();

  await db.schema
    .createTable('craft_ingredients')
    .addColumn('craft_id', 'integer', (col) => col.notNull().references('crafts.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('gathered', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('craft_ingredients_pk', ['craft_id', 'item_id'] as never)
    .execute();

  await db.schema.alterTable('users').addColumn('craft_mode', 'text', (col) => col.notNull().defaultTo('none')).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('users').dropColumn('craft_mode').execute();
  await db.schema.dropTable('craft_ingredients').execute();
  await db.schema.dropTable('crafts').execute();
}
