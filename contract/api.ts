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

/**
 * A whole number as a path or a query carries it: plain decimal digits, no sign, space, leading
 * zero, exponent or hexadecimal (`16`; not `016`, `+16`, ` 16`, `0x10`, `1e1`, nor an empty value,
 * which a loose `Number()` reads as 0). A number (already parsed) is accepted as is.
 */
export function decimalInt(min: number, max: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .regex(/^(0|[1-9]\d{0,15})$/, 'expected a whole number written in decimal digits')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
}

export const GameId = decimalInt(1, MAX_GAME_ID);

/** Ids joined with '-' in a path (`2411-2414`); at most `MAX_IDS_PER_REQUEST` of them. */
export const MAX_IDS_PER_REQUEST = 100;
export const IdList = z
  .string()
  .regex(/^[1-9]\d{0,9}(-[1-9]\d{0,9})*$/, 'expected ids (decimal digits) joined with "-"')
  .transform((ids) => ids.split('-').map(Number))
  .pipe(z.array(z.number().int().positive().max(MAX_GAME_ID)).max(MAX_IDS_PER_REQUEST));

/**
 * A filter of several values joined with '-' in the query (site-spec §2: include, exclude,
 * main_effect, folder…): `token` is the pattern of one value; repeats are dropped.
 */
export const MAX_FILTER_VALUES = 30;
function dashJoined<T>(token: string, what: string, value: z.ZodType<T>) {
  return z
    .string()
    .regex(new RegExp(`^${token}(-${token})*$`), `expected ${what} joined with "-"`)
    .transform((joined, context) => {
      const values = [...new Set(joined.split('-'))];
      if (values.length > MAX_FILTER_VALUES) {
        context.addIssue({ code: 'custom', message: `at most ${MAX_FILTER_VALUES} values` });
        return z.NEVER;
      }
      const parsed: T[] = [];
      for (const entry of values) {
        const result = value.safeParse(entry);
        if (!result.success) {
          context.addIssue({ code: 'custom', message: `"${entry}": ${result.error.issues[0]?.message ?? 'invalid'}` });
          return z.NEVER;
        }
        parsed.push(result.data);
      }
      return parsed;
    });
}

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
/**
 * An effect's text with its placeholders, as the game writes it (`+#1{~1~2 à }#2 en force`): #1,
 * #2, #3 stand for the `params` of an effect line, and `{~1~2 à }` shows " à " only when #2 is set.
 * Retro has them in French only; Dofus 2 has none (its spell levels carry rendered `effects_text`).
 */
export const EffectTemplate = z.object({ id: z.number().int(), template: LocalizedText });
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
  /** Every effect of the game's data that has a template (items, set bonuses and spells). */
  effect_templates: z.array(EffectTemplate),
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
/**
 * Equip conditions compiled for every variant (engine/src/item-conditions.ts): an AND of groups,
 * each an OR of atoms `[subject, operator, value]` — subject `stat:<key>`, `base:<key>`, `level`,
 * `class`, `sex` or `set_bonus`; operator `>`, `<`, `=` or `!` (not equal) — or
 * `['unevaluable', text]` for a condition no stuff can answer (quest, job, alignment…).
 */
export const ConditionAtom = z.union([
  z.tuple([z.string(), z.enum(['>', '<', '=', '!']), z.number()]),
  z.tuple([z.literal('unevaluable'), z.string()]),
]);
export const ConditionGroups = z.array(z.array(ConditionAtom));
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
});
export type ItemSummary = z.infer<typeof ItemSummary>;
export const RecipeLine = z.object({ item_id: z.number().int(), quantity: z.number().int(), name: LocalizedText.nullable() });
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
/** A flag in a query: `?official`, `?official=true` or `=1` set it; `false` or `0` clear it. */
export const QueryFlag = z
  .enum(['', 'true', 'false', '1', '0'])
  .transform((value) => value === '' || value === 'true' || value === '1');
