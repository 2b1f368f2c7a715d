/** The placement of GET clothes/:game/compatible (modules/sets/compatible.ts), on made-up pieces. */
import { describe, expect, it } from 'vitest';
import { placeSet, surroundings, type PieceFacts } from '#server/modules/sets/compatible';

const facts = new Map<number, PieceFacts>(
  [
    { id: 1, category: 'hat', level: 10, twoHanded: false },
    { id: 2, category: 'weapon', level: 10, twoHanded: true },
    { id: 3, category: 'shield', level: 10, twoHanded: false },
    { id: 4, category: 'ring', level: 10, twoHanded: false },
    { id: 5, category: 'ring', level: 10, twoHanded: false },
    { id: 6, category: 'dofus', level: 150, twoHanded: false },
    { id: 7, category: 'weapon', level: 10, twoHanded: false },
    { id: 8, category: 'resource', level: 1, twoHanded: false },
  ].map((piece) => [piece.id, piece]),
);
const around = (items: { slot: 'ch' | 'ar' | 'br' | 'a1'; id: number }[] = [], level = 200, empty: ('a2' | 'br')[] = []) => surroundings('retro', items, empty, level, facts);

describe('compatible sets', () => {
  it('places the pieces in the first free slots of their group and counts the worn ones', () => {
    expect(placeSet([1, 4, 5], facts, around())).toEqual({ slots: { ch: 1, a1: 4, a2: 5 }, worn: [] });
    expect(placeSet([1, 4, 5], facts, around([{ slot: 'ch', id: 1 }]))).toEqual({ slots: { a1: 4, a2: 5 }, worn: [1] });
    expect(placeSet([4, 5], facts, around([{ slot: 'a1', id: 4 }]))).toEqual({ slots: { a2: 5 }, worn: [4] });
    // Unknown pieces are left out; a set with no known piece fits nothing.
    expect(placeSet([1, 999], facts, around())).toEqual({ slots: { ch: 1 }, worn: [] });
    expect(placeSet([999], facts, around())).toBeUndefined();
  });

  it('refuses a set without room, above the level, or a two-handed weapon with a shield', () => {
    expect(placeSet([4, 5], facts, around([], 200, ['a2']))).toBeUndefined();
    expect(placeSet([1, 6], facts, around([], 100))).toBeUndefined();
    expect(placeSet([2, 1], facts, around([{ slot: 'br', id: 3 }]))).toBeUndefined();
    expect(placeSet([3, 1], facts, around([{ slot: 'ar', id: 2 }]))).toBeUndefined();
    expect(placeSet([2, 3], facts, around())).toBeUndefined();
    expect(placeSet([7, 3], facts, around())).toEqual({ slots: { ar: 7, br: 3 }, worn: [] });
    // A resource has no slot.
    expect(placeSet([8], facts, around())).toBeUndefined();
  });

  it('refuses a stuff whose items are unknown, misplaced or given twice, or a slot both worn and empty', () => {
    expect(() => around([{ slot: 'ch', id: 99 }])).toThrow(/invalidParameter/);
    expect(() => around([{ slot: 'ch', id: 4 }])).toThrow(/invalidParameter/);
    expect(() => around([{ slot: 'ch', id: 1 }, { slot: 'ch', id: 1 }])).toThrow(/invalidParameter/);
    expect(() => around([{ slot: 'br', id: 3 }], 200, ['br'])).toThrow(/invalidParameter/);
  });
});
