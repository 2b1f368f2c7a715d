/**
 * Items and weapons: detail, the encyclopedia search (also the builder's picker), summaries by ids,
 * the items of a Dofus-Stuffer code and the Cacminator's weapons.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findCategory } from '#contract/categories';
import { itemRoutes } from '#contract/items';
import { contractRoute } from '#server/http/route';
import { invalidParameter, notFound } from '#server/plugins/errors';
import { itemTypeSelection } from '../search/categories.ts';
import { checkedFacets, pageCount } from '../search/query.ts';
import { searchWords } from '../search/text.ts';
import { dataVersionedUnlessPersonal, personalItemIds } from '../search/member-items.ts';
import { cacminatorWeapon, inRequestedOrder, itemDetail, itemSummaries, weaponHitElements } from './mapper.ts';

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
    ...contractRoute(itemRoutes.stuffer),
    config: { dataVersioned: true },
    handler: async (request) => {
      const { game, ids } = request.params;
      const asked = [...new Set(ids)];
      const rows = await items.summaries(game, asked);
      const known = new Set(rows.map((row) => row.id));
      return { data: await itemSummaries(items, game, inRequestedOrder(asked, rows)), unknown: asked.filter((id) => !known.has(id)) };
    },
  });

  app.route({
    ...contractRoute(itemRoutes.cacminator),
    config: { dataVersioned: true },
    handler: async (request) => {
      const { game } = request.params;
      const query = request.query;
      // Weapon types only: anything else is a 400 naming `type`.
      for (const value of query.type ?? []) {
        if (findCategory(value)?.kind !== 'weapon') throw invalidParameter('querystring', 'type', `"${value}" is not a weapon type`);
      }
      const types = itemTypeSelection('weapons', query.type, undefined);
      const filter = { types, levelMin: query.level_min, levelMax: query.level_max, standardOnly: query.availability === 'standard', words: searchWords(query.text ?? '') };
      const order = { sort: query.sort, lang: request.lang };
      const offset = (query.page - 1) * query.size;
      const elements = new Set<string>(query.element ?? []);
      if (query.hands === 'any' && elements.size === 0) {
        const { rows, count } = await items.weapons(game, filter, order, { offset, limit: query.size });
        return { rows: rows.map((row) => cacminatorWeapon(game, row)), count, page: query.page, pages: pageCount(count, query.size) };
      }
      // Hands and hit elements are in the records: every weapon the SQL filters keep is read.
      const { rows } = await items.weapons(game, filter, order);
      const kept = rows.filter((row) => {
        const twoHanded = Boolean(row.record.weapon?.two_handed ?? row.record.flags?.two_handed);
        if (query.hands === 'one' && twoHanded) return false;
        if (query.hands === 'two' && !twoHanded) return false;
        if (elements.size === 0) return true;
        const hits = weaponHitElements(row.record);
        return [...elements].some((element) => hits.has(element));
      });
      return {
        rows: kept.slice(offset, offset + query.size).map((row) => cacminatorWeapon(game, row)),
        count: kept.length,
        page: query.page,
        pages: pageCount(kept.length, query.size),
      };
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
