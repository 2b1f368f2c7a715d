/**
 * The Panominator against two independent oracles: brute force through the public computeStats and
 * checkConditions on tiny random instances, HiGHS on the same instances written as a mixed-integer
 * programme (random medium instances, and full-catalogue ones when DATA_DIR is there). Plus: the
 * sheet model the bounds rely on, "adding a constraint never improves the optimum", the split over
 * workers, top-k lists, stopping, and bad queries.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Catalog } from '#engine/src/catalog.ts';
import { createEngine } from '#engine/src/index.ts';
import type { Engine } from '#engine/src/engine.ts';
import { EngineInputError } from '#engine/src/errors.ts';
import { pointsForCapital } from '#game/capital';
import { presetObjective, dofusStufferQuery } from '#game/panominator-presets';
import type { PanominatorQuery, PanominatorResult, PanominatorSolution } from '#game/panominator-types';
import { objectiveGranularity, sheetModel } from '#engine/src/panominator.ts';
import { SLOTS } from '#game/slots';
import { STAT_COUNT, STAT_INDEX, STAT_KEYS } from '#game/stats';
import type { StuffInput } from '#game/stuff';
import { fixtureCatalog, hasRealData, realCatalog } from '../../support/catalogs.ts';
import { bruteForceOptimum, highsOptimum } from '../../support/panominator-oracles.ts';
import { catalogArbitrary, queryArbitrary } from '../../support/panominator-instances.ts';
import { stuffArbitrary } from '../../support/stuff-arbitrary.ts';
import { walkWithinBudget } from '../../support/panominator-engines.ts';

/** Random instances are small but a few need far more nodes than the rest: never the 5 s default. */
const PROPERTY_TIMEOUT_MS = 180_000;
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * (1 + Math.abs(b));

function bestObjective(result: PanominatorResult): number | null {
  return result.solutions.length > 0 ? result.solutions[0].objective : null;
}

/** A reported stuff is real: its objective is the engine's sheet's, it meets the constraints and its conditions. */
function checkSolution(engine: Engine, query: PanominatorQuery, solution: PanominatorSolution): void {
  const stuff: StuffInput = { ...query.stuff, points: solution.points, items: solution.items };
  if (solution.exo) stuff.rolls = { [solution.exo.slot]: { [solution.exo.stat]: 1 } };
  const sheet = engine.computeStats(stuff);
  let objective = 0;
  for (const [key, weight] of Object.entries(query.objective)) objective += (weight ?? 0) * sheet.stats[key as keyof typeof sheet.stats];
  expect(close(solution.objective, objective)).toBe(true);
  for (const constraint of query.constraints ?? []) {
    if (constraint.min !== undefined) expect(sheet.stats[constraint.stat]).toBeGreaterThanOrEqual(constraint.min);
    if (constraint.max !== undefined) expect(sheet.stats[constraint.stat]).toBeLessThanOrEqual(constraint.max);
  }
  expect(engine.checkConditions(stuff).filter((problem) => problem.kind === 'unmet')).toEqual([]);
  expect(engine.checkSlotRules(stuff)).toEqual([]);
  for (const [slot, id] of Object.entries(query.locked ?? {})) expect(solution.items[slot as keyof typeof solution.items]).toBe(id);
  for (const slot of query.emptySlots ?? []) if (!query.locked?.[slot]) expect(solution.items[slot]).toBeUndefined();
  for (const id of query.banned ?? []) if (!Object.values(query.locked ?? {}).includes(id)) expect(Object.values(solution.items)).not.toContain(id);
}

let classes: Catalog['classes'];
beforeAll(async () => {
  classes = (await fixtureCatalog('retro')).classes;
});

