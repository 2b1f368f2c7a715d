/**
 * Where added items go (builder-spec §4). Adding an item takes the first empty slot of its
 * category's group: rings a1 then a2, Dofus and trophies d1 to d6, backpacks in the cloak slot,
 * mounts and pets in the pet slot. A full one-slot group (hat, weapon…) is replaced, as in the
 * game; a full ring or Dofus group asks which one to replace. Loading a set puts its rings in a1
 * and a2 and asks before replacing what is worn. Pure functions over the stuff's item map.
 */
import { slotsForCategory, type Slot } from '#game/slots';
import type { Stuff, StuffItems } from '#contract/stuff';

/** What the builder knows of an item to place it. */
export interface PlacedItem {
  id: number;
  category: string;
  /** Its set, or null: identical rings are refused only when they belong to a set (engine rule). */
  setId: number | null;
}

/** Groups whose full state opens a choice dialog instead of replacing the first slot. */
export type ChoiceGroup = 'ring' | 'dofus';

export type EquipPlan =
  /** An empty slot, or the only slot of its group (then `replaces` is the item it takes over). */
  | { kind: 'equip'; slot: Slot; replaces?: number }
  /** Every ring or Dofus slot is taken: the user picks the one to replace. */
  | { kind: 'choose'; group: ChoiceGroup; slots: Slot[] }
  /** The same Dofus (or set ring) is already worn there: wearing it twice breaks a game rule. */
  | { kind: 'already-worn'; slot: Slot }
  /** Not equipment (resource, consumable…). */
  | { kind: 'unwearable' };

function choiceGroupOf(slots: readonly Slot[]): ChoiceGroup | undefined {
  if (slots.length === 2 && slots[0] === 'a1') return 'ring';
  if (slots.length === 6 && slots[0] === 'd1') return 'dofus';
  return undefined;
}

/** Items that may not be worn twice: any Dofus, trophy or prysmaradite; a ring of a set. */
function uniqueInGroup(item: PlacedItem, group: ChoiceGroup | undefined): boolean {
  if (group === 'dofus') return true;
  return group === 'ring' && item.setId !== null;
}

export function planEquip(items: StuffItems, item: PlacedItem): EquipPlan {
  const slots = slotsForCategory(item.category);
  if (slots.length === 0) return { kind: 'unwearable' };
  const group = choiceGroupOf(slots);
  if (uniqueInGroup(item, group)) {
    const worn = slots.find((slot) => items[slot] === item.id);
    if (worn) return { kind: 'already-worn', slot: worn };
  }
  const free = slots.find((slot) => items[slot] === undefined);
  if (free) return { kind: 'equip', slot: free };
  if (group) return { kind: 'choose', group, slots: [...slots] };
  return { kind: 'equip', slot: slots[0], replaces: items[slots[0]] };
}

/**
 * Adding an item into a chosen slot (the picker opened from that slot, issue 14 §1): that slot,
 * replacing what it holds, when the item fits it; otherwise the usual placement (`planEquip`). A
 * Dofus or set ring already worn elsewhere in its group is still refused.
 */
export function planEquipAt(items: StuffItems, item: PlacedItem, slot: Slot): EquipPlan {
  const slots = slotsForCategory(item.category);
  if (!slots.includes(slot)) return planEquip(items, item);
  if (uniqueInGroup(item, choiceGroupOf(slots))) {
    const worn = slots.find((candidate) => items[candidate] === item.id);
    if (worn) return { kind: 'already-worn', slot: worn };
  }
  const current = items[slot];
  return current === undefined || current === item.id ? { kind: 'equip', slot } : { kind: 'equip', slot, replaces: current };
}

/** One item going into one slot; `replaces` is the different item that was there. */
export interface SlotAssignment {
  slot: Slot;
  itemId: number;
  replaces?: number;
}

