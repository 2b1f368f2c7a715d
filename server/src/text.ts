/**
 * Text folding for name search: lower-case, accents removed, ligatures spelled out, every other
 * character a single space. "Épée", "epee" and "EPÉE" fold to the same "epee".
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

/**
 * The words of a search text. Because `normalizeText` leaves only [a-z0-9 ], a word can never
 * carry a LIKE wildcard (`%`, `_`) into a pattern.
 */
export function searchWords(text: string, limit = 10): string[] {
  const folded = normalizeText(text);
  return folded === '' ? [] : [...new Set(folded.split(' '))].slice(0, limit);
}

/** Separator of the names in `search_text`; never produced by `normalizeText`. */
export const NAME_SEPARATOR = '|';

/**
 * The `search_text` column: every name folded, each between separators (`|coiffe du bouftou|…|`),
 * so that a word matches as a substring and a whole name matches as `|name|`.
 */
export function searchTextOf(names: Iterable<string | null | undefined>): string {
  const folded = [...names].filter((name): name is string => Boolean(name)).map(normalizeText);
  return `${NAME_SEPARATOR}${[...new Set(folded)].join(NAME_SEPARATOR)}${NAME_SEPARATOR}`;
}
