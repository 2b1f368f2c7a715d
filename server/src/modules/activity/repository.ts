/**
 * Who used the site lately (issue 18, migration 0010): one row per member (`m:<id>`) or anonymous
 * visitor (`v:<hash>`), with the time it was last seen. Every write is one conditional statement,
 * so several server processes over one database keep one row each and agree on the counts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

const iso = (at: number) => new Date(at).toISOString();

export interface OnlineCounts {
  members: number;
  visitors: number;
}

export class ActivityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Marks `key` seen at `at`, unless another process did within `minIntervalMs` (the row is then left as is). */
  async touch(key: string, userId: number | null, at: number, minIntervalMs: number): Promise<void> {
    const seen = iso(at);
    await this.db
      .insertInto('activity')
      .values({ key, user_id: userId, seen_at: seen })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ seen_at: seen, user_id: userId }).where('activity.seen_at', '<', iso(at - minIntervalMs)))
      .execute();
  }

  async forget(key: string): Promise<void> {
    await this.db.deleteFrom('activity').where('key', '=', key).execute();
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
