/** Sets ("cloths" in the spec's API): detail with its pieces, summaries by ids, search and autocomplete. */
import { z } from 'zod';
import { SLOTS } from '#game/slots';
import { ConditionGroups, dashJoined, decimalInt, Game, GameId, IdList, LocalizedText, MAX_GAME_ID, paginated } from './common.ts';
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

// GET /api/clothes/:game/stuffer/:ids — the sets of a Dofus-Stuffer proposal by their ids joined
// with '-': `data` the sets this game has, in the order asked, once each, with their pieces (as
// `populate=items`); `unknown` the ids it has no set for.
export const StufferSetsParams = SetsByIdsParams;
export const StufferSetsResponse = z.object({ data: z.array(SetDetail), unknown: z.array(z.number().int()) });
export type StufferSetsResponse = z.infer<typeof StufferSetsResponse>;

/**
 * GET /api/clothes/:game/compatible — the sets that can still be worn whole around a stuff, as the
 * Panominator's compatibility mode (`/panominator/{clothId}`) places them: every piece of the set
 * (the ones this game has) goes into a free slot of its kind — not one that `items` fills nor one
 * that `empty` keeps empty, rings and Dofus filling their group one slot after the other — at or
 * below `level`; a piece already worn counts as placed; a two-handed weapon and a shield never go
 * together. With `class`, only the sets whose pieces that class may all wear. Each set comes with
 * `slots`, where its missing pieces would go (what the Panominator locks), and `worn`, its pieces
 * already in the stuff. Sorted by level (highest first), then name and id; paginated.
 */
export const COMPATIBLE_LEVEL_MAX = 200;
const SlotItem = z
  .string()
  .regex(/^[a-z0-9]+:[1-9]\d{0,9}$/, 'expected slot:id')
  .transform((token) => ({ slot: token.split(':')[0], id: Number(token.split(':')[1]) }))
  .pipe(z.object({ slot: z.enum(SLOTS, 'not a slot'), id: z.number().int().max(MAX_GAME_ID) }));
export const CompatibleSetsQuery = z.object({
  /** The stuff's items as `slot:id` joined with '-' (`ch:2411-a1:2419`). */
  items: dashJoined('[a-z0-9]+:[0-9]+', 'slot:id pairs', SlotItem).optional(),
  /** Slots to keep empty, joined with '-'. */
  empty: dashJoined('[a-z0-9]+', 'slots', z.enum(SLOTS)).optional(),
  /** The character's level: no piece above it (default 200). */
  level: decimalInt(1, COMPATIBLE_LEVEL_MAX).default(COMPATIBLE_LEVEL_MAX),
  class: GameId.optional(),
  text: z.string().max(100).optional(),
  availability: AvailabilityFilter,
  page: decimalInt(1, 100_000).default(1),
  size: decimalInt(1, 100).default(20),
});
export type CompatibleSetsQuery = z.input<typeof CompatibleSetsQuery>;
export const CompatibleSet = SetSummary.extend({
  /** Where the set's missing pieces go: slot → item id. */
  slots: z.partialRecord(z.enum(SLOTS), z.number().int()),
  /** The set's pieces the stuff already wears. */
  worn: z.array(z.number().int()),
});
export type CompatibleSet = z.infer<typeof CompatibleSet>;
export const CompatibleSetsResponse = paginated(CompatibleSet);
export type CompatibleSetsResponse = z.infer<typeof CompatibleSetsResponse>;

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
  compatible: defineRoute({
    method: 'GET',
    path: '/api/clothes/:game/compatible',
    params: ClothSearchParams,
    query: CompatibleSetsQuery,
    response: CompatibleSetsResponse,
  }),
  stuffer: defineRoute({ method: 'GET', path: '/api/clothes/:game/stuffer/:ids', params: StufferSetsParams, response: StufferSetsResponse }),
  detail: defineRoute({ method: 'GET', path: '/api/clothes/:game/:id', params: SetParams, query: SetQuery, response: SetDetail }),
};
