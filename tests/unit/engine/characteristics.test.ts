/**
 * The characteristic rules beyond the item sum: capital with the official cost tables, boosts that
 * are not stat lines, forgemagie tied to no item, input validation, metamorphic properties, and
 * hand-computed sheets with real figures (the fixtures copy real data records).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createEngine } from '#engine/src/index.ts';
import type { Engine } from '#engine/src/engine.ts';
import { referenceComputeStats } from '#engine/reference/index.ts';
import { EngineInputError } from '#engine/src/errors.ts';
import type { Catalog } from '#engine/src/catalog.ts';
import type { StuffInput } from '#game/stuff';
import { SLOTS } from '#game/slots';
import { statValueMax } from '#game/variants';
import { fixtureCatalog } from '../../support/catalogs.ts';
import { stuffArbitrary } from '../../support/stuff-arbitrary.ts';

const FECA = 1;
const IOP = 8;
const SACRIEUR = 11;
const naked = (level: number, classId = IOP): StuffInput => ({ classId, level, items: {} });

let catalog: Catalog;
let engine: Engine;
beforeAll(async () => {
  catalog = await fixtureCatalog('retro');
  engine = await createEngine({ variant: 'retro', catalog });
});

function expectInputError(run: () => unknown, code: string, field: string): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineInputError);
    expect((error as EngineInputError).code).toBe(code);
    expect((error as EngineInputError).field).toBe(field);
    return;
  }
  throw new Error(`expected an EngineInputError on ${field}`);
}

describe('capital (research §3.1, official 1.29 class tables)', () => {
  it('gives 5 points a level after the first', () => {
    expect(engine.computeStats(naked(1)).capital).toMatchObject({ available: 0, totalSpent: 0, left: 0 });
    expect(engine.computeStats(naked(200)).capital).toMatchObject({ available: 995, left: 995 });
  });

  it('charges each point at the tier of the base value it is bought from (Iop strength 0:1, 100:2, 200:3)', () => {
    const spent = (strength: number) => engine.computeStats({ ...naked(200), points: { strength } }).capital!.spent.strength;
    expect(spent(100)).toBe(100);
    expect(spent(101)).toBe(102);
    expect(spent(250)).toBe(100 + 200 + 150);
  });

  it('counts scrolled points in the base that picks the tier, in retro', () => {
    const sheet = engine.computeStats({ ...naked(200), points: { strength: 100 }, scrolls: { strength: 100 } });
    expect(sheet.capital!.spent.strength).toBe(200);
  });

  it('uses each class table: Féca strength 0:2, 50:3; wisdom 3 a point for everyone', () => {
    const sheet = engine.computeStats({ ...naked(200, FECA), points: { strength: 60, wisdom: 10 } });
    expect(sheet.capital!.spent).toMatchObject({ strength: 50 * 2 + 10 * 3, wisdom: 30 });
    expect(sheet.capital!.left).toBe(995 - 130 - 30);
  });

  it('gives the Sacrieur 2 vitality per capital point, whole purchases only', () => {
    expect(engine.computeStats({ ...naked(200, SACRIEUR), points: { vitality: 200 } }).capital!.spent.vitality).toBe(100);
    expect(engine.computeStats({ ...naked(200, SACRIEUR), points: { vitality: 201 } }).capital!.spent.vitality).toBe(101);
  });

  it('reports overspending as negative capital left, not as an error', () => {
    const sheet = engine.computeStats({ ...naked(10), points: { wisdom: 20 } });
    expect(sheet.capital).toMatchObject({ available: 45, totalSpent: 60, left: -15 });
  });

  it('has no capital for an unknown class', () => {
    expect(engine.computeStats(naked(50, 0)).capital).toBeNull();
  });

  it('does not shift the tiers by scrolls in dofus', async () => {
    const dofus = await fixtureCatalog('dofus');
    const dofusEngine = await createEngine({ variant: 'dofus', catalog: dofus });
    const costs = dofus.classes[0].statCosts.strength!;
    expect(costs.slice(0, 2)).toEqual([{ from: 0, cost: 1 }, { from: 100, cost: 2 }]);
    const sheet = dofusEngine.computeStats({ classId: dofus.classes[0].id, level: 200, items: {}, points: { strength: 150 }, scrolls: { strength: 100 } });
    expect(sheet.capital!.spent.strength).toBe(100 + 50 * 2);
  });
});

describe('forgemagie tied to no item and boosts beyond stat lines (builder-spec §9)', () => {
  it('adds build-wide forgemagie as its own part', () => {
    const sheet = engine.computeStats({ ...naked(100), forgemagie: { strength: 12, ap: 1 } });
    expect(sheet.parts.strength).toMatchObject({ forgemagie: 12, total: 12 });
    expect(sheet.stats.ap).toBe(7 + 1);
  });

  it('applies health as a percent of HP and shield as a percent of HP plus flat', () => {
    const sheet = engine.computeStats({
      ...naked(200),
      boosts: [
        { effect: 'hp_percent', value: 10 },
        { effect: 'shield_percent', value: 20 },
        { effect: 'shield', value: 100 },
        { effect: 'vitality', value: 50, count: 2 },
      ],
    });
    const hp = Math.trunc(((55 + 5 * 199 + 100) * 110) / 100);
    expect(sheet.stats.hp).toBe(hp);
    expect(sheet.shield).toBe(Math.trunc((hp * 20) / 100) + 100);
    expect(sheet.parts.vitality.boost).toBe(100);
  });

  it('multiplies final-damage boosts, each cast counting, and leaves inactive boosts out', () => {
    const sheet = engine.computeStats({
      ...naked(200),
      boosts: [
        { effect: 'final_damage_percent', value: 10, count: 2 },
        { effect: 'final_damage_percent', value: 15 },
        { effect: 'final_damage_percent', value: 50, active: false },
      ],
    });
    expect(sheet.finalDamageMultiplier).toBeCloseTo(1.1 * 1.1 * 1.15, 6);
    expect(sheet.stats.final_damage_percent).toBe(0);
  });

  it('refuses final-damage boosts that multiply past ×1,000, and saturates instead of wrapping past ×2,147', () => {
    // 100 % doubled eleven times is ×2,048; the sheet used to wrap to a negative multiplier there.
    expectInputError(
      () => engine.computeStats({ ...naked(200), boosts: [{ effect: 'final_damage_percent', value: 100, count: 11 }] }),
      'invalid_stat',
      'boosts',
    );
    const stuff: StuffInput = {
      ...naked(200),
      forgemagie: { final_damage_percent: 100_000 },
      boosts: [{ effect: 'final_damage_percent', value: 100, count: 9 }],
    };
    const sheet = engine.computeStats(stuff);
    expect(sheet.finalDamageMultiplier).toBeCloseTo(2_147.483647, 6);
    expect(referenceComputeStats(catalog, stuff).finalDamageMultiplier).toBe(sheet.finalDamageMultiplier);
  });

  it('adds final damage given as a stat line (items, a boost map) as one factor', () => {
    const sheet = engine.computeStats({ ...naked(200), boosts: { final_damage_percent: 10 } });
    expect(sheet.stats.final_damage_percent).toBe(10);
    expect(sheet.finalDamageMultiplier).toBeCloseTo(1.1, 6);
  });
});

describe('bad input', () => {
  it('refuses a level outside 1–200 and non-integers', () => {
    expectInputError(() => engine.computeStats(naked(0)), 'invalid_level', 'level');
    expectInputError(() => engine.computeStats(naked(201)), 'invalid_level', 'level');
    expectInputError(() => engine.computeStats(naked(12.5)), 'invalid_level', 'level');
  });

  it('refuses scrolls over 100, negative points, unknown slots, stats and boost effects', () => {
    expectInputError(() => engine.computeStats({ ...naked(50), scrolls: { strength: 101 } }), 'invalid_stat', 'scrolls.strength');
    expectInputError(() => engine.computeStats({ ...naked(50), points: { agility: -1 } }), 'invalid_stat', 'points.agility');
    expectInputError(() => engine.computeStats({ ...naked(50), items: { zz: 2411 } as never }), 'invalid_stat', 'items.zz');
    expectInputError(() => engine.computeStats({ ...naked(50), rolls: { ch: { luck: 3 } as never } }), 'invalid_stat', 'rolls.ch.luck');
    expectInputError(() => engine.computeStats({ ...naked(50), boosts: [{ effect: 'mana' as never, value: 1 }] }), 'invalid_stat', 'boosts[0]');
    expectInputError(() => engine.computeStats({ ...naked(50), boosts: [{ effect: 'hp_percent', value: -5 }] }), 'invalid_stat', 'boosts[0].value');
  });

  it('never lets anything but an EngineInputError out, whatever the input', () => {
    const anything = fc.record({
      classId: fc.oneof(fc.integer(), fc.double(), fc.constant(undefined)),
      level: fc.oneof(fc.integer({ min: -5, max: 205 }), fc.double(), fc.string()),
      items: fc.oneof(fc.dictionary(fc.constantFrom(...SLOTS, 'x'), fc.oneof(fc.integer(), fc.double())), fc.constant(null)),
      points: fc.dictionary(fc.constantFrom('strength', 'luck'), fc.oneof(fc.integer({ min: -10, max: 10 ** 6 }), fc.double())),
      scrolls: fc.dictionary(fc.constantFrom('chance', 'agility'), fc.integer({ min: -10, max: 300 })),
      boosts: fc.oneof(fc.dictionary(fc.string(), fc.integer()), fc.array(fc.record({ effect: fc.string(), value: fc.double() }))),
    });
    fc.assert(
      fc.property(anything, (stuff) => {
        try {
          engine.computeStats(stuff as unknown as StuffInput);
        } catch (error) {
          expect(error).toBeInstanceOf(EngineInputError);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('metamorphic properties', () => {
  it('HP and AP never drop when the level rises', () => {
    fc.assert(
      fc.property(stuffArbitrary(catalog), (stuff) => {
        fc.pre(stuff.level < 200);
        const lower = engine.computeStats(stuff).stats;
        const higher = engine.computeStats({ ...stuff, level: stuff.level + 1 }).stats;
        expect(higher.hp).toBeGreaterThanOrEqual(lower.hp);
        expect(higher.ap).toBeGreaterThanOrEqual(lower.ap);
      }),
      { numRuns: 1000 },
    );
  });

  it('removing an item never raises the piece count of a set', () => {
    fc.assert(
      fc.property(stuffArbitrary(catalog), fc.constantFrom(...SLOTS), (stuff, slot) => {
        const before = new Map(engine.computeStats(stuff).sets.map((set) => [set.setId, set.count]));
        const items = { ...stuff.items };
        delete items[slot];
        for (const set of engine.computeStats({ ...stuff, items }).sets) {
          expect(set.count).toBeLessThanOrEqual(before.get(set.setId) ?? 0);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('more points in a stat never lower that stat nor raise the capital left', () => {
    fc.assert(
      fc.property(stuffArbitrary(catalog), fc.constantFrom('strength', 'wisdom', 'vitality') , fc.integer({ min: 1, max: 50 }), (stuff, stat, more) => {
        const before = engine.computeStats(stuff);
        const after = engine.computeStats({ ...stuff, points: { ...stuff.points, [stat]: (stuff.points?.[stat] ?? 0) + more } });
        expect(after.stats[stat]).toBe(before.stats[stat] + more);
        // Not strictly: a Sacrieur buys vitality two points at a time, so 202 costs what 201 does.
        if (before.capital) expect(after.capital!.left).toBeLessThanOrEqual(before.capital.left);
      }),
      { numRuns: 500 },
    );
  });
});

describe('real stuffs computed by hand', () => {
  it('a level 200 Iop: full Gobball set, Gelano, scrolls and points', () => {
    const stuff: StuffInput = {
      classId: IOP,
      level: 200,
      points: { strength: 300, vitality: 100 },
      scrolls: { vitality: 100, wisdom: 100, strength: 100, intelligence: 100, chance: 100, agility: 100 },
      items: { ar: 2416, bo: 2422, ch: 2411, a1: 2419, ca: 2414, ce: 2428, am: 2425, a2: 2469 },
    };
    const sheet = engine.computeStats(stuff);
    // Gobball 7 pieces: +1 AP (set), Gelano +1 AP; level 200 base 7.
    expect(sheet.stats.ap).toBe(7 + 1 + 1);
    expect(sheet.sets).toEqual([{ setId: 1, count: 7 }, { setId: 6, count: 1 }]);
    // Vitality: points 100 + scroll 100 + item lines 115 + the 7-piece bonus 30 → HP 55 + 995 + 345.
    expect(sheet.parts.vitality).toMatchObject({ base: 100, scroll: 100, items: 115, set: 30, total: 345 });
    expect(sheet.stats.hp).toBe(55 + 5 * 199 + 345);
    // Strength: Iop table 0:1, 100:2, 200:3 from base 100 (the scroll): 100×2 + 100×3 + 100×4.
    expect(sheet.capital!.spent.strength).toBe(200 + 300 + 400);
    expect(sheet.capital!.spent.vitality).toBe(100);
    expect(sheet.capital!.left).toBe(995 - 900 - 100);
    expect(sheet).toEqual(referenceComputeStats(catalog, stuff));
  });

  it('touch rules on the dofus catalogue say so in the sheet', async () => {
    const dofus = await fixtureCatalog('dofus');
    const touch = await createEngine({ variant: 'touch', catalog: dofus });
    const sheet = touch.computeStats({ classId: 1, level: 100, items: {} });
    expect(sheet.meta).toMatchObject({ rules: 'touch', catalog: 'dofus' });
    expect(sheet.meta.note).toMatch(/touch rules computed on the dofus catalogue/);
    expect(sheet).toEqual(referenceComputeStats(dofus, { classId: 1, level: 100, items: {} }, 'touch'));
  });

  it('knows the per-variant maximum of a typed value', () => {
    expect(statValueMax('retro', 200)).toBe(35);
    expect(statValueMax('dofus', 10)).toBe(300);
    expect([59, 60, 90, 120, 150, 180].map((level) => statValueMax('touch', level))).toEqual([100, 140, 180, 220, 260, 300]);
  });
});
