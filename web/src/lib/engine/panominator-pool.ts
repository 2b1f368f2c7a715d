/**
 * The Panominator over several workers (issue 6: "split the search over several workers, one per
 * core, and merge the bounds"). Each worker runs the same engine script (engine.worker.ts, its own
 * catalogue) on part `i` of `N` of the search tree; whenever the merged best list improves, the
 * objective it guarantees is sent to every part, which then prunes what cannot beat it. Cancel
 * stops every worker at once and keeps the best list so far.
 *
 * Workers that finished a search stay for the next one (loading the catalogue and the WASM costs
 * far more than a search on small queries) and are shut down after a minute without a search.
 */
import * as Comlink from 'comlink';
import type { Variant } from '#game/variants';
import type { PanominatorProgress, PanominatorQuery, PanominatorResult, PanominatorSolution } from '#game/panominator-types';
import { installEngineErrorTransfer } from './engine-errors.ts';
import { createEngineWorker, ENGINE_WORKER_IDLE_MS, IdleShutdown, startEngineWorker, type EngineWorkerHandle } from './engine-worker.ts';
import {
  defaultWorkerCount,
  forwardableBound,
  listLimitOf,
  mergePartResults,
  mergeSolutionLists,
  sameSolutionList,
  sumProgress,
  type PartOutcome,
} from './panominator-merge.ts';

installEngineErrorTransfer();

export const PANOMINATOR_POOL_IDLE_MS = ENGINE_WORKER_IDLE_MS;

export interface PanominatorRunHandlers {
  /** The merged best list (best first, at most `limit`) each time it changes. */
  onSolutions?: (solutions: PanominatorSolution[]) => void;
  /** The whole search's progress, about every 100 ms. */
  onProgress?: (progress: PanominatorProgress) => void;
  /** Aborting stops every worker; the run resolves with the best list so far (status `stopped`). */
  signal?: AbortSignal;
  /** Parts (and workers) to split the search over; default one per core, at most four. */
  workers?: number;
}

type PoolWorker = EngineWorkerHandle;

export class PanominatorPool {
  private idle: PoolWorker[] = [];
  /** Workers loading their catalogue ahead of a run (`warm`); a run takes them as they are. */
  private warming: PoolWorker[] = [];
  private readonly idleShutdown: IdleShutdown;
  private nextRunId = 1;

  constructor(
    private readonly createWorker: () => Worker = () => createEngineWorker('tofulab-panominator'),
    idleTimeoutMs: number = PANOMINATOR_POOL_IDLE_MS,
  ) {
    this.idleShutdown = new IdleShutdown(idleTimeoutMs, () => this.terminate());
  }