describe('Panominator: the sheet model its bounds rely on', () => {
  it('final stat = naked stat + coef · raw sums, within 2 per truncated stat (random stuffs, fixtures)', async () => {
    const catalog = await fixtureCatalog('retro');
    const engine = await createEngine({ variant: 'retro', catalog });
    const byId = new Map(catalog.items.map((item) => [item.id, item]));
    fc.assert(
      fc.property(stuffArbitrary(catalog), (stuff) => {
        const plain: StuffInput = { classId: stuff.classId || 1, level: stuff.level, points: stuff.points, scrolls: stuff.scrolls, items: stuff.items };
        const full = engine.computeStats(plain).stats;
        const nakedStats = engine.computeStats({ ...plain, items: {} }).stats;
        const raw = new Float64Array(STAT_COUNT);
        const sets = new Map<number, Set<number>>();
        for (const id of Object.values(plain.items)) {
          const item = id ? byId.get(id) : undefined;
          if (!item) continue;
          for (const [key, , max] of item.stats) raw[STAT_INDEX[key]] += max;
          if (item.setId) sets.set(item.setId, (sets.get(item.setId) ?? new Set()).add(item.id));
        }
        for (const [setId, pieces] of sets) {
          const set = catalog.sets.find((candidate) => candidate.id === setId);
          let bonus: [string, number][] = [];
          for (const entry of set?.bonuses ?? []) if (entry.items <= pieces.size) bonus = entry.stats;
          for (const [key, value] of bonus) raw[STAT_INDEX[key as keyof typeof STAT_INDEX]] += value;
        }
        const model = sheetModel('retro', 0);
        for (let k = 0; k < STAT_COUNT; k++) {
          let predicted = nakedStats[STAT_KEYS[k]];
          for (let j = 0; j < STAT_COUNT; j++) predicted += model.coef[k * STAT_COUNT + j] * raw[j];
          expect(Math.abs(full[STAT_KEYS[k]] - predicted)).toBeLessThanOrEqual(model.slack[k] ? 2 : 1e-9);
        }
      }),
      { numRuns: 300 },
    );
  }, PROPERTY_TIMEOUT_MS);
});

describe('Panominator: the objective step it prunes by', () => {
  it('is the weights\' common step (sheet values are integers), or 0 when they have none', () => {
    expect(objectiveGranularity([1, 0.5, 2.5])).toBe(0.5);
    expect(objectiveGranularity([4, 6, -10])).toBe(2);
    expect(objectiveGranularity([0.1, 0.25])).toBeCloseTo(0.05, 12);
    expect(objectiveGranularity([Math.PI])).toBe(0);
  });
});

/** The Panominator's top-k objectives equal the brute force's (or both infeasible), each stuff valid. */
async function agreesWithBruteForce([catalog, query]: [Parameters<typeof bruteForceOptimum>[1], Parameters<typeof bruteForceOptimum>[2]]): Promise<void> {
  const engine = await createEngine({ variant: 'retro', catalog: { ...catalog, classes } });
  const result = engine.panominator(query);
  const expected = bruteForceOptimum(engine, catalog, query, query.limit ?? 1);
  expect(result.status).toBe(expected.length === 0 ? 'infeasible' : 'optimal');
  expect(result.solutions.map((solution) => solution.objective)).toHaveLength(expected.length);
  result.solutions.forEach((solution, index) => {
    expect(close(solution.objective, expected[index])).toBe(true);
    checkSolution(engine, query, solution);
  });
}

/** The Panominator's best objective equals HiGHS's (or both infeasible), its stuff valid. */
async function agreesWithHighs([catalog, query]: [Parameters<typeof highsOptimum>[1], Parameters<typeof highsOptimum>[2]]): Promise<void> {
  const engine = await createEngine({ variant: 'retro', catalog: { ...catalog, classes } });
  const single = { ...query, limit: 1 };
  fc.pre(walkWithinBudget(engine, single));
  const result = engine.panominator(single);
  const mip = await highsOptimum(engine, catalog, single);
  if (mip.objective === null) {
    expect(result.status).toBe('infeasible');
  } else {
    expect(result.status).toBe('optimal');
    expect(close(bestObjective(result)!, mip.objective)).toBe(true);
    checkSolution(engine, single, result.solutions[0]);
  }
}

describe('Panominator ≡ brute force on tiny random instances', () => {
  it('same optimum (or both infeasible), top-k objectives included, every stuff valid', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogArbitrary({ perGroup: 2, classes: [] }).chain((catalog) => fc.tuple(fc.constant(catalog), queryArbitrary(catalog, { freeSlots: 5 }))),
        agreesWithBruteForce,
      ),
      { numRuns: 120 },
    );
  }, PROPERTY_TIMEOUT_MS);
});

describe('Panominator ≡ brute force on tiny random instances with set-bonus ceilings', () => {
  it('same top-k objectives when half the items cap the set bonus (the split bound)', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogArbitrary({ perGroup: 3, classes: [], setBonusCeilings: true }).chain((catalog) => fc.tuple(fc.constant(catalog), queryArbitrary(catalog, { freeSlots: 5 }))),
        agreesWithBruteForce,
      ),
      { numRuns: 80 },
    );
  }, PROPERTY_TIMEOUT_MS);
});

