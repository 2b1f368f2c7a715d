/**
 * The encyclopedia's personal filters (contract/search.ts `folder`, `favorite`): the items of the
 * caller's stuffs in the named folders, the caller's favourites. Only the caller's bearer token
 * names whose data is read: a visitor gets an empty selection, a folder of another member adds
 * nothing. Such an answer is the caller's own: `personalSearch` tells the data ETag plugin to leave
 * it alone, and the route marks it `private, no-store`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SearchQuery } from '#contract/search';

type PersonalFilters = Pick<SearchQuery, 'folder' | 'favorite'>;

/** True when the query's answer depends on who asks. */
export function isPersonal(query: PersonalFilters): boolean {
  return (query.folder?.length ?? 0) > 0 || query.favorite === true;
}

/** `dataVersioned` of a search route: versioned by the data unless the query is personal. */
export function dataVersionedUnlessPersonal(request: FastifyRequest): boolean {
  return !isPersonal((request.query ?? {}) as PersonalFilters);
}

/**
 * The item ids the personal filters leave (both given: those in both), or undefined when the query
 * has none. An invalid token is a 401 (app.authentication); no token at all is a visitor: nothing.
 */
export async function personalItemIds(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  game: string,
  query: PersonalFilters,
): Promise<number[] | undefined> {
  if (!isPersonal(query)) return undefined;
  reply.header('cache-control', 'private, no-store').header('vary', 'Authorization, Accept-Encoding, X-Lang');
  const claims = await app.authentication.claims(request);
  if (!claims) return [];
  const member = await app.authentication.member(request);
  const { items } = app.repos;
  let ids: number[] | undefined;
  if (query.folder?.length) ids = await items.equippedInFolders(game, member.id, query.folder);
  if (query.favorite === true) {
    const favorites = await items.favoriteIds(game, member.id);
    const chosen = new Set(favorites);
    ids = ids === undefined ? favorites : ids.filter((id) => chosen.has(id));
  }
  return ids ?? [];
}
