/** What has been imported (data_imports) and the stored engine catalogues. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export class ImportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list() {
    return this.db.selectFrom('data_imports').selectAll().orderBy('game').execute();
  }

  /** The last failed import per game, for the games whose failure no good import has replaced. */
  failures() {
    return this.db.selectFrom('import_failures').selectAll().orderBy('game').execute();
  }

  catalogVersion(game: string) {
    return this.db.selectFrom('catalogs').select('version').where('game', '=', game).executeTakeFirst();
  }

  catalog(game: string) {
    return this.db.selectFrom('catalogs').select(['version', 'json']).where('game', '=', game).executeTakeFirst();
  }
}
