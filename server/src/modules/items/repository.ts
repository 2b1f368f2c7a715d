/**
 * Items and weapons (one table, `kind` tells them apart), their raw records and their recipes. A
 * search's WHERE clause is built in one place and shared by the page query and the count query, so
 * they cannot disagree; its text, facet and category conditions come from the search module.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import { toCount } from '#server/db/dialect';
import type { Database, ItemKind, ItemRow, ItemsTable, NameColumns } from '#server/db/schema';
import type { RawEffectRecord, RawIngredient, RawItemRecord, RawRecipe } from '#server/import/records';
import { typeConditions, type TypeSelection } from '../search/categories.ts';
import { facetConditions, orderTerms, TOTAL_COUNT, totalOf, type FacetFilter, type SearchOrder } from '../search/filters.ts';
import type { MatchPlan } from '../search/match.ts';
import type { TextSearch } from '../search/text-search.ts';

export interface ItemFilter extends FacetFilter {
  /** Words to find in the names or type names (any language), accent- and case-insensitively. */
  text?: string | undefined;
  types: TypeSelection;
}

export interface ItemPage extends SearchOrder {
  offset: number;
  limit: number;
}

/** The Cacminator's weapons: the filters SQL applies (hands and elements are read in the records). */
export interface WeaponFilter {
  types: TypeSelection;
  levelMin?: number | undefined;
  levelMax?: number | undefined;
  standardOnly: boolean;
  /** Folded words, each the beginning of a word of a name. */
  words: readonly string[];
}

/** The columns of a summary: everything but the raw record. */
const SUMMARY_COLUMNS = [
  'id',
  'kind',
  'category',
  'level',
  'set_id',
  'availability',
  'weapon_type',
  'name_fr',
  'name_en',
  'name_es',
] as const satisfies readonly (keyof ItemsTable)[];

export type ItemSummaryRow = Pick<ItemsTable, (typeof SUMMARY_COLUMNS)[number]>;

/** An item with its raw record, decoded. */
export type ItemWithRecord = ItemRow & { record: RawItemRecord };

