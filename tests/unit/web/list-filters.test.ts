import { describe, expect, it } from 'vitest';
import {
  apiQueryOf,
  DEFAULT_FILTERS,
  filtersFromSearch,
  hasActiveFilters,
  searchContextOf,
  searchFromFilters,
  withChange,
  type ListFilters,
} from '#web/features/encyclopedia-list/model/list-filters.ts';
import { rememberedView, rememberView } from '#web/features/encyclopedia-list/model/remembered-filters.ts';
import { pageWindow } from '#web/features/encyclopedia-list/model/page-window.ts';
import { ENCYCLOPEDIA_CATEGORIES, type EncyclopediaCategory } from '#web/config/routes.ts';
import { ItemSearchQuery } from '#contract/items';

const filtered: ListFilters = {
  ...DEFAULT_FILTERS,
  text: 'coiffe bouf',
  classId: 8,
  elements: ['earth', 'fire'],
  levelMin: 10,
  levelMax: 60,
  include: ['ch', 'ca'],
  exclude: ['fa'],
  mainEffects: ['fo'],
  effects: ['vi', 'strength'],
  folders: ['12', '7'],
  sort: 'level_desc',
  page: 3,
  size: 50,
  display: 'card',
};

describe('encyclopedia list filters ↔ URL', () => {
  it('the default view has an empty query, and an empty query is the default view', () => {
    expect(searchFromFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(filtersFromSearch('')).toEqual(DEFAULT_FILTERS);
  });

  it('write multi-value filters joined with "-" under the API names', () => {
    const query = searchFromFilters(filtered);
    expect(Object.fromEntries(query)).toEqual({
      text: 'coiffe bouf',
      class: '8',
      element: 'earth-fire',
      level_min: '10',
      level_max: '60',
      include: 'ch-ca',
      exclude: 'fa',
      main_effect: 'fo',
      effect: 'vi-strength',
      folder: '12-7',
      sort: 'level_desc',
      page: '3',
      size: '50',
      display: 'card',
    });
  });

  it('round-trip: the URL of a view gives back the same view', () => {
    expect(filtersFromSearch(searchFromFilters(filtered).toString())).toEqual(filtered);
    const single = { ...DEFAULT_FILTERS, levelMin: 0 };
    expect(filtersFromSearch(searchFromFilters(single))).toEqual(single);
  });

  it('one view has one URL whatever order the query was written in', () => {
    const shuffled = 'folder=12-7&size=50&display=card&page=3&level_max=60&level_min=10&effect=vi-strength&main_effect=fo&exclude=fa&include=ch-ca&element=earth-fire&class=8&text=coiffe+bouf&sort=level_desc';
    expect(searchFromFilters(filtersFromSearch(shuffled)).toString()).toBe(searchFromFilters(filtered).toString());
  });

  it('drops invalid values of a hand-edited link and keeps the valid ones', () => {
    const filters = filtersFromSearch(
      'element=earth-plasma-earth&level_min=abc&level_max=50&class=-3&sort=random&page=0&size=500&display=grid&include=ch-C4&effect=vi-&folder=0-5-x',
    );
    expect(filters.elements).toEqual(['earth']);
    expect(filters.levelMin).toBeNull();
    expect(filters.levelMax).toBe(50);
    expect(filters.classId).toBeNull();
    expect(filters.sort).toBe('relevance');
    expect(filters.page).toBe(1);
    expect(filters.size).toBe(DEFAULT_FILTERS.size);
    expect(filters.display).toBe('list');
    expect(filters.include).toEqual(['ch']);
    expect(filters.effects).toEqual(['vi']);
    expect(filters.folders).toEqual(['5']);
  });

  it('takes any page size the API accepts from a link', () => {
    expect(filtersFromSearch('size=5').size).toBe(5);
    expect(filtersFromSearch('size=0').size).toBe(DEFAULT_FILTERS.size);
    expect(filtersFromSearch('size=101').size).toBe(DEFAULT_FILTERS.size);
  });

  it('reads an upside-down level range the right way round', () => {
    const filters = filtersFromSearch('level_min=80&level_max=20');
    expect([filters.levelMin, filters.levelMax]).toEqual([20, 80]);
  });

  it('a filter change goes back to page 1; a page or display change keeps the page', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(withChange(onPage3, { levelMin: 20 }).page).toBe(1);
    expect(withChange(onPage3, { size: 100 }).page).toBe(1);
    expect(withChange(onPage3, { display: 'quick' }).page).toBe(3);
    expect(withChange(onPage3, { page: 4 }).page).toBe(4);
  });

  it('gives an API query that the contract accepts, with every record of the encyclopedia', () => {
    const query = apiQueryOf(filtered);
    const parsed = ItemSearchQuery.parse(Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)));
    expect(parsed).toMatchObject({
      text: 'coiffe bouf',
      class: 8,
      element: ['earth', 'fire'],
      level_min: 10,
      level_max: 60,
      include: ['ch', 'ca'],
      exclude: ['fa'],
      main_effect: ['fo'],
      effect: ['vi', 'strength'],
      folder: [12, 7],
      sort: 'level_desc',
      page: 3,
      size: 50,
      availability: 'all',
    });
    expect(query).not.toHaveProperty('display');
  });

  it('does not ask the API for an effect sort without an effect (it would be a 400)', () => {
    expect(apiQueryOf({ ...DEFAULT_FILTERS, sort: 'effect_desc' }).sort).toBe('relevance');
    expect(apiQueryOf({ ...DEFAULT_FILTERS, sort: 'effect_desc', effects: ['vi'] }).sort).toBe('effect_desc');
  });

  it('tells narrowing filters from view settings', () => {
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, page: 4, size: 100, display: 'card', sort: 'name_asc' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, levelMax: 30 })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, exclude: ['fa'] })).toBe(true);
  });

  it('turns every category slug into its search context', () => {
    const contexts = Object.fromEntries(
      (Object.keys(ENCYCLOPEDIA_CATEGORIES) as EncyclopediaCategory[]).map((category) => [category, searchContextOf(category)]),
    );
    expect(contexts).toEqual({
      item: { kind: 'items', apiCategory: 'items' },
      weapon: { kind: 'items', apiCategory: 'weapons' },
      cloth: { kind: 'sets' },
      cosmetic: { kind: 'items', apiCategory: 'cosmetics' },
      spells: { kind: 'spells' },
    });
  });
});

