/** What has been imported (data_imports) and the imports refused. */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

export class ImportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list() {
    return this.db.selectFrom('data_imports').selectAll().orderBy('game').execute();
  }

  /** The last failed import per game, for the games whose failure no good import has replaced. */
  async failures() {
    const rows = await this.db.selectFrom('import_failures').selectAll().orderBy('game').execute();
    return rows.map((row) => ({ ...row, problems: JSON.parse(row.problems) as string[], total: Number(row.total) }));
  }
}
