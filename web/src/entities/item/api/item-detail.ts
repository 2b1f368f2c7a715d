import { queryOptions } from '@tanstack/react-query';
import { ItemDetail, ItemsByIdsResponse, type Game } from '#contract/api';
import { apiGet } from '#web/lib/api-client.ts';

export function itemDetailQueryOptions(game: Game, itemId: number) {
  return queryOptions({
    queryKey: ['items', game, 'detail', itemId] as const,
    queryFn: ({ signal }) => apiGet(`/api/items/${game}/${itemId}`, ItemDetail, { signal }),
    staleTime: Infinity,
  });
}

/**
 * Which of these ids are equipment (the items API knows only equipment): recipe lines link to
 * those, and show resources as text.
 */
export function equipmentIdsQueryOptions(game: Game, ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['items', game, 'by-ids', sorted] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/items/${game}/stuff/${sorted.join('-')}`, ItemsByIdsResponse, { signal }).then((response) => response.data),
    staleTime: Infinity,
  });
}
