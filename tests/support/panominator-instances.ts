/**
 * Random Panominator instances for property tests: small synthetic catalogues (items in every slot
 * group with a few stat lines, negative ones included, sets with bonuses by count, item conditions:
 * single atoms, OR groups, undecidable atoms, level atoms, set-bonus counts, two-handed weapons) and queries over them
 * (weighted objectives on plain and derived stats, minimum and maximum constraints, locked, banned and
 * emptied slots, exos, Dofus and pets switched off, a top-k limit).
 */
import fc from 'fast-check';
import type { Catalog, CatalogItem, CatalogSet } from '#engine/src/catalog.ts';
import type { ConditionGroup } from '#game/item-conditions';
import type { PanominatorConstraint, PanominatorQuery } from '#game/panominator-types';
import { SLOTS, SLOT_GROUPS, type Slot, type SlotGroup } from '#game/slots';
import type { StatKey } from '#game/stats';

export const ITEM_STATS: readonly StatKey[] = [
  'vitality', 'wisdom', 'strength', 'intelligence', 'chance', 'agility', 'ap', 'mp', 'range', 'damage', 'prospecting',
  'initiative', 'res_fire_percent', 'hp', 'critical_hit',
];
/** Objective and constraint stats: plain ones and the derived ones the oracles write exactly. */
export const QUERY_STATS: readonly StatKey[] = [
  'vitality', 'wisdom', 'strength', 'intelligence', 'chance', 'agility', 'ap', 'mp', 'range', 'damage', 'prospecting',
  'initiative', 'res_fire_percent', 'hp', 'pods', 'ap_loss_dodge', 'critical_hit',
];
const CONDITION_STATS: readonly StatKey[] = ['strength', 'intelligence', 'chance', 'agility', 'vitality', 'wisdom', 'ap', 'mp'];
const GROUP_CATEGORY: Readonly<Record<SlotGroup, string>> = {
  hat: 'hat', amulet: 'amulet', ring: 'ring', belt: 'belt', boots: 'boots', cloak: 'cloak', shield: 'shield',
  weapon: 'weapon', pet: 'pet', mount: 'mount', dofus: 'dofus',
};

interface ItemSpec {
  lines: [StatKey, number][];
  level: number;
  set: number;
  conditions: ConditionGroup[];
  twoHanded: boolean;
}

const conditionArbitrary: fc.Arbitrary<ConditionGroup[]> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<ConditionGroup[]>([]) },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...CONDITION_STATS), fc.constantFrom<'>' | '<'>('>', '>', '<'), fc.integer({ min: 80, max: 420 })).map(([stat, op, value]) => [[[`stat:${stat}`, op, op === '<' && (stat === 'ap' || stat === 'mp') ? value % 6 + 8 : stat === 'ap' || stat === 'mp' ? value % 4 + 6 : value]]] as ConditionGroup[]) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...CONDITION_STATS.slice(0, 6)), fc.constantFrom(...CONDITION_STATS.slice(0, 6)), fc.integer({ min: 100, max: 400 }), fc.integer({ min: 100, max: 400 }))
      .map(([a, b, x, y]) => [[[`stat:${a}`, '>', x], [`stat:${b}`, '>', y]]] as ConditionGroup[]),
  },
  { weight: 1, arbitrary: fc.constant([[['unevaluable', 'Ps=1']]] as ConditionGroup[]) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom<'<' | '>'>('<', '<', '>'), fc.integer({ min: 0, max: 4 })).map(([op, value]) => [[['set_bonus', op, value]]] as ConditionGroup[]) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 199 }).map((value) => [[['level', '>', value]]] as ConditionGroup[]) },
);

/** Dofus 2 trophies: half the items capped by "set bonus < v" (issue 23: the split set-bonus bound). */
const ceilingArbitrary: fc.Arbitrary<ConditionGroup[]> = fc.oneof(
  { weight: 1, arbitrary: conditionArbitrary },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 4 }).map((value) => [[['set_bonus', '<', value]]] as ConditionGroup[]) },
);

const itemArbitrary = (maxLevel: number, ceilings = false): fc.Arbitrary<ItemSpec> =>
  fc.record({
    lines: fc.array(fc.tuple(fc.constantFrom(...ITEM_STATS), fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 60 }) }, { weight: 1, arbitrary: fc.integer({ min: -10, max: -1 }) })), { maxLength: 4 }),
    level: fc.integer({ min: 1, max: maxLevel }),
    set: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: fc.integer({ min: 1, max: 4 }) }),
    conditions: ceilings ? ceilingArbitrary : conditionArbitrary,
    twoHanded: fc.boolean(),
  });

/** Small AP/MP lines are rare on real items: they are capped at 1 here so constraints stay meaningful. */
function line([key, value]: [StatKey, number]): [StatKey, number, number] {
  const capped = key === 'ap' || key === 'mp' || key === 'range' ? Math.sign(value) : value;
  return [key, capped, capped];
}

