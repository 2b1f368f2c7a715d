/**
 * A new deployment while a page is open (site-spec §8): the page's lazily loaded parts name files
 * of the previous build, which are gone. A part that fails to load — Vite's `vite:preloadError`
 * event, or a route's dynamic import that fails — reloads the page once, which then loads the new
 * build, instead of leaving it broken. A guard in sessionStorage allows one such reload per minute
 * of the tab: a part missing for another reason shows the error page rather than reloading forever.
 */

/** sessionStorage key: when the last reload for a missing part happened (ms since the epoch). */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
/** A second failure within this time after a reload is not reloaded again. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether to reload now; if so, writes the guard. False when a reload for a missing part happened
 * less than `CHUNK_RELOAD_WINDOW_MS` ago in this tab (or storage is unavailable: no reload loop
 * can be ruled out then).
 */
export function claimChunkReload(storage: GuardStorage | undefined, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** The browsers' messages for a module (or its CSS) that could not be fetched. */
const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

function sessionStore(): GuardStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The address of the in-app navigation under way (the router's pending location), if any: a part
 * missing for the page being opened reloads at that page's address, not the one being left.
 */
let pendingPath: string | undefined;

export function notePendingNavigation(path: string | undefined): void {
  pendingPath = path;
}

/** Reloads the page (at the address being navigated to, if any) if the guard allows it; answers whether it does. */
export function reloadForMissingChunk(): boolean {
  if (!claimChunkReload(sessionStore(), Date.now())) return false;
  const { pathname, search, hash } = window.location;
  if (pendingPath && pendingPath !== pathname + search + hash) window.location.assign(pendingPath);
  else window.location.reload();
  return true;
}

/**
 * Listens to Vite's preload errors: the event is cancelled (the error not rethrown) when the page
 * reloads; otherwise the error goes on to the page's error handling.
 */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForMissingChunk()) event.preventDefault();
  });
}

/**
 * A route's `lazy` that reloads the page once when its module cannot be fetched (the reload
 * replaces the page, so the promise is left pending); other errors, and a second failure, reach
 * the route's error page.
 */
export function reloadingLazy<T>(lazy: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await lazy();
    } catch (error) {
      if (isChunkLoadError(error) && reloadForMissingChunk()) return new Promise<T>(() => undefined);
      throw error;
    }
  };
}
