/**
 * Names of the items and sets a result shows (the engine's catalogue records carry no names), and
 * the set search of the compatibility mode's picker (`GET /api/clothes/:game/autocomplete`).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ClothAutocompleteResponse, ItemsByIdsResponse, SetsByIdsResponse, type Game } from '#contract/api';
import { apiGet } from '#web/lib/api-client.ts';

function sortedIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

export function itemSummariesQueryOptions(game: Game, ids: readonly number[]) {
  const sorted = sortedIds(ids);
  return queryOptions({
    // The key of every "items by ids" request of the app: the same records.
    queryKey: ['items', game, 'by-ids', sorted] as const,
    queryFn: ({ signal }) => apiGet(`/api/items/${game}/stuff/${sorted.join('-')}`, ItemsByIdsResponse, { signal }).then((response) => response.data),
    staleTime: Infinity,
  });
}

export function useItemSummaries(game: Game, ids: readonly number[]) {
  return useQuery({ ...itemSummariesQueryOptions(game, ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
}

export function setSummariesQueryOptions(game: Game, ids: readonly number[]) {
  const sorted = sortedIds(ids);
  return queryOptions({
    queryKey: ['clothes', game, 'by-ids', sorted] as const,
    queryFn: ({ signal }) => apiGet(`/api/clothes/${game}/some/${sorted.join('-')}`, SetsByIdsResponse, { signal }).then((response) => response.data),
    staleTime: Infinity,
  });
}

export function useSetSummaries(game: Game, ids: readonly number[]) {
  return useQuery({ ...setSummariesQueryOptions(game, ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
}

export function setSearchQueryOptions(game: Game, text: string, availability: 'standard' | 'all') {
  const q = text.trim();
  return queryOptions({
    queryKey: ['clothes', game, 'autocomplete', q, availability] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/clothes/${game}/autocomplete`, ClothAutocompleteResponse, { query: { q, size: 10, availability }, signal }).then((response) => response.data),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

export function useSetSearch(game: Game, text: string, availability: 'standard' | 'all') {
  return useQuery({ ...setSearchQueryOptions(game, text, availability), enabled: text.trim().length >= 2, placeholderData: keepPreviousData });
}
