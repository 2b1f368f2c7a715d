/**
 * The one slot table: the positions of a stuff, in the engine's order, and the item categories
 * (as the data names them) that each position accepts.
 */
export const SLOTS = [
  'ch', 'am', 'a1', 'a2', 'ce', 'bo', 'ca', 'br', 'ar', 'fa', 'mo',
  'd1', 'd2', 'd3', 'd4', 'd5', 'd6',
] as const;
export type Slot = (typeof SLOTS)[number];
export const SLOT_COUNT = SLOTS.length;
export const SLOT_INDEX: Readonly<Record<Slot, number>> = Object.fromEntries(
  SLOTS.map((slot, index) => [slot, index]),
) as Record<Slot, number>;

/** Slot groups: adding an item fills the first empty slot of its group. */
export const SLOT_GROUPS = {
  hat: ['ch'],
  amulet: ['am'],
  ring: ['a1', 'a2'],
  belt: ['ce'],
  boots: ['bo'],
  cloak: ['ca'],
  shield: ['br'],
  weapon: ['ar'],
  pet: ['fa'],
  mount: ['mo'],
  dofus: ['d1', 'd2', 'd3', 'd4', 'd5', 'd6'],
} as const satisfies Record<string, readonly Slot[]>;
export type SlotGroup = keyof typeof SLOT_GROUPS;

/**
 * Item category (data `category`) → slot group. Backpacks go in the cloak slot, pets-mounts and
 * Dofus 2 mounts in the pet slot, trophies and prysmaradites with the Dofus. Ceremonial (cosmetic)
 * retro objects sit where their plain counterpart sits: the private-server data typed about 390 real
 * Ankama hats, cloaks, pets and shields as cosmetics (see data SOURCES.md).
 */
export const CATEGORY_GROUP: Readonly<Record<string, SlotGroup>> = {
  hat: 'hat',
  cosmetic_hat: 'hat',
  amulet: 'amulet',
  ring: 'ring',
  belt: 'belt',
  boots: 'boots',
  cloak: 'cloak',
  cosmetic_cloak: 'cloak',
  backpack: 'cloak',
  shield: 'shield',
  cosmetic_shield: 'shield',
  weapon: 'weapon',
  cosmetic_weapon: 'weapon',
  pet: 'pet',
  cosmetic_pet: 'pet',
  petsmount: 'pet',
  mount: 'pet',
  cosmetic_mount: 'mount',
  dofus: 'dofus',
  trophy: 'dofus',
  prysmaradite: 'dofus',
};

export function slotGroupOf(category: string): SlotGroup | undefined {
  return CATEGORY_GROUP[category];
}

export function slotsForCategory(category: string): readonly Slot[] {
  const group = slotGroupOf(category);
  return group ? SLOT_GROUPS[group] : [];
}
