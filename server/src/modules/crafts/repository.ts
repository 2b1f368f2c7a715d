/**
 * The workshop's storage (migration 0016) and the game data it reads: recipes (Retro's recipes
 * table, else the item's or the misc item's embedded `recipe`, as Touch has them), names, levels and
 * types of every crafted item and ingredient. Only this file builds the workshop's SQL.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { RawIngredient, RawRecipe } from '#server/import/records';
import type { CraftsTable, Database, NameColumns } from '#server/db/schema';
import { toCount } from '#server/db/dialect';

export type CraftRow = Selectable<CraftsTable>;
export interface IngredientRow {
  craft_id: number;
  item_id: number;
  gathered: number;
}
export interface CraftItemRow extends NameColumns {
  id: number;
  level: number;
  type_id: number | null;
  kind: 'item' | 'weapon' | 'misc';
  type_names: NameColumns | null;
  /** Touch: the name the recipe line gives, for an ingredient that is in no table. */
  recipe_name?: Partial<Record<string, string>>;
}

const now = () => new Date().toISOString();

export class CraftRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every node of the member's workshop of a game, in creation order, and their gathered counts. */
  async workshop(userId: number, game: string): Promise<{ rows: CraftRow[]; ingredients: IngredientRow[] }> {
    const rows = await this.db.selectFrom('crafts').selectAll().where('user_id', '=', userId).where('game', '=', game).orderBy('id').execute();
    if (rows.length === 0) return { rows, ingredients: [] };
    const ingredients = await this.db
      .selectFrom('craft_ingredients')
      .innerJoin('crafts', 'crafts.id', 'craft_ingredients.craft_id')
      .select(['craft_ingredients.craft_id', 'craft_ingredients.item_id', 'craft_ingredients.gathered'])
      .where('crafts.user_id', '=', userId)
      .where('crafts.game', '=', game)
      .execute();
    return {
      rows: rows.map((row) => ({ ...row, id: Number(row.id), parent_id: row.parent_id === null ? null : Number(row.parent_id), folder_id: row.folder_id === null ? null : Number(row.folder_id) })),
      ingredients: ingredients.map((row) => ({ craft_id: Number(row.craft_id), item_id: Number(row.item_id), gathered: Number(row.gathered) })),
    };
  }

  /** The member's node, or undefined (another member's node is not found either). */
  node(userId: number, craftId: number): Promise<CraftRow | undefined> {
    return this.db.selectFrom('crafts').selectAll().where('id', '=', craftId).where('user_id', '=', userId).executeTakeFirst();
  }

  async folderOwned(userId: number, folderId: number): Promise<boolean> {
    const row = await this.db.selectFrom('folders').select('id').where('id', '=', folderId).where('user_id', '=', userId).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Adds roots (one transaction) unless the member would then have more than `max` roots in that
   * game: answers false and adds nothing.
   */
  async addRoots(userId: number, game: string, roots: readonly { item_id: number; quantity: number }[], folderId: number | null, max: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('crafts')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('game', '=', game)
        .where('parent_id', 'is', null)
        .executeTakeFirst();
      if (toCount(row?.n) + roots.length > max) return false;
      const at = now();
      await trx
        .insertInto('crafts')
        .values(roots.map((root) => ({ user_id: userId, game, item_id: root.item_id, parent_id: null, folder_id: folderId, quantity: root.quantity, completed: 0, created_at: at, updated_at: at })))
        .execute();
      return true;
    });
  }

  /** Expands an ingredient of `parent` (an expansion that exists already is kept as it is). */
  async addChild(parent: CraftRow, itemId: number): Promise<void> {
    const at = now();
    await this.db
      .insertInto('crafts')
      .values({ user_id: parent.user_id, game: parent.game, item_id: itemId, parent_id: parent.id, folder_id: null, quantity: 0, completed: 0, created_at: at, updated_at: at })
      .onConflict((conflict) => conflict.columns(['parent_id', 'item_id']).doNothing())
      .execute();
  }

  async updateRoot(userId: number, craftId: number, fields: { quantity?: number; folder_id?: number | null; completed?: boolean }): Promise<void> {
    await this.db
      .updateTable('crafts')
      .set({
        ...(fields.quantity === undefined ? {} : { quantity: fields.quantity }),
        ...(fields.folder_id === undefined ? {} : { folder_id: fields.folder_id }),
        ...(fields.completed === undefined ? {} : { completed: fields.completed ? 1 : 0 }),
        updated_at: now(),
      })
      .where('id', '=', craftId)
      .where('user_id', '=', userId)
      .execute();
  }

  /**
   * Sets gathered counts (one transaction). Every node must be the member's, in that game: answers
   * the first id that is not (nothing written), or null when all were written.
   */
  async setGathered(userId: number, game: string, entries: readonly { craft_id: number; item_id: number; gathered: number }[]): Promise<number | null> {
    return this.db.transaction().execute(async (trx) => {
      const ids = [...new Set(entries.map((entry) => entry.craft_id))];
      const owned = await trx.selectFrom('crafts').select('id').where('user_id', '=', userId).where('game', '=', game).where('id', 'in', ids).execute();
      const ownedIds = new Set(owned.map((row) => Number(row.id)));
      const missing = ids.find((id) => !ownedIds.has(id));
      if (missing !== undefined) return missing;
      // The last value given for a (node, ingredient) wins.
      const last = new Map(entries.map((entry) => [`${entry.craft_id}:${entry.item_id}`, entry]));
      await trx
        .insertInto('craft_ingredients')
        .values([...last.values()].map(({ craft_id, item_id, gathered }) => ({ craft_id, item_id, gathered })))
        .onConflict((conflict) => conflict.columns(['craft_id', 'item_id']).doUpdateSet({ gathered: (eb) => eb.ref('excluded.gathered') }))
        .execute();
      await trx.updateTable('crafts').set({ updated_at: now() }).where('id', 'in', ids).execute();
      return null;
    });
  }

  /** Deletes a node and its subtree (the foreign key cascades). */
  async remove(userId: number, craftId: number): Promise<boolean> {
    const result = await this.db.deleteFrom('crafts').where('id', '=', craftId).where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Deletes every root of the game (or only the completed ones) with their subtrees. */
  async removeAll(userId: number, game: string, completedOnly: boolean): Promise<number> {
    let query = this.db.deleteFrom('crafts').where('user_id', '=', userId).where('game', '=', game).where('parent_id', 'is', null);
    if (completedOnly) query = query.where('completed', '=', 1);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async mode(userId: number): Promise<string | undefined> {
    const row = await this.db.selectFrom('users').select('craft_mode').where('id', '=', userId).executeTakeFirst();
    return row?.craft_mode;
  }

  async setMode(userId: number, mode: string): Promise<void> {
    await this.db.updateTable('users').set({ craft_mode: mode }).where('id', '=', userId).execute();
  }

  /** The owner of a workshop as others see it: an existing member who is not banned. */
  owner(userId: number): Promise<{ id: number; name: string; name_folded: string; role_id: number; craft_mode: string } | undefined> {
    return this.db.selectFrom('users').select(['id', 'name', 'name_folded', 'role_id', 'craft_mode']).where('id', '=', userId).executeTakeFirst();
  }

  /**
   * Recipes of the given items (item id → lines; an item without a recipe is absent): the recipes
   * table first (Retro: every craft of the lang), then the equipment record's or the misc item's
   * embedded `recipe` (Touch). Ingredient names embedded in the lines are kept (Touch).
   */
  async recipes(game: string, ids: readonly number[]): Promise<Map<number, readonly RawIngredient[]>> {
    const recipes = new Map<number, readonly RawIngredient[]>();
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return recipes;
    const rows = await this.db.selectFrom('recipes').select(['item_id', 'data']).where('game', '=', game).where('item_id', 'in', wanted).execute();
    for (const row of rows) {
      const lines = (JSON.parse(row.data) as RawRecipe).ingredients ?? [];
      if (lines.length > 0) recipes.set(Number(row.item_id), lines);
    }
    const rest = wanted.filter((id) => !recipes.has(id));
    if (rest.length === 0) return recipes;
    const [records, misc] = await Promise.all([
      this.db.selectFrom('item_records').select(['id', 'data']).where('game', '=', game).where('id', 'in', rest).execute(),
      this.db.selectFrom('misc_items').select(['id', 'data']).where('game', '=', game).where('id', 'in', rest).execute(),
    ]);
    for (const row of [...misc, ...records]) {
      const lines = (JSON.parse(row.data) as { recipe?: RawIngredient[] }).recipe ?? [];
      if (lines.length > 0) recipes.set(Number(row.id), lines);
    }
    return recipes;
  }

  /** Names, levels and types of the given items: equipment and weapons first, then misc items. */
  async items(game: string, ids: readonly number[]): Promise<Map<number, CraftItemRow>> {
    const found = new Map<number, CraftItemRow>();
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return found;
    const [equipment, misc] = await Promise.all([
      this.db
        .selectFrom('items')
        .select(['id', 'name_fr', 'name_en', 'name_es', 'level', 'type_id', 'kind'])
        .where('game', '=', game)
        .where('id', 'in', wanted)
        .execute(),
      this.db
        .selectFrom('misc_items')
        .select(['id', 'name_fr', 'name_en', 'name_es', 'level', 'type_id', 'data'])
        .where('game', '=', game)
        .where('id', 'in', wanted)
        .execute(),
    ]);
    const typeIds = [...new Set([...equipment, ...misc].map((row) => row.type_id).filter((id): id is number => id !== null))];
    const types = new Map<number, NameColumns>();
    if (typeIds.length > 0) {
      const rows = await this.db.selectFrom('item_types').select(['id', 'name_fr', 'name_en', 'name_es']).where('game', '=', game).where('id', 'in', typeIds).execute();
      for (const row of rows) types.set(Number(row.id), row);
    }
    const typeNames = (typeId: number | null) => (typeId === null ? null : (types.get(Number(typeId)) ?? null));
    for (const { data, ...row } of misc) {
      // A misc record names its own type; the item types table is preferred when it has the type.
      const own = (JSON.parse(data) as { type_name?: Partial<Record<string, string>> }).type_name;
      const ownNames = own ? { name_fr: own.fr ?? null, name_en: own.en ?? null, name_es: own.es ?? null } : null;
      found.set(Number(row.id), { ...row, id: Number(row.id), level: Number(row.level), kind: 'misc', type_names: typeNames(row.type_id) ?? ownNames });
    }
    for (const row of equipment) found.set(Number(row.id), { ...row, id: Number(row.id), level: Number(row.level), kind: row.kind, type_names: typeNames(row.type_id) });
    return found;
  }

  /** Game data does not change while a process runs (imports happen before it serves). */
  private readonly recipesAvailable = new Map<string, Promise<boolean>>();

  /** Whether the game's data has any recipe at all (Dofus 2 has none yet). */
  hasRecipes(game: string): Promise<boolean> {
    let known = this.recipesAvailable.get(game);
    if (!known) {
      known = this.findRecipes(game);
      this.recipesAvailable.set(game, known);
      known.catch(() => this.recipesAvailable.delete(game));
    }
    return known;
  }

  private async findRecipes(game: string): Promise<boolean> {
    const row = await this.db.selectFrom('recipes').select(sql<number>`1`.as('one')).where('game', '=', game).limit(1).executeTakeFirst();
    if (row) return true;
    const embedded = await this.db
      .selectFrom('item_records')
      .select(sql<number>`1`.as('one'))
      .where('game', '=', game)
      .where('data', 'like', '%"recipe":[{%')
      .limit(1)
      .executeTakeFirst();
    return embedded !== undefined;
  }
}
