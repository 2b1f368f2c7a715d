/**
 * The bridge between the UI and the engine worker, after Squoosh's WorkerBridge: the worker is
 * started on the first call, shut down after a minute without calls (it holds the whole catalogue
 * in memory) and restarted transparently on the next call. Every call takes an AbortSignal. Worker
 * creation, crash detection and the idle shutdown are those of every engine worker (engine-worker.ts);
 * the app's instance is in worker-manager.ts.
 */
import type * as Comlink from 'comlink';
import type { CacminatorExpectation, CacminatorQuery, CacminatorRanking, CacminatorResult } from '#game/cacminator-types';
import type { CatalogClass, CatalogItem, CatalogSet, DecodedStuff } from '#engine';
import type { DamageOptions, Target, WeaponDamage } from '#game/damage-types';
import type { StatSheet, StuffInput } from '#game/stuff';
import type { Variant } from '#game/variants';
import type { BoardState, BombminatorResult, ComboAction } from '#game/bombs';
import { installEngineErrorTransfer } from './engine-errors.ts';
import { createEngineWorker, ENGINE_WORKER_IDLE_MS, IdleShutdown, startEngineWorker, type EngineWorkerHandle } from './engine-worker.ts';
import { ENGINE_WORKER_NAME } from './engine-worker-name.ts';
import { takeEarlyEngineWorker } from './early-engine-worker.ts';
import type { ClassSpellDamage, EngineWorkerApi, StuffInspection } from './engine.worker.ts';

export type { ClassSpellDamage, StuffInspection };

// Engine input errors keep their code and field when they cross from the worker.
installEngineErrorTransfer();

export const ENGINE_IDLE_TIMEOUT_MS = ENGINE_WORKER_IDLE_MS;

interface CallOptions {
  /**
   * Whether aborting must also stop the worker. Only worth it for long searches (a WASM loop
   * cannot be interrupted otherwise); a stat sheet takes microseconds, and restarting would mean
   * reloading the catalogue, so aborting it only rejects the caller's promise.
   */
  terminateOnAbort?: boolean;
}

interface RunningWorker {
  handle: EngineWorkerHandle;
  /**
   * Rejects when the bridge stops the worker (another call's abort): Comlink drops the replies it
   * was waiting for, so the calls still running on it would never settle.
   */
  stopped: Promise<never>;
  markStopped: () => void;
}

/** The worker was stopped under a call that was not aborted itself: the call runs again on a new worker. */
class WorkerStopped extends Error {
  constructor() {
    super('engine worker stopped');
    this.name = 'WorkerStopped';
  }
}

