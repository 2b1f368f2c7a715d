/**
 * The filter state of an encyclopedia category screen and its two representations: the URL query
 * (so a link reproduces the view; site-spec §2, multi-value filters joined with '-') and the API
 * query of `SearchQuery` (contract/search.ts). The category slug of the path gives the search context
 * (which endpoint, which API category) and is merged with the URL query. Pure functions: unit tested.
 */
import { MAX_FILTER_VALUES } from '#contract/common';
import { SEARCH_ELEMENTS, SEARCH_SORTS, type SearchElement, type SearchSort } from '#contract/search';
import type { EncyclopediaCategory } from '#web/config/routes.ts';

export const DISPLAY_MODES = ['list', 'card', 'quick'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];
export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_LEVEL = 200;

export interface ListFilters {
  text: string;
  classId: number | null;
  elements: SearchElement[];
  levelMin: number | null;
  levelMax: number | null;
  include: string[];
  exclude: string[];
  mainEffects: string[];
  effects: string[];
  /** The member's folders (site-spec §2 `folder`): only the items equipped in the member's stuffs of those folders. */
  folders: string[];
  /** Only the member's favourite items. */
  favorites: boolean;
  sort: SearchSort;
  page: number;
  size: number;
  display: DisplayMode;
}

export const DEFAULT_FILTERS: ListFilters = {
  text: '',
  classId: null,
  elements: [],
  levelMin: null,
  levelMax: null,
  include: [],
  exclude: [],
  mainEffects: [],
  effects: [],
  folders: [],
  favorites: false,
  sort: 'relevance',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  display: 'list',
};

/** The encyclopedia lists every record; the builders only what players can really wear (data README). */
export type ListAvailability = 'standard' | 'all';

/** What a category slug searches: items of an API category, sets, or the class picker of spells. */
export type SearchContext =
  | { kind: 'items'; apiCategory: 'items' | 'weapons' | 'cosmetics' }
  | { kind: 'sets' }
  | { kind: 'spells' };

export function searchContextOf(category: EncyclopediaCategory): SearchContext {
  switch (category) {
    case 'item':
      return { kind: 'items', apiCategory: 'items' };
    case 'weapon':
      return { kind: 'items', apiCategory: 'weapons' };
    case 'cosmetic':
      return { kind: 'items', apiCategory: 'cosmetics' };
    case 'cloth':
      return { kind: 'sets' };
    case 'spells':
      return { kind: 'spells' };
  }
}

/* URL parameter names: those of the API, so a list URL and its API call read the same. */
const PARAM = {
  text: 'text',
  classId: 'class',
  elements: 'element',
  levelMin: 'level_min',
  levelMax: 'level_max',
  include: 'include',
  exclude: 'exclude',
  mainEffects: 'main_effect',
  effects: 'effect',
  folders: 'folder',
  favorites: 'favorite',
  sort: 'sort',
  page: 'page',
  size: 'size',
  display: 'display',
} as const satisfies Record<keyof ListFilters, string>;

function positiveInt(raw: string | null, max: number): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : null;
}

function level(raw: string | null): number | null {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  const value = Number(raw);
  return value <= MAX_LEVEL ? value : null;
}

/** Values joined with '-', each kept only if it has the API's shape; repeats dropped. */
function dashList(raw: string | null, token: RegExp): string[] {
  if (!raw) return [];
  return [...new Set(raw.split('-'))].filter((value) => token.test(value)).slice(0, MAX_FILTER_VALUES);
}

function oneOf<T extends string>(raw: string | null, allowed: readonly T[], fallback: T): T {
  return raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

/**
 * The filters of a URL query. Lenient by design: a hand-edited or outdated link keeps every valid
 * filter and drops the others, rather than answering an error page.
 */
export function filtersFromSearch(search: URLSearchParams | string): ListFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  let levelMin = level(params.get(PARAM.levelMin));
  let levelMax = level(params.get(PARAM.levelMax));
  // A range given upside down is what the user meant the other way round.
  if (levelMin !== null && levelMax !== null && levelMin > levelMax) [levelMin, levelMax] = [levelMax, levelMin];
  const size = positiveInt(params.get(PARAM.size), 100);
  return {
    text: (params.get(PARAM.text) ?? '').slice(0, 100),
    classId: positiveInt(params.get(PARAM.classId), 2_147_483_647),
    elements: dashList(params.get(PARAM.elements), /^[a-z]+$/).filter((value): value is SearchElement =>
      (SEARCH_ELEMENTS as readonly string[]).includes(value),
    ),
    levelMin,
    levelMax,
    include: dashList(params.get(PARAM.include), /^[a-z_]+$/),
    exclude: dashList(params.get(PARAM.exclude), /^[a-z_]+$/),
    mainEffects: dashList(params.get(PARAM.mainEffects), /^[a-z0-9_]+$/),
    effects: dashList(params.get(PARAM.effects), /^[a-z0-9_]+$/),
    folders: dashList(params.get(PARAM.folders), /^[1-9]\d{0,8}$/),
    favorites: params.get(PARAM.favorites) === 'true',
    sort: oneOf(params.get(PARAM.sort), SEARCH_SORTS, DEFAULT_FILTERS.sort),
    page: positiveInt(params.get(PARAM.page), 100_000) ?? DEFAULT_FILTERS.page,
    // Any size the API takes (1–100): the menu offers PAGE_SIZES, a link may carry another.
    size: size ?? DEFAULT_FILTERS.size,
    display: oneOf(params.get(PARAM.display), DISPLAY_MODES, DEFAULT_FILTERS.display),
  };
}

