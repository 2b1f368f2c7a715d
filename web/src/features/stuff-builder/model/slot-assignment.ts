/**
 * Where an added item goes (builder-spec §4): the first empty slot of its category's group —
 * rings a1 then a2, Dofus and trophies d1 to d6, backpacks in the cloak slot. When the group is
 * full, the first slot of the group is replaced for now; the ring and Dofus choice dialogs
 * (issue 5) will ask instead.
 */
import { slotsForCategory, type Slot } from '../../../../../engine/src/slots.ts';
import type { StuffItems } from '../../../../../contract/stuff.ts';

export interface SlotChoice {
  slot: Slot;
  /** The item id the new item replaces, when the group was full. */
  replaces?: number;
}

/** The slot an item of `category` takes, or undefined when it is not equipment. */
export function chooseSlot(items: StuffItems, category: string): SlotChoice | undefined {
  const group = slotsForCategory(category);
  if (group.length === 0) return undefined;
  const free = group.find((slot) => items[slot] === undefined);
  if (free) return { slot: free };
  const first = group[0];
  return { slot: first, replaces: items[first] };
}

/** The items with `itemId` equipped according to `chooseSlot`; unchanged when it cannot be worn. */
export function equipItem(items: StuffItems, itemId: number, category: string): { items: StuffItems; choice?: SlotChoice } {
  const choice = chooseSlot(items, category);
  if (!choice) return { items };
  return { items: { ...items, [choice.slot]: itemId }, choice };
}

/** The per-slot record (items, rolls) without `slot`; the same object when the slot was empty. */
export function unequipSlot<Value>(bySlot: Partial<Record<Slot, Value>>, slot: Slot): Partial<Record<Slot, Value>> {
  if (bySlot[slot] === undefined) return bySlot;
  const { [slot]: _removed, ...rest } = bySlot;
  return rest;
}
