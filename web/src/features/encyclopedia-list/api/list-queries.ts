import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ClothSearchResponse, ItemSearchResponse, type Game } from '#contract/api';
import { apiGet } from '#web/lib/api-client.ts';
import { apiQueryOf, type ListAvailability, type ListFilters } from '../model/list-filters.ts';

/** The API's view of the filters: the display mode is left out, it shows the same rows. */
function requestKey(filters: ListFilters, availability: ListAvailability) {
  return apiQueryOf(filters, availability);
}

export function itemListQueryOptions(game: Game, apiCategory: string, filters: ListFilters, availability: ListAvailability = 'all') {
  const query = requestKey(filters, availability);
  return queryOptions({
    queryKey: ['items', game, 'search', apiCategory, query] as const,
    queryFn: ({ signal }) => apiGet(`/api/items/${game}/search/${apiCategory}`, ItemSearchResponse, { query, signal }),
    meta: { silent: true },
  });
}

export function setListQueryOptions(game: Game, filters: ListFilters, availability: ListAvailability = 'all') {
  const query = requestKey(filters, availability);
  return queryOptions({
    queryKey: ['clothes', game, 'search', query] as const,
    queryFn: ({ signal }) => apiGet(`/api/clothes/${game}/search`, ClothSearchResponse, { query, signal }),
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
