/**
 * The i18next instance. The language is not detected here: it is the first segment of the URL,
 * applied by the language route (`applyLanguage`). French is the default, English the fallback
 * (site-spec §1). The shared texts of one language load with it (`loadLanguage`, a chunk per language,
 * issue 23: the first load carries only the page's language); the routes await it before anything
 * renders, so no screen shows a raw key. Each feature adds its own texts
 * (`features/<feature>/messages/index.ts`) when its modules are first loaded, before it renders.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, FALLBACK_LANG, LANGS, type Lang } from '#contract/common';
import { setApiLanguage } from '../api-client.ts';
import type { SharedMessages } from './fr.ts';

/** The shared texts of each language, each its own chunk. */
const SHARED_MESSAGES: Record<Lang, () => Promise<SharedMessages>> = {
  fr: async () => (await import('./fr.ts')).fr,
  en: async () => (await import('./en.ts')).en,
  es: async () => (await import('./es.ts')).es,
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // Filled language by language (loadLanguage); no backend: nothing is fetched by i18next itself.
  resources: {},
  lng: DEFAULT_LANG,
  fallbackLng: FALLBACK_LANG,
  supportedLngs: [...LANGS],
  // Flat keys: route names (`stuff.draft`) and stat keys are used as they are.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  returnNull: false,
});

const loading = new Map<Lang, Promise<void>>();

/**
 * Loads the shared texts of `lang` into the instance (once; later calls share the first one). Callers
 * await it before rendering in `lang`: the language route's loader, the root loader.
 */
export function loadLanguage(lang: Lang): Promise<void> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = SHARED_MESSAGES[lang]().then((messages) => {
      // Not over the features' bundles already added for that language (other keys: deep merge).
      i18n.addResourceBundle(lang, 'translation', messages, true, false);
    });
    // A failed chunk (network) may be tried again by the next navigation.
    promise.catch(() => loading.delete(lang));
    loading.set(lang, promise);
  }
  return promise;
}

/** Makes `lang` the language of the texts, of the API calls (`x-lang`) and of the document. */
export function applyLanguage(lang: Lang): void {
  setApiLanguage(lang);
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export function currentLanguage(): Lang {
  const lang = i18n.language;
  return (LANGS as readonly string[]).includes(lang) ? (lang as Lang) : DEFAULT_LANG;
}
