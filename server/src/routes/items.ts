/** Items and weapons: detail, the encyclopedia search (also the builder's picker) and summaries by ids. */
import { ItemDetail, ItemParams, ItemQuery, ItemSearchParams, ItemSearchQuery, ItemSearchResponse, ItemsByIdsParams, ItemsByIdsResponse } from '#contract/items';
import { notFound, requestLang } from '../errors.ts';
import type { RawItemRecord, RawRecipe } from '../import/records.ts';
import { inRequestedOrder, itemDetail, itemSummary } from '../mappers.ts';
import { itemTypeSelection } from '../search/categories.ts';
import type { RoutePlugin } from './context.ts';
import { checkedFacets, pageCount } from './search-query.ts';

export const itemsRoutes: RoutePlugin = async (app, { context: { repos } }) => {
  app.get(
    '/items/:game/search/:category',
    { config: { dataVersioned: true }, schema: { params: ItemSearchParams, querystring: ItemSearchQuery, response: { 200: ItemSearchResponse } } },
    async (request) => {
      const { game, category } = request.params;
      const query = request.query;
      const types = itemTypeSelection(category, query.include, query.exclude);
      const { filter, sortStat } = await checkedFacets(repos, game, query);
      const { rows, count } = await repos.items.search(
        game,
        { ...filter, text: query.text, types },
        {
          offset: (query.page - 1) * query.size,
          limit: query.size,
          sort: query.sort,
          sortStat,
          lang: requestLang(request),
        },
      );
      return { rows: rows.map(itemSummary), count, page: query.page, pages: pageCount(count, query.size) };
    },
  );

  app.get(
    '/items/:game/stuff/:ids',
    { config: { dataVersioned: true }, schema: { params: ItemsByIdsParams, response: { 200: ItemsByIdsResponse } } },
    async (request) => {
      const { game, ids } = request.params;
      const rows = await repos.items.summaries(game, [...new Set(ids)]);
      return { data: inRequestedOrder(ids, rows).map(itemSummary) };
    },
  );

  app.get(
    '/items/:game/:id',
    { config: { dataVersioned: true }, schema: { params: ItemParams, querystring: ItemQuery, response: { 200: ItemDetail } } },
    async (request) => {
      const { game, id } = request.params;
      const row = await repos.items.find(game, id);
      // `official`: a builder for official servers treats any other record as absent (contract ItemQuery).
      if (!row || (request.query.official && row.availability !== 'standard')) throw notFound('itemNotFound');
      const record = JSON.parse(row.data) as RawItemRecord;
      // Retro embeds equipment recipes in the record; recipes.json has every craft of the game.
      const ingredients =
        record.recipe ?? (JSON.parse((await repos.reference.recipe(game, id)) ?? '{}') as RawRecipe).ingredients ?? [];
      const [set, ingredientNames] = await Promise.all([
        row.set_id === null ? undefined : repos.sets.find(game, row.set_id),
        repos.reference.ingredientNames(game, ingredients.map((ingredient) => ingredient.item_id)),
      ]);
      return itemDetail({ game, row, record, set, ingredients, ingredientNames });
    },
  );
};