/**
 * `official`: answer the item only if it is an official one (`official: true`); any other record
 * (NPC weapon, event, GM, Temporis or private-server item) is then "item not found", as a builder
 * restricted to official servers must treat it.
 */
export const ItemQuery = z.object({ official: QueryFlag.optional() });

// Encyclopedia searches: GET /api/items/:game/search/:category and GET /api/clothes/:game/search
export const SEARCH_ELEMENTS = ['neutral', 'earth', 'fire', 'water', 'air'] as const;
export type SearchElement = (typeof SEARCH_ELEMENTS)[number];
/**
 * `relevance` (default): with a text, best match first (exact name, name beginning, whole words,
 * word beginnings, typo matches), then as `level_asc`; without a text, as `level_asc`.
 * `effect_desc`: highest value first of the first `main_effect` (else the first `effect`), which
 * must then be given. Ties always fall back to level, name (in the x-lang language), id.
 */
export const SEARCH_SORTS = ['relevance', 'level_asc', 'level_desc', 'name_asc', 'name_desc', 'effect_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
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
   * Favourite folders joined with '-'. Accepted and validated so that links stay valid once
   * favourites exist (a later issue); until then it does not filter.
   */
  folder: dashJoined('\\d+', 'folder ids', GameId).optional(),
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  page: decimalInt(1, 100_000).default(1),
  size: decimalInt(1, 100).default(20),
  /** Builders default to standard items; the encyclopedia passes `all`. */
  availability: z.enum(['standard', 'all']).default('standard'),
};
/** The filters of both encyclopedia searches; a level range upside down names `level_min`. */
const SearchQuery = z.object(searchFilters).superRefine(({ level_min: min, level_max: max }, context) => {
  if (min !== undefined && max !== undefined && min > max) {
    context.addIssue({ code: 'custom', path: ['level_min'], message: 'level_min is above level_max' });
  }
});
export type SearchQuery = z.output<typeof SearchQuery>;

// GET /api/items/:game/search/:category
// category: all | items (equipment, cosmetics excepted) | weapons | cosmetics | a data category key
// (hat, ring…) or weapon type (sword, bow…), or its two-letter code (contract/categories.ts). An
// unknown category is a 400.
export const ItemSearchParams = z.object({ game: Game, category: z.string().regex(/^[a-z_]+$/) });
export const ItemSearchQuery = SearchQuery;
export type ItemSearchQuery = z.input<typeof ItemSearchQuery>;
export function paginated<T extends z.ZodTypeAny>(row: T) {
  return z.object({ rows: z.array(row), count: z.number().int(), page: z.number().int(), pages: z.number().int() });
}
export const ItemSearchResponse = paginated(ItemSummary);
export type ItemSearchResponse = z.infer<typeof ItemSearchResponse>;

// GET /api/items/:game/stuff/:ids  (ids joined with '-')
// Answers the known ids, in the order asked; unknown ids are left out.
export const ItemsByIdsParams = z.object({ game: Game, ids: IdList });
export const ItemsByIdsResponse = z.object({ data: z.array(ItemSummary) });

// GET /api/clothes/:game/:id (sets)
export const SetSummary = z.object({
  id: z.number().int(),
  name: LocalizedText,
  level: z.number().int(),
  item_ids: z.array(z.number().int()),
  availability: z.string(),
});
export type SetSummary = z.infer<typeof SetSummary>;
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
  availability: z.enum(['standard', 'all']).default('standard'),
});
export const ClothAutocompleteResponse = z.object({ data: z.array(SetSummary) });

