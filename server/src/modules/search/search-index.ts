/**
 * The full-text index table (`search_index`): how its rows are written and removed by the importer
 * and how a search asks it for the ids matching a plan. This is where the two databases differ: a
 * contentless FTS5 table whose rowid encodes game, scope, standardness and id on SQLite, a
 * tsvector under a GIN index on PostgreSQL.
 */
import { sql, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import { VARIANTS } from '#game/variants';
import type { DialectName } from '#server/db/connection';
import { MAX_BIND_PARAMETERS } from '#server/db/dialect';
import type { Database, SearchScope } from '#server/db/schema';
import { fts5Query, tsQuery, type MatchPlan } from './match.ts';

const SEARCH_SCOPES: readonly SearchScope[] = ['item', 'set', 'spell'];
/**
 * Ids are below 2^31 (GameId): each game and scope gets a block of 2^32 rowids, standard records
 * in its first half and the others in its second.
 */
const ROWID_BLOCK = 2 ** 32;
const NOT_STANDARD = 2 ** 31;

/** First SQLite rowid of a game's block (its scopes follow one another). */
function gameRowidBase(game: string): number {
  const index = (VARIANTS as readonly string[]).indexOf(game);
  if (index < 0) throw new Error(`No search rowids for game "${game}"`);
  return index * SEARCH_SCOPES.length * ROWID_BLOCK;
}

/** The SQLite rowid of a record in the full-text index: its game, scope, standardness and id in one integer. */
function searchRowid(game: string, scope: SearchScope, id: number, standard: boolean): number {
  return gameRowidBase(game) + SEARCH_SCOPES.indexOf(scope) * ROWID_BLOCK + (standard ? 0 : NOT_STANDARD) + id;
}

type SearchIndexRow = Insertable<Database['search_index']>;

/** Writes full-text index rows: a table row on PostgreSQL, a rowid and its words on SQLite. */
export async function insertSearchIndex(db: Kysely<Database>, dialect: DialectName, rows: readonly SearchIndexRow[]): Promise<void> {
  const size = Math.floor(MAX_BIND_PARAMETERS / 5);
  for (let start = 0; start < rows.length; start += size) {
    const batch = rows.slice(start, start + size);
    if (dialect === 'postgres') {
      await db.insertInto('search_index').values(batch).execute();
    } else {
      const values = batch.map((row) => sql`(${searchRowid(row.game, row.scope, row.ref_id, row.standard === 1)}, ${row.words})`);
      await sql`insert into search_index (rowid, words) values ${sql.join(values)}`.execute(db);
    }
  }
}

/** Removes a game's rows from the full-text index (SQLite: its rowid block). */
export async function deleteSearchIndex(db: Kysely<Database>, dialect: DialectName, game: string): Promise<void> {
  if (dialect === 'postgres') {
    await db.deleteFrom('search_index').where('game', '=', game).execute();
  } else {
    const base = gameRowidBase(game);
    await sql`delete from search_index where rowid >= ${base} and rowid < ${base + SEARCH_SCOPES.length * ROWID_BLOCK}`.execute(db);
  }
}

/**
 * The ids of the records of one game and scope whose indexed words satisfy `plan` (see
 * search/match.ts), standard ones only when `standardOnly`: an FTS5 MATCH within the rowid block of
 * the game and scope on SQLite, a tsquery against the GIN-indexed tsvector on PostgreSQL. Used as
 * `id in (…)`; the caller still filters on the record's own availability.
 */
export function matchingIds(
  dialect: DialectName,
  game: string,
  scope: SearchScope,
  plan: MatchPlan,
  standardOnly: boolean,
): RawBuilder<number> {
  if (dialect === 'postgres') {
    const standard = standardOnly ? sql` and standard = 1` : sql``;
    return sql<number>`(select ref_id from search_index where search_tsv @@ ${tsQuery(plan)}::tsquery and game = ${game} and scope = ${scope}${standard})`;
  }
  const base = searchRowid(game, scope, 0, true);
  const end = base + (standardOnly ? NOT_STANDARD : ROWID_BLOCK);
  // The id is the rowid's offset in its half of the block.
  return sql<number>`(select (rowid - ${base}) % ${NOT_STANDARD} from search_index where search_index match ${fts5Query(plan)} and rowid >= ${base} and rowid < ${end})`;
}
