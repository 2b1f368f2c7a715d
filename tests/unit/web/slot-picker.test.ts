import { describe, expect, it } from 'vitest';
import { BOOST_EFFECTS } from '#game/stuff';
import { PRIMARY_STATS, STAT_KEYS } from '#game/stats';
import { SLOTS, slotsForCategory } from '#game/slots';
import { boostEffectChoices } from '#web/features/stuff-builder/model/boosts.ts';
import { exoCandidates } from '#web/features/stuff-builder/model/forgemagie.ts';
import {
  nextEmptySlot,
  pickerFilters,
  pickerFromSearch,
  slotCategories,
  slotListChoices,
  slotPickerSearch,
  targetSlotFor,
  withKind,
  withoutFilter,
  withoutPicker,
  withPicker,
} from '#web/features/stuff-builder/model/slot-picker.ts';
import { planEquip, planEquipAt } from '#web/entities/stuff/model/slot-assignment.ts';

describe('the lists a slot opens on (issue 14 §1)', () => {
  it('narrows each slot to the categories the slot table gives it', () => {
    expect(slotListChoices('ch')).toEqual([
      { kind: 'item', include: ['ch'] },
      { kind: 'cosmetic', include: ['cosmetic_hat'] },
      { kind: 'cloth', include: ['ch'] },
    ]);
    expect(slotListChoices('a2')).toEqual([
      { kind: 'item', include: ['an'] },
      { kind: 'cloth', include: ['an'] },
    ]);
    expect(slotListChoices('ar')).toEqual([
      { kind: 'weapon', include: [] },
      { kind: 'cosmetic', include: ['cosmetic_weapon'] },
      { kind: 'cloth', include: ['ar'] },
    ]);
    // Dofus, trophies and prysmaradites share the six Dofus slots; no set filter names them.
    expect(slotListChoices('d4')).toEqual([{ kind: 'item', include: ['do', 'tr', 'pr'] }]);
    // Backpacks go in the cloak slot; pets, petsmounts and Dofus 2 mounts in the pet slot.
    expect(slotListChoices('ca')[0]).toEqual({ kind: 'item', include: ['ca', 'sa'] });
    expect(slotListChoices('fa')[0]).toEqual({ kind: 'item', include: ['fa', 'mt', 'mo'] });
    // The mount slot takes ceremonial mounts only.
    expect(slotListChoices('mo')).toEqual([{ kind: 'cosmetic', include: ['cosmetic_mount'] }]);
  });

  it('offers, for every slot, only categories that go in that slot', () => {
    for (const slot of SLOTS) {
      const categories = slotCategories(slot);
      expect(categories.length).toBeGreaterThan(0);
      for (const category of categories) expect(slotsForCategory(category)).toContain(slot);
    }
  });
});

describe('the picker in the URL', () => {
  const iop = { classId: 8, level: 120 };

  it('opens on the slot for the character, with the list parameters first', () => {
    expect(slotPickerSearch('ch', undefined, iop).toString()).toBe('class=8&level_max=120&include=ch&slot=ch');
    expect(slotPickerSearch('ch', 'cosmetic', iop).toString()).toBe('class=8&level_max=120&include=cosmetic_hat&slot=ch&kind=cosmetic');
    expect(slotPickerSearch('ar', undefined, iop).toString()).toBe('class=8&level_max=120&slot=ar');
  });

  it('reads the slot and the kind back, leniently', () => {
    expect(pickerFromSearch('?slot=a2&include=an')).toEqual({ slot: 'a2', kind: 'item', kindChosen: false });
    expect(pickerFromSearch('slot=ch&kind=cloth')).toEqual({ slot: 'ch', kind: 'cloth', kindChosen: true });
    // A kind the slot has no list of falls back to its first one; an unknown slot is no picker.
    expect(pickerFromSearch('slot=d1&kind=weapon')).toEqual({ slot: 'd1', kind: 'item', kindChosen: false });
    expect(pickerFromSearch('slot=zz')).toBeNull();
    expect(pickerFromSearch('include=ch')).toBeNull();
  });

  it('puts the slot back after the list rewrote its own filters, and takes it out', () => {
    expect(withPicker('include=an&level_max=50', { slot: 'a2', kind: 'item', kindChosen: false })).toBe('include=an&level_max=50&slot=a2');
    expect(withPicker('include=ch', { slot: 'ch', kind: 'cloth', kindChosen: true })).toBe('include=ch&slot=ch&kind=cloth');
    expect(withoutPicker('class=8&slot=ch&kind=cloth')).toBe('class=8');
  });

  it('switches the slot to another of its lists, keeping the other filters', () => {
    expect(withKind('class=8&level_max=9&include=ch&page=3&slot=ch', 'ch', 'cosmetic')).toBe('class=8&level_max=9&include=cosmetic_hat&slot=ch&kind=cosmetic');
    expect(withKind('class=8&include=do-tr-pr&slot=d2', 'd2', 'item')).toBe('class=8&include=do-tr-pr&slot=d2&kind=item');
    expect(withKind('text=coiffe&include=ch&slot=ch', 'ar', 'weapon')).toBe('text=coiffe&slot=ar&kind=weapon');
  });

  it('shows and removes the filters it set', () => {
    const search = 'class=8&level_max=9&include=do-tr-pr&page=2&slot=d1';
    expect(pickerFilters(search)).toEqual({ classId: 8, levelMax: 9, include: ['do', 'tr', 'pr'] });
    expect(withoutFilter(search, 'levelMax')).toBe('class=8&include=do-tr-pr&slot=d1');
    expect(withoutFilter(search, 'classId')).toBe('level_max=9&include=do-tr-pr&slot=d1');
    expect(pickerFilters('class=x')).toEqual({ classId: null, levelMax: null, include: [] });
  });
});

