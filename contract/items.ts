/**
 * Items and weapons: an item's detail, the encyclopedia search (also the builder's picker) and
 * summaries by ids.
 */
import { z } from 'zod';
import { ConditionGroups, Game, GameId, IdList, LocalizedText, paginated, QueryFlag } from './common.ts';
import { defineRoute } from './route.ts';
import { SearchQuery } from './search.ts';

export const ItemEffect = z.object({
  effect_id: z.number().int().nullable(),
  kind: z.string(),
  stat: z.string().nullable(),
  hit: z.string().nullable(),
  element: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export const WeaponInfo = z.object({
  weapon_type: z.string(),
  ap_cost: z.number(),
  range_min: z.number(),
  range_max: z.number(),
  crit_rate: z.number().nullable(),
  crit_bonus: z.number().nullable(),
  fail_rate: z.number().nullable(),
  two_handed: z.boolean(),
});
export const ItemSummary = z.object({
  id: z.number().int(),
  name: LocalizedText,
  level: z.number().int(),
  category: z.string(),
  category_type: z.enum(['I', 'W']),
  set_id: z.number().int().nullable(),
  availability: z.string(),
  /** On Ankama's official servers as a normal item: `availability` is `standard` (spec Item `official`). */
  official: z.boolean(),
  /** A weapon's type (sword, bow, …; data `weapon.weapon_type`); null for equipment. */
  weapon_type: z.string().nullable(),
  /** The item's effect lines, as the detail has them: lists and previews show them before one equips. */
  effects: z.array(ItemEffect),
});
export type ItemSummary = z.infer<typeof ItemSummary>;
export const RecipeLine = z.object({ item_id: z.number().int(), quantity: z.number().int(), name: LocalizedText.nullable() });

// GET /api/items/:game/:id
export const ItemDetail = ItemSummary.extend({
  game: Game,
  type_name: LocalizedText,
  description: LocalizedText,
  effects: z.array(ItemEffect),
  /** The data's own notation: Retro `CS>100&CV>50`, Touch lines joined with ` & `, Dofus 2 JSON. */
  conditions: z.string().nullable(),
  /** The same conditions, structured the same way for every variant (null when none). */
  condition_groups: ConditionGroups.nullable(),
  weapon: WeaponInfo.nullable(),
  set: z.object({ id: z.number().int(), name: LocalizedText }).nullable(),
  recipe: z.array(RecipeLine),
});
export type ItemDetail = z.infer<typeof ItemDetail>;
export const ItemParams = z.object({ game: Game, id: GameId });
/**
 * `official`: answer the item only if it is an official one (`official: true`); any other record
 * (NPC weapon, event, GM, Temporis or private-server item) is then "item not found", as a builder
 * restricted to official servers must treat it.
 */
export const ItemQuery = z.object({ official: QueryFlag.optional() });

// GET /api/items/:game/search/:category
// category: all | items (equipment, cosmetics excepted) | weapons | cosmetics | a data category key
// (hat, ring…) or weapon type (sword, bow…), or its two-letter code (contract/categories.ts). An
// unknown category is a 400.
export const ItemSearchParams = z.object({ game: Game, category: z.string().regex(/^[a-z_]+$/) });
export const ItemSearchQuery = SearchQuery;
export type ItemSearchQuery = z.input<typeof ItemSearchQuery>;
export const ItemSearchResponse = paginated(ItemSummary);
export type ItemSearchResponse = z.infer<typeof ItemSearchResponse>;

// GET /api/items/:game/stuff/:ids  (ids joined with '-')
// Answers the known ids, in the order asked; unknown ids are left out.
export const ItemsByIdsParams = z.object({ game: Game, ids: IdList });
export const ItemsByIdsResponse = z.object({ data: z.array(ItemSummary) });

export const itemRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/api/items/:game/search/:category',
    params: ItemSearchParams,
    query: ItemSearchQuery,
    response: ItemSearchResponse,
  }),
  byIds: defineRoute({ method: 'GET', path: '/api/items/:game/stuff/:ids', params: ItemsByIdsParams, response: ItemsByIdsResponse }),
  detail: defineRoute({ method: 'GET', path: '/api/items/:game/:id', params: ItemParams, query: ItemQuery, response: ItemDetail }),
};
