/**
 * The menus of the top navigation and of the mobile sidebar (site-spec §2 shell), as data: both
 * render this one list. Tools that exist on some variants only (site-spec §1) name them here.
 */
import type { Variant } from '#game/variants';
import type { SharedMessageKey } from '#web/lib/i18n/fr.ts';
import { ENCYCLOPEDIA_CATEGORIES, type EncyclopediaCategory, type RouteName, type RouteParams } from './routes.ts';

export interface NavEntry {
  /** Stable id, also used for test ids. */
  id: string;
  route: RouteName;
  params?: RouteParams;
  label: SharedMessageKey;
  description: SharedMessageKey;
  /** Variants showing the entry; all when left out. */
  variants?: readonly Variant[];
  /** Shown to signed-in members only (builder-spec §2: the Stuffminator's link). */
  membersOnly?: boolean;
  /**
   * The menus show it on `variants` only, but the page works on every game by its URL (site-spec §2:
   * the Skinator is "shown on the touch variant"; a look is no game's data).
   */
  openOnEveryGame?: boolean;
}

export interface NavSection {
  id: 'encyclopedia' | 'stuffs' | 'tools' | 'community';
  label: SharedMessageKey;
  entries: readonly NavEntry[];
}

const encyclopediaEntries = (Object.keys(ENCYCLOPEDIA_CATEGORIES) as EncyclopediaCategory[]).map(
  (category): NavEntry => ({
    id: `encyclopedia-${category}`,
    route: 'encyclopedia.category',
    params: { category },
    label: `encyclopedia.${category}`,
    description: `menu.desc.${category}`,
  }),
);

/** An entry named after its route; its description key is checked by the navigation unit test. */
const routeEntry = (route: RouteName, extra: Partial<NavEntry> = {}): NavEntry => ({
  id: route.replace('.', '-'),
  route,
  label: `route.${route}`,
  description: `menu.desc.${route}` as SharedMessageKey,
  ...extra,
});

export const NAV_SECTIONS: readonly NavSection[] = [
  { id: 'encyclopedia', label: 'nav.encyclopedia', entries: encyclopediaEntries },
  {
    id: 'stuffs',
    label: 'nav.stuffs',
    entries: [routeEntry('stuff.draft'), routeEntry('stuff.search'), routeEntry('stuff.guides')],
  },
  {
    id: 'tools',
    label: 'nav.tools',
    entries: [
      routeEntry('tools.cacminator'),
      routeEntry('tools.panominator'),
      routeEntry('tools.stuffminator', { membersOnly: true }),
      routeEntry('tools.skinator', { variants: ['touch'], openOnEveryGame: true }),
      routeEntry('tools.bombminator', { variants: ['dofus'] }),
      routeEntry('workshop.home'),
      routeEntry('tools.dofus-stuffer', { variants: ['dofus', 'touch'] }),
      routeEntry('stuff.dofus-stuffer'),
    ],
  },
  {
    id: 'community',
    label: 'nav.community',
    entries: [routeEntry('community.user'), routeEntry('site.devblog'), routeEntry('badges')],
  },
];

/** Who looks at the menus: a visitor does not see the entries for members. */
export type NavAudience = 'member' | 'visitor';

/** The menus of a variant; every entry for a member (the default), the open ones for a visitor. */
export function navSectionsFor(variant: Variant, audience: NavAudience = 'member'): NavSection[] {
  return NAV_SECTIONS.map((section) => ({
    ...section,
    entries: section.entries.filter(
      (entry) => (!entry.variants || entry.variants.includes(variant)) && (audience === 'member' || !entry.membersOnly),
    ),
  }));
}
