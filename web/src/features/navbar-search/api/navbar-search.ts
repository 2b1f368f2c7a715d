import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '#contract/common';
import { searchRoutes } from '#contract/search';
import { apiCall } from '#web/lib/api-client.ts';

export function navbarSearchQueryOptions(game: Game, query: string) {
  return queryOptions({
    queryKey: ['navbar-search', game, query] as const,
    // TanStack Query aborts this signal when the query loses its last observer, that is when the
    // next keystroke's query supersedes it: the server stops working on a text nobody waits for.
    queryFn: ({ signal }) =>
      apiCall(searchRoutes.navbar, { game, query }, { signal }).then(
        (response) => response.results,
      ),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

export function useNavbarSearch(game: Game, query: string, enabled: boolean) {
  // The previous hits stay while the next ones load, so the dropdown does not flicker between keys.
  return useQuery({ ...navbarSearchQueryOptions(game, query), enabled, placeholderData: keepPreviousData });
}