describe('remembered view per category', () => {
  function memoryStore() {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
  }

  it('keeps one canonical view per category and game; an empty query forgets it', () => {
    const store = memoryStore();
    rememberView('retro', 'weapon', '?page=2&level_min=10', store);
    rememberView('retro', 'item', '?text=bouf', store);
    expect(rememberedView('retro', 'weapon', store)).toBe('level_min=10&page=2');
    expect(rememberedView('retro', 'item', store)).toBe('text=bouf');
    expect(rememberedView('dofus', 'weapon', store)).toBe('');
    rememberView('retro', 'weapon', '', store);
    expect(rememberedView('retro', 'weapon', store)).toBe('');
  });

  it('re-validates what it reads and survives a storage that throws', () => {
    const store = memoryStore();
    store.setItem('tofulab:encyclopedia:retro:cloth', 'sort=bogus&level_max=40');
    expect(rememberedView('retro', 'cloth', store)).toBe('level_max=40');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberView('retro', 'item', 'text=x', broken)).not.toThrow();
    expect(rememberedView('retro', 'item', broken)).toBe('');
  });
});

describe('pagination window', () => {
  it('shows first, last and two pages around the current one, with gaps', () => {
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });

  it('has no gap where the pages follow each other, and one page for a single page', () => {
    expect(pageWindow(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});
