import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ItemSearchResponse, type Game } from '../../../../../contract/api.ts';
import { apiGet } from '../../../lib/api-client.ts';

export interface ItemSearch {
  game: Game;
  /** `all` for every piece of equipment, or a category key. */
  category: string;
  text: string;
  page: number;
  size: number;
}

export function itemSearchQueryOptions({ game, category, text, page, size }: ItemSearch) {
  return queryOptions({
    queryKey: ['items', game, 'search', category, { text, page, size }] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/items/${game}/search/${encodeURIComponent(category)}`, ItemSearchResponse, {
        query: { text, page, size },
        signal,
      }),
    meta: { silent: true },
  });
}

export function useItemSearch(search: ItemSearch, enabled: boolean) {
  // The previous page of results stays while the next one loads, so the list does not jump.
  return useQuery({ ...itemSearchQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
