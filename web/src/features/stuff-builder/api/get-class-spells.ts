/**
 * A class's spells (names, levels and their required character level) from the API, for the spells
 * tab: the engine computes the damage, the API names the spells in the user's language.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClassSpellsResponse, type Game } from '#contract/api';
import { apiGet } from '#web/lib/api-client.ts';

export function builderClassSpellsQueryOptions(game: Game, classId: number) {
  return queryOptions({
    queryKey: ['builder', 'class-spells', game, classId] as const,
    queryFn: ({ signal }) => apiGet(`/api/spells/${game}/class/${classId}`, ClassSpellsResponse, { signal }).then((response) => response.data),
    staleTime: Infinity,
  });
}

export function useBuilderClassSpells(game: Game, classId: number) {
  return useQuery(builderClassSpellsQueryOptions(game, classId));
}
