/**
 * The last view of each category in this tab (site-spec §2: filter state kept per page): coming
 * back to a category without a query restores it. sessionStorage, so a new tab starts clean; any
 * storage failure (private mode, quota) only loses the memory, never the page.
 */
import type { EncyclopediaCategory } from '#web/config/routes.ts';
import { filtersFromSearch, searchFromFilters } from './list-filters.ts';

const keyOf = (game: string, category: EncyclopediaCategory) => `tofulab:encyclopedia:${game}:${category}`;

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): SessionStore | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the view's query (canonical form); an empty query forgets the category's view. */
export function rememberView(game: string, category: EncyclopediaCategory, search: string, store = sessionStore()): void {
  try {
    const canonical = searchFromFilters(filtersFromSearch(search)).toString();
    if (canonical) store?.setItem(keyOf(game, category), canonical);
    else store?.removeItem(keyOf(game, category));
  } catch {
    // Storage full or denied: the memory is a convenience.
  }
}

/** The remembered query of the category, re-validated (a stored value may come from an older version). */
export function rememberedView(game: string, category: EncyclopediaCategory, store = sessionStore()): string {
  try {
    const stored = store?.getItem(keyOf(game, category));
    return stored ? searchFromFilters(filtersFromSearch(stored)).toString() : '';
  } catch {
    return '';
  }
}
