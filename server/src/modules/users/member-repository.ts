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

/** An entry of the member's news: a stuff's id (`stuff`, `guide`) or a badge's (`badge`). */
export interface NewsRow {
  kind: 'stuff' | 'guide' | 'badge';
  at: string;
  ref: number;
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
      .where('hidden', '=', 0)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * A page of the member's news (contract `MemberNewsEntry`), newest first, and their count: each
   * public stuff of the game not hidden by a moderator — a guide dated by its `guide_published`
   * award, another stuff by its `stuff_public` award (the first time it was saved public), either by
   * its creation when it has no award (saved before the awards existed) — and each badge earned.
   */
  async news(userId: number, game: string, page: number, pageSize: number): Promise<{ rows: NewsRow[]; count: number }> {
    const awardOf = (action: string) =>
      sql`(select xp_events.created_at from xp_events where xp_events.user_id = stuffs.user_id and xp_events.action = ${action} and xp_events.object_key = cast(stuffs.id as text))`;
    const entries = sql`
      select case when stuffs.guide = 1 then 'guide' else 'stuff' end as kind,
        coalesce(case when stuffs.guide = 1 then ${awardOf('guide_published')} else ${awardOf('stuff_public')} end, stuffs.created_at) as at,
        stuffs.id as ref
      from stuffs
      where stuffs.user_id = ${userId} and stuffs.game = ${game} and stuffs.visible = 1 and stuffs.hidden = 0
      union all
      select 'badge' as kind, member_badges.earned_at as at, member_badges.badge_id as ref
      from member_badges
      where member_badges.user_id = ${userId}`;
    const [found, counted] = await Promise.all([
      sql<NewsRow>`select kind, at, ref from (${entries}) news order by at desc, ref desc, kind limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(this.db),
      sql<{ n: number | string }>`select count(*) as n from (${entries}) news`.execute(this.db),
    ]);
    return {
      rows: found.rows.map((row) => ({ kind: row.kind, at: row.at, ref: Number(row.ref) })),
      count: Number(counted.rows[0]?.n ?? 0),
    };
  }

  /** The stuffs of the news entries (the columns an entry shows). */
  newsStuffs(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('stuffs')
      .select(['id', 'name', 'game', 'class_id', 'gender', 'character_level', 'level'])
      .where('id', 'in', ids)
      .execute();
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
          .where('stuffs.hidden', '=', 0)
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
