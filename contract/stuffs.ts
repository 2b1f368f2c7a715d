/**
 * Saved stuffs (issue 17; builder-spec §3, §5, §7): a member's stuffs on the server, private or
 * public (`visible`), their boosts, the public lists and the public stuff search. A stored stuff
 * carries the builder's own object (`stuff`, contract/stuff.ts) beside its metadata.
 *
 * Concurrency: every write to an existing stuff names the `version` it read; the server applies it
 * only if the stored version is still that one (then adds 1), else answers 409 with the current
 * version, so two tabs or two server processes never mix their saves.
 *
 * Body refusals carry message keys as their zod messages (like contract/users.ts): the server
 * answers the spec's text in the caller's language.
 */
import { z } from 'zod';
import { CHARACTERISTIC_ELEMENTS } from '#game/elements';
import { SLOTS } from '#game/slots';
import { PRIMARY_STATS, STAT_KEYS } from '#game/stats';
import { dashJoined, decimalInt, Game, GameId, MAX_GAME_ID } from './common.ts';
import { defineRoute } from './route.ts';
import { BoostEffect, CHARACTER_LEVEL_MAX, CHARACTER_LEVEL_MIN, Stuff, StuffBoost } from './stuff.ts';

export const STUFF_NAME_MIN = 3;
export const STUFF_NAME_MAX = 50;
/** Starts with a letter or digit; letters, digits, hyphen, dot, underscore, hash, degree sign, slash, space (builder-spec §5). */
export const STUFF_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}\-._#°/ ]*$/u;
export const STUFF_DESCRIPTION_MAX = 255;
/** A guide's markdown body (public stuffs with one are the guides). */
export const STUFF_MARKDOWN_MAX = 20_000;
/** builder-spec §3 tags and the element tags. */
export const STUFF_TAGS = ['pvp', 'pvm', 'pod', 'sa', 'pp', 'dp', 'cc', 'pd', 'tank', 'neutral', 'earth', 'fire', 'water', 'air'] as const;
export const STUFF_TAGS_MAX = 10;
/** Stuffs per member and game. */
export const STUFFS_MAX = 500;
/** `public/latest`, the menus (site-spec §9). */
export const LATEST_STUFFS = 10;
export const STUFF_ELEMENTS = CHARACTERISTIC_ELEMENTS;

const text = (required: string, invalid: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) }).min(1, { error: required });

export const StuffName = text('stuffNameRequired', 'stuffNameFormat')
  .min(STUFF_NAME_MIN, { error: 'stuffNameLength' })
  .max(STUFF_NAME_MAX, { error: 'stuffNameLength' })
  .regex(STUFF_NAME_PATTERN, { error: 'stuffNameFormat' });
export const StuffDescription = z.string({ error: 'stuffDescriptionLength' }).max(STUFF_DESCRIPTION_MAX, { error: 'stuffDescriptionLength' });
export const StuffMarkdown = z.string({ error: 'stuffMarkdownLength' }).max(STUFF_MARKDOWN_MAX, { error: 'stuffMarkdownLength' });
export const StuffTag = z.enum(STUFF_TAGS, { error: 'stuffTagInvalid' });
export const StuffTags = z.array(StuffTag, { error: 'stuffTagInvalid' }).max(STUFF_TAGS_MAX, { error: 'stuffTagsMax' });
export const StuffLevel = z
  .number({ error: 'stuffLevelInvalid' })
  .int({ error: 'stuffLevelInvalid' })
  .min(CHARACTER_LEVEL_MIN, { error: 'stuffLevelInvalid' })
  .max(CHARACTER_LEVEL_MAX, { error: 'stuffLevelInvalid' });
const ClassId = z.number({ error: 'classInvalid' }).int({ error: 'classInvalid' }).min(1, { error: 'classInvalid' }).max(10_000, { error: 'classInvalid' });
const Gender = z.union([z.literal(0), z.literal(1)], { error: 'genderInvalid' });
const FolderRef = z.number({ error: 'folderNotFound' }).int({ error: 'folderNotFound' }).min(1, { error: 'folderNotFound' }).max(MAX_GAME_ID, { error: 'folderNotFound' }).nullable();
export const Version = z.number({ error: 'versionRequired' }).int({ error: 'versionRequired' }).min(1, { error: 'versionRequired' }).max(MAX_GAME_ID, { error: 'versionRequired' });
const AllowedClasses = z.array(ClassId).max(30, { error: 'classInvalid' });
const SlotKey = z.enum(SLOTS, { error: 'slotInvalid' });
const StatMap = z.partialRecord(z.enum(STAT_KEYS, { error: 'statInvalid' }), z.number({ error: 'statInvalid' }).int({ error: 'statInvalid' }));
const PrimaryMap = z.partialRecord(z.enum(PRIMARY_STATS, { error: 'statInvalid' }), z.number({ error: 'statInvalid' }).int({ error: 'statInvalid' }).min(0, { error: 'statInvalid' }));

