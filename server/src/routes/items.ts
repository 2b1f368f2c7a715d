/** Items and weapons: detail, search (the builder's item picker) and summaries by ids. */
import {
  ItemDetail,
  ItemParams,
  ItemSearchParams,
  ItemSearchQuery,
  ItemSearchResponse,
  ItemsByIdsParams,
  ItemsByIdsResponse,
} from '../../../contract/api.ts';
import { findCategory } from '../../../contract/categories.ts';
import { invalidParameter, notFound, requestLang } from '../errors.ts';
import type { RawItemRecord, RawRecipe } from '../import/records.ts';
import { inRequestedOrder, itemDetail, itemSummary } from '../mappers.ts';
import type { ItemFilter } from '../repositories/items.ts';
import type { RoutePlugin } from './context.ts';

type CategoryFilter = Pick<ItemFilter, 'kind' | 'category' | 'weaponType'>;

function categoryFilter(category: string): CategoryFilter {
  if (category === 'all') return {};
  if (category === 'items') return { kind: 'item' };
  // `weapon` is also the data category of every weapon record.
  if (category === 'weapons' || category === 'weapon') return { kind: 'weapon' };
  const def = findCategory(category);
  if (!def) throw invalidParameter('params', 'category', `unknown category "${category}"`);
  return def.kind === 'weapon' ? { kind: 'weapon', weaponType: def.key } : { kind: 'item', category: def.key };
}

export const itemsRoutes: RoutePlugin = async (app, { context: { repos } }) => {
  app.get(
    '/items/:game/search/:category',
    { schema: { params: ItemSearchParams, querystring: ItemSearchQuery, response: { 200: ItemSearchResponse } } },
    async (request) => {
      const { game, category } = request.params;
      const { text, page, size, availability } = request.query;
      const filter: ItemFilter = { ...categoryFilter(category), text, standardOnly: availability === 'standard' };
      const { rows, count } = await repos.items.search(game, filter, {
        offset: (page - 1) * size,
        limit: size,
        lang: requestLang(request),
      });
      return { rows: rows.map(itemSummary), count, page, pages: Math.ceil(count / size) };
    },
  );

  app.get(
    '/items/:game/stuff/:ids',
    { schema: { params: ItemsByIdsParams, response: { 200: ItemsByIdsResponse } } },
    async (request) => {
      const { game, ids } = request.params;
      const rows = await repos.items.summaries(game, [...new Set(ids)]);
      return { data: inRequestedOrder(ids, rows).map(itemSummary) };
    },
  );

  app.get('/items/:game/:id', { schema: { params: ItemParams, response: { 200: ItemDetail } } }, async (request) => {
    const { game, id } = request.params;
    const row = await repos.items.find(game, id);
    if (!row) throw notFound('itemNotFound');
    const record = JSON.parse(row.data) as RawItemRecord;
    // Retro embeds equipment recipes in the record; recipes.json has every craft of the game.
    const ingredients =
      record.recipe ?? (JSON.parse((await repos.reference.recipe(game, id)) ?? '{}') as RawRecipe).ingredients ?? [];
    const [set, ingredientNames] = await Promise.all([
      row.set_id === null ? undefined : repos.sets.find(game, row.set_id),
      repos.reference.ingredientNames(game, ingredients.map((ingredient) => ingredient.item_id)),
    ]);
    return itemDetail({ game, row, record, set, ingredients, ingredientNames });
  });
};
