/**
 * The text part of every search (items, sets, spells, the navbar): matching through the full-text
 * index, ranking, and the typo-tolerant second stage. The same steps and the same ranking SQL run
 * on both databases; only the MATCH itself differs (`matchingIds` in search-index.ts).
 *
 * Ranks, best first:
 *   0  a name equals the text ("gelano" → "Gelano");
 *   1  a name begins with the text ("coiffe du bou" → "Coiffe du Bouftou");
 *   2  every typed word is a whole word of the names ("bouftou" → "Cape du Bouftou");
 *   3  every typed word begins a word of the names ("coiffe bouf" → "Coiffe du Bouftou");
 *   4  some typed word is found only in the type or class names ("chapeau bouftou");
 *   5  typo-tolerant matches, tried only when ranks 0–4 find nothing under the same filters.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '#server/db/connection';
import type { Database, SearchScope } from '#server/db/schema';
import { candidateBound, closestWords, trigrams } from './fuzzy.ts';
import { prefixPlan, type MatchPlan } from './match.ts';
import { matchingIds } from './search-index.ts';

const TYPO_RANK = 5;

export class TextSearch {
  constructor(
    private readonly db: Kysely<Database>,
    readonly dialect: DialectName,
  ) {}

  /** `<table>.id in (ids of the records whose words satisfy the plan)`. */
  matches(table: string, game: string, scope: SearchScope, plan: MatchPlan, standardOnly: boolean): RawBuilder<SqlBool> {
    return sql<SqlBool>`${sql.ref(`${table}.id`)} in ${matchingIds(this.dialect, game, scope, plan, standardOnly)}`;
  }

  /** The rank of a row (see the module comment), from its `search_text` column. */
  rank(table: string, plan: MatchPlan): RawBuilder<number> {
    if (plan.fuzzy) return sql<number>`${TYPO_RANK}`;
    const text = sql.ref(`${table}.search_text`);
    // Words hold [a-z0-9] only (normalizeText), so these patterns carry no stray wildcard. In
    // `search_text` every word of a name has a space before it and a space or a bar after it.
    const everyWord = (pattern: (word: string) => string) =>
      sql.join(
        plan.words.map(({ prefix }) => sql`${text} like ${pattern(prefix)}`),
        sql` and `,
      );
    return sql<number>`case when ${text} like ${`%| ${plan.folded} |%`} then 0 when ${text} like ${`%| ${plan.folded}%`} then 1 when ${everyWord((word) => `% ${word} %`)} then 2 when ${everyWord((word) => `% ${word}%`)} then 3 else 4 end`;
  }

  /**
   * Runs a search with the exact/prefix plan of `text`, then, when that finds nothing, with the
   * typo-tolerant plan. `run` receives undefined when the text has no word (no text filter).
   */
  async withTypoFallback<R extends { count: number }>(
    game: string,
    scope: SearchScope,
    text: string | undefined,
    run: (plan: MatchPlan | undefined) => Promise<R>,
  ): Promise<R> {
    const plan = prefixPlan(text);
    const first = await run(plan);
    if (!plan || first.count > 0) return first;
    const typoPlan = await this.typoPlan(game, scope, plan);
    return typoPlan ? run(typoPlan) : first;
  }

  /**
   * Each typed word keeps its prefix match and gains the vocabulary words it is probably a typo
   * of; undefined when no word gains any (the second stage would find nothing new).
   */
  async typoPlan(game: string, scope: SearchScope, plan: MatchPlan): Promise<MatchPlan | undefined> {
    const candidates = await this.candidates(
      game,
      scope,
      plan.words.map(({ prefix }) => prefix),
    );
    // A vocabulary word beginning with the typed word already matched in the first stage ("feca"
    // for "feca"): only the others can find something new.
    const words = plan.words.map(({ prefix }, slot) => ({
      prefix,
      alternatives: closestWords(prefix, candidates[slot] ?? []).filter((word) => !word.startsWith(prefix)),
    }));
    if (words.every((word) => word.alternatives.length === 0)) return undefined;
    return { folded: plan.folded, words, fuzzy: true };
  }

  /**
   * Vocabulary words sharing enough trigrams with each typed word (search/fuzzy.ts), in one
   * statement for all the words: one round trip to the database whatever their number.
   */
  private async candidates(game: string, scope: SearchScope, typed: readonly string[]): Promise<string[][]> {
    const found: string[][] = typed.map(() => []);
    const lookups = typed.flatMap((word, slot) => {
      const bound = candidateBound(word);
      if (bound === undefined) return [];
      return [
        this.db
          .selectFrom('search_trigrams')
          // The slot is our own small integer: inlined, so that both engines type the column alike.
          .select([sql<number>`${sql.lit(slot)}`.as('slot'), 'word'])
          .where('game', '=', game)
          .where('scope', '=', scope)
          .where('trigram', 'in', trigrams(word))
          .groupBy('word')
          .having((eb) => eb.fn.countAll(), '>=', bound),
      ];
    });
    if (lookups.length === 0) return found;
    const union = lookups.slice(1).reduce((query, next) => query.unionAll(next), lookups[0]!);
    for (const row of await union.execute()) found[Number(row.slot)]!.push(row.word);
    return found;
  }
}
