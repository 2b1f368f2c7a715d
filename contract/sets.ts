/** Sets ("cloths" in the spec's API): detail with its pieces, summaries by ids, search and autocomplete. */
import { z } from 'zod';
import { ConditionGroups, decimalInt, Game, GameId, IdList, LocalizedText, paginated } from './common.ts';
import { ItemEffect, ItemSummary, RecipeLine } from './items.ts';
import { defineRoute } from './route.ts';
import { AvailabilityFilter, SearchQuery } from './search.ts';

export const SetSummary = z.object({
  id: z.number().int(),
  name: LocalizedText,
  level: z.number().int(),
  item_ids: z.array(z.number().int()),
  availability: z.string(),
  /** The bonus of the whole set worn (its largest bonus; empty when the data has none): what lists show. */
  full_bonus: z.array(ItemEffect),
});
export type SetSummary = z.infer<typeof SetSummary>;

// GET /api/clothes/:game/:id
export const SetParams = z.object({ game: Game, id: GameId });
export const SET_POPULATE = ['items', 'ingredients', 'constraints'] as const;
/**
 * `populate`, comma-separated: `items` adds the pieces (summary and effects); `ingredients` adds
 * each piece's recipe and `constraints` its conditions (both imply the pieces).
 */
export const SetQuery = z.object({
  populate: z
    .string()
    .regex(/^[a-z]+(,[a-z]+)*$/, 'expected items, ingredients and/or constraints joined with ","')
    .transform((joined) => [...new Set(joined.split(','))])
    .pipe(z.array(z.enum(SET_POPULATE)))
    .optional(),
});
export const SetBonus = z.object({
  /** Number of distinct pieces worn. */
  items: z.number().int(),
  effects: z.array(ItemEffect),
});
export const SetPiece = ItemSummary.extend({
  effects: z.array(ItemEffect),
  recipe: z.array(RecipeLine).optional(),
  conditions: z.string().nullable().optional(),
  condition_groups: ConditionGroups.nullable().optional(),
});
export const SetDetail = SetSummary.extend({
  game: Game,
  /** Bonuses for 2…n pieces, in increasing order (empty when the data has none for this set). */
  bonuses: z.array(SetBonus),
  /** The pieces in the set's order (known ids only), when `populate` asks for them. */
  items: z.array(SetPiece).optional(),
});
export type SetDetail = z.infer<typeof SetDetail>;

// GET /api/clothes/:game/some/:ids  (ids joined with '-'; known ids in the order asked)
export const SetsByIdsParams = z.object({ game: Game, ids: IdList });
export const SetsByIdsResponse = z.object({ data: z.array(SetSummary) });

// GET /api/clothes/:game/search — the item filters; `include`/`exclude` take the cloth categories
// (am an bo br ca ce ch fa, and ar for "a weapon"). A set's level is the data's; its effects and
// elements are those of the whole set worn (every piece at its best roll plus the full bonus); its
// class filter keeps the sets whose pieces the class may all wear.
export const ClothSearchParams = z.object({ game: Game });
export const ClothSearchQuery = SearchQuery;
export const ClothSearchResponse = paginated(SetSummary);
export type ClothSearchResponse = z.infer<typeof ClothSearchResponse>;

// GET /api/clothes/:game/autocomplete?q= — sets by name, best match first (same ranking as search).
export const ClothAutocompleteQuery = z.object({
  q: z.string().max(100).default(''),
  size: decimalInt(1, 20).default(10),
  availability: AvailabilityFilter,
});
export const ClothAutocompleteResponse = z.object({ data: z.array(SetSummary) });

export const setRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/api/clothes/:game/search',
    params: ClothSearchParams,
    query: ClothSearchQuery,
    response: ClothSearchResponse,
  }),
  autocomplete: defineRoute({
    method: 'GET',
    path: '/api/clothes/:game/autocomplete',
    params: ClothSearchParams,
    query: ClothAutocompleteQuery,
    response: ClothAutocompleteResponse,
  }),
  byIds: defineRoute({ method: 'GET', path: '/api/clothes/:game/some/:ids', params: SetsByIdsParams, response: SetsByIdsResponse }),
  detail: defineRoute({ method: 'GET', path: '/api/clothes/:game/:id', params: SetParams, query: SetQuery, response: SetDetail }),
};
