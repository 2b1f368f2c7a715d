import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Stuff, StuffItems } from '#contract/stuff';
import { SLOTS, slotsForCategory, type Slot } from '#game/slots';
import {
  applyAssignments,
  planEquip,
  planSetLoad,
  removeFromSlot,
  replacementsOf,
  resetItems,
  returnsToStuffAfterEquip,
  unequipSlot,
  type PlacedItem,
} from '#web/entities/stuff/model/slot-assignment.ts';
import { newLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';

// Real retro records (tests/fixtures/data/retro): the Gobball set (1), Gelano (Jellix set, 6) and
// the Mush Mush set's two rings (24). A ring of no set is made up (no such record in the fixtures).
const gobballHat: PlacedItem = { id: 2411, category: 'hat', setId: 1 };
const gobballCape: PlacedItem = { id: 2414, category: 'cloak', setId: 1 };
const gobballRing: PlacedItem = { id: 2419, category: 'ring', setId: 1 };
const gobballBoots: PlacedItem = { id: 2422, category: 'boots', setId: 1 };
const gobballAmulet: PlacedItem = { id: 2425, category: 'amulet', setId: 1 };
const gobballBelt: PlacedItem = { id: 2428, category: 'belt', setId: 1 };
const gelano: PlacedItem = { id: 2469, category: 'ring', setId: 6 };
const ringOfNoSet: PlacedItem = { id: 9001, category: 'ring', setId: null };
const ring = (id: number, setId: number | null = null): PlacedItem => ({ id, category: 'ring', setId });
const dofus = (id: number): PlacedItem => ({ id, category: 'dofus', setId: null });

function withItems(items: StuffItems, rolls: Stuff['rolls'] = {}): Stuff {
  return { ...newLocalStuff(), items, rolls };
}

describe('adding an item', () => {
  it('takes the only slot of its group', () => {
    expect(planEquip({}, gobballHat)).toEqual({ kind: 'equip', slot: 'ch' });
    expect(planEquip({}, gobballAmulet)).toEqual({ kind: 'equip', slot: 'am' });
    expect(planEquip({}, { id: 40, category: 'weapon', setId: null })).toEqual({ kind: 'equip', slot: 'ar' });
  });

  it('fills rings a1 then a2, then asks which one to replace', () => {
    expect(planEquip({}, gelano)).toEqual({ kind: 'equip', slot: 'a1' });
    expect(planEquip({ a1: 2469 }, gobballRing)).toEqual({ kind: 'equip', slot: 'a2' });
    expect(planEquip({ a2: 2469 }, gobballRing)).toEqual({ kind: 'equip', slot: 'a1' });
    expect(planEquip({ a1: 2469, a2: 2419 }, ring(6920, 24))).toEqual({ kind: 'choose', group: 'ring', slots: ['a1', 'a2'] });
  });

  it('fills the Dofus slots d1 to d6 with Dofus, trophies and prysmaradites, then asks', () => {
    let items: StuffItems = {};
    ['dofus', 'trophy', 'dofus', 'prysmaradite', 'dofus', 'trophy'].forEach((category, index) => {
      const plan = planEquip(items, { id: 700 + index, category, setId: null });
      expect(plan).toEqual({ kind: 'equip', slot: `d${index + 1}` });
      items = { ...items, [`d${index + 1}`]: 700 + index };
    });
    expect(planEquip(items, dofus(800))).toEqual({ kind: 'choose', group: 'dofus', slots: ['d1', 'd2', 'd3', 'd4', 'd5', 'd6'] });
  });

  it('refuses a second copy of a worn Dofus or set ring, but not of a ring with no set', () => {
    expect(planEquip({ d3: 694 }, dofus(694))).toEqual({ kind: 'already-worn', slot: 'd3' });
    expect(planEquip({ a1: 2419 }, gobballRing)).toEqual({ kind: 'already-worn', slot: 'a1' });
    expect(planEquip({ a2: 2469 }, gelano)).toEqual({ kind: 'already-worn', slot: 'a2' });
    expect(planEquip({ a1: 9001 }, ringOfNoSet)).toEqual({ kind: 'equip', slot: 'a2' });
  });

  it('replaces the item of a full one-slot group and says which one', () => {
    expect(planEquip({ ch: 2411 }, { id: 8000, category: 'hat', setId: null })).toEqual({ kind: 'equip', slot: 'ch', replaces: 2411 });
  });

  it('sends backpacks to the cloak slot and pets-mounts to the pet slot', () => {
    expect(planEquip({}, { id: 1, category: 'backpack', setId: null })).toEqual({ kind: 'equip', slot: 'ca' });
    expect(planEquip({}, { id: 2, category: 'petsmount', setId: null })).toEqual({ kind: 'equip', slot: 'fa' });
  });

  it('does not place what is not equipment', () => {
    expect(planEquip({ ch: 2411 }, { id: 1, category: 'resource', setId: null })).toEqual({ kind: 'unwearable' });
  });

  it('never plans a slot outside the item\'s group, whatever is worn (property)', () => {
    const categories = ['hat', 'ring', 'dofus', 'trophy', 'weapon', 'backpack', 'pet', 'shield'];
    const worn = fc.dictionary(fc.constantFrom(...SLOTS), fc.integer({ min: 1, max: 20 }));
    fc.assert(
      fc.property(worn, fc.constantFrom(...categories), fc.integer({ min: 1, max: 20 }), fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }), (items, category, id, setId) => {
        const plan = planEquip(items as StuffItems, { id, category, setId });
        if (plan.kind === 'equip') {
          expect(slotsForCategory(category)).toContain(plan.slot);
          if (plan.replaces === undefined) expect(items[plan.slot]).toBeUndefined();
          else expect(items[plan.slot]).toBe(plan.replaces);
        }
        if (plan.kind === 'choose') expect(plan.slots.every((slot) => items[slot] !== undefined)).toBe(true);
      }),
    );
  });
});

