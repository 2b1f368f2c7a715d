/**
 * Light and dark themes: the system preference by default, or the visitor's explicit choice kept
 * in localStorage. The choice is the `data-theme` attribute of <html>, which the design tokens
 * read (and which index.html sets before the first paint).
 */
import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';
const THEME_CHANGE_EVENT = 'tofulab:themechange';
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function explicitTheme(): Theme | undefined {
  const attribute = document.documentElement.dataset.theme;
  return attribute === 'light' || attribute === 'dark' ? attribute : undefined;
}

export function effectiveTheme(): Theme {
  return explicitTheme() ?? (darkQuery().matches ? 'dark' : 'light');
}

export function setTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered, but applied for this visit.
  }
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}

function subscribe(listener: () => void): () => void {
  const query = darkQuery();
  query.addEventListener('change', listener);
  window.addEventListener(THEME_CHANGE_EVENT, listener);
  return () => {
    query.removeEventListener('change', listener);
    window.removeEventListener(THEME_CHANGE_EVENT, listener);
  };
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, effectiveTheme, () => 'light');
}
