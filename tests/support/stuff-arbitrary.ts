/** fast-check generators of stuffs drawn from a catalogue (any item in any slot of its group). */
import fc from 'fast-check';
import type { Catalog } from '#engine/src/catalog.ts';
import { PRIMARY_STATS, STAT_KEYS, type StatKey } from '#game/stats';
import { SLOTS, slotsForCategory, type Slot } from '#game/slots';
import { BOOST_EFFECTS, type Boost, type StuffInput } from '#game/stuff';

export function stuffArbitrary(catalog: Catalog, options: { unknownIds?: boolean } = {}): fc.Arbitrary<StuffInput> {
  const candidates = new Map<Slot, number[]>(SLOTS.map((slot) => [slot, []]));
  for (const item of catalog.items) for (const slot of slotsForCategory(item.category)) candidates.get(slot)!.push(item.id);

  const slotArbitrary = (slot: Slot): fc.Arbitrary<number | undefined> => {
    const ids = candidates.get(slot)!;
    const choices: fc.Arbitrary<number | undefined>[] = [fc.constant(undefined)];
    if (ids.length > 0) choices.push(fc.constantFrom(...ids), fc.constantFrom(...ids));
    if (options.unknownIds) choices.push(fc.integer({ min: 900_000, max: 900_010 }));
    return fc.oneof(...choices);
  };
  const primaryValues = (max: number) =>
    fc.record(Object.fromEntries(PRIMARY_STATS.map((key) => [key, fc.integer({ min: 0, max })])), { requiredKeys: [] });
  const statValues = fc.dictionary(fc.constantFrom(...STAT_KEYS), fc.integer({ min: -200, max: 400 }), { maxKeys: 6 });
  const boostList: fc.Arbitrary<Boost[]> = fc.array(
    fc.record(
      {
        effect: fc.constantFrom<Boost['effect']>(...BOOST_EFFECTS, 'final_damage_percent', ...STAT_KEYS),
        value: fc.integer({ min: 0, max: 300 }),
        count: fc.integer({ min: 0, max: 3 }),
        active: fc.boolean(),
      },
      { requiredKeys: ['effect', 'value'] },
    ),
    { maxLength: 5 },
  );

  return fc
    .record({
      // 0 and ids past the classes: a stuff of unknown class (a decoded dofus-stuffer code).
      classId: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 20 }), fc.constant(0)),
      gender: fc.constantFrom<0 | 1>(0, 1),
      level: fc.integer({ min: 1, max: 200 }),
      points: primaryValues(400),
      scrolls: primaryValues(100),
      items: fc.record(Object.fromEntries(SLOTS.map((slot) => [slot, slotArbitrary(slot)])) as Record<Slot, fc.Arbitrary<number | undefined>>),
      rolls: fc.dictionary(fc.constantFrom(...SLOTS), statValues, { maxKeys: 4 }),
      forgemagie: statValues,
      boosts: fc.oneof(statValues, boostList),
    })
    .map((stuff) => {
      const items = Object.fromEntries(Object.entries(stuff.items).filter(([, id]) => id !== undefined)) as Partial<Record<Slot, number>>;
      return {
        ...stuff,
        items,
        rolls: stuff.rolls as StuffInput['rolls'],
        forgemagie: stuff.forgemagie as Partial<Record<StatKey, number>>,
        boosts: stuff.boosts as StuffInput['boosts'],
      };
    });
}