describe('Panominator ≡ HiGHS (mixed-integer programme) on random medium instances', () => {
  it('same optimal objective on random catalogues of up to 10 items a slot group, every rule on', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogArbitrary({ perGroup: 10, classes: [] }).chain((catalog) => fc.tuple(fc.constant(catalog), queryArbitrary(catalog))),
        agreesWithHighs,
      ),
      { numRuns: 40 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('set-bonus ceilings on half the items (Dofus 2 trophies, the split bound): same optimum as HiGHS', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogArbitrary({ perGroup: 10, classes: [], setBonusCeilings: true }).chain((catalog) => fc.tuple(fc.constant(catalog), queryArbitrary(catalog))),
        agreesWithHighs,
      ),
      { numRuns: 40 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('split over 3 parts, with the best bound passed on, gives the same optimum', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogArbitrary({ perGroup: 8, classes: [] }).chain((catalog) => fc.tuple(fc.constant(catalog), queryArbitrary(catalog))),
        async ([catalog, query]) => {
          const engine = await createEngine({ variant: 'retro', catalog: { ...catalog, classes } });
          const single = { ...query, limit: 1 };
          fc.pre(walkWithinBudget(engine, single));
          const whole = bestObjective(engine.panominator(single));
          let bound = -Infinity;
          let best: number | null = null;
          for (let part = 0; part < 3; part++) {
            const result = engine.panominator({ ...single, part, parts: 3 }, { lowerBound: bound });
            expect(result.status).not.toBe('stopped');
            const found = bestObjective(result);
            if (found !== null && (best === null || found > best)) best = found;
            if (best !== null) bound = best;
          }
          expect(best === null ? null : best).toBe(whole === null ? null : best);
          if (whole !== null) expect(close(best!, whole)).toBe(true);
        },
      ),
      { numRuns: 30 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('while it runs, the optimum is never above max(best so far, progress bound)', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogArbitrary({ perGroup: 10, classes: [] }).chain((catalog) => fc.tuple(fc.constant(catalog), queryArbitrary(catalog))),
        async ([catalog, query]) => {
          const engine = await createEngine({ variant: 'retro', catalog: { ...catalog, classes } });
          const single = { ...query, limit: 1 };
          fc.pre(walkWithinBudget(engine, single));
          const optimum = bestObjective(engine.panominator(single));
          const search = engine.panominatorSearch(single);
          const ceilings: number[] = [];
          let finished = false;
          while (!finished) {
            const { best, bound } = search.progress();
            ceilings.push(Math.max(best ?? -Infinity, bound ?? -Infinity));
            finished = search.step(0.05);
          }
          expect(search.progress().bound).toBeNull();
          if (optimum !== null) for (const ceiling of ceilings) expect(ceiling).toBeGreaterThanOrEqual(optimum - 1e-6 * (1 + Math.abs(optimum)));
        },
      ),
      { numRuns: 30 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('adding a constraint never improves the optimum', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogArbitrary({ perGroup: 8, classes: [] }).chain((catalog) =>
          fc.tuple(fc.constant(catalog), queryArbitrary(catalog), fc.constantFrom('ap', 'mp', 'strength', 'hp', 'prospecting'), fc.integer({ min: 0, max: 100 })),
        ),
        async ([catalog, query, stat, share]) => {
          const engine = await createEngine({ variant: 'retro', catalog: { ...catalog, classes } });
          const single = { ...query, limit: 1 };
          const min = stat === 'ap' ? 7 + (share % 4) : stat === 'mp' ? 3 + (share % 3) : stat === 'hp' ? 1800 + share * 10 : 200 + share * 3;
          const constrained = { ...single, constraints: [...(single.constraints ?? []), { stat: stat as 'ap', min }] };
          fc.pre(walkWithinBudget(engine, single) && walkWithinBudget(engine, constrained));
          const before = bestObjective(engine.panominator(single));
          const after = bestObjective(engine.panominator(constrained));
          if (before === null) expect(after).toBeNull();
          else if (after !== null) expect(after).toBeLessThanOrEqual(before + 1e-9);
        },
      ),
      { numRuns: 40 },
    );
  }, PROPERTY_TIMEOUT_MS);
});

describe.skipIf(!hasRealData)('Panominator on the full retro catalogue (real data) ≡ HiGHS', () => {
  let engine: Engine;
  let catalog: Catalog;
  beforeAll(async () => {
    catalog = await realCatalog('retro');
    engine = await createEngine({ variant: 'retro', catalog });
  });
  const stuff: StuffInput = {
    classId: 8,
    level: 200,
    items: {},
    points: { strength: 300, agility: 100 },
    scrolls: { strength: 100, agility: 100, vitality: 100, wisdom: 100, chance: 100, intelligence: 100 },
  };
  const instances: [string, PanominatorQuery][] = [
    ['earth damage, AP ≥ 10, MP ≥ 5, range ≥ 1', { stuff, objective: { strength: 1, damage_percent: 1, damage: 5, hp: 0.1 }, constraints: [{ stat: 'ap', min: 10 }, { stat: 'mp', min: 5 }, { stat: 'range', min: 1 }] }],
    ['tank preset, exos allowed', { stuff, objective: presetObjective('tank'), allow: { exos: true } }],
    ['wisdom with prospecting, AP ≥ 9, MP ≤ 5, no Dofus', { stuff, objective: { wisdom: 1, prospecting: 2 }, constraints: [{ stat: 'ap', min: 9 }, { stat: 'mp', max: 5 }], allow: { dofus: false } }],
  ];
  for (const [name, query] of instances) {
    it(`${name}: proven optimum = HiGHS's`, async () => {
      const result = engine.panominator(query);
      const mip = await highsOptimum(engine, catalog, query);
      expect(result.status).toBe('optimal');
      expect(mip.objective).not.toBeNull();
      expect(close(bestObjective(result)!, mip.objective!)).toBe(true);
      checkSolution(engine, query, result.solutions[0]);
    }, 120_000);
  }
});

describe('Panominator: behaviour on the fixtures', () => {
  let engine: Engine;
  let catalog: Catalog;
  beforeAll(async () => {
    catalog = await fixtureCatalog('retro');
    engine = await createEngine({ variant: 'retro', catalog });
  });
  const stuff: StuffInput = { classId: 8, level: 200, items: {}, points: { strength: 200 } };

  it('compatibility mode locks every piece of the set and ranks the completions', () => {
    const set = catalog.sets.find((candidate) => candidate.itemIds.length >= 3)!;
    const result = engine.panominator({ stuff, objective: { strength: 1, vitality: 0.5 }, setId: set.id, limit: 5 });
    expect(result.status).toBe('optimal');
    expect(result.solutions.length).toBeGreaterThan(0);
    for (const solution of result.solutions) {
      for (const id of set.itemIds) if (catalog.items.some((item) => item.id === id)) expect(Object.values(solution.items)).toContain(id);
      expect(solution.sets.find((entry) => entry.setId === set.id)?.pieces).toBe(set.itemIds.filter((id) => catalog.items.some((item) => item.id === id)).length);
    }
    const objectives = result.solutions.map((solution) => solution.objective);
    expect([...objectives].sort((a, b) => b - a)).toEqual(objectives);
  });

  it('streams improvements, stops on a node limit with the best so far, and honours a raised lower bound', () => {
    const seen: number[] = [];
    const full = engine.panominator({ stuff, objective: presetObjective('earth') }, { onSolutions: (solutions) => seen.push(solutions[0].objective) });
    expect(full.status).toBe('optimal');
    expect(seen.at(-1)).toBe(full.solutions[0].objective);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    const stopped = engine.panominator({ stuff, objective: presetObjective('earth') }, { maxNodes: 1 });
    expect(['stopped', 'optimal']).toContain(stopped.status);
    const above = engine.panominator({ stuff, objective: presetObjective('earth') }, { lowerBound: full.solutions[0].objective });
    expect(above.solutions).toEqual([]);
    expect(above.status).toBe('optimal');
    const search = engine.panominatorSearch({ stuff, objective: presetObjective('earth') });
    while (!search.step(1));
    expect(search.result().solutions[0].objective).toBe(full.solutions[0].objective);
    expect(search.progress().explored).toBe(1);
  });

  it('an aborted signal stops the search', () => {
    const controller = new AbortController();
    controller.abort();
    expect(engine.panominator({ stuff, objective: { strength: 1 } }, { signal: controller.signal }).status).toBe('stopped');
  });

  it('the Dofus-Stuffer character never spends more capital than its level gives, and spends nearly all of it', async () => {
    const dofusCatalog = await fixtureCatalog('dofus');
    const dofus = await createEngine({ variant: 'dofus', catalog: dofusCatalog });
    for (const cls of dofusCatalog.classes) {
      for (const level of [1, 2, 50, 101, 150, 200]) {
        for (const [element, role] of [['fire', 'damage'], ['air', 'damage'], ['earth', 'tank']] as const) {
          const query = dofusStufferQuery('dofus', { classId: cls.id, level, element, role });
          const result = dofus.panominator({ ...query, constraints: [] }, { maxNodes: 1 });
          const points = result.solutions[0]?.points ?? dofus.panominator({ ...query, constraints: [], emptySlots: [...SLOTS] }).solutions[0].points;
          const capital = dofus.computeStats({ ...query.stuff, points }).capital!;
          expect(capital.left, `${cls.id} ${level} ${element}`).toBeGreaterThanOrEqual(0);
          // At most one tier's price is left unspent.
          expect(capital.left).toBeLessThanOrEqual(4);
        }
      }
    }
    expect(pointsForCapital(995, [{ from: 0, cost: 1 }, { from: 100, cost: 2 }, { from: 200, cost: 3 }, { from: 300, cost: 4 }])).toBe(100 + 100 + 100 + 98);
    expect(pointsForCapital(10, undefined)).toBe(10);
    expect(pointsForCapital(10, [{ from: 0, cost: 1, count: 2 }])).toBe(20);
  });

  it('the Dofus-Stuffer presets become valid queries', async () => {
    const dofus = await createEngine({ variant: 'dofus', catalog: await fixtureCatalog('dofus') });
    const query = dofusStufferQuery('dofus', { classId: 8, level: 200, element: 'fire', role: 'damage' });
    const result = dofus.panominator(query);
    expect(['optimal', 'infeasible']).toContain(result.status);
    expect(query.constraints).toEqual([{ stat: 'ap', min: 10 }, { stat: 'mp', min: 5 }]);
    const relaxed = dofus.panominator({ ...query, constraints: [] });
    expect(relaxed.status).toBe('optimal');
    checkSolution(dofus, { ...query, constraints: [] }, relaxed.solutions[0]);
  });

  it('refuses bad queries with invalid_panominator_query and the field at fault', () => {
    const cases: [unknown, string][] = [
      [{ stuff, objective: {} }, 'objective'],
      [{ stuff, objective: { strenght: 1 } }, 'objective.strenght'],
      [{ stuff, objective: { strength: Number.NaN } }, 'objective.strength'],
      [{ stuff, objective: { strength: 1 }, constraints: [{ stat: 'ap' }] }, 'constraints[0]'],
      [{ stuff, objective: { strength: 1 }, constraints: [{ stat: 'ap', min: 12, max: 10 }] }, 'constraints[0]'],
      [{ stuff, objective: { strength: 1 }, constraints: [{ stat: 'pa', min: 1 }] }, 'constraints[0].stat'],
      [{ stuff, objective: { strength: 1 }, locked: { zz: 1 } }, 'locked.zz'],
      [{ stuff, objective: { strength: 1 }, locked: { ch: 99_999_999 } }, 'locked.ch'],
      [{ stuff, objective: { strength: 1 }, locked: { ch: catalog.items.find((item) => item.category === 'ring')!.id } }, 'locked.ch'],
      [{ stuff, objective: { strength: 1 }, emptySlots: ['xx'] }, 'emptySlots[0]'],
      [{ stuff, objective: { strength: 1 }, limit: 0 }, 'limit'],
      [{ stuff, objective: { strength: 1 }, limit: 51 }, 'limit'],
      [{ stuff, objective: { strength: 1 }, part: 3, parts: 3 }, 'part'],
      [{ stuff, objective: { strength: 1 }, setId: 999_999 }, 'setId'],
      [{ stuff, objective: { strength: 1 }, availability: 'some' }, 'availability'],
      [{ stuff, objective: { strength: 1 }, allow: { exos: 'yes' } }, 'allow.exos'],
      [{ stuff, objective: { strength: 1 }, colour: 'red' }, 'colour'],
      [{ stuff, objective: { strength: 1 }, capitalTo: 'ap' }, 'capitalTo'],
      [{ stuff, objective: { strength: 1 }, capitalTo: 'strength' }, 'capitalTo'],
    ];
    for (const [query, field] of cases) {
      let error: unknown;
      try {
        engine.panominator(query as PanominatorQuery);
      } catch (caught) {
        error = caught;
      }
      expect(error, field).toBeInstanceOf(EngineInputError);
      expect((error as EngineInputError).code).toBe('invalid_panominator_query');
      expect((error as EngineInputError).field).toBe(field);
    }
    expect(() => engine.panominator({ stuff: { ...stuff, level: 0 }, objective: { strength: 1 } })).toThrow(EngineInputError);
  });
});
