/**
 * The early start of the engine worker (issue 23): built as one classic script (vite.config.ts
 * `classicEngineStart`), which the server puts first in the head of the builder's pages
 * (server/src/web.ts), so that it runs while the page is parsed, before the app's entry and its
 * libraries take the main thread; it starts the worker named for the page's game (and the
 * catalogue's current memory image, `data-catalog`, when the server named it): the worker
 * loads that catalogue, its module and kernels at once (engine.worker.ts), while the app's code
 * loads and renders. The app's bridge takes this worker on its first call (`takeEarlyEngineWorker`).
 * On the draft's pages (`data-local-draft`) it also asks that worker for the local draft's first
 * sheet, read from localStorage without the contract's schemas (`storedDraftInput`).
 * It loads nothing else: no React, no Comlink, no zod, not even the game's list of variants.
 */
import { createEngineWorker } from '#web/lib/engine/engine-worker-script.ts';
import { engineWorkerName } from '#web/lib/engine/engine-worker-name.ts';
import { askEarlyDraftSheet, offerEarlyEngineWorker } from '#web/lib/engine/early-engine-worker.ts';
import { LOCAL_STUFF_KEY, storedDraftInput } from '#web/entities/stuff/model/local-draft.ts';

const page = document.documentElement.dataset;
// The page's game, as the server wrote it (the worker checks that it is one).
const variant = page.variant;
if (variant && typeof Worker !== 'undefined') {
  performance.mark('tofulab:engine-worker');
  // The catalogue's current memory image, as the server named it: a stored copy needs no question.
  const worker = createEngineWorker(engineWorkerName(variant, page.catalog));
  offerEarlyEngineWorker(worker);
  // A draft page: its first sheet is the local draft's, asked now (the app takes the answer when its own input is the same).
  if (page.localDraft !== undefined) {
    let input;
    try {
      input = storedDraftInput(localStorage.getItem(LOCAL_STUFF_KEY));
    } catch {
      // storage refused: the builder says so
    }
    if (input) askEarlyDraftSheet(worker, variant, input);
  }
}
