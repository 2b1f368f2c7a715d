/**
 * The game variant this build of the site serves and which tools exist on which variant. One build
 * serves one variant (site-spec §1: the variants are sibling sites; retro by default): the variant
 * is chosen when the app is built, from the `TOFULAB_VARIANT` environment variable that
 * vite.config.ts validates with `parseSiteVariant` and injects as `__TOFULAB_VARIANT__`.
 */
import { DEFAULT_VARIANT, VARIANTS, type Variant } from '#game/variants';

/** The environment variable naming the variant of a build. */
export const SITE_VARIANT_SETTING = 'TOFULAB_VARIANT';

/**
 * The variant named by the setting's value: unset or empty means the default (retro); anything
 * else that is not a variant is refused, so a typo fails the build instead of shipping a retro site.
 */
export function parseSiteVariant(value: string | undefined): Variant {
  if (value === undefined || value === '') return DEFAULT_VARIANT;
  if ((VARIANTS as readonly string[]).includes(value)) return value as Variant;
  throw new Error(
    `${SITE_VARIANT_SETTING}=${JSON.stringify(value)} is not a game variant: use one of ${VARIANTS.join(', ')} (unset: ${DEFAULT_VARIANT})`,
  );
}

/** Replaced by Vite's `define` in builds and the dev server; absent where Vite does not build (unit tests in Node). */
declare const __TOFULAB_VARIANT__: string | undefined;

export const SITE_VARIANT: Variant = parseSiteVariant(typeof __TOFULAB_VARIANT__ === 'undefined' ? undefined : __TOFULAB_VARIANT__);
