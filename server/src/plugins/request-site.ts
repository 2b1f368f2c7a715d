/**
 * The sibling site a request was asked from, `request.site`: the game variant that SITES maps its
 * host to (Host, or X-Forwarded-Host behind a trusted proxy: Fastify's `request.host`), else the
 * default variant (server/src/sites.ts). Routes whose game is not in their path (bootstrap, stats)
 * answer for it when the page does not name the game; the page's HTML carries it (web.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Variant } from '#game/variants';
import { variantOfHost, type Sites } from '../sites.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The game variant of the host the request was asked from. */
    readonly site: Variant;
  }
}

export function registerRequestSite(app: FastifyInstance, sites: Sites): void {
  app.decorateRequest('site', {
    getter(this: FastifyRequest) {
      return variantOfHost(sites, this.host);
    },
  });
}
