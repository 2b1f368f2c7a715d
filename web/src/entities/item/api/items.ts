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
