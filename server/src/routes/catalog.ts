/**
 * GET /api/catalog/:game — the engine catalogue, built at import time and stored as JSON text.
 *
 * It is the heaviest answer (2.4 MB for Retro), so it bypasses the per-request compression: each
 * (game, version, encoding) is encoded once and the bytes are served from memory (`EncodedBodies`),
 * with an ETag per encoding and `Vary: Accept-Encoding`. At most `HEAVY_SLOTS` are written at once;
 * the others wait a little in a bounded queue, then get a 503 with Retry-After. Revalidation costs
 * one indexed lookup and a 304 until the next import.
 */
import { CatalogParams } from '#contract/catalog';
import { ApiError, notFound } from '../errors.ts';
import { EncodedBodies, negotiateEncoding, Slots, type Encoding } from '../http/encoded-bodies.ts';
import type { Repositories } from '../repositories/index.ts';
import type { RoutePlugin } from './context.ts';

/** True when an If-None-Match header names this entity tag (weak or strong, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === bare;
  });
}

/** The entity tag of one encoding of a version: each encoding is its own representation. */
export function catalogEtag(version: string, encoding: Encoding): string {
  return encoding === 'identity' ? `"${version}"` : `"${version}-${encoding}"`;
}

/** Catalogue answers written at once; the rest wait (at most `HEAVY_QUEUE`, `HEAVY_WAIT_MS` each). */
export const HEAVY_SLOTS = 32;
const HEAVY_QUEUE = 512;
const HEAVY_WAIT_MS = 10_000;
/** Seconds a refused client is asked to wait. */
const RETRY_AFTER_S = 2;

/** What the catalogue route keeps between requests: one per app (`AppContext.catalogs`). */
export interface CatalogBodies {
  bodies: EncodedBodies;
  slots: Slots;
}

export interface HeavyLimits {
  slots: number;
  queue: number;
  waitMs: number;
}

export function createCatalogBodies(limits: HeavyLimits = { slots: HEAVY_SLOTS, queue: HEAVY_QUEUE, waitMs: HEAVY_WAIT_MS }): CatalogBodies {
  return { bodies: new EncodedBodies(), slots: new Slots(limits.slots, limits.queue, limits.waitMs) };
}

/** Encodes every imported catalogue ahead of the first download (start-up, after the import). */
export async function warmCatalogs(repos: Repositories, { bodies }: CatalogBodies): Promise<void> {
  for (const row of await repos.imports.list()) {
    const stored = await repos.imports.catalogVersion(row.game);
    if (stored) await bodies.warm(row.game, stored.version, loader(repos, row.game));
  }
}

function loader(repos: Repositories, game: string) {
  return async () => {
    const row = await repos.imports.catalog(game);
    return row && { version: row.version, body: row.json };
  };
}

export const catalogRoutes: RoutePlugin = async (app, { context: { repos, catalogs } }) => {
  const { bodies, slots } = catalogs;

  // `compress: false`: @fastify/compress would encode the stored bytes again for every request.
  app.get('/catalog/:game', { schema: { params: CatalogParams }, compress: false }, async (request, reply) => {
    const { game } = request.params;
    const stored = await repos.imports.catalogVersion(game);
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
      const encoded = await bodies.get(game, stored.version, encoding, loader(repos, game));
      if (!encoded) throw notFound('catalogNotFound');
      // An import between the two reads changes the version: the header must name what is sent.
      reply.header('etag', catalogEtag(encoded.version, encoding)).type('application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(encoded.bytes);
    } catch (error) {
      release();
      throw error;
    }
  });
};
