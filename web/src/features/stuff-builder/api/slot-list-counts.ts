/**
 * How many records each list of a slot holds for the picker's filters (one-row searches): the kind
 * buttons show the counts, and a slot whose equipment list is empty opens on the list that has
 * some (in Retro, the shields players wear are ceremonial ones).
 */
import { useQueries } from '@tanstack/react-query';
import { itemRoutes } from '#contract/items';
import { setRoutes } from '#contract/sets';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { apiCall } from '#web/lib/api-client.ts';
import type { PickerFilters, PickerKind, SlotListChoice } from '../model/slot-picker.ts';

const API_CATEGORY: Record<Exclude<PickerKind, 'cloth'>, string> = { item: 'items', weapon: 'weapons', cosmetic: 'cosmetics' };

export function useSlotListCounts(choices: readonly SlotListChoice[], filters: Pick<PickerFilters, 'classId' | 'levelMax'>): Map<PickerKind, number> {
  const results = useQueries({
    queries: choices.map((choice) => {
      const query = {
        include: choice.include.length > 0 ? choice.include.join('-') : undefined,
        class: filters.classId ?? undefined,
        level_max: filters.levelMax ?? undefined,
        availability: 'standard' as const,
        page: 1,
        size: 1,
      };
      return {
        queryKey: ['builder', 'slot-count', SITE_VARIANT, choice.kind, query] as const,
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          choice.kind === 'cloth'
            ? apiCall(setRoutes.search, { game: SITE_VARIANT }, { query, signal }).then((answer) => answer.count)
            : apiCall(itemRoutes.search, { game: SITE_VARIANT, category: API_CATEGORY[choice.kind] }, { query, signal }).then((answer) => answer.count),
        staleTime: 60_000,
        meta: { silent: true },
      };
    }),
  });
  const counts = new Map<PickerKind, number>();
  choices.forEach((choice, index) => {
    const count = results[index]?.data;
    if (count !== undefined) counts.set(choice.kind, count);
  });
  return counts;
}
