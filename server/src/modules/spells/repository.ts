/** Class spells: a class's list for the encyclopedia, and the navbar's name search. */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Lang } from '#contract/common';
import { bytewise } from '#server/db/dialect';
import type { ClassesTable, Database, NameColumns, SpellRow } from '#server/db/schema';
import type { RawClassRecord, RawSpellRecord } from '#server/import/records';
import { TOTAL_COUNT, totalOf } from '../search/filters.ts';
import type { MatchPlan } from '../search/match.ts';
import type { TextSearch } from '../search/text-search.ts';

const HIT_COLUMNS = ['id', 'class_id', 'data', 'name_fr', 'name_en', 'name_es'] as const;
/** A spell found by the navbar search: its names, its class and its raw record, decoded. */
export type SpellHitRow = Pick<SpellRow, 'id' | 'class_id'> & NameColumns & { record: RawSpellRecord };
/** A spell with its raw record, decoded. */
export type SpellWithRecord = Omit<SpellRow, 'data'> & { record: RawSpellRecord };
/** A class with its raw record, decoded. */
export type ClassWithRecord = Omit<ClassesTable, 'data'> & { record: RawClassRecord & { spell_ids?: unknown } };

function decodedSpell<Row extends { data: string }>({ data, ...row }: Row): Omit<Row, 'data'> & { record: RawSpellRecord } {
  return { ...row, record: JSON.parse(data) as RawSpellRecord };
}

export class SpellRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly textSearch: TextSearch,
  ) {}

  async findClass(game: string, classId: number): Promise<ClassWithRecord | undefined> {
    const row = await this.db.selectFrom('classes').selectAll().where('game', '=', game).where('id', '=', classId).executeTakeFirst();
    if (!row) return undefined;
    const { data, ...columns } = row;
    return { ...columns, record: JSON.parse(data) as ClassWithRecord['record'] };
  }

  /**
   * The class's spells in the order of the class's own list (`spell_ids` of classes.json: the
   * game's order), then any other spell of the class by id.
   */
  async ofClass(game: string, classRow: ClassWithRecord): Promise<SpellWithRecord[]> {
    const order = classRow.record.spell_ids;
    const position = new Map(Array.isArray(order) ? order.map((id, index) => [id, index] as const) : []);
    const rows = await this.db
      .selectFrom('spells')
      .selectAll()
      .where('game', '=', game)
      .where('class_id', '=', classRow.id)
      .orderBy('id')
      .execute();
    return rows
      .sort((a, b) => (position.get(a.id) ?? Infinity) - (position.get(b.id) ?? Infinity) || a.id - b.id)
      .map(decodedSpell);
  }

  /** The first `limit` class spells whose names match `text`, best match first, and the total. */
  /**
   * Spells by name, best match first, a page at a time (the navbar's first hits, the search page's
   * pages), with the total of every match.
   */
  search(game: string, text: string, limit: number, lang: Lang, offset = 0): Promise<{ rows: SpellHitRow[]; count: number }> {
    return this.textSearch.withTypoFallback(game, 'spell', text, async (plan) =>
      plan ? this.searchWith(game, plan, limit, lang, offset) : { rows: [], count: 0 },
    );
  }

  private async searchWith(game: string, plan: MatchPlan, limit: number, lang: Lang, offset: number) {
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
      .offset(offset)
      .execute();
    // A page past the end carries no total: only then is it counted on its own.
    const count = await totalOf(rows, offset, async () => {
      const row = await this.db
        .selectFrom('spells')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where((eb) => eb.and(conditions))
        .executeTakeFirstOrThrow();
      return row.count;
    });
    return { rows: rows.map(({ total_count: _total, ...row }): SpellHitRow => decodedSpell(row)), count };
  }
}