/**
 * The URL query of the filters: only what differs from the defaults, in a fixed order, so one
 * view has one URL (and a link with no query is the default view).
 */
export function searchFromFilters(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  const text = filters.text.trim();
  if (text) params.set(PARAM.text, text);
  if (filters.classId !== null) params.set(PARAM.classId, String(filters.classId));
  if (filters.elements.length) params.set(PARAM.elements, filters.elements.join('-'));
  if (filters.levelMin !== null) params.set(PARAM.levelMin, String(filters.levelMin));
  if (filters.levelMax !== null) params.set(PARAM.levelMax, String(filters.levelMax));
  if (filters.include.length) params.set(PARAM.include, filters.include.join('-'));
  if (filters.exclude.length) params.set(PARAM.exclude, filters.exclude.join('-'));
  if (filters.mainEffects.length) params.set(PARAM.mainEffects, filters.mainEffects.join('-'));
  if (filters.effects.length) params.set(PARAM.effects, filters.effects.join('-'));
  if (filters.folders.length) params.set(PARAM.folders, filters.folders.join('-'));
  if (filters.favorites) params.set(PARAM.favorites, 'true');
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set(PARAM.sort, filters.sort);
  if (filters.page !== DEFAULT_FILTERS.page) params.set(PARAM.page, String(filters.page));
  if (filters.size !== DEFAULT_FILTERS.size) params.set(PARAM.size, String(filters.size));
  if (filters.display !== DEFAULT_FILTERS.display) params.set(PARAM.display, filters.display);
  return params;
}

/**
 * A change of filters: any change but the page itself (or the display, which shows the same rows)
 * starts again from page 1, since the old page number means nothing for the new results.
 */
export function withChange(filters: ListFilters, change: Partial<ListFilters>): ListFilters {
  const next = { ...filters, ...change };
  const keepsPage = Object.keys(change).every((key) => key === 'page' || key === 'display');
  return keepsPage ? next : { ...next, page: 1 };
}

/**
 * The `SearchQuery` of the API. `effect_desc` needs an effect to sort by: without one it falls
 * back to relevance instead of asking the server for a 400. The encyclopedia lists every record
 * (`availability=all`), not only the builders' standard ones.
 */
export function apiQueryOf(filters: ListFilters, availability: ListAvailability = 'all'): Record<string, string | number | undefined> {
  const join = (values: readonly string[]) => (values.length ? values.join('-') : undefined);
  const sortable = filters.sort !== 'effect_desc' || filters.mainEffects.length + filters.effects.length > 0;
  return {
    text: filters.text.trim() || undefined,
    class: filters.classId ?? undefined,
    element: join(filters.elements),
    level_min: filters.levelMin ?? undefined,
    level_max: filters.levelMax ?? undefined,
    include: join(filters.include),
    exclude: join(filters.exclude),
    main_effect: join(filters.mainEffects),
    effect: join(filters.effects),
    folder: join(filters.folders),
    favorite: filters.favorites ? 'true' : undefined,
    sort: sortable ? filters.sort : 'relevance',
    page: filters.page,
    size: filters.size,
    availability,
  };
}

/** True when the filters narrow the results (the reset button is then offered). */
export function hasActiveFilters(filters: ListFilters): boolean {
  return (
    filters.text.trim() !== '' ||
    filters.classId !== null ||
    filters.levelMin !== null ||
    filters.levelMax !== null ||
    filters.favorites ||
    [filters.elements, filters.include, filters.exclude, filters.mainEffects, filters.effects, filters.folders].some(
      (values) => values.length > 0,
    )
  );
}
