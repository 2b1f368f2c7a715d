/**
 * Sets ("clothes" in the API) from the API: one set with its pieces, summaries by ids, and the set
 * search of pickers (`autocomplete`). One query each, shared by every feature.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '#contract/common';
import { setRoutes } from '#contract/sets';
import { apiCall } from '#web/lib/api-client.ts';
import { sortedUniqueIds } from '#web/lib/id-list.ts';

/** A set with its pieces (summaries and categories): its page, and equipping it whole. */
export function setDetailQueryOptions(game: Game, setId: number) {
  return queryOptions({
    queryKey: ['clothes', game, 'detail', setId, 'items'] as const,
    queryFn: ({ signal }) => apiCall(setRoutes.detail, { game, id: setId }, { query: { populate: 'items' }, signal }),
    staleTime: Infinity,
  });
}

export function setsByIdsQueryOptions(game: Game, ids: readonly number[]) {
  const sortedIds = sortedUniqueIds(ids);
  return queryOptions({
    queryKey: ['clothes', game, 'by-ids', sortedIds] as const,
    queryFn: ({ signal }) =>
      apiCall(setRoutes.byIds, { game, ids: sortedIds }, { signal }).then((response) => response.data),
    staleTime: Infinity,
  });
}

export function useSetsByIds(game: Game, ids: readonly number[]) {
  return useQuery({ ...setsByIdsQueryOptions(game, ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
}

export function setSearchQueryOptions(game: Game, text: string, availability: 'standard' | 'all') {
  const q = text.trim();
  return queryOptions({
    queryKey: ['clothes', game, 'autocomplete', q, availability] as const,
    queryFn: ({ signal }) =>
      apiCall(setRoutes.autocomplete, { game }, { query: { q, size: 10, availability }, signal }).then(
        (response) => response.data,
      ),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

export function useSetSearch(game: Game, text: string, availability: 'standard' | 'all') {
  return useQuery({ ...setSearchQueryOptions(game, text, availability), enabled: text.trim().length >= 2, placeholderData: keepPreviousData });
}
