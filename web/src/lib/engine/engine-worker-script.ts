/**
 * The app's engine worker script (one script: the bridge, the pool and the early start run the same
 * engine). Apart from engine-worker.ts so that the early start (`web/src/engine-start.ts`) loads
 * nothing else.
 */
export function createEngineWorker(name: string): Worker {
  return new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name });
}
