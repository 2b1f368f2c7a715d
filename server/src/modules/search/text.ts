/**
 * Text folding for name search: lower-case, accents removed, ligatures spelled out, every other
 * character a single space. "Épée", "epee" and "EPÉE" fold to the same "epee". The importer folds
 * the names it indexes and the search folds what the user typed with this one function, so both
 * databases compare the same ASCII words and need no accent or case support of their own.
 */
const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss' };

export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæß]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** At most this many words of a search text are used; the rest is ignored. */
export const MAX_SEARCH_WORDS = 10;

/**
 * The distinct words of a search text, in the order typed. Because `normalizeText` leaves only
 * [a-z0-9 ], a word can never carry a LIKE wildcard, an FTS5 operator or a tsquery operator.
 */
export function searchWords(text: string, limit = MAX_SEARCH_WORDS): string[] {
  const folded = normalizeText(text);
  return folded === '' ? [] : [...new Set(folded.split(' '))].slice(0, limit);
}

/**
 * The `search_text` column: every name folded and padded with spaces, between bars
 * (`| coiffe du bouftou | gobball headgear |`). A whole name then matches as `%| name |%`, a name
 * beginning as `%| start%` and a whole word as `% word %`, with plain LIKE on both databases.
 */
export function searchTextOf(names: Iterable<string | null | undefined>): string {
  const folded = [...names]
    .filter((name): name is string => Boolean(name))
    .map(normalizeText)
    .filter((name) => name !== '');
  const distinct = [...new Set(folded)];
  return distinct.length === 0 ? '|' : `| ${distinct.join(' | ')} |`;
}

/** The words the full-text index holds for a record: every word of its texts, once, space-separated. */
export function indexWordsOf(texts: Iterable<string | null | undefined>): string {
  const words = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of normalizeText(text).split(' ')) if (word !== '') words.add(word);
  }
  return [...words].join(' ');
}
