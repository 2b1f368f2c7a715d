import { describe, expect, it, vi } from 'vitest';
import type { Stuff } from '#contract/stuff';
import { createStuffStore } from '#web/entities/stuff/hooks/use-local-draft-stuff.ts';
import { newLocalStuff, UnreadableStuffError, type StuffStorage } from '#web/entities/stuff/model/stuff-storage.ts';

function memoryStorage(initial?: Stuff | 'corrupt') {
  let stored = initial;
  let notifyExternal: (() => void) | undefined;
  const storage: StuffStorage & { saved: Stuff[]; changeElsewhere(stuff: Stuff): void } = {
    mode: 'local',
    saved: [],
    load() {
      if (stored === 'corrupt') {
        stored = undefined;
        throw new UnreadableStuffError(new SyntaxError('bad JSON'));
      }
      return stored;
    },
    save(stuff) {
      stored = stuff;
      storage.saved.push(stuff);
    },
    subscribe(onExternalChange) {
      notifyExternal = onExternalChange;
      return () => (notifyExternal = undefined);
    },
    changeElsewhere(stuff) {
      stored = stuff;
      notifyExternal?.();
    },
  };
  return storage;
}

describe('stuff store', () => {
  it('starts from a new local stuff and saves every change at once', () => {
    const storage = memoryStorage();
    const store = createStuffStore(storage, () => undefined);
    expect(store.getSnapshot()).toEqual(newLocalStuff());
    store.update((stuff) => ({ ...stuff, level: 42 }));
    store.update((stuff) => ({ ...stuff, items: { ch: 2411 } }));
    expect(storage.saved.map((stuff) => stuff.level)).toEqual([42, 42]);
    expect(store.getSnapshot()).toMatchObject({ level: 42, items: { ch: 2411 } });
  });

  it('does not save or notify when a change returns the same stuff', () => {
    const storage = memoryStorage();
    const store = createStuffStore(storage, () => undefined);
    const listener = vi.fn();
    store.subscribe(listener);
    store.update((stuff) => stuff);
    expect(storage.saved).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
  });

  it('reports an unreadable stored stuff and starts afresh', () => {
    const onUnreadable = vi.fn();
    const store = createStuffStore(memoryStorage('corrupt'), onUnreadable);
    expect(store.getSnapshot()).toEqual(newLocalStuff());
    expect(onUnreadable).toHaveBeenCalledTimes(1);
    expect(onUnreadable.mock.calls[0][0]).toBeInstanceOf(UnreadableStuffError);
  });

  it('follows a change made in another tab while someone listens', () => {
    const storage = memoryStorage();
    const store = createStuffStore(storage, () => undefined);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    storage.changeElsewhere({ ...newLocalStuff(), level: 99 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().level).toBe(99);
    unsubscribe();
    storage.changeElsewhere({ ...newLocalStuff(), level: 7 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
