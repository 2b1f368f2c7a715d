/**
 * The REST contract of Tofulab: the zod schemas of every request and response under `/api/`.
 * The server validates with them (fastify-type-provider-zod) and the web app parses every answer
 * with them, so the two cannot drift apart.
 */
import { z } from 'zod';

export const LANGS = ['fr', 'en', 'es'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'fr';
export const FALLBACK_LANG: Lang = 'en';

export const GAMES = ['retro', 'dofus', 'touch'] as const;
export const Game = z.enum(GAMES);
export type Game = z.infer<typeof Game>;

/**
 * A game's own id of an item, set, class…: a positive 32-bit integer, the range of the databases'
 * integer columns (a larger number in a URL is a 400, not a database error).
 */
export const MAX_GAME_ID = 2_147_483_647;
export const GameId = z.coerce.number().int().positive().max(MAX_GAME_ID);

/** Ids joined with '-' in a path (`2411-2414`); at most `MAX_IDS_PER_REQUEST` of them. */
export const MAX_IDS_PER_REQUEST = 100;
export const IdList = z
  .string()
  .regex(/^\d+(-\d+)*$/, 'expected ids joined with "-"')
  .transform((ids) => ids.split('-').map(Number))
  .pipe(z.array(z.number().int().positive().max(MAX_GAME_ID)).max(MAX_IDS_PER_REQUEST));

/** Texts of the data: French always, other languages where the sources have them. */
export const LocalizedText = z.record(z.string(), z.string());
export type LocalizedText = z.infer<typeof LocalizedText>;

/** The error shape of the spec (site-spec §8): `message` and `error`, plus zod issues on 400. */
export const ErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

// GET /api/stats
export const AppStats = z.object({
  nbCloths: z.number().int(),
  nbGuides: z.number().int(),
  nbItems: z.number().int(),
  nbSkins: z.number().int(),
  nbStuffs: z.number().int(),
  nbUsers: z.number().int(),
});
export const StatsResponse = z.object({ data: AppStats });
export type StatsResponse = z.infer<typeof StatsResponse>;

// GET /api/bootstrap
export const CategoryRef = z.object({ id: z.number().int(), value: z.string(), name: LocalizedText });
export const ClassRef = z.object({ id: z.number().int(), name: LocalizedText });
export const EffectRef = z.object({ id: z.number().int(), short_name: z.string(), stat: z.string(), name: LocalizedText });
export const UpdateStatus = z.object({ scope: z.string(), version: z.string(), success: z.boolean() });
export const Bootstrap = z.object({
  game: Game,
  areas: z.array(z.object({ id: z.number().int(), name: LocalizedText })),
  subareas: z.array(z.object({ id: z.number().int(), area_id: z.number().int(), name: LocalizedText })),
  badges: z.array(z.object({ id: z.number().int() })),
  categories: z.object({ cloths: z.array(CategoryRef), items: z.array(CategoryRef), weapons: z.array(CategoryRef) }),
  classes: z.array(ClassRef),
  effects: z.object({ main: z.array(EffectRef), normal: z.array(EffectRef) }),
  hit: z.array(z.object({ id: z.number().int(), hit: z.string(), element: z.string().nullable() })),
  maj: z.array(UpdateStatus),
  servers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  threshold: z.record(z.string(), z.number()),
});
export const BootstrapResponse = z.object({ data: Bootstrap });
/** `game` defaults to the site's game (GAME_VERSION). */
export const BootstrapQuery = z.object({ game: Game.optional() });
export type Bootstrap = z.infer<typeof Bootstrap>;

// GET /api/items/:game/:id
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
});
export type ItemSummary = z.infer<typeof ItemSummary>;
export const ItemDetail = ItemSummary.extend({
  game: Game,
  type_name: LocalizedText,
  description: LocalizedText,
  effects: z.array(ItemEffect),
  conditions: z.string().nullable(),
  weapon: WeaponInfo.nullable(),
  set: z.object({ id: z.number().int(), name: LocalizedText }).nullable(),
  recipe: z.array(z.object({ item_id: z.number().int(), quantity: z.number().int(), name: LocalizedText.nullable() })),
});
export type ItemDetail = z.infer<typeof ItemDetail>;
export const ItemParams = z.object({ game: Game, id: GameId });

// GET /api/items/:game/search/:category
// category: all | items | weapons | a data category key (hat, ring…) or weapon type (sword, bow…),
// or its two-letter code (contract/categories.ts). An unknown category is a 400.
export const ItemSearchParams = z.object({ game: Game, category: z.string().regex(/^[a-z_]+$/) });
export const ItemSearchQuery = z.object({
  text: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  /** Builders default to standard items; the encyclopedia passes `all`. */
  availability: z.enum(['standard', 'all']).default('standard'),
});
export function paginated<T extends z.ZodTypeAny>(row: T) {
  return z.object({ rows: z.array(row), count: z.number().int(), page: z.number().int(), pages: z.number().int() });
}
export const ItemSearchResponse = paginated(ItemSummary);
export type ItemSearchResponse = z.infer<typeof ItemSearchResponse>;

// GET /api/items/:game/stuff/:ids  (ids joined with '-')
// Answers the known ids, in the order asked; unknown ids are left out.
export const ItemsByIdsParams = z.object({ game: Game, ids: IdList });
export const ItemsByIdsResponse = z.object({ data: z.array(ItemSummary) });

// GET /api/clothes/:game/:id (sets; issue 4 completes the encyclopedia shape)
export const SetSummary = z.object({
  id: z.number().int(),
  name: LocalizedText,
  level: z.number().int(),
  item_ids: z.array(z.number().int()),
  availability: z.string(),
});
export type SetSummary = z.infer<typeof SetSummary>;
export const SetParams = z.object({ game: Game, id: GameId });
// GET /api/clothes/:game/some/:ids  (ids joined with '-'; known ids in the order asked)
export const SetsByIdsParams = z.object({ game: Game, ids: IdList });
export const SetsByIdsResponse = z.object({ data: z.array(SetSummary) });

// GET /api/health
export const HealthResponse = z.object({
  status: z.literal('ok'),
  /** The games whose data is imported, with the catalogue version of each. */
  games: z.array(z.object({ game: Game, version: z.string(), importedAt: z.string() })),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