/** builder-spec §3 Skin: head, face and five colours (0xRRGGBB or none). */
export const SKIN_COLOR_COUNT = 5;
export const StuffSkin = z.object({
  head: z.number({ error: 'skinHeadInvalid' }).int({ error: 'skinHeadInvalid' }).min(0, { error: 'skinHeadInvalid' }).max(1000, { error: 'skinHeadInvalid' }),
  face: z.number({ error: 'skinFaceInvalid' }).int({ error: 'skinFaceInvalid' }).min(0, { error: 'skinFaceInvalid' }).max(1000, { error: 'skinFaceInvalid' }),
  colors: z
    .array(z.number({ error: 'skinColorInvalid' }).int({ error: 'skinColorInvalid' }).min(0, { error: 'skinColorInvalid' }).max(0xffffff, { error: 'skinColorInvalid' }).nullable(), {
      error: 'skinColorInvalid',
    })
    .length(SKIN_COLOR_COUNT, { error: 'skinColorInvalid' }),
});
export type StuffSkin = z.infer<typeof StuffSkin>;

/** A stuff id in a path: the id, or the slug (`12-my-stuff`), which starts with it. */
export const StuffIdParam = z
  .string()
  .regex(/^[1-9]\d{0,9}(-[a-z0-9-]{0,80})?$/, 'expected a stuff id or slug')
  .transform((value) => Number(value.split('-')[0]))
  .pipe(z.number().int().positive().max(MAX_GAME_ID));
export const StuffParams = z.object({ game: Game, id: StuffIdParam });
export const GameParams = z.object({ game: Game });
export const VersionQuery = z.object({ version: decimalInt(1, MAX_GAME_ID).optional() });

/** A stuff's author: `slug` names their public profile (`membre/{userSlug}`). */
export const StuffAuthor = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
/** A stuff in lists, menus and search hits (site-spec §3 navigation stuff and stuff hits). */
export const StuffSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  short_code: z.string(),
  game: Game,
  name: z.string(),
  tags: z.array(z.string()),
  character_class: z.number().int(),
  character_gender: z.number().int(),
  character_level: z.number().int(),
  /** Highest level among the items. */
  level: z.number().int(),
  elements: z.array(z.string()),
  visible: z.boolean(),
  /**
   * Hidden by a moderator (issue 18): out of every public list, search and count, and unreadable but
   * to its owner and the moderators, who read it with `hidden: true` (the owner's pages say so).
   */
  hidden: z.boolean(),
  folder_id: z.number().int().nullable(),
  views: z.number().int(),
  guide: z.boolean(),
  user: StuffAuthor,
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StuffSummary = z.infer<typeof StuffSummary>;

export const StoredStuff = StuffSummary.extend({
  description: z.string(),
  /** The guide's markdown body as written ('' for none); a public stuff with one is a guide. */
  markdown: z.string(),
  /**
   * The guide rendered and sanitised by the server ('' for none): an allow-list of text elements, links
   * to http(s)/mailto only; no script, event handler, style or frame survives. What a page shows.
   */
  guide_html: z.string(),
  allowed_classes: z.array(z.number().int()),
  folder_name: z.string().nullable(),
  skin: StuffSkin.nullable(),
  /** The builder's object: mode `private` for the owner, `public` for anyone else. */
  stuff: Stuff,
});
export type StoredStuff = z.infer<typeof StoredStuff>;

