/**
 * The workshop from the API (issue 19; builder-spec §7 Crafts): the member's own workshop per game
 * (`GET /api/crafts/0?game=`), another member's (`GET /api/crafts/{userId}`: public ones only, else
 * 404 "craft workshop not found"), and every write. Each write answers the whole updated workshop,
 * which becomes the own workshop's cache at once; the views of members' workshops of that game are
 * marked stale (the member may be looking at their own public page). A member's data: the app
 * clears `craftKeys.all` on logout.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Game } from '#contract/common';
import { craftsRoutes, type AddCraftBody, type AddSomeCraftsBody, type CraftMode, type IngredientsBody, type UpdateCraftBody, type Workshop } from '#contract/crafts';
import { apiCall, apiSend } from '#web/lib/api-client.ts';

export const craftKeys = {
  all: ['crafts'] as const,
  own: (game: Game) => ['crafts', game, 'own'] as const,
  members: (game: Game) => ['crafts', game, 'member'] as const,
  ofMember: (game: Game, userId: number) => ['crafts', game, 'member', userId] as const,
};

/** The caller's own workshop of the game (a member's only). */
export function ownWorkshopQueryOptions(game: Game) {
  return queryOptions({
    queryKey: craftKeys.own(game),
    queryFn: ({ signal }) => apiCall(craftsRoutes.get, { userId: 0 }, { signal, query: { game } }),
  });
}

/** Another member's workshop, read-only; a 404 ("craft workshop not found") is the page's to show. */
export function memberWorkshopQueryOptions(game: Game, userId: number) {
  return queryOptions({
    queryKey: craftKeys.ofMember(game, userId),
    queryFn: ({ signal }) => apiCall(craftsRoutes.get, { userId }, { signal, query: { game } }),
    retry: false,
    meta: { silent: true },
  });
}

export type AddCraftFields = Omit<z.input<typeof AddCraftBody>, 'game'>;
export type AddSomeCraftsFields = Omit<z.input<typeof AddSomeCraftsBody>, 'game'>;
export type UpdateCraftFields = z.input<typeof UpdateCraftBody>;
export type IngredientUpdate = z.input<typeof IngredientsBody>['ingredients'][number];

function stored(queryClient: QueryClient, game: Game, workshop: Workshop): Workshop {
  queryClient.setQueryData(craftKeys.own(game), workshop);
  void queryClient.invalidateQueries({ queryKey: craftKeys.members(game) });
  return workshop;
}

/** Adds a root craft (`item_id`, `quantity`, `folder_id`) or expands an ingredient (`parent_id`). */
export async function addCraft(queryClient: QueryClient, game: Game, fields: AddCraftFields): Promise<Workshop> {
  return stored(queryClient, game, await apiSend(craftsRoutes.add, {}, { game, ...fields }));
}

/** Adds several roots at once (a whole stuff); the answer's `skipped` names the items without a recipe. */
export async function addSomeCrafts(queryClient: QueryClient, game: Game, fields: AddSomeCraftsFields): Promise<Workshop> {
  return stored(queryClient, game, await apiSend(craftsRoutes.addSome, {}, { game, ...fields }));
}

/** A root's quantity, folder or completion. */
export async function updateCraft(queryClient: QueryClient, game: Game, craftId: number, fields: UpdateCraftFields): Promise<Workshop> {
  return stored(queryClient, game, await apiSend(craftsRoutes.update, { craftId: String(craftId) }, fields));
}

/** Gathered counts of ingredients (bulk). */
export async function updateIngredients(queryClient: QueryClient, game: Game, ingredients: readonly IngredientUpdate[]): Promise<Workshop> {
  return stored(queryClient, game, await apiSend(craftsRoutes.ingredients, {}, { game, ingredients: [...ingredients] }));
}

/** Deletes a craft node and its subtree (a root, or an expanded ingredient: collapsed back to a leaf). */
export async function removeCraft(queryClient: QueryClient, game: Game, craftId: number): Promise<Workshop> {
  return stored(queryClient, game, await apiSend(craftsRoutes.remove, { craftId: String(craftId) }, undefined));
}

/** Deletes the whole workshop of the game, or only its completed crafts. */
export async function removeAllCrafts(queryClient: QueryClient, game: Game, onlyCompleted: boolean): Promise<Workshop> {
  const query = onlyCompleted ? { game, completed: 'true' } : { game };
  return stored(queryClient, game, await apiSend(craftsRoutes.removeAll, {}, undefined, { query }));
}

/** Who sees the workshop (the account's choice, every game): kept in the cached own workshops. */
export async function setCraftMode(queryClient: QueryClient, mode: CraftMode): Promise<CraftMode> {
  const answer = await apiSend(craftsRoutes.mode, {}, { mode });
  queryClient.setQueriesData<Workshop>({ queryKey: craftKeys.all, predicate: (query) => query.queryKey[2] === 'own' }, (previous) =>
    previous ? { ...previous, mode: answer.mode } : previous,
  );
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'crafts' && query.queryKey[2] === 'member' });
  return answer.mode;
}
