/** Sets (panoplies, "cloths" in the API), with their raw records decoded. */
import { sql, type Kysely, type SqlBool } from 'kysely';
import { toCount } from '#server/db/dialect';
import type { Database, SetRow, SetsTable } from '#server/db/schema';
import type { RawSetRecord } from '#server/import/records';
import { pieceConditions } from '../search/categories.ts';
import { facetConditions, orderTerms, TOTAL_COUNT, totalOf, type FacetFilter, type SearchOrder } from '../search/filters.ts';
import type { MatchPlan } from '../search/match.ts';
import type { TextSearch } from '../search/text-search.ts';

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

/** What a set summary reads: its columns and its raw record, decoded. */
export type SetSummaryRow = Pick<SetsTable, Exclude<(typeof SUMMARY_COLUMNS)[number], 'data'>> & { record: RawSetRecord };
/** A set with its raw record, decoded. */
export type SetWithRecord = Omit<SetRow, 'data'> & { record: RawSetRecord };

function decoded<Row extends { data: string }>({ data, ...row }: Row): Omit<Row, 'data'> & { record: RawSetRecord } {
  return { ...row, record: JSON.parse(data) as RawSetRecord };
}

export class SetRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly textSearch: TextSearch,
  ) {}

  async find(game: string, id: number): Promise<SetWithRecord | undefined> {
    const row = await this.db.selectFrom('sets').selectAll().where('game', '=', game).where('id', '=', id).executeTakeFirst();
    return row && decoded(row);
  }

  async findMany(game: string, ids: readonly number[]): Promise<SetWithRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('sets').selectAll().where('game', '=', game).where('id', 'in', ids).execute();
    return rows.map(decoded);
  }

  search(game: string, filter: SetFilter, page: SetPage): Promise<{ rows: SetSummaryRow[]; count: number }> {
    return this.textSearch.withTypoFallback(game, 'set', filter.text, (plan) => this.searchWith(game, filter, page, plan));
  }

  private async searchWith(game: string, filter: SetFilter, page: SetPage, plan: MatchPlan | undefined) {
    const conditions = [
      sql<SqlBool>`sets.game = ${game}`,
      ...pieceConditions(filter.withPieces, filter.withoutPieces),
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
    return { rows: rows.map(({ total_count: _total, ...row }) => decoded(row)), count };
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