const meta = {
  description: StuffDescription.optional(),
  markdown: StuffMarkdown.optional(),
  tags: StuffTags.optional(),
  allowed_classes: AllowedClasses.optional(),
  visible: z.boolean({ error: 'invalidFlag' }).optional(),
  folder_id: FolderRef.optional(),
};
/** POST private: a blank stuff. */
export const NewStuffBody = z.object({ name: StuffName, classId: ClassId.optional(), gender: Gender.optional(), level: StuffLevel.optional(), ...meta });
/** POST private/save: the local draft (the builder's object) saved to the account. */
export const SaveStuffBody = Stuff.extend({ name: StuffName, ...meta });
/** PUT private/{id}: the metadata (only the fields given change). */
export const StuffMetaBody = z.object({ version: Version, name: StuffName.optional(), classId: ClassId.optional(), gender: Gender.optional(), level: StuffLevel.optional(), ...meta });
export const CaracsBody = z.object({ version: Version, points: PrimaryMap, scrolls: PrimaryMap });
export const FmBody = z.object({ version: Version, forgemagie: StatMap });
/** The weapon's lines (`rolls.ar`). */
export const FmWeaponBody = z.object({ version: Version, rolls: StatMap });
export const FmItemBody = z.object({ version: Version, slot: SlotKey, rolls: StatMap });
export const SkinBody = z.object({ version: Version, skin: StuffSkin.nullable() });
/** One slot: an item id, or null to empty it (its rolls go with it). */
export const ItemBody = z.object({ version: Version, slot: SlotKey, itemId: z.number({ error: 'itemInvalid' }).int({ error: 'itemInvalid' }).positive({ error: 'itemInvalid' }).max(MAX_GAME_ID, { error: 'itemInvalid' }).nullable() });
export const ItemsBody = z.object({ version: Version, items: z.partialRecord(SlotKey, z.number({ error: 'itemInvalid' }).int({ error: 'itemInvalid' }).positive({ error: 'itemInvalid' }).max(MAX_GAME_ID, { error: 'itemInvalid' })) });
export const CopyBody = z.object({ name: StuffName.optional() }).nullish();

export const STUFF_SORTS = ['updated_desc', 'views_desc', 'level_desc', 'level_asc', 'name_asc'] as const;
export const StuffSearchQuery = z
  .object({
    /** Words of the name, accent- and case-insensitive. */
    text: z.string().max(100).optional(),
    class: GameId.optional(),
    level_min: decimalInt(0, 200).optional(),
    level_max: decimalInt(0, 200).optional(),
    /** Elements joined with '-': stuffs playing every one. */
    element: dashJoined('[a-z]+', 'elements', z.enum(STUFF_ELEMENTS)).optional(),
    /** Tags joined with '-': stuffs holding every one. */
    tags: dashJoined('[a-z]+', 'tags', z.enum(STUFF_TAGS)).optional(),
    /** Only guides (public stuffs with a markdown body). */
    guide: z.enum(['', 'true', 'false', '1', '0']).transform((value) => value === '' || value === 'true' || value === '1').optional(),
    /** Own list only: public (`true`) or private (`false`) stuffs. The public search ignores it (all are public). */
    visible: z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1').optional(),
    /** Own list only: the stuffs of these folders. */
    folder: dashJoined('\\d+', 'folder ids', GameId).optional(),
    sort: z.enum(STUFF_SORTS).default('updated_desc'),
    page: decimalInt(1, 100_000).default(1),
    size: decimalInt(1, 100).default(20),
  })
  .superRefine(({ level_min: min, level_max: max }, context) => {
    if (min !== undefined && max !== undefined && min > max) context.addIssue({ code: 'custom', path: ['level_min'], message: 'level_min is above level_max' });
  });
export type StuffSearchQuery = z.output<typeof StuffSearchQuery>;
/** site-spec §3: the stuff search answers count, hits, page, pages. */
export const StuffSearchResponse = z.object({ count: z.number().int(), hits: z.array(StuffSummary), page: z.number().int(), pages: z.number().int() });
export const StuffListResponse = z.object({ rows: z.array(StuffSummary) });
export const PublicListParams = z.object({ game: Game, userId: decimalInt(0, MAX_GAME_ID) });

