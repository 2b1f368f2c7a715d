/**
 * The visitor's draft stuff as React state backed by localStorage: every change is written at
 * once, so a reload loses nothing, and a change made in another tab shows up here too.
 */
import '../messages/index.ts'; // its alerts' texts: the tool routes use this hook outside the builder
import { useSyncExternalStore } from 'react';
import type { Stuff } from '#contract/stuff';
import { showAlert } from '#web/lib/alerts.ts';
import { i18n } from '#web/lib/i18n/index.ts';
import { createLocalStuffStorage, newLocalStuff, UnreadableStuffError, type StuffStorage } from '../model/stuff-storage.ts';

export interface StuffStore {
  getSnapshot(): Stuff;
  subscribe(listener: () => void): () => void;
  update(change: (stuff: Stuff) => Stuff): void;
}

export function createStuffStore(storage: StuffStorage, onUnreadable: (error: UnreadableStuffError) => void): StuffStore {
  const listeners = new Set<() => void>();
  let current: Stuff | undefined;
  let stopWatchingStorage: (() => void) | undefined;

  const read = (): Stuff => {
    try {
      return storage.load() ?? newLocalStuff();
    } catch (error) {
      if (!(error instanceof UnreadableStuffError)) throw error;
      onUnreadable(error);
      return newLocalStuff();
    }
  };
  const notify = () => listeners.forEach((listener) => listener());
  const getSnapshot = (): Stuff => (current ??= read());

  return {
    getSnapshot,
    subscribe(listener) {
      listeners.add(listener);
      stopWatchingStorage ??= storage.subscribe(() => {
        current = read();
        notify();
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatchingStorage?.();
          stopWatchingStorage = undefined;
        }
      };
    },
    update(change) {
      const next = change(getSnapshot());
      if (next === current) return;
      current = next;
      try {
        storage.save(next);
      } catch {
        // Storage full or disabled: the draft still works for this visit; say it will not persist.
        showAlert('warning', i18n.t('builder.saveFailed'));
      }
      notify();
    },
  };
}

let localDraftStore: StuffStore | undefined;

function getLocalDraftStore(): StuffStore {
  localDraftStore ??= createStuffStore(createLocalStuffStorage(), () => {
    // The draft is first read during a render: the alert waits for it to finish.
    queueMicrotask(() => showAlert('error', i18n.t('builder.localStuffCorrupt')));
  });
  return localDraftStore;
}

export function useLocalDraftStuff(): { stuff: Stuff; update: StuffStore['update'] } {
  const store = getLocalDraftStore();
  const stuff = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { stuff, update: store.update };
}
