import { queryOptions } from '@tanstack/react-query';
import { ClassSpellsResponse, type Game } from '#contract/api';
import { apiGet } from '#web/lib/api-client.ts';

export function classSpellsQueryOptions(game: Game, classId: number) {
  return queryOptions({
    queryKey: ['spells', game, 'class', classId] as const,
    queryFn: ({ signal }) => apiGet(`/api/spells/${game}/class/${classId}`, ClassSpellsResponse, { signal }).then((response) => response.data),
    staleTime: Infinity,
  });
}
