/**
 * Reference data of the variant (site-spec §3 "Bootstrap"): classes, categories, effects… Shared by
 * several features, so it lives here rather than in one of them. It changes only with a data import.
 */
import { queryOptions } from '@tanstack/react-query';
import { BootstrapResponse, type Game } from '#contract/api';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { apiGet } from '#web/lib/api-client.ts';

export function bootstrapQueryOptions(game: Game = SITE_VARIANT) {
  return queryOptions({
    queryKey: ['bootstrap', game] as const,
    queryFn: ({ signal }) =>
      apiGet('/api/bootstrap', BootstrapResponse, { query: { game }, signal }).then((response) => response.data),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
