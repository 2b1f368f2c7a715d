import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '#contract/common';
import { itemRoutes } from '#contract/items';
import { setRoutes } from '#contract/sets';
import { apiCall } from '#web/lib/api-client.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { apiQueryOf, type ListAvailability, type ListFilters } from '../model/list-filters.ts';

/** The API's view of the filters: the display mode is left out, it shows the same rows. */
function requestKey(filters: ListFilters, availability: ListAvailability) {
  return apiQueryOf(filters, availability);
}

/**
 * The folder and favourite filters answer the caller's own items: their cache entry names the
 * member (null: a visitor), so one member's answer never shows to another; they go on logout.
 */
function whose(filters: ListFilters, memberId: number | null) {
  return filters.folders.length > 0 || filters.favorites ? [{ member: memberId }] : [];
}

export function itemListQueryOptions(game: Game, apiCategory: string, filters: ListFilters, availability: ListAvailability = 'all', memberId: number | null = null) {
  const query = requestKey(filters, availability);
  return queryOptions({
    queryKey: ['items', game, 'search', apiCategory, query, ...whose(filters, memberId)] as const,
    queryFn: ({ signal }) => apiCall(itemRoutes.search, { game, category: apiCategory }, { query, signal }),
    meta: { silent: true },
  });
}

export function setListQueryOptions(game: Game, filters: ListFilters, availability: ListAvailability = 'all', memberId: number | null = null) {
  const query = requestKey(filters, availability);
  return queryOptions({
    queryKey: ['clothes', game, 'search', query, ...whose(filters, memberId)] as const,
    queryFn: ({ signal }) => apiCall(setRoutes.search, { game }, { query, signal }),
    meta: { silent: true },
  });
}

// The current page stays on screen while the next one loads, so paging and filtering do not flash.
export function useItemList(game: Game, apiCategory: string, filters: ListFilters, enabled: boolean, availability: ListAvailability = 'all') {
  const memberId = useMemberId();
  return useQuery({ ...itemListQueryOptions(game, apiCategory, filters, availability, memberId), enabled, placeholderData: keepPreviousData });
}

export function useSetList(game: Game, filters: ListFilters, enabled: boolean, availability: ListAvailability = 'all') {
  const memberId = useMemberId();
  return useQuery({ ...setListQueryOptions(game, filters, availability, memberId), enabled, placeholderData: keepPreviousData });
}

function useMemberId(): number | null {
  const session = useSession();
  return session.status === 'member' ? session.user.id : null;
}
