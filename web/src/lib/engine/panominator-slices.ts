/**
 * A Panominator search run in slices inside a worker: between two slices the worker goes back to its
 * event loop, where the page's messages wait (a better bound found by a sibling worker, a stop).
 * The yield is a MessageChannel round trip, not `setTimeout(0)`: timers are clamped to 4 ms after a
 * few nested calls, which would idle the core a fifth of the time with 15 ms slices.
 */
import type { PanominatorProgress, PanominatorResult, PanominatorSearch, PanominatorSolution } from '#game/panominator-types';
import { sameSolutionList } from './panominator-merge.ts';

export const PANOMINATOR_SLICE_MS = 15;
export const PANOMINATOR_PROGRESS_EVERY_MS = 100;

/** What the page may tell a running search between two slices. */
export class SliceControl {
  stopped = false;
  /** The highest objective a sibling worker guarantees; null: none yet. */
  lowerBound: number | null = null;

  raise(objective: number): void {
    if (Number.isFinite(objective) && (this.lowerBound === null || objective > this.lowerBound)) this.lowerBound = objective;
  }

  stop(): void {
    this.stopped = true;
  }
}

export interface SliceRunOptions {
  sliceMs?: number;
  progressEveryMs?: number;
  /** The part's best list each time it changes (best first). */
  onSolutions?: (solutions: PanominatorSolution[]) => unknown;
  onProgress?: (progress: PanominatorProgress) => unknown;
  /** Goes back to the event loop; resolves when the queued messages have been handled. */
  yieldNow?: () => Promise<void>;
  now?: () => number;
}

/** A yield through a MessageChannel: its message is queued behind the messages already waiting. */
export function messageChannelYield(): { yieldNow: () => Promise<void>; close: () => void } {
  const channel = new MessageChannel();
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return {
    yieldNow: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        channel.port2.postMessage(null);
      }),
    close: () => {
      channel.port1.close();
      channel.port2.close();
      waiting.splice(0).forEach((resolve) => resolve());
    },
  };
}

/** A callback through Comlink returns a promise that rejects if the page went away: never unhandled. */
function notify<T>(callback: ((value: T) => unknown) | undefined, value: T): void {
  if (!callback) return;
  try {
    void Promise.resolve(callback(value)).catch(() => undefined);
  } catch {
    // the page's callback threw synchronously: the search goes on
  }
}

/**
 * Steps `search` until it is over or `control` stops it, applying the bounds that arrive between
 * slices, and reports each change of the best list and the progress about every `progressEveryMs`.
 * Resolves with the search's result (`stopped` when stopped before the end).
 */
export async function runInSlices(search: PanominatorSearch, control: SliceControl, options: SliceRunOptions = {}): Promise<PanominatorResult> {
  const sliceMs = options.sliceMs ?? PANOMINATOR_SLICE_MS;
  const progressEveryMs = options.progressEveryMs ?? PANOMINATOR_PROGRESS_EVERY_MS;
  const now = options.now ?? (() => performance.now());
  const ownYield = options.yieldNow ? undefined : messageChannelYield();
  const yieldNow = options.yieldNow ?? ownYield!.yieldNow;
  let appliedBound: number | null = null;
  let lastLeaves = -1;
  let lastSolutions: PanominatorSolution[] = [];
  let lastProgressAt = -Infinity;
  try {
    for (;;) {
      if (control.lowerBound !== null && control.lowerBound !== appliedBound) {
        search.raiseLowerBound(control.lowerBound);
        appliedBound = control.lowerBound;
      }
      if (control.stopped) break;
      const over = search.step(sliceMs);
      const progress = search.progress();
      // The list can only change when a complete stuff was evaluated.
      if (progress.leaves !== lastLeaves || over) {
        lastLeaves = progress.leaves;
        const { solutions } = search.result();
        if (!sameSolutionList(lastSolutions, solutions)) {
          lastSolutions = solutions;
          notify(options.onSolutions, solutions);
        }
      }
      const at = now();
      if (over || at - lastProgressAt >= progressEveryMs) {
        lastProgressAt = at;
        notify(options.onProgress, progress);
      }
      if (over) break;
      await yieldNow();
    }
    return search.result();
  } finally {
    ownYield?.close();
  }
}
