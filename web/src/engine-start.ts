/**
 * The early start of the engine worker (issue 23): built as one classic script (vite.config.ts
 * `classicEngineStart`), which the server puts first in the head of the builder's pages
 * (server/src/web.ts), so that it runs while the page is parsed, before the app's entry and its
 * libraries take the main thread; it starts the worker named for the page's game (and the
 * catalogue's current memory image, `data-catalog`, when the server named it): the worker
 * loads that catalogue, its module and kernels at once (engine.worker.ts), while the app's code
 * loads and renders. The app's bridge takes this worker on its first call (`takeEarlyEngineWorker`).
 * It loads nothing else: no React, no Comlink, not even the game's list of variants.
 */
import { createEngineWorker } from '#web/lib/engine/engine-worker-script.ts';
import { engineWorkerName } from '#web/lib/engine/engine-worker-name.ts';
import { offerEarlyEngineWorker } from '#web/lib/engine/early-engine-worker.ts';

// The page's game, as the server wrote it (the worker checks that it is one).
const variant = document.documentElement.dataset.variant;
if (variant && typeof Worker !== 'undefined') {
  performance.mark('tofulab:engine-worker');
  // The catalogue's current memory image, as the server named it: a stored copy needs no question.
  offerEarlyEngineWorker(createEngineWorker(engineWorkerName(variant, document.documentElement.dataset.catalog)));
}
