import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Stuff } from '#contract/stuff';
import { slotRuleViolations } from '#engine/src/conditions.ts';
import type { CatalogItem } from '#engine/src/catalog.ts';
import { SLOTS, type Slot } from '#game/slots';
import { STAT_KEYS, type StatKey } from '#game/stats';
import { VALUE_LIMIT } from '#game/limits';
import {
  buildWideLines,
  defaultLineValue,
  exoCandidates,
  exoLines,
  exoValueBounds,
  existingExo,
  hasForgemagie,
  itemForgeLines,
  lineState,
  lineValueBounds,
  withBuildWide,
  withoutBuildWide,
  withoutRoll,
  withoutSlotRolls,
  withRoll,
  type ForgeLine,
  type Rolls,
} from '#web/features/stuff-builder/model/forgemagie.ts';
import { parseIntegerText } from '#web/features/stuff-builder/model/integer-text.ts';
import { EXO_STATS, takesExoLines } from '#game/exo';

function catalogItem(id: number, stats: CatalogItem['stats'], category = 'hat'): CatalogItem {
  return { id, level: 1, category, setId: 0, stats } as unknown as CatalogItem;
}

const HAT = catalogItem(1, [
  ['vitality', 31, 50],
  ['strength', -30, -1],
  ['wisdom', 5, 10],
  ['wisdom', 1, 2],
]);

describe('forgemagie lines', () => {
  it('merges the lines of one stat, as the engine rolls them together', () => {
    expect(itemForgeLines(HAT)).toEqual([
      { stat: 'vitality', min: 31, max: 50 },
      { stat: 'strength', min: -30, max: -1 },
      { stat: 'wisdom', min: 6, max: 12 },
    ]);
  });

  it('defaults a line to its maximum, a malus line to its best roll', () => {
    const [vitality, strength] = itemForgeLines(HAT);
    expect(defaultLineValue(vitality)).toBe(50);
    expect(defaultLineValue(strength)).toBe(-1);
  });

  it('tells a default, a roll, an overmage and a roll below the range apart', () => {
    const line: ForgeLine = { stat: 'vitality', min: 31, max: 50 };
    expect(lineState(line, 50)).toBe('default');
    expect(lineState(line, 31)).toBe('rolled');
    expect(lineState(line, 51)).toBe('overmage');
    expect(lineState(line, 30)).toBe('below_range');
    const malus: ForgeLine = { stat: 'strength', min: -30, max: -1 };
    expect(lineState(malus, -1)).toBe('default');
    expect(lineState(malus, 0)).toBe('overmage');
    expect(lineState(malus, -31)).toBe('below_range');
  });

  it('lets a line reach the variant maximum beyond its range, inside the engine bound', () => {
    expect(lineValueBounds({ stat: 'vitality', min: 31, max: 50 }, 'retro', 200)).toEqual({ min: -4, max: 85 });
    expect(lineValueBounds({ stat: 'vitality', min: 0, max: VALUE_LIMIT }, 'dofus', 200).max).toBe(VALUE_LIMIT);
    expect(exoValueBounds('wisdom', 'retro', 200)).toEqual({ min: 1, max: 35 });
    expect(exoValueBounds('ap', 'retro', 200)).toEqual({ min: 1, max: 1 });
    expect(exoValueBounds('range', 'dofus', 200)).toEqual({ min: 1, max: 1 });
  });

  it('does not overmage AP, MP or range lines: one more is an exo', () => {
    for (const stat of ['ap', 'mp', 'range'] as StatKey[]) {
      expect(lineValueBounds({ stat, min: 1, max: 1 }, 'retro', 200)).toEqual({ min: -34, max: 1 });
    }
    expect(lineValueBounds({ stat: 'summons', min: 1, max: 1 }, 'retro', 200)).toEqual({ min: -34, max: 36 });
    expect(exoValueBounds('heals', 'touch', 60)).toEqual({ min: 1, max: 140 });
  });
});

