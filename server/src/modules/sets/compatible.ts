/**
 * Which sets can still be worn whole around a stuff (GET clothes/:game/compatible, contract
 * `CompatibleSetsQuery`): the placement of the Panominator's compatibility mode
 * (engine/src/panominator-query.ts `setId`), so that a set this route proposes is one the
 * Panominator accepts: each piece goes into the first free slot of its group, a piece already worn
 * counts as placed, no piece above the level, no two-handed weapon with a shield.
 */
import { SLOT_GROUPS, slotGroupOf, type Slot } from '#game/slots';
import { invalidParameter } from '#server/plugins/errors';

export interface PieceFacts {
  id: number;
  category: string;
  level: number;
  twoHanded: boolean;
}

export interface Placement {
  slots: Partial<Record<Slot, number>>;
  worn: number[];
}

/** The stuff the sets must fit around: its items by slot (checked: known, in a slot of their kind) and the slots kept empty. */
export interface Surroundings {
  worn: ReadonlyMap<Slot, PieceFacts>;
  empty: ReadonlySet<Slot>;
  level: number;
}

/** Checks the `items` and `empty` of the query against the game's items; a 400 naming the parameter otherwise. */
export function surroundings(
  game: string,
  items: readonly { slot: Slot; id: number }[],
  empty: readonly Slot[],
  level: number,
  facts: ReadonlyMap<number, PieceFacts>,
): Surroundings {
  const worn = new Map<Slot, PieceFacts>();
  for (const { slot, id } of items) {
    if (worn.has(slot)) throw invalidParameter('querystring', 'items', `${slot} is given twice`);
    const item = facts.get(id);
    if (!item) throw invalidParameter('querystring', 'items', `${game} has no item ${id}`);
    const group = slotGroupOf(item.category);
    if (!group || !(SLOT_GROUPS[group] as readonly Slot[]).includes(slot)) throw invalidParameter('querystring', 'items', `item ${id} (${item.category}) cannot be worn in ${slot}`);
    worn.set(slot, item);
  }
  for (const slot of empty) {
    if (worn.has(slot)) throw invalidParameter('querystring', 'empty', `${slot} holds an item in items`);
  }
  return { worn, empty: new Set(empty), level };
}

/** Where the set's pieces go around the stuff, or undefined when the set cannot be worn whole. */
export function placeSet(pieceIds: readonly number[], facts: ReadonlyMap<number, PieceFacts>, around: Surroundings): Placement | undefined {
  const wornIds = new Set([...around.worn.values()].map((item) => item.id));
  const taken = new Set<Slot>([...around.worn.keys(), ...around.empty]);
  const placement: Placement = { slots: {}, worn: [] };
  let weapon = around.worn.get('ar');
  let shield = around.worn.has('br');
  let known = 0;
  for (const id of pieceIds) {
    const item = facts.get(id);
    // A piece the game's data lacks is left out, as the Panominator leaves it.
    if (!item) continue;
    known += 1;
    if (wornIds.has(id)) {
      if (!placement.worn.includes(id)) placement.worn.push(id);
      continue;
    }
    if (item.level > around.level) return undefined;
    const group = slotGroupOf(item.category);
    const slot = group && (SLOT_GROUPS[group] as readonly Slot[]).find((candidate) => !taken.has(candidate));
    if (!slot) return undefined;
    taken.add(slot);
    placement.slots[slot] = id;
    if (slot === 'ar') weapon = item;
    if (slot === 'br') shield = true;
  }
  if (known === 0 || (weapon?.twoHanded && shield)) return undefined;
  return placement;
}
