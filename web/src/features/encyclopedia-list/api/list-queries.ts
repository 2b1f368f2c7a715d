import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '#contract/common';
import { itemRoutes } from '#contract/items';
import { setRoutes } from '#contract/sets';
import { apiCall } from '#web/lib/api-client.ts';
import { apiQueryOf, type ListAvailability, type ListFilters } from '../model/list-filters.ts';

/** The API's view of the filters: the display mode is left out, it shows the same rows. */
function requestKey(filters: ListFilters, availability: ListAvailability) {
  return apiQueryOf(filters, availability);
}

export function itemListQueryOptions(game: Game, apiCategory: string, filters: ListFilters, availability: ListAvailability = 'all') {
  const query = requestKey(filters, availability);
  return queryOptions({
    queryKey: ['items', game, 'search', apiCategory, query] as const,
    queryFn: ({ signal }) => apiCall(itemRoutes.search, { game, category: apiCategory }, { query, signal }),
    meta: { silent: true },
  });
}

export function setListQueryOptions(game: Game, filters: ListFilters, availability: ListAvailability = 'all') {
  const query = requestKey(filters, availability);
  return queryOptions({
    queryKey: ['clothes', game, 'search', query] as const,
    queryFn: ({ signal }) => apiCall(setRoutes.search, { game }, { query, signal }),
    meta: { silent: true },
  });
}

// The current page stays on screen while the next one loads, so paging and filtering do not flash.
export function useItemList(game: Game, apiCategory: string, filters: ListFilters, enabled: boolean, availability: ListAvailability = 'all') {
  return useQuery({ ...itemListQueryOptions(game, apiCategory, filters, availability), enabled, placeholderData: keepPreviousData });
}

export function useSetList(game: Game, filters: ListFilters, enabled: boolean, availability: ListAvailability = 'all') {
  return useQuery({ ...setListQueryOptions(game, filters, availability), enabled, placeholderData: keepPreviousData });
}
