/**
 * The WASM engine against the TypeScript reference, on the same inputs, in one run: one stuff at a
 * time (the builder's path, marshalling included) and a batch of 100,000 random stuffs (the
 * optimiser's inner loop). Uses the full catalogue of DATA_DIR, or the fixtures without it.
 */
import fc from 'fast-check';
import { createEngine } from '#engine/src/index.ts';
import { referenceComputeStats } from '#engine/reference/index.ts';
import { FIXTURE_DATA_DIR, REAL_DATA_DIR, hasRealData } from '../tests/support/catalogs.ts';
import { stuffArbitrary } from '../tests/support/stuff-arbitrary.ts';
import { loadCatalog } from '#engine/node';
import { nsPerOp, reportEngineRows, type BenchRow } from './results.ts';

const BATCH = 100_000;
const dataDir = hasRealData ? REAL_DATA_DIR : FIXTURE_DATA_DIR;
const catalog = await loadCatalog(dataDir, 'retro');
const engine = await createEngine({ variant: 'retro', catalog });
const stuffs = fc.sample(stuffArbitrary(catalog), { numRuns: BATCH, seed: 20261122 });
const source = hasRealData ? 'full retro catalogue' : 'fixtures';

const one = stuffs[0];
const single = 20_000;
const rows: BenchRow[] = [
  {
    name: `computeStats one stuff (${source})`,
    wasm_ns_per_op: nsPerOp(single, () => { for (let i = 0; i < single; i++) engine.computeStats(one); }),
    ref_ns_per_op: nsPerOp(single, () => { for (let i = 0; i < single; i++) referenceComputeStats(catalog, one); }),
  },
];

const encoded = engine.encodeStuffs(stuffs);
let wasmChecksum = 0;
let refChecksum = 0;
rows.push({
  name: `computeStats batch of ${BATCH} random stuffs (${source})`,
  wasm_ns_per_op: nsPerOp(BATCH, () => { wasmChecksum = engine.computeStatsBatch(encoded); }),
  ref_ns_per_op: nsPerOp(BATCH, () => {
    refChecksum = 0;
    for (const stuff of stuffs) {
      const sheet = referenceComputeStats(catalog, stuff);
      refChecksum += sheet.stats.hp + (sheet.capital?.totalSpent ?? 0);
    }
  }, 3),
});
// The kernel sums in 32 bits: compare modulo 2^32.
refChecksum |= 0;
if (wasmChecksum !== refChecksum) throw new Error(`bench: WASM and reference disagree (${wasmChecksum} ≠ ${refChecksum})`);
rows.push({
  name: `encode ${BATCH} stuffs into WASM memory (${source})`,
  wasm_ns_per_op: nsPerOp(BATCH, () => engine.encodeStuffs(stuffs), 3),
  ref_ns_per_op: null,
});

reportEngineRows(rows);
