/**
 * Answers that change only with a game's data (items, sets, spells, searches) carry an ETag made of
 * that game's data version and the answer's language, and `Cache-Control: no-cache`: the browser
 * keeps them and revalidates, and a revalidation costs one indexed lookup and a 304 until the next
 * import. The tag is weak (compression changes the bytes, not the meaning), with
 * `Vary: Accept-Encoding, X-Lang`. A route opts in with `config: { dataVersioned: true }` and a
 * `:game` parameter; error answers carry no tag.
 */
import type { FastifyInstance } from 'fastify';
import { matchesEtag } from '../http/etag.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the `:game` parameter's data version (and the request's language). */
    dataVersioned?: boolean;
  }
  interface FastifyRequest {
    dataEtag?: string;
  }
}

/** Call after `registerDatabase` and `registerRequestLang`. */
export function registerDataEtags(app: FastifyInstance): void {
  const { catalogs } = app.repos;
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.dataVersioned) return;
    const game = (request.params as { game?: unknown } | undefined)?.game;
    if (typeof game !== 'string') return;
    const stored = await catalogs.version(game);
    if (!stored) return;
    const etag = `W/"${stored.version}-${request.lang}"`;
    request.dataEtag = etag;
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding, X-Lang');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.header('etag', etag).code(304).send();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.dataEtag && reply.statusCode === 200) reply.header('etag', request.dataEtag);
    return payload;
  });
}
