/**
 * The sub-types a category screen can include or exclude, from the one category table
 * (contract/categories.ts): spec codes where the spec has one, else the data key (cosmetics).
 */
import type { Lang } from '#contract/common';
import { CLOTH_CATEGORIES, COSMETIC_KEYS, findCategory, ITEM_CATEGORIES, WEAPON_CATEGORIES } from '#contract/categories';
import type { SearchContext } from './list-filters.ts';

export interface SubTypeOption {
  value: string;
  label: string;
}

export function subTypeOptions(context: SearchContext, lang: Lang): SubTypeOption[] {
  switch (context.kind) {
    case 'sets':
      return CLOTH_CATEGORIES.map((entry) => ({ value: entry.code, label: entry.name[lang] }));
    case 'spells':
      return [];
    case 'items':
      if (context.apiCategory === 'weapons') {
        return WEAPON_CATEGORIES.filter((entry) => entry.menu && entry.code).map((entry) => ({ value: entry.code!, label: entry.name[lang] }));
      }
      if (context.apiCategory === 'cosmetics') {
        return COSMETIC_KEYS.flatMap((key) => {
          const entry = findCategory(key);
          return entry ? [{ value: key, label: entry.name[lang] }] : [];
        });
      }
      return ITEM_CATEGORIES.filter((entry) => entry.menu && entry.code).map((entry) => ({ value: entry.code!, label: entry.name[lang] }));
  }
}

/** The name of an item's category; weapons are all `weapon` in the summaries. */
export function itemCategoryName(category: string, lang: Lang): string | undefined {
  return findCategory(category)?.name[lang];
}
