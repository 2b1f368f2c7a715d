/**
 * The page language for components: it is the URL's first segment, provided by the language
 * route, together with a path builder bound to it.
 */
import { createContext, useCallback, useContext } from 'react';
import { DEFAULT_LANG, type Lang } from '#contract/common';
import { buildPath, type RouteName, type RouteParams } from '#web/config/routes.ts';

export const LangContext = createContext<Lang>(DEFAULT_LANG);

export function useLang(): Lang {
  return useContext(LangContext);
}

/** `pathTo('stuff.draft')` → `/en/stuff/draft` under `/en/`. */
export function usePathTo(): (name: RouteName, params?: RouteParams) => string {
  const lang = useLang();
  return useCallback((name: RouteName, params?: RouteParams) => buildPath(name, lang, params), [lang]);
}
