/** The look of a character (game/skin.ts): colour rules, validation, the share code. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLASS_COLORS,
  SKIN_CLASS_IDS,
  SKIN_COSMETIC_SLOTS,
  SKIN_FACES,
  SKIN_HEADS,
  decodeLook,
  encodeLook,
  lookProblem,
  parseHex,
  randomLook,
  resolvedColors,
  shade,
  toHex,
  type SkinLook,
} from '#game/skin';

const arbLook: fc.Arbitrary<SkinLook> = fc.record({
  classId: fc.constantFrom(...SKIN_CLASS_IDS),
  gender: fc.constantFrom(0, 1),
  head: fc.integer({ min: 1, max: SKIN_HEADS }),
  face: fc.integer({ min: 1, max: SKIN_FACES }),
  colors: fc.tuple(...Array.from({ length: 5 }, () => fc.option(fc.integer({ min: 0, max: 0xffffff }), { nil: null }))) as unknown as fc.Arbitrary<SkinLook['colors']>,
  cosmetics: fc.record(Object.fromEntries(SKIN_COSMETIC_SLOTS.map((slot) => [slot, fc.integer({ min: 1, max: 2_147_483_647 })])) as Record<(typeof SKIN_COSMETIC_SLOTS)[number], fc.Arbitrary<number>>, { requiredKeys: [] }),
});

describe('skin look', () => {
  it('fills an empty slot with the class colour, keeps a chosen one', () => {
    expect(resolvedColors(8, [null, 0x123456, null, null, null])).toEqual([CLASS_COLORS[8]![0], 0x123456, CLASS_COLORS[8]![2], CLASS_COLORS[8]![3], CLASS_COLORS[8]![4]]);
    expect(Object.keys(CLASS_COLORS).map(Number)).toEqual([...SKIN_CLASS_IDS]);
  });

  it('shades towards black or white, channel by channel', () => {
    expect(shade(0x808080, 0)).toBe(0x808080);
    expect(shade(0x808080, -1)).toBe(0x000000);
    expect(shade(0x808080, 1)).toBe(0xffffff);
    expect(shade(0x204060, -0.5)).toBe(0x102030);
    expect(toHex(0x0a0b0c)).toBe('#0a0b0c');
    expect(parseHex('#0A0B0C')).toBe(0x0a0b0c);
    expect(parseHex('red')).toBeNull();
  });

  it('refuses what the renderer cannot draw', () => {
    const base = randomLook(() => 0.5);
    expect(lookProblem(base)).toBeNull();
    expect(lookProblem({ ...base, classId: 19 })).toBe('class');
    expect(lookProblem({ ...base, gender: 2 })).toBe('gender');
    expect(lookProblem({ ...base, head: SKIN_HEADS + 1 })).toBe('head');
    expect(lookProblem({ ...base, face: 0 })).toBe('face');
    expect(lookProblem({ ...base, colors: [0x1000000, null, null, null, null] })).toBe('color');
    expect(lookProblem({ ...base, cosmetics: { hat: -3 } })).toBe('cosmetic');
  });

  it('round-trips every look through the share code; a damaged code is no look', () => {
    fc.assert(
      fc.property(arbLook, (look) => {
        const code = encodeLook(look);
        expect(code).toMatch(/^[0-9a-f.-]+$/);
        const back = decodeLook(code)!;
        expect(back).toEqual({ ...look, cosmetics: Object.fromEntries(Object.entries(look.cosmetics).filter(([, id]) => id !== undefined)) });
      }),
      { numRuns: 300 },
    );
    for (const bad of ['', '2.1.0.1.1.-.-.-.-.-.-.-.-.-', '1.19.0.1.1.-.-.-.-.-.-.-.-.-', '1.1.0.1.1.zzzzzz.-.-.-.-.-.-.-.-', '1.1.0.1.1.-.-.-.-.-.01.-.-.-', '1.1.0.1.1']) {
      expect(decodeLook(bad), bad).toBeNull();
    }
  });

  it('draws random looks the renderer accepts', () => {
    fc.assert(fc.property(fc.array(fc.double({ min: 0, max: 0.999999, noNaN: true }), { minLength: 10, maxLength: 10 }), (values) => {
      let index = 0;
      expect(lookProblem(randomLook(() => values[index++ % values.length]!))).toBeNull();
    }));
  });
});
