/**
 * The damage target and options shared by the weapon and spells tabs. They live in the session
 * (sessionStorage), not in the stuff: switching tabs or reloading keeps them, a new browser tab
 * starts with no resistance, and the stuff saved or exported never carries them.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_DAMAGE_SETTINGS, readDamageSettings, type DamageSettings } from '#web/lib/damage-target.ts';
import { browserSessionStorage } from '#web/lib/browser-storage.ts';

const STORAGE_KEY = 'builder-damage-settings';
const listeners = new Set<() => void>();
let current: DamageSettings | undefined;

function snapshot(): DamageSettings {
  current ??= readDamageSettings(browserSessionStorage()?.getItem(STORAGE_KEY) ?? null);
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function write(next: DamageSettings): void {
  current = next;
  try {
    browserSessionStorage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A full or disabled storage keeps the settings in memory only.
  }
  for (const listener of listeners) listener();
}

export function useDamageSettings(): [DamageSettings, (change: (settings: DamageSettings) => DamageSettings) => void] {
  const settings = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_DAMAGE_SETTINGS);
  const update = useCallback((change: (settings: DamageSettings) => DamageSettings) => write(change(snapshot())), []);
  return [settings, update];
}
