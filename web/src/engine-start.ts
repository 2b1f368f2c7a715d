/**
 * The early start of the engine worker (issue 23): built as one classic script (vite.config.ts
 * `classicEngineStart`), which the server puts first in the head of the builder's pages
 * (server/src/web.ts), so that it runs while the page is parsed, before the app's entry and its
 * libraries take the main thread; it starts the worker named for the page's game (and the
 * catalogue's current memory image, `data-catalog`, when the server named it): the worker
 * loads that catalogue, its module and kernels at once (engine.worker.ts), while the app's code
 * loads and renders. The app's bridge takes this worker on its first call (`takeEarlyEngineWorker`).
 * On the draft's pages (`data-local-draft`) it also asks that worker for the local draft's first
 * sheet, read from localStorage without the contract's schemas (`storedDraftInput`). The app itself
 * (`data-app`: the server leaves its entry to this script on the builder's pages) runs once the
 * worker has started (`whenEngineWorkerStarted`), so that its modules do not hold the worker back;
 * on a draft page, once the draft's first sheet is in (`whenEarlyDraftAnswered`, capped).
 * It loads nothing else: no React, no Comlink, no zod, not even the game's list of variants.
 */
import { createEngineWorker } from '#web/lib/engine/engine-worker-script.ts';
import { engineWorkerName } from '#web/lib/engine/engine-worker-name.ts';
import { askEarlyDraftSheet, offerEarlyEngineWorker, whenEarlyDraftAnswered, whenEngineWorkerStarted } from '#web/lib/engine/early-engine-worker.ts';
import { LOCAL_STUFF_KEY, storedDraftInput } from '#web/entities/stuff/model/local-draft.ts';
import { handOver } from '#web/lib/engine/engine-handover.ts';
import { KERNELS_URL } from '#web/lib/engine/engine-kernels-url.ts';
import { catalogPaths } from '#contract/catalog-paths';

/** How long the app waits for the worker's start at most (a worker that does not say it started is not waited for longer). */
const APP_WAIT_MS = 150;
/** How long a draft page's app waits for the draft's first sheet at most (a warm visit's comes 350–600 ms after navigation here). */
const SHEET_WAIT_MS = 600;

const page = document.documentElement.dataset;
// The app's entry, when the server left it to this script (`data-app`, builder pages): run once the worker started.
const app = page.app;
const runApp = () => {
  if (app === undefined || !/^\/assets\/[\w.-]+\.js$/.test(app)) return;
  performance.mark('tofulab:app-run');
  void import(/* @vite-ignore */ app);
};
// The page's game, as the server wrote it (the worker checks that it is one).
const variant = page.variant;
if (!variant || typeof Worker === 'undefined') runApp();
else {
  performance.mark('tofulab:engine-worker');
  // The catalogue's current memory image, as the server named it: a stored copy needs no question.
  // A draft page hands the worker its kernels and that stored copy, got while the worker starts
  // (its app waits for the first sheet or, without a stored draft, asks for it after its render).
  const handed = page.localDraft !== undefined && page.catalog !== undefined;
  const worker = createEngineWorker(engineWorkerName(variant, page.catalog, handed));
  if (handed) handOver(worker, KERNELS_URL.href, catalogPaths.image.url({ game: variant }));
  offerEarlyEngineWorker(worker);
  // A draft page: its first sheet is the local draft's, asked now (the app takes the answer when its own input is the same).
  let input;
  if (page.localDraft !== undefined) {
    try {
      input = storedDraftInput(localStorage.getItem(LOCAL_STUFF_KEY));
    } catch {
      // storage refused: the builder says so
    }
  }
  // The draft's pages run the app once that sheet is in, the others once the worker has started.
  if (input) void whenEarlyDraftAnswered(askEarlyDraftSheet(worker, variant, input), SHEET_WAIT_MS).then(runApp);
  else void whenEngineWorkerStarted(worker, APP_WAIT_MS).then(runApp);
}
