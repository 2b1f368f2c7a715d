/** A badge text in the page's language (every badge has all three). */
import type { Lang } from '#contract/common';

export function localText(text: Readonly<Record<Lang, string>>, lang: Lang): string {
  return text[lang];
}
