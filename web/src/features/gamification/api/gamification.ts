/**
 * The member's level and badges (GET /api/gamification/me), closing the notification
 * (DELETE /api/gamification/notification) and the list of badges (GET /api/badges). The member's
 * answers are keyed by the member's id, so another account never sees them.
 *
 * The pending notification itself is read from the live data (entities/live), the one query every
 * page polls: `gamification/me` is not polled; it is read when the level is shown, and again when
 * the live data brings a new notification or after the member's actions (GamificationWatch).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { gamificationRoutes } from '#contract/gamification';
import type { LiveData } from '#contract/live';
import { liveKeys, withoutNotification } from '#web/entities/live/api/live-data.ts';
import { apiCall, apiSend } from '#web/lib/api-client.ts';

export const gamificationKeys = {
  all: ['gamification'] as const,
  me: (memberId: number) => ['gamification', 'me', memberId] as const,
  badges: ['gamification', 'badges'] as const,
};

export function gamificationMeQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: gamificationKeys.me(memberId),
    queryFn: ({ signal }) => apiCall(gamificationRoutes.me, {}, { signal }),
  });
}

export function badgesQueryOptions() {
  return queryOptions({
    queryKey: gamificationKeys.badges,
    queryFn: ({ signal }) => apiCall(gamificationRoutes.badges, {}, { signal }).then((answer) => answer.rows),
    staleTime: Infinity,
  });
}

/** Clears the notification on the server; the state answered becomes the cache, and the live data's notification goes. */
export async function clearNotification(queryClient: QueryClient, memberId: number) {
  const answer = await apiSend(gamificationRoutes.clearNotification, {}, undefined);
  queryClient.setQueryData(gamificationKeys.me(memberId), answer);
  queryClient.setQueryData<LiveData>(liveKeys.data(memberId), withoutNotification);
  return answer;
}
