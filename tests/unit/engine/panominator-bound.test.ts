/**
 * The Panominator's bounds in AssemblyScript (issue 23, engine/assembly/panominator.ts: the rest bound,
 * fourth round; the split set-bonus bound with G(R), fifth round) against the TypeScript bounds they
 * replaced, kept as the reference (`panominatorBound: 'typescript'`):
 *
 * - in `check` mode every bound evaluation of a search runs both and throws on any difference (value,
 *   cases A and B, tails, bit for bit), so a search that completes agreed at every node it visited;
 * - the default (WASM) search and the reference search return the same solutions in the same order
 *   (items, exo, objective), the same status and the same node and leaf counts.
 *
 * On random small catalogues (with and without set-bonus ceilings, split over parts, two searches
 * of one engine stepped in turns) and, with DATA_DIR, on Dofus 2 and Touch presets under a node budget.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Catalog } from '#engine/src/catalog.ts';
import { createEngine } from '#engine/src/index.ts';
import type { Engine } from '#engine/src/engine.ts';
import { panominatorBoundChecks } from '#engine/src/panominator.ts';
import { dofusStufferQuery, type DofusStufferPreset } from '#game/panominator-presets';
import type { PanominatorQuery, PanominatorResult } from '#game/panominator-types';
import { hasRealData, realCatalog } from '../../support/catalogs.ts';
import { catalogArbitrary, queryArbitrary } from '../../support/panominator-instances.ts';
import { referenceEngines, searchEssence, walkWithinBudget } from '../../support/panominator-engines.ts';

const PROPERTY_TIMEOUT_MS = 180_000;


/** Runs the query with the three bounds: `check` agrees at every evaluation, WASM and reference give the same result. */
async function agree(catalog: Catalog, query: PanominatorQuery): Promise<void> {
  const { wasm, check, reference } = await referenceEngines(catalog);
  fc.pre(walkWithinBudget(wasm, query));
  // Whole searches: a node limit is checked between time slices, so a stopped search is not repeatable.
  const expected = searchEssence(reference.panominator(query));
  const before = panominatorBoundChecks.evaluations;
  const feasibilityBefore = panominatorBoundChecks.feasibilityEvaluations;
  expect(searchEssence(check.panominator(query))).toEqual(expected);
  if (expected.nodes > 0) expect(panominatorBoundChecks.evaluations).toBeGreaterThan(before);
  // Every applied node is tested by feasibleAt (WASM and reference compared).
  expect(panominatorBoundChecks.feasibilityEvaluations - feasibilityBefore).toBeGreaterThanOrEqual(expected.nodes);
  expect(searchEssence(wasm.panominator(query))).toEqual(expected);
}

