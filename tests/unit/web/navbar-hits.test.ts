import { describe, expect, it } from 'vitest';
import { NavbarSearchResponse } from '#contract/search';
import { flatOptions, hitGroups } from '#web/features/navbar-search/model/hit-options.ts';

const results = NavbarSearchResponse.parse({
  results: [
    {
      index: 'items',
      hits: [
        { id: 2411, name: { fr: 'Coiffe du Bouftou' }, level: 10, category: 'hat', category_type: 'I' },
        { id: 1, name: { fr: 'Panoplie du Bouftou' }, level: 20, category: 'set', category_type: 'I' },
      ],
      estimatedTotalHits: 9,
    },
    { index: 'stuffs', hits: [], estimatedTotalHits: 0 },
    {
      index: 'spells',
      hits: [
        { id: 6, spell_id: 6, class_id: 1, name: { fr: 'Armure Terrestre' }, icon: null },
        { id: 400, spell_id: 400, class_id: 0, name: { fr: 'Sort commun' }, icon: null },
      ],
      estimatedTotalHits: 2,
    },
  ],
}).results;

describe('navbar hits', () => {
  it('keep the three groups in order with their totals', () => {
    const groups = hitGroups(results, 'fr');
    expect(groups.map((group) => [group.id, group.total, group.options.length])).toEqual([
      ['items', 9, 2],
      ['stuffs', 0, 0],
      ['spells', 2, 2],
    ]);
  });

  it('link items, sets and spells to their localised pages', () => {
    const hrefs = flatOptions(hitGroups(results, 'en')).map((option) => option.href);
    expect(hrefs).toEqual([
      '/en/encyclopedia/item/2411',
      '/en/encyclopedia/set/1',
      '/en/encyclopedia/spells/1?spellId=6',
      // A spell of no class has no spells page: the class picker.
      '/en/encyclopedia/spells',
    ]);
    expect(flatOptions(hitGroups(results, 'fr'))[0].href).toBe('/fr/encyclopedie/objet/2411');
  });

  it('give every option a unique key across groups', () => {
    const keys = flatOptions(hitGroups(results, 'es')).map((option) => option.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
