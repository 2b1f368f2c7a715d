/**
 * The last view of each stuff list in this tab (site-spec §2 "filter state kept per page": stuffs):
 * coming back to the list without a query restores it. sessionStorage, so a new tab starts clean;
 * a storage failure only loses the memory.
 */
import { searchFromStuffFilters, stuffFiltersFromSearch, type StuffListKind } from './stuff-filters.ts';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (game: string, kind: StuffListKind) => `tofulab:stuffs:${game}:${kind}`;

function sessionStore(): SessionStore | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the view's query (canonical form); an empty query forgets it. */
export function rememberStuffView(game: string, kind: StuffListKind, search: string, store = sessionStore()): void {
  try {
    const canonical = searchFromStuffFilters(stuffFiltersFromSearch(search, kind)).toString();
    if (canonical) store?.setItem(keyOf(game, kind), canonical);
    else store?.removeItem(keyOf(game, kind));
  } catch {
    // Storage full or denied: the memory is a convenience.
  }
}

/** The remembered query of the list, re-validated (a stored value may come from an older version). */
export function rememberedStuffView(game: string, kind: StuffListKind, store = sessionStore()): string {
  try {
    const stored = store?.getItem(keyOf(game, kind));
    return stored ? searchFromStuffFilters(stuffFiltersFromSearch(stored, kind)).toString() : '';
  } catch {
    return '';
  }
}
