/**
 * Typo tolerance, used only when a search finds nothing by exact words and prefixes. A typed word
 * is compared with the words of the index ("vocabulary") by edit distance: optimal string
 * alignment, i.e. insertions, deletions, substitutions and swaps of two neighbouring letters each
 * cost 1 ("bouftuo" → "bouftou" is one swap). A vocabulary word is accepted when it is within the
 * word's typo budget of the typed word, or (for words of 5 letters or more, still being typed) when
 * one of its beginnings is ("boutfo" → "bouftou").
 *
 * Comparing with the whole vocabulary on every search would be slow, so the database first narrows
 * it with trigrams (padded like PostgreSQL's pg_trgm: "  w " gives "  w", " wo", …). Each edit
 * changes at most 4 of a word's trigrams (a swap touches the trigrams over both letters), so a word
 * within `budget` edits shares at least `|T(w)| − 4·budget` distinct trigrams with the typed word,
 * one fewer when only a beginning of it matches (its last trigram ends with the padding). That
 * lower bound is `candidateBound`: the trigram step never drops a word the distance test would
 * accept (tests/unit/search-fuzzy.test.ts checks it on random words).
 */

/** Edits allowed for a typed word of this length: none under 4 letters, 1 up to 8, then 2. */
export function typoBudget(length: number): number {
  if (length < 4) return 0;
  return length <= 8 ? 1 : 2;
}

/** Beginnings of vocabulary words are compared only for typed words at least this long. */
const MIN_PREFIX_TYPO_LENGTH = 5;

/** The distinct trigrams of a word, padded with two spaces before and one after (pg_trgm's way). */
export function trigrams(word: string): string[] {
  const padded = `  ${word} `;
  const found = new Set<string>();
  for (let start = 0; start + 3 <= padded.length; start++) found.add(padded.slice(start, start + 3));
  return [...found];
}

export interface Distances {
  /** Edits between the typed word and the whole vocabulary word. */
  whole: number;
  /** Fewest edits between the typed word and any beginning of the vocabulary word. */
  prefix: number;
}

/** Optimal-string-alignment distances of `typed` to `word` and to its best beginning. */
export function editDistances(typed: string, word: string): Distances {
  const rows = typed.length + 1;
  const cols = word.length + 1;
  // Three rows suffice: the swap rule looks two rows back.
  let before = new Array<number>(cols).fill(0);
  let previous = Array.from({ length: cols }, (_, j) => j);
  let current = new Array<number>(cols).fill(0);
  for (let i = 1; i < rows; i++) {
    current[0] = i;
    for (let j = 1; j < cols; j++) {
      const cost = typed[i - 1] === word[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1]) {
        best = Math.min(best, before[j - 2]! + 1);
      }
      current[j] = best;
    }
    [before, previous, current] = [previous, current, before];
  }
  // `previous` now holds the last row: the typed word against every beginning of `word`.
  return { whole: previous[cols - 1]!, prefix: Math.min(...previous) };
}

export interface TypoMatch {
  distance: number;
  /** Only a beginning of the vocabulary word is within the budget, not the whole word. */
  beginningOnly: boolean;
}

/**
 * Whether a vocabulary word is what the typed word probably meant, and how close it is; undefined
 * when it is not.
 */
export function typoMatch(typed: string, word: string): TypoMatch | undefined {
  const budget = typoBudget(typed.length);
  if (budget === 0) return undefined;
  const { whole, prefix } = editDistances(typed, word);
  if (whole <= budget) return { distance: whole, beginningOnly: false };
  if (typed.length >= MIN_PREFIX_TYPO_LENGTH && prefix <= budget) return { distance: prefix, beginningOnly: true };
  return undefined;
}

/**
 * The fewest distinct trigrams a vocabulary word must share with `typed` to possibly pass
 * `typoMatch`, or undefined when the bound is not positive (a short or repetitive word: the
 * trigram step could not narrow the vocabulary, so such a word gets no typo tolerance).
 */
export function candidateBound(typed: string): number | undefined {
  const budget = typoBudget(typed.length);
  if (budget === 0) return undefined;
  const count = trigrams(typed).length;
  const prefixAllowed = typed.length >= MIN_PREFIX_TYPO_LENGTH;
  const bound = count - 4 * budget - (prefixAllowed ? 1 : 0);
  return bound >= 1 ? bound : undefined;
}

/** At most this many vocabulary words stand in for one typed word. */
const MAX_ALTERNATIVES = 20;

/**
 * The vocabulary words that stand in for `typed`: like a spelling checker, only the closest ones
 * (fewest edits, whole words before beginnings), so that "bouftuo" becomes "bouftou" and not also
 * "boufton". Alphabetical within (plain code-unit order: the words are ASCII), so that both
 * databases, which list the candidates in their own order, end with the same words.
 */
export function closestWords(typed: string, candidates: Iterable<string>): string[] {
  const accepted: { word: string; closeness: number }[] = [];
  for (const word of candidates) {
    const match = typoMatch(typed, word);
    if (match) accepted.push({ word, closeness: match.distance * 2 + (match.beginningOnly ? 1 : 0) });
  }
  const best = Math.min(...accepted.map((entry) => entry.closeness));
  return accepted
    .filter((entry) => entry.closeness === best)
    .map((entry) => entry.word)
    .sort()
    .slice(0, MAX_ALTERNATIVES);
}
