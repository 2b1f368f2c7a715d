/**
 * The sibling sites (site-spec §1): one server serves every game variant, each on its own host.
 * `SITES` maps host names to variants — `retro.tofulab.example=retro,tofulab.example=dofus` — and
 * a request's variant is that of the host it was asked from (the Host header, or X-Forwarded-Host
 * behind a trusted proxy). Hosts are matched without their port and case-insensitively; a host
 * not in the map (an address, `localhost`, a name the map forgot) gets the default variant
 * (GAME_VERSION, retro). Pure functions: unit-tested in tests/unit/server/sites.test.ts.
 */
import { VARIANTS, type Variant } from '#game/variants';

/** What `npm start` serves on a fresh machine: browsers resolve `*.localhost` to this machine. */
export const DEFAULT_SITES = 'retro.localhost=retro,dofus.localhost=dofus,touch.localhost=touch';

export interface Sites {
  /** Host (lower case, no port) → variant. */
  readonly hosts: ReadonlyMap<string, Variant>;
  /** The variant of any other host. */
  readonly defaultVariant: Variant;
}

export class SitesError extends Error {
  override name = 'SitesError';
}

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Reads a `SITES` value: comma-separated `host=variant` pairs (spaces around them ignored). Refuses,
 * with a message naming the faulty pair, a pair without `=`, a host that is not a host name (no
 * scheme, port or path), a variant that is not one of VARIANTS, and a host given twice.
 */
export function parseSites(value: string, defaultVariant: Variant): Sites {
  const hosts = new Map<string, Variant>();
  const pairs = value
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '');
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    if (equals < 0) throw new SitesError(`"${pair}" is not host=variant (example: retro.tofulab.example=retro)`);
    const host = pair.slice(0, equals).trim().toLowerCase();
    const variant = pair.slice(equals + 1).trim();
    if (!HOST_NAME.test(host)) {
      throw new SitesError(`"${pair}": "${host}" is not a host name (no scheme, port or path: retro.tofulab.example)`);
    }
    if (!(VARIANTS as readonly string[]).includes(variant)) {
      throw new SitesError(`"${pair}": "${variant}" is not a game variant (one of ${VARIANTS.join(', ')})`);
    }
    if (hosts.has(host)) throw new SitesError(`"${host}" is given twice`);
    hosts.set(host, variant as Variant);
  }
  return { hosts, defaultVariant };
}

/** The host name of a Host header value: lower case, without the port (IPv6 brackets kept). */
export function hostName(header: string | undefined): string {
  if (!header) return '';
  const first = header.split(',')[0]!.trim().toLowerCase();
  if (first.startsWith('[')) return first.slice(0, first.indexOf(']') + 1);
  const colon = first.lastIndexOf(':');
  return (colon >= 0 ? first.slice(0, colon) : first).replace(/\.$/, '');
}

/** The variant a request for `host` (a Host header value) is served. */
export function variantOfHost(sites: Sites, host: string | undefined): Variant {
  return sites.hosts.get(hostName(host)) ?? sites.defaultVariant;
}

/**
 * The address of the sibling site of `variant`, on the same scheme and port as the request's:
 * the first host mapped to it; undefined when none is (the variant then has no site of its own).
 */
export function siteHostOf(sites: Sites, variant: Variant): string | undefined {
  for (const [host, mapped] of sites.hosts) if (mapped === variant) return host;
  return undefined;
}
