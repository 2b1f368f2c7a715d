/**
 * The one manager of the app's engine workers: the bridge's worker (sheets, damage, the Cacminator,
 * the stuffer code) and the Panominator's pool. Both create, watch and stop their workers the same
 * way (engine-worker.ts: one script, one crash handling, one idle shutdown); the UI reaches the
 * engine only through this module and the query hooks built on it, never by loading the engine.
 */
import type { PanominatorQuery, PanominatorResult } from '#game/panominator-types';
import type { Variant } from '#game/variants';
import { EngineBridge } from './engine-client.ts';
import { PanominatorPool, type PanominatorRunHandlers } from './panominator-pool.ts';

export const engineWorkers = {
  /** One worker for the calls of the pages; restarted on demand. */
  bridge: new EngineBridge(),
  /** Several workers for the Panominator's split searches. */
  pool: new PanominatorPool(),
  /** Stops every engine worker now (the next call starts what it needs). */
  terminate(): void {
    this.bridge.terminate();
    this.pool.terminate();
  },
};

/** The app's bridge (see `EngineBridge`). */
export const engineBridge = engineWorkers.bridge;

/** Starts the bridge's worker and its catalogue load ahead of a page's first sheet (see `EngineBridge.prepare`). */
export function warmEngine(variant: Variant): void {
  engineBridge.prepare(variant);
}

/** Starts the pool's workers ahead of a run (see `PanominatorPool.warm`). */
export function warmPanominator(variant: Variant): void {
  engineWorkers.pool.warm(variant);
}

/** Runs the Panominator split over several workers (see `PanominatorPool.run`). */
export function runPanominator(variant: Variant, query: PanominatorQuery, handlers: PanominatorRunHandlers = {}): Promise<PanominatorResult> {
  return engineWorkers.pool.run(variant, query, handlers);
}
