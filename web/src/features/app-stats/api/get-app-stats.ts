import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '#contract/common';
import { statsRoutes } from '#contract/stats';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** The home figures of the site's game (the page names it: the API never guesses it from the host). */
export function appStatsQueryOptions(game: Game = SITE_VARIANT) {
  return queryOptions({
    queryKey: ['app-stats', game] as const,
    queryFn: ({ signal }) => apiCall(statsRoutes.get, {}, { query: { game }, signal }).then((response) => response.data),
  });
}

export function useAppStats() {
  return useQuery(appStatsQueryOptions());
}
