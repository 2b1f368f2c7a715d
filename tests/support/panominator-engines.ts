/**
 * The three engines the Panominator's reference tests compare (issue 23): the WASM kernels (the
 * default), `check` (both paths, throwing on any difference) and the TypeScript reference, over one
 * catalogue with the fixture's classes; and what must be identical between two searches.
 */
import type { Catalog } from '#engine/src/catalog.ts';
import type { Engine } from '#engine/src/engine.ts';
import { createEngine } from '#engine/src/index.ts';
import type { PanominatorQuery, PanominatorResult } from '#game/panominator-types';
import { fixtureCatalog } from './catalogs.ts';

/** What must be identical between two searches of one query: the ranked stuffs and the walk's counts. */
export function searchEssence(result: PanominatorResult) {
  return {
    status: result.status,
    solutions: result.solutions.map((solution) => ({ items: solution.items, exo: solution.exo, objective: solution.objective, points: solution.points })),
    nodes: result.progress.nodes,
    leaves: result.progress.leaves,
  };
}

/** The WASM, checking and TypeScript engines of `catalog` (with the Retro fixture's classes). */
export async function referenceEngines(catalog: Catalog): Promise<{ wasm: Engine; check: Engine; reference: Engine }> {
  const classes = (await fixtureCatalog('retro')).classes;
  const full = { ...catalog, classes };
  return {
    wasm: await createEngine({ variant: 'retro', catalog: full }),
    check: await createEngine({ variant: 'retro', catalog: full, panominatorBound: 'check' }),
    reference: await createEngine({ variant: 'retro', catalog: full, panominatorBound: 'typescript' }),
  };
}

/**
 * Random instances have a heavy tail: now and then a catalogue of some forty items whose constraints
 * bound poorly needs a walk of hundreds of millions of nodes to prove its optimum (one seen: 193 million
 * nodes, over two minutes in WASM, longer in the reference), enough to time a property test out. The
 * property tests leave such instances out (`fc.pre`): the WASM search of the query must finish within
 * this many nodes. The node limit is checked between slices, so which rare instances are left out
 * depends a little on the machine; every instance that runs is compared whole.
 */
export const PROPERTY_WALK_NODES = 1_000_000;

/** Whether the WASM search of `query` finishes within {@link PROPERTY_WALK_NODES} nodes. */
export function walkWithinBudget(engine: Engine, query: PanominatorQuery): boolean {
  return engine.panominator(query, { maxNodes: PROPERTY_WALK_NODES, progressEveryMs: 5 }).status !== 'stopped';
}
