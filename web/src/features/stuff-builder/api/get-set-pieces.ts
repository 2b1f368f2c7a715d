import { queryOptions } from '@tanstack/react-query';
import { SetDetail, type Game } from '#contract/api';
import { apiGet } from '#web/lib/api-client.ts';

/** A set with its pieces (summaries and categories), to equip it whole. */
export function setPiecesQueryOptions(game: Game, setId: number) {
  return queryOptions({
    queryKey: ['clothes', game, 'detail', setId, 'items'] as const,
    queryFn: ({ signal }) => apiGet(`/api/clothes/${game}/${setId}`, SetDetail, { query: { populate: 'items' }, signal }),
    staleTime: Infinity,
  });
}