  /** Runs `query` split over the workers; rejects with the engine's input error for a bad query. */
  async run(variant: Variant, query: PanominatorQuery, handlers: PanominatorRunHandlers = {}): Promise<PanominatorResult> {
    const { signal, onSolutions, onProgress } = handlers;
    signal?.throwIfAborted();
    const parts = Math.max(1, Math.floor(handlers.workers ?? defaultWorkerCount(globalThis.navigator?.hardwareConcurrency)));
    const limit = listLimitOf(query);
    const runId = this.nextRunId++;
    const startedAt = performance.now();
    this.idleShutdown.cancel();
    const workers = Array.from({ length: parts }, () => this.acquire());
    const outcomes: PartOutcome[] = workers.map(() => ({ solutions: [] }));
    let merged: PanominatorSolution[] = [];
    let forwarded: number | null = null;
    let settled = false;

    const forward = (bound: number) => {
      workers.forEach((entry, index) => {
        if (outcomes[index].result === undefined) void entry.remote.panominatorRaise(runId, bound).catch(() => undefined);
      });
    };
    const partSolutions = (index: number, solutions: PanominatorSolution[]) => {
      if (settled) return;
      outcomes[index].solutions = solutions;
      const next = mergeSolutionLists(outcomes.map((outcome) => outcome.solutions), limit);
      if (sameSolutionList(merged, next)) return;
      merged = next;
      const bound = forwardableBound(merged, limit);
      if (bound !== null && (forwarded === null || bound > forwarded)) {
        forwarded = bound;
        forward(bound);
      }
      // Last: the caller may cancel from its callback, which stops the workers.
      onSolutions?.(merged);
    };
    const partProgress = (index: number, progress: PanominatorProgress) => {
      if (settled) return;
      outcomes[index].progress = progress;
      const total = sumProgress(
        outcomes.map((outcome) => outcome.progress),
        merged[0]?.objective ?? null,
      );
      onProgress?.({ ...total, elapsedMs: performance.now() - startedAt });
    };

    return new Promise<PanominatorResult>((resolve, reject) => {
      const finish = (outcome: { result: PanominatorResult } | { error: unknown }, keepWorkers: boolean) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', cancel);
        workers.forEach((entry) => (keepWorkers ? this.release(entry) : this.stop(entry)));
        if ('error' in outcome) reject(outcome.error);
        else resolve(outcome.result);
      };
      const cancel = () =>
        finish({ result: mergePartResults(outcomes, query, performance.now() - startedAt) }, false);
      signal?.addEventListener('abort', cancel, { once: true });

      let pending = parts;
      workers.forEach((entry, index) => {
        const partQuery: PanominatorQuery = { ...query, part: index, parts };
        const call = entry.remote.panominator(
          variant,
          partQuery,
          runId,
          Comlink.proxy((solutions: PanominatorSolution[]) => partSolutions(index, solutions)),
          Comlink.proxy((progress: PanominatorProgress) => partProgress(index, progress)),
        );
        Promise.race([call, entry.crashed]).then(
          (result) => {
            if (settled) return;
            outcomes[index].result = result;
            outcomes[index].progress = result.progress;
            partSolutions(index, result.solutions);
            if (settled) return;
            pending -= 1;
            if (pending > 0) {
              // A finished part no longer needs bounds; the others still report progress.
              partProgress(index, result.progress);
              return;
            }
            const final = mergePartResults(outcomes, query, performance.now() - startedAt);
            onProgress?.(final.progress);
            finish({ result: final }, true);
          },
          // One part's failure (a bad query fails every part alike, a crash is a crash): the run fails.
          (error: unknown) => finish({ error }, false),
        );
      });
    });
  }

  /**
   * Starts the workers of the next run now, each loading the catalogue and the engine, so that the
   * run itself starts searching at once (the page calls this when it opens). Unused, they shut down
   * like idle ones.
   */
  warm(variant: Variant, workers: number = defaultWorkerCount(globalThis.navigator?.hardwareConcurrency)): void {
    this.idleShutdown.cancel();
    const missing = workers - this.idle.length - this.warming.length;
    for (let count = 0; count < missing; count += 1) {
      const entry = this.create();
      this.warming.push(entry);
      const settle = (loaded: boolean) => {
        const at = this.warming.indexOf(entry);
        // Taken by a run meanwhile, or the pool was shut down.
        if (at === -1) return;
        this.warming.splice(at, 1);
        if (loaded) this.release(entry);
        else this.stop(entry);
      };
      Promise.race([entry.remote.catalogSets(variant, []), entry.crashed]).then(
        () => settle(true),
        () => settle(false),
      );
    }
    if (missing <= 0 && this.idle.length > 0) this.scheduleIdleShutdown();
  }

  /** Stops every idle (and warming) worker now. */
  terminate(): void {
    this.idleShutdown.cancel();
    this.idle.splice(0).forEach((entry) => this.stop(entry));
    this.warming.splice(0).forEach((entry) => this.stop(entry));
  }

  private acquire(): PoolWorker {
    for (let reused = this.idle.pop() ?? this.warming.shift(); reused; reused = this.idle.pop() ?? this.warming.shift()) {
      if (!reused.dead) return reused;
      this.stop(reused);
    }
    return this.create();
  }

  private create(): PoolWorker {
    return startEngineWorker(this.createWorker, 'panominator worker');
  }

  private release(entry: PoolWorker): void {
    this.idle.push(entry);
    this.scheduleIdleShutdown();
  }

  private scheduleIdleShutdown(): void {
    this.idleShutdown.schedule();
  }

  /** A WASM slice cannot be interrupted and a worker may still be loading its catalogue: terminate. */
  private stop(entry: PoolWorker): void {
    entry.stop();
  }
}