export interface SetLoadPlan {
  /** Every piece that gets a slot, including those that replace a worn item. */
  assignments: SlotAssignment[];
  /** Pieces already worn in the slot they would take: nothing to do. */
  alreadyWorn: number[];
  /** Pieces that cannot be placed: not equipment, or more pieces of a group than it has slots. */
  unplaced: number[];
}

/**
 * Where a set's pieces go: rings in a1 and a2 (in the set's order), Dofus-like pieces in d1…d6,
 * every other piece in its group's slot; within a group an empty slot is taken before a worn one
 * is replaced. A piece already worn anywhere in its group stays where it is.
 */
export function planSetLoad(items: StuffItems, pieces: readonly PlacedItem[]): SetLoadPlan {
  const plan: SetLoadPlan = { assignments: [], alreadyWorn: [], unplaced: [] };
  const takenBySet = new Set<Slot>();
  for (const piece of pieces) {
    const slots = slotsForCategory(piece.category);
    if (slots.length === 0) {
      plan.unplaced.push(piece.id);
      continue;
    }
    const wornAt = slots.find((slot) => items[slot] === piece.id && !takenBySet.has(slot));
    if (wornAt) {
      takenBySet.add(wornAt);
      plan.alreadyWorn.push(piece.id);
      continue;
    }
    // Rings go in a1 then a2 and Dofus in d1…d6, an empty slot before a worn one.
    const candidates = slots.filter((slot) => !takenBySet.has(slot));
    const slot = candidates.find((candidate) => items[candidate] === undefined) ?? candidates[0];
    if (!slot) {
      plan.unplaced.push(piece.id);
      continue;
    }
    takenBySet.add(slot);
    const current = items[slot];
    plan.assignments.push(current === undefined ? { slot, itemId: piece.id } : { slot, itemId: piece.id, replaces: current });
  }
  return plan;
}

/** The assignments that would take a worn item off. */
export function replacementsOf(assignments: readonly SlotAssignment[]): SlotAssignment[] {
  return assignments.filter((assignment) => assignment.replaces !== undefined);
}

/**
 * The stuff with the assignments applied; `onlyEmptySlots` keeps every worn item. A slot that
 * changes item loses its rolls: they describe the previous item's lines.
 */
export function applyAssignments(stuff: Stuff, assignments: readonly SlotAssignment[], { onlyEmptySlots = false } = {}): Stuff {
  let items = stuff.items;
  let rolls = stuff.rolls;
  for (const assignment of assignments) {
    if (onlyEmptySlots && items[assignment.slot] !== undefined) continue;
    if (items[assignment.slot] === assignment.itemId) continue;
    items = { ...items, [assignment.slot]: assignment.itemId };
    rolls = unequipSlot(rolls, assignment.slot);
  }
  return items === stuff.items ? stuff : { ...stuff, items, rolls };
}

/** The per-slot record (items, rolls) without `slot`; the same object when the slot was empty. */
export function unequipSlot<Value>(bySlot: Partial<Record<Slot, Value>>, slot: Slot): Partial<Record<Slot, Value>> {
  if (bySlot[slot] === undefined) return bySlot;
  const { [slot]: _removed, ...rest } = bySlot;
  return rest;
}

/** The stuff without the item of `slot` (and its rolls). */
export function removeFromSlot(stuff: Stuff, slot: Slot): Stuff {
  if (stuff.items[slot] === undefined) return stuff;
  return { ...stuff, items: unequipSlot(stuff.items, slot), rolls: unequipSlot(stuff.rolls, slot) };
}

/** builder-spec §4 "Reset removes all items and forgemagie." */
export function resetItems(stuff: Stuff): Stuff {
  return { ...stuff, items: {}, rolls: {}, forgemagie: {} };
}

/**
 * builder-spec §4: after equipping an item the builder goes back to the stuff (a setting, default
 * on), except for Dofus and trophies, which usually come several in a row.
 */
export function returnsToStuffAfterEquip(category: string, setting: boolean): boolean {
  return setting && choiceGroupOf(slotsForCategory(category)) !== 'dofus';
}
