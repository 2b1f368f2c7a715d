/** The phrasing helpers that build sentences around game names (issue 14 §8). */
import { describe, expect, it } from 'vitest';
import { elidesBefore, frElide, frOf, frTheKind, frThat, namesItsKind, withKindNoun } from '#web/lib/i18n/phrasing.ts';

describe('French elision around game names', () => {
  it('elides before a vowel sound, accented or not, whatever its case', () => {
    expect(frOf('Épée Divine')).toBe("d'Épée Divine");
    expect(frOf('epée')).toBe("d'epée");
    expect(frOf('Anneau Gelano')).toBe("d'Anneau Gelano");
    expect(frOf('Œil de Kralamour')).toBe("d'Œil de Kralamour");
    expect(frOf('Ysondre')).toBe("d'Ysondre");
    expect(frThat('Alliance')).toBe("qu'Alliance");
    expect(frElide('ce', 'est')).toBe("c'est");
    expect(frElide('la', 'Ombre')).toBe("l'Ombre");
    expect(frElide('De', 'Épée')).toBe("D'Épée");
  });

  it('keeps the particle before a consonant or an h', () => {
    expect(frOf('Bâton du Yondanwa')).toBe('de Bâton du Yondanwa');
    expect(frOf('Hache du Bouftou')).toBe('de Hache du Bouftou');
    expect(frThat('Coiffe du Bouftou')).toBe('que Coiffe du Bouftou');
    expect(elidesBefore('h')).toBe(false);
    expect(elidesBefore('"Amulette"')).toBe(true);
  });

  it('leaves particles that never elide as they are', () => {
    expect(frElide('à', 'Astrub')).toBe('à Astrub');
    expect(frElide('pour', 'Épée')).toBe('pour Épée');
  });
});

describe('a name with its kind noun, once', () => {
  it('sees the noun as the first or last word of the name, case and accents aside', () => {
    expect(namesItsKind('Panoplie du Bouftou', 'panoplie')).toBe(true);
    expect(namesItsKind('Gobball Set', 'set')).toBe(true);
    expect(namesItsKind('Set del Jalató', 'set')).toBe(true);
    expect(namesItsKind('Gelax', 'panoplie')).toBe(false);
    expect(namesItsKind('Sunset Boots', 'set')).toBe(false);
  });

  it('adds the noun only when the name lacks it, before it in French and Spanish, after it in English', () => {
    expect(withKindNoun('fr', 'panoplie', 'Panoplie du Bouftou')).toBe('Panoplie du Bouftou');
    expect(withKindNoun('fr', 'panoplie', 'Gelax')).toBe('panoplie Gelax');
    expect(withKindNoun('en', 'set', 'Gobball Set')).toBe('Gobball Set');
    expect(withKindNoun('en', 'set', 'Gelax')).toBe('Gelax set');
    expect(withKindNoun('es', 'set', 'Set del Jalató')).toBe('Set del Jalató');
    expect(withKindNoun('es', 'set', 'Gelax')).toBe('set Gelax');
  });

  it('puts the French article before the phrase, elided where it must be', () => {
    expect(frTheKind('la', 'panoplie', 'Panoplie Gelax')).toBe('la Panoplie Gelax');
    expect(frTheKind('la', 'panoplie', 'Gelax')).toBe('la panoplie Gelax');
    expect(frTheKind('le', 'anneau', 'Gelano')).toBe("l'anneau Gelano");
  });
});
