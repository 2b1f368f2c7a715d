/**
 * GET /api/catalog/:game — the engine catalogue, built at import time and stored as JSON text —
 * GET /api/catalog/:game/binary, the same catalogue in the engine's binary container (format
 * version, data version, checksum: engine/src/catalog-binary.ts), and GET /api/catalog/:game/image,
 * the engine's memory image of it followed by the same text (engine/src/catalog-image.ts), which
 * the engine worker loads (the binary stays for workers of older builds).
 *
 * It is the heaviest answer (2.4 MB for Retro), so it bypasses the per-request compression: each
 * (game, version, encoding) is encoded once and the bytes are served from memory (`EncodedBodies`;
 * the JSON at start-up, the binary on its first request, a quick encoding served until the best is done),
 * with an ETag per encoding and `Vary: Accept-Encoding`. At most `HEAVY_SLOTS` are written at once;
 * the others wait a little in a bounded queue, then get a 503 with Retry-After. Revalidation costs
 * one indexed lookup and a 304 until the next import.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogRoutes } from '#contract/catalog';
import { catalogEtag } from '#contract/catalog-paths';
import { negotiateEncoding, type Encoding } from '#server/http/encoded-bodies';
import { matchesEtag } from '#server/http/etag';
import { contractRouteSendingBytes } from '#server/http/route';
import { ApiError, notFound } from '#server/plugins/errors';
import { CATALOG_BINARY_FORMAT, CATALOG_IMAGE_FORMAT, CATALOG_IMAGE_LAYOUT } from '#engine';
import { binaryCatalogLoader, binaryKey, catalogLoader, imageCatalogLoader, imageKey, type CatalogBodies } from './bodies.ts';
import type { CatalogRepository } from './repository.ts';

/** The media type of the engine's binary catalogue (engine/src/catalog-binary.ts). */
export const CATALOG_BINARY_TYPE = 'application/vnd.tofulab.catalog';

/** The media type of the engine's memory image of the catalogue (engine/src/catalog-image.ts). */
export const CATALOG_IMAGE_TYPE = 'application/vnd.tofulab.catalog-image';

/** Seconds a refused client is asked to wait. */
const RETRY_AFTER_S = 2;

/**
 * The representation name of the memory image of a catalogue version: its container format and the
 * engine's layout version with the data version, so a worker of another layout never revalidates it.
 * A builder page names it (server/src/web.ts `data-catalog`), so a worker holding it asks nothing.
 */
export function catalogImageRepresentation(version: string): string {
  return `i${CATALOG_IMAGE_FORMAT}-${CATALOG_IMAGE_LAYOUT.toString(16)}-${version}`;
}

/** How one representation of the catalogue is served: the JSON for every client, the binary for the engine worker. */
interface CatalogRepresentation {
  route: typeof catalogRoutes.get | typeof catalogRoutes.binary | typeof catalogRoutes.image;
  /** Its entity tag for a version and an encoding (`fast`: the quick encoding's). */
  etag(version: string, encoding: Encoding, fast?: boolean): string;
  /**
   * Answer the first requests with a quick encoding rather than wait seconds for the best one
   * (`EncodedBodies` `fastFirst`): the binary, which is built on its first request, not at start-up.
   */
  fastFirst: boolean;
  key(game: string): string;
  loader(catalogs: CatalogRepository, game: string): () => Promise<{ version: string; body: string | Uint8Array } | undefined>;
  contentType: string;
}

const REPRESENTATIONS: CatalogRepresentation[] = [
  { route: catalogRoutes.get, etag: catalogEtag, key: (game) => game, loader: catalogLoader, fastFirst: false, contentType: 'application/json; charset=utf-8' },
  {
    route: catalogRoutes.binary,
    // The container's format version is part of the tag: a new engine never revalidates an old layout.
    etag: (version, encoding, fast) => catalogEtag(`b${CATALOG_BINARY_FORMAT}-${version}`, encoding, fast),
    key: binaryKey,
    fastFirst: true,
    loader: binaryCatalogLoader,
    contentType: CATALOG_BINARY_TYPE,
  },
  {
    route: catalogRoutes.image,
    etag: (version, encoding, fast) => catalogEtag(catalogImageRepresentation(version), encoding, fast),
    key: imageKey,
    fastFirst: true,
    loader: imageCatalogLoader,
    contentType: CATALOG_IMAGE_TYPE,
  },
];

export const catalogModule: FastifyPluginAsyncZod<{ catalogs: CatalogBodies }> = async (app, { catalogs: { bodies, slots } }) => {
  const { catalogs } = app.repos;

  for (const representation of REPRESENTATIONS) {
    app.route({
      ...contractRouteSendingBytes(representation.route),
      // @fastify/compress would encode the stored bytes again for every request.
      compress: false,
      handler: async (request, reply) => {
        const { game } = request.params;
        const stored = await catalogs.version(game);
        if (!stored) throw notFound('catalogNotFound');
        const encoding = negotiateEncoding(request.headers['accept-encoding']);
        // no-cache: the browser keeps the catalogue but asks every time whether it is still current.
        reply.header('vary', 'Accept-Encoding').header('cache-control', 'no-cache');
        // The quick and the best encodings decode to the same bytes: the quick one's tag revalidates
        // until the best is done, then its holder gets the best (a proxy would otherwise keep the quick forever).
        const etags = [representation.etag(stored.version, encoding)];
        if (representation.fastFirst && !bodies.hasBest(representation.key(game), stored.version, encoding)) {
          etags.push(representation.etag(stored.version, encoding, true));
        }
        const held = etags.find((etag) => matchesEtag(request.headers['if-none-match'], etag));
        if (held) return reply.header('etag', held).code(304).send();

        const release = await slots.acquire();
        if (!release) {
          reply.header('retry-after', String(RETRY_AFTER_S));
          throw new ApiError(503, 'unavailable');
        }
        // Held until the answer is written or the client has gone, whichever comes first.
        reply.raw.once('close', release);
        try {
          const encoded = await bodies.get(representation.key(game), stored.version, encoding, representation.loader(catalogs, game), {
            fastFirst: representation.fastFirst,
          });
          if (!encoded) throw notFound('catalogNotFound');
          // An import between the two reads changes the version: the header must name what is sent.
          reply.header('etag', representation.etag(encoded.version, encoding, encoded.fast)).type(representation.contentType);
          if (encoding !== 'identity') reply.header('content-encoding', encoding);
          return reply.send(encoded.bytes);
        } catch (error) {
          release();
          throw error;
        }
      },
    });
  }
};
