/**
 * Item conditions: the WASM engine (sheet kernel + conditions kernel, report objects built only for
 * flagged groups) against the TypeScript reference (reference sheet + maps), on the same stuffs.
 * Uses the full retro catalogue of DATA_DIR, or the fixtures with their condition records without it.
 */
import fc from 'fast-check';
import { createEngine } from '#engine/src/index.ts';
import { referenceCheckConditions } from '#engine/reference/conditions.ts';
import type { Catalog } from '#engine/src/catalog.ts';
import { hasRealData, realCatalog } from '../tests/support/catalogs.ts';
import { conditionFixtureCatalog } from '../tests/support/condition-fixtures.ts';
import { stuffArbitrary } from '../tests/support/stuff-arbitrary.ts';
import { nsPerOp, reportEngineRows, type BenchRow } from './results.ts';

const RANDOM = 10_000;
const catalog: Catalog = hasRealData ? await realCatalog('retro') : conditionFixtureCatalog('retro');
const source = hasRealData ? 'full retro catalogue' : 'retro fixtures';
const engine = await createEngine({ variant: 'retro', catalog });
const stuffs = fc.sample(stuffArbitrary(catalog), { numRuns: RANDOM, seed: 20261122 });

// The single-stuff case: the first sample whose items carry conditions that fail, so that both
// sides build a report (the builder's usual case when a player is still short of a requirement).
const one = stuffs.find((stuff) => referenceCheckConditions(catalog, stuff).length >= 2) ?? stuffs[0];
const expected = JSON.stringify(referenceCheckConditions(catalog, one));
if (JSON.stringify(engine.checkConditions(one)) !== expected) throw new Error('bench: WASM and reference disagree on the single stuff');

const single = 20_000;
const rows: BenchRow[] = [
  {
    name: `checkConditions one stuff (${source})`,
    wasm_ns_per_op: nsPerOp(single, () => { for (let i = 0; i < single; i++) engine.checkConditions(one); }),
    ref_ns_per_op: nsPerOp(single, () => { for (let i = 0; i < single; i++) referenceCheckConditions(catalog, one); }),
  },
];

let wasmFlagged = 0;
let refFlagged = 0;
rows.push({
  name: `checkConditions ${RANDOM} random stuffs, one call each (${source})`,
  wasm_ns_per_op: nsPerOp(RANDOM, () => {
    wasmFlagged = 0;
    for (const stuff of stuffs) wasmFlagged += engine.checkConditions(stuff).length;
  }, 5),
  ref_ns_per_op: nsPerOp(RANDOM, () => {
    refFlagged = 0;
    for (const stuff of stuffs) refFlagged += referenceCheckConditions(catalog, stuff).length;
  }, 5),
});
if (wasmFlagged !== refFlagged) throw new Error(`bench: WASM and reference disagree (${wasmFlagged} ≠ ${refFlagged} groups)`);

reportEngineRows(rows);
