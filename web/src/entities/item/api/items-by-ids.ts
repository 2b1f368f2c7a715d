import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ItemsByIdsResponse, type Game } from '#contract/api';
import { apiGet } from '#web/lib/api-client.ts';
import { sortedUniqueIds } from '../model/id-list.ts';

export function itemsByIdsQueryOptions(game: Game, ids: readonly number[]) {
  const sortedIds = sortedUniqueIds(ids);
  return queryOptions({
    queryKey: ['items', game, 'by-ids', sortedIds] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/items/${game}/stuff/${sortedIds.join('-')}`, ItemsByIdsResponse, { signal }).then((response) => response.data),
    staleTime: Infinity,
  });
}

export function useItemsByIds(game: Game, ids: readonly number[]) {
  return useQuery({
    ...itemsByIdsQueryOptions(game, ids),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}
