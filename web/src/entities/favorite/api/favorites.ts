/**
 * The member's favourite items (site-spec §3 Favorite, §7: GET/POST/DELETE /api/favorites), per
 * game. Each write answers the whole updated list, which becomes the cache at once. A member's
 * only: cleared on logout.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Game } from '#contract/common';
import { favoritesRoutes } from '#contract/folders';
import { apiCall, apiSend } from '#web/lib/api-client.ts';

export const favoriteKeys = {
  all: ['favorites'] as const,
  ofGame: (game: Game) => ['favorites', game] as const,
};

export function favoritesQueryOptions(game: Game) {
  return queryOptions({
    queryKey: favoriteKeys.ofGame(game),
    queryFn: ({ signal }) => apiCall(favoritesRoutes.list, {}, { signal, query: { game } }).then((answer) => answer.rows),
  });
}

/** The favourite item ids of the game (of the cached list). */
export function favoriteIdSet(rows: readonly { itemId: number }[] | undefined): ReadonlySet<number> {
  return new Set((rows ?? []).map((row) => row.itemId));
}

/** Marks or unmarks an item; the list answered (all games) is cached for this game. */
export async function setFavorite(queryClient: QueryClient, game: Game, itemId: number, favorite: boolean) {
  const answer = favorite
    ? await apiSend(favoritesRoutes.add, {}, { game, itemId })
    : await apiSend(favoritesRoutes.remove, { game, itemId: String(itemId) }, undefined);
  const rows = answer.rows.filter((row) => row.game === game);
  queryClient.setQueryData(favoriteKeys.ofGame(game), rows);
  return rows;
}
