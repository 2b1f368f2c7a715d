import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SetsByIdsResponse, type Game } from '#contract/api';
import { apiGet } from '#web/lib/api-client.ts';
import { sortedUniqueIds } from '#web/entities/item/model/id-list.ts';

export function setsByIdsQueryOptions(game: Game, ids: readonly number[]) {
  const sortedIds = sortedUniqueIds(ids);
  return queryOptions({
    queryKey: ['clothes', game, 'by-ids', sortedIds] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/clothes/${game}/some/${sortedIds.join('-')}`, SetsByIdsResponse, { signal }).then((response) => response.data),
    staleTime: Infinity,
  });
}

export function useSetsByIds(game: Game, ids: readonly number[]) {
  return useQuery({ ...setsByIdsQueryOptions(game, ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
}
