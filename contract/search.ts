/**
 * Searches: the filters both encyclopedia searches share (items and sets, see items.ts and sets.ts)
 * and the navbar search, GET /api/search/:game/:query (site-spec §3 "Search hits").
 */
import { z } from 'zod';
import { DAMAGE_ELEMENTS } from '#game/elements';
import { dashJoined, decimalInt, Game, GameId, LocalizedText } from './common.ts';
import { defineRoute } from './route.ts';

export const SEARCH_ELEMENTS = DAMAGE_ELEMENTS;
export type SearchElement = (typeof SEARCH_ELEMENTS)[number];
/**
 * `relevance` (default): with a text, best match first (exact name, name beginning, whole words,
 * word beginnings, typo matches), then as `level_asc`; without a text, as `level_asc`.
 * `effect_desc`: highest value first of the first `main_effect` (else the first `effect`), which
 * must then be given. Ties always fall back to level, name (in the x-lang language), id.
 */
export const SEARCH_SORTS = ['relevance', 'level_asc', 'level_desc', 'name_asc', 'name_desc', 'effect_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** Builders default to standard records; the encyclopedia passes `all`. */
export const AvailabilityFilter = z.enum(['standard', 'all']).default('standard');
const Level = decimalInt(0, 100_000);
const searchFilters = {
  /** Words of the names (any of fr/en/es) or of the type names, accent- and case-insensitive. */
  text: z.string().max(100).optional(),
  /** A class id: only what this class may equip (conditions restricting the class). */
  class: GameId.optional(),
  /** Elements joined with '-': records serving every one (its characteristic or damage, weapon hits). */
  element: dashJoined('[a-z]+', 'elements', z.enum(SEARCH_ELEMENTS)).optional(),
  level_min: Level.optional(),
  level_max: Level.optional(),
  /**
   * Sub-types joined with '-' (spec codes like `ch` or data keys like `hat`). Items: only these
   * types, each within the path's category. Sets: sets holding a piece of every listed kind.
   */
  include: dashJoined('[a-z_]+', 'sub-type codes', z.string()).optional(),
  /** Sub-types joined with '-' to leave out (sets: holding a piece of none of these kinds). */
  exclude: dashJoined('[a-z_]+', 'sub-type codes', z.string()).optional(),
  /**
   * Effects joined with '-': bootstrap effect ids, short names (`fo`) or stat keys (`strength`).
   * The record must give every one (a positive total). `main_effect` takes the bootstrap's main
   * effects only; `effect` any characteristic.
   */
  main_effect: dashJoined('[a-z0-9_]+', 'effects', z.string()).optional(),
  effect: dashJoined('[a-z0-9_]+', 'effects', z.string()).optional(),
  /**
   * The caller's folders joined with '-': only what is equipped in the caller's stuffs of those
   * folders (items: those items; sets: sets with one of them as a piece). A visitor, or a folder
   * that is not the caller's, finds nothing: never another member's data. Such an answer depends on
   * the caller: it is marked private and carries no data ETag.
   */
  folder: dashJoined('\\d+', 'folder ids', GameId).optional(),
  /** `true`: only the caller's favourite items (sets: with a favourite piece); a visitor finds nothing. Private as `folder`. */
  favorite: z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1').optional(),
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  page: decimalInt(1, 100_000).default(1),
  size: decimalInt(1, 100).default(20),
  availability: AvailabilityFilter,
};
/** The filters of both encyclopedia searches; a level range upside down names `level_min`. */
export const SearchQuery = z.object(searchFilters).superRefine(({ level_min: min, level_max: max }, context) => {
  if (min !== undefined && max !== undefined && min > max) {
    context.addIssue({ code: 'custom', path: ['level_min'], message: 'level_min is above level_max' });
  }
});
export type SearchQuery = z.output<typeof SearchQuery>;

// The navbar search: items, stuffs and spells, at most MAX_NAVBAR_HITS each, best match first.
export const MAX_NAVBAR_HITS = 5;
export const ItemHit = z.object({
  id: z.number().int(),
  name: LocalizedText,
  level: z.number().int(),
  /** There are no pictures: the web app draws the category's icon. */
  category: z.string(),
  category_type: z.enum(['I', 'W']),
});
export const StuffHit = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  tags: z.array(z.string()),
  character_class: z.number().int(),
  character_gender: z.number().int(),
});
export const SpellHit = z.object({
  id: z.number().int(),
  spell_id: z.number().int(),
  class_id: z.number().int(),
  name: LocalizedText,
  icon: z.number().int().nullable(),
});
function hitGroup<I extends string, T extends z.ZodTypeAny>(index: I, hit: T) {
  return z.object({
    index: z.literal(index),
    hits: z.array(hit).max(MAX_NAVBAR_HITS),
    /** Every match of the query (the hits are the first ones). */
    estimatedTotalHits: z.number().int(),
  });
}
export const NavbarSearchParams = z.object({ game: Game, query: z.string().max(100) });
/** `availability` as in the item search; spells have none. */
export const NavbarSearchQuery = z.object({ availability: AvailabilityFilter });
export const NavbarSearchResponse = z.object({
  /** Always these three groups, in this order; stuffs is empty until stuffs exist. */
  results: z.tuple([hitGroup('items', ItemHit), hitGroup('stuffs', StuffHit), hitGroup('spells', SpellHit)]),
});
export type NavbarSearchResponse = z.infer<typeof NavbarSearchResponse>;

export const searchRoutes = {
  navbar: defineRoute({
    method: 'GET',
    path: '/api/search/:game/:query',
    params: NavbarSearchParams,
    query: NavbarSearchQuery,
    response: NavbarSearchResponse,
  }),
};
