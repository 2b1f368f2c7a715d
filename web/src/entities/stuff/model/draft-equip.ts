/**
 * Equipping an item from outside the builder (the encyclopedia's "equip in my draft", issue 14 §3):
 * the builder's slot rules (slot-assignment.ts) plus what a page must tell the visitor afterwards:
 * which item each slot held before. A two-handed weapon takes the shield off, as in the game.
 * Pure functions over the stuff: unit-tested.
 */
import type { Slot } from '#game/slots';
import type { Stuff, StuffItems } from '#contract/stuff';
import { applyAssignments, planEquip, removeFromSlot, type ChoiceGroup, type PlacedItem } from './slot-assignment.ts';

export interface DraftItem extends PlacedItem {
  /** A two-handed weapon: the shield slot must be empty. */
  twoHanded: boolean;
}

/** What equipping changes: the slot the item goes to and the worn items it takes off. */
export interface DraftEquipChange {
  slot: Slot;
  itemId: number;
  /** The item that was in `slot`, if another one. */
  replaced?: number;
  /** Items taken off elsewhere (the shield under a two-handed weapon). */
  removed: { slot: Slot; itemId: number }[];
}

export type DraftEquipPlan =
  | { kind: 'equip'; change: DraftEquipChange }
  /** The ring or Dofus slots are all taken: the visitor picks the one to replace. */
  | { kind: 'choose'; group: ChoiceGroup; slots: Slot[] }
  | { kind: 'already-worn'; slot: Slot }
  | { kind: 'unwearable' };

/** The change of putting `item` in `slot` (a slot of its group, chosen by the visitor or by planDraftEquip). */
export function changeFor(items: StuffItems, item: DraftItem, slot: Slot): DraftEquipChange {
  const current = items[slot];
  const removed: DraftEquipChange['removed'] = [];
  const shield = items.br;
  if (slot === 'ar' && item.twoHanded && shield !== undefined) removed.push({ slot: 'br', itemId: shield });
  return { slot, itemId: item.id, ...(current !== undefined && current !== item.id ? { replaced: current } : {}), removed };
}

export function planDraftEquip(items: StuffItems, item: DraftItem): DraftEquipPlan {
  const plan = planEquip(items, item);
  if (plan.kind === 'equip') return { kind: 'equip', change: changeFor(items, item, plan.slot) };
  return plan;
}

/** The stuff with the change made (the slot's rolls go with the item it held). */
export function applyDraftEquip(stuff: Stuff, change: DraftEquipChange): Stuff {
  let next = applyAssignments(stuff, [{ slot: change.slot, itemId: change.itemId }]);
  for (const removed of change.removed) {
    if (next.items[removed.slot] === removed.itemId) next = removeFromSlot(next, removed.slot);
  }
  return next;
}
