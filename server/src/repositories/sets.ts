/** Sets (panoplies, "cloths" in the API). */
import { sql, type Kysely, type SqlBool } from 'kysely';
import { toCount } from '../db/dialect.ts';
import type { Database, SetsTable } from '../db/schema.ts';
import type { MatchPlan } from '../search/match.ts';
import { facetConditions, orderTerms, TOTAL_COUNT, totalOf, type FacetFilter, type SearchOrder } from './filters.ts';
import type { TextSearch } from './text-search.ts';

export interface SetFilter extends FacetFilter {
  text?: string | undefined;
  /** Piece kinds (`piece_kinds` entries) the set must all hold. */
  withPieces?: readonly string[];
  /** Piece kinds the set must not hold. */
  withoutPieces?: readonly string[];
}

export interface SetPage extends SearchOrder {
  offset: number;
  limit: number;
}

const SUMMARY_COLUMNS = [
  'id',
  'level',
  'availability',
  'data',
  'name_fr',
  'name_en',
  'name_es',
] as const satisfies readonly (keyof SetsTable)[];

export type SetSummaryRow = Pick<SetsTable, (typeof SUMMARY_COLUMNS)[number]>;

export class SetRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly textSearch: TextSearch,
  ) {}

  find(game: string, id: number) {
    return this.db.selectFrom('sets').selectAll().where('game', '=', game).where('id', '=', id).executeTakeFirst();
  }

  async findMany(game: string, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return this.db.selectFrom('sets').selectAll().where('game', '=', game).where('id', 'in', ids).execute();
  }

  search(game: string, filter: SetFilter, page: SetPage): Promise<{ rows: SetSummaryRow[]; count: number }> {
    return this.textSearch.withTypoFallback(game, 'set', filter.text, (plan) => this.searchWith(game, filter, page, plan));
  }

  private async searchWith(game: string, filter: SetFilter, page: SetPage, plan: MatchPlan | undefined) {
    // `piece_kinds` is `|hat|ring|weapon|`: a kind matches as `%|kind|%` (keys hold no wildcard).
    const conditions = [
      sql<SqlBool>`sets.game = ${game}`,
      ...(filter.withPieces ?? []).map((kind) => sql<SqlBool>`sets.piece_kinds like ${`%|${kind}|%`}`),
      ...(filter.withoutPieces ?? []).map((kind) => sql<SqlBool>`sets.piece_kinds not like ${`%|${kind}|%`}`),
      ...facetConditions('sets', 'set', game, filter),
      ...(plan ? [this.textSearch.matches('sets', game, 'set', plan, filter.standardOnly)] : []),
    ];
    const rank = plan ? this.textSearch.rank('sets', plan) : undefined;
    let query = this.db.selectFrom('sets').select(SUMMARY_COLUMNS).where((eb) => eb.and(conditions));
    for (const term of orderTerms(this.textSearch.dialect, 'sets', 'set', game, page, rank)) query = query.orderBy(term);
    const rows = await query.select(TOTAL_COUNT).offset(page.offset).limit(page.limit).execute();
    const count = await totalOf(rows, page.offset, async () => {
      const total = await this.db
        .selectFrom('sets')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where((eb) => eb.and(conditions))
        .executeTakeFirstOrThrow();
      return total.count;
    });
    return { rows, count };
  }

  async count(game: string): Promise<number> {
    const row = await this.db
      .selectFrom('sets')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('game', '=', game)
      .executeTakeFirstOrThrow();
    return toCount(row.count);
  }
}
