/** A saved skin (contract/skins.ts) as the renderer's look, and a look as the API's body fields. */
import type { Skin } from '#contract/skins';
import { SKIN_CLASS_IDS, SKIN_COSMETIC_SLOTS, SKIN_FACES, SKIN_HEADS, type SkinColors, type SkinCosmeticSlot, type SkinLook } from '#game/skin';

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

/** What a stuff stores of a look (contract/stuffs.ts `StuffSkin`): head, face and colours; class and gender are the stuff's. */
export interface StuffSkinFields {
  head: number;
  face: number;
  colors: (number | null)[];
}

const inRange = (value: number, max: number) => (Number.isInteger(value) && value >= 1 && value <= max ? value : 1);

/**
 * The look of a stuff's character: its class and gender, with the head, face and colours of the
 * skin applied to it (none: the class's own colours, head and face 1). A head or face the renderer
 * does not draw (the API keeps 0–1000) is drawn as the first one.
 */
export function lookOfStuffSkin(classId: number, gender: number, skin: StuffSkinFields | null): SkinLook {
  const drawnClass = (SKIN_CLASS_IDS as readonly number[]).includes(classId) ? classId : 1;
  const drawnGender = gender === 1 ? 1 : 0;
  if (!skin) return { classId: drawnClass, gender: drawnGender, head: 1, face: 1, colors: [null, null, null, null, null], cosmetics: {} };
  const colors = [0, 1, 2, 3, 4].map((slot) => skin.colors[slot] ?? null) as unknown as SkinColors;
  return { classId: drawnClass, gender: drawnGender, head: inRange(skin.head, SKIN_HEADS), face: inRange(skin.face, SKIN_FACES), colors, cosmetics: {} };
}

/** The part of a look a stuff stores. */
export function stuffSkinOfLook(look: Pick<SkinLook, 'head' | 'face' | 'colors'>): StuffSkinFields {
  return { head: look.head, face: look.face, colors: [...look.colors] };
}
