/**
 * The builder's tabs (builder-spec §2): each is its own route, so a tab can be linked, reloaded and
 * reached with the browser's back button. The overview is the stuff route itself. Each mode has its
 * own routes: the draft's (`equipement/draft/…`), a member's own stuff (`equipement/private/{id}/…`,
 * with the damage simulation and the look applied to it) and a public stuff (`equipement/{id}/…`).
 */
import type { RouteName } from '#web/config/routes.ts';

export type BuilderMode = 'local' | 'private' | 'public';

export const BUILDER_TAB_IDS = ['overview', 'items', 'fm', 'characteristics', 'weapon', 'spells', 'boosts', 'skin', 'simulation'] as const;
export type BuilderTab = (typeof BUILDER_TAB_IDS)[number];

const TAB_ROUTES: Record<BuilderMode, Partial<Record<BuilderTab, RouteName>>> = {
  local: {
    overview: 'stuff.draft',
    items: 'stuff.draft-items',
    fm: 'stuff.draft-fm',
    characteristics: 'stuff.draft-caracteristics',
    weapon: 'stuff.draft-weapon',
    spells: 'stuff.draft-spells',
    boosts: 'stuff.draft-boosts',
  },
  private: {
    overview: 'stuff.private',
    items: 'stuff.items',
    fm: 'stuff.fm',
    characteristics: 'stuff.caracteristics',
    weapon: 'stuff.weapon',
    spells: 'stuff.spells',
    boosts: 'stuff.boosts',
    skin: 'stuff.skin',
    simulation: 'stuff.simulation',
  },
  public: {
    overview: 'stuff.public',
    items: 'stuff.public-items',
    fm: 'stuff.public-fm',
    characteristics: 'stuff.public-caracteristics',
    weapon: 'stuff.public-weapon',
    spells: 'stuff.public-spells',
    boosts: 'stuff.public-boosts',
    skin: 'stuff.public-skin',
  },
};

/** The copy page of each mode (`…/copie`). */
export const COPY_ROUTES: Record<BuilderMode, RouteName> = { local: 'stuff.draft-copy', private: 'stuff.copy', public: 'stuff.public-copy' };

/** The tabs of a mode, in the bar's order, with their routes. */
export function builderTabsOf(mode: BuilderMode): { id: BuilderTab; route: RouteName }[] {
  return BUILDER_TAB_IDS.flatMap((id) => {
    const route = TAB_ROUTES[mode][id];
    return route ? [{ id, route }] : [];
  });
}

/** The draft's tabs (kept for the pages that only know the draft). */
export const BUILDER_TABS = builderTabsOf('local');

/** The route of `tab` in `mode`, or the mode's overview when the mode has no such tab. */
export function builderTabRoute(mode: BuilderMode, tab: BuilderTab): RouteName {
  return TAB_ROUTES[mode][tab] ?? TAB_ROUTES[mode].overview!;
}

/** The mode and tab of a builder route. */
export function builderRouteOf(route: RouteName | undefined): { mode: BuilderMode; tab: BuilderTab } | undefined {
  for (const mode of ['local', 'private', 'public'] as const) {
    for (const id of BUILDER_TAB_IDS) if (route !== undefined && TAB_ROUTES[mode][id] === route) return { mode, tab: id };
  }
  return undefined;
}

export function builderTabOfRoute(route: RouteName | undefined): BuilderTab | undefined {
  return builderRouteOf(route)?.tab;
}
