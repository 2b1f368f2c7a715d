import { queryOptions } from '@tanstack/react-query';
import { SetDetail, type Game } from '#contract/api';
import { apiGet } from '#web/lib/api-client.ts';

export function setDetailQueryOptions(game: Game, clothId: number) {
  return queryOptions({
    queryKey: ['clothes', game, 'detail', clothId, 'items'] as const,
    queryFn: ({ signal }) => apiGet(`/api/clothes/${game}/${clothId}`, SetDetail, { query: { populate: 'items' }, signal }),
    staleTime: Infinity,
  });
}
