/**
 * A data name in the page language. Names missing in that language fall back to French (the data
 * always has it) and say so, so the page can mark them as French-only (`lang="fr"` and a badge).
 */
import { DEFAULT_LANG, type Lang, type LocalizedText } from '#contract/api';

export interface ShownName {
  text: string;
  lang: Lang;
  /** True when the page language has no name and the French one is shown. */
  fallback: boolean;
}

export function shownName(name: LocalizedText | null | undefined, lang: Lang): ShownName {
  const own = name?.[lang];
  if (own) return { text: own, lang, fallback: false };
  const french = name?.[DEFAULT_LANG] ?? Object.values(name ?? {})[0] ?? '';
  return { text: french, lang: DEFAULT_LANG, fallback: lang !== DEFAULT_LANG };
}