describe('rolls', () => {
  it('stores a value only when it differs from the default, and drops an empty slot', () => {
    const rolled = withRoll({}, 'ch', 'vitality', 40, 50);
    expect(rolled).toEqual({ ch: { vitality: 40 } });
    expect(withRoll(rolled, 'ch', 'vitality', 50, 50)).toEqual({});
    expect(withoutRoll(rolled, 'ch', 'vitality')).toEqual({});
    expect(withoutSlotRolls({ ch: { vitality: 40 }, am: { ap: 1 } }, 'ch')).toEqual({ am: { ap: 1 } });
  });

  it('never changes the rolls it is given', () => {
    const rolls: Rolls = { ch: { vitality: 40 } };
    withRoll(rolls, 'ch', 'wisdom', 3, 12);
    withoutRoll(rolls, 'ch', 'vitality');
    withoutSlotRolls(rolls, 'ch');
    expect(rolls).toEqual({ ch: { vitality: 40 } });
  });

  const slot = fc.constantFrom(...SLOTS);
  const stat = fc.constantFrom(...STAT_KEYS);
  const value = fc.integer({ min: -VALUE_LIMIT, max: VALUE_LIMIT });
  const rollsArbitrary: fc.Arbitrary<Rolls> = fc.dictionary(slot, fc.dictionary(stat, value, { minKeys: 1 })) as fc.Arbitrary<Rolls>;

  it('setting a value then putting the default back returns the original rolls', () => {
    fc.assert(
      fc.property(rollsArbitrary, slot, stat, value, value, (rolls, at, key, typed, fallback) => {
        fc.pre(rolls[at]?.[key] === undefined);
        const set = withRoll(rolls, at, key, typed, fallback);
        expect(withRoll(set, at, key, fallback, fallback)).toEqual(rolls);
        expect(withoutRoll(set, at, key)).toEqual(rolls);
      }),
    );
  });

  it('keeps every other line as it was', () => {
    fc.assert(
      fc.property(rollsArbitrary, slot, stat, value, (rolls, at, key, typed) => {
        const next = withRoll(rolls, at, key, typed, typed + 1);
        expect(next[at]?.[key]).toBe(typed);
        for (const other of SLOTS) {
          if (other !== at) expect(next[other]).toEqual(rolls[other]);
          else for (const otherKey of STAT_KEYS) if (otherKey !== key) expect(next[at]?.[otherKey]).toBe(rolls[at]?.[otherKey]);
        }
      }),
    );
  });
});

describe('exo lines', () => {
  const lines = itemForgeLines(HAT);

  it('are the rolled keys the item has no line of, in the order they were added', () => {
    expect(exoLines(lines, { vitality: 40, range: 1, ap: 1 })).toEqual([
      { stat: 'range', value: 1 },
      { stat: 'ap', value: 1 },
    ]);
    expect(exoLines(lines, undefined)).toEqual([]);
  });

  it('offer AP, MP and range first, never a stat the item has or already took', () => {
    const candidates = exoCandidates('retro', lines, { ap: 1 });
    expect(candidates.slice(0, 2)).toEqual(['mp', 'range']);
    expect(candidates).not.toContain('ap');
    expect(candidates).not.toContain('vitality');
    expect(candidates).not.toContain('wisdom');
    expect(candidates).toContain('intelligence');
    expect(exoCandidates('dofus', [], undefined).slice(0, 3)).toEqual(['ap', 'mp', 'range']);
  });

  it('in Retro, offer only characteristics Retro items carry', () => {
    for (const stat of ['lock', 'dodge', 'critical_damage', 'pushback_damage', 'earth_damage'] as StatKey[]) {
      expect(EXO_STATS.retro).not.toContain(stat);
      expect(EXO_STATS.dofus).toContain(stat);
    }
  });

  it('go on forged equipment, not on Dofus, trophies, pets or mounts', () => {
    expect(takesExoLines('hat')).toBe(true);
    expect(takesExoLines('weapon')).toBe(true);
    expect(takesExoLines('ring')).toBe(true);
    for (const category of ['dofus', 'trophy', 'prysmaradite', 'pet', 'petsmount', 'mount', 'unknown']) expect(takesExoLines(category)).toBe(false);
  });
});

