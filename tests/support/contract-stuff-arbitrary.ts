/**
 * fast-check generators of the contract's `Stuff` (what the builder stores), every field at the edges
 * of what the zod schema accepts: absent and zero entries, empty roll maps, exo lines, negative
 * forgemagie, every boost effect. Item ids are any positive id: a stuff may hold ids a catalogue lacks.
 */
import fc from 'fast-check';
import {
  BOOST_COUNT_MAX,
  BOOSTS_MAX,
  CHARACTER_LEVEL_MAX,
  CHARACTER_LEVEL_MIN,
  SCROLL_MAX,
  STUFF_MODES,
  type Stuff,
  type StuffBoost,
} from '#contract/stuff';
import { PRIMARY_STATS, STAT_KEYS } from '#game/stats';
import { SLOTS } from '#game/slots';
import { BOOST_EFFECTS } from '#game/stuff';
import { VALUE_LIMIT } from '#engine/src/validate.ts';

const value = fc.oneof(fc.integer({ min: -500, max: 500 }), fc.integer({ min: -VALUE_LIMIT, max: VALUE_LIMIT }));
const statMap = (maxKeys: number) => fc.dictionary(fc.constantFrom(...STAT_KEYS), value, { maxKeys });
const primaryMap = (max: number) =>
  fc.record(Object.fromEntries(PRIMARY_STATS.map((key) => [key, fc.integer({ min: 0, max })])), { requiredKeys: [] });
const itemId = fc.oneof(fc.integer({ min: 1, max: 40_000 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }));

const boost: fc.Arbitrary<StuffBoost> = fc.record({
  effect: fc.constantFrom<StuffBoost['effect']>(...STAT_KEYS, ...BOOST_EFFECTS),
  value,
  count: fc.integer({ min: 1, max: BOOST_COUNT_MAX }),
  active: fc.boolean(),
});

export function contractStuffArbitrary(): fc.Arbitrary<Stuff> {
  return fc.record({
    id: fc.integer({ min: -1, max: 1_000_000 }),
    mode: fc.constantFrom(...STUFF_MODES),
    name: fc.string({ maxLength: 50 }),
    classId: fc.oneof(fc.integer({ min: 1, max: 18 }), fc.integer({ min: 1, max: 1_000_000 })),
    level: fc.integer({ min: CHARACTER_LEVEL_MIN, max: CHARACTER_LEVEL_MAX }),
    gender: fc.constantFrom<0 | 1>(0, 1),
    points: primaryMap(VALUE_LIMIT) as fc.Arbitrary<Stuff['points']>,
    scrolls: primaryMap(SCROLL_MAX) as fc.Arbitrary<Stuff['scrolls']>,
    items: fc.dictionary(fc.constantFrom(...SLOTS), itemId, { maxKeys: SLOTS.length }) as fc.Arbitrary<Stuff['items']>,
    rolls: fc.dictionary(fc.constantFrom(...SLOTS), statMap(8), { maxKeys: 6 }) as fc.Arbitrary<Stuff['rolls']>,
    forgemagie: statMap(10) as fc.Arbitrary<Stuff['forgemagie']>,
    boosts: fc.array(boost, { maxLength: BOOSTS_MAX }),
  });
}
