/**
 * The i18next instance. The language is not detected here: it is the first segment of the URL,
 * applied by the language route (`applyLanguage`). French is the default, English the fallback
 * (site-spec §1). Resources are bundled TS modules, so initialisation is synchronous and the first
 * render is already translated. The instance starts with the shared texts; each feature adds its own
 * (`features/<feature>/messages/index.ts`) when its modules are first loaded, before it renders.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, FALLBACK_LANG, LANGS, type Lang } from '#contract/common';
import { setApiLanguage } from '../api-client.ts';
import { fr, type SharedMessages } from './fr.ts';
import { en } from './en.ts';
import { es } from './es.ts';

export const resources = {
  fr: { translation: fr },
  en: { translation: en },
  es: { translation: es },
} as const satisfies Record<Lang, { translation: SharedMessages }>;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
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
