/** Sets ("cloths" in the spec's API): detail with its pieces, summaries by ids, search and autocomplete. */
import type { Game } from '#contract/common';
import { ClothAutocompleteQuery, ClothAutocompleteResponse, ClothSearchParams, ClothSearchQuery, ClothSearchResponse, SetDetail, SetParams, SetQuery, SetsByIdsParams, SetsByIdsResponse, SET_POPULATE } from '#contract/sets';
import { compileConditions } from '#game/item-conditions';
import { notFound, requestLang } from '../errors.ts';
import type { RawIngredient, RawItemRecord, RawRecipe, RawSetRecord } from '../import/records.ts';
import { conditionsText, effectOf, inRequestedOrder, itemSummary, recipeLines, setDetail, setSummary } from '../mappers.ts';
import type { Repositories } from '../repositories/index.ts';
import { pieceKinds } from '../search/categories.ts';
import { searchWords } from '../text.ts';
import type { RoutePlugin } from './context.ts';
import { checkedFacets, pageCount } from './search-query.ts';

type Populate = (typeof SET_POPULATE)[number];

/** The pieces of a set in the set's order, with what `populate` asks for. */
async function setPieces(
  repos: Repositories,
  game: Game,
  itemIds: readonly number[],
  populate: ReadonlySet<Populate>,
): Promise<NonNullable<SetDetail['items']>> {
  const rows = inRequestedOrder(itemIds, await repos.items.findMany(game, [...new Set(itemIds)]));
  const records = new Map(rows.map((row) => [row.id, JSON.parse(row.data) as RawItemRecord]));
  const recipes = new Map<number, readonly RawIngredient[]>();
  if (populate.has('ingredients')) {
    // Retro embeds equipment recipes in the record; the recipes table has the others.
    const stored = await repos.reference.recipes(
      game,
      rows.filter((row) => !records.get(row.id)!.recipe).map((row) => row.id),
    );
    for (const row of rows) {
      const embedded = records.get(row.id)!.recipe;
      recipes.set(row.id, embedded ?? (JSON.parse(stored.get(row.id) ?? '{}') as RawRecipe).ingredients ?? []);
    }
  }
  const ingredientIds = [...new Set([...recipes.values()].flatMap((lines) => lines.map((line) => line.item_id)))];
  const ingredientNames = await repos.reference.ingredientNames(game, ingredientIds);
  return rows.map((row) => {
    const record = records.get(row.id)!;
    const recipe = recipes.get(row.id);
    return {
      ...itemSummary(row),
      effects: (record.effects ?? []).map(effectOf),
      ...(recipe ? { recipe: recipeLines(recipe, ingredientNames) } : {}),
      ...(populate.has('constraints')
        ? { conditions: conditionsText(record.conditions), condition_groups: compileConditions(game, record) ?? null }
        : {}),
    };
  });
}

export const clothesRoutes: RoutePlugin = async (app, { context: { repos } }) => {
  app.get(
    '/clothes/:game/search',
    { config: { dataVersioned: true }, schema: { params: ClothSearchParams, querystring: ClothSearchQuery, response: { 200: ClothSearchResponse } } },
    async (request) => {
      const { game } = request.params;
      const query = request.query;
      const withPieces = pieceKinds('include', query.include);
      const withoutPieces = pieceKinds('exclude', query.exclude);
      const { filter, sortStat } = await checkedFacets(repos, game, query);
      const { rows, count } = await repos.sets.search(
        game,
        { ...filter, text: query.text, withPieces, withoutPieces },
        { offset: (query.page - 1) * query.size, limit: query.size, sort: query.sort, sortStat, lang: requestLang(request) },
      );
      return { rows: rows.map(setSummary), count, page: query.page, pages: pageCount(count, query.size) };
    },
  );

  app.get(
    '/clothes/:game/autocomplete',
    { config: { dataVersioned: true }, schema: { params: ClothSearchParams, querystring: ClothAutocompleteQuery, response: { 200: ClothAutocompleteResponse } } },
    async (request) => {
      const { game } = request.params;
      const { q, size, availability } = request.query;
      // Without a word to look for there is nothing to complete (rather than every set).
      if (searchWords(q).length === 0) return { data: [] };
      const { rows } = await repos.sets.search(
        game,
        { text: q, standardOnly: availability === 'standard' },
        { offset: 0, limit: size, sort: 'relevance', lang: requestLang(request) },
      );
      return { data: rows.map(setSummary) };
    },
  );

  app.get(
    '/clothes/:game/some/:ids',
    { config: { dataVersioned: true }, schema: { params: SetsByIdsParams, response: { 200: SetsByIdsResponse } } },
    async (request) => {
      const { game, ids } = request.params;
      const rows = await repos.sets.findMany(game, [...new Set(ids)]);
      return { data: inRequestedOrder(ids, rows).map(setSummary) };
    },
  );

  app.get(
    '/clothes/:game/:id',
    { config: { dataVersioned: true }, schema: { params: SetParams, querystring: SetQuery, response: { 200: SetDetail } } },
    async (request) => {
      const { game, id } = request.params;
      const row = await repos.sets.find(game, id);
      if (!row) throw notFound('clothNotFound');
      const populate = new Set(request.query.populate ?? []);
      if (populate.size === 0) return setDetail(game, row);
      const itemIds = (JSON.parse(row.data) as RawSetRecord).item_ids ?? [];
      return setDetail(game, row, await setPieces(repos, game, itemIds, populate));
    },
  );
};
