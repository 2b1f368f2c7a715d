/**
 * Saved stuffs, folders and favourites in the database. Every write is one statement or one
 * transaction; a write to an existing stuff is conditioned on the version its caller read
 * (`where version = ?`, then `version + 1`), so that two processes saving the same stuff never
 * mix: the second one finds the version moved and is told so (409).
 */
import { sql, type Kysely, type RawBuilder, type SqlBool, type Updateable } from 'kysely';
import { LATEST_STUFFS, type StuffSearchQuery } from '#contract/stuffs';
import { dialectOf } from '#server/db/dialect';
import type { Database, FolderRow, StuffRow, StuffsTable } from '#server/db/schema';
import { normalizeText, searchWords } from '../search/text.ts';
import { now } from '../users/repository.ts';
import { bitTerm, ELEMENT_BITS, framedMask, prefixEnd, TAG_BITS, wordsOfFolded } from './search-columns.ts';

/** A stuff row with its author's name and profile slug, and its folder's name. */
export type StuffWithNames = StuffRow & { user_name: string; user_slug: string; folder_name: string | null };

export type StuffFields = Omit<
  StuffsTable,
  'id' | 'views' | 'short_code' | 'version' | 'created_at' | 'updated_at' | 'name_folded' | 'user_id' | 'game' | 'element_mask' | 'tag_mask' | 'guide' | 'hidden'
>;

