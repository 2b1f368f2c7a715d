/** The builder settings as React state backed by localStorage, shared by every tab and browser tab. */
import { useCallback, useSyncExternalStore } from 'react';
import { BUILDER_SETTINGS_KEY, readBuilderSettings, type BuilderSettings } from '../model/builder-settings.ts';

const listeners = new Set<() => void>();
let cached: { raw: string | null; settings: BuilderSettings } | undefined;

function snapshot(): BuilderSettings {
  const raw = localStorage.getItem(BUILDER_SETTINGS_KEY);
  if (!cached || cached.raw !== raw) cached = { raw, settings: readBuilderSettings(localStorage) };
  return cached.settings;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === BUILDER_SETTINGS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useBuilderSettings(): [BuilderSettings, (change: Partial<BuilderSettings>) => void] {
  const settings = useSyncExternalStore(subscribe, snapshot);
  const change = useCallback((patch: Partial<BuilderSettings>) => {
    try {
      localStorage.setItem(BUILDER_SETTINGS_KEY, JSON.stringify({ ...snapshot(), ...patch }));
    } catch {
      // Storage disabled: the setting holds for this page only.
      cached = { raw: null, settings: { ...snapshot(), ...patch } };
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [settings, change];
}
