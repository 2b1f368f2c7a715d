/**
 * The Panominator pool with fake workers: MessageChannels whose far ends expose the worker's three
 * calls through Comlink, each stepping a stand-in search in slices as the real worker does. Checks
 * the split (part i of N), the bound forwarded from one part to the others, the merged stream, the
 * final status, a cancel that keeps the best so far, and a refusal passed on.
 */
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { PanominatorProgress, PanominatorQuery, PanominatorResult, PanominatorSearch, PanominatorSolution } from '#game/panominator-types';
import { PanominatorPool } from '#web/lib/engine/panominator-pool.ts';
import { runInSlices, SliceControl } from '#web/lib/engine/panominator-slices.ts';

const QUERY: PanominatorQuery = { stuff: { classId: 1, level: 100, items: {} }, objective: { ap: 1 } };

interface PartScript {
  /** Objective found at each step (null: nothing), then the part is over. */
  finds: (number | null)[];
  /** Never ends (a search still running when cancelled). */
  endless?: boolean;
}

function solution(objective: number, hat: number): PanominatorSolution {
  return { items: { ch: hat }, exo: null, points: {}, objective, stats: {}, sets: [] };
}

interface FakeWorker {
  worker: Worker;
  terminated: boolean;
  /** Catalogues loaded ahead of a run. */
  warmed: number;
  parts: number[];
  raisedBounds: number[];
}

const started: FakeWorker[] = [];

function fakeWorker(scripts: PartScript[], failWith?: unknown): FakeWorker {
  const { port1, port2 } = new MessageChannel();
  const fake: FakeWorker = { worker: undefined as unknown as Worker, terminated: false, warmed: 0, parts: [], raisedBounds: [] };
  const controls = new Map<number, SliceControl>();
  const api = {
    async catalogSets() {
      await new Promise((resolve) => setTimeout(resolve, 5));
      fake.warmed += 1;
      return [];
    },
    async panominator(
      _variant: string,
      query: PanominatorQuery,
      runId: number,
      onSolutions?: (solutions: PanominatorSolution[]) => void,
      onProgress?: (progress: PanominatorProgress) => void,
    ): Promise<PanominatorResult> {
      if (failWith) throw failWith;
      const part = query.part ?? 0;
      fake.parts.push(part);
      expect(query.parts).toBe(scripts.length);
      const script = scripts[part];
      const control = new SliceControl();
      controls.set(runId, control);
      let step = 0;
      let bound = -Infinity;
      let best: PanominatorSolution[] = [];
      const over = () => !script.endless && step >= script.finds.length;
      const progress = (): PanominatorProgress => ({ nodes: step, leaves: step, explored: script.endless ? 0.5 : step / script.finds.length, best: best[0]?.objective ?? null, bound: null, elapsedMs: step });
      const search: PanominatorSearch = {
        step() {
          const found = script.finds[step] ?? null;
          step += 1;
          if (found !== null && found > bound && (best.length === 0 || found > best[0].objective)) best = [solution(found, 100 * (part + 1) + step)];
          return over();
        },
        raiseLowerBound(objective) {
          bound = objective;
          fake.raisedBounds.push(objective);
        },
        progress,
        result: () => ({
          status: over() ? (best.length > 0 ? 'optimal' : 'infeasible') : 'stopped',
          solutions: best,
          progress: progress(),
          candidates: { ch: 2 },
          excluded: { undecidedConditions: 0, dominated: 0, conditionsNeverMet: 0 },
          availability: 'standard',
        }),
      };
      // A slice a few milliseconds long, as in a real worker: the page's messages get in between.
      return runInSlices(search, control, { onSolutions, onProgress, progressEveryMs: 0, yieldNow: () => new Promise((resolve) => setTimeout(resolve, 2)) });
    },
    panominatorRaise(runId: number, objective: number) {
      controls.get(runId)?.raise(objective);
    },
    panominatorStop(runId: number) {
      controls.get(runId)?.stop();
    },
  };
  Comlink.expose(api, port2 as unknown as Comlink.Endpoint);
  fake.worker = Object.assign(port1, {
    terminate() {
      fake.terminated = true;
      port1.close();
      port2.close();
    },
  }) as unknown as Worker;
  started.push(fake);
  return fake;
}

afterEach(() => {
  for (const fake of started.splice(0)) if (!fake.terminated) fake.worker.terminate();
});

