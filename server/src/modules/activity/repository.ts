/**
 * Who used the site lately (issue 18, migration 0010): one row per member (`m:<id>`) or anonymous
 * visitor (`v:<hash>`), with the time it was last seen. Every write is one conditional statement,
 * so several server processes over one database keep one row each and agree on the counts.
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '#server/db/dialect';
import type { Database } from '#server/db/schema';

const iso = (at: number) => new Date(at).toISOString();

export interface OnlineCounts {
  members: number;
  visitors: number;
}

export class ActivityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Marks `key` seen at `at`, unless another process did within `minIntervalMs` (the row is then
   * left as is), and deletes the row of `forget` (a member's anonymous row of the same browser), in
   * one transaction. On PostgreSQL that transaction commits without waiting for the disk
   * (`synchronous_commit off`, for it alone): activity is a few minutes' presence, worth less than
   * an fsync per poll — a crash may lose the last instants of it, never anything else, and the
   * database stays consistent.
   */
  async touch(key: string, userId: number | null, at: number, minIntervalMs: number, forget?: string): Promise<void> {
    const seen = iso(at);
    await this.db.transaction().execute(async (trx) => {
      if (dialectOf(this.db) === 'postgres') await sql`set local synchronous_commit = off`.execute(trx);
      await trx
        .insertInto('activity')
        .values({ key, user_id: userId, seen_at: seen })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ seen_at: seen, user_id: userId }).where('activity.seen_at', '<', iso(at - minIntervalMs)))
        .execute();
      if (forget !== undefined) await trx.deleteFrom('activity').where('key', '=', forget).execute();
    });
  }

  /** Members and anonymous visitors seen since `since` (ms). */
  async counts(since: number): Promise<OnlineCounts> {
    const row = await this.db
      .selectFrom('activity')
      .select((eb) => [
        eb.fn.count<string | number>('user_id').as('members'),
        eb.fn.countAll<string | number>().as('all'),
      ])
      .where('seen_at', '>=', iso(since))
      .executeTakeFirst();
    const members = Number(row?.members ?? 0);
    return { members, visitors: Number(row?.all ?? 0) - members };
  }

  /** Deletes what is older than `before` (ms): activity rows, and profile visits of past days. */
  async prune(before: number): Promise<void> {
    await this.db.deleteFrom('activity').where('seen_at', '<', iso(before)).execute();
    await this.db.deleteFrom('profile_visits').where('day', '<', iso(before).slice(0, 10)).execute();
  }
}
