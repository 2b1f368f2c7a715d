import { describe, expect, it } from 'vitest';
import { buildPath, matchLocalisedPath, translatePath } from '#web/config/routes.ts';

describe('encyclopedia detail pages across languages', () => {
  it('keeps the item, the set and the class (and the chosen spell) when the language changes', () => {
    expect(translatePath('/fr/encyclopedie/objet/2425', 'en')).toBe('/en/encyclopedia/item/2425');
    expect(translatePath('/en/encyclopedia/set/1', 'es')).toBe('/es/enciclopedia/set/1');
    expect(translatePath('/es/enciclopedia/set/1', 'fr')).toBe('/fr/encyclopedie/panoplie/1');
    expect(translatePath('/fr/encyclopedie/sorts/9', 'es', '?spellId=161')).toBe('/es/enciclopedia/hechizos/9?spellId=161');
  });

  it('tells a detail page from a category screen', () => {
    expect(matchLocalisedPath(buildPath('encyclopedia.cloth', 'en', { clothId: 6 }))).toEqual({
      name: 'encyclopedia.cloth',
      lang: 'en',
      params: { clothId: '6' },
    });
    // `/en/encyclopedia/sets` is the sets category, not a set.
    expect(matchLocalisedPath('/en/encyclopedia/sets')?.name).toBe('encyclopedia.category');
  });
});
