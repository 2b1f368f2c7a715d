/**
 * The site's absolute address for mail links: PUBLIC_URL when set; otherwise the sibling site the
 * request came to, but only a host that SITES names (never a Host header taken on trust, which
 * would let anyone have a reset link point to their own server), else the default game's host.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '#server/config';

export function siteUrl(request: FastifyRequest, config: Config): string {
  if (config.accounts.publicUrl) return config.accounts.publicUrl;
  const port = config.port === 80 ? '' : `:${config.port}`;
  const asked = request.hostname.toLowerCase();
  if (config.sites.hosts.has(asked)) return `http://${asked}${port}`;
  for (const [host, variant] of config.sites.hosts) if (variant === config.defaultGame) return `http://${host}${port}`;
  return `http://localhost${port}`;
}
