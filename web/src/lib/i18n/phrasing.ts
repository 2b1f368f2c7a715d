/**
 * Sentences built around game names (issue 14 §8): a name is data, not a word the translator saw,
 * so the article, the elision and the noun in front of it are chosen here, from the name itself.
 *
 * - French elides `de`, `que`, `le`, `la`, `ce`, `ne`, `se`, `je`, `me`, `te` before a vowel sound
 *   ("d'Épée Divine", "qu'Alliance"). An initial h is treated as aspirated (no elision): game names
 *   starting with h are mostly proper names ("de Hel Munster"), and a wrong "d'" reads worse.
 * - A name that already holds its kind's noun ("Panoplie du Bouftou", "Gobball Set", "Set del
 *   Jalató") is not given the noun again ("la panoplie Panoplie du Bouftou").
 * - Sentences whose adjective would agree with the name's gender are phrased without agreement by
 *   the callers (the gender of a name is not in the data); see the messages "equipped: {{name}}".
 *
 * Plain functions: no React, no i18next; unit-tested in tests/unit/web/phrasing.test.ts.
 */
import type { Lang } from '#contract/common';

const VOWEL_START = /^[«"'“‘\s]*[aàâäeéèêëiîïoôöuùûüyÿæœ]/i;

/** Whether French elides before `word` (it starts with a vowel sound; an initial h does not count). */
export function elidesBefore(word: string): boolean {
  return VOWEL_START.test(word);
}

const ELIDING = new Set(['de', 'que', 'le', 'la', 'ce', 'ne', 'se', 'je', 'me', 'te']);

/**
 * `particle word` in French with the elision the word calls for: `frElide('de', 'Épée Divine')` →
 * "d'Épée Divine", `frElide('que', 'Alliance')` → "qu'Alliance", `frElide('de', 'Bâton')` →
 * "de Bâton". The particle's case is kept ("De" → "D'"). Other particles are joined as they are.
 */
export function frElide(particle: string, word: string): string {
  const lower = particle.toLowerCase();
  if (ELIDING.has(lower) && elidesBefore(word)) {
    // "ce" elides to "c'", the others drop their final vowel.
    return `${particle.slice(0, -1)}'${word.trimStart()}`;
  }
  return `${particle} ${word}`;
}

/** "de X" / "d'X". */
export const frOf = (word: string): string => frElide('de', word);
/** "que X" / "qu'X". */
export const frThat = (word: string): string => frElide('que', word);

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether `name` already names its kind: `noun` is its first or last word (case and accents ignored). */
export function namesItsKind(name: string, noun: string): boolean {
  const words = fold(name).split(/[\s'’-]+/).filter(Boolean);
  const target = fold(noun);
  return words[0] === target || words.at(-1) === target;
}

/**
 * A name with its kind's noun, once: `withKindNoun('fr', 'panoplie', 'Panoplie du Bouftou')` →
 * "Panoplie du Bouftou", `withKindNoun('fr', 'panoplie', 'Gelax')` → "panoplie Gelax",
 * `withKindNoun('en', 'set', 'Gobball Set')` → "Gobball Set", `withKindNoun('en', 'set', 'Gelax')` →
 * "Gelax set". French and Spanish put the noun first, English last.
 */
export function withKindNoun(lang: Lang, noun: string, name: string): string {
  if (namesItsKind(name, noun)) return name;
  return lang === 'en' ? `${name} ${noun}` : `${noun} ${name}`;
}

/**
 * A name after a French definite article and its kind's noun: `frTheKind('la', 'panoplie', 'Panoplie
 * Gelax')` → "la Panoplie Gelax", `frTheKind('la', 'panoplie', 'Gelax')` → "la panoplie Gelax",
 * `frTheKind('le', 'anneau', 'Gelano')` → "l'anneau Gelano" (the article elides before a vowel).
 */
export function frTheKind(article: 'le' | 'la', noun: string, name: string): string {
  const phrase = withKindNoun('fr', noun, name);
  return frElide(article, phrase);
}
