/**
 * Which language a visitor wants when the URL does not say (site-spec §2: an unknown path leads to
 * the home of the user's language). The choice made with the language switch is remembered in
 * localStorage and in a cookie: the server reads the cookie to redirect `/` before any script runs.
 */
import { DEFAULT_LANG, LANGS, type Lang } from '#contract/common';
import { isLang } from '#web/config/routes.ts';

export const LANG_STORAGE_KEY = 'lang';
const LANG_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

function storedLanguage(): Lang | undefined {
  try {
    const stored = localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(stored) ? stored : undefined;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed frame)
  }
}

/** The first browser language we support, matching on the primary subtag (`es-MX` → `es`). */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Lang | undefined {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if ((LANGS as readonly string[]).includes(primary)) return primary as Lang;
  }
  return undefined;
}

export function preferredLanguage(): Lang {
  return storedLanguage() ?? browserLanguage() ?? DEFAULT_LANG;
}

export function rememberLanguage(lang: Lang): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // The cookie below still carries the choice.
  }
  document.cookie = `${LANG_STORAGE_KEY}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
