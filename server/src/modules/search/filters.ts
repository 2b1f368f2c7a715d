/**
 * Filters and sorts shared by the item and set searches, written once against the columns both
 * tables have (`level`, `availability`, `class_mask`, `element_mask`, `sort_<lang>`, `id`) and the
 * stat index. Each filter is one condition; a search ANDs them.
 */
import { sql, type AliasedRawBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { Lang } from '#contract/common';
import type { SearchElement, SearchSort } from '#contract/search';
import type { StatKey } from '#game/stats';
import type { DialectName } from '#server/db/connection';
import { bytewise, toCount } from '#server/db/dialect';
import type { SearchScope } from '#server/db/schema';
import { classBit, ELEMENT_BITS } from './facets.ts';

export interface FacetFilter {
  /** Only records this class may use. */
  classId?: number | undefined;
  /** Records serving every one of these elements. */
  elements?: readonly SearchElement[] | undefined;
  levelMin?: number | undefined;
  levelMax?: number | undefined;
  /** Records giving every one of these characteristics. */
  stats?: readonly StatKey[] | undefined;
  /** Only records a player can own on an official server (`availability` standard). */
  standardOnly: boolean;
  /**
   * Only these items (a set: with one of them as a piece); none matches an empty list. The
   * caller's own selection (folders, favourites), resolved by search/member-items.ts.
   */
  itemIds?: readonly number[] | undefined;
}

export interface SearchOrder {
  sort: SearchSort;
  /** The characteristic `effect_desc` orders by. */
  sortStat?: StatKey | undefined;
  /** Language of the names ordered by. */
  lang: Lang;
}

export function facetConditions(
  table: 'items' | 'sets',
  scope: SearchScope,
  game: string,
  filter: FacetFilter,
): RawBuilder<SqlBool>[] {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const conditions: RawBuilder<SqlBool>[] = [];
  if (filter.classId !== undefined) {
    conditions.push(sql<SqlBool>`(${column('class_mask')} & ${classBit(filter.classId)}) <> 0`);
  }
  if (filter.elements && filter.elements.length > 0) {
    const bits = filter.elements.reduce((mask, element) => mask | ELEMENT_BITS[element], 0);
    conditions.push(sql<SqlBool>`(${column('element_mask')} & ${bits}) = ${bits}`);
  }
  if (filter.levelMin !== undefined) conditions.push(sql<SqlBool>`${column('level')} >= ${filter.levelMin}`);
  if (filter.levelMax !== undefined) conditions.push(sql<SqlBool>`${column('level')} <= ${filter.levelMax}`);
  for (const stat of filter.stats ?? []) {
    conditions.push(
      sql<SqlBool>`${column('id')} in (select ref_id from stat_index where game = ${game} and scope = ${scope} and stat = ${stat})`,
    );
  }
  if (filter.standardOnly) conditions.push(sql<SqlBool>`${column('availability')} = 'standard'`);
  if (filter.itemIds !== undefined) {
    if (filter.itemIds.length === 0) conditions.push(sql<SqlBool>`1 = 0`);
    else {
      const ids = sql.join(filter.itemIds.map((id) => sql`${id}`));
      conditions.push(
        table === 'items'
          ? sql<SqlBool>`${column('id')} in (${ids})`
          : sql<SqlBool>`${column('id')} in (select set_id from items where game = ${game} and set_id is not null and id in (${ids}))`,
      );
    }
  }
  return conditions;
}

/**
 * ORDER BY terms. Every order ends with the other keys and the id, so that a page never depends on
 * how one engine happens to break ties. Names compare as folded ASCII, byte by byte on both.
 */
export function orderTerms(
  dialect: DialectName,
  table: 'items' | 'sets',
  scope: SearchScope,
  game: string,
  order: SearchOrder,
  rank: RawBuilder<number> | undefined,
): RawBuilder<unknown>[] {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const level = column('level');
  const name = bytewise(dialect, sql<string>`${column(`sort_${order.lang}`)}`);
  const id = column('id');
  switch (order.sort) {
    case 'relevance':
      return [...(rank ? [rank] : []), level, name, id];
    case 'level_asc':
      return [level, name, id];
    case 'level_desc':
      return [sql`${level} desc`, name, id];
    case 'name_asc':
      return [name, level, id];
    case 'name_desc':
      return [sql`${name} desc`, level, id];
    case 'effect_desc': {
      // Routes only allow this sort with an effect filter on `sortStat`, so the value exists.
      const value = sql`(select value from stat_index where game = ${game} and scope = ${scope} and stat = ${order.sortStat ?? ''} and ref_id = ${id})`;
      return [sql`${value} desc`, level, name, id];
    }
  }
}

/**
 * Selected with a page's rows: how many rows match in all. A window count is computed before LIMIT,
 * so one query gives the page and the total and the text match runs once, not twice.
 */
export const TOTAL_COUNT: AliasedRawBuilder<string | number, 'total_count'> = sql<string | number>`count(*) over ()`.as('total_count');

/**
 * The total from a page's rows; a page past the end has no row to carry it, and only then is the
 * total counted separately.
 */
export async function totalOf(
  rows: readonly { total_count: string | number }[],
  offset: number,
  count: () => Promise<string | number>,
): Promise<number> {
  if (rows.length > 0) return toCount(rows[0]!.total_count);
  return offset === 0 ? 0 : toCount(await count());
}
