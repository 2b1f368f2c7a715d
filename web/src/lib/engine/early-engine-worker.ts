/**
 * The engine worker started by a builder page's HTML before the app's code runs (issue 23,
 * `web/src/engine-start.ts`), handed to the app's bridge on its first call (`EngineBridge`). Kept
 * on `globalThis`: the early start and the app are two entries of the build.
 */
interface EarlyEngineWorker {
  worker: Worker;
  /** The worker failed before the bridge took it (its script did not load): the bridge starts its own. */
  failed: boolean;
}

const KEY = Symbol.for('tofulab.early-engine-worker');

type Holder = { [KEY]?: EarlyEngineWorker };

/** Leaves `worker` (already loading its page's catalogue, by its name) for the bridge. */
export function offerEarlyEngineWorker(worker: Worker): void {
  const early: EarlyEngineWorker = { worker, failed: false };
  worker.addEventListener('error', () => (early.failed = true), { once: true });
  (globalThis as Holder)[KEY] = early;
}

/**
 * The worker the page started early, once (the next call gets undefined): undefined when there is
 * none or it failed (then it is stopped). It serves any variant: its name only says which catalogue
 * it loads before its first call.
 */
export function takeEarlyEngineWorker(): Worker | undefined {
  const holder = globalThis as Holder;
  const early = holder[KEY];
  if (!early) return undefined;
  delete holder[KEY];
  if (early.failed) {
    early.worker.terminate();
    return undefined;
  }
  return early.worker;
}