export class ItemRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly textSearch: TextSearch,
  ) {}

  /** One page of the items matching `filter`, and how many match in all. */
  search(game: string, filter: ItemFilter, page: ItemPage): Promise<{ rows: ItemSummaryRow[]; count: number }> {
    return this.textSearch.withTypoFallback(game, 'item', filter.text, (plan) => this.searchWith(game, filter, page, plan));
  }

  private async searchWith(game: string, filter: ItemFilter, page: ItemPage, plan: MatchPlan | undefined) {
    const conditions = [
      sql<SqlBool>`items.game = ${game}`,
      ...typeConditions(filter.types),
      ...facetConditions('items', 'item', game, filter),
      ...(plan ? [this.textSearch.matches('items', game, 'item', plan, filter.standardOnly)] : []),
    ];
    const rank = plan ? this.textSearch.rank('items', plan) : undefined;
    const order = orderTerms(this.textSearch.dialect, 'items', 'item', game, page, rank);
    let query = this.db.selectFrom('items').select(SUMMARY_COLUMNS).where((eb) => eb.and(conditions));
    for (const term of order) query = query.orderBy(term);
    const rows = await query.select(TOTAL_COUNT).offset(page.offset).limit(page.limit).execute();
    const count = await totalOf(rows, page.offset, async () => {
      const total = await this.db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where((eb) => eb.and(conditions))
        .executeTakeFirstOrThrow();
      return total.count;
    });
    return { rows, count };
  }

  /**
   * Weapons matching `filter`, in `order`, with their raw records: a page of them (`page`) and how
   * many match in all, or every one of them (no `page`: the caller filters the records further).
   */
  async weapons(game: string, filter: WeaponFilter, order: SearchOrder, page?: { offset: number; limit: number }): Promise<{ rows: ItemWithRecord[]; count: number }> {
    const conditions = [
      sql<SqlBool>`items.game = ${game}`,
      ...typeConditions(filter.types),
      ...(filter.levelMin === undefined ? [] : [sql<SqlBool>`items.level >= ${filter.levelMin}`]),
      ...(filter.levelMax === undefined ? [] : [sql<SqlBool>`items.level <= ${filter.levelMax}`]),
      ...(filter.standardOnly ? [sql<SqlBool>`items.availability = 'standard'`] : []),
      // `search_text` is `| name | name |`: a word beginning follows a space.
      ...filter.words.map((word) => sql<SqlBool>`items.search_text like ${`% ${word}%`}`),
    ];
    let query = this.withRecords(game).where((eb) => eb.and(conditions));
    for (const term of orderTerms(this.textSearch.dialect, 'items', 'item', game, order, undefined)) query = query.orderBy(term);
    if (!page) {
      const rows = (await query.execute()).map(decoded);
      return { rows, count: rows.length };
    }
    const rows = await query.select(TOTAL_COUNT).offset(page.offset).limit(page.limit).execute();
    const count = await totalOf(rows, page.offset, async () => {
      const total = await this.db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where((eb) => eb.and(conditions))
        .executeTakeFirstOrThrow();
      return total.count;
    });
    return { rows: rows.map(({ total_count: _total, ...row }) => decoded(row)), count };
  }

  /**
   * The items equipped in the member's stuffs of this game that sit in these folders (folders of
   * another member name none of the member's stuffs, so they add nothing). Distinct, ascending.
   */
  async equippedInFolders(game: string, userId: number, folderIds: readonly number[]): Promise<number[]> {
    if (folderIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('stuffs')
      .select('data')
      .where('user_id', '=', userId)
      .where('game', '=', game)
      .where('folder_id', 'in', [...folderIds])
      .execute();
    const ids = new Set<number>();
    for (const row of rows) {
      const items = (JSON.parse(row.data) as { items?: Record<string, unknown> }).items ?? {};
      for (const id of Object.values(items)) if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ids.add(id);
    }
    return [...ids].sort((a, b) => a - b);
  }

  /** The member's favourite items of this game. */
  async favoriteIds(game: string, userId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('favorites').select('item_id').where('user_id', '=', userId).where('game', '=', game).orderBy('item_id').execute();
    return rows.map((row) => Number(row.item_id));
  }

  /** An item with its raw record. */
  async find(game: string, id: number): Promise<ItemWithRecord | undefined> {
    const row = await this.withRecords(game).where('items.id', '=', id).executeTakeFirst();
    return row && decoded(row);
  }

  /** Items with their raw records, of the given ids that exist, in no particular order. */
  async findMany(game: string, ids: readonly number[]): Promise<ItemWithRecord[]> {
    if (ids.length === 0) return [];
    return (await this.withRecords(game).where('items.id', 'in', ids).execute()).map(decoded);
  }

  private withRecords(game: string) {
    return this.db
      .selectFrom('items')
      .innerJoin('item_records', (join) =>
        join.onRef('item_records.game', '=', 'items.game').onRef('item_records.id', '=', 'items.id'),
      )
      .selectAll('items')
      .select('item_records.data')
      .where('items.game', '=', game);
  }

  /**
   * The recipe of each item (item id → ingredients; none: empty). Retro embeds equipment recipes in
   * the record; the recipes table (recipes.json) has the others.
   */
  async recipes(game: string, items: readonly ItemWithRecord[]): Promise<Map<number, readonly RawIngredient[]>> {
    const itemIds = items.filter((item) => !item.record.recipe).map((item) => item.id);
    const stored = new Map<number, string>();
    if (itemIds.length > 0) {
      const rows = await this.db
        .selectFrom('recipes')
        .select(['item_id', 'data'])
        .where('game', '=', game)
        .where('item_id', 'in', itemIds)
        .execute();
      for (const row of rows) stored.set(row.item_id, row.data);
    }
    return new Map(
      items.map((item) => [item.id, item.record.recipe ?? (JSON.parse(stored.get(item.id) ?? '{}') as RawRecipe).ingredients ?? []]),
    );
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

  /** Summaries of the given ids that exist, in no particular order. */
  async summaries(game: string, ids: readonly number[]): Promise<ItemSummaryRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('items').select(SUMMARY_COLUMNS).where('game', '=', game).where('id', 'in', ids).execute();
  }

  /** The effect lines of the given items (id → lines; an item without any: absent), for summaries. */
  async effects(game: string, ids: readonly number[]): Promise<Map<number, readonly RawEffectRecord[]>> {
    const effects = new Map<number, readonly RawEffectRecord[]>();
    if (ids.length === 0) return effects;
    const rows = await this.db.selectFrom('item_records').select(['id', 'data']).where('game', '=', game).where('id', 'in', ids).execute();
    for (const row of rows) {
      const record = JSON.parse(row.data) as RawItemRecord;
      if (record.effects && record.effects.length > 0) effects.set(row.id, record.effects);
    }
    return effects;
  }

  async count(game: string): Promise<number> {
    const row = await this.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('game', '=', game)
      .executeTakeFirstOrThrow();
    return toCount(row.count);
  }

  /** The categories and weapon types a game's data uses. */
  async categoriesInUse(game: string): Promise<{ kind: ItemKind; category: string; weapon_type: string | null }[]> {
    return this.db
      .selectFrom('items')
      .select(['kind', 'category', 'weapon_type'])
      .distinct()
      .where('game', '=', game)
      .execute();
  }
}

function decoded({ data, ...row }: ItemRow & { data: string }): ItemWithRecord {
  return { ...row, record: JSON.parse(data) as RawItemRecord };
}
