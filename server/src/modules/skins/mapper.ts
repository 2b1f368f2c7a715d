/**
 * Skin rows → the contract's Skin; the cosmetic slot of a catalogue item. Ceremonial pieces are
 * filed by their data category; a living object names the item type it is worn over in its effect
 * 973 (its third parameter: 16 a hat, 17 a cloak, 82 a shield — Retro's item type ids), and only
 * those three are a look's cosmetics (an amulet or a ring does not show).
 */
import type { Game } from '#contract/common';
import type { Skin, SkinatorItem } from '#contract/skins';
import type { SkinCosmeticSlot } from '#game/skin';
import { localized } from '#server/db/names';
import type { CosmeticRow, SkinRow, SkinValues } from './repository.ts';

/** The data categories a slot's catalogue reads. */
export const SLOT_CATEGORIES: Readonly<Record<SkinCosmeticSlot, readonly string[]>> = {
  hat: ['cosmetic_hat', 'living_item'],
  cloak: ['cosmetic_cloak', 'living_item'],
  shield: ['cosmetic_shield', 'living_item'],
  pet: ['cosmetic_pet'],
};
export const COSMETIC_CATEGORIES: readonly string[] = ['cosmetic_hat', 'cosmetic_cloak', 'cosmetic_shield', 'cosmetic_pet', 'living_item'];
const CATEGORY_SLOTS: Readonly<Record<string, SkinCosmeticSlot>> = {
  cosmetic_hat: 'hat',
  cosmetic_cloak: 'cloak',
  cosmetic_shield: 'shield',
  cosmetic_pet: 'pet',
};
/** Effect 973 of a living object: the Retro item type it is associated with. */
const LIVING_TYPE_EFFECT = 973;
const LIVING_TYPE_SLOTS: Readonly<Record<number, SkinCosmeticSlot>> = { 16: 'hat', 17: 'cloak', 82: 'shield' };

/** The slot a catalogue item is worn in, or null when it is not a look's cosmetic. */
export function cosmeticSlot(row: CosmeticRow): SkinCosmeticSlot | null {
  const slot = CATEGORY_SLOTS[row.category];
  if (slot) return slot;
  if (row.category !== 'living_item') return null;
  const effect = row.record?.effects?.find((line) => line.effect_id === LIVING_TYPE_EFFECT) as { params?: unknown[] } | undefined;
  const type = effect?.params?.[2];
  return typeof type === 'number' ? (LIVING_TYPE_SLOTS[type] ?? null) : null;
}

export function toSkinatorItem(row: CosmeticRow, slot: SkinCosmeticSlot): SkinatorItem {
  return {
    id: Number(row.id),
    name: localized(row),
    level: Number(row.level),
    category: row.category,
    slot,
    availability: row.availability,
    official: row.availability === 'standard',
  };
}

export function toSkin(row: SkinRow): Skin {
  const id = (value: number | null) => (value === null ? null : Number(value));
  return {
    id: Number(row.id),
    owner: { id: Number(row.user_id), name: row.owner_name, slug: row.owner_slug },
    game: row.game as Game,
    name: row.name,
    class_id: Number(row.class_id),
    gender: Number(row.gender),
    head: Number(row.head),
    face: Number(row.face),
    colors: [id(row.color1), id(row.color2), id(row.color3), id(row.color4), id(row.color5)],
    cosmetics: { hat: id(row.hat_id), cloak: id(row.cloak_id), shield: id(row.shield_id), pet: id(row.pet_id) },
    visible: Number(row.visible) === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The look of a stored skin, as game/skin.ts checks it. */
export function lookOf(values: SkinValues) {
  return {
    classId: values.class_id,
    gender: values.gender,
    head: values.head,
    face: values.face,
    colors: [values.color1, values.color2, values.color3, values.color4, values.color5] as const,
    cosmetics: { hat: values.hat_id, cloak: values.cloak_id, shield: values.shield_id, pet: values.pet_id },
  };
}
