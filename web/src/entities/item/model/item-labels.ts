/**
 * Display names for items and categories from the data (LocalizedText) and the shared category
 * table; categories the table does not name (every weapon record is `weapon`) are named by the
 * slot they go to.
 */
import type { TFunction } from 'i18next';
import type { Lang } from '#contract/common';
import type { ItemSummary } from '#contract/items';
import { findCategory } from '#contract/categories';
import { slotsForCategory } from '#game/slots';

export function categoryLabel(category: string, lang: Lang, t: TFunction): string {
  const named = findCategory(category);
  if (named) return named.name[lang];
  const slot = slotsForCategory(category)[0];
  return slot ? t(`slot.${slot}`) : category;
}

/** The name of an item's type: a weapon's own type (bow, sword…; every weapon's category is `weapon`), else its category. */
export function itemTypeName(item: Pick<ItemSummary, 'category' | 'weapon_type'>, lang: Lang): string | undefined {
  return (item.weapon_type ? findCategory(item.weapon_type) : undefined)?.name[lang] ?? findCategory(item.category)?.name[lang];
}