describe('the Panominator pool', () => {
  it('splits the search, forwards the best objective to the other parts and proves the merged optimum', async () => {
    // Part 0 finds 50 at once; part 1 is slower and would find 30 then 40, both pruned by the bound.
    const scripts: PartScript[] = [{ finds: [50] }, { finds: [...Array<null>(20).fill(null), 30, 40, 60, null] }];
    const workers: FakeWorker[] = [];
    const pool = new PanominatorPool(() => workers[workers.push(fakeWorker(scripts)) - 1].worker, 60_000);
    const streamed: number[][] = [];
    const progress: PanominatorProgress[] = [];
    const result = await pool.run('retro', QUERY, {
      workers: 2,
      onSolutions: (solutions) => streamed.push(solutions.map((entry) => entry.objective)),
      onProgress: (entry) => progress.push(entry),
    });
    expect(workers.flatMap((worker) => worker.parts).sort()).toEqual([0, 1]);
    expect(result.status).toBe('optimal');
    expect(result.solutions.map((entry) => entry.objective)).toEqual([60]);
    expect(streamed).toEqual([[50], [60]]);
    // The part that had not found 50 was told, so 30 and 40 never entered its list.
    expect(workers.find((worker) => worker.parts[0] === 1)!.raisedBounds).toContain(50);
    expect(progress.at(-1)).toMatchObject({ explored: 1, best: 60 });
    // The workers stay for the next search.
    expect(workers.every((worker) => !worker.terminated)).toBe(true);
    pool.terminate();
    expect(workers.every((worker) => worker.terminated)).toBe(true);
  });

  it('reuses its idle workers for the next search', async () => {
    const scripts: PartScript[] = [{ finds: [1] }, { finds: [2] }];
    let created = 0;
    const pool = new PanominatorPool(() => {
      created += 1;
      return fakeWorker(scripts).worker;
    });
    await pool.run('retro', QUERY, { workers: 2 });
    const again = await pool.run('retro', QUERY, { workers: 2 });
    expect(again.solutions[0].objective).toBe(2);
    expect(created).toBe(2);
    pool.terminate();
  });

  it('starts its workers ahead of a run, and the run takes them even while they still load', async () => {
    const workers: FakeWorker[] = [];
    const pool = new PanominatorPool(() => workers[workers.push(fakeWorker([{ finds: [3] }, { finds: [4] }])) - 1].worker);
    pool.warm('retro', 2);
    pool.warm('retro', 2);
    expect(workers).toHaveLength(2);
    const result = await pool.run('retro', QUERY, { workers: 2 });
    expect(result.solutions[0].objective).toBe(4);
    expect(workers).toHaveLength(2);
    await expect.poll(() => workers.every((worker) => worker.warmed === 1)).toBe(true);
    pool.terminate();
    expect(workers.every((worker) => worker.terminated)).toBe(true);
  });

  it('is infeasible only when every part finished without a stuff', async () => {
    const pool = new PanominatorPool(() => fakeWorker([{ finds: [null] }, { finds: [null, null] }]).worker);
    const result = await pool.run('retro', QUERY, { workers: 2 });
    expect(result.status).toBe('infeasible');
    expect(result.solutions).toEqual([]);
    pool.terminate();
  });

  it('keeps the best so far on cancel, stops every worker and proves nothing', async () => {
    const workers: FakeWorker[] = [];
    const pool = new PanominatorPool(() => workers[workers.push(fakeWorker([{ finds: [20, 35] }, { finds: [], endless: true }])) - 1].worker);
    const controller = new AbortController();
    let seen: number[] = [];
    const running = pool.run('retro', QUERY, {
      workers: 2,
      signal: controller.signal,
      onSolutions: (solutions) => {
        seen = solutions.map((entry) => entry.objective);
        if (seen[0] === 35) controller.abort();
      },
    });
    const result = await running;
    expect(result.status).toBe('stopped');
    expect(result.solutions.map((entry) => entry.objective)).toEqual([35]);
    expect(workers.every((worker) => worker.terminated)).toBe(true);
  });

  it('passes the engine’s refusal on, and stops the run’s workers', async () => {
    const refusal = Object.assign(new Error('the objective needs at least one non-zero weight'), {
      name: 'EngineInputError',
      code: 'invalid_panominator_query',
      field: 'objective',
    });
    const workers: FakeWorker[] = [];
    const pool = new PanominatorPool(() => workers[workers.push(fakeWorker([{ finds: [] }, { finds: [] }], refusal)) - 1].worker);
    await expect(pool.run('retro', QUERY, { workers: 2 })).rejects.toMatchObject({ name: 'EngineInputError', code: 'invalid_panominator_query', field: 'objective' });
    expect(workers.every((worker) => worker.terminated)).toBe(true);
  });

  it('refuses to start on an aborted signal', async () => {
    const pool = new PanominatorPool(() => fakeWorker([{ finds: [1] }]).worker);
    const controller = new AbortController();
    controller.abort();
    await expect(pool.run('retro', QUERY, { signal: controller.signal, workers: 1 })).rejects.toBeDefined();
  });
});
