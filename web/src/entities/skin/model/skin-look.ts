/** A saved skin (contract/skins.ts) as the renderer's look, and a look as the API's body fields. */
import type { Skin } from '#contract/skins';
import { SKIN_COSMETIC_SLOTS, type SkinColors, type SkinCosmeticSlot, type SkinLook } from '#game/skin';

export function lookOfSkin(skin: Pick<Skin, 'class_id' | 'gender' | 'head' | 'face' | 'colors' | 'cosmetics'>): SkinLook {
  const colors = [0, 1, 2, 3, 4].map((slot) => skin.colors[slot] ?? null) as unknown as SkinColors;
  const cosmetics: Partial<Record<SkinCosmeticSlot, number>> = {};
  for (const slot of SKIN_COSMETIC_SLOTS) {
    const id = skin.cosmetics[slot];
    if (id !== null && id !== undefined) cosmetics[slot] = id;
  }
  return { classId: skin.class_id, gender: skin.gender, head: skin.head, face: skin.face, colors, cosmetics };
}

export function skinFieldsOfLook(look: SkinLook) {
  return {
    class_id: look.classId,
    gender: look.gender,
    head: look.head,
    face: look.face,
    colors: [...look.colors],
    cosmetics: Object.fromEntries(SKIN_COSMETIC_SLOTS.map((slot) => [slot, look.cosmetics[slot] ?? null])) as Record<SkinCosmeticSlot, number | null>,
  };
}
