/**
 * One group of the site-wide search, a page at a time ("show more" adds the next): items, weapons
 * and cosmetics through the item search, sets through the set search, spells through the spell
 * search, each with the text and the records of official servers (as the navbar counts them). One
 * query per group and text, shared by the navbar's "see all" count and the search page.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Game } from '#contract/common';
import { itemRoutes, type ItemSummary } from '#contract/items';
import { setRoutes, type SetSummary } from '#contract/sets';
import { spellRoutes, type SpellSearchResponse } from '#contract/spells';
import { apiCall } from '#web/lib/api-client.ts';
import { SITE_SEARCH_PAGE_SIZE, type SiteSearchGroup } from '../model/site-search.ts';

export type SiteSearchRow =
  | { kind: 'item'; item: ItemSummary }
  | { kind: 'set'; set: SetSummary }
  | { kind: 'spell'; spell: SpellSearchResponse['rows'][number] };

export interface SiteSearchPage {
  rows: SiteSearchRow[];
  /** Every match of the group. */
  count: number;
  page: number;
  pages: number;
}

/** The item search's path category of each item group. */
const ITEM_CATEGORY = { items: 'items', weapons: 'weapons', cosmetics: 'cosmetics' } as const;

async function fetchGroupPage(game: Game, group: SiteSearchGroup, text: string, page: number, signal: AbortSignal): Promise<SiteSearchPage> {
  const query = { text, page, size: SITE_SEARCH_PAGE_SIZE };
  switch (group) {
    case 'sets': {
      const answer = await apiCall(setRoutes.search, { game }, { query: { ...query, availability: 'standard' }, signal });
      return { ...answer, rows: answer.rows.map((set) => ({ kind: 'set', set })) };
    }
    case 'spells': {
      const answer = await apiCall(spellRoutes.search, { game }, { query, signal });
      return { ...answer, rows: answer.rows.map((spell) => ({ kind: 'spell', spell })) };
    }
    default: {
      const answer = await apiCall(
        itemRoutes.search,
        { game, category: ITEM_CATEGORY[group] },
        { query: { ...query, availability: 'standard' }, signal },
      );
      return { ...answer, rows: answer.rows.map((item) => ({ kind: 'item', item })) };
    }
  }
}

export function siteSearchQueryOptions(game: Game, group: SiteSearchGroup, text: string) {
  return infiniteQueryOptions({
    queryKey: ['site-search', game, group, text] as const,
    queryFn: ({ pageParam, signal }) => fetchGroupPage(game, group, text, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    staleTime: 5 * 60_000,
    // The screens show their own error states.
    meta: { silent: true },
  });
}

export function useSiteSearchGroup(game: Game, group: SiteSearchGroup, text: string, enabled = true) {
  return useInfiniteQuery({ ...siteSearchQueryOptions(game, group, text), enabled: enabled && text !== '' });
}
