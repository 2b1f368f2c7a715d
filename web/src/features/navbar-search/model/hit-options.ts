/**
 * The navbar hits as one flat list of options (the keyboard model moves through it) grouped for
 * display, each with the page it opens. Links are built from the one route table.
 */
import type { Lang, LocalizedText } from '#contract/common';
import type { NavbarSearchResponse } from '#contract/search';
import { buildPath } from '#web/config/routes.ts';
import { siteSearchPath, spellPagePath } from '#web/entities/search/model/site-search.ts';

export type HitGroupId = NavbarSearchResponse['results'][number]['index'];

export interface HitOption {
  /** Unique in the list: `${group}-${id}`, or `see-all`. */
  key: string;
  /** `all`: the "see all results" option, last of the list, which opens the search page. */
  group: HitGroupId | 'all';
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
        href: spellPagePath(lang, hit.class_id, hit.spell_id),
      })),
    },
  ];
}

export function flatOptions(groups: readonly HitGroupView[]): HitOption[] {
  return groups.flatMap((group) => group.options);
}

/** Every match the search page will list: the navbar's items and spells, and the sets; undefined until all are known. */
export function allResultsCount(groups: readonly HitGroupView[], setCount: number | undefined): number | undefined {
  if (setCount === undefined) return undefined;
  return groups.reduce((sum, group) => sum + group.total, setCount);
}

/** The "see all results" option: the search page of the text. */
export function seeAllOption(lang: Lang, text: string): HitOption {
  return { key: 'see-all', group: 'all', name: '', level: null, category: null, href: siteSearchPath(lang, text) };
}
