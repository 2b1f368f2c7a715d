/**
 * The database-independent parts of the search: text folding, the match plan written for FTS5 and
 * for tsquery, typo distances and the trigram bound that lets the database narrow the vocabulary
 * without losing a word the distance test would accept, and the class/element facets.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConditionGroup } from '#game/item-conditions';
import { ALL_CLASSES_MASK, classBit, classMaskOf, ELEMENT_BITS, elementMaskOf } from '#server/modules/search/facets';
import {
  candidateBound,
  closestWords,
  editDistances,
  trigrams,
  typoBudget,
  typoMatch,
} from '#server/modules/search/fuzzy';
import { fts5Query, prefixPlan, tsQuery } from '#server/modules/search/match';
import { indexWordsOf, normalizeText, searchTextOf, searchWords } from '#server/modules/search/text';

/** Optimal string alignment distance by its textbook definition (full matrix), as the reference. */
function referenceDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

const LETTERS = ['a', 'b', 'e', 'o', 'u', 't', 'f'];
/** Words over a small alphabet, so that random pairs are often close and repeat trigrams. */
const word = (maxLength: number, minLength = 1) => fc.string({ unit: fc.constantFrom(...LETTERS), minLength, maxLength });

type Edit = { kind: 'insert' | 'delete' | 'substitute' | 'swap'; at: number; letter: string };
const edit: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom('insert', 'delete', 'substitute', 'swap'),
  at: fc.nat(20),
  letter: fc.constantFrom(...LETTERS),
});
function applyEdit(text: string, { kind, at, letter }: Edit): string {
  const i = text.length === 0 ? 0 : at % (text.length + (kind === 'insert' ? 1 : 0));
  if (kind === 'insert') return text.slice(0, i) + letter + text.slice(i);
  if (text.length === 0) return text;
  if (kind === 'delete') return text.slice(0, i) + text.slice(i + 1);
  if (kind === 'substitute') return text.slice(0, i) + letter + text.slice(i + 1);
  return i + 1 < text.length ? text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2) : text;
}
/**
 * A vocabulary word and what a player types for it: a beginning of it (or all of it) with up to
 * two random edits, i.e. the cases the typo stage is for.
 */
const typedForWord = fc
  .tuple(word(14, 3), fc.nat(14), fc.array(edit, { maxLength: 2 }))
  .map(([vocabularyWord, cut, edits]) => {
    const beginning = vocabularyWord.slice(0, Math.max(3, vocabularyWord.length - (cut % 4)));
    return { vocabularyWord, typed: edits.reduce(applyEdit, beginning) };
  });

describe('text folding', () => {
  it('folds case, accents, ligatures and punctuation to ASCII words', () => {
    expect(normalizeText('  Épée de BOISAILLE ')).toBe('epee de boisaille');
    expect(normalizeText("Œil d'Attaque—Cœur")).toBe('oeil d attaque coeur');
    expect(normalizeText('Sombrero del jalató')).toBe('sombrero del jalato');
    expect(normalizeText('%_|"*')).toBe('');
    expect(searchWords('Coiffe  du coiffe BOUF')).toEqual(['coiffe', 'du', 'bouf']);
    expect(searchWords('a b c d e f g h i j k l')).toHaveLength(10);
  });

  it('pads every name of search_text so that names and words match with LIKE', () => {
    expect(searchTextOf(['Coiffe du Bouftou', 'Gobball Headgear', null, 'Coiffe du Bouftou'])).toBe(
      '| coiffe du bouftou | gobball headgear |',
    );
    expect(searchTextOf([null, '%%'])).toBe('|');
    expect(indexWordsOf(['Coiffe du Bouftou', 'Chapeau', 'Hat', 'Sombrero del jalató', undefined])).toBe(
      'coiffe du bouftou chapeau hat sombrero del jalato',
    );
  });
});

describe('match plan', () => {
  it('is undefined without a word, else one prefix per word', () => {
    expect(prefixPlan(undefined)).toBeUndefined();
    expect(prefixPlan(' ?! ')).toBeUndefined();
    expect(prefixPlan('Coiffe bouf')).toEqual({
      folded: 'coiffe bouf',
      words: [
        { prefix: 'coiffe', alternatives: [] },
        { prefix: 'bouf', alternatives: [] },
      ],
      fuzzy: false,
    });
  });

  it('writes the same plan in FTS5 and tsquery syntax', () => {
    const plan = {
      folded: 'coiffe bouftuo',
      words: [
        { prefix: 'coiffe', alternatives: [] },
        { prefix: 'bouftuo', alternatives: ['bouftou', 'boufton'] },
      ],
      fuzzy: true,
    };
    expect(fts5Query(plan)).toBe('("coiffe"*) AND ("bouftuo"* OR "bouftou" OR "boufton")');
    expect(tsQuery(plan)).toBe("('coiffe':*) & ('bouftuo':* | 'bouftou' | 'boufton')");
  });
});

