/** The items offered as a folder's avatar: a name search over every item (GET /api/items/:game/search/all). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '#contract/common';
import { itemRoutes } from '#contract/items';
import { apiCall } from '#web/lib/api-client.ts';

export const AVATAR_CHOICES = 6;

export function avatarSearchQueryOptions(game: Game, text: string) {
  const query = { text, size: AVATAR_CHOICES, availability: 'all' } as const;
  return queryOptions({
    queryKey: ['items', game, 'search', 'all', query] as const,
    queryFn: ({ signal }) => apiCall(itemRoutes.search, { game, category: 'all' }, { signal, query }),
    meta: { silent: true },
  });
}

export function useAvatarSearch(game: Game, text: string) {
  const trimmed = text.trim();
  return useQuery({ ...avatarSearchQueryOptions(game, trimmed), enabled: trimmed.length >= 2, placeholderData: keepPreviousData });
}