export function catalogArbitrary(options: { perGroup: number; classes: Catalog['classes']; maxLevel?: number; setBonusCeilings?: boolean }): fc.Arbitrary<Catalog> {
  const groups = Object.keys(SLOT_GROUPS).filter((group) => group !== 'mount') as SlotGroup[];
  return fc
    .record({
      items: fc.record(Object.fromEntries(groups.map((group) => [group, fc.array(itemArbitrary(options.maxLevel ?? 200, options.setBonusCeilings), { maxLength: options.perGroup })])) as Record<SlotGroup, fc.Arbitrary<ItemSpec[]>>),
      bonuses: fc.array(fc.array(fc.tuple(fc.constantFrom(...ITEM_STATS), fc.integer({ min: 1, max: 40 })), { maxLength: 3 }), { minLength: 32, maxLength: 32 }),
    })
    .map(({ items, bonuses }) => {
      const catalogItems: CatalogItem[] = [];
      let id = 1000;
      for (const group of groups) {
        for (const spec of items[group]) {
          const item: CatalogItem = {
            id: id++,
            category: GROUP_CATEGORY[group],
            level: spec.level,
            setId: group === 'dofus' || group === 'pet' ? 0 : spec.set,
            availability: 'standard',
            stats: spec.lines.map(line),
          };
          if (spec.conditions.length > 0) item.conditions = spec.conditions;
          if (group === 'weapon') {
            item.weapon = { type: 'sword', apCost: 4, rangeMin: 1, rangeMax: 1, critRate: 50, critPercent: 0, critBonus: 0, failRate: 0, usesPerTurn: 1, twoHanded: spec.twoHanded };
          }
          catalogItems.push(item);
        }
      }
      const sets: CatalogSet[] = [];
      for (let setId = 1; setId <= 4; setId++) {
        const members = catalogItems.filter((item) => item.setId === setId).map((item) => item.id);
        if (members.length === 0) continue;
        const setBonuses: CatalogSet['bonuses'] = [];
        for (let pieces = 2; pieces <= members.length; pieces++) {
          // With set-bonus ceilings, strong bonuses: wearing a capped item then costs real bonus.
          const stats = bonuses[(setId * 8 + pieces) % bonuses.length].map(([key, value]): [StatKey, number] => [key, options.setBonusCeilings ? value * 4 : value]);
          // Bonuses grow with the count, as in the game: each count repeats the previous one plus its own.
          const previous = setBonuses.at(-1)?.stats ?? [];
          setBonuses.push({ items: pieces, stats: [...previous, ...stats] });
        }
        sets.push({ id: setId, itemIds: members, bonuses: setBonuses, availability: 'standard' });
      }
      return { variant: 'retro', version: 'random', items: catalogItems, sets, classes: options.classes, spells: [] } satisfies Catalog;
    });
}

export interface QueryOptions {
  /** Leave at most this many slots free (the others empty): brute force stays small. */
  freeSlots?: number;
}

export function queryArbitrary(catalog: Catalog, options: QueryOptions = {}): fc.Arbitrary<PanominatorQuery> {
  const constraintArbitrary: fc.Arbitrary<PanominatorConstraint> = fc
    .tuple(fc.constantFrom(...QUERY_STATS), fc.boolean(), fc.integer({ min: 0, max: 100 }))
    .map(([stat, atLeast, share]) => {
      const typical: Partial<Record<StatKey, [number, number]>> = { ap: [6, 10], mp: [3, 6], range: [0, 3], hp: [1500, 2600], pods: [1500, 4000], initiative: [800, 1600] };
      const [low, high] = typical[stat] ?? [150, 450];
      const value = Math.round(low + ((high - low) * share) / 100);
      return atLeast ? { stat, min: value } : { stat, max: value };
    });
  const itemIds = catalog.items.map((item) => item.id);
  return fc
    .record({
      level: fc.constantFrom(200, 200, 150, 60),
      points: fc.record({ vitality: fc.integer({ min: 200, max: 300 }), wisdom: fc.integer({ min: 200, max: 300 }), strength: fc.integer({ min: 200, max: 300 }), intelligence: fc.integer({ min: 200, max: 300 }), chance: fc.integer({ min: 200, max: 300 }), agility: fc.integer({ min: 200, max: 300 }) }),
      objective: fc.dictionary(fc.constantFrom(...QUERY_STATS), fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: -3, max: 6 }), fc.constantFrom(0.5, 2.5, 10)), { minKeys: 1, maxKeys: 4 }),
      constraints: fc.array(constraintArbitrary, { maxLength: 3 }),
      banned: itemIds.length > 0 ? fc.subarray(itemIds, { maxLength: Math.min(2, itemIds.length) }) : fc.constant([]),
      lockOne: fc.option(fc.constantFrom(...(itemIds.length > 0 ? itemIds : [0])), { nil: undefined }),
      free: fc.shuffledSubarray([...SLOTS], { minLength: Math.min(options.freeSlots ?? SLOTS.length, SLOTS.length), maxLength: options.freeSlots ?? SLOTS.length }),
      exos: fc.boolean(),
      dofus: fc.boolean(),
      pets: fc.boolean(),
      undecided: fc.constantFrom<'exclude' | 'assume-met'>('exclude', 'assume-met'),
      limit: fc.constantFrom(1, 1, 2, 3),
    })
    .map((spec) => {
      const objective = { ...spec.objective };
      if (Object.values(objective).every((weight) => weight === 0)) objective.strength = 1;
      const query: PanominatorQuery = {
        stuff: { classId: 8, level: spec.level, items: {}, points: spec.points },
        objective,
        constraints: spec.constraints,
        banned: spec.banned,
        emptySlots: SLOTS.filter((slot) => !spec.free.includes(slot)),
        allow: { exos: spec.exos, dofus: spec.dofus, pets: spec.pets },
        undecidedConditions: spec.undecided,
        limit: spec.limit,
      };
      const lockable = catalog.items.find((item) => item.id === spec.lockOne && item.level <= spec.level);
      if (lockable) {
        const slot = (SLOT_GROUPS[lockable.category as SlotGroup] as readonly Slot[] | undefined)?.find((candidate) => spec.free.includes(candidate));
        if (slot) query.locked = { [slot]: lockable.id };
      }
      return query;
    });
}