export const stuffsRoutes = {
  create: defineRoute({ method: 'POST', path: '/api/stuffs/:game/private', params: GameParams, body: NewStuffBody, response: StoredStuff }),
  save: defineRoute({ method: 'POST', path: '/api/stuffs/:game/private/save', params: GameParams, body: SaveStuffBody, response: StoredStuff }),
  ownList: defineRoute({ method: 'GET', path: '/api/stuffs/:game/private/list', params: GameParams, response: StuffListResponse }),
  ownSearch: defineRoute({ method: 'GET', path: '/api/stuffs/:game/private', params: GameParams, query: StuffSearchQuery, response: StuffSearchResponse }),
  readPrivate: defineRoute({ method: 'GET', path: '/api/stuffs/:game/private/:id', params: StuffParams, response: StoredStuff }),
  update: defineRoute({ method: 'PUT', path: '/api/stuffs/:game/private/:id', params: StuffParams, body: StuffMetaBody, response: StoredStuff }),
  caracs: defineRoute({ method: 'PUT', path: '/api/stuffs/:game/private/:id/caracs', params: StuffParams, body: CaracsBody, response: StoredStuff }),
  fm: defineRoute({ method: 'PUT', path: '/api/stuffs/:game/private/:id/fm', params: StuffParams, body: FmBody, response: StoredStuff }),
  fmWeapon: defineRoute({ method: 'PUT', path: '/api/stuffs/:game/private/:id/fm_weapon', params: StuffParams, body: FmWeaponBody, response: StoredStuff }),
  fmItem: defineRoute({ method: 'PUT', path: '/api/stuffs/:game/private/:id/fm_item', params: StuffParams, body: FmItemBody, response: StoredStuff }),
  skin: defineRoute({ method: 'PUT', path: '/api/stuffs/:game/private/:id/skin', params: StuffParams, body: SkinBody, response: StoredStuff }),
  item: defineRoute({ method: 'PUT', path: '/api/stuffs/:game/private/:id/item', params: StuffParams, body: ItemBody, response: StoredStuff }),
  items: defineRoute({ method: 'PUT', path: '/api/stuffs/:game/private/:id/items', params: StuffParams, body: ItemsBody, response: StoredStuff }),
  deleteItems: defineRoute({ method: 'DELETE', path: '/api/stuffs/:game/private/:id/items', params: StuffParams, query: VersionQuery, response: StoredStuff }),
  remove: defineRoute({ method: 'DELETE', path: '/api/stuffs/:game/private/:id', params: StuffParams, response: z.object({ id: z.number().int() }) }),
  copy: defineRoute({ method: 'POST', path: '/api/stuffs/:game/private/:id/copy', params: StuffParams, body: CopyBody, response: StoredStuff }),
  readPublic: defineRoute({ method: 'GET', path: '/api/stuffs/:game/public/:id', params: StuffParams, response: StoredStuff }),
  publicList: defineRoute({ method: 'GET', path: '/api/stuffs/:game/public/list/:userId', params: PublicListParams, response: StuffListResponse }),
  latest: defineRoute({ method: 'GET', path: '/api/stuffs/:game/public/latest', params: GameParams, response: StuffListResponse }),
  short: defineRoute({ method: 'GET', path: '/api/stuffs/short/:code', params: z.object({ code: z.string().regex(/^[0-9A-Za-z]{1,11}$/) }), response: StoredStuff }),
  /** The stuff as the Cacminator takes it (its builder object), for the owner or anyone when public. */
  cacminator: defineRoute({ method: 'GET', path: '/api/stuffs/:game/:id/cacminator', params: StuffParams, response: Stuff }),
  search: defineRoute({ method: 'GET', path: '/api/search/:game/stuffs', params: GameParams, query: StuffSearchQuery, response: StuffSearchResponse }),
};

/** Boosts (builder-spec §3 Boost, §7): a stuff's boosts live in its object, one per effect. */
export const StuffBoosts = z.object({ stuffId: z.number().int(), version: z.number().int(), boosts: z.array(StuffBoost) });
export const AddBoostBody = StuffBoost.extend({
  stuffId: z.number({ error: 'stuffNotFound' }).int({ error: 'stuffNotFound' }).positive({ error: 'stuffNotFound' }).max(MAX_GAME_ID, { error: 'stuffNotFound' }),
  version: Version,
  effect: z.enum(BoostEffect.options, { error: 'boostEffectInvalid' }),
});
const BoostStuffParams = z.object({ stuffId: StuffIdParam });
export const ClassBoosts = z.object({ classId: z.number().int(), boosts: z.array(StuffBoost.extend({ stuffs: z.number().int() })) });

export const boostsRoutes = {
  ofStuff: defineRoute({ method: 'GET', path: '/api/boosts/stuff/:stuffId', params: BoostStuffParams, response: StuffBoosts }),
  ofClass: defineRoute({ method: 'GET', path: '/api/boosts/class/:classId', params: z.object({ classId: GameId }), response: ClassBoosts }),
  add: defineRoute({ method: 'POST', path: '/api/boosts', body: AddBoostBody, response: StuffBoosts }),
  removeOne: defineRoute({
    method: 'DELETE',
    path: '/api/boosts/stuff/:stuffId/effect/:effect',
    params: BoostStuffParams.extend({ effect: BoostEffect }),
    query: VersionQuery,
    response: StuffBoosts,
  }),
  removeAll: defineRoute({ method: 'DELETE', path: '/api/boosts/stuff/:stuffId', params: BoostStuffParams, query: VersionQuery, response: StuffBoosts }),
};
