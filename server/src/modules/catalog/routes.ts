/**
 * GET /api/catalog/:game — the engine catalogue, built at import time and stored as JSON text.
 *
 * It is the heaviest answer (2.4 MB for Retro), so it bypasses the per-request compression: each
 * (game, version, encoding) is encoded once and the bytes are served from memory (`EncodedBodies`),
 * with an ETag per encoding and `Vary: Accept-Encoding`. At most `HEAVY_SLOTS` are written at once;
 * the others wait a little in a bounded queue, then get a 503 with Retry-After. Revalidation costs
 * one indexed lookup and a 304 until the next import.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogRoutes } from '#contract/catalog';
import { negotiateEncoding, type Encoding } from '#server/http/encoded-bodies';
import { matchesEtag } from '#server/http/etag';
import { contractRouteSendingBytes } from '#server/http/route';
import { ApiError, notFound } from '#server/plugins/errors';
import { catalogLoader, type CatalogBodies } from './bodies.ts';

/** Seconds a refused client is asked to wait. */
const RETRY_AFTER_S = 2;

/** The entity tag of one encoding of a version: each encoding is its own representation. */
function catalogEtag(version: string, encoding: Encoding): string {
  return encoding === 'identity' ? `"${version}"` : `"${version}-${encoding}"`;
}

export const catalogModule: FastifyPluginAsyncZod<{ catalogs: CatalogBodies }> = async (app, { catalogs: { bodies, slots } }) => {
  const { catalogs } = app.repos;

  app.route({
    ...contractRouteSendingBytes(catalogRoutes.get),
    // @fastify/compress would encode the stored bytes again for every request.
    compress: false,
    handler: async (request, reply) => {
      const { game } = request.params;
      const stored = await catalogs.version(game);
      if (!stored) throw notFound('catalogNotFound');
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      // no-cache: the browser keeps the catalogue but asks every time whether it is still current.
      reply.header('vary', 'Accept-Encoding').header('cache-control', 'no-cache');
      const etag = catalogEtag(stored.version, encoding);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.header('etag', etag).code(304).send();

      const release = await slots.acquire();
      if (!release) {
        reply.header('retry-after', String(RETRY_AFTER_S));
        throw new ApiError(503, 'unavailable');
      }
      // Held until the answer is written or the client has gone, whichever comes first.
      reply.raw.once('close', release);
      try {
        const encoded = await bodies.get(game, stored.version, encoding, catalogLoader(catalogs, game));
        if (!encoded) throw notFound('catalogNotFound');
        // An import between the two reads changes the version: the header must name what is sent.
        reply.header('etag', catalogEtag(encoded.version, encoding)).type('application/json; charset=utf-8');
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        return reply.send(encoded.bytes);
      } catch (error) {
        release();
        throw error;
      }
    },
  });
};
