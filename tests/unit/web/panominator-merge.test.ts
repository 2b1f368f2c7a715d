/**
 * The Panominator pool's merge of the parts (lists, bounds, progress, final status) and the worker's
 * sliced run (bounds applied between slices, stop, each change of the list reported once), on a
 * stand-in search.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PanominatorProgress, PanominatorResult, PanominatorSearch, PanominatorSolution } from '#game/panominator-types';
import {
  defaultWorkerCount,
  forwardableBound,
  listLimitOf,
  mergePartResults,
  mergeSolutionLists,
  sameSolutionList,
  solutionKey,
  sumProgress,
} from '#web/lib/engine/panominator-merge.ts';
import { runInSlices, SliceControl } from '#web/lib/engine/panominator-slices.ts';

function solution(objective: number, hat: number, exo: PanominatorSolution['exo'] = null): PanominatorSolution {
  return { items: { ch: hat }, exo, points: {}, objective, stats: {}, sets: [] };
}

function progress(nodes: number, explored: number, elapsedMs = 10, best: number | null = null, bound: number | null = null): PanominatorProgress {
  return { nodes, leaves: nodes, explored, best, bound, elapsedMs };
}

function result(status: PanominatorResult['status'], solutions: PanominatorSolution[], nodes = 10): PanominatorResult {
  return {
    status,
    solutions,
    progress: progress(nodes, status === 'stopped' ? 0.5 : 1),
    candidates: { ch: 3 },
    excluded: { undecidedConditions: 1, dominated: 2, conditionsNeverMet: 0 },
    availability: 'standard',
  };
}

describe('merging the parts’ lists', () => {
  it('keeps the best `limit` stuffs of every part, best first, each once', () => {
    const a = [solution(90, 1), solution(50, 2)];
    const b = [solution(70, 3), solution(50, 2), solution(10, 4)];
    expect(mergeSolutionLists([a, b], 3).map((entry) => entry.objective)).toEqual([90, 70, 50]);
    expect(mergeSolutionLists([a, b], 10).map((entry) => entry.items.ch)).toEqual([1, 3, 2, 4]);
    expect(mergeSolutionLists([[], []], 5)).toEqual([]);
  });

  it('tells stuffs apart by their items and their exo', () => {
    expect(solutionKey(solution(1, 5))).not.toBe(solutionKey(solution(1, 5, { slot: 'ch', stat: 'ap' })));
    expect(solutionKey({ ...solution(1, 5), items: { am: 2, ch: 5 } })).toBe(solutionKey({ ...solution(2, 5), items: { ch: 5, am: 2 } }));
  });

  it('is the same list whichever part reports first, and never longer than the limit', () => {
    const arbitrarySolution = fc.record({ objective: fc.integer({ min: -50, max: 50 }), hat: fc.integer({ min: 1, max: 30 }) });
    fc.assert(
      fc.property(fc.array(fc.array(arbitrarySolution, { maxLength: 6 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 8 }), (raw, limit) => {
        // Parts explore disjoint trees: a stuff is in one part only.
        const seen = new Set<number>();
        const lists = raw.map((list) =>
          list
            .filter((entry) => !seen.has(entry.hat) && seen.add(entry.hat))
            .map((entry) => solution(entry.objective, entry.hat))
            .sort((x, y) => y.objective - x.objective),
        );
        const merged = mergeSolutionLists(lists, limit);
        const all = lists.flat().map((entry) => entry.objective).sort((x, y) => y - x);
        expect(merged.map((entry) => entry.objective)).toEqual(all.slice(0, limit));
        const reversed = mergeSolutionLists([...lists].reverse(), limit);
        expect(reversed.map((entry) => entry.objective)).toEqual(merged.map((entry) => entry.objective));
      }),
    );
  });

  it('forwards the best objective with one stuff wanted, the k-th best with k, nothing while the list is short', () => {
    const merged = [solution(90, 1), solution(70, 2), solution(50, 3)];
    expect(forwardableBound(merged, 1)).toBe(90);
    expect(forwardableBound(merged, 3)).toBe(50);
    expect(forwardableBound(merged, 4)).toBeNull();
    expect(forwardableBound([], 1)).toBeNull();
  });

  it('sees a change of stuff or of objective, not a list sent again', () => {
    const list = [solution(90, 1), solution(70, 2)];
    expect(sameSolutionList(list, list.map((entry) => ({ ...entry })))).toBe(true);
    expect(sameSolutionList(list, [solution(90, 1), solution(70, 3)])).toBe(false);
    expect(sameSolutionList(list, [solution(90, 1)])).toBe(false);
  });

  it('clamps the list length to the engine’s 1–50', () => {
    expect(listLimitOf({})).toBe(1);
    expect(listLimitOf({ limit: 10 })).toBe(10);
    expect(listLimitOf({ limit: 500 })).toBe(50);
    expect(listLimitOf({ limit: 0 })).toBe(1);
  });

  it('uses one worker per core, at most four', () => {
    expect(defaultWorkerCount(undefined)).toBe(2);
    expect(defaultWorkerCount(1)).toBe(1);
    expect(defaultWorkerCount(16)).toBe(4);
  });
});

describe('progress of the whole search', () => {
  it('adds nodes, averages the parts’ explored shares and takes the longest time', () => {
    const total = sumProgress([progress(100, 1, 40), progress(50, 0.5, 60), undefined], 12);
    expect(total).toEqual({ nodes: 150, leaves: 150, explored: 0.5, best: 12, bound: null, elapsedMs: 60 });
  });

  it('bounds the whole search by its highest open part (a finished part has no bound left)', () => {
    expect(sumProgress([progress(10, 0.2, 5, 40, 90), progress(10, 0.4, 5, 41, 70), progress(10, 1, 5, 41, null)], 41).bound).toBe(90);
    expect(sumProgress([progress(10, 1, 5, 41, null), progress(10, 1, 5, 41, null)], 41).bound).toBeNull();
  });
});

describe('the whole search’s result', () => {
  it('is optimal only when every part finished, with the merged list', () => {
    const merged = mergePartResults(
      [
        { result: result('optimal', [solution(80, 1)]), solutions: [] },
        { result: result('optimal', []), solutions: [] },
      ],
      { limit: 1 },
    );
    expect(merged.status).toBe('optimal');
    expect(merged.solutions.map((entry) => entry.objective)).toEqual([80]);
    expect(merged.progress.explored).toBe(1);
    expect(merged.candidates).toEqual({ ch: 3 });
  });

  it('is infeasible only when every part finished without a stuff', () => {
    const parts = [
      { result: result('infeasible', []), solutions: [] },
      { result: result('infeasible', []), solutions: [] },
    ];
    expect(mergePartResults(parts, {}).status).toBe('infeasible');
    // A part still running (cancelled) proves nothing: stopped, even with no stuff found.
    expect(mergePartResults([parts[0], { solutions: [], progress: progress(5, 0.2) }], {}).status).toBe('stopped');
  });

  it('keeps the best so far of a cancelled search, from finished and unfinished parts', () => {
    const merged = mergePartResults(
      [
        { result: result('optimal', [solution(40, 1)]), solutions: [solution(40, 1)] },
        { solutions: [solution(55, 2), solution(30, 3)], progress: progress(20, 0.25) },
      ],
      { limit: 2 },
      123,
    );
    expect(merged.status).toBe('stopped');
    expect(merged.solutions.map((entry) => entry.items.ch)).toEqual([2, 1]);
    expect(merged.progress.best).toBe(55);
    expect(merged.progress.elapsedMs).toBe(123);
    expect(merged.progress.explored).toBeCloseTo(0.625);
  });

  it('is stopped when a part was stopped (a node or time limit)', () => {
    const merged = mergePartResults([{ result: result('optimal', [solution(1, 1)]), solutions: [] }, { result: result('stopped', []), solutions: [] }], {});
    expect(merged.status).toBe('stopped');
  });
});

/** A search that finds the stuffs of `finds` (one per step, at the step's index) and is over after `steps`. */
function fakeSearch(steps: number, finds: Map<number, number>) {
  let done = 0;
  let bound: number | null = null;
  const raised: number[] = [];
  let list: PanominatorSolution[] = [];
  const search: PanominatorSearch = {
    step() {
      const objective = finds.get(done);
      done += 1;
      if (objective !== undefined && (bound === null || objective > bound)) list = [solution(objective, done)];
      return done >= steps;
    },
    raiseLowerBound(objective) {
      bound = objective;
      raised.push(objective);
    },
    progress: () => progress(done, done / steps, done, list[0]?.objective ?? null),
    result: () => ({ ...result(done >= steps ? 'optimal' : 'stopped', list), progress: progress(done, done / steps) }),
  };
  return { search, raised, steps: () => done };
}

