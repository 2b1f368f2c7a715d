import { queryOptions, useQuery } from '@tanstack/react-query';
import { StatsResponse } from '#contract/api';
import { apiGet } from '#web/lib/api-client.ts';

export function appStatsQueryOptions() {
  return queryOptions({
    queryKey: ['app-stats'] as const,
    queryFn: ({ signal }) => apiGet('/api/stats', StatsResponse, { signal }).then((response) => response.data),
  });
}

export function useAppStats() {
  return useQuery(appStatsQueryOptions());
}
