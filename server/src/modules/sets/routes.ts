/** Sets ("cloths" in the spec's API): detail with its pieces, summaries by ids, search and autocomplete. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Game } from '#contract/common';
import { setRoutes, SET_POPULATE, type SetDetail } from '#contract/sets';
import { contractRoute } from '#server/http/route';
import { notFound } from '#server/plugins/errors';
import type { ItemRepository } from '../items/repository.ts';
import { inRequestedOrder, setPiece } from '../items/mapper.ts';
import { pieceKinds } from '../search/categories.ts';
import { checkedFacets, pageCount } from '../search/query.ts';
import { dataVersionedUnlessPersonal, personalItemIds } from '../search/member-items.ts';
import { searchWords } from '../search/text.ts';
import { pieceIds, setDetail, setSummary } from './mapper.ts';

type Populate = (typeof SET_POPULATE)[number];

/** The pieces of a set in the set's order, with what `populate` asks for. */
async function setPieces(
  items: ItemRepository,
  game: Game,
  itemIds: readonly number[],
  populate: ReadonlySet<Populate>,
): Promise<NonNullable<SetDetail['items']>> {
  const rows = inRequestedOrder(itemIds, await items.findMany(game, [...new Set(itemIds)]));
  const recipes = populate.has('ingredients') ? await items.recipes(game, rows) : new Map<number, never>();
  const ingredientIds = [...new Set([...recipes.values()].flatMap((lines) => lines.map((line) => line.item_id)))];
  const ingredientNames = await items.ingredientNames(game, ingredientIds);
  return rows.map((row) => setPiece(game, row, recipes.get(row.id), ingredientNames, populate.has('constraints')));
}

export const setsModule: FastifyPluginAsyncZod = async (app) => {
  const { items, sets, reference } = app.repos;

  app.route({
    ...contractRoute(setRoutes.search),
    config: { dataVersioned: dataVersionedUnlessPersonal },
    handler: async (request, reply) => {
      const { game } = request.params;
      const query = request.query;
      const withPieces = pieceKinds('include', query.include);
      const withoutPieces = pieceKinds('exclude', query.exclude);
      const { filter, sortStat } = await checkedFacets(reference, game, query);
      const itemIds = await personalItemIds(app, request, reply, game, query);
      const { rows, count } = await sets.search(
        game,
        { ...filter, itemIds, text: query.text, withPieces, withoutPieces },
        { offset: (query.page - 1) * query.size, limit: query.size, sort: query.sort, sortStat, lang: request.lang },
      );
      return { rows: rows.map(setSummary), count, page: query.page, pages: pageCount(count, query.size) };
    },
  });

  app.route({
    ...contractRoute(setRoutes.autocomplete),
    config: { dataVersioned: true },
    handler: async (request) => {
      const { game } = request.params;
      const { q, size, availability } = request.query;
      // Without a word to look for there is nothing to complete (rather than every set).
      if (searchWords(q).length === 0) return { data: [] };
      const { rows } = await sets.search(
        game,
        { text: q, standardOnly: availability === 'standard' },
        { offset: 0, limit: size, sort: 'relevance', lang: request.lang },
      );
      return { data: rows.map(setSummary) };
    },
  });

  app.route({
    ...contractRoute(setRoutes.byIds),
    config: { dataVersioned: true },
    handler: async (request) => {
      const { game, ids } = request.params;
      const rows = await sets.findMany(game, [...new Set(ids)]);
      return { data: inRequestedOrder(ids, rows).map(setSummary) };
    },
  });

  app.route({
    ...contractRoute(setRoutes.detail),
    config: { dataVersioned: true },
    handler: async (request) => {
      const { game, id } = request.params;
      const row = await sets.find(game, id);
      if (!row) throw notFound('clothNotFound');
      const populate = new Set(request.query.populate ?? []);
      if (populate.size === 0) return setDetail(game, row);
      return setDetail(game, row, await setPieces(items, game, pieceIds(row), populate));
    },
  });
};
