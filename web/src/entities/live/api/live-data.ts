/**
 * The live data (issue 18; site-spec §3, §5: refreshed every 300 s, also after an error): the
 * streams, the online count and the signed-in member's pending notification, from
 * `GET /api/live/data`. One query for the whole app: the stream panel, the online count, the home
 * and the level-up / new-badge modals all read this entry, so an open page polls once.
 *
 * The answer carries the member's notification, so the key names the member (a visitor's entry
 * never shows a member's notification, and logging out or in reads again).
 */
import { queryOptions } from '@tanstack/react-query';
import { LIVE_DATA_POLL_SECONDS, liveRoutes, type LiveData } from '#contract/live';
import { apiCall } from '#web/lib/api-client.ts';

export const LIVE_DATA_POLL_MS = LIVE_DATA_POLL_SECONDS * 1000;

export const liveKeys = {
  all: ['live'] as const,
  data: (memberId: number | null) => ['live', 'data', memberId ?? 'visitor'] as const,
};

export function liveDataQueryOptions(memberId: number | null) {
  return queryOptions({
    queryKey: liveKeys.data(memberId),
    queryFn: ({ signal }) => apiCall(liveRoutes.data, {}, { signal }),
    // Every 300 s whatever happened, an error included: the next poll is the retry.
    refetchInterval: LIVE_DATA_POLL_MS,
    refetchIntervalInBackground: false,
    // Back to the tab: read again when the answer is older than the app's staleTime (60 s).
    refetchOnWindowFocus: true,
    retry: false,
    // A background poll that fails keeps the last answer on screen, without an alert.
    meta: { silent: true },
  });
}

/** Writes `notification: null` into the member's cached live data (the modal was closed). */
export function withoutNotification(data: LiveData | undefined): LiveData | undefined {
  return data && { ...data, lastNotification: null };
}
