/**
 * Where the encyclopedia leads (issue 14 §3): an item forced into the Panominator's proposals
 * (`?with=<itemId>`, read by the Panominator), a set's compatibility page, a weapon's type ranked
 * by the Cacminator (`?type=<code>`), each only on a variant that has the tool (site-spec §1, the
 * menus' list in config/navigation.ts). Pure: unit-tested.
 */
import type { Lang } from '#contract/common';
import { findCategory } from '#contract/categories';
import type { Variant } from '#game/variants';
import { navSectionsFor } from '#web/config/navigation.ts';
import { buildPath, type RouteName } from '#web/config/routes.ts';

/** Whether the variant's site has the tool of `route` (its menus list it). */
export function hasTool(variant: Variant, route: RouteName): boolean {
  return navSectionsFor(variant).some((section) => section.entries.some((entry) => entry.route === route));
}

/** The Panominator with the item forced into every proposed stuff; null where the variant has no Panominator. */
export function panominatorWithItemHref(variant: Variant, lang: Lang, itemId: number): string | null {
  if (!hasTool(variant, 'tools.panominator')) return null;
  return `${buildPath('tools.panominator', lang)}?${new URLSearchParams({ with: String(itemId) }).toString()}`;
}

/** The Panominator's compatibility page of a set; null where the variant has no Panominator. */
export function panominatorSetHref(variant: Variant, lang: Lang, setId: number): string | null {
  if (!hasTool(variant, 'tools.panominator')) return null;
  return buildPath('tools.panominator-set', lang, { clothId: setId });
}

/**
 * The Cacminator ranking the weapons of this weapon's type (its spec code); null for a type the
 * Cacminator cannot filter by (no code) or where the variant has no Cacminator.
 */
export function cacminatorWeaponTypeHref(variant: Variant, lang: Lang, weaponType: string): string | null {
  const code = findCategory(weaponType)?.kind === 'weapon' ? findCategory(weaponType)?.code : null;
  if (!code || !hasTool(variant, 'tools.cacminator')) return null;
  return `${buildPath('tools.cacminator', lang)}?${new URLSearchParams({ type: code }).toString()}`;
}