describe('one exo per stat (AP, MP, range)', () => {
  const RING = catalogItem(2, [['ap', 1, 1]], 'ring');
  const BOOTS = catalogItem(3, [['mp', 1, 1]], 'boots');
  const catalog = new Map<number, CatalogItem>([
    [HAT.id, HAT],
    [RING.id, RING],
    [BOOTS.id, BOOTS],
  ]);
  const items: Stuff['items'] = { ch: 1, a1: 2, bo: 3 };
  const linesOf = (slot: Slot) => {
    const id = items[slot];
    const item = id === undefined ? undefined : catalog.get(id);
    return item ? itemForgeLines(item) : undefined;
  };

  it('finds the item that already has the exo', () => {
    const stuff = { rolls: { bo: { ap: 1 } }, forgemagie: {} };
    expect(existingExo('ap', 'ch', stuff, linesOf)).toEqual({ kind: 'slot', slot: 'bo' });
    expect(existingExo('ap', 'bo', stuff, linesOf)).toBeUndefined();
  });

  it('does not count an overmaged line the item has, a zero roll, or an unlimited stat', () => {
    expect(existingExo('ap', 'ch', { rolls: { a1: { ap: 2 } }, forgemagie: {} }, linesOf)).toBeUndefined();
    expect(existingExo('ap', 'ch', { rolls: { bo: { ap: 0 } }, forgemagie: {} }, linesOf)).toBeUndefined();
    expect(existingExo('wisdom', 'a1', { rolls: { bo: { wisdom: 10 } }, forgemagie: {} }, linesOf)).toBeUndefined();
  });

  it('counts the exo bit of an imported code', () => {
    expect(existingExo('range', 'ch', { rolls: {}, forgemagie: { range: 1 } }, linesOf)).toEqual({ kind: 'build_wide' });
  });

  it('agrees with the engine rule: refusing the second exo leaves no multiple_exo violation', () => {
    const limited = fc.constantFrom<StatKey>('ap', 'mp', 'range');
    const slot = fc.constantFrom<Slot>('ch', 'a1', 'bo');
    const additions = fc.array(fc.tuple(slot, limited, fc.integer({ min: 1, max: 3 })), { maxLength: 8 });
    fc.assert(
      fc.property(additions, (steps) => {
        let rolls: Rolls = {};
        for (const [at, stat, amount] of steps) {
          const lines = linesOf(at)!;
          if (lines.some((line) => line.stat === stat)) continue;
          if (existingExo(stat, at, { rolls, forgemagie: {} }, linesOf)) continue;
          rolls = withRoll(rolls, at, stat, amount, 0);
        }
        const violations = slotRuleViolations({ classId: 1, level: 200, items, rolls }, (id) => catalog.get(id));
        expect(violations.filter((violation) => violation.code === 'multiple_exo')).toEqual([]);
      }),
    );
  });
});

describe('build-wide forgemagie', () => {
  it('is listed in the stat table order, edited and removed', () => {
    const forgemagie = withBuildWide({ range: 1, vitality: -100 }, 'ap', 1);
    expect(buildWideLines(forgemagie).map((line) => line.stat)).toEqual(['vitality', 'ap', 'range']);
    expect(withoutBuildWide(forgemagie, 'ap')).toEqual({ range: 1, vitality: -100 });
  });

  it('counts with the rolls to tell whether there is anything to reset', () => {
    expect(hasForgemagie({ rolls: {}, forgemagie: {} })).toBe(false);
    expect(hasForgemagie({ rolls: { ch: { ap: 1 } }, forgemagie: {} })).toBe(true);
    expect(hasForgemagie({ rolls: {}, forgemagie: { ap: 1 } })).toBe(true);
  });
});

describe('integer text', () => {
  it('accepts whole numbers inside the bounds only', () => {
    const bounds = { min: -10, max: 10 };
    expect(parseIntegerText(' 7 ', bounds)).toBe(7);
    expect(parseIntegerText('-10', bounds)).toBe(-10);
    expect(parseIntegerText('-0', bounds)).toBe(0);
    for (const text of ['', '-', '1.5', '1e1', '11', '-11', 'abc', '0x5', '+3']) expect(parseIntegerText(text, bounds)).toBeUndefined();
  });

  it('gives back any integer of the bounds written in plain digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -VALUE_LIMIT, max: VALUE_LIMIT }), (value) => {
        expect(parseIntegerText(String(value), { min: -VALUE_LIMIT, max: VALUE_LIMIT })).toBe(value);
      }),
    );
  });
});
