/**
 * Links between the sibling sites (site-spec §1: "links to the sibling sites of the other variants
 * are shown from each variant"; issue 15): the same page in the other game where it exists, else
 * that game's home. A page "exists" in another game when its route is offered there (navigation.ts
 * names the variant-only tools) and names nothing of this game's data: an item or a set id is this
 * game's record (ids differ between games), so the sibling link of an item page is the other
 * game's list of that kind; a class id is the same class everywhere. Query strings are this game's
 * filters and are dropped. Pure: unit-tested in tests/unit/web/sibling-sites.test.ts.
 */
import type { Lang } from '#contract/common';
import type { Variant } from '#game/variants';
import { NAV_SECTIONS } from './navigation.ts';
import { buildPath, matchLocalisedPath, type RouteName } from './routes.ts';

/**
 * The variants a route is offered on, when navigation.ts restricts it (every variant otherwise; an
 * entry `openOnEveryGame` restricts its menus only).
 */
export function routeVariants(route: RouteName): readonly Variant[] | undefined {
  for (const section of NAV_SECTIONS) {
    for (const entry of section.entries) if (entry.route === route && entry.variants && !entry.openOnEveryGame) return entry.variants;
  }
  return undefined;
}

export function routeExistsOn(route: RouteName, variant: Variant): boolean {
  const variants = routeVariants(route);
  return variants === undefined || variants.includes(variant);
}

/** Pages about one record of this game's data, and the list of that kind in another game. */
const RECORD_PAGES: Partial<Record<RouteName, { category: 'item' | 'cloth' }>> = {
  'encyclopedia.item': { category: 'item' },
  'encyclopedia.cloth': { category: 'cloth' },
  'tools.panominator-set': { category: 'cloth' },
};

/**
 * The path of the page that corresponds to `pathname` on `variant`'s site: the same route (and
 * language) when it exists there, the list of the record's kind for a record page, the home
 * otherwise.
 */
export function siblingPath(pathname: string, variant: Variant, fallbackLang: Lang): string {
  const match = matchLocalisedPath(pathname);
  if (!match) return buildPath('site.home', fallbackLang);
  const { name, lang, params } = match;
  const record = RECORD_PAGES[name];
  if (record) return buildPath('encyclopedia.category', lang, { category: record.category });
  if (!routeExistsOn(name, variant)) return buildPath('site.home', lang);
  return buildPath(name, lang, params);
}
