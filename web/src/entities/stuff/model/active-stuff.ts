/**
 * The active stuff (builder-spec §4, site-spec §9 storage key `active-stuff`): the id of the member's
 * private stuff opened last, remembered in this browser so that it loads again after a login and the
 * menus can lead back to it. The transitions are those of builder-spec §4: opening a private stuff
 * records it; switching to the draft, deactivating, and deleting it clear it; a remembered stuff
 * that no longer exists is forgotten (and the "no equipment is active" warning opens).
 */
import { useSyncExternalStore } from 'react';
import { browserLocalStorage } from '#web/lib/browser-storage.ts';

export const ACTIVE_STUFF_KEY = 'active-stuff';

export type ActiveStuffEvent =
  /** A private stuff of the member was opened. */
  | { kind: 'open-private'; id: number }
  /** The builder switched to the local draft. */
  | { kind: 'open-draft' }
  /** The member deactivated the stuff (builder header action). */
  | { kind: 'deactivate' }
  /** The stuff `id` was deleted by the member. */
  | { kind: 'deleted'; id: number }
  /** The stuff `id` could not be read (deleted elsewhere, or not the member's). */
  | { kind: 'missing'; id: number }
  /** The member logged out: the marker stays for their next login in this browser. */
  | { kind: 'logout' };

/** The marker after `event` (null: no active stuff). */
export function nextActiveStuff(current: number | null, event: ActiveStuffEvent): number | null {
  switch (event.kind) {
    case 'open-private':
      return event.id;
    case 'open-draft':
    case 'deactivate':
      return null;
    case 'deleted':
    case 'missing':
      return current === event.id ? null : current;
    case 'logout':
      return current;
  }
}

/** The remembered id, or null when there is none or it is not a stuff id. */
export function readActiveStuff(storage: Pick<Storage, 'getItem'> | undefined): number | null {
  const raw = storage?.getItem(ACTIVE_STUFF_KEY) ?? null;
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

const listeners = new Set<() => void>();
let memory: number | null | undefined;

export function getActiveStuff(): number | null {
  const storage = browserLocalStorage();
  return storage ? readActiveStuff(storage) : (memory ?? null);
}

/** Applies `event` to the remembered marker; returns the new value. */
export function applyActiveStuffEvent(event: ActiveStuffEvent): number | null {
  const current = getActiveStuff();
  const next = nextActiveStuff(current, event);
  if (next === current) return next;
  const storage = browserLocalStorage();
  try {
    if (next === null) storage?.removeItem(ACTIVE_STUFF_KEY);
    else storage?.setItem(ACTIVE_STUFF_KEY, String(next));
  } catch {
    // Storage disabled: the marker lasts for this page.
  }
  memory = next;
  listeners.forEach((listener) => listener());
  return next;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACTIVE_STUFF_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The active stuff's id, or null. */
export function useActiveStuff(): number | null {
  return useSyncExternalStore(subscribe, getActiveStuff, () => null);
}

/* The warning "no equipment is active" (builder-spec §4), opened by whoever finds the stuff missing. */
const warningListeners = new Set<() => void>();
let warningOpen = false;

export function showMissingActiveStuff(): void {
  warningOpen = true;
  warningListeners.forEach((listener) => listener());
}

export function closeMissingActiveStuff(): void {
  warningOpen = false;
  warningListeners.forEach((listener) => listener());
}

export function useMissingActiveStuffWarning(): boolean {
  return useSyncExternalStore(
    (listener) => {
      warningListeners.add(listener);
      return () => warningListeners.delete(listener);
    },
    () => warningOpen,
    () => false,
  );
}
