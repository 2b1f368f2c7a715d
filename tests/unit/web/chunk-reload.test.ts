/**
 * The reload after a new deployment (site-spec §8, web/src/lib/chunk-reload.ts): a lazily loaded
 * part that cannot be fetched reloads the page once; the sessionStorage guard stops a loop.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, claimChunkReload, installChunkReload, isChunkLoadError, notePendingNavigation, reloadingLazy } from '#web/lib/chunk-reload.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('claimChunkReload', () => {
  it('allows one reload, then refuses another within the window, then allows again after it', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(claimChunkReload(storage, 1_000_000 + 1)).toBe(false);
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });

  it('treats a garbled or future guard as none, and never reloads without storage', () => {
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: 'nonsense' }), 5_000)).toBe(true);
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: String(9_000_000) }), 5_000)).toBe(true);
    expect(claimChunkReload(undefined, 5_000)).toBe(false);
    const throwing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => undefined };
    expect(claimChunkReload(throwing, 5_000)).toBe(false);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: http://x/assets/a-1.js', true],
    ['error loading dynamically imported module: http://x/assets/a-1.js', true],
    ['Importing a module script failed.', true],
    ['Unable to preload CSS for /assets/a-1.css', true],
    ['Cannot read properties of undefined', false],
  ])('%s → %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });
});

describe('in the page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notePendingNavigation(undefined);
  });

  it('reloads at the address of the navigation under way, when there is one', async () => {
    const { reload, assign } = fakeWindow();
    notePendingNavigation('/fr/cgu?x=1');
    void reloadingLazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/page-old.js')))();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(assign).toHaveBeenCalledWith('/fr/cgu?x=1');
    expect(reload).not.toHaveBeenCalled();
  });

  function fakeWindow() {
    const listeners = new Map<string, (event: Event) => void>();
    const reload = vi.fn();
    const assign = vi.fn();
    const storage = memoryStorage();
    vi.stubGlobal('window', { sessionStorage: storage, location: { reload, assign, pathname: '/fr', search: '', hash: '' }, addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, listener) });
    return { listeners, reload, assign, storage };
  }

  it('a route module that cannot be fetched reloads once; the second failure reaches the error page', async () => {
    const { reload } = fakeWindow();
    const failing = reloadingLazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/page-old.js')));
    const first = failing();
    let settled = false;
    first.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    await expect(failing()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('another error of a route module is not a reason to reload', async () => {
    const { reload } = fakeWindow();
    await expect(reloadingLazy(() => Promise.reject(new Error('boom')))()).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });

  it('Vite’s preload error is cancelled when the page reloads, and left to be rethrown on the second one', () => {
    const { listeners, reload } = fakeWindow();
    installChunkReload();
    const event = () => {
      let prevented = false;
      listeners.get('vite:preloadError')!({ preventDefault: () => (prevented = true) } as unknown as Event);
      return prevented;
    };
    expect(event()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
