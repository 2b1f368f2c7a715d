/**
 * The builder's tabs (builder-spec §2): each is its own route, so a tab can be linked, reloaded and
 * reached with the browser's back button. The overview is the stuff route itself.
 */
import type { RouteName } from '#web/config/routes.ts';

export const BUILDER_TABS = [
  { id: 'overview', route: 'stuff.draft' },
  { id: 'items', route: 'stuff.draft-items' },
  { id: 'fm', route: 'stuff.draft-fm' },
  { id: 'characteristics', route: 'stuff.draft-caracteristics' },
  { id: 'weapon', route: 'stuff.draft-weapon' },
  { id: 'spells', route: 'stuff.draft-spells' },
  { id: 'boosts', route: 'stuff.draft-boosts' },
] as const satisfies readonly { id: string; route: RouteName }[];

export type BuilderTab = (typeof BUILDER_TABS)[number]['id'];

export function builderTabOfRoute(route: RouteName | undefined): BuilderTab | undefined {
  return BUILDER_TABS.find((tab) => tab.route === route)?.id;
}
