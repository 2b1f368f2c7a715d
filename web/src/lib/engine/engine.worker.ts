/**
 * The engine worker: loads the catalogue and the WASM engine once per variant, then answers
 * characteristic computations off the main thread, so typing in the builder never stutters.
 *
 * `Comlink.expose` runs synchronously at the top of the module: a message that arrives before it
 * (the first call is posted right after `new Worker`) would otherwise be lost. The engine itself is
 * imported lazily, keeping the WASM and its glue out of the worker's start-up.
 */
import * as Comlink from 'comlink';
import { CatalogSchema } from '../../../../contract/catalog.ts';
import type { Engine, StatSheet, StuffInput, Variant } from '../../../../engine/src/index.ts';
import { apiGet } from '../api-client.ts';

const enginesByVariant = new Map<Variant, Promise<Engine>>();

async function loadEngine(variant: Variant): Promise<Engine> {
  const [{ createEngine }, catalog] = await Promise.all([
    import('../../../../engine/src/index.ts'),
    // The server sends an ETag: the browser cache revalidates instead of downloading again
    // when the worker is restarted after an idle shutdown.
    apiGet(`/api/catalog/${variant}`, CatalogSchema),
  ]);
  return createEngine({ variant, catalog });
}

function engineFor(variant: Variant): Promise<Engine> {
  let engine = enginesByVariant.get(variant);
  if (!engine) {
    engine = loadEngine(variant);
    // A failed load (server down) is retried by the next call instead of failing forever.
    engine.catch(() => enginesByVariant.delete(variant));
    enginesByVariant.set(variant, engine);
  }
  return engine;
}

const engineWorkerApi = {
  async computeStats(variant: Variant, stuff: StuffInput): Promise<StatSheet> {
    const engine = await engineFor(variant);
    return engine.computeStats(stuff);
  },
};

export type EngineWorkerApi = typeof engineWorkerApi;

Comlink.expose(engineWorkerApi);
