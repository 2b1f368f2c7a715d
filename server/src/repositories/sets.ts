/** Sets (panoplies, "cloths" in the API). */
import type { Kysely } from 'kysely';
import { toCount } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';

export class SetRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(game: string, id: number) {
    return this.db.selectFrom('sets').selectAll().where('game', '=', game).where('id', '=', id).executeTakeFirst();
  }

  async findMany(game: string, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return this.db.selectFrom('sets').selectAll().where('game', '=', game).where('id', 'in', ids).execute();
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
