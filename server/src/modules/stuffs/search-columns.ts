/**
 * The columns the public stuff search filters on, derived from what a stuff stores (migration
 * 0009): the elements and tags as bit masks (`(mask & asked) = asked` keeps the stuffs holding every
 * one, read from a narrow index), the guide flag, and the words of the name (table `stuff_words`,
 * one row per distinct folded word: a typed word finds the stuffs with a word beginning with it
 * through an index range instead of a `like '% word%'` over every row). The repository writes them
 * with every write of the columns they come from; migration 0009 fills them for existing rows.
 *
 * The bits follow the order of the contract's lists: append to those lists, never reorder them.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { STUFF_ELEMENTS, STUFF_TAGS } from '#contract/stuffs';

const bitsOf = (codes: readonly string[]): ReadonlyMap<string, number> => new Map(codes.map((code, index) => [code, 1 << index]));
export const ELEMENT_BITS = bitsOf(STUFF_ELEMENTS);
export const TAG_BITS = bitsOf(STUFF_TAGS);

/** The mask of codes (`earth`, `pvp`…); codes without a bit (none the contract accepts) add nothing. */
export function maskOf(bits: ReadonlyMap<string, number>, codes: readonly string[]): number {
  return codes.reduce((mask, code) => mask | (bits.get(code) ?? 0), 0);
}

/** The mask of a comma-framed list as stored (`,pvp,earth,`). */
export const framedMask = (bits: ReadonlyMap<string, number>, framed: string) => maskOf(bits, framed.split(',').filter(Boolean));

/** The distinct words of a folded name column (` coiffe du bouftou `), in order. */
export function wordsOfFolded(nameFolded: string): string[] {
  return [...new Set(nameFolded.split(' ').filter(Boolean))];
}

/**
 * The upper bound of the words beginning with `prefix`: words hold only [a-z0-9] (normalizeText),
 * all below `~` byte-wise, so `word >= prefix and word < prefix || '~'` is exactly "begins with".
 */
export const prefixEnd = (prefix: string) => `${prefix}~`;

/** What the search's covering indexes hold after their leading columns: the page order, then the filters. */
export const SEARCH_INDEX_COLUMNS = ['updated_at', 'id', 'class_id', 'level', 'views', 'element_mask', 'tag_mask', 'guide'] as const;

/**
 * `(stuffs.tag_mask & 4) <> 0`, with the bit written in the SQL: a partial index applies when the
 * query holds its predicate's very terms, which a bound parameter would hide.
 */
export function bitTerm(column: 'element_mask' | 'tag_mask' | 'stuffs.element_mask' | 'stuffs.tag_mask', bit: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(column)} & ${sql.lit(bit)}) <> 0`;
}

/**
 * One partial covering index per element, per tag and for guides, over the public stuffs only: a
 * filter on a tag reads that tag's public stuffs (a fifth of them for a common tag), in page order,
 * instead of every public stuff.
 */
export function facetIndexes(): { name: string; predicate: RawBuilder<SqlBool>; column: 'element_mask' | 'tag_mask' | 'guide'; bit: number }[] {
  const visible = sql<SqlBool>`visible = 1`;
  return [
    ...[...ELEMENT_BITS].map(([code, bit]) => ({ name: `stuffs_element_${code}_idx`, column: 'element_mask' as const, bit, predicate: sql<SqlBool>`${visible} and ${bitTerm('element_mask', bit)}` })),
    ...[...TAG_BITS].map(([code, bit]) => ({ name: `stuffs_tag_${code}_idx`, column: 'tag_mask' as const, bit, predicate: sql<SqlBool>`${visible} and ${bitTerm('tag_mask', bit)}` })),
    { name: 'stuffs_guide_idx', column: 'guide' as const, bit: 1, predicate: sql<SqlBool>`${visible} and guide = 1` },
  ];
}
