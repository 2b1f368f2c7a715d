/** Reference data: classes, effect definitions, recipes and the names of recipe ingredients. */
import type { Kysely } from 'kysely';
import type { Database, NameColumns } from '../db/schema.ts';
import { gameEffects, type GameEffects } from '../effects.ts';

export class ReferenceRepository {
  /**
   * Effect definitions change only with an import, which changes the game's catalogue version: a
   * request checks the version (one indexed row) instead of parsing the ~400 definitions again.
   * Another instance's import is seen at the next request.
   */
  private readonly effectsByGame = new Map<string, { version: string | undefined; effects: GameEffects }>();

  constructor(private readonly db: Kysely<Database>) {}

  classes(game: string) {
    return this.db
      .selectFrom('classes')
      .select(['id', 'name_fr', 'name_en', 'name_es'])
      .where('game', '=', game)
      .orderBy('id')
      .execute();
  }

  effects(game: string) {
    return this.db.selectFrom('effects').selectAll().where('game', '=', game).orderBy('id').execute();
  }

  /** The game's effects as the API names them (effects.ts), parsed once per imported version. */
  async gameEffects(game: string): Promise<GameEffects> {
    const current = await this.db.selectFrom('catalogs').select('version').where('game', '=', game).executeTakeFirst();
    const cached = this.effectsByGame.get(game);
    if (cached && cached.version === current?.version) return cached.effects;
    const effects = gameEffects(await this.effects(game));
    this.effectsByGame.set(game, { version: current?.version, effects });
    return effects;
  }

  async recipe(game: string, itemId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('recipes')
      .select('data')
      .where('game', '=', game)
      .where('item_id', '=', itemId)
      .executeTakeFirst();
    return row?.data;
  }

  /** Recipes of several crafted items (item id → raw recipe JSON). */
  async recipes(game: string, itemIds: readonly number[]): Promise<Map<number, string>> {
    if (itemIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('recipes')
      .select(['item_id', 'data'])
      .where('game', '=', game)
      .where('item_id', 'in', itemIds)
      .execute();
    return new Map(rows.map((row) => [row.item_id, row.data]));
  }

  async hasClass(game: string, classId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('classes')
      .select('id')
      .where('game', '=', game)
      .where('id', '=', classId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Names of ingredients: resources and consumables (misc_items) first, then equipment (some
   * recipes take an item or a weapon).
   */
  async ingredientNames(game: string, ids: readonly number[]): Promise<Map<number, NameColumns>> {
    const names = new Map<number, NameColumns>();
    if (ids.length === 0) return names;
    const columns = ['id', 'name_fr', 'name_en', 'name_es'] as const;
    const [misc, items] = await Promise.all([
      this.db.selectFrom('misc_items').select(columns).where('game', '=', game).where('id', 'in', ids).execute(),
      this.db.selectFrom('items').select(columns).where('game', '=', game).where('id', 'in', ids).execute(),
    ]);
    for (const row of [...items, ...misc]) names.set(row.id, row);
    return names;
  }
}
