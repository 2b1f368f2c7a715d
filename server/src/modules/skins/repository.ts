/**
 * Skins' storage (migration 0017) and the Skinator's catalogue: the game's cosmetic items of a slot
 * (the encyclopedia's ceremonial pieces, and the living objects, whose slot their record names).
 * Only this file builds the skins' SQL.
 */
import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { ROLES } from '#contract/users';
import { dialectOf, toCount } from '#server/db/dialect';
import type { Database, ItemsTable, SkinsTable } from '#server/db/schema';
import type { RawItemRecord } from '#server/import/records';
import { orderTerms } from '../search/filters.ts';
import type { Lang } from '#contract/common';

export type SkinStoredRow = Selectable<SkinsTable>;
export type SkinRow = SkinStoredRow & { owner_name: string; owner_slug: string; owner_role: number };
/** The stored columns of a look, as a write sets them. */
export type SkinValues = Omit<SkinStoredRow, 'id' | 'user_id' | 'game' | 'created_at' | 'updated_at'>;

export type CosmeticRow = Pick<ItemsTable, 'id' | 'category' | 'level' | 'availability' | 'name_fr' | 'name_en' | 'name_es'> & {
  /** Living objects only: their record (it names the slot they are worn in). */
  record?: RawItemRecord;
};

const now = () => new Date().toISOString();
const COSMETIC_COLUMNS = ['items.id', 'items.category', 'items.level', 'items.availability', 'items.name_fr', 'items.name_en', 'items.name_es'] as const;

export class SkinRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private withOwner() {
    return this.db
      .selectFrom('skins')
      .innerJoin('users', 'users.id', 'skins.user_id')
      .selectAll('skins')
      .select(['users.name as owner_name', 'users.name_folded as owner_slug', 'users.role_id as owner_role']);
  }

  find(skinId: number): Promise<SkinRow | undefined> {
    return this.withOwner().where('skins.id', '=', skinId).executeTakeFirst();
  }

  /**
   * A page of a member's skins (newest change first) and how many in all: every one, or the public
   * ones only; of one game or of all.
   */
  async list(userId: number, filter: { game?: string | undefined; publicOnly: boolean }, page: { offset: number; limit: number }): Promise<{ rows: SkinRow[]; count: number }> {
    let rows = this.withOwner().where('skins.user_id', '=', userId);
    let count = this.db.selectFrom('skins').select((eb) => eb.fn.countAll<string | number>().as('n')).where('skins.user_id', '=', userId);
    if (filter.game !== undefined) {
      rows = rows.where('skins.game', '=', filter.game);
      count = count.where('skins.game', '=', filter.game);
    }
    if (filter.publicOnly) {
      rows = rows.where('skins.visible', '=', 1);
      count = count.where('skins.visible', '=', 1);
    }
    const [found, total] = await Promise.all([
      rows.orderBy('skins.updated_at', 'desc').orderBy('skins.id', 'desc').offset(page.offset).limit(page.limit).execute(),
      count.executeTakeFirst(),
    ]);
    return { rows: found, count: toCount(total?.n) };
  }

  owner(userId: number): Promise<{ id: number; name: string; name_folded: string; role_id: number } | undefined> {
    return this.db.selectFrom('users').select(['id', 'name', 'name_folded', 'role_id']).where('id', '=', userId).executeTakeFirst();
  }

  /**
   * Stores a new skin unless the member already has `max`: answers its id, or null (nothing stored).
   * The member's row is locked on PostgreSQL so that two servers cannot both pass the count.
   */
  async create(userId: number, game: string, values: SkinValues, max: number): Promise<number | null> {
    return this.db.transaction().execute(async (trx) => {
      if (dialectOf(this.db) === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      const row = await trx.selectFrom('skins').select((eb) => eb.fn.countAll<string | number>().as('n')).where('user_id', '=', userId).executeTakeFirst();
      if (toCount(row?.n) >= max) return null;
      const at = now();
      const inserted = await trx
        .insertInto('skins')
        .values({ ...values, user_id: userId, game, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(inserted.id);
    });
  }

  /** Changes the member's skin; false when it is not (or no longer) theirs. */
  async update(userId: number, skinId: number, values: Partial<SkinValues>): Promise<boolean> {
    const result = await this.db
      .updateTable('skins')
      .set({ ...values, updated_at: now() })
      .where('id', '=', skinId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async remove(userId: number, skinId: number): Promise<boolean> {
    const result = await this.db.deleteFrom('skins').where('id', '=', skinId).where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Public skins of a game whose owner is not banned (the home page's figure). */
  async publicCount(game: string): Promise<number> {
    const row = await this.db
      .selectFrom('skins')
      .innerJoin('users', 'users.id', 'skins.user_id')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('skins.game', '=', game)
      .where('skins.visible', '=', 1)
      .where('users.role_id', '<>', ROLES.banned)
      .executeTakeFirst();
    return toCount(row?.n);
  }

  /**
   * The game's items of the given data categories whose names hold every word (folded word
   * beginnings), by name in `lang` then id; living objects come with their records.
   */
  async cosmetics(game: string, categories: readonly string[], words: readonly string[], lang: Lang): Promise<CosmeticRow[]> {
    if (categories.length === 0) return [];
    let query = this.db
      .selectFrom('items')
      .select(COSMETIC_COLUMNS)
      .where('items.game', '=', game)
      .where('items.kind', '=', 'item')
      .where('items.category', 'in', [...categories]);
    // `search_text` is `| name | name |`: a word beginning follows a space.
    for (const word of words) query = query.where(sql<SqlBool>`items.search_text like ${`% ${word}%`}`);
    for (const term of orderTerms(dialectOf(this.db), 'items', 'item', game, { sort: 'name_asc', lang }, undefined)) query = query.orderBy(term as never);
    return this.withLivingRecords(game, await query.execute());
  }

  /** One item of the given categories, or undefined. */
  async cosmetic(game: string, categories: readonly string[], id: number): Promise<CosmeticRow | undefined> {
    const row = await this.db
      .selectFrom('items')
      .select(COSMETIC_COLUMNS)
      .where('items.game', '=', game)
      .where('items.id', '=', id)
      .where('items.kind', '=', 'item')
      .where('items.category', 'in', [...categories])
      .executeTakeFirst();
    return row ? (await this.withLivingRecords(game, [row]))[0] : undefined;
  }

  private async withLivingRecords(game: string, rows: CosmeticRow[]): Promise<CosmeticRow[]> {
    const living = rows.filter((row) => row.category === 'living_item').map((row) => row.id);
    if (living.length === 0) return rows;
    const records = await this.db.selectFrom('item_records').select(['id', 'data']).where('game', '=', game).where('id', 'in', living).execute();
    const byId = new Map(records.map((record) => [Number(record.id), JSON.parse(record.data) as RawItemRecord]));
    return rows.map((row) => (row.category === 'living_item' ? { ...row, record: byId.get(row.id) } : row));
  }
}
