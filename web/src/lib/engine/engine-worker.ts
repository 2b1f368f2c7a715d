/**
 * What every engine worker of the app shares, whoever manages it (the bridge's single worker, the
 * Panominator pool's): how it is created, how its death is noticed (a crash rejects instead of
 * leaving calls hanging), how it is stopped, and the idle shutdown (a worker holds a whole catalogue
 * in memory, so an unused one is stopped after a while and started again on the next call).
 */
import * as Comlink from 'comlink';
import type { EngineWorkerApi } from './engine.worker.ts';

/** How long an unused engine worker stays (bridge and pool alike). */
export const ENGINE_WORKER_IDLE_MS = 60_000;

export { createEngineWorker } from './engine-worker-script.ts';

export interface EngineWorkerHandle {
  worker: Worker;
  remote: Comlink.Remote<EngineWorkerApi>;
  /** Rejects when the worker dies (script failed to load, uncaught error): calls racing it fail at once. */
  crashed: Promise<never>;
  /** True once the worker has crashed. */
  dead: boolean;
  /** Releases the Comlink proxy and terminates the worker (a WASM loop cannot be interrupted otherwise). */
  stop(): void;
}

/** Starts a worker from `createWorker` and watches it; `onCrash` runs once if it dies. */
export function startEngineWorker(createWorker: () => Worker, what: string, onCrash?: () => void): EngineWorkerHandle {
  const worker = createWorker();
  const remote = Comlink.wrap<EngineWorkerApi>(worker);
  const handle: EngineWorkerHandle = {
    worker,
    remote,
    crashed: new Promise<never>((_, reject) => {
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        handle.dead = true;
        onCrash?.();
        reject(new Error(`${what} failed: ${event.message || 'could not start'}`));
      });
    }),
    dead: false,
    stop() {
      remote[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
  handle.crashed.catch(() => undefined); // observed by the calls racing it; never an unhandled rejection
  return handle;
}

/** A timer that stops unused workers: scheduled when the last call ends, cancelled by the next one. */
export class IdleShutdown {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly idleMs: number,
    private readonly onIdle: () => void,
  ) {}

  schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.onIdle();
    }, this.idleMs);
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