/** How many times a call follows the worker being stopped under it before giving up. */
const MAX_RESTARTS = 3;

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Settles with `promise`, or rejects as soon as `signal` aborts. */
function abortable<T>(signal: AbortSignal | undefined, promise: Promise<T>, onAbort: () => void): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      onAbort();
      reject(abortReason(signal));
    };
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Marks the first sheet the page received (`tofulab:first-sheet`) and each step of the worker's
 * catalogue load (`tofulab:catalog:<step>`, at the worker's times) on the page's performance
 * timeline, with a `tofulab:catalog` mark whose detail says how it was loaded: what the catalogue
 * bench reads. Marks cost nothing the user notices; a worker that lost its timings marks nothing.
 */
async function markCatalogLoad(remote: Comlink.Remote<EngineWorkerApi>, variant: Variant, receivedAt?: number): Promise<void> {
  // An early answer (the page's early start asked) is marked when the page received it.
  performance.mark('tofulab:first-sheet', receivedAt === undefined ? undefined : { startTime: receivedAt, detail: { early: true } });
  const timings = await remote.catalogLoadTimings(variant).catch(() => null);
  if (!timings) return;
  for (const [step, at] of Object.entries(timings.at)) {
    performance.mark(`tofulab:catalog:${step}`, { startTime: Math.max(0, at - performance.timeOrigin) });
  }
  performance.mark('tofulab:catalog', {
    detail: {
      source: timings.source,
      bytes: timings.bytes,
      transferred: timings.transferred,
      fallback: timings.fallback,
      named: timings.named === true,
      storedIn: timings.storedIn,
      readAtOnce: timings.readAtOnce,
      handed: timings.handed,
    },
  });
}

export class EngineBridge {
  private running: RunningWorker | undefined;
  private readonly idle: IdleShutdown;
  private pendingCalls = 0;
  /** Whether the page's first sheet and its catalogue's load were marked (performance marks, once per page). */
  private firstSheetMarked = false;

  constructor(
    private readonly createWorker: () => Worker = () => createEngineWorker(ENGINE_WORKER_NAME),
    idleTimeoutMs: number = ENGINE_IDLE_TIMEOUT_MS,
    /** Whether the first worker may be the one the page's HTML started (`takeEarlyEngineWorker`): the app's bridge. */
    private readonly adoptEarlyWorker = true,
  ) {
    this.idle = new IdleShutdown(idleTimeoutMs, () => this.terminate());
  }

  /**
   * Starts the worker and its catalogue load now, for a page that is about to compute (the builder's
   * route, while its own code loads); a failure is left to the page's first real call to report.
   */
  prepare(variant: Variant): void {
    this.call(undefined, (remote) => remote.prepare(variant)).catch(() => undefined);
  }

  computeStats(variant: Variant, stuff: StuffInput, signal?: AbortSignal): Promise<StatSheet> {
    return this.call(signal, (remote) => remote.computeStats(variant, stuff));
  }

  inspectStuff(variant: Variant, stuff: StuffInput, signal?: AbortSignal): Promise<StuffInspection> {
    if (!this.firstSheetMarked && performance.getEntriesByName('tofulab:first-sheet-asked').length === 0) performance.mark('tofulab:first-sheet-asked');
    return this.call(signal, async (remote) => {
      const inspection = await remote.inspectStuff(variant, stuff);
      if (!this.firstSheetMarked) {
        this.firstSheetMarked = true;
        void markCatalogLoad(remote, variant);
      }
      return inspection;
    });
  }

  /**
   * The page's first sheet came from the early start's question (`takeEarlyDraftSheet`), received at
   * `receivedAt` (performance time): marked as the first sheet, with the catalogue's load, as if this
   * bridge had asked for it.
   */
  adoptFirstSheet(variant: Variant, receivedAt: number): void {
    if (this.firstSheetMarked) return;
    this.firstSheetMarked = true;
    void this.call(undefined, (remote) => markCatalogLoad(remote, variant, receivedAt)).catch(() => undefined);
  }

  weaponDamage(variant: Variant, stuff: StuffInput, target?: Target, options?: DamageOptions, signal?: AbortSignal): Promise<WeaponDamage | null> {
    return this.call(signal, (remote) => remote.weaponDamage(variant, stuff, target, options));
  }

  /** The worn weapon's figure under a Cacminator ranking; null without a weapon. */
  weaponScore(
    variant: Variant,
    stuff: StuffInput,
    target: Target | undefined,
    options: DamageOptions | undefined,
    rankBy: CacminatorRanking,
    expectation: CacminatorExpectation,
    signal?: AbortSignal,
  ): Promise<number | null> {
    return this.call(signal, (remote) => remote.weaponScore(variant, stuff, target, options, rankBy, expectation));
  }

  /** A whole-catalogue search: aborting `signal` stops the worker, since the WASM loop cannot be interrupted. */
  cacminator(variant: Variant, query: CacminatorQuery, signal?: AbortSignal): Promise<CacminatorResult> {
    return this.call(signal, (remote) => remote.cacminator(variant, query), { terminateOnAbort: true });
  }

  classSpellDamages(variant: Variant, stuff: StuffInput, classId: number, target?: Target, signal?: AbortSignal): Promise<ClassSpellDamage[]> {
    return this.call(signal, (remote) => remote.classSpellDamages(variant, stuff, classId, target));
  }

  /** The Bombminator's board for a stuff (game/bombs.ts), every hit computed by the engine's spell damage. */
  bombminator(variant: Variant, stuff: StuffInput, state: BoardState, actions: ComboAction[], signal?: AbortSignal): Promise<BombminatorResult> {
    return this.call(signal, (remote) => remote.bombminator(variant, stuff, state, actions));
  }

  catalogItems(variant: Variant, ids: readonly number[], signal?: AbortSignal): Promise<CatalogItem[]> {
    return this.call(signal, (remote) => remote.catalogItems(variant, ids));
  }

  catalogSets(variant: Variant, ids: readonly number[], signal?: AbortSignal): Promise<CatalogSet[]> {
    return this.call(signal, (remote) => remote.catalogSets(variant, ids));
  }

  catalogClass(variant: Variant, classId: number, signal?: AbortSignal): Promise<CatalogClass | null> {
    return this.call(signal, (remote) => remote.catalogClass(variant, classId));
  }

  /** Rejects with an engine input error (`isEngineInputError`, code `invalid_stuffer_code`) for a malformed code. */
  decodeStufferCode(variant: Variant, code: string, signal?: AbortSignal): Promise<DecodedStuff> {
    return this.call(signal, (remote) => remote.decodeStufferCode(variant, code));
  }

  encodeStufferCode(variant: Variant, stuff: StuffInput, signal?: AbortSignal): Promise<string> {
    return this.call(signal, (remote) => remote.encodeStufferCode(variant, stuff));
  }

  /** Stops the worker now; the next call starts a new one. */
  terminate(): void {
    this.idle.cancel();
    if (!this.running) return;
    this.running.handle.stop();
    this.running.markStopped();
    this.running = undefined;
  }

  private async call<T>(
    signal: AbortSignal | undefined,
    job: (remote: Comlink.Remote<EngineWorkerApi>) => Promise<T>,
    options: CallOptions = {},
  ): Promise<T> {
    for (let restarts = 0; ; restarts += 1) {
      try {
        return await this.callOnce(signal, job, options);
      } catch (error) {
        if (!(error instanceof WorkerStopped) || restarts >= MAX_RESTARTS) throw error;
      }
    }
  }

  private async callOnce<T>(
    signal: AbortSignal | undefined,
    job: (remote: Comlink.Remote<EngineWorkerApi>) => Promise<T>,
    { terminateOnAbort = false }: CallOptions,
  ): Promise<T> {
    signal?.throwIfAborted();
    this.idle.cancel();
    const running = this.ensureRunning();
    this.pendingCalls += 1;
    try {
      const result = Promise.race([job(running.handle.remote), running.handle.crashed, running.stopped]);
      return await abortable(signal, result, () => {
        if (terminateOnAbort && this.running === running) this.terminate();
      });
    } finally {
      this.pendingCalls -= 1;
      if (this.pendingCalls === 0 && this.running) this.idle.schedule();
    }
  }

  private ensureRunning(): RunningWorker {
    if (this.running) return this.running;
    // The worker the page's HTML started (builder pages opened directly), already loading its catalogue.
    const early = this.adoptEarlyWorker ? takeEarlyEngineWorker() : undefined;
    if (!early && !this.firstSheetMarked) performance.mark('tofulab:engine-worker');
    const handle = startEngineWorker(early ? () => early : this.createWorker, 'engine worker', () => {
      if (this.running?.handle === handle) this.terminate();
    });
    let markStopped: () => void = () => undefined;
    const stopped = new Promise<never>((_, reject) => (markStopped = () => reject(new WorkerStopped())));
    stopped.catch(() => undefined);
    this.running = { handle, stopped, markStopped };
    return this.running;
  }
}
