/**
 * Saved stuffs from the API (builder-spec §7): one stored stuff (the owner's private view or anyone's
 * public view) and the lists (own, a member's public ones, the latest public, the search). Every
 * query key starts with `['stuffs', game]`, lists with `['stuffs', game, 'list']`, so a write can
 * refresh every list at once (`invalidateStuffLists`) and one stuff's views (`invalidateStuff`).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Game } from '#contract/common';
import type { z } from 'zod';
import { moderationRoutes, type ModeratedStuff } from '#contract/moderation';
import { boostsRoutes, stuffsRoutes, type SaveStuffBody, type StoredStuff, type StuffMetaBody, type StuffSkin } from '#contract/stuffs';
import { apiCall, apiSend, isApiError, type QueryParams } from '#web/lib/api-client.ts';
import type { StuffWrite } from '../model/stuff-writes.ts';

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

/**
 * A moderator hides someone's public stuff or shows it again (issue 18; the moderation routes), with
 * the reason given: the stuff's views are read again and every list refreshes.
 */
export async function moderateStuff(queryClient: QueryClient, game: Game, id: number, hide: boolean, reason: string): Promise<z.infer<typeof ModeratedStuff>> {
  const answer = await apiSend(hide ? moderationRoutes.hideStuff : moderationRoutes.showStuff, { id }, reason === '' ? {} : { reason });
  await queryClient.invalidateQueries({ queryKey: stuffKeys.stuff(game, id) });
  await invalidateStuffLists(queryClient, game);
  return answer;
}

/** After a delete: the stuff's views go, the lists refresh. */
export function forgetStuff(queryClient: QueryClient, game: Game, id: number): Promise<void> {
  queryClient.removeQueries({ queryKey: stuffKeys.stuff(game, id) });
  return invalidateStuffLists(queryClient, game);
}

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

/* ---- Writes of saved stuffs (issue 17, builder modes) ---- */

/** What a write of a private stuff answers: the whole stored stuff, or (boost routes) its boosts and version. */
export type StuffWriteAnswer = { kind: 'stored'; stored: StoredStuff } | { kind: 'boosts'; version: number; boosts: StoredStuff['stuff']['boosts'] };

/** Sends one planned write of a private stuff, naming the version it was planned against. */
export async function sendStuffWrite(game: Game, id: number, version: number, write: StuffWrite): Promise<StuffWriteAnswer> {
  const params = { game, id: String(id) };
  const stored = (promise: Promise<StoredStuff>) => promise.then((answer): StuffWriteAnswer => ({ kind: 'stored', stored: answer }));
  const boosts = (promise: Promise<{ version: number; boosts: StoredStuff['stuff']['boosts'] }>) =>
    promise.then((answer): StuffWriteAnswer => ({ kind: 'boosts', version: answer.version, boosts: answer.boosts }));
  switch (write.kind) {
    case 'character': {
      const { kind: _kind, ...character } = write;
      return stored(apiSend(stuffsRoutes.update, params, { version, ...character }));
    }
    case 'reset':
      return stored(apiSend(stuffsRoutes.deleteItems, params, undefined, { query: { version } }));
    case 'item':
      return stored(apiSend(stuffsRoutes.item, params, { version, slot: write.slot, itemId: write.itemId }));
    case 'items':
      return stored(apiSend(stuffsRoutes.items, params, { version, items: write.items }));
    case 'fmWeapon':
      return stored(apiSend(stuffsRoutes.fmWeapon, params, { version, rolls: write.rolls }));
    case 'fmItem':
      return stored(apiSend(stuffsRoutes.fmItem, params, { version, slot: write.slot, rolls: write.rolls }));
    case 'fm':
      return stored(apiSend(stuffsRoutes.fm, params, { version, forgemagie: write.forgemagie }));
    case 'caracs':
      return stored(apiSend(stuffsRoutes.caracs, params, { version, points: write.points, scrolls: write.scrolls }));
    case 'removeAllBoosts':
      return boosts(apiSend(boostsRoutes.removeAll, { stuffId: String(id) }, undefined, { query: { version } }));
    case 'removeBoost':
      return boosts(
        apiSend(boostsRoutes.removeOne, { stuffId: String(id), effect: write.effect }, undefined, { query: { version } }),
      );
    case 'addBoost':
      return boosts(apiSend(boostsRoutes.add, {}, { stuffId: id, version, ...write.boost }));
  }
}

/** PUT private/{id}/skin: the look (head, face, colours) applied to the stuff; null takes it off. */
export function writeStuffSkin(game: Game, id: number, version: number, skin: StuffSkin | null): Promise<StoredStuff> {
  return apiSend(stuffsRoutes.skin, { game, id: String(id) }, { version, skin });
}

/** PUT private/{id}: the metadata (name, description, tags, visibility, folder, guide). */
export function updateStuffMeta(game: Game, id: number, body: z.input<typeof StuffMetaBody>): Promise<StoredStuff> {
  return apiSend(stuffsRoutes.update, { game, id: String(id) }, body);
}

/** POST private/save: the draft (or any builder stuff) stored as a new private stuff of the member. */
export function saveStuffToAccount(game: Game, body: z.input<typeof SaveStuffBody>): Promise<StoredStuff> {
  return apiSend(stuffsRoutes.save, { game }, body);
}

/** POST private/{id}/copy: a copy of one's own or a public stuff, under `name`. */
export function copyStoredStuff(game: Game, id: number, name: string): Promise<StoredStuff> {
  return apiSend(stuffsRoutes.copy, { game, id: String(id) }, { name });
}

/** DELETE private/{id}. */
export function deleteStoredStuff(game: Game, id: number): Promise<{ id: number }> {
  return apiSend(stuffsRoutes.remove, { game, id: String(id) }, undefined);
}

/** GET private/{id} now (no cache): the stuff after a conflict. */
export function readPrivateStuff(game: Game, id: number): Promise<StoredStuff> {
  return apiCall(stuffsRoutes.readPrivate, { game, id: String(id) });
}
