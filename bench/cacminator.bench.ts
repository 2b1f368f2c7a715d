/**
 * The Cacminator on the whole retro weapon list (every availability, a level-200 stuff, so that every
 * weapon of the catalogue is computed): the WASM engine against the plain-TS reference, one whole
 * search per operation. Issue 6 target: ≤ 20 ms per search. Uses the full catalogue of DATA_DIR, or
 * the fixtures without it.
 *
 * Issue 23 moved the sweep into the WASM module: each row also times the TypeScript loop it replaced
 * (`cacminatorLoop: 'typescript'`, same kernels and records, ranked in TypeScript), in the same rounds
 * as the module's sweep (one round of each in turn), so that both see the same load of a shared machine.
 */
import { isDeepStrictEqual } from 'node:util';
import type { CacminatorQuery } from '#game/cacminator-types';
import { createEngine } from '#engine/src/index.ts';
import { referenceCacminator } from '#engine/reference/cacminator.ts';
import type { StuffInput } from '#game/stuff';
import { fixtureCatalog, hasRealData, realCatalog } from '../tests/support/catalogs.ts';
import { nsPerOp, reportEngineRows, type BenchRow } from './results.ts';

const SEARCHES = 20;
const source = hasRealData ? 'full catalogue' : 'fixtures';
const catalog = hasRealData ? await realCatalog('retro') : await fixtureCatalog('retro');
const engine = await createEngine({ variant: 'retro', catalog });
const typescriptLoop = await createEngine({ variant: 'retro', catalog, cacminatorLoop: 'typescript' });
const weapons = catalog.items.filter((item) => item.weapon).length;

// A level-200 Iop in the Gobball set, with a shield slot left empty and a mixed target.
const stuff: StuffInput = {
  classId: 8,
  level: 200,
  points: { strength: 300, agility: 100 },
  scrolls: { strength: 100, agility: 100 },
  items: { ch: 2411, ca: 2414, a1: 2419, bo: 2422, am: 2425, ce: 2428 },
};
const target = { resistPercent: { neutral: 10, earth: 25, fire: 5, water: -10, air: 15 }, resistFlat: { earth: 8 } };
const queries: [string, CacminatorQuery, boolean][] = [
  ['cacminator retro all weapons', { stuff, target, filters: { availability: 'all' } }, true],
  [
    `cacminator retro all weapons, fire 85 % preset, critical per AP, conditions met (${source})`,
    { stuff, target, filters: { availability: 'all', conditions: 'met' }, forgemagie: { line: 'damage', element: 'fire', percent: 85 }, rankBy: 'ap', expectation: 'critical' },
    false,
  ],
  [`cacminator retro all weapons, top 500 (${source})`, { stuff, target, filters: { availability: 'all' }, limit: 500 }, false],
  [`cacminator retro standard weapons (${source})`, { stuff, target }, false],
];

// V8 compiles the kernels with its baseline tier first and swaps in optimised code in the background:
// without this warm-up the first row would time the baseline tier (about 3× slower, measured).
const warmUpUntil = performance.now() + 2_000;
while (performance.now() < warmUpUntil) {
  for (const [, query] of queries) {
    engine.cacminator(query);
    typescriptLoop.cacminator(query);
  }
}

/** Median nanoseconds per search of each engine, timed in alternating rounds of `SEARCHES` searches. */
function pairedNsPerSearch(query: CacminatorQuery, rounds: number): [number, number] {
  const samples: [number[], number[]] = [[], []];
  for (let round = 0; round < rounds; round++) {
    [engine, typescriptLoop].forEach((measured, side) => {
      const start = process.hrtime.bigint();
      for (let i = 0; i < SEARCHES; i++) measured.cacminator(query);
      samples[side].push(Number(process.hrtime.bigint() - start) / SEARCHES);
    });
  }
  return samples.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]) as [number, number];
}

const rows: BenchRow[] = [];
for (const [name, query, withReference] of queries) {
  const result = engine.cacminator(query);
  if (!isDeepStrictEqual(result, referenceCacminator(catalog, query))) throw new Error(`bench: WASM and reference disagree on ${name}`);
  if (!isDeepStrictEqual(result, typescriptLoop.cacminator(query))) throw new Error(`bench: the WASM sweep and the TypeScript loop disagree on ${name}`);
  const [wasm, loop] = pairedNsPerSearch(query, 11);
  rows.push({
    name,
    wasm_ns_per_op: wasm,
    ref_ns_per_op: withReference ? nsPerOp(1, () => referenceCacminator(catalog, query), 3) : null,
    wasm_ms: Math.round(wasm / 1e4) / 100,
    ts_loop_ms: Math.round(loop / 1e4) / 100,
    target_ms: 20,
    catalogue_weapons: weapons,
    considered: result.considered,
    source,
  });
}
reportEngineRows(rows);
