/**
 * Items and weapons (one table, `kind` tells them apart). The search's WHERE clause is built in one
 * place (`itemFilter`) and shared by the page query and the count query, so they cannot disagree.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Lang } from '../../../contract/api.ts';
import { toCount } from '../db/dialect.ts';
import type { Database, ItemKind, ItemsTable } from '../db/schema.ts';
import { NAME_SEPARATOR, normalizeText, searchWords } from '../text.ts';

export interface ItemFilter {
  /** Text to match on the names (any language), accent- and case-insensitively. */
  text?: string | undefined;
  kind?: ItemKind;
  /** Data category key (hat, ring, …). */
  category?: string;
  /** Weapon type (sword, bow, …). */
  weaponType?: string;
  /** Only the items a player can own on an official server. */
  standardOnly: boolean;
}

export interface ItemPage {
  offset: number;
  limit: number;
  /** Language whose name orders items of the same level. */
  lang: Lang;
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

function itemFilter(game: string, filter: ItemFilter) {
  return (eb: ExpressionBuilder<Database, 'items'>) => {
    const conditions = [eb('game', '=', game)];
    if (filter.kind) conditions.push(eb('kind', '=', filter.kind));
    if (filter.category) conditions.push(eb('category', '=', filter.category));
    if (filter.weaponType) conditions.push(eb('weapon_type', '=', filter.weaponType));
    if (filter.standardOnly) conditions.push(eb('availability', '=', 'standard'));
    // Each word anywhere in one of the names; issue 4 replaces this scan with full-text search.
    for (const word of searchWords(filter.text ?? '')) conditions.push(eb('search_text', 'like', `%${word}%`));
    return eb.and(conditions);
  };
}

export class ItemRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async search(game: string, filter: ItemFilter, page: ItemPage): Promise<{ rows: ItemSummaryRow[]; count: number }> {
    const where = itemFilter(game, filter);
    const exactName = normalizeText(filter.text ?? '');
    let query = this.db.selectFrom('items').select(SUMMARY_COLUMNS).where(where);
    if (exactName !== '') {
      // A name equal to the text comes first: `search_text` holds each whole name between separators.
      const pattern = `%${NAME_SEPARATOR}${exactName}${NAME_SEPARATOR}%`;
      query = query.orderBy((eb) => eb.case().when('search_text', 'like', pattern).then(0).else(1).end());
    }
    const nameColumn = `name_${page.lang}` as const;
    const [rows, total] = await Promise.all([
      query
        .orderBy('level')
        .orderBy((eb) => eb.fn.coalesce(nameColumn, 'name_fr', 'name_en', 'name_es'))
        .orderBy('id')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      this.db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where(where)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, count: toCount(total.count) };
  }

  find(game: string, id: number) {
    return this.db.selectFrom('items').selectAll().where('game', '=', game).where('id', '=', id).executeTakeFirst();
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
