/**
 * Issue 17, the pure parts of the stuff libraries and menus: the filters ↔ URL ↔ API query, the
 * remembered view per list, the menus' entries (10, by name or last modified, 3 tags, two columns),
 * the pages of a list held whole, the page window; the Stuffminator's link for members only; the
 * encyclopedia's favourites filter in the URL and the API query.
 */
import { describe, expect, it } from 'vitest';
import type { StuffSummary } from '#contract/stuffs';
import { navSectionsFor } from '#web/config/navigation.ts';
import {
  DEFAULT_STUFF_FILTERS,
  hasActiveStuffFilters,
  searchFromStuffFilters,
  stuffApiQuery,
  stuffFiltersFromSearch,
  withStuffChange,
} from '#web/features/stuff-library/model/stuff-filters.ts';
import { rememberedStuffView, rememberStuffView } from '#web/features/stuff-library/model/remembered-filters.ts';
import { menuStuffs, MENU_STUFFS, shownTags, twoColumns } from '#web/features/stuff-library/model/menu-stuffs.ts';
import { pageSlice } from '#web/features/stuff-library/model/page-slice.ts';
import { stuffPageWindow } from '#web/features/stuff-library/components/stuff-pagination.tsx';
import { apiQueryOf, DEFAULT_FILTERS, filtersFromSearch, hasActiveFilters, searchFromFilters } from '#web/features/encyclopedia-list/model/list-filters.ts';

function stuff(id: number, name: string, updated: string): StuffSummary {
  return {
    id,
    slug: `${id}-x`,
    short_code: 'a',
    game: 'retro',
    name,
    tags: ['pvp', 'pvm', 'pod', 'sa'],
    character_class: 1,
    character_gender: 0,
    character_level: 100,
    level: 10,
    elements: [],
    visible: false,
    folder_id: null,
    views: 0,
    guide: false,
    user: { id: 1, name: 'Alice', slug: 'alice' },
    hidden: false,
    version: 1,
    created_at: updated,
    updated_at: updated,
  };
}

describe('stuff list filters', () => {
  it('round-trips through the URL with the API’s names, only what differs from the defaults', () => {
    const filters = { ...DEFAULT_STUFF_FILTERS, text: 'terre', classId: 8, levelMin: 50, levelMax: 120, elements: ['earth' as const, 'fire' as const], tags: ['pvp' as const], folders: [3, 7], sort: 'views_desc' as const, page: 2, size: 50 };
    const search = searchFromStuffFilters(filters).toString();
    expect(search).toBe('text=terre&class=8&level_min=50&level_max=120&element=earth-fire&tags=pvp&folder=3-7&sort=views_desc&page=2&size=50');
    expect(stuffFiltersFromSearch(search, 'own')).toEqual(filters);
    expect(searchFromStuffFilters(DEFAULT_STUFF_FILTERS).toString()).toBe('');
    expect(stuffFiltersFromSearch('', 'search')).toEqual(DEFAULT_STUFF_FILTERS);
  });

  it('keeps the valid filters of a hand-edited link and drops the rest', () => {
    const filters = stuffFiltersFromSearch('class=abc&level_min=300&level_max=20&element=earth-lava-earth&tags=pvp-nope&sort=random&page=0&size=500&folder=1-x', 'own');
    expect(filters).toMatchObject({ classId: null, levelMin: null, levelMax: 20, elements: ['earth'], tags: ['pvp'], sort: 'updated_desc', page: 1, size: 20, folders: [1] });
    // A range upside down is what was meant the other way round.
    expect(stuffFiltersFromSearch('level_min=120&level_max=50', 'search')).toMatchObject({ levelMin: 50, levelMax: 120 });
    // Folders belong to the member's own list only.
    expect(stuffFiltersFromSearch('folder=3', 'search').folders).toEqual([]);
  });

  it('asks the API: guides with guide=true, folders only for the own list; a change goes back to page 1', () => {
    const filters = { ...DEFAULT_STUFF_FILTERS, folders: [4], tags: ['pvm' as const], page: 3 };
    expect(stuffApiQuery(filters, 'own')).toMatchObject({ folder: '4', tags: 'pvm', guide: undefined, page: 3, sort: 'updated_desc', size: 20 });
    expect(stuffApiQuery(filters, 'guides')).toMatchObject({ folder: undefined, guide: 'true' });
    expect(stuffApiQuery(filters, 'search')).toMatchObject({ folder: undefined, guide: undefined });
    expect(withStuffChange(filters, { text: 'x' }).page).toBe(1);
    expect(withStuffChange(filters, { page: 5 }).page).toBe(5);
    expect(hasActiveStuffFilters(DEFAULT_STUFF_FILTERS)).toBe(false);
    expect(hasActiveStuffFilters(filters)).toBe(true);
  });

  it('filters the own list by visibility: visible=true|false in the URL and to the API; other lists ignore it', () => {
    const own = stuffFiltersFromSearch('visible=false&folder=3', 'own');
    expect(own.visibility).toBe('private');
    expect(searchFromStuffFilters(own).toString()).toBe('folder=3&visible=false');
    expect(stuffApiQuery(own, 'own').visible).toBe('false');
    expect(stuffApiQuery({ ...own, visibility: 'public' }, 'own').visible).toBe('true');
    expect(hasActiveStuffFilters({ ...DEFAULT_STUFF_FILTERS, visibility: 'public' })).toBe(true);
    expect(stuffFiltersFromSearch('visible=false', 'search').visibility).toBeNull();
    expect(stuffApiQuery({ ...own, visibility: 'private' }, 'search').visible).toBeUndefined();
    expect(stuffFiltersFromSearch('visible=perhaps', 'own').visibility).toBeNull();
  });

  it('remembers each list’s view apart, in canonical form, and forgets an empty one', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value), removeItem: (key: string) => void store.delete(key) };
    rememberStuffView('retro', 'search', '?page=1&tags=pvp&junk=1', storage);
    rememberStuffView('retro', 'guides', '?class=2', storage);
    expect(rememberedStuffView('retro', 'search', storage)).toBe('tags=pvp');
    expect(rememberedStuffView('retro', 'guides', storage)).toBe('class=2');
    expect(rememberedStuffView('retro', 'own', storage)).toBe('');
    rememberStuffView('retro', 'search', '', storage);
    expect(rememberedStuffView('retro', 'search', storage)).toBe('');
  });
});

