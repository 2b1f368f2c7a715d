/**
 * A set's name inside a sentence (issue 14 §8): "Fait partie de la panoplie Gelax" but "Fait partie
 * de la Panoplie du Bouftou", "Part of the Gobball Set", "Forma parte del Set del Jalató": the
 * kind's noun is added only when the name lacks it (lib/i18n/phrasing.ts). Pure: unit-tested.
 */
import type { Lang } from '#contract/common';
import { withKindNoun } from '#web/lib/i18n/phrasing.ts';

export const SET_NOUN: Readonly<Record<Lang, string>> = { fr: 'panoplie', en: 'set', es: 'set' };

/** The set's name with the noun "panoplie"/"set" once, to follow "de la" / "the" / "del". */
export function setWithNoun(lang: Lang, name: string): string {
  return withKindNoun(lang, SET_NOUN[lang], name);
}
