import { describe, expect, it } from 'vitest';
import type { StuffItems } from '../../../contract/stuff.ts';
import { chooseSlot, equipItem, unequipSlot } from '../../../web/src/features/stuff-builder/model/slot-assignment.ts';

describe('slot assignment', () => {
  it('puts an item in the only slot of its group', () => {
    expect(chooseSlot({}, 'hat')).toEqual({ slot: 'ch' });
    expect(chooseSlot({}, 'amulet')).toEqual({ slot: 'am' });
    expect(chooseSlot({}, 'weapon')).toEqual({ slot: 'ar' });
  });

  it('fills rings a1 then a2', () => {
    const first = equipItem({}, 6920, 'ring');
    expect(first.choice).toEqual({ slot: 'a1' });
    const second = equipItem(first.items, 6921, 'ring');
    expect(second.choice).toEqual({ slot: 'a2' });
    expect(second.items).toEqual({ a1: 6920, a2: 6921 });
  });

  it('fills the Dofus slots d1 to d6 in order, trophies and prysmaradites included', () => {
    let items: StuffItems = {};
    const categories = ['dofus', 'trophy', 'dofus', 'prysmaradite', 'dofus', 'trophy'];
    categories.forEach((category, index) => {
      const result = equipItem(items, 700 + index, category);
      expect(result.choice?.slot).toBe(`d${index + 1}`);
      items = result.items;
    });
  });

  it('replaces the first slot of a full group and says which item it replaced', () => {
    const rings = { a1: 1, a2: 2 };
    expect(chooseSlot(rings, 'ring')).toEqual({ slot: 'a1', replaces: 1 });
    expect(equipItem(rings, 3, 'ring').items).toEqual({ a1: 3, a2: 2 });
    expect(chooseSlot({ ch: 2411 }, 'hat')).toEqual({ slot: 'ch', replaces: 2411 });
  });

  it('sends backpacks to the cloak slot and pets-mounts to the pet slot', () => {
    expect(chooseSlot({}, 'backpack')).toEqual({ slot: 'ca' });
    expect(chooseSlot({}, 'petsmount')).toEqual({ slot: 'fa' });
  });

  it('leaves the stuff unchanged for an item that is not equipment', () => {
    const items = { ch: 2411 };
    expect(chooseSlot(items, 'resource')).toBeUndefined();
    const result = equipItem(items, 1, 'resource');
    expect(result.items).toBe(items);
    expect(result.choice).toBeUndefined();
  });

  it('does not modify the items it is given', () => {
    const items = Object.freeze({ a1: 1 });
    expect(() => equipItem(items, 2, 'ring')).not.toThrow();
    expect(items).toEqual({ a1: 1 });
  });

  it('removes a slot, and returns the same object when it was empty', () => {
    const items = { ch: 2411, am: 2425 };
    expect(unequipSlot(items, 'ch')).toEqual({ am: 2425 });
    expect(unequipSlot(items, 'bo')).toBe(items);
  });
});