describe('typo tolerance', () => {
  it('pads trigrams like pg_trgm', () => {
    expect(trigrams('cat')).toEqual(['  c', ' ca', 'cat', 'at ']);
    expect(trigrams('aaaa')).toEqual(['  a', ' aa', 'aaa', 'aa ']);
  });

  it('measures edits to the whole word and to its best beginning', () => {
    expect(editDistances('bouftuo', 'bouftou')).toEqual({ whole: 1, prefix: 1 });
    expect(editDistances('boutfo', 'bouftou')).toMatchObject({ whole: 2, prefix: 1 });
    expect(editDistances('gelanno', 'gelano').whole).toBe(1);
    expect(editDistances('kitten', 'sitting').whole).toBe(3);
    expect(editDistances('', 'abc')).toEqual({ whole: 3, prefix: 0 });
  });

  it('agrees with the textbook distance, for whole words and for beginnings', () => {
    fc.assert(
      fc.property(word(9), word(9), (a, b) => {
        const { whole, prefix } = editDistances(a, b);
        expect(whole).toBe(referenceDistance(a, b));
        const beginnings = Array.from({ length: b.length + 1 }, (_, end) => referenceDistance(a, b.slice(0, end)));
        expect(prefix).toBe(Math.min(...beginnings));
      }),
      { numRuns: 500 },
    );
  });

  it('allows no typo under 4 letters, one up to 8, two from 9', () => {
    expect([3, 4, 8, 9, 15].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
    expect(typoMatch('bou', 'bob')).toBeUndefined();
    expect(typoMatch('bouftuo', 'bouftou')).toEqual({ distance: 1, beginningOnly: false });
    expect(typoMatch('boutfo', 'bouftou')).toEqual({ distance: 1, beginningOnly: true });
    // Beginnings only count from 5 letters: "gela" is too short to be an unfinished "gelano" with a typo.
    expect(typoMatch('gelo', 'gelano')).toBeUndefined();
    expect(typoMatch('bouftouu', 'boufton')).toBeUndefined();
  });

  it('never lets the trigram bound drop a word the distance test accepts', () => {
    let checked = 0;
    fc.assert(
      fc.property(typedForWord, ({ typed, vocabularyWord }) => {
        const bound = candidateBound(typed);
        if (bound === undefined || typoMatch(typed, vocabularyWord) === undefined) return;
        checked++;
        const own = new Set(trigrams(vocabularyWord));
        const shared = trigrams(typed).filter((trigram) => own.has(trigram)).length;
        expect(shared, `${typed} → ${vocabularyWord}`).toBeGreaterThanOrEqual(bound);
      }),
      { numRuns: 3000 },
    );
    // The generator must actually reach the accepted pairs the property is about.
    expect(checked).toBeGreaterThan(1000);
  });

  it('keeps only the closest vocabulary words, whole words before beginnings, alphabetically', () => {
    const vocabulary = ['bouftou', 'boufton', 'bouftous', 'bottes', 'gelano'];
    expect(closestWords('bouftuo', vocabulary)).toEqual(['bouftou']);
    expect(closestWords('boutfo', vocabulary)).toEqual(['boufton', 'bouftou', 'bouftous']);
    expect(closestWords('zzzzzz', vocabulary)).toEqual([]);
    expect(closestWords('bouftou', vocabulary)).toEqual(['bouftou']);
  });
});

describe('facets', () => {
  const classes = (mask: number) => Array.from({ length: 20 }, (_, index) => index + 1).filter((id) => (mask & classBit(id)) !== 0);

  it('restricts classes only by groups made of class atoms', () => {
    expect(classMaskOf(undefined)).toBe(ALL_CLASSES_MASK);
    expect(classes(classMaskOf([[['class', '=', 1]]]))).toEqual([1]);
    expect(classes(classMaskOf([[['class', '!', 10]]])).includes(10)).toBe(false);
    expect(classes(classMaskOf([[['class', '!', 10]]]))).toHaveLength(19);
    // Marteau Ronto: CI>150&CV>150&(PG=2|PG=5)
    const ronto: ConditionGroup[] = [
      [['stat:intelligence', '>', 150]],
      [['stat:vitality', '>', 150]],
      [
        ['class', '=', 2],
        ['class', '=', 5],
      ],
    ];
    expect(classes(classMaskOf(ronto))).toEqual([2, 5]);
    // A group another atom can satisfy does not restrict the class.
    expect(classMaskOf([[['class', '=', 1], ['stat:strength', '>', 100]]])).toBe(ALL_CLASSES_MASK);
    expect(classMaskOf([[['unevaluable', 'PX>0']]])).toBe(ALL_CLASSES_MASK);
  });

  it('gives the elements of characteristics, elemental damage and weapon hits, not resistances', () => {
    expect(elementMaskOf(new Map([['strength', 10]]))).toBe(ELEMENT_BITS.neutral | ELEMENT_BITS.earth);
    expect(elementMaskOf(new Map([['fire_damage', 2]]))).toBe(ELEMENT_BITS.fire);
    expect(elementMaskOf(new Map([['res_water', 10], ['chance', 0]]))).toBe(0);
    expect(elementMaskOf(new Map(), [['damage', 'air', 1, 5], ['heal', 'water', 1, 5], ['ap_loss', 'earth', 1, 1]])).toBe(
      ELEMENT_BITS.air,
    );
  });
});
