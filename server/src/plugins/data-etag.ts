/**
 * Answers that change only with a game's data (items, sets, spells, searches) carry an ETag made of
 * that game's data version and the answer's language, and `Cache-Control: no-cache`: the browser
 * keeps them and revalidates, and a revalidation costs one indexed lookup and a 304 until the next
 * import. The tag is weak (compression changes the bytes, not the meaning), with
 * `Vary: Accept-Encoding, X-Lang`. A route opts in with `config: { dataVersioned: true }` and a
 * `:game` parameter; error answers carry no tag. A route whose answer sometimes depends on the
 * caller (the encyclopedia's `folder` and `favorite` filters) gives a function telling, per request,
 * whether this answer is the data's alone: when it is not, no tag is made (the route marks it private).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchesEtag } from '../http/etag.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the `:game` parameter's data version (and the request's language); per request when a function. */
    dataVersioned?: boolean | ((request: FastifyRequest) => boolean);
  }
  interface FastifyRequest {
    dataEtag?: string;
  }
}

/** Call after `registerDatabase` and `registerRequestLang`. */
export function registerDataEtags(app: FastifyInstance): void {
  const { catalogs } = app.repos;
  app.addHook('preHandler', async (request, reply) => {
    const versioned = request.routeOptions.config.dataVersioned;
    if (!versioned || (typeof versioned === 'function' && !versioned(request))) return;
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
