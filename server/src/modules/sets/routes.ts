/**
 * Sets ("cloths" in the spec's API): detail with its pieces, summaries by ids, search and
 * autocomplete, the sets compatible with a stuff and the sets of a Dofus-Stuffer proposal.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Game } from '#contract/common';
import { setRoutes, SET_POPULATE, type SetDetail } from '#contract/sets';
import { contractRoute } from '#server/http/route';
import { invalidParameter, notFound } from '#server/plugins/errors';
import type { ItemRepository } from '../items/repository.ts';
import { inRequestedOrder, setPiece } from '../items/mapper.ts';
import { pieceKinds } from '../search/categories.ts';
import { checkedFacets, pageCount } from '../search/query.ts';
import { dataVersionedUnlessPersonal, personalItemIds } from '../search/member-items.ts';
import { searchWords } from '../search/text.ts';
import { pieceIds, setDetail, setSummary } from './mapper.ts';
import { placeSet, surroundings, type PieceFacts } from './compatible.ts';

/** Level, category and hands of the given items (hands read in the records of weapons only). */
async function pieceFacts(items: ItemRepository, game: Game, ids: readonly number[]): Promise<Map<number, PieceFacts>> {
  const rows = await items.summaries(game, [...new Set(ids)]);
  const weapons = await items.findMany(game, rows.filter((row) => row.kind === 'weapon').map((row) => row.id));
  const twoHanded = new Set(weapons.filter((row) => Boolean(row.record.weapon?.two_handed ?? row.record.flags?.two_handed)).map((row) => row.id));
  return new Map(rows.map((row) => [row.id, { id: row.id, category: row.category, level: row.level, twoHanded: twoHanded.has(row.id) }]));
}

/** Every set of a search, for the routes that filter them further. */
const ALL_SETS = 1_000_000;

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
    ...contractRoute(setRoutes.compatible),
    config: { dataVersioned: true },
    handler: async (request) => {
      const { game } = request.params;
      const query = request.query;
      if (query.class !== undefined && !(await reference.hasClass(game, query.class))) {
        throw invalidParameter('querystring', 'class', `${game} has no class ${query.class}`);
      }
      const worn = query.items ?? [];
      const around = surroundings(game, worn, query.empty ?? [], query.level, await pieceFacts(items, game, worn.map((entry) => entry.id)));
      const { rows } = await sets.search(
        game,
        { text: query.text, classId: query.class, standardOnly: query.availability === 'standard' },
        { offset: 0, limit: ALL_SETS, sort: 'level_desc', lang: request.lang },
      );
      const facts = await pieceFacts(items, game, rows.flatMap((row) => row.record.item_ids ?? []));
      const compatible = rows.flatMap((row) => {
        const placement = placeSet(row.record.item_ids ?? [], facts, around);
        return placement ? [{ ...setSummary(row), ...placement }] : [];
      });
      const offset = (query.page - 1) * query.size;
      return { rows: compatible.slice(offset, offset + query.size), count: compatible.length, page: query.page, pages: pageCount(compatible.length, query.size) };
    },
  });

  app.route({
    ...contractRoute(setRoutes.stuffer),
    config: { dataVersioned: true },
    handler: async (request) => {
      const { game, ids } = request.params;
      const asked = [...new Set(ids)];
      const rows = inRequestedOrder(asked, await sets.findMany(game, asked));
      const known = new Set(rows.map((row) => row.id));
      const populate = new Set<Populate>(['items']);
      const data = await Promise.all(rows.map(async (row) => setDetail(game, row, await setPieces(items, game, pieceIds(row), populate))));
      return { data, unknown: asked.filter((id) => !known.has(id)) };
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
