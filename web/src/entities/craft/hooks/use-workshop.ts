/**
 * The workshop's query and mutation hooks: the own workshop (enabled for a member only), another
 * member's, and one mutation per write of `api/crafts.ts` (each puts the answered workshop in the
 * cache: no refetch after a write).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Game } from '#contract/common';
import type { CraftMode } from '#contract/crafts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import {
  addCraft,
  addSomeCrafts,
  memberWorkshopQueryOptions,
  ownWorkshopQueryOptions,
  removeAllCrafts,
  removeCraft,
  setCraftMode,
  updateCraft,
  updateIngredients,
  type AddCraftFields,
  type AddSomeCraftsFields,
  type IngredientUpdate,
  type UpdateCraftFields,
} from '../api/crafts.ts';

export function useOwnWorkshop(game: Game) {
  const session = useSession();
  return useQuery({ ...ownWorkshopQueryOptions(game), enabled: session.status === 'member' });
}

export function useMemberWorkshop(game: Game, userId: number | undefined) {
  return useQuery({ ...memberWorkshopQueryOptions(game, userId ?? 0), enabled: userId !== undefined && userId > 0 });
}

export function useAddCraft(game: Game) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (fields: AddCraftFields) => addCraft(queryClient, game, fields) });
}

export function useAddSomeCrafts(game: Game) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (fields: AddSomeCraftsFields) => addSomeCrafts(queryClient, game, fields) });
}

export function useUpdateCraft(game: Game) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: ({ craftId, ...fields }: UpdateCraftFields & { craftId: number }) => updateCraft(queryClient, game, craftId, fields) });
}

export function useUpdateIngredients(game: Game) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (ingredients: readonly IngredientUpdate[]) => updateIngredients(queryClient, game, ingredients) });
}

export function useRemoveCraft(game: Game) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (craftId: number) => removeCraft(queryClient, game, craftId) });
}

export function useRemoveAllCrafts(game: Game) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: ({ onlyCompleted }: { onlyCompleted: boolean }) => removeAllCrafts(queryClient, game, onlyCompleted) });
}

export function useCraftMode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (mode: CraftMode) => setCraftMode(queryClient, mode) });
}