// GET /api/spells/:game/class/:classId — a class's spells with every level, in the class's order.
export const SpellEffect = z.object({
  /** The game's effect id (its template is in the bootstrap's `effect_templates`); null when the data has none. */
  effect_id: z.number().int().nullable(),
  /** Dofus 2: hit, shield…; Retro: null (the effect id says it). */
  kind: z.string().nullable(),
  hit: z.string().nullable(),
  element: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** The template's #1, #2, #3 (Retro); empty when the data gives none. */
  params: z.array(z.number()),
  /** Duration in turns (0: immediate). */
  turns: z.number().nullable(),
  /** % chance of a random alternative (0: always). */
  chance: z.number().nullable(),
  zone: z.object({ shape: z.string(), size: z.number() }).nullable(),
  /** Dofus 2 shields: the value; pushback: the cells. */
  value: z.number().nullable(),
  cells: z.number().nullable(),
});
/** Texts per language, one per effect line (Dofus 2 data). */
export const EffectTexts = z.record(z.string(), z.array(z.string()));
export const SpellLevel = z.object({
  /** Retro level 1–6, Dofus 2 grade 1–3. */
  level: z.number().int(),
  ap_cost: z.number().nullable(),
  range_min: z.number().nullable(),
  range_max: z.number().nullable(),
  range_boostable: z.boolean(),
  line_only: z.boolean(),
  line_of_sight: z.boolean(),
  free_cell: z.boolean(),
  /** x of the critical "1/x" (Retro); null when the level cannot crit or gives a percent. */
  crit_rate: z.number().nullable(),
  /** Critical chance in % (Dofus 2). */
  crit_percent: z.number().nullable(),
  /** x of the critical failure "1/x" (Retro). */
  fail_rate: z.number().nullable(),
  /** Casts per turn and per target; null: no limit. */
  casts_per_turn: z.number().nullable(),
  casts_per_target: z.number().nullable(),
  cooldown: z.number().nullable(),
  min_player_level: z.number().nullable(),
  /** Dofus 2: the area in words. */
  area: LocalizedText.nullable(),
  effects: z.array(SpellEffect),
  critical_effects: z.array(SpellEffect),
  effects_text: EffectTexts.nullable(),
  critical_effects_text: EffectTexts.nullable(),
});
export const Spell = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  name: LocalizedText,
  description: LocalizedText,
  /** Dofus 2 icon id; null for Retro (no icons in the data). */
  icon: z.number().int().nullable(),
  levels: z.array(SpellLevel),
});
export type Spell = z.infer<typeof Spell>;
export const ClassSpellsParams = z.object({ game: Game, classId: GameId });
export const ClassSpellsResponse = z.object({ data: z.object({ class: ClassRef, spells: z.array(Spell) }) });
export type ClassSpellsResponse = z.infer<typeof ClassSpellsResponse>;

// GET /api/search/:game/:query — the navbar search (site-spec §3 "Search hits").
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
export const NavbarSearchQuery = z.object({ availability: z.enum(['standard', 'all']).default('standard') });
export const NavbarSearchResponse = z.object({
  /** Always these three groups, in this order; stuffs is empty until stuffs exist. */
  results: z.tuple([hitGroup('items', ItemHit), hitGroup('stuffs', StuffHit), hitGroup('spells', SpellHit)]),
});
export type NavbarSearchResponse = z.infer<typeof NavbarSearchResponse>;

// GET /api/health
export const HealthGame = z.object({
  game: Game,
  /**
   * `ok`: its data is imported and current. `stale`: newer data failed its checks, the last good
   * import is served. `unavailable`: its data failed and it has no import to serve.
   */
  status: z.enum(['ok', 'stale', 'unavailable']),
  /** The catalogue version of the import served (absent when unavailable). */
  version: z.string().optional(),
  importedAt: z.string().optional(),
  /** Why the game's newer data was refused: the first problems (`file:line: reason`) and their total. */
  error: z.object({ at: z.string(), problems: z.array(z.string()), total: z.number().int() }).optional(),
});
export const HealthResponse = z.object({
  /** `degraded` when a game is `stale` or `unavailable`; the server answers either way. */
  status: z.enum(['ok', 'degraded']),
  games: z.array(HealthGame),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
