/**
 * The member's level, badges and pending notification (GET /api/gamification/me), closing the
 * notification (DELETE /api/gamification/notification) and the list of badges (GET /api/badges).
 * The member's answers are keyed by the member's id, so another account never sees them.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { gamificationRoutes } from '#contract/gamification';
import { apiCall, apiSend } from '#web/lib/api-client.ts';

/** How often the member's state is read again while a page is open (also after actions and on navigation). */
export const GAMIFICATION_POLL_MS = 60_000;

export const gamificationKeys = {
  all: ['gamification'] as const,
  me: (memberId: number) => ['gamification', 'me', memberId] as const,
  badges: ['gamification', 'badges'] as const,
};

export function gamificationMeQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: gamificationKeys.me(memberId),
    queryFn: ({ signal }) => apiCall(gamificationRoutes.me, {}, { signal }),
    refetchInterval: GAMIFICATION_POLL_MS,
  });
}

export function badgesQueryOptions() {
  return queryOptions({
    queryKey: gamificationKeys.badges,
    queryFn: ({ signal }) => apiCall(gamificationRoutes.badges, {}, { signal }).then((answer) => answer.rows),
    staleTime: Infinity,
  });
}

/** Clears the notification on the server; the state answered becomes the cache. */
export async function clearNotification(queryClient: QueryClient, memberId: number) {
  const answer = await apiSend(gamificationRoutes.clearNotification, {}, undefined);
  queryClient.setQueryData(gamificationKeys.me(memberId), answer);
  return answer;
}
