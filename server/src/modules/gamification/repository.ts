/**
 * The tables of levels and badges (migration 0012). Every write that must happen once is an
 * insert-or-ignore on a unique key, or an update conditioned on the row's current value, so that two
 * requests or two server processes doing the same thing at once still do it once.
 */
import { sql, type Kysely } from 'kysely';
import { ROLES } from '#contract/users';
import type { Database } from '#server/db/schema';

export type NotificationRow = Database['member_notifications'];

export class GamificationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records the award (user, action, object) with no XP yet; false when it was already recorded. */
  async recordEvent(userId: number, action: string, objectKey: string, now: string): Promise<boolean> {
    const result = await this.db
      .insertInto('xp_events')
      .values({ user_id: userId, action, object_key: objectKey, xp: 0, created_at: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'action', 'object_key']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Takes one of the day's `cap` paid awards of the action; false when the cap is reached. */
  async takeDailySlot(userId: number, action: string, day: string, cap: number): Promise<boolean> {
    await this.db
      .insertInto('xp_daily')
      .values({ user_id: userId, action, day, count: 0 })
      .onConflict((conflict) => conflict.columns(['user_id', 'action', 'day']).doNothing())
      .execute();
    const result = await this.db
      .updateTable('xp_daily')
      .set({ count: sql<number>`count + 1` })
      .where('user_id', '=', userId)
      .where('action', '=', action)
      .where('day', '=', day)
      .where('count', '<', cap)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setEventXp(userId: number, action: string, objectKey: string, xp: number): Promise<void> {
    await this.db.updateTable('xp_events').set({ xp }).where('user_id', '=', userId).where('action', '=', action).where('object_key', '=', objectKey).execute();
  }

  /** Adds `xp` to the member's total (atomic increment) and answers the new total and stored level. */
  async addXp(userId: number, xp: number, now: string): Promise<{ xp: number; level: number }> {
    await this.db
      .insertInto('member_levels')
      .values({ user_id: userId, xp: 0, level: 1, updated_at: now })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
    await this.db
      .updateTable('member_levels')
      .set({ xp: sql<number>`xp + ${xp}`, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
    return this.level(userId);
  }

  async level(userId: number): Promise<{ xp: number; level: number }> {
    const row = await this.db.selectFrom('member_levels').select(['xp', 'level']).where('user_id', '=', userId).executeTakeFirst();
    return row ? { xp: Number(row.xp), level: Number(row.level) } : { xp: 0, level: 1 };
  }

  /** Raises the stored level to `level`; true for the one writer that raised it. */
  async raiseLevel(userId: number, level: number): Promise<boolean> {
    const result = await this.db.updateTable('member_levels').set({ level }).where('user_id', '=', userId).where('level', '<', level).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** How many awards of each action the member has (paid or past a cap). */
  async actionCounts(userId: number): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('xp_events')
      .select(['action', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', userId)
      .groupBy('action')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.action, Number(row.n)]));
  }

  async badges(userId: number): Promise<{ badge_id: number; earned_at: string }[]> {
    const rows = await this.db.selectFrom('member_badges').select(['badge_id', 'earned_at']).where('user_id', '=', userId).orderBy('earned_at').orderBy('badge_id').execute();
    return rows.map((row) => ({ badge_id: Number(row.badge_id), earned_at: row.earned_at }));
  }

  /** Gives the badge; true for the one writer that gave it. */
  async addBadge(userId: number, badgeId: number, now: string): Promise<boolean> {
    const result = await this.db
      .insertInto('member_badges')
      .values({ user_id: userId, badge_id: badgeId, earned_at: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'badge_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async notify(row: NotificationRow): Promise<void> {
    const { user_id: _user, ...rest } = row;
    await this.db
      .insertInto('member_notifications')
      .values(row)
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(rest))
      .execute();
  }

  async notification(userId: number): Promise<NotificationRow | undefined> {
    return this.db.selectFrom('member_notifications').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /**
   * The notification of a member who is not banned, in one indexed read: the live data, polled by
   * every open page, knows the member from the token's claims only and does not read the member row
   * apart (a member banned within the token's 15 minutes gets none).
   */
  async activeNotification(userId: number): Promise<NotificationRow | undefined> {
    return this.db
      .selectFrom('member_notifications')
      .innerJoin('users', 'users.id', 'member_notifications.user_id')
      .selectAll('member_notifications')
      .where('member_notifications.user_id', '=', userId)
      .where('users.role_id', '<>', ROLES.banned)
      .executeTakeFirst();
  }

  async clearNotification(userId: number): Promise<void> {
    await this.db.deleteFrom('member_notifications').where('user_id', '=', userId).execute();
  }
}
