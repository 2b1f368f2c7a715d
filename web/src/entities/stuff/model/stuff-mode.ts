/**
 * The stuff mode of the page (builder-spec §4, site-spec §3 visibility: none, private, public,
 * local): set by the builder of the route shown, `none` elsewhere. The admin's debug line of the
 * user menu reads it.
 */
import { useSyncExternalStore } from 'react';
import type { StuffMode } from '#contract/stuff';

let mode: StuffMode = 'none';
const listeners = new Set<() => void>();

export function setCurrentStuffMode(next: StuffMode): void {
  if (next === mode) return;
  mode = next;
  listeners.forEach((listener) => listener());
}

export function getCurrentStuffMode(): StuffMode {
  return mode;
}

export function useCurrentStuffMode(): StuffMode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getCurrentStuffMode,
    () => 'none' as const,
  );
}
