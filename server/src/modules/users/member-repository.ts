/**
 * Members as others see them (issue 18): by slug (current or former), the member list (search,
 * sorts, online filter, pages), counts of public stuffs, and profile visits (once per visitor a day).
 */
import { sql, type Kysely } from 'kysely';
import type { MemberSort } from '#contract/users';
import { ROLES } from '#contract/users';
import type { Database, UserRow } from '#server/db/schema';
import { foldName } from './repository.ts';

const iso = (at: number) => new Date(at).toISOString();

export interface MemberListOptions {
  game: string;
  search: string | undefined;
  sort: MemberSort;
  order: 'asc' | 'desc';
  /** Only members seen since `onlineSince`. */
  onlineOnly: boolean;
  onlineSince: number;
  page: number;
  pageSize: number;
}

export type MemberListRow = UserRow & { public_stuffs: number | string; online: number | string };

/** `%`, `_` and the escape itself taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export class MemberRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The member whose current slug (folded nickname) is `slug`, else whose former slug it was. */
  async bySlug(slug: string): Promise<UserRow | undefined> {
    const folded = foldName(slug);
    const current = await this.db.selectFrom('users').selectAll().where('name_folded', '=', folded).executeTakeFirst();
    if (current) return current;
    return this.db
      .selectFrom('user_slugs')
      .innerJoin('users', 'users.id', 'user_slugs.user_id')
      .selectAll('users')
      .where('user_slugs.slug', '=', folded)
      .executeTakeFirst();
  }

  async publicStuffs(userId: number, game: string): Promise<number> {
    const row = await this.db
      .selectFrom('stuffs')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .where('game', '=', game)
      .where('visible', '=', 1)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async seenSince(userId: number, since: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('activity')
      .select('key')
      .where('user_id', '=', userId)
      .where('seen_at', '>=', iso(since))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A page of the member list and the count of members matching (banned members are never listed). */
  async list(options: MemberListOptions): Promise<{ rows: MemberListRow[]; count: number }> {
    const since = iso(options.onlineSince);
    let query = this.db.selectFrom('users').where('users.role_id', '<>', ROLES.banned);
    if (options.search) query = query.where(sql<boolean>`users.name_folded like ${`%${likeLiteral(foldName(options.search))}%`} escape '\\'`);
    if (options.onlineOnly) {
      query = query.where((eb) =>
        eb.exists(eb.selectFrom('activity').select('activity.key').whereRef('activity.user_id', '=', 'users.id').where('activity.seen_at', '>=', since)),
      );
    }
    const counted = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
    const count = Number(counted?.n ?? 0);
    const column = options.sort === 'registration' ? 'users.created_at' : 'users.name_folded';
    const rows = await query
      .selectAll('users')
      .select((eb) => [
        eb
          .selectFrom('stuffs')
          .select(eb.fn.countAll<string | number>().as('n'))
          .whereRef('stuffs.user_id', '=', 'users.id')
          .where('stuffs.game', '=', options.game)
          .where('stuffs.visible', '=', 1)
          .as('public_stuffs'),
        eb
          .case()
          .when(eb.exists(eb.selectFrom('activity').select('activity.key').whereRef('activity.user_id', '=', 'users.id').where('activity.seen_at', '>=', since)))
          .then(1)
          .else(0)
          .end()
          .as('online'),
      ])
      .orderBy(column, options.order)
      .orderBy('users.id', options.order)
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute();
    return { rows: rows as MemberListRow[], count };
  }

  /**
   * Counts a visit of `userId`'s profile by `visitor` on `day` (YYYY-MM-DD), once: the row's insert
   * and the counter's increment are one transaction. Answers the profile's visits.
   */
  async visit(userId: number, visitor: string, day: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('profile_visits')
        .values({ user_id: userId, visitor, day })
        .onConflict((conflict) => conflict.columns(['user_id', 'visitor', 'day']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        await trx.updateTable('users').set((eb) => ({ visits: eb('visits', '+', 1) })).where('id', '=', userId).execute();
      }
      const row = await trx.selectFrom('users').select('visits').where('id', '=', userId).executeTakeFirst();
      return Number(row?.visits ?? 0);
    });
  }
}
