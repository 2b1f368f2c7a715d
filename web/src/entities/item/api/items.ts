/**
 * Items (equipment and weapons) from the API: one record's detail, and summaries by ids — the one
 * "items by ids" query of the app (the builder's slots, the Cacminator's names, the Panominator's
 * results and the encyclopedia's recipe links share its cache entries).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '#contract/common';
import { itemRoutes } from '#contract/items';
import { apiCall } from '#web/lib/api-client.ts';
import { sortedUniqueIds } from '#web/lib/id-list.ts';

export function itemDetailQueryOptions(game: Game, itemId: number) {
  return queryOptions({
    queryKey: ['items', game, 'detail', itemId] as const,
    queryFn: ({ signal }) => apiCall(itemRoutes.detail, { game, id: itemId }, { signal }),
    staleTime: Infinity,
  });
}

/** Summaries of the equipment among `ids` (the API knows only equipment: other ids are left out), in id order. */
export function itemsByIdsQueryOptions(game: Game, ids: readonly number[]) {
  const sortedIds = sortedUniqueIds(ids);
  return queryOptions({
    queryKey: ['items', game, 'by-ids', sortedIds] as const,
    queryFn: ({ signal }) =>
      apiCall(itemRoutes.byIds, { game, ids: sortedIds }, { signal }).then((response) => response.data),
    staleTime: Infinity,
  });
}

export function useItemsByIds(game: Game, ids: readonly number[]) {
  return useQuery({ ...itemsByIdsQueryOptions(game, ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
}

/**
 * Items and weapons by name (the encyclopedia's search, every category and availability), best
 * match first: the pickers outside the encyclopedia (the workshop's "add a craft") use it.
 */
export function itemNameSearchQueryOptions(game: Game, text: string, size: number) {
  const query = { text, size, availability: 'all', sort: 'relevance' } as const;
  return queryOptions({
    queryKey: ['items', game, 'search', 'all', query] as const,
    queryFn: ({ signal }) => apiCall(itemRoutes.search, { game, category: 'all' }, { signal, query }),
    meta: { silent: true },
  });
}

/** The name search once the text has two characters (before: no call). */
export function useItemNameSearch(game: Game, text: string, size: number) {
  const trimmed = text.trim();
  return useQuery({ ...itemNameSearchQueryOptions(game, trimmed, size), enabled: trimmed.length >= 2, placeholderData: keepPreviousData });
}
