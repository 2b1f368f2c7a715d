/**
 * The news modal's memory (site-spec §9 browser key `news-read`): the id of the newest devblog post
 * the browser has seen in the modal. A newer published post opens the modal once; closing it writes
 * that post's id. Without storage (private mode), nothing is remembered and nothing is shown, so that
 * the modal never opens on every page.
 */
import { browserLocalStorage } from '#web/lib/browser-storage.ts';

export const NEWS_READ_KEY = 'news-read';

/** The last read post id; 0 when none was read; undefined when the browser keeps nothing. */
export function readNewsId(): number | undefined {
  const store = browserLocalStorage();
  if (!store) return undefined;
  const value = Number(store.getItem(NEWS_READ_KEY) ?? '0');
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

export function markNewsRead(id: number): void {
  try {
    const current = readNewsId() ?? 0;
    browserLocalStorage()?.setItem(NEWS_READ_KEY, String(Math.max(current, id)));
  } catch {
    // A full or refused storage: the modal may show again, which is harmless.
  }
}

/** Whether the newest post (its id) is still unread. */
export function isUnread(latestId: number | undefined, readId: number | undefined): boolean {
  return latestId !== undefined && readId !== undefined && latestId > readId;
}
