/**
 * Reference data of the variant (site-spec §3 "Bootstrap"): classes, categories, effects… Shared by
 * several features, so it lives here rather than in one of them. It changes only with a data import.
 */
import { queryOptions } from '@tanstack/react-query';
import { bootstrapRoutes } from '#contract/bootstrap';
import type { Game } from '#contract/common';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { apiCall } from '#web/lib/api-client.ts';

export function bootstrapQueryOptions(game: Game = SITE_VARIANT) {
  return queryOptions({
    queryKey: ['bootstrap', game] as const,
    queryFn: ({ signal }) =>
      apiCall(bootstrapRoutes.get, {}, { query: { game }, signal }).then((response) => response.data),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
