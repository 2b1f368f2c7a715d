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
