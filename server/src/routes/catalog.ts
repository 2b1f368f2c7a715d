/**
 * GET /api/catalog/:game — the engine catalogue, built at import time and stored as JSON text. It
 * is sent as stored (no parse, no re-serialisation); the ETag is its version, so the worker's
 * revalidation costs one indexed lookup and a 304 until the next import.
 */
import { CatalogParams } from '../../../contract/catalog.ts';
import { notFound } from '../errors.ts';
import type { RoutePlugin } from './context.ts';

/** True when an If-None-Match header names this entity tag (weak or strong, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

export const catalogRoutes: RoutePlugin = async (app, { context: { repos } }) => {
  app.get('/catalog/:game', { schema: { params: CatalogParams } }, async (request, reply) => {
    const { game } = request.params;
    const stored = await repos.imports.catalogVersion(game);
    if (!stored) throw notFound('catalogNotFound');
    const etag = `"${stored.version}"`;
    // no-cache: the browser keeps the catalogue but asks every time whether it is still current.
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const catalog = await repos.imports.catalog(game);
    if (!catalog) throw notFound('catalogNotFound');
    // An import between the two reads changes the version: the header must name what is sent.
    reply.header('etag', `"${catalog.version}"`);
    return reply.type('application/json; charset=utf-8').send(catalog.json);
  });
};
