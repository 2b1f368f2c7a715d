/**
 * The Panominator's walk in AssemblyScript (issue 23, sixth round: `panominatorWalk` in
 * engine/assembly/panominator.ts) against the TypeScript walk it replaced, kept as the reference
 * (`panominatorBound: 'typescript'`):
 *
 * - the default (WASM) walk and the reference visit exactly the same nodes and leaves and return the
 *   same ranked stuffs (items, exo, objective, points) with the same status;
 * - in `check` mode the WASM walk is followed by the TypeScript walk of the same query and both are
 *   compared (`panominatorBoundChecks.walks` counts the comparisons, so a test sees that it ran);
 * - slices of any length (the walk returns to TypeScript when its budget is spent and at every
 *   complete stuff), two searches of one engine stepped in turns and split parts give the same.
 *
 * On random small catalogues and, with DATA_DIR, on the worst Dofus-Stuffer presets of Dofus 2 and
 * Touch (issue 23's sweep) and the retro bench instances.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createEngine } from '#engine/src/index.ts';
import type { Engine } from '#engine/src/engine.ts';
import { panominatorBoundChecks } from '#engine/src/panominator.ts';
import { dofusStufferQuery, presetObjective, type DofusStufferPreset } from '#game/panominator-presets';
import type { PanominatorQuery, PanominatorResult } from '#game/panominator-types';
import { hasRealData, realCatalog } from '../../support/catalogs.ts';
import { catalogArbitrary, queryArbitrary } from '../../support/panominator-instances.ts';
import { referenceEngines, searchEssence, walkWithinBudget } from '../../support/panominator-engines.ts';

const PROPERTY_TIMEOUT_MS = 180_000;


/** Steps a search in slices of `sliceMs` to its end. */
function stepped(engine: Engine, query: PanominatorQuery, sliceMs: number): PanominatorResult {
  const search = engine.panominatorSearch(query);
  while (!search.step(sliceMs));
  return search.result();
}