describe('loading a set', () => {
  const gobballSet = [gobballHat, gobballCape, gobballAmulet, gobballBoots, gobballRing, gobballBelt];

  it('puts every piece in its slot on an empty stuff, the ring in a1', () => {
    const plan = planSetLoad({}, gobballSet);
    expect(plan.assignments).toEqual([
      { slot: 'ch', itemId: 2411 },
      { slot: 'ca', itemId: 2414 },
      { slot: 'am', itemId: 2425 },
      { slot: 'bo', itemId: 2422 },
      { slot: 'a1', itemId: 2419 },
      { slot: 'ce', itemId: 2428 },
    ]);
    expect(replacementsOf(plan.assignments)).toEqual([]);
    expect(plan.unplaced).toEqual([]);
  });

  it('puts two rings in a1 and a2', () => {
    const plan = planSetLoad({}, [ring(6920, 24), ring(6921, 24)]);
    expect(plan.assignments).toEqual([
      { slot: 'a1', itemId: 6920 },
      { slot: 'a2', itemId: 6921 },
    ]);
  });

  it('lists the worn items it would replace, leaves pieces already worn, and prefers an empty ring slot', () => {
    const plan = planSetLoad({ ch: 8000, a1: 2469, ce: 2428 }, gobballSet);
    expect(replacementsOf(plan.assignments)).toEqual([{ slot: 'ch', itemId: 2411, replaces: 8000 }]);
    expect(plan.assignments).toContainEqual({ slot: 'a2', itemId: 2419 });
    expect(plan.alreadyWorn).toEqual([2428]);
  });

  it('applies all assignments, or only those to empty slots, dropping the rolls of replaced items', () => {
    const stuff = withItems({ ch: 8000 }, { ch: { vitality: 12 } });
    const plan = planSetLoad(stuff.items, gobballSet);
    const replaced = applyAssignments(stuff, plan.assignments);
    expect(replaced.items.ch).toBe(2411);
    expect(replaced.rolls.ch).toBeUndefined();
    const kept = applyAssignments(stuff, plan.assignments, { onlyEmptySlots: true });
    expect(kept.items.ch).toBe(8000);
    expect(kept.rolls.ch).toEqual({ vitality: 12 });
    expect(kept.items.a1).toBe(2419);
  });

  it('reports pieces with no slot left', () => {
    const plan = planSetLoad({}, [ring(1, 9), ring(2, 9), ring(3, 9), { id: 4, category: 'resource', setId: 9 }]);
    expect(plan.assignments.map((a) => a.slot)).toEqual(['a1', 'a2']);
    expect(plan.unplaced).toEqual([3, 4]);
  });
});

describe('removing and resetting', () => {
  it('removes a slot with its rolls; an empty slot leaves the stuff as it is', () => {
    const stuff = withItems({ ch: 2411, am: 2425 }, { ch: { vitality: 3 } });
    const removed = removeFromSlot(stuff, 'ch');
    expect(removed.items).toEqual({ am: 2425 });
    expect(removed.rolls).toEqual({});
    expect(removeFromSlot(stuff, 'bo')).toBe(stuff);
    expect(unequipSlot({ ch: 1 } as Partial<Record<Slot, number>>, 'bo')).toEqual({ ch: 1 });
  });

  it('reset removes every item and all forgemagie, and keeps the character', () => {
    const stuff = { ...withItems({ ch: 2411 }, { ch: { vitality: 3 } }), forgemagie: { ap: 1 }, level: 120, points: { strength: 50 } };
    const reset = resetItems(stuff);
    expect(reset.items).toEqual({});
    expect(reset.rolls).toEqual({});
    expect(reset.forgemagie).toEqual({});
    expect(reset.level).toBe(120);
    expect(reset.points).toEqual({ strength: 50 });
  });

  it('goes back to the stuff after equipping, except for Dofus and trophies, when the setting is on', () => {
    expect(returnsToStuffAfterEquip('hat', true)).toBe(true);
    expect(returnsToStuffAfterEquip('dofus', true)).toBe(false);
    expect(returnsToStuffAfterEquip('trophy', true)).toBe(false);
    expect(returnsToStuffAfterEquip('hat', false)).toBe(false);
  });
});