describe('stuff menus', () => {
  const rows = Array.from({ length: 12 }, (_, index) => stuff(index + 1, `Stuff ${String.fromCharCode(76 - index)}`, `2024-01-${String(index + 1).padStart(2, '0')}T00:00:00.000Z`));

  it('show at most 10 stuffs: by name for "my stuffs", most recent first for "last modified"', () => {
    const mine = menuStuffs(rows, 'mine');
    expect(mine).toHaveLength(MENU_STUFFS);
    expect(mine[0]!.name).toBe('Stuff A');
    expect(mine.map((entry) => entry.name)).not.toContain('Stuff K');
    const recent = menuStuffs(rows, 'recent');
    expect(recent).toHaveLength(10);
    expect(recent.map((entry) => entry.id).slice(0, 3)).toEqual([12, 11, 10]);
    expect(menuStuffs(rows.slice(0, 3), 'recent')).toHaveLength(3);
  });

  it('show three tags and lay the entries in two columns, the first half on the left', () => {
    expect(shownTags(['pvp', 'pvm', 'pod', 'sa'])).toEqual(['pvp', 'pvm', 'pod']);
    expect(shownTags(['tank'])).toEqual(['tank']);
    expect(twoColumns([1, 2, 3, 4, 5])).toEqual([[1, 2, 3], [4, 5]]);
    expect(twoColumns([])).toEqual([[], []]);
  });

  it('page a list held whole, clamping a page past the end', () => {
    const list = Array.from({ length: 25 }, (_, index) => index);
    expect(pageSlice(list, 2, 20)).toEqual({ rows: [20, 21, 22, 23, 24], page: 2, pages: 2 });
    expect(pageSlice(list, 9, 20).page).toBe(2);
    expect(pageSlice([], 1, 20)).toEqual({ rows: [], page: 1, pages: 0 });
    expect(stuffPageWindow(1, 1)).toEqual([1]);
    expect(stuffPageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(stuffPageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('members-only entries and the encyclopedia’s favourites filter', () => {
  it('shows the Stuffminator’s link to members only', () => {
    const tools = (audience: 'member' | 'visitor') => navSectionsFor('retro', audience).find((section) => section.id === 'tools')!.entries.map((entry) => entry.route);
    expect(tools('member')).toContain('tools.stuffminator');
    expect(tools('visitor')).not.toContain('tools.stuffminator');
    expect(tools('visitor')).toContain('tools.cacminator');
  });

  it('carries favourites and folders in the URL and to the API', () => {
    const filters = filtersFromSearch('favorite=true&folder=3-5');
    expect(filters).toMatchObject({ favorites: true, folders: ['3', '5'] });
    expect(searchFromFilters(filters).toString()).toBe('folder=3-5&favorite=true');
    expect(apiQueryOf(filters)).toMatchObject({ favorite: 'true', folder: '3-5' });
    expect(apiQueryOf(DEFAULT_FILTERS).favorite).toBeUndefined();
    expect(filtersFromSearch('favorite=yes').favorites).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, favorites: true })).toBe(true);
  });
});