describe('equipping from the slot it was picked for', () => {
  it('targets the picker slot only for an item that fits it', () => {
    expect(targetSlotFor({ slot: 'a2', kind: 'item', kindChosen: false }, 'ring')).toBe('a2');
    expect(targetSlotFor({ slot: 'd5', kind: 'item', kindChosen: false }, 'trophy')).toBe('d5');
    expect(targetSlotFor({ slot: 'ch', kind: 'cloth', kindChosen: true }, 'ring')).toBeUndefined();
    expect(targetSlotFor(null, 'ring')).toBeUndefined();
  });

  it('puts a ring in the second slot with the first empty, and replaces what the chosen slot holds', () => {
    const ring = { id: 6919, category: 'ring', setId: 24 };
    expect(planEquip({}, ring)).toEqual({ kind: 'equip', slot: 'a1' });
    expect(planEquipAt({}, ring, 'a2')).toEqual({ kind: 'equip', slot: 'a2' });
    expect(planEquipAt({ a1: 2469, a2: 2419 }, ring, 'a2')).toEqual({ kind: 'equip', slot: 'a2', replaces: 2419 });
    expect(planEquipAt({ ch: 2411 }, { id: 6921, category: 'hat', setId: 24 }, 'ch')).toEqual({ kind: 'equip', slot: 'ch', replaces: 2411 });
  });

  it('still refuses a second copy of a worn Dofus or set ring, and places an item that does not fit as usual', () => {
    expect(planEquipAt({ d2: 737 }, { id: 737, category: 'dofus', setId: null }, 'd5')).toEqual({ kind: 'already-worn', slot: 'd2' });
    expect(planEquipAt({ a1: 6919 }, { id: 6919, category: 'ring', setId: 24 }, 'a2')).toEqual({ kind: 'already-worn', slot: 'a1' });
    expect(planEquipAt({}, { id: 2411, category: 'hat', setId: 1 }, 'a2')).toEqual({ kind: 'equip', slot: 'ch' });
  });

  it('moves on to the next empty slot of the group when the picker stays open', () => {
    expect(nextEmptySlot('d1', { d1: 737, d2: 739 })).toBe('d3');
    expect(nextEmptySlot('a2', { a2: 6919 })).toBe('a1');
    expect(nextEmptySlot('ch', { ch: 2411 })).toBeUndefined();
  });
});

describe("characteristics offered are the game's (issue 14 §5)", () => {
  const inUse = ['vitality', 'wisdom', 'strength', 'intelligence', 'chance', 'agility', 'ap', 'mp', 'range', 'damage'] as const;

  it('offers the boosts of the characteristics in use, health and shield, and keeps a saved one', () => {
    const choices = boostEffectChoices(inUse, []);
    expect(choices).toEqual([...inUse, ...BOOST_EFFECTS]);
    const foreign = STAT_KEYS.find((key) => !(inUse as readonly string[]).includes(key))!;
    expect(boostEffectChoices(inUse, [foreign])).toContain(foreign);
    // Before the bootstrap answers: the primary characteristics only.
    expect(boostEffectChoices(undefined, [])).toEqual([...PRIMARY_STATS, ...BOOST_EFFECTS]);
  });

  it('offers exos of characteristics some item of the game gives only', () => {
    expect(exoCandidates('dofus', [], undefined, ['ap', 'strength', 'lock'])).toEqual(['ap', 'strength', 'lock']);
    expect(exoCandidates('retro', [{ stat: 'strength', min: 1, max: 10 }], undefined, ['ap', 'strength', 'lock'])).toEqual(['ap']);
    expect(exoCandidates('retro', [], undefined).length).toBeGreaterThan(10);
  });
});
