/**
 * The site-wide search (the navbar's "see all" and the search page, site-spec §2): its URL, the text
 * it reads from the URL, and its groups. Pure: unit tested without a browser.
 */
import type { Lang } from '#contract/common';
import { buildPath } from '#web/config/routes.ts';

/** The groups of the search page, in the order shown. */
export const SITE_SEARCH_GROUPS = ['items', 'weapons', 'sets', 'spells', 'cosmetics'] as const;
export type SiteSearchGroup = (typeof SITE_SEARCH_GROUPS)[number];

/** Rows asked per group and per "show more". */
export const SITE_SEARCH_PAGE_SIZE = 12;
/** The API's limit on a search text. */
export const SITE_SEARCH_MAX_LENGTH = 100;
/** The URL parameter holding the text. */
export const SITE_SEARCH_PARAM = 'q';

/** A search text as the page uses it: spaces collapsed, cut at the API's limit. */
export function normaliseSearchText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, SITE_SEARCH_MAX_LENGTH).trim();
}

/** The text of a search page's URL (`?q=`), normalised; '' when there is none. */
export function searchTextOf(params: URLSearchParams): string {
  return normaliseSearchText(params.get(SITE_SEARCH_PARAM) ?? '');
}

/** The search page of a text (`/fr/recherche?q=bouftou`); without a text, the empty search page. */
export function siteSearchPath(lang: Lang, text = ''): string {
  const query = normaliseSearchText(text);
  const path = buildPath('site.search', lang);
  return query === '' ? path : `${path}?${new URLSearchParams({ [SITE_SEARCH_PARAM]: query }).toString()}`;
}

/** A spell's page: its class's spells with the spell open; a spell of no class, the class picker. */
export function spellPagePath(lang: Lang, classId: number, spellId: number): string {
  return classId > 0
    ? `${buildPath('encyclopedia.spells', lang, { classId })}?spellId=${spellId}`
    : buildPath('encyclopedia.category', lang, { category: 'spells' });
}

/** Every match of the groups whose counts are known; undefined while one is still unknown. */
export function totalOf(counts: readonly (number | undefined)[]): number | undefined {
  let total = 0;
  for (const count of counts) {
    if (count === undefined) return undefined;
    total += count;
  }
  return total;
}