const BASE62 = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
export function base62(value: number): string {
  let rest = value;
  let out = '';
  do {
    out = BASE62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return out;
}
export function fromBase62(code: string): number {
  let value = 0;
  for (const char of code) value = value * 62 + BASE62.indexOf(char);
  return value;
}

/** Comma-framed codes (`,pvp,earth,`): one `like '%,pvp,%'` finds a code. */
export const framed = (codes: readonly string[]) => (codes.length === 0 ? ',' : `,${codes.join(',')},`);
export const unframed = (text: string) => text.split(',').filter(Boolean);
const folded = (name: string) => ` ${normalizeText(name)} `;

/**
 * The search columns derived from the fields being written (search-columns.ts): each comes with the
 * field it derives from, so that no write path can leave one stale.
 */
function derivedColumns(fields: Partial<StuffFields>): Updateable<StuffsTable> {
  const derived: Updateable<StuffsTable> = {};
  if (fields.name !== undefined) derived.name_folded = folded(fields.name);
  if (fields.elements !== undefined) derived.element_mask = framedMask(ELEMENT_BITS, fields.elements);
  if (fields.tags !== undefined) derived.tag_mask = framedMask(TAG_BITS, fields.tags);
  if (fields.markdown !== undefined) derived.guide = fields.markdown === '' ? 0 : 1;
  return derived;
}

/**
 * Not hidden by a moderator (migration 0011): every public query keeps `stuffs.visible = 1` (its
 * covering indexes) and leaves out the few hidden ids, read once from their partial index.
 */
const NOT_HIDDEN = sql<SqlBool>`stuffs.id not in (select hidden_stuffs.id from stuffs hidden_stuffs where hidden_stuffs.hidden = 1)`;

/** Listed in public: visible and not hidden (the `visible` of a stuff's words). */
const listedOf = (row: { visible: number; hidden?: number }) => (Number(row.visible) === 1 && Number(row.hidden ?? 0) === 0 ? 1 : 0);

/**
 * Writes the words of a stuff's name in the text filter's table, with its game and visibility (the
 * public search reads them there, without the stuff's row): again whenever the name or the
 * visibility is written. A stuff hidden by a moderator has its words written as not visible.
 */
async function writeWords(db: Kysely<Database>, row: Pick<StuffRow, 'id' | 'name_folded' | 'game' | 'visible'> & { hidden?: number }, replace: boolean): Promise<void> {
  if (replace) await db.deleteFrom('stuff_words').where('stuff_id', '=', row.id).execute();
  const words = wordsOfFolded(row.name_folded);
  if (words.length > 0) {
    await db
      .insertInto('stuff_words')
      .values(words.map((word) => ({ word, game: row.game, visible: listedOf(row), stuff_id: row.id })))
      .execute();
  }
}

/** Up to this many public stuffs matching the words, the page is read by their ids (see `search`). */
const FEW_MATCHES = 2000;

export type WriteOutcome = { kind: 'written'; row: StuffRow } | { kind: 'conflict'; current: number } | { kind: 'missing' };

export class StuffRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private withNames(db: Kysely<Database> = this.db) {
    return db
      .selectFrom('stuffs')
      .innerJoin('users', 'users.id', 'stuffs.user_id')
      .leftJoin('folders', 'folders.id', 'stuffs.folder_id')
      .selectAll('stuffs')
      .select(['users.name as user_name', 'users.name_folded as user_slug', 'folders.name as folder_name']);
  }

  byId(id: number): Promise<StuffWithNames | undefined> {
    return this.withNames().where('stuffs.id', '=', id).executeTakeFirst();
  }

  byShortCode(code: string): Promise<StuffWithNames | undefined> {
    return this.withNames().where('stuffs.short_code', '=', code).executeTakeFirst();
  }

  async countOf(userId: number, game: string): Promise<number> {
    const row = await this.db
      .selectFrom('stuffs')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .where('game', '=', game)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Inserts a stuff with its short code (base 62 of its id), in one transaction; undefined past `max`. */
  async create(userId: number, game: string, fields: StuffFields, max: number): Promise<StuffRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const count = await trx
        .selectFrom('stuffs')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('game', '=', game)
        .executeTakeFirst();
      if (Number(count?.n ?? 0) >= max) return undefined;
      const at = now();
      const derived = derivedColumns(fields);
      const nameFolded = folded(fields.name);
      const inserted = await trx
        .insertInto('stuffs')
        .values({ ...fields, ...derived, user_id: userId, game, name_folded: nameFolded, version: 1, views: 0, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeWords(trx, { id: inserted.id, name_folded: nameFolded, game, visible: fields.visible }, false);
      return trx
        .updateTable('stuffs')
        .set({ short_code: base62(inserted.id) })
        .where('id', '=', inserted.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /**
   * Writes `fields` if the stored version is still `version`; the version then moves on by one. The
   * derived search columns and, with a name, its words are written in the same transaction.
   */
  async write(id: number, userId: number, version: number, fields: Partial<StuffFields>): Promise<WriteOutcome> {
    const values: Updateable<StuffsTable> = { ...fields, ...derivedColumns(fields), updated_at: now(), version: version + 1 };
    const row = await this.db.transaction().execute(async (trx) => {
      const written = await trx
        .updateTable('stuffs')
        .set(values)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('version', '=', version)
        .returningAll()
        .executeTakeFirst();
      if (written && (fields.name !== undefined || fields.visible !== undefined)) await writeWords(trx, written, true);
      return written;
    });
    if (row) return { kind: 'written', row };
    const current = await this.db.selectFrom('stuffs').select('version').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return current ? { kind: 'conflict', current: Number(current.version) } : { kind: 'missing' };
  }

  async remove(id: number, userId: number): Promise<boolean> {
    const result = await this.db.deleteFrom('stuffs').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async addView(id: number): Promise<void> {
    await this.db
      .updateTable('stuffs')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** A member's stuffs of a game (all when `publicOnly` is false), last modified first. */
  listOf(userId: number, game: string, publicOnly: boolean): Promise<StuffWithNames[]> {
    let query = this.withNames().where('stuffs.user_id', '=', userId).where('stuffs.game', '=', game);
    if (publicOnly) query = query.where('stuffs.visible', '=', 1).where(NOT_HIDDEN);
    return query.orderBy('stuffs.updated_at', 'desc').orderBy('stuffs.id', 'desc').limit(1000).execute();
  }

  latest(game: string): Promise<StuffWithNames[]> {
    return this.withNames()
      .where('stuffs.game', '=', game)
      .where('stuffs.visible', '=', 1)
      .where(NOT_HIDDEN)
      .orderBy('stuffs.updated_at', 'desc')
      .orderBy('stuffs.id', 'desc')
      .limit(LATEST_STUFFS)
      .execute();
  }

  /**
   * Public stuffs (or one member's own, `ownerId`) matching the filters: words of the name (each a
   * word beginning), class, highest item level, every element and tag asked, guides only. Every
   * filter reads an index (migration 0009): a word its range of `stuff_words`; an element, a tag or
   * the guide flag a partial covering index of the public stuffs holding it, in page order; class
   * and level their indexes. The count reads the same indexes only. When the words of a public
   * search match few stuffs, their ids are read first and the page is read by id: ordering every
   * public stuff to find the few that match would read them all.
   */
  async search(game: string, filters: StuffSearchQuery, ownerId?: number): Promise<{ rows: StuffWithNames[]; count: number }> {
    const words = searchWords(filters.text ?? '');
    const others: RawBuilder<SqlBool>[] = [];
    if (filters.class !== undefined) others.push(sql<SqlBool>`stuffs.class_id = ${filters.class}`);
    if (filters.level_min !== undefined) others.push(sql<SqlBool>`stuffs.level >= ${filters.level_min}`);
    if (filters.level_max !== undefined) others.push(sql<SqlBool>`stuffs.level <= ${filters.level_max}`);
    // One term per bit, written as the partial indexes' predicates are.
    for (const element of filters.element ?? []) others.push(bitTerm('stuffs.element_mask', ELEMENT_BITS.get(element) ?? 0));
    for (const tag of filters.tags ?? []) others.push(bitTerm('stuffs.tag_mask', TAG_BITS.get(tag) ?? 0));
    if (filters.guide !== undefined) others.push(filters.guide ? sql<SqlBool>`stuffs.guide = 1` : sql<SqlBool>`stuffs.guide = 0`);
    if (filters.folder && ownerId !== undefined) others.push(sql<SqlBool>`stuffs.folder_id in (${sql.join(filters.folder)})`);
    if (filters.visible !== undefined && ownerId !== undefined) others.push(filters.visible ? sql<SqlBool>`stuffs.visible = 1` : sql<SqlBool>`stuffs.visible = 0`);
    const scope = ownerId === undefined ? sql<SqlBool>`stuffs.visible = 1 and ${NOT_HIDDEN}` : sql<SqlBool>`stuffs.user_id = ${ownerId}`;
    const conditions = [sql<SqlBool>`stuffs.game = ${game}`, scope, ...others];

    let count: number | undefined;
    /** PostgreSQL reads the page among a short list of ids (few stuffs have the typed words). */
    let byIds = false;
    if (words.length > 0) {
      // The stuffs having a word that begins with each typed word (public ones: read in `stuff_words` alone).
      const posting = (word: string) =>
        sql`word >= ${word} and word < ${prefixEnd(word)} and game = ${game}${ownerId === undefined ? sql` and visible = 1` : sql``}`;
      const [first, ...rest] = words as [string, ...string[]];
      const matching = sql`stuff_words where ${posting(first)}${sql.join(
        rest.map((word) => sql` and stuff_id in (select stuff_id from stuff_words where ${posting(word)})`),
        sql``,
      )}`;
      // The ids matching every word, once each: one word's posting made distinct. Several words: on
      // SQLite their postings intersected (INTERSECT reads each range once from the covering word
      // index and merges them, where the nested `in` looked up every id of one posting among the
      // other's words: 3 ms instead of 15 at 100,000 stuffs); PostgreSQL hashes the nested form
      // faster than its set operation. Plain `matching` stays inside `in (…)`, a semi-join, where a
      // distinct or set step made PostgreSQL hash the ids and scan every stuff instead of reading
      // the page's order.
      const postings =
        rest.length === 0 || dialectOf(this.db) === 'postgres'
          ? sql`select distinct stuff_id from ${matching}`
          : sql.join(
              words.map((word) => sql`select stuff_id from stuff_words where ${posting(word)}`),
              sql` intersect `,
            );
      const few = ownerId === undefined ? await sql<{ stuff_id: number }>`select stuff_id from (${postings}) matched limit ${FEW_MATCHES + 1}`.execute(this.db) : undefined;
      if (few && few.rows.length <= FEW_MATCHES) {
        if (few.rows.length === 0) return { rows: [], count: 0 };
        conditions.push(sql<SqlBool>`stuffs.id in (${sql.join(few.rows.map((row) => Number(row.stuff_id)))})`);
        // PostgreSQL only: SQLite reads the sort's covering index fast enough and stops at the page's end.
        byIds = dialectOf(this.db) === 'postgres';
        if (others.length === 0) count = few.rows.length;
      } else {
        conditions.push(sql<SqlBool>`stuffs.id in (select stuff_id from ${matching})`);
        if (others.length === 0 && ownerId === undefined) {
          const counted = await sql<{ n: string | number }>`select count(*) as n from (${postings}) matched`.execute(this.db);
          count = Number(counted.rows[0]?.n ?? 0);
        }
      }
    }
    const where = sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
    let rows = this.withNames().where(where);
    // Among a short list of ids, the first sort key is written as an expression (`+ 0`, `|| ''`: the
    // same order) so that no index can give the order: read by id, then sorted. Otherwise PostgreSQL
    // walked the sort's index and tested each row against the list (18 ms instead of 1 for 500 ids
    // sorted by views at 100,000 stuffs).
    const key = (column: 'views' | 'level' | 'name_folded' | 'updated_at') =>
      byIds ? (column === 'name_folded' || column === 'updated_at' ? sql`stuffs.${sql.ref(column)} || ''` : sql`stuffs.${sql.ref(column)} + 0`) : sql.ref(`stuffs.${column}`);
    switch (filters.sort) {
      case 'views_desc':
        rows = rows.orderBy(key('views'), 'desc');
        break;
      case 'level_desc':
        rows = rows.orderBy(key('level'), 'desc');
        break;
      case 'level_asc':
        rows = rows.orderBy(key('level'), 'asc');
        break;
      case 'name_asc':
        rows = rows.orderBy(key('name_folded'), 'asc');
        break;
      default:
        if (byIds) rows = rows.orderBy(key('updated_at'), 'desc');
        break;
    }
    // The page and the count are independent reads: on PostgreSQL they run at once on two pooled
    // connections (the count of a broad search is the longer of the two); SQLite runs them in turn.
    const [found, counted] = await Promise.all([
      rows
        .orderBy('stuffs.updated_at', 'desc')
        .orderBy('stuffs.id', 'desc')
        .limit(filters.size)
        .offset((filters.page - 1) * filters.size)
        .execute(),
      count ?? this.db
        .selectFrom('stuffs')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where(where)
        .executeTakeFirst()
        .then((row) => Number(row?.n ?? 0)),
    ]);
    return { rows: found, count: counted };
  }

  /** Public stuffs and public guides of a game (the home counters). */
  async publicCounts(game: string): Promise<{ stuffs: number; guides: number }> {
    const row = await this.db
      .selectFrom('stuffs')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('stuffs'),
        eb.fn.sum<string | number | null>(sql<number>`case when markdown <> '' then 1 else 0 end`).as('guides'),
      ])
      .where('game', '=', game)
      .where('visible', '=', 1)
      .where(NOT_HIDDEN)
      .executeTakeFirst();
    return { stuffs: Number(row?.stuffs ?? 0), guides: Number(row?.guides ?? 0) };
  }

  /**
   * Hides a stuff from the public or shows it again (a moderator's act): its flag, the visibility
   * of its words and `alongside` (the act's log entry), in one transaction. Undefined when the stuff is not in the other state (or gone).
   */
  async setHidden(id: number, hidden: boolean, alongside?: (trx: Kysely<Database>, row: StuffRow) => Promise<void>): Promise<StuffWithNames | undefined> {
    const written = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('stuffs')
        .set({ hidden: hidden ? 1 : 0 })
        .where('id', '=', id)
        .where('hidden', '=', hidden ? 0 : 1)
        .returningAll()
        .executeTakeFirst();
      if (row) await trx.updateTable('stuff_words').set({ visible: listedOf(row) }).where('stuff_id', '=', id).execute();
      if (row && alongside) await alongside(trx, row);
      return row;
    });
    return written ? this.byId(id) : undefined;
  }

  // Folders.

  folders(userId: number): Promise<(FolderRow & { stuffs: number | string })[]> {
    return this.db
      .selectFrom('folders')
      .leftJoin('stuffs', 'stuffs.folder_id', 'folders.id')
      .selectAll('folders')
      .select((eb) => eb.fn.count<string | number>('stuffs.id').as('stuffs'))
      .where('folders.user_id', '=', userId)
      .groupBy(['folders.id', 'folders.user_id', 'folders.name', 'folders.avatar', 'folders.created_at', 'folders.updated_at'])
      .orderBy('folders.name')
      .orderBy('folders.id')
      .execute();
  }

  folder(id: number, userId: number): Promise<FolderRow | undefined> {
    return this.db.selectFrom('folders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  }

  /** Adds a folder unless the member has `max` already (checked in the same transaction). */
  async addFolder(userId: number, name: string, avatar: number | null, max: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('folders').select((eb) => eb.fn.countAll<string | number>().as('n')).where('user_id', '=', userId).executeTakeFirst();
      if (Number(row?.n ?? 0) >= max) return false;
      const at = now();
      await trx.insertInto('folders').values({ user_id: userId, name, avatar, created_at: at, updated_at: at }).execute();
      return true;
    });
  }

  async updateFolder(id: number, userId: number, fields: { name: string; avatar?: number | null }): Promise<boolean> {
    const result = await this.db
      .updateTable('folders')
      .set({ ...fields, updated_at: now() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Removes a folder; its stuffs stay, in no folder (one transaction). */
  async removeFolder(id: number, userId: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.updateTable('stuffs').set({ folder_id: null }).where('folder_id', '=', id).where('user_id', '=', userId).execute();
      const result = await trx.deleteFrom('folders').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }

  // Favourites.

  favorites(userId: number, game?: string, category?: string) {
    let query = this.db.selectFrom('favorites').selectAll().where('user_id', '=', userId);
    if (game) query = query.where('game', '=', game);
    if (category) query = query.where('category', '=', category);
    return query.orderBy('game').orderBy('created_at').orderBy('item_id').execute();
  }

  /** Adds a favourite unless the category holds `max` already; 'exists' when it is one already. */
  async addFavorite(userId: number, game: string, itemId: number, category: string, max: number): Promise<'added' | 'exists' | 'full'> {
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('favorites').select('item_id').where('user_id', '=', userId).where('game', '=', game).where('item_id', '=', itemId).executeTakeFirst();
      if (existing) return 'exists';
      const row = await trx
        .selectFrom('favorites')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('game', '=', game)
        .where('category', '=', category)
        .executeTakeFirst();
      if (Number(row?.n ?? 0) >= max) return 'full';
      // Two adds of the same item at the same instant: the second finds the key taken ('exists', not a 500).
      const inserted = await trx
        .insertInto('favorites')
        .values({ user_id: userId, game, item_id: itemId, category, created_at: now() })
        .onConflict((conflict) => conflict.columns(['user_id', 'game', 'item_id']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? 'added' : 'exists';
    });
  }

  async removeFavorite(userId: number, game: string, itemId: number): Promise<boolean> {
    const result = await this.db.deleteFrom('favorites').where('user_id', '=', userId).where('game', '=', game).where('item_id', '=', itemId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The category of an item of the game (undefined when the game has no such item). */
  async itemCategory(game: string, itemId: number): Promise<string | undefined> {
    const row = await this.db.selectFrom('items').select('category').where('game', '=', game).where('id', '=', itemId).executeTakeFirst();
    return row?.category;
  }
}
