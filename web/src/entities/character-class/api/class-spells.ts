/**
 * A class's spells from the API (names, levels, effects and required character level): the
 * encyclopedia's spells page and the builder's spells tab share one cache entry per class.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '#contract/common';
import { spellRoutes } from '#contract/spells';
import { apiCall } from '#web/lib/api-client.ts';

export function classSpellsQueryOptions(game: Game, classId: number) {
  return queryOptions({
    queryKey: ['spells', game, 'class', classId] as const,
    queryFn: ({ signal }) => apiCall(spellRoutes.byClass, { game, classId }, { signal }).then((response) => response.data),
    staleTime: Infinity,
  });
}

export function useClassSpells(game: Game, classId: number) {
  return useQuery(classSpellsQueryOptions(game, classId));
}
