/** Items and weapons: detail, the encyclopedia search (also the builder's picker) and summaries by ids. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemRoutes } from '#contract/items';
import { contractRoute } from '#server/http/route';
import { notFound } from '#server/plugins/errors';
import { itemTypeSelection } from '../search/categories.ts';
import { checkedFacets, pageCount } from '../search/query.ts';
import { dataVersionedUnlessPersonal, personalItemIds } from '../search/member-items.ts';
import { inRequestedOrder, itemDetail, itemSummaries } from './mapper.ts';

export const itemsModule: FastifyPluginAsyncZod = async (app) => {
  const { items, sets, reference } = app.repos;

  app.route({
    ...contractRoute(itemRoutes.search),
    config: { dataVersioned: dataVersionedUnlessPersonal },
    handler: async (request, reply) => {
      const { game, category } = request.params;
      const query = request.query;
      const types = itemTypeSelection(category, query.include, query.exclude);
      const { filter, sortStat } = await checkedFacets(reference, game, query);
      const itemIds = await personalItemIds(app, request, reply, game, query);
      const { rows, count } = await items.search(
        game,
        { ...filter, itemIds, text: query.text, types },
        {
          offset: (query.page - 1) * query.size,
          limit: query.size,
          sort: query.sort,
          sortStat,
          lang: request.lang,
        },
      );
      return { rows: await itemSummaries(items, game, rows), count, page: query.page, pages: pageCount(count, query.size) };
    },
  });

  app.route({
    ...contractRoute(itemRoutes.byIds),
    config: { dataVersioned: true },
    handler: async (request) => {
      const { game, ids } = request.params;
      const rows = await items.summaries(game, [...new Set(ids)]);
      return { data: await itemSummaries(items, game, inRequestedOrder(ids, rows)) };
    },
  });

  app.route({
    ...contractRoute(itemRoutes.detail),
    config: { dataVersioned: true },
    handler: async (request) => {
      const { game, id } = request.params;
      const row = await items.find(game, id);
      // `official`: a builder for official servers treats any other record as absent (contract ItemQuery).
      if (!row || (request.query.official && row.availability !== 'standard')) throw notFound('itemNotFound');
      const ingredients = (await items.recipes(game, [row])).get(row.id) ?? [];
      const [set, ingredientNames] = await Promise.all([
        row.set_id === null ? undefined : sets.find(game, row.set_id),
        items.ingredientNames(game, ingredients.map((ingredient) => ingredient.item_id)),
      ]);
      return itemDetail({ game, row, set, ingredients, ingredientNames });
    },
  });
};
