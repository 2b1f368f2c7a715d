/**
 * Saved stuffs from the API (builder-spec §7): one stored stuff (the owner's private view or anyone's
 * public view) and the lists (own, a member's public ones, the latest public, the search). Every
 * query key starts with `['stuffs', game]`, lists with `['stuffs', game, 'list']`, so a write can
 * refresh every list at once (`invalidateStuffLists`) and one stuff's views (`invalidateStuff`).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Game } from '#contract/common';
import { stuffsRoutes, type StoredStuff } from '#contract/stuffs';
import { apiCall, type QueryParams } from '#web/lib/api-client.ts';

/** A search as sent: the query of `StuffSearchQuery` on the wire (multi-values joined with '-'). */
export type StuffSearchParams = QueryParams;

export const stuffKeys = {
  all: (game: Game) => ['stuffs', game] as const,
  lists: (game: Game) => ['stuffs', game, 'list'] as const,
  own: (game: Game) => ['stuffs', game, 'list', 'own'] as const,
  ownSearch: (game: Game, query: StuffSearchParams) => ['stuffs', game, 'list', 'own-search', query] as const,
  publicOf: (game: Game, userId: number) => ['stuffs', game, 'list', 'public-of', userId] as const,
  latest: (game: Game) => ['stuffs', game, 'list', 'latest'] as const,
  search: (game: Game, query: StuffSearchParams) => ['stuffs', game, 'list', 'search', query] as const,
  stuff: (game: Game, id: number) => ['stuffs', game, 'stuff', id] as const,
  privateStuff: (game: Game, id: number) => ['stuffs', game, 'stuff', id, 'private'] as const,
  publicStuff: (game: Game, id: number) => ['stuffs', game, 'stuff', id, 'public'] as const,
};

/** The member's own stuff (mode private); 401/403/404 answer with the API's message. */
export function privateStuffQueryOptions(game: Game, id: number) {
  return queryOptions({
    queryKey: stuffKeys.privateStuff(game, id),
    queryFn: ({ signal }) => apiCall(stuffsRoutes.readPrivate, { game, id: String(id) }, { signal }),
    retry: false,
  });
}

/** Anyone's public stuff (mode public); a private one answers "the equipment is private". */
export function publicStuffQueryOptions(game: Game, id: number) {
  return queryOptions({
    queryKey: stuffKeys.publicStuff(game, id),
    queryFn: ({ signal }) => apiCall(stuffsRoutes.readPublic, { game, id: String(id) }, { signal }),
    retry: false,
  });
}

/** The member's stuffs of this game, most recently changed first (menus "my stuffs", "last modified"). */
export function ownStuffsQueryOptions(game: Game) {
  return queryOptions({
    queryKey: stuffKeys.own(game),
    queryFn: ({ signal }) => apiCall(stuffsRoutes.ownList, { game }, { signal }).then((answer) => answer.rows),
  });
}

/** The member's own stuffs, filtered and paged (library `equipements`). */
export function ownStuffSearchQueryOptions(game: Game, query: StuffSearchParams) {
  return queryOptions({
    queryKey: stuffKeys.ownSearch(game, query),
    queryFn: ({ signal }) => apiCall(stuffsRoutes.ownSearch, { game }, { signal, query: { ...query } }),
  });
}

/** A member's public stuffs (`0`: the caller's own public ones). */
export function publicStuffsOfQueryOptions(game: Game, userId: number) {
  return queryOptions({
    queryKey: stuffKeys.publicOf(game, userId),
    queryFn: ({ signal }) => apiCall(stuffsRoutes.publicList, { game, userId: String(userId) }, { signal }).then((answer) => answer.rows),
  });
}

export function latestStuffsQueryOptions(game: Game) {
  return queryOptions({
    queryKey: stuffKeys.latest(game),
    queryFn: ({ signal }) => apiCall(stuffsRoutes.latest, { game }, { signal }).then((answer) => answer.rows),
  });
}

/** The public stuff search (`equipement/search`, guides with `guide: true`). */
export function stuffSearchQueryOptions(game: Game, query: StuffSearchParams) {
  return queryOptions({
    queryKey: stuffKeys.search(game, query),
    queryFn: ({ signal }) => apiCall(stuffsRoutes.search, { game }, { signal, query: { ...query } }),
  });
}

/** After a write: every list of the game is stale (names, levels, order, counts). */
export function invalidateStuffLists(queryClient: QueryClient, game: Game): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: stuffKeys.lists(game) });
}

/** After a write answered with the stored stuff: its cached views take the answer, the lists refresh. */
export function storeStuffAnswer(queryClient: QueryClient, game: Game, stored: StoredStuff): Promise<void> {
  queryClient.setQueryData(stuffKeys.privateStuff(game, stored.id), stored);
  void queryClient.invalidateQueries({ queryKey: stuffKeys.publicStuff(game, stored.id) });
  return invalidateStuffLists(queryClient, game);
}

/** After a delete: the stuff's views go, the lists refresh. */
export function forgetStuff(queryClient: QueryClient, game: Game, id: number): Promise<void> {
  queryClient.removeQueries({ queryKey: stuffKeys.stuff(game, id) });
  return invalidateStuffLists(queryClient, game);
}

// (Imported here rather than at the top: the saved-stuff helpers of issue 17 each add their functions at the end of this file.)
import { isApiError } from '#web/lib/api-client.ts';

/**
 * A stuff as a signed-in member or a visitor may read it, whoever owns it (the Stuffminator's
 * sides): a member reads it as its owner first (`private/:id`, the builder's own cache entry) and,
 * when it is another member's (403 `stuffNotOwner`), as anyone (`public/:id`); a visitor reads it as
 * anyone. Someone else's private stuff answers 403 `stuffPrivate`, a missing one 404.
 */
export function readableStuffQueryOptions(queryClient: QueryClient, game: Game, id: number, asMember: boolean) {
  return queryOptions({
    queryKey: [...stuffKeys.stuff(game, id), 'readable', asMember] as const,
    queryFn: async (): Promise<StoredStuff> => {
      // Silent: the page says a refusal where the stuff would be (an alert would only repeat it).
      const asAnyone = () => queryClient.fetchQuery({ ...publicStuffQueryOptions(game, id), meta: { silent: true } });
      if (!asMember) return asAnyone();
      try {
        return await queryClient.fetchQuery({ ...privateStuffQueryOptions(game, id), meta: { silent: true } });
      } catch (error) {
        if (!isApiError(error) || error.status !== 403 || error.body?.code !== 'stuffNotOwner') throw error;
        return asAnyone();
      }
    },
    retry: false,
    meta: { silent: true },
  });
}