describe('Panominator walk: WASM ≡ TypeScript reference on random instances', () => {
  it('same nodes, leaves and ranked stuffs; check mode compares whole walks (random catalogues, every rule on, set-bonus ceilings)', async () => {
    const before = panominatorBoundChecks.walks;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.boolean().chain((ceilings) => catalogArbitrary({ perGroup: 8, classes: [], setBonusCeilings: ceilings })).chain((catalog) => fc.tuple(fc.constant(catalog), queryArbitrary(catalog))),
        async ([catalog, query]) => {
          const { wasm, check, reference } = await referenceEngines(catalog);
          fc.pre(walkWithinBudget(wasm, query));
          const expected = searchEssence(reference.panominator(query));
          expect(searchEssence(wasm.panominator(query))).toEqual(expected);
          const walks = panominatorBoundChecks.walks;
          expect(searchEssence(check.panominator(query))).toEqual(expected);
          // A search over before its walk (infeasible at the root, nothing to choose) has no walk to compare.
          if (expected.nodes > 0) {
            expect(panominatorBoundChecks.walks).toBe(walks + 1);
            runs++;
          }
        },
      ),
      { numRuns: 60 },
    );
    expect(runs).toBeGreaterThan(0);
    expect(panominatorBoundChecks.walks - before).toBeGreaterThanOrEqual(runs);
  }, PROPERTY_TIMEOUT_MS);

  it('the same per part when split over 2 or 3 parts, and with an external lower bound given before the walk', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogArbitrary({ perGroup: 6, classes: [], setBonusCeilings: true }).chain((catalog) =>
          fc.tuple(fc.constant(catalog), queryArbitrary(catalog), fc.integer({ min: 2, max: 3 }), fc.integer({ min: 0, max: 2 }), fc.double({ min: 0, max: 1, noNaN: true })),
        ),
        async ([catalog, query, parts, part, share]) => {
          const { wasm, check, reference } = await referenceEngines(catalog);
          const split = { ...query, parts, part: part % parts };
          fc.pre(walkWithinBudget(wasm, split));
          const expected = searchEssence(reference.panominator(split));
          expect(searchEssence(wasm.panominator(split))).toEqual(expected);
          expect(searchEssence(check.panominator(split))).toEqual(expected);
          // A lower bound below the optimum (as another part forwards it): the same walk on both sides.
          const best = expected.solutions[0]?.objective;
          if (best !== undefined) {
            const lowerBound = best - share * (1 + Math.abs(best));
            expect(searchEssence(wasm.panominator(split, { lowerBound }))).toEqual(searchEssence(reference.panominator(split, { lowerBound })));
          }
        },
      ),
      { numRuns: 40 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('the deficit bound\'s kept lists: Dofus whose conditions (stat thresholds, set-bonus ceilings) are met or not depending on the items above them', async () => {
    const stats = ['strength', 'intelligence', 'chance', 'agility', 'vitality', 'wisdom'] as const;
    await fc.assert(
      fc.asyncProperty(
        catalogArbitrary({ perGroup: 8, classes: [] })
          .chain((catalog) =>
            fc.tuple(
              fc.constant(catalog),
              fc.array(fc.tuple(fc.constantFrom(...stats), fc.integer({ min: 200, max: 330 }), fc.boolean(), fc.integer({ min: 0, max: 3 })), { minLength: 12, maxLength: 12 }),
            ),
          )
          .map(([catalog, specs]) => {
            // Every Dofus (the tail groups have no set items) gated by a threshold on a stat the other
            // items raise, or by a set-bonus ceiling; the other items carry those stats.
            let k = 0;
            const items = catalog.items.map((item) => {
              const [stat, value, ceiling, bonus] = specs[k++ % specs.length];
              if (item.category === 'dofus') return { ...item, conditions: ceiling ? [[['set_bonus', '<', bonus + 1]]] : [[[`stat:${stat}`, '>', value]]] } as typeof item;
              return { ...item, stats: [...item.stats, [stat, 15 + value / 10, 15 + value / 10]] } as typeof item;
            });
            return { ...catalog, items };
          })
          .chain((catalog) => fc.tuple(fc.constant(catalog), queryArbitrary(catalog), fc.constantFrom('ap', 'mp', 'strength', 'vitality'), fc.integer({ min: 0, max: 100 }))),
        async ([catalog, query, stat, share]) => {
          const { wasm, reference } = await referenceEngines(catalog);
          // A constraint short of its need down to the Dofus levels: the deficit bound works there.
          const min = stat === 'ap' ? 8 + (share % 4) : stat === 'mp' ? 4 + (share % 3) : 250 + share * 3;
          const constrained = { ...query, constraints: [...(query.constraints ?? []), { stat, min }], allow: { ...query.allow, dofus: true } };
          fc.pre(walkWithinBudget(wasm, constrained));
          expect(searchEssence(wasm.panominator(constrained))).toEqual(searchEssence(reference.panominator(constrained)));
        },
      ),
      { numRuns: 400 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('tiny slices (the walk suspended and resumed) and a search run in between (its own arena, bound again at the next call) give the whole walk', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogArbitrary({ perGroup: 6, classes: [], setBonusCeilings: true }).chain((catalog) => fc.tuple(fc.constant(catalog), queryArbitrary(catalog), queryArbitrary(catalog))),
        async ([catalog, first, other]) => {
          const { wasm, reference } = await referenceEngines(catalog);
          // The searches of an engine share its stuff record (the walk writes the slots as it applies),
          // so the search in between runs before the first one's walk starts, with the same stuff.
          const second = { ...first, objective: other.objective, constraints: other.constraints, limit: other.limit };
          fc.pre(walkWithinBudget(wasm, first) && walkWithinBudget(wasm, second));
          expect(searchEssence(stepped(wasm, first, 0.001))).toEqual(searchEssence(reference.panominator(first)));
          const search = wasm.panominatorSearch(first);
          expect(searchEssence(wasm.panominator(second))).toEqual(searchEssence(reference.panominator(second)));
          while (!search.step(0.001));
          expect(searchEssence(search.result())).toEqual(searchEssence(reference.panominator(first)));
        },
      ),
      { numRuns: 25 },
    );
  }, PROPERTY_TIMEOUT_MS);
});

