/**
 * The navbar hits as one flat list of options (the keyboard model moves through it) grouped for
 * display, each with the page it opens. Links are built from the one route table.
 */
import type { Lang, LocalizedText } from '#contract/common';
import type { NavbarSearchResponse } from '#contract/search';
import { buildPath } from '#web/config/routes.ts';

export type HitGroupId = NavbarSearchResponse['results'][number]['index'];

export interface HitOption {
  /** Unique in the list: `${group}-${id}`. */
  key: string;
  group: HitGroupId;
  name: LocalizedText | string;
  level: number | null;
  /** Item category for the icon; null for stuffs and spells. */
  category: string | null;
  href: string;
}

export interface HitGroupView {
  id: HitGroupId;
  total: number;
  options: HitOption[];
}

/** Hits of the items group naming a set (should the API file sets there) open the set page. */
const SET_CATEGORIES = new Set(['set', 'cloth']);

export function spellPagePath(lang: Lang, classId: number, spellId: number): string {
  return `${buildPath('encyclopedia.spells', lang, { classId })}?spellId=${spellId}`;
}

export function hitGroups(results: NavbarSearchResponse['results'], lang: Lang): HitGroupView[] {
  const [items, stuffs, spells] = results;
  return [
    {
      id: 'items',
      total: items.estimatedTotalHits,
      options: items.hits.map((hit) => ({
        key: `items-${hit.id}`,
        group: 'items',
        name: hit.name,
        level: hit.level,
        category: hit.category,
        href: SET_CATEGORIES.has(hit.category)
          ? buildPath('encyclopedia.cloth', lang, { clothId: hit.id })
          : buildPath('encyclopedia.item', lang, { itemId: hit.id }),
      })),
    },
    {
      id: 'stuffs',
      total: stuffs.estimatedTotalHits,
      options: stuffs.hits.map((hit) => ({
        key: `stuffs-${hit.id}`,
        group: 'stuffs',
        name: hit.name,
        level: null,
        category: null,
        href: buildPath('stuff.public', lang, { stuffId: hit.slug || hit.id }),
      })),
    },
    {
      id: 'spells',
      total: spells.estimatedTotalHits,
      options: spells.hits.map((hit) => ({
        key: `spells-${hit.id}`,
        group: 'spells',
        name: hit.name,
        level: null,
        category: null,
        // A spell of no class (class 0 in the data) has no spells page: the class picker instead.
        href:
          hit.class_id > 0
            ? spellPagePath(lang, hit.class_id, hit.spell_id)
            : buildPath('encyclopedia.category', lang, { category: 'spells' }),
      })),
    },
  ];
}

export function flatOptions(groups: readonly HitGroupView[]): HitOption[] {
  return groups.flatMap((group) => group.options);
}
