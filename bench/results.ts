/** Rows of bench/results.json, merged by name so that each benchmark updates only its own rows. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface BenchRow {
  name: string;
  [figure: string]: string | number | null;
}

const RESULTS = new URL('./results.json', import.meta.url);

export function writeRows(rows: BenchRow[]): void {
  const previous: BenchRow[] = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : [];
  const byName = new Map(previous.map((row) => [row.name, row]));
  for (const row of rows) byName.set(row.name, row);
  writeFileSync(RESULTS, `${JSON.stringify([...byName.values()], null, 2)}\n`);
}

/** Median nanoseconds per operation of `run(n)` over `rounds` rounds, after one warm-up round. */
export function nsPerOp(operations: number, run: () => unknown, rounds = 7): number {
  run();
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = process.hrtime.bigint();
    run();
    samples.push(Number(process.hrtime.bigint() - start) / operations);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

/**
 * Rounds the WASM and reference figures of engine rows to 0.1 ns, adds their speed-up, prints the
 * table and merges the rows into bench/results.json.
 */
export function reportEngineRows(rows: BenchRow[]): void {
  for (const row of rows) {
    const wasm = Number(row.wasm_ns_per_op);
    const ref = row.ref_ns_per_op === null || row.ref_ns_per_op === undefined ? null : Number(row.ref_ns_per_op);
    row.wasm_ns_per_op = Math.round(wasm * 10) / 10;
    if (ref !== null) {
      row.ref_ns_per_op = Math.round(ref * 10) / 10;
      row.speedup = Math.round((ref / wasm) * 10) / 10;
    }
  }
  console.table(rows);
  writeRows(rows);
}