describe.skipIf(!hasRealData)('Panominator walk: WASM ≡ TypeScript reference on the full catalogues', () => {
  /** The worst five Dofus-Stuffer presets of each game (bench/panominator.bench.ts). */
  const presets: ['dofus' | 'touch', DofusStufferPreset][] = [
    ['dofus', { classId: 8, level: 150, element: 'water', role: 'damage' }],
    ['dofus', { classId: 8, level: 150, element: 'fire', role: 'damage' }],
    ['dofus', { classId: 8, level: 200, element: 'earth', role: 'damage' }],
    ['dofus', { classId: 8, level: 150, element: 'earth', role: 'damage' }],
    ['dofus', { classId: 8, level: 200, element: 'fire', role: 'tank' }],
    ['touch', { classId: 8, level: 150, element: 'air', role: 'damage' }],
    ['touch', { classId: 8, level: 200, element: 'air', role: 'damage' }],
    ['touch', { classId: 8, level: 150, element: 'fire', role: 'damage' }],
    ['touch', { classId: 8, level: 200, element: 'earth', role: 'damage' }],
    ['touch', { classId: 8, level: 200, element: 'earth', role: 'tank' }],
  ];
  const engineCache = new Map<string, Engine>();
  const engineOf = async (game: 'dofus' | 'touch' | 'retro', bound: 'assemblyscript' | 'typescript' | 'check') => {
    const key = `${game} ${bound}`;
    if (!engineCache.has(key)) engineCache.set(key, await createEngine({ variant: game, catalog: await realCatalog(game), panominatorBound: bound }));
    return engineCache.get(key)!;
  };
  for (const [game, preset] of presets) {
    it(`${game} level ${preset.level} ${preset.element} ${preset.role}: the same nodes and ranked stuffs, whole and in two parts`, async () => {
      const wasm = await engineOf(game, 'assemblyscript');
      const reference = await engineOf(game, 'typescript');
      const query = dofusStufferQuery(game, preset);
      const expected = searchEssence(reference.panominator(query));
      expect(expected.status).toBe('optimal');
      expect(expected.nodes).toBeGreaterThan(0);
      expect(searchEssence(wasm.panominator(query))).toEqual(expected);
      for (const part of [0, 1]) {
        const split = { ...query, part, parts: 2 };
        expect(searchEssence(wasm.panominator(split))).toEqual(searchEssence(reference.panominator(split)));
      }
    }, 180_000);
  }

  it('check mode on two presets, top 3: the whole walks compared (counted)', async () => {
    for (const [game, preset] of [presets[4], presets[7]]) {
      const check = await engineOf(game, 'check');
      const before = panominatorBoundChecks.walks;
      const result = check.panominator({ ...dofusStufferQuery(game, preset), limit: 3 });
      expect(result.status).toBe('optimal');
      expect(panominatorBoundChecks.walks).toBe(before + 1);
    }
  }, 180_000);

  it('retro level 200 bench instances (constraints, exos): the same nodes and ranked stuffs', async () => {
    const wasm = await engineOf('retro', 'assemblyscript');
    const reference = await engineOf('retro', 'typescript');
    const stuff = {
      classId: 8,
      level: 200,
      items: {},
      points: { strength: 300, agility: 100 },
      scrolls: { strength: 100, agility: 100, vitality: 100, wisdom: 100, chance: 100, intelligence: 100 },
    };
    const queries: PanominatorQuery[] = [
      { stuff, objective: { strength: 1, damage_percent: 1, damage: 5, hp: 0.1 }, constraints: [{ stat: 'ap', min: 10 }, { stat: 'mp', min: 5 }, { stat: 'range', min: 1 }] },
      { stuff, objective: presetObjective('earth'), constraints: [{ stat: 'ap', min: 11 }, { stat: 'mp', min: 6 }, { stat: 'range', min: 3 }] },
      { stuff, objective: presetObjective('tank'), allow: { exos: true } },
      { stuff, objective: { wisdom: 1, prospecting: 2 }, constraints: [{ stat: 'ap', min: 9 }, { stat: 'mp', max: 5 }], allow: { dofus: false } },
    ];
    for (const query of queries) expect(searchEssence(wasm.panominator({ ...query, limit: 3 }))).toEqual(searchEssence(reference.panominator({ ...query, limit: 3 })));
  }, 180_000);
});
