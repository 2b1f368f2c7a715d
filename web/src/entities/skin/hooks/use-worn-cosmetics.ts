/** The cosmetic items a look wears, per slot, read from the catalogue (their names shown beside the figure). */
import { useQueries } from '@tanstack/react-query';
import type { Game } from '#contract/common';
import type { SkinatorItem } from '#contract/skins';
import { SKIN_COSMETIC_SLOTS, type SkinCosmeticSlot, type SkinLook } from '#game/skin';
import { cosmeticQueryOptions } from '../api/skins.ts';

export interface WornCosmetic {
  slot: SkinCosmeticSlot;
  id: number;
  item: SkinatorItem | undefined;
  missing: boolean;
}

export function useWornCosmetics(game: Game, look: SkinLook): WornCosmetic[] {
  const worn = SKIN_COSMETIC_SLOTS.flatMap((slot) => {
    const id = look.cosmetics[slot];
    return id === null || id === undefined ? [] : [{ slot, id }];
  });
  const answers = useQueries({ queries: worn.map(({ id }) => cosmeticQueryOptions(game, id)) });
  return worn.map((entry, index) => ({ ...entry, item: answers[index]?.data, missing: answers[index]?.isError ?? false }));
}