describe('Panominator bounds and feasibility tests: WASM ≡ TypeScript reference on random instances', () => {
  it('same bound at every evaluation, same ranked stuffs and node counts (random catalogues, every rule on)', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogArbitrary({ perGroup: 8, classes: [] }).chain((catalog) => fc.tuple(fc.constant(catalog), queryArbitrary(catalog))),
        ([catalog, query]) => agree(catalog, query),
      ),
      { numRuns: 60 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('the same with set-bonus ceilings on half the items (the split bound: cases A and B, G(R))', async () => {
    const before = panominatorBoundChecks.splitEvaluations;
    await fc.assert(
      fc.asyncProperty(
        catalogArbitrary({ perGroup: 8, classes: [], setBonusCeilings: true }).chain((catalog) => fc.tuple(fc.constant(catalog), queryArbitrary(catalog))),
        ([catalog, query]) => agree(catalog, query),
      ),
      { numRuns: 60 },
    );
    // The split kernels ran (and were compared) on these instances.
    expect(panominatorBoundChecks.splitEvaluations).toBeGreaterThan(before);
  }, PROPERTY_TIMEOUT_MS);

  it('the same per part when split over 3 parts', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogArbitrary({ perGroup: 6, classes: [], setBonusCeilings: true }).chain((catalog) =>
          fc.tuple(fc.constant(catalog), queryArbitrary(catalog), fc.integer({ min: 0, max: 2 })),
        ),
        ([catalog, query, part]) => agree(catalog, { ...query, part, parts: 3 }),
      ),
      { numRuns: 30 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('searches one after the other on one engine (arenas reused at the same address, other sizes) agree with the reference', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogArbitrary({ perGroup: 6, classes: [], setBonusCeilings: true }).chain((catalog) =>
          fc.tuple(fc.constant(catalog), fc.array(queryArbitrary(catalog), { minLength: 2, maxLength: 4 })),
        ),
        async ([catalog, queries]) => {
          const { wasm, check, reference } = await referenceEngines(catalog);
          fc.pre(queries.every((query) => walkWithinBudget(wasm, query)));
          for (const query of queries) {
            const expected = searchEssence(reference.panominator(query));
            expect(searchEssence(check.panominator(query))).toEqual(expected);
            expect(searchEssence(wasm.panominator(query))).toEqual(expected);
          }
        },
      ),
      { numRuns: 30 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('a search whose memory grows between its steps (views taken again) and a search run in between (its own arena) give their own results', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogArbitrary({ perGroup: 6, classes: [], setBonusCeilings: true }).chain((catalog) =>
          fc.tuple(fc.constant(catalog), queryArbitrary(catalog), queryArbitrary(catalog)),
        ),
        async ([catalog, first, other]) => {
          const { wasm, check, reference } = await referenceEngines(catalog);
          // A whole search of the same engine in between, with an arena of its own. The searches of
          // an engine share its stuff record, so this one keeps the first's character, locked and
          // emptied slots and filters (the same record), with its own objective, constraints and limit.
          const second = { ...first, objective: other.objective, constraints: other.constraints, limit: other.limit };
          fc.pre(walkWithinBudget(wasm, first) && walkWithinBudget(wasm, second));
          const search = check.panominatorSearch(first);
          expect(searchEssence(check.panominator(second))).toEqual(searchEssence(reference.panominator(second)));
          // Growing batches of stuffs laid out in linear memory grow it: the search's views are detached.
          for (const count of [2_000, 4_000, 8_000]) check.computeStatsBatch(check.encodeStuffs(Array.from({ length: count }, () => first.stuff)));
          let grown = false;
          while (!search.step(0.02)) {
            if (grown) continue;
            check.computeStatsBatch(check.encodeStuffs(Array.from({ length: 12_000 }, () => first.stuff)));
            grown = true;
          }
          expect(searchEssence(search.result())).toEqual(searchEssence(reference.panominator(first)));
        },
      ),
      { numRuns: 20 },
    );
  }, PROPERTY_TIMEOUT_MS);
});

describe.skipIf(!hasRealData)('Panominator bounds and feasibility tests: WASM ≡ TypeScript reference on the full Dofus 2 and Touch catalogues', () => {
  // Whole searches (or whole parts) that take well under a second each: every bound of the walk compared.
  const presets: ['dofus' | 'touch', DofusStufferPreset, number][] = [
    ['dofus', { classId: 8, level: 200, element: 'fire', role: 'tank' }, 1],
    ['dofus', { classId: 8, level: 150, element: 'fire', role: 'damage' }, 2],
    ['touch', { classId: 8, level: 150, element: 'fire', role: 'damage' }, 1],
    ['touch', { classId: 8, level: 200, element: 'earth', role: 'tank' }, 1],
  ];
  for (const [game, preset, parts] of presets) {
    it(`${game} level ${preset.level} ${preset.element} ${preset.role}${parts > 1 ? ', part 1 of 2' : ''}, top 3: the same bound at every evaluation, the same stuffs`, async () => {
      const catalog = await realCatalog(game);
      const check = await createEngine({ variant: game, catalog, panominatorBound: 'check' });
      const reference = await createEngine({ variant: game, catalog, panominatorBound: 'typescript' });
      const query: PanominatorQuery = { ...dofusStufferQuery(game, preset), limit: 3, ...(parts > 1 ? { part: 1, parts } : {}) };
      const before = panominatorBoundChecks.evaluations;
      const splitBefore = panominatorBoundChecks.splitEvaluations;
      const feasibilityBefore = panominatorBoundChecks.feasibilityEvaluations;
      const checked = check.panominator(query);
      expect(checked.status).toBe('optimal');
      expect(panominatorBoundChecks.evaluations - before).toBeGreaterThan(checked.progress.nodes);
      // feasibleAt after every applied node, trackedReachable before most: all compared.
      expect(panominatorBoundChecks.feasibilityEvaluations - feasibilityBefore).toBeGreaterThan(checked.progress.nodes);
      // Dofus 2's trophies cap set_bonus: the split bound is on, compared after most applied nodes (and at each level entry).
      if (game === 'dofus') expect(panominatorBoundChecks.splitEvaluations - splitBefore).toBeGreaterThan(checked.progress.nodes / 2);
      expect(searchEssence(checked)).toEqual(searchEssence(reference.panominator(query)));
    }, 180_000);
  }
});
