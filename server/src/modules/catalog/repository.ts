/** The stored engine catalogues: one JSON text per game, with the version of the import. */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

export class CatalogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The version of the game's catalogue (the data version of its answers), if imported. */
  version(game: string) {
    return this.db.selectFrom('catalogs').select('version').where('game', '=', game).executeTakeFirst();
  }

  /** The catalogue's JSON text, sent as it is stored. */
  body(game: string) {
    return this.db.selectFrom('catalogs').select(['version', 'json']).where('game', '=', game).executeTakeFirst();
  }
}
