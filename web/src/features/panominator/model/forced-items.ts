/**
 * The items a link forces into every proposed stuff (`?with=`, the encyclopedia's "open in the
 * Panominator"): each goes into a free slot that fits its category (rings and Dofus fill their group
 * one slot after the other), never into a slot the draft keeps or the form leaves empty. What cannot
 * be placed is said item by item, so the page explains it instead of running a search the engine
 * would refuse. Pure functions: unit tested.
 */
import { SLOT_GROUPS, slotGroupOf, type Slot } from '#game/slots';

/** What the placement needs to know of an item (an `ItemSummary` has it). */
export interface ForcedItemFacts {
  id: number;
  category: string;
  level: number;
}

export type ForcedProblem =
  /** No item of this game has that id. */
  | { id: number; reason: 'unknown' }
  /** Not an item one wears (a resource, a consumable…). */
  | { id: number; reason: 'notWearable' }
  /** Above the character's level. */
  | { id: number; reason: 'level'; level: number }
  /** Every slot of its kind is kept from the draft, left empty or taken by another forced item. */
  | { id: number; reason: 'noSlot' };

export interface ForcedPlacement {
  /** The forced items by slot, to add to the query's locked items. */
  locked: Partial<Record<Slot, number>>;
  problems: ForcedProblem[];
}

export interface ForcedPlacementInput {
  forced: readonly number[];
  /** The facts of the items found (an id missing here is unknown). */
  found: readonly ForcedItemFacts[];
  /** The character's level. */
  level: number;
  /** Slots already locked (the draft's kept items), with their item. */
  locked: Partial<Record<Slot, number>>;
  empty: readonly Slot[];
}

export function placeForcedItems({ forced, found, level, locked, empty }: ForcedPlacementInput): ForcedPlacement {
  const placed: Partial<Record<Slot, number>> = {};
  const problems: ForcedProblem[] = [];
  const taken = new Set<Slot>([...(Object.keys(locked) as Slot[]).filter((slot) => locked[slot] !== undefined), ...empty]);
  const keptIds = new Set(Object.values(locked));
  for (const id of forced) {
    // Already worn: the draft keeps it in its slot.
    if (keptIds.has(id)) continue;
    const item = found.find((entry) => entry.id === id);
    if (!item) {
      problems.push({ id, reason: 'unknown' });
      continue;
    }
    const group = slotGroupOf(item.category);
    if (!group) {
      problems.push({ id, reason: 'notWearable' });
      continue;
    }
    if (item.level > level) {
      problems.push({ id, reason: 'level', level: item.level });
      continue;
    }
    const slot = (SLOT_GROUPS[group] as readonly Slot[]).find((candidate) => !taken.has(candidate));
    if (!slot) {
      problems.push({ id, reason: 'noSlot' });
      continue;
    }
    placed[slot] = id;
    taken.add(slot);
  }
  return { locked: placed, problems };
}
