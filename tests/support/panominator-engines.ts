/**
 * The three engines the Panominator's reference tests compare (issue 23): the WASM kernels (the
 * default), `check` (both paths, throwing on any difference) and the TypeScript reference, over one
 * catalogue with the fixture's classes; and what must be identical between two searches.
 */
import type { Catalog } from '#engine/src/catalog.ts';
import type { Engine } from '#engine/src/engine.ts';
import { createEngine } from '#engine/src/index.ts';
import type { PanominatorResult } from '#game/panominator-types';
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
