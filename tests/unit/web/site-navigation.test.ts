/**
 * Issue 14 §7, the pure parts: the search page's URL and text, its rows, the navbar's "see all",
 * which paths name a page (the server's 404 and the client's not-found page read the same table),
 * and how the import preview names the draft it would replace.
 */
import { describe, expect, it } from 'vitest';
import type { ItemSummary } from '#contract/items';
import type { SetSummary } from '#contract/sets';
import { buildPath, isPagePath, matchLocalisedPath, matchUnprefixedPath, routePattern } from '#web/config/routes.ts';
import { newLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import {
  normaliseSearchText,
  searchTextOf,
  siteSearchPath,
  spellPagePath,
  totalOf,
} from '#web/entities/search/model/site-search.ts';
import { resultRowView, type RowLabels } from '#web/features/search-results/model/result-rows.ts';
import { allResultsCount, seeAllOption, type HitGroupView } from '#web/features/navbar-search/model/hit-options.ts';
import { currentDraftOf, MAIN_FIGURES } from '#web/features/stuff-builder/model/import-decision.ts';

const item = (overrides: Partial<ItemSummary>): ItemSummary => ({
  id: 2411,
  name: { fr: 'Coiffe du Bouftou', en: 'Gobball Headgear', es: 'Gorro de Jalató' },
  level: 10,
  category: 'hat',
  category_type: 'I',
  set_id: 1,
  availability: 'standard',
  official: true,
  weapon_type: null,
  effects: [],
  ...overrides,
});

const labels: RowLabels = {
  category: (category) => `category ${category}`,
  pieces: (count) => `${count} pieces`,
  spell: (className) => `spell of ${className ?? 'nobody'}`,
  classNames: new Map([[1, { fr: 'Féca', en: 'Feca', es: 'Feca' }]]),
};

describe('the search page’s URL and text', () => {
  it('has a localised route of its own, distinct from the public stuffs search', () => {
    expect(buildPath('site.search', 'fr')).toBe('/fr/recherche');
    expect(buildPath('site.search', 'en')).toBe('/en/search');
    expect(buildPath('site.search', 'es')).toBe('/es/busqueda');
    expect(routePattern('stuff.search', 'fr')).toBe('equipement/search');
    expect(matchLocalisedPath('/en/search')?.name).toBe('site.search');
    // French slugs under /en are still the search page (the client redirects to /en/search).
    expect(matchLocalisedPath('/en/recherche')).toEqual({ name: 'site.search', lang: 'en', params: {} });
  });

  it('normalises the text: spaces collapsed, cut at the API’s 100 characters', () => {
    expect(normaliseSearchText('  coiffe   du\tbouftou ')).toBe('coiffe du bouftou');
    expect(normaliseSearchText('a'.repeat(150))).toHaveLength(100);
    expect(searchTextOf(new URLSearchParams('q=%20gelano%20'))).toBe('gelano');
    expect(searchTextOf(new URLSearchParams('x=1'))).toBe('');
  });

  it('builds the page of a text, and the empty page without one', () => {
    expect(siteSearchPath('fr', 'coiffe du bouftou')).toBe('/fr/recherche?q=coiffe+du+bouftou');
    expect(siteSearchPath('es', 'épée & co')).toBe('/es/busqueda?q=%C3%A9p%C3%A9e+%26+co');
    expect(new URLSearchParams(siteSearchPath('en', 'a&b=c').split('?')[1]).get('q')).toBe('a&b=c');
    expect(siteSearchPath('en', '   ')).toBe('/en/search');
  });

  it('opens a spell on its class page, a spell of no class on the class picker', () => {
    expect(spellPagePath('en', 1, 6)).toBe('/en/encyclopedia/spells/1?spellId=6');
    expect(spellPagePath('fr', 0, 400)).toBe('/fr/encyclopedie/sorts');
  });

  it('totals the groups only once every count is known', () => {
    expect(totalOf([3, 0, 2])).toBe(5);
    expect(totalOf([3, undefined, 2])).toBeUndefined();
    expect(totalOf([])).toBe(0);
  });
});

describe('the search page’s rows', () => {
  it('name equipment by its type, weapons by their weapon type, each linking to its page', () => {
    expect(resultRowView({ kind: 'item', item: item({}) }, 'en', labels)).toEqual({
      key: 'item-2411',
      href: '/en/encyclopedia/item/2411',
      name: 'Gobball Headgear',
      level: 10,
      icon: 'hat',
      detail: 'Hat',
    });
    const sword = resultRowView(
      { kind: 'item', item: item({ id: 40, category: 'weapon', category_type: 'W', weapon_type: 'sword', name: { fr: 'Épée de Boisaille' } }) },
      'fr',
      labels,
    );
    expect([sword.href, sword.icon, sword.detail]).toEqual(['/fr/encyclopedie/objet/40', 'sword', 'Épée']);
    // A type the table does not know is named by the screen's fallback.
    expect(resultRowView({ kind: 'item', item: item({ category: 'mystery' }) }, 'fr', labels).detail).toBe('category mystery');
  });

  it('give sets their size and spells their class', () => {
    const set: SetSummary = { id: 1, name: { fr: 'Panoplie du Bouftou' }, level: 20, item_ids: [1, 2, 3], availability: 'standard', full_bonus: [] };
    expect(resultRowView({ kind: 'set', set }, 'es', labels)).toMatchObject({ href: '/es/enciclopedia/set/1', detail: '3 pieces', level: 20, icon: 'cloth' });
    const spell = { id: 6, spell_id: 6, class_id: 1, name: { fr: 'Armure Terrestre', en: 'Earth Armour' }, icon: null };
    expect(resultRowView({ kind: 'spell', spell }, 'en', labels)).toEqual({
      key: 'spell-6',
      href: '/en/encyclopedia/spells/1?spellId=6',
      name: 'Earth Armour',
      level: null,
      icon: 'spells',
      detail: 'spell of Feca',
    });
    expect(resultRowView({ kind: 'spell', spell: { ...spell, class_id: 9 } }, 'en', labels).detail).toBe('spell of nobody');
  });
});

describe('the navbar’s "see all"', () => {
  const groups: HitGroupView[] = [
    { id: 'items', total: 9, options: [] },
    { id: 'stuffs', total: 0, options: [] },
    { id: 'spells', total: 2, options: [] },
  ];

  it('counts every result of the search page (the sets too), once the sets are counted', () => {
    expect(allResultsCount(groups, 1)).toBe(12);
    expect(allResultsCount(groups, undefined)).toBeUndefined();
  });

  it('opens the search page of the text', () => {
    expect(seeAllOption('fr', ' bouf ')).toMatchObject({ key: 'see-all', group: 'all', href: '/fr/recherche?q=bouf' });
  });
});

describe('paths that name a page', () => {
  it('are the routes in any language’s slugs, and the routes written without their language', () => {
    for (const path of ['/fr/', '/fr', '/en/stuff/draft', '/en/equipement/draft', '/es/encyclopedia/items', '/fr/encyclopedie/objet/2411']) {
      expect(isPagePath(path), path).toBe(true);
    }
    expect(matchUnprefixedPath('/equipement/draft', 'en')).toEqual({ name: 'stuff.draft', lang: 'en', params: {} });
    expect(matchUnprefixedPath('/recherche', 'es')?.name).toBe('site.search');
    expect(isPagePath('/outils/cacminator')).toBe(true);
  });

  it('are not unknown paths, unknown categories, extra segments or foreign prefixes', () => {
    for (const path of ['/fr/nimporte-quoi', '/en/whatever', '/en/encyclopedia/nothing', '/fr/encyclopedie/objet/2411/plus', '/de/irgendwo', '/nowhere', '/FR/']) {
      expect(isPagePath(path), path).toBe(false);
    }
    // A path that starts with a language is never read as unprefixed.
    expect(matchUnprefixedPath('/fr/nimporte-quoi', 'fr')).toBeUndefined();
  });
});

describe('the draft a preview would replace', () => {
  it('is blank when nothing was done to it: no confirmation is needed', () => {
    expect(currentDraftOf(newLocalStuff())).toEqual({ blank: true });
  });

  it('is named by its own name when it has one, else by class, level and item count', () => {
    const worked = { ...newLocalStuff(), classId: 8, level: 150, items: { ch: 2411, am: 2425 } };
    expect(currentDraftOf(worked)).toEqual({ blank: false, name: undefined, classId: 8, level: 150, itemCount: 2 });
    expect(currentDraftOf({ ...worked, name: '  Iop terre  ' })).toMatchObject({ name: 'Iop terre' });
    // Capital alone is work too: it has no item, and is named all the same.
    expect(currentDraftOf({ ...newLocalStuff(), points: { strength: 100 } })).toMatchObject({ blank: false, itemCount: 0 });
  });

  it('previews the sheet’s main figures, the primary characteristics among them', () => {
    expect(MAIN_FIGURES.slice(0, 3)).toEqual(['hp', 'ap', 'mp']);
    expect(MAIN_FIGURES).toContain('vitality');
  });
});
