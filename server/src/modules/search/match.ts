/**
 * What a search text asks the full-text index, independent of the database: per typed word, the
 * forms that satisfy it. A record matches when every word is satisfied by one of its indexed words
 * (names in fr/en/es, type or class names). The same plan is written as an FTS5 query for SQLite
 * and as a tsquery for PostgreSQL; both compare raw ASCII words (folded by `normalizeText` before
 * indexing and before searching), so the two engines match exactly the same records.
 */
import { normalizeText, searchWords } from './text.ts';

export interface WordMatch {
  /** The typed word, matched as the beginning of an indexed word ("bouf" matches "bouftou"). */
  prefix: string;
  /** Whole indexed words accepted as typos of the typed word (fuzzy stage only). */
  alternatives: readonly string[];
}

export interface MatchPlan {
  /** The whole text folded ("coiffe du bouftou"), for the exact-name and name-prefix ranks. */
  folded: string;
  words: readonly WordMatch[];
  /** True when the plan comes from the typo-tolerant stage. */
  fuzzy: boolean;
}

/** The exact/prefix plan of a search text, or undefined when the text has no word to search. */
export function prefixPlan(text: string | undefined): MatchPlan | undefined {
  const words = searchWords(text ?? '');
  if (words.length === 0) return undefined;
  return {
    folded: normalizeText(text ?? ''),
    words: words.map((word) => ({ prefix: word, alternatives: [] })),
    fuzzy: false,
  };
}

/**
 * FTS5 query syntax: `("coiffe"* OR "coiffes") AND ("bouftou"*)`. Words are [a-z0-9]+, so the
 * double quotes cannot be broken out of.
 */
export function fts5Query(plan: MatchPlan): string {
  return plan.words
    .map(({ prefix, alternatives }) => `(${[`"${prefix}"*`, ...alternatives.map((word) => `"${word}"`)].join(' OR ')})`)
    .join(' AND ');
}

/**
 * tsquery syntax, read without a text search configuration (cast, not `to_tsquery`), so the words
 * stay the raw lexemes stored by `array_to_tsvector`: `('coiffe':* | 'coiffes') & ('bouftou':*)`.
 */
export function tsQuery(plan: MatchPlan): string {
  return plan.words
    .map(({ prefix, alternatives }) => `(${[`'${prefix}':*`, ...alternatives.map((word) => `'${word}'`)].join(' | ')})`)
    .join(' & ');
}