describe('a part run in slices', () => {
  it('reports each new best once and ends with the search’s result', async () => {
    const { search } = fakeSearch(6, new Map([[1, 10], [4, 30]]));
    const reported: number[][] = [];
    const control = new SliceControl();
    const final = await runInSlices(search, control, {
      onSolutions: (list) => reported.push(list.map((entry) => entry.objective)),
      yieldNow: () => Promise.resolve(),
    });
    expect(final.status).toBe('optimal');
    expect(reported).toEqual([[10], [30]]);
  });

  it('applies a bound that arrives between slices, and stops when told', async () => {
    const { search, raised, steps } = fakeSearch(100, new Map([[5, 20]]));
    const control = new SliceControl();
    let yields = 0;
    const final = await runInSlices(search, control, {
      yieldNow: async () => {
        yields += 1;
        if (yields === 2) control.raise(25);
        if (yields === 3) control.raise(24); // lower: ignored
        if (yields === 8) control.stop();
      },
    });
    expect(raised).toEqual([25]);
    expect(steps()).toBe(8);
    expect(final.status).toBe('stopped');
    // The stuff of 20 was not better than the bound: not kept.
    expect(final.solutions).toEqual([]);
  });

  it('yields to the event loop through a MessageChannel by default', async () => {
    const { search } = fakeSearch(3, new Map());
    const control = new SliceControl();
    const progressSeen: number[] = [];
    const final = await runInSlices(search, control, { onProgress: (entry) => progressSeen.push(entry.nodes), progressEveryMs: 0 });
    expect(final.status).toBe('optimal');
    expect(progressSeen).toEqual([1, 2, 3]);
  });
});
