/**
 * The sub-types a category screen can include or exclude, and the effects it can filter and sort
 * by: only those of the current game's data (issue 14 §5: Retro must not offer Dofus 2's Montilier,
 * Muldo or Volkorne, nor tackle). The item, weapon and set types come from the bootstrap's
 * `categories` (the server keeps the types its data holds), the effects from `effects` narrowed to
 * `stats_in_use`; cosmetics, which the bootstrap does not list, from the one category table.
 */
import type { Bootstrap } from '#contract/bootstrap';
import type { Lang } from '#contract/common';
import { COSMETIC_KEYS, findCategory } from '#contract/categories';
import type { SearchContext } from './list-filters.ts';

export interface SubTypeOption {
  value: string;
  label: string;
}

type BootstrapCategories = Bootstrap['categories'];
type CategoryRef = BootstrapCategories['items'][number];

const option = (entry: CategoryRef, lang: Lang): SubTypeOption => ({ value: entry.value, label: entry.name[lang] || entry.name.fr || entry.value });

/** The sub-types of a screen; none until the bootstrap is known (never another game's list). */
export function subTypeOptions(context: SearchContext, lang: Lang, categories: BootstrapCategories | undefined): SubTypeOption[] {
  if (context.kind === 'spells' || !categories) return [];
  if (context.kind === 'sets') return categories.cloths.map((entry) => option(entry, lang));
  if (context.apiCategory === 'weapons') return categories.weapons.map((entry) => option(entry, lang));
  if (context.apiCategory === 'cosmetics') {
    return COSMETIC_KEYS.flatMap((key) => {
      const entry = findCategory(key);
      return entry ? [{ value: key, label: entry.name[lang] }] : [];
    });
  }
  return categories.items.map((entry) => option(entry, lang));
}

type EffectRef = Bootstrap['effects']['main'][number];

/** The effects of the game that some record of its data gives (bootstrap `stats_in_use`). */
export function effectsInUse(effects: readonly EffectRef[], statsInUse: readonly string[]): EffectRef[] {
  const inUse = new Set(statsInUse);
  return effects.filter((effect) => inUse.has(effect.stat));
}

