/**
 * A stuff's look (the builder's skin tab): the stuff's class and gender with the head, face and
 * colours it stores; what the renderer cannot draw falls back to the first head and face; the
 * stored part of a saved skin round-trips.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SKIN_FACES, SKIN_HEADS, lookProblem, resolvedColors, CLASS_COLORS } from '#game/skin';
import { lookOfStuffSkin, stuffSkinOfLook } from '#web/entities/skin/model/skin-look.ts';

describe('lookOfStuffSkin', () => {
  it('draws a stuff without a skin in its class’s own colours, head and face 1', () => {
    const look = lookOfStuffSkin(8, 1, null);
    expect(look).toMatchObject({ classId: 8, gender: 1, head: 1, face: 1, colors: [null, null, null, null, null] });
    expect(resolvedColors(look.classId, look.colors)).toEqual(CLASS_COLORS[8]);
  });

  it('keeps the stored head, face and colours, and the stuff’s class and gender', () => {
    const look = lookOfStuffSkin(13, 0, { head: 5, face: 3, colors: [0xff0000, null, 0x00ff00, null, 0x0000ff] });
    expect(look).toMatchObject({ classId: 13, gender: 0, head: 5, face: 3, colors: [0xff0000, null, 0x00ff00, null, 0x0000ff] });
    expect(stuffSkinOfLook(look)).toEqual({ head: 5, face: 3, colors: [0xff0000, null, 0x00ff00, null, 0x0000ff] });
  });

  it('always gives a look the rules accept, whatever the stuff stores (the API keeps heads and faces 0–1000)', () => {
    const color = fc.option(fc.integer({ min: 0, max: 0xffffff }), { nil: null });
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 40 }),
        fc.integer({ min: -1, max: 3 }),
        fc.option(fc.record({ head: fc.integer({ min: 0, max: 1000 }), face: fc.integer({ min: 0, max: 1000 }), colors: fc.array(color, { minLength: 5, maxLength: 5 }) }), { nil: null }),
        (classId, gender, skin) => {
          const look = lookOfStuffSkin(classId, gender, skin);
          expect(lookProblem(look)).toBeNull();
          if (skin && skin.head >= 1 && skin.head <= SKIN_HEADS) expect(look.head).toBe(skin.head);
          if (skin && skin.face >= 1 && skin.face <= SKIN_FACES) expect(look.face).toBe(skin.face);
        },
      ),
    );
  });
});
