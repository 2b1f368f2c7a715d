/**
 * The game variant of this page and which tools exist on which variant. One build serves every
 * variant (site-spec §1: the variants are sibling sites, one host each; retro by default): the
 * server names the page's variant in the HTML it serves (`<html data-variant="dofus"
 * data-sites="retro=retro.localhost,…">`, server/src/web.ts), read here once at load. Where no
 * server wrote it (Vite's dev server, unit tests in Node), the `TOFULAB_VARIANT` build setting
 * (validated by `parseSiteVariant`, injected as `__TOFULAB_VARIANT__`) or the default applies.
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

const isVariant = (value: string | undefined): value is Variant => (VARIANTS as readonly string[]).includes(value ?? '');

/**
 * What the server's home prerender (server/src/web-prerender.ts) names before it imports the app in
 * Node: the same values as the page's data attributes, for the page it renders.
 */
export interface PrerenderPage {
  variant: string;
  sites: string;
  /** The scheme and port the page was asked on (the sibling sites' links keep them). */
  location: Pick<Location, 'protocol' | 'port'>;
}

/** The page's `<html>` data attributes (none in a worker or in Node, but the prerender's). */
function pageData(): Partial<Omit<PrerenderPage, 'location'>> | undefined {
  if (typeof document !== 'undefined') return document.documentElement.dataset;
  return prerenderPage();
}

function prerenderPage(): PrerenderPage | undefined {
  return (globalThis as { __TOFULAB_PRERENDER__?: PrerenderPage }).__TOFULAB_PRERENDER__;
}

function siteVariantOfPage(): Variant {
  const fromPage = pageData()?.variant;
  if (isVariant(fromPage)) return fromPage;
  return parseSiteVariant(typeof __TOFULAB_VARIANT__ === 'undefined' ? undefined : __TOFULAB_VARIANT__);
}

export const SITE_VARIANT: Variant = siteVariantOfPage();

/**
 * Hosts of the sibling sites, from `data-sites` (`retro=retro.localhost,dofus=dofus.localhost`):
 * entries that are not `variant=host` are ignored. Pure: unit-tested.
 */
export function parseSiteHosts(value: string | undefined): Partial<Record<Variant, string>> {
  const hosts: Partial<Record<Variant, string>> = {};
  for (const pair of (value ?? '').split(',')) {
    const [variant, host] = pair.split('=').map((part) => part.trim());
    if (isVariant(variant) && host && /^[a-z0-9.[\]:-]+$/i.test(host)) hosts[variant] = host;
  }
  return hosts;
}

export const SITE_HOSTS: Partial<Record<Variant, string>> = parseSiteHosts(pageData()?.sites);

/**
 * The address of `path` on the sibling site of `variant`, on this page's scheme and port; undefined
 * when that variant has no host (SITES names none).
 */
export function siblingUrl(
  variant: Variant,
  path: string,
  location: Pick<Location, 'protocol' | 'port'> | undefined = typeof window === 'undefined' ? prerenderPage()?.location : window.location,
  hosts: Partial<Record<Variant, string>> = SITE_HOSTS,
): string | undefined {
  const host = hosts[variant];
  if (host === undefined || location === undefined) return undefined;
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}${path}`;
}
