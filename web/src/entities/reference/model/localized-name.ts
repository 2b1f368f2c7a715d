/**
 * The one rule for a data text (names, effect templates, types…) in the page language: a text
 * missing in that language falls back to French (else to a language the record has), and
 * says so, so a page can mark it (`lang="fr"` and a badge). The interface's own texts fall back to
 * English instead (i18next `fallbackLng`): they exist in every language.
 */
import { DEFAULT_LANG, LANGS, type Lang, type LocalizedText } from '#contract/common';

export interface ShownName {
  text: string;
  lang: Lang;
  /** True when the page language has no name and another language's is shown. */
  fallback: boolean;
}

export function shownName(name: LocalizedText | null | undefined, lang: Lang): ShownName {
  const own = name?.[lang];
  if (own) return { text: own, lang, fallback: false };
  const french = name?.[DEFAULT_LANG];
  if (french) return { text: french, lang: DEFAULT_LANG, fallback: lang !== DEFAULT_LANG };
  // A record without French (Dofus 2 type names are English only): the first language it has, said as such.
  for (const other of LANGS) {
    const text = name?.[other];
    if (text) return { text, lang: other, fallback: true };
  }
  return { text: '', lang: DEFAULT_LANG, fallback: lang !== DEFAULT_LANG };
}

/** The text `shownName` picks, for places that show it without a mark. */
export function localized(text: LocalizedText | null | undefined, lang: Lang): string {
  return shownName(text, lang).text;
}
