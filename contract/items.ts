/**
 * Items and weapons: an item's detail, the encyclopedia search (also the builder's picker) and
 * summaries by ids.
 */
import { z } from 'zod';
import { DAMAGE_ELEMENTS } from '#game/elements';
import { ConditionGroups, dashJoined, decimalInt, Game, GameId, IdList, LocalizedText, paginated, QueryFlag } from './common.ts';
import { defineRoute } from './route.ts';
import { AvailabilityFilter, SearchQuery } from './search.ts';

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

// GET /api/items/:game/stuffer/:ids — the items of a Dofus-Stuffer code (builder-spec §7, §9
// "Importer"): the code's item ids joined with '-' (its empty slots, 0, left out). `data`: the
// summaries of the ids this game has, in the order asked, once each; `unknown`: the ids it has no
// item for, in the order asked, once each — listed, never dropped, so that an import can name them.
export const StufferItemsParams = ItemsByIdsParams;
export const StufferItemsResponse = z.object({ data: z.array(ItemSummary), unknown: z.array(z.number().int()) });
export type StufferItemsResponse = z.infer<typeof StufferItemsResponse>;

// GET /api/items/:game/cacminator — the weapons the Cacminator compares (builder-spec §7), with what
// it computes their damage from: the weapon block (cost, range, critical and failure rates, uses per
// turn, hands), the hit lines (in `effects`) and the equip conditions.
export const CACMINATOR_SORTS = ['level_desc', 'level_asc', 'name_asc'] as const;
export const CACMINATOR_HANDS = ['any', 'one', 'two'] as const;
export const CacminatorWeaponsQuery = z
  .object({
    /** Weapon types joined with '-': spec codes (`ep`, `ha`…) or data keys (`sword`, `hammer`…); none: every type. */
    type: dashJoined('[a-z_]+', 'weapon types', z.string()).optional(),
    level_min: decimalInt(0, 100_000).optional(),
    level_max: decimalInt(0, 100_000).optional(),
    /** One- or two-handed weapons only. */
    hands: z.enum(CACMINATOR_HANDS).default('any'),
    /** Elements joined with '-': weapons with a damage or steal line in at least one of them. */
    element: dashJoined('[a-z]+', 'elements', z.enum(DAMAGE_ELEMENTS)).optional(),
    /** Words of the names (any of fr/en/es), each the beginning of a word, accent- and case-insensitive. */
    text: z.string().max(100).optional(),
    /** `standard` (default, as the Cacminator) or `all`. */
    availability: AvailabilityFilter,
    /** Ties fall back to level, name (in the x-lang language), id. */
    sort: z.enum(CACMINATOR_SORTS).default('level_desc'),
    page: decimalInt(1, 100_000).default(1),
    size: decimalInt(1, 100).default(20),
  })
  .superRefine(({ level_min: min, level_max: max }, context) => {
    if (min !== undefined && max !== undefined && min > max) context.addIssue({ code: 'custom', path: ['level_min'], message: 'level_min is above level_max' });
  });
export type CacminatorWeaponsQuery = z.input<typeof CacminatorWeaponsQuery>;
export const CacminatorWeapon = ItemSummary.extend({
  weapon: WeaponInfo.extend({
    /** Uses per turn the data allows (0 or null: no limit but the AP). */
    uses_per_turn: z.number().nullable(),
  }),
  condition_groups: ConditionGroups.nullable(),
});
export type CacminatorWeapon = z.infer<typeof CacminatorWeapon>;
export const CacminatorWeaponsResponse = paginated(CacminatorWeapon);
export type CacminatorWeaponsResponse = z.infer<typeof CacminatorWeaponsResponse>;

export const itemRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/api/items/:game/search/:category',
    params: ItemSearchParams,
    query: ItemSearchQuery,
    response: ItemSearchResponse,
  }),
  byIds: defineRoute({ method: 'GET', path: '/api/items/:game/stuff/:ids', params: ItemsByIdsParams, response: ItemsByIdsResponse }),
  stuffer: defineRoute({ method: 'GET', path: '/api/items/:game/stuffer/:ids', params: StufferItemsParams, response: StufferItemsResponse }),
  cacminator: defineRoute({
    method: 'GET',
    path: '/api/items/:game/cacminator',
    params: z.object({ game: Game }),
    query: CacminatorWeaponsQuery,
    response: CacminatorWeaponsResponse,
  }),
  detail: defineRoute({ method: 'GET', path: '/api/items/:game/:id', params: ItemParams, query: ItemQuery, response: ItemDetail }),
};
