/**
 * The private storage adapter (builder-spec §4 mode `private`): a member's own stuff on the server.
 * The builder's `update` changes the stuff shown at once (optimistic); the changes go to the API one
 * write after another (`planStuffWrites`), each naming the version of the server's last answer, so
 * two writes never race. When the writes are done the stuff shown becomes the server's answer.
 *
 * A refused write puts the stuff back to the server's last answer (and the pending changes with it);
 * a 409 (changed in another tab or device) reloads the stuff; a 404 or 403 means it is gone.
 */
import type { Stuff } from '#contract/stuff';
import type { StoredStuff } from '#contract/stuffs';
import { isApiError } from '#web/lib/api-client.ts';
import type { StuffWriteAnswer } from '../api/stuffs.ts';
import { planStuffWrites, sameWrite, type StuffWrite } from './stuff-writes.ts';

export interface PrivateStuffTransport {
  write(id: number, version: number, write: StuffWrite): Promise<StuffWriteAnswer>;
  read(id: number): Promise<StoredStuff>;
}

export interface PrivateStuffCallbacks {
  /** Every answer of the server (to keep the query cache in step). */
  onStored?(stored: StoredStuff): void;
  /** The writes are all done (lists may refresh). */
  onSettled?(stored: StoredStuff): void;
  /** A write was refused: the stuff is back to the server's; `name` is the stuff's. */
  onFailed?(error: unknown, name: string): void;
  /** The stuff changed elsewhere: it was read again. */
  onConflict?(reloaded: StoredStuff): void;
  /** The stuff is no longer readable (deleted elsewhere, 404; or no longer the member's, 403). */
  onMissing?(error: unknown): void;
}

export interface PrivateStuffState {
  /** The server's last answer. */
  stored: StoredStuff;
  /** What the builder shows: the server's answer plus the changes not written yet. */
  stuff: Stuff;
  /** Writes are under way. */
  saving: boolean;
  /** The stuff could not be read any more. */
  missing: boolean;
}

export interface PrivateStuffStore {
  getSnapshot(): PrivateStuffState;
  subscribe(listener: () => void): () => void;
  update(change: (stuff: Stuff) => Stuff): void;
  /**
   * A write that is not a change of the builder's object (the metadata form): sent after the
   * pending ones with the latest version. Its refusal is the caller's to show.
   */
  send(run: (version: number) => Promise<StoredStuff>): Promise<StoredStuff>;
  /** Resolves when no write is pending. */
  settled(): Promise<void>;
}

/** A pump never plans more writes than this in one go (a guard, far above any real edit). */
const MAX_WRITES_PER_PUMP = 500;

export function createPrivateStuffStore(initial: StoredStuff, transport: PrivateStuffTransport, callbacks: PrivateStuffCallbacks = {}): PrivateStuffStore {
  let stored = initial;
  let shown = initial.stuff;
  let saving = false;
  let missing = false;
  let snapshot: PrivateStuffState = { stored, stuff: shown, saving, missing };
  const listeners = new Set<() => void>();
  const explicit: { run: (version: number) => Promise<StoredStuff>; resolve: (stored: StoredStuff) => void; reject: (error: unknown) => void }[] = [];
  let pumping: Promise<void> | undefined;

  const publish = () => {
    snapshot = { stored, stuff: shown, saving, missing };
    listeners.forEach((listener) => listener());
  };

  const accept = (answer: StuffWriteAnswer) => {
    stored =
      answer.kind === 'stored'
        ? answer.stored
        : { ...stored, version: answer.version, stuff: { ...stored.stuff, boosts: answer.boosts } };
    callbacks.onStored?.(stored);
  };

  const status = (error: unknown) => (isApiError(error) ? error.status : 0);

  /** After a refusal: 409 reloads, 404/403 is a missing stuff, anything else puts the server's stuff back. */
  const recover = async (error: unknown, name: string, report: boolean) => {
    const code = status(error);
    if (code === 404 || code === 403) {
      missing = true;
      shown = stored.stuff;
      callbacks.onMissing?.(error);
      return;
    }
    if (code === 409) {
      try {
        stored = await transport.read(stored.id);
        shown = stored.stuff;
        callbacks.onStored?.(stored);
        callbacks.onConflict?.(stored);
      } catch (readError) {
        shown = stored.stuff;
        if (status(readError) === 404 || status(readError) === 403) {
          missing = true;
          callbacks.onMissing?.(readError);
        } else callbacks.onFailed?.(readError, name);
      }
      return;
    }
    shown = stored.stuff;
    if (report) callbacks.onFailed?.(error, name);
  };

  const pump = async () => {
    saving = true;
    publish();
    let last: StuffWrite | undefined;
    let count = 0;
    try {
      for (;;) {
        if (missing) break;
        const job = explicit.shift();
        if (job) {
          try {
            const answer = await job.run(stored.version);
            stored = answer;
            // The name is the metadata form's; the builder's pending changes stay.
            shown = { ...shown, name: answer.stuff.name };
            callbacks.onStored?.(stored);
            job.resolve(answer);
          } catch (error) {
            job.reject(error);
            if (status(error) === 409 || status(error) === 404 || status(error) === 403) await recover(error, shown.name, false);
          }
          publish();
          continue;
        }
        const write = planStuffWrites(stored.stuff, shown)[0];
        if (!write) break;
        // The server kept the stuff otherwise than asked (one boost per effect): its answer wins.
        if ((last && sameWrite(last, write)) || ++count > MAX_WRITES_PER_PUMP) break;
        last = write;
        try {
          accept(await transport.write(stored.id, stored.version, write));
        } catch (error) {
          await recover(error, shown.name || stored.name, true);
          // The pending metadata waits no longer: its version is gone.
          for (const pending of explicit.splice(0)) pending.reject(error);
          break;
        }
        publish();
      }
      if (!missing) shown = stored.stuff;
    } finally {
      saving = false;
      pumping = undefined;
      publish();
      if (!missing) callbacks.onSettled?.(stored);
    }
  };

  const schedule = () => {
    pumping ??= pump();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      if (missing) return;
      const next = change(shown);
      if (next === shown) return;
      shown = next;
      publish();
      schedule();
    },
    send(run) {
      return new Promise<StoredStuff>((resolve, reject) => {
        explicit.push({ run, resolve, reject });
        schedule();
      });
    },
    settled: () => pumping ?? Promise.resolve(),
  };
}
