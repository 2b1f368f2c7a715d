/**
 * The filters of the stuff lists (the member's library `equipements`, the public search
 * `equipement/search` and the guides `equipement/guides`) and their two representations: the URL
 * query (a link reproduces the view; multi-values joined with '-', site-spec §2) and the API's
 * `StuffSearchQuery` (contract/stuffs.ts). The URL uses the API's parameter names. Pure functions.
 */
import { MAX_FILTER_VALUES } from '#contract/common';
import { STUFF_ELEMENTS, STUFF_SORTS, STUFF_TAGS } from '#contract/stuffs';

export type StuffElement = (typeof STUFF_ELEMENTS)[number];
export type StuffTag = (typeof STUFF_TAGS)[number];
export type StuffSort = (typeof STUFF_SORTS)[number];

export const STUFF_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_STUFF_PAGE_SIZE = 20;
export const MAX_STUFF_LEVEL = 200;

/** Which list: the member's own (folders apply), the public search, the public guides. */
export type StuffListKind = 'own' | 'search' | 'guides';

export interface StuffFilters {
  text: string;
  classId: number | null;
  levelMin: number | null;
  levelMax: number | null;
  elements: StuffElement[];
  tags: StuffTag[];
  /** The member's folders (own list only). */
  folders: number[];
  /** Public or private stuffs only (own list only); null: both. */
  visibility: 'public' | 'private' | null;
  sort: StuffSort;
  page: number;
  size: number;
}

export const DEFAULT_STUFF_FILTERS: StuffFilters = {
  text: '',
  classId: null,
  levelMin: null,
  levelMax: null,
  elements: [],
  tags: [],
  folders: [],
  visibility: null,
  sort: 'updated_desc',
  page: 1,
  size: DEFAULT_STUFF_PAGE_SIZE,
};

const PARAM = {
  text: 'text',
  classId: 'class',
  levelMin: 'level_min',
  levelMax: 'level_max',
  elements: 'element',
  tags: 'tags',
  folders: 'folder',
  visibility: 'visible',
  sort: 'sort',
  page: 'page',
  size: 'size',
} as const satisfies Record<keyof StuffFilters, string>;

function positiveInt(raw: string | null, max: number): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : null;
}

function level(raw: string | null): number | null {
  if (raw === null || !/^\d{1,3}$/.test(raw)) return null;
  const value = Number(raw);
  return value <= MAX_STUFF_LEVEL ? value : null;
}

function dashList<T extends string>(raw: string | null, allowed: readonly T[]): T[] {
  if (!raw) return [];
  return [...new Set(raw.split('-'))].filter((value): value is T => (allowed as readonly string[]).includes(value)).slice(0, MAX_FILTER_VALUES);
}

/**
 * The filters of a URL query, lenient like the encyclopedia's: an outdated or hand-edited link
 * keeps its valid filters and drops the rest. Folders are read only for the member's own list.
 */
export function stuffFiltersFromSearch(search: URLSearchParams | string, kind: StuffListKind): StuffFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  let levelMin = level(params.get(PARAM.levelMin));
  let levelMax = level(params.get(PARAM.levelMax));
  if (levelMin !== null && levelMax !== null && levelMin > levelMax) [levelMin, levelMax] = [levelMax, levelMin];
  const folders =
    kind === 'own'
      ? [...new Set((params.get(PARAM.folders) ?? '').split('-'))]
          .filter((value) => /^[1-9]\d{0,8}$/.test(value))
          .map(Number)
          .slice(0, MAX_FILTER_VALUES)
      : [];
  const sort = params.get(PARAM.sort);
  const visible = kind === 'own' ? params.get(PARAM.visibility) : null;
  return {
    text: (params.get(PARAM.text) ?? '').slice(0, 100),
    classId: positiveInt(params.get(PARAM.classId), 10_000),
    levelMin,
    levelMax,
    elements: dashList(params.get(PARAM.elements), STUFF_ELEMENTS),
    tags: dashList(params.get(PARAM.tags), STUFF_TAGS),
    folders,
    visibility: visible === 'true' ? 'public' : visible === 'false' ? 'private' : null,
    sort: sort !== null && (STUFF_SORTS as readonly string[]).includes(sort) ? (sort as StuffSort) : DEFAULT_STUFF_FILTERS.sort,
    page: positiveInt(params.get(PARAM.page), 100_000) ?? 1,
    size: positiveInt(params.get(PARAM.size), 100) ?? DEFAULT_STUFF_PAGE_SIZE,
  };
}

/** The URL query: only what differs from the defaults, in a fixed order (one view, one URL). */
export function searchFromStuffFilters(filters: StuffFilters): URLSearchParams {
  const params = new URLSearchParams();
  const text = filters.text.trim();
  if (text) params.set(PARAM.text, text);
  if (filters.classId !== null) params.set(PARAM.classId, String(filters.classId));
  if (filters.levelMin !== null) params.set(PARAM.levelMin, String(filters.levelMin));
  if (filters.levelMax !== null) params.set(PARAM.levelMax, String(filters.levelMax));
  if (filters.elements.length) params.set(PARAM.elements, filters.elements.join('-'));
  if (filters.tags.length) params.set(PARAM.tags, filters.tags.join('-'));
  if (filters.folders.length) params.set(PARAM.folders, filters.folders.join('-'));
  if (filters.visibility !== null) params.set(PARAM.visibility, filters.visibility === 'public' ? 'true' : 'false');
  if (filters.sort !== DEFAULT_STUFF_FILTERS.sort) params.set(PARAM.sort, filters.sort);
  if (filters.page !== 1) params.set(PARAM.page, String(filters.page));
  if (filters.size !== DEFAULT_STUFF_PAGE_SIZE) params.set(PARAM.size, String(filters.size));
  return params;
}

/** A change of filters starts again from page 1, unless the change is the page itself. */
export function withStuffChange(filters: StuffFilters, change: Partial<StuffFilters>): StuffFilters {
  const next = { ...filters, ...change };
  return Object.keys(change).every((key) => key === 'page') ? next : { ...next, page: 1 };
}

/** The API's query (`StuffSearchQuery` on the wire): guides ask `guide=true`; folders only for the own list. */
export function stuffApiQuery(filters: StuffFilters, kind: StuffListKind): Record<string, string | number | undefined> {
  const join = (values: readonly (string | number)[]) => (values.length ? values.join('-') : undefined);
  return {
    text: filters.text.trim() || undefined,
    class: filters.classId ?? undefined,
    level_min: filters.levelMin ?? undefined,
    level_max: filters.levelMax ?? undefined,
    element: join(filters.elements),
    tags: join(filters.tags),
    folder: kind === 'own' ? join(filters.folders) : undefined,
    visible: kind === 'own' && filters.visibility !== null ? String(filters.visibility === 'public') : undefined,
    guide: kind === 'guides' ? 'true' : undefined,
    sort: filters.sort,
    page: filters.page,
    size: filters.size,
  };
}

export function hasActiveStuffFilters(filters: StuffFilters): boolean {
  return (
    filters.text.trim() !== '' ||
    filters.classId !== null ||
    filters.levelMin !== null ||
    filters.levelMax !== null ||
    filters.visibility !== null ||
    filters.elements.length + filters.tags.length + filters.folders.length > 0
  );
}
