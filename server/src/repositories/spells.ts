/** Class spells: a class's list for the encyclopedia, and the navbar's name search. */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Lang } from '#contract/common';
import { bytewise } from '../db/dialect.ts';
import type { Database, SpellRow } from '../db/schema.ts';
import type { RawClassRecord } from '../import/records.ts';
import type { MatchPlan } from '../search/match.ts';
import { TOTAL_COUNT, totalOf } from './filters.ts';
import type { TextSearch } from './text-search.ts';

const HIT_COLUMNS = ['id', 'class_id', 'data', 'name_fr', 'name_en', 'name_es'] as const;
export type SpellHitRow = Pick<SpellRow, (typeof HIT_COLUMNS)[number]>;

export class SpellRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly textSearch: TextSearch,
  ) {}

  findClass(game: string, classId: number) {
    return this.db.selectFrom('classes').selectAll().where('game', '=', game).where('id', '=', classId).executeTakeFirst();
  }

  /**
   * The class's spells in the order of the class's own list (`spell_ids` of classes.json: the
   * game's order), then any other spell of the class by id.
   */
  async ofClass(game: string, classId: number, classData: string): Promise<SpellRow[]> {
    const order = (JSON.parse(classData) as RawClassRecord & { spell_ids?: unknown }).spell_ids;
    const position = new Map(Array.isArray(order) ? order.map((id, index) => [id, index] as const) : []);
    const rows = await this.db
      .selectFrom('spells')
      .selectAll()
      .where('game', '=', game)
      .where('class_id', '=', classId)
      .orderBy('id')
      .execute();
    return rows.sort((a, b) => (position.get(a.id) ?? Infinity) - (position.get(b.id) ?? Infinity) || a.id - b.id);
  }

  /** The first `limit` class spells whose names match `text`, best match first, and the total. */
  search(game: string, text: string, limit: number, lang: Lang): Promise<{ rows: SpellHitRow[]; count: number }> {
    return this.textSearch.withTypoFallback(game, 'spell', text, async (plan) =>
      plan ? this.searchWith(game, plan, limit, lang) : { rows: [], count: 0 },
    );
  }

  private async searchWith(game: string, plan: MatchPlan, limit: number, lang: Lang) {
    const conditions = [
      sql<SqlBool>`spells.game = ${game}`,
      sql<SqlBool>`spells.class_id is not null`,
      this.textSearch.matches('spells', game, 'spell', plan, false),
    ];
    const rows = await this.db
      .selectFrom('spells')
      .select([...HIT_COLUMNS, TOTAL_COUNT])
      .where((eb) => eb.and(conditions))
      .orderBy(this.textSearch.rank('spells', plan))
      .orderBy(bytewise(this.textSearch.dialect, sql<string>`${sql.ref(`spells.sort_${lang}`)}`))
      .orderBy('spells.id')
      .limit(limit)
      .execute();
    // No offset: an empty first page means no match at all.
    return { rows: rows as SpellHitRow[], count: await totalOf(rows, 0, async () => 0) };
  }
}
