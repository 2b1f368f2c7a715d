/**
 * The site's public settings (contract/site-settings.ts): the operator's contact address and the ad
 * provider, if any. Read once per page load (they change only with a restart of the server).
 */
import { queryOptions } from '@tanstack/react-query';
import { siteSettingsRoutes } from '#contract/site-settings';
import { apiCall } from '#web/lib/api-client.ts';

export function siteSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['site-settings'] as const,
    queryFn: ({ signal }) => apiCall(siteSettingsRoutes.get, {}, { signal }),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
