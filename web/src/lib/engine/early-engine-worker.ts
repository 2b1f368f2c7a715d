/**
 * The engine worker started by a builder page's HTML before the app's code runs (issue 23,
 * `web/src/engine-start.ts`), handed to the app's bridge on its first call (`EngineBridge`). Kept
 * on `globalThis`: the early start and the app are two entries of the build.
 *
 * On the draft's pages the early start also asks that worker for the draft's first sheet
 * (`askEarlyDraftSheet`), in a message of its own (not Comlink's: the worker answers it before
 * Comlink sees it); the app takes the answer for its first sheet when its own input is the same
 * (`takeEarlyDraftSheet`, `app/draft-sheet.ts`), so the builder's first render can show the sheet.
 */
import type { StuffInput } from '#game/stuff';
import type { StuffInspection } from './engine.worker.ts';

/** What the early start asks, and what the worker answers, under this key of the message's data. */
export const EARLY_DRAFT_SHEET = 'tofulab:early-draft-sheet';

/** The worker's answer: the inspection and when the page received it (performance time), or why there is none. */
export type EarlyDraftAnswer = { inspection: StuffInspection; receivedAt: number } | { error: string };

/** The draft's first sheet asked by the early start. */
export interface EarlyDraftSheet {
  variant: string;
  input: StuffInput;
  /** When it was asked (performance time). */
  askedAt: number;
  answer: Promise<EarlyDraftAnswer>;
}

interface EarlyEngineWorker {
  worker: Worker;
  /** The worker failed before the bridge took it (its script did not load): the bridge starts its own. */
  failed: boolean;
}

const KEY = Symbol.for('tofulab.early-engine-worker');
const DRAFT_KEY = Symbol.for('tofulab.early-draft-sheet');

type Holder = { [KEY]?: EarlyEngineWorker; [DRAFT_KEY]?: EarlyDraftSheet };

/** Leaves `worker` (already loading its page's catalogue, by its name) for the bridge. */
export function offerEarlyEngineWorker(worker: Worker): void {
  const early: EarlyEngineWorker = { worker, failed: false };
  worker.addEventListener('error', () => (early.failed = true), { once: true });
  (globalThis as Holder)[KEY] = early;
}

/**
 * Asks `worker` (the early one) for the sheet of the draft `input` (the page's first sheet, marked
 * `tofulab:first-sheet-asked`); its answer waits for `takeEarlyDraftSheet`, and is returned too.
 */
export function askEarlyDraftSheet(worker: Worker, variant: string, input: StuffInput): Promise<EarlyDraftAnswer> {
  const answer = new Promise<EarlyDraftAnswer>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      const data = (event.data as Record<string, unknown> | null)?.[EARLY_DRAFT_SHEET] as { inspection?: StuffInspection; error?: string } | undefined;
      if (data === undefined) return;
      stop();
      resolve(data.inspection ? { inspection: data.inspection, receivedAt: performance.now() } : { error: String(data.error) });
    };
    const onError = () => {
      stop();
      resolve({ error: 'the engine worker failed' });
    };
    const stop = () => {
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
  });
  performance.mark('tofulab:first-sheet-asked');
  (globalThis as Holder)[DRAFT_KEY] = { variant, input, askedAt: performance.now(), answer };
  worker.postMessage({ [EARLY_DRAFT_SHEET]: { variant, input } });
  return answer;
}

/**
 * Resolves once the early draft sheet's `answer` is in (a sheet or why there is none) or after
 * `capMs`, whichever comes first. The draft's pages run their app once this resolves
 * (engine-start.ts): on this 2-core machine the app's modules (evaluated in one task of 150–350 ms)
 * and the builder's first render, run while the worker compiled the engine and read its catalogue,
 * held the first sheet back by about 150 ms on a warm visit; the app needs that sheet for its first
 * render anyway. The cap keeps a slow catalogue (a first visit's download) from holding the page back.
 */
export function whenEarlyDraftAnswered(answer: Promise<EarlyDraftAnswer>, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, capMs);
    void answer.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** What the worker posts first, as its script starts running (its thread is up: the page's main thread may turn to the app). */
export const EARLY_STARTED = 'tofulab:engine-started';

/**
 * Resolves once `worker` said it started (`EARLY_STARTED`), failed, or after `capMs`, whichever comes
 * first. A dedicated worker needs turns of the page's main thread to start (its script's answer is
 * handled there): the app's modules, evaluated in one task of 150–350 ms, could hold it back that
 * long when they ran first (measured on a warm visit: the worker's thread up 90–210 ms after it was
 * created, half of the time). The builder's pages run their app once this resolves (engine-start.ts).
 */
export function whenEngineWorkerStarted(worker: Worker, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', done);
      resolve();
    };
    const onMessage = (event: MessageEvent) => {
      if ((event.data as Record<string, unknown> | null)?.[EARLY_STARTED] !== undefined) done();
    };
    const timer = setTimeout(done, capMs);
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', done);
  });
}

/** The draft sheet the early start asked for, once (the next call gets undefined). */
export function takeEarlyDraftSheet(): EarlyDraftSheet | undefined {
  const holder = globalThis as Holder;
  const sheet = holder[DRAFT_KEY];
  delete holder[DRAFT_KEY];
  return sheet;
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

/** The request of an early draft sheet in a message's data (the worker's side), or undefined. */
export function earlyDraftSheetRequest(data: unknown): { variant: string; input: StuffInput } | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const request = (data as Record<string, unknown>)[EARLY_DRAFT_SHEET] as { variant?: unknown; input?: unknown } | undefined;
  if (typeof request !== 'object' || request === null || typeof request.variant !== 'string' || typeof request.input !== 'object' || request.input === null) return undefined;
  return { variant: request.variant, input: request.input as StuffInput };
}
