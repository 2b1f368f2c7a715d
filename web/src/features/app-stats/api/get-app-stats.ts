import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsRoutes } from '#contract/stats';
import { apiCall } from '#web/lib/api-client.ts';

export function appStatsQueryOptions() {
  return queryOptions({
    queryKey: ['app-stats'] as const,
    queryFn: ({ signal }) => apiCall(statsRoutes.get, {}, { signal }).then((response) => response.data),
  });
}

export function useAppStats() {
  return useQuery(appStatsQueryOptions());
}
