/** Names and levels of the ranked weapons (`GET /api/items/:game/stuff/:ids`). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ItemsByIdsResponse, type Game } from '#contract/api';
import { apiGet } from '#web/lib/api-client.ts';

export function weaponSummariesQueryOptions(game: Game, ids: readonly number[]) {
  const sortedIds = [...new Set(ids)].sort((a, b) => a - b);
  return queryOptions({
    // The key of every "items by ids" request of the app: the builder's names are the same records.
    queryKey: ['items', game, 'by-ids', sortedIds] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/items/${game}/stuff/${sortedIds.join('-')}`, ItemsByIdsResponse, { signal }).then((response) => response.data),
    staleTime: Infinity,
  });
}

export function useWeaponSummaries(game: Game, ids: readonly number[]) {
  return useQuery({ ...weaponSummariesQueryOptions(game, ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
}
