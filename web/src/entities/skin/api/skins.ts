/**
 * Skins and the Skinator's catalogue from the API (issue 21; contract/skins.ts): the member's own
 * skins of a game, a member's public ones, one skin (a confidential one of someone else: 403 "you
 * have no access to this skin", the page's to show), the writes, the cosmetic items per slot and one
 * cosmetic, and applying a look to one of the member's stuffs (`PUT stuffs/:game/private/:id/skin`).
 * A member's data: the app clears `skinKeys.all` at logout.
 */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Game } from '#contract/common';
import { skinatorRoutes, skinsRoutes, SKINS_PAGE_SIZE_MAX, SKINATOR_PAGE_SIZE_MAX, type CreateSkinBody, type Skin, type UpdateSkinBody } from '#contract/skins';
import type { SkinCosmeticSlot, SkinLook } from '#game/skin';
import { apiCall, apiSend } from '#web/lib/api-client.ts';
import { readPrivateStuff, storeStuffAnswer } from '#web/entities/stuff/api/stuffs.ts';
import { stuffsRoutes } from '#contract/stuffs';

export const skinKeys = {
  all: ['skins'] as const,
  lists: ['skins', 'list'] as const,
  own: (game: Game) => ['skins', 'list', 'own', game] as const,
  ofMember: (game: Game, userId: number) => ['skins', 'list', 'member', userId, game] as const,
  one: (id: number) => ['skins', 'one', id] as const,
};
export const skinatorKeys = {
  category: (game: Game, slot: SkinCosmeticSlot, text: string) => ['skinator', game, 'category', slot, text] as const,
  item: (game: Game, id: number) => ['skinator', game, 'item', id] as const,
};

/** The member's own skins of the game (public and confidential), newest change first. */
export function ownSkinsQueryOptions(game: Game) {
  return queryOptions({
    queryKey: skinKeys.own(game),
    queryFn: ({ signal }) => apiCall(skinsRoutes.list, { userId: 0 }, { signal, query: { game, size: SKINS_PAGE_SIZE_MAX } }),
  });
}

/** A member's public skins of the game. */
export function memberSkinsQueryOptions(game: Game, userId: number) {
  return queryOptions({
    queryKey: skinKeys.ofMember(game, userId),
    queryFn: ({ signal }) => apiCall(skinsRoutes.list, { userId }, { signal, query: { game, size: SKINS_PAGE_SIZE_MAX } }),
  });
}

/** One skin; 403 (confidential, not the caller's) and 404 are the page's to show. */
export function skinQueryOptions(id: number) {
  return queryOptions({
    queryKey: skinKeys.one(id),
    queryFn: ({ signal }) => apiCall(skinsRoutes.one, { skinId: String(id) }, { signal }),
    retry: false,
    meta: { silent: true },
  });
}

/** The game's cosmetic items of a slot whose names start with `text`'s words (the first SKINATOR_PAGE_SIZE_MAX). */
export function cosmeticsQueryOptions(game: Game, slot: SkinCosmeticSlot, text: string) {
  return queryOptions({
    queryKey: skinatorKeys.category(game, slot, text),
    queryFn: ({ signal }) => apiCall(skinatorRoutes.category, { game, cat: slot }, { signal, query: { text: text || undefined, size: SKINATOR_PAGE_SIZE_MAX } }),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}

/** One cosmetic item (the name of a worn one). */
export function cosmeticQueryOptions(game: Game, id: number) {
  return queryOptions({
    queryKey: skinatorKeys.item(game, id),
    queryFn: ({ signal }) => apiCall(skinatorRoutes.item, { game, id: String(id) }, { signal }),
    staleTime: 10 * 60_000,
    retry: false,
    meta: { silent: true },
  });
}

function stored(queryClient: QueryClient, skin: Skin): Skin {
  queryClient.setQueryData(skinKeys.one(skin.id), skin);
  void queryClient.invalidateQueries({ queryKey: skinKeys.lists });
  return skin;
}

export async function createSkin(queryClient: QueryClient, body: CreateSkinBody): Promise<Skin> {
  return stored(queryClient, await apiSend(skinsRoutes.create, {}, body));
}

export async function updateSkin(queryClient: QueryClient, id: number, body: UpdateSkinBody): Promise<Skin> {
  return stored(queryClient, await apiSend(skinsRoutes.update, { skinId: String(id) }, body));
}

export async function deleteSkin(queryClient: QueryClient, id: number): Promise<void> {
  await apiSend(skinsRoutes.remove, { skinId: String(id) }, undefined);
  queryClient.removeQueries({ queryKey: skinKeys.one(id) });
  await queryClient.invalidateQueries({ queryKey: skinKeys.lists });
}

/**
 * Puts a look's head, face and colours on one of the member's stuffs (builder-spec §3: a stuff's
 * `skin`), at the stuff's current version; the stuff's cached views take the answer.
 */
export async function applyLookToStuff(queryClient: QueryClient, game: Game, stuffId: number, look: SkinLook): Promise<void> {
  const current = await readPrivateStuff(game, stuffId);
  const answer = await apiSend(
    stuffsRoutes.skin,
    { game, id: String(stuffId) },
    { version: current.version, skin: { head: look.head, face: look.face, colors: [...look.colors] } },
  );
  await storeStuffAnswer(queryClient, game, answer);
}
