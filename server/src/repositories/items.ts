/**
 * Items and weapons (one table, `kind` tells them apart). A search's WHERE clause is built in one
 * place (`conditions`) and shared by the page query and the count query, so they cannot disagree.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { toCount } from '../db/dialect.ts';
import type { Database, ItemKind, ItemsTable, ItemWithRecord } from '../db/schema.ts';
import type { SubTypes, TypeSelection } from '../search/categories.ts';
import type { MatchPlan } from '../search/match.ts';
import { facetConditions, orderTerms, TOTAL_COUNT, totalOf, type FacetFilter, type SearchOrder } from './filters.ts';
import type { TextSearch } from './text-search.ts';

export interface ItemFilter extends FacetFilter {
  /** Words to find in the names or type names (any language), accent- and case-insensitively. */
  text?: string | undefined;
  types: TypeSelection;
}

export interface ItemPage extends SearchOrder {
  offset: number;
  limit: number;
}

/** The columns of a summary: everything but the raw record. */
const SUMMARY_COLUMNS = [
  'id',
  'kind',
  'category',
  'level',
  'set_id',
  'availability',
  'name_fr',
  'name_en',
  'name_es',
] as const satisfies readonly (keyof ItemsTable)[];

export type ItemSummaryRow = Pick<ItemsTable, (typeof SUMMARY_COLUMNS)[number]>;

function anySubType({ categories, weaponTypes }: SubTypes): RawBuilder<SqlBool> {
  const alternatives = [
    ...(categories.length > 0 ? [sql<SqlBool>`items.category in (${sql.join(categories)})`] : []),
    ...(weaponTypes.length > 0 ? [sql<SqlBool>`items.weapon_type in (${sql.join(weaponTypes)})`] : []),
  ];
  return alternatives.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`;
}

function typeConditions({ kind, anyOf, noneOf }: TypeSelection): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (kind) conditions.push(sql<SqlBool>`items.kind = ${kind}`);
  if (anyOf) conditions.push(anySubType(anyOf));
  if (noneOf.categories.length > 0) conditions.push(sql<SqlBool>`items.category not in (${sql.join(noneOf.categories)})`);
  if (noneOf.weaponTypes.length > 0) {
    // weapon_type is null for equipment: `not in` alone would drop every piece of equipment.
    conditions.push(sql<SqlBool>`(items.weapon_type is null or items.weapon_type not in (${sql.join(noneOf.weaponTypes)}))`);
  }
  return conditions;
}

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

  /** An item with its raw record. */
  find(game: string, id: number): Promise<ItemWithRecord | undefined> {
    return this.withRecords(game).where('items.id', '=', id).executeTakeFirst();
  }

  /** Items with their raw records, of the given ids that exist, in no particular order. */
  async findMany(game: string, ids: readonly number[]): Promise<ItemWithRecord[]> {
    if (ids.length === 0) return [];
    return this.withRecords(game).where('items.id', 'in', ids).execute();
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

  /** Summaries of the given ids that exist, in no particular order. */
  async summaries(game: string, ids: readonly number[]): Promise<ItemSummaryRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('items').select(SUMMARY_COLUMNS).where('game', '=', game).where('id', 'in', ids).execute();
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
