/**
 * Table types of the database, for Kysely. Every game table is keyed by (game, id) with the game's
 * own ids. JSON is stored as text (`data`, `json`, `counts`) so that both dialects hold it the same
 * way; `data` is always the raw record of DATA_DIR (items: in `item_records`), so nothing the
 * columns leave out is lost.
 */
import type { ColumnType, Generated, Selectable } from 'kysely';

/** Names of a record in the product's three languages; null where the data has none. */
export interface NameColumns {
  name_fr: string | null;
  name_en: string | null;
  name_es: string | null;
}

export type ItemKind = 'item' | 'weapon';

/** Folded names for ordering by name in each language (a missing name falls back to fr, en, es). */
export interface SortColumns {
  sort_fr: string;
  sort_en: string;
  sort_es: string;
}

/**
 * Filter columns of items and sets. `class_mask`: bit (id − 1) set for each class allowed to use
 * the record by its conditions. `element_mask`: bits of `ELEMENT_BITS` (search/facets.ts) for the
 * elements the record serves.
 */
export interface FacetColumns {
  class_mask: number;
  element_mask: number;
}

/** What the full-text index, the typo vocabulary and the stat index hold rows for. */
export type SearchScope = 'item' | 'set' | 'spell';

export interface ItemsTable extends NameColumns, SortColumns, FacetColumns {
  game: string;
  id: number;
  kind: ItemKind;
  /** Data `category` (hat, ring, weapon, …). */
  category: string;
  /** `weapon.weapon_type` of a weapon (sword, bow, …); null for equipment. */
  weapon_type: string | null;
  /** Retro item type id; Dofus 2 and Touch records only name their type. */
  type_id: number | null;
  level: number;
  set_id: number | null;
  availability: string;
  /** `| name fr | name en | name es |`, lower-case and accent-free: see `searchTextOf`. */
  search_text: string;
}

/** The raw record of an item, apart from `items` so that searches read narrow rows. */
export interface ItemRecordsTable {
  game: string;
  id: number;
  data: string;
}

export interface SetsTable extends NameColumns, SortColumns, FacetColumns {
  game: string;
  id: number;
  level: number;
  availability: string;
  search_text: string;
  /** `|hat|ring|weapon|`: the kinds of pieces (cloth category keys, `weapon` for any weapon). */
  piece_kinds: string;
  data: string;
}

export interface EffectsTable {
  game: string;
  id: number;
  kind: string | null;
  stat: string | null;
  data: string;
}

export interface ClassesTable extends NameColumns {
  game: string;
  id: number;
  data: string;
}

export interface SpellsTable extends NameColumns, SortColumns {
  game: string;
  id: number;
  class_id: number | null;
  search_text: string;
  data: string;
}

/**
 * The full-text index: one row per item, set or spell, `words` being every folded word of its names
 * and of the names of its type or class, space-separated. These are the PostgreSQL columns (plus a
 * generated tsvector); on SQLite it is a contentless FTS5 table whose rowid encodes game, scope and
 * id. Only db/dialect.ts reads or writes it.
 */
export interface SearchIndexTable {
  game: string;
  scope: SearchScope;
  ref_id: number;
  /** 1 when the record's availability is `standard` (what builders and the navbar list by default). */
  standard: number;
  words: string;
}

/** The typo vocabulary: each distinct indexed word of a scope, once per trigram (search/fuzzy.ts). */
export interface SearchTrigramsTable {
  game: string;
  scope: SearchScope;
  trigram: string;
  word: string;
}

/**
 * Characteristics a record gives, for the effect filters and the effect sort: the highest roll of
 * an item's positive lines, or for a set the total of its pieces and its full bonus; only positive
 * totals have a row.
 */
export interface StatIndexTable {
  game: string;
  scope: SearchScope;
  stat: string;
  ref_id: number;
  value: number;
}

export interface ItemTypesTable extends NameColumns {
  game: string;
  id: number;
  category: string | null;
  data: string;
}

export interface MiscItemsTable extends NameColumns {
  game: string;
  id: number;
  type_id: number | null;
  level: number;
  data: string;
}

export interface RecipesTable {
  game: string;
  /** The crafted item's id: one recipe per item. */
  item_id: number;
  data: string;
}

export interface CatalogsTable {
  game: string;
  version: string;
  json: string;
}

export interface DataImportsTable {
  game: string;
  /** sha256 (hex) of the variant's manifest.json. */
  manifest_hash: string;
  /** `IMPORTER_VERSION` of the code that wrote the rows: a new importer re-imports unchanged data. */
  importer_version: number;
  /** ISO 8601 time of the import. */
  imported_at: string;
  /** JSON text: rows written per table, and records left out. */
  counts: string;
  duration_ms: number;
  /** sha256 over the manifest and every data file read (`dataFingerprint`); null before migration 0004. */
  data_hash: string | null;
}

/** The last failed import of a game, until a good one replaces it (migration 0004). */
export interface ImportFailuresTable {
  game: string;
  data_hash: string;
  failed_at: string;
  /** JSON text: the first problems, each `file:line: reason`. */
  problems: string;
  /** How many problems there were in all. */
  total: number;
}

/** A member (issue 16). Booleans are 0/1; dates ISO-8601 UTC text. */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  /** `name` in lower case: unique, so two nicknames differing by case cannot both exist. */
  name_folded: string;
  email: string;
  /** `email` trimmed and in lower case: unique. */
  email_folded: string;
  /** argon2id PHC string; null for an account without a password (social sign-in). */
  password_hash: string | null;
  role_id: ColumnType<number, number | undefined, number>;
  email_verified: ColumnType<number, number | undefined, number>;
  name_changed: ColumnType<number, number | undefined, number>;
  is_premium: ColumnType<number, number | undefined, number>;
  is_patron: ColumnType<number, number | undefined, number>;
  /** JSON text: tag codes. */
  tags: ColumnType<string, string | undefined, string>;
  privacy_mode: ColumnType<number, number | undefined, number>;
  exo_enabled: ColumnType<number, number | undefined, number>;
  back_stuff: ColumnType<number, number | undefined, number>;
  exp: ColumnType<number, number | undefined, number>;
  ingame_name: string | null;
  favourite_map: string | null;
  about: string | null;
  visits: ColumnType<number, number | undefined, number>;
  /** The member's language, for mails. */
  lang: string;
  created_at: string;
  updated_at: string;
  /** A streamer's Twitch channel (login), set by an admin (migration 0011). */
  stream_channel: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who sees the member's workshop: none, private, public (migration 0016). */
  craft_mode: ColumnType<string, string | undefined, string>;
}
export type UserRow = Selectable<UsersTable>;

/** A single-use token sent by mail: only its sha256 is stored. */
export interface UserTokensTable {
  hash: string;
  user_id: number;
  kind: string;
  email: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A refresh session (the `autoLogin` cookie): only its sha256 is stored. */
export interface UserSessionsTable {
  hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface MailRequestsTable {
  user_id: number;
  kind: string;
  sent_at: string;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  scope: string;
  at: string;
}

export interface CaptchaUsesTable {
  signature: string;
  expires_at: string;
}

export interface SocialAccountsTable {
  provider: string;
  subject: string;
  user_id: number;
  created_at: string;
}

/** A social sign-in under way: its state (hashed), PKCE verifier, and where it goes back to. */
export interface OauthStatesTable {
  hash: string;
  provider: string;
  code_verifier: string;
  user_id: number | null;
  lang: string;
  site_url: string;
  expires_at: string;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** A saved stuff (migration 0006): the builder's object in `data`, the searched columns beside it. */
export interface StuffsTable {
  id: Generated<number>;
  user_id: number;
  game: string;
  name: string;
  name_folded: string;
  class_id: number;
  gender: number;
  character_level: number;
  level: number;
  /** `,earth,fire,` (comma-framed codes). */
  elements: string;
  tags: string;
  allowed_classes: string;
  description: string;
  markdown: string;
  visible: number;
  folder_id: number | null;
  views: ColumnType<number, number | undefined, number>;
  short_code: string | null;
  version: number;
  /** JSON text of the skin, or null. */
  skin: string | null;
  /** JSON text: the contract's Stuff. */
  data: string;
  created_at: string;
  updated_at: string;
  /** `elements` and `tags` as bit masks, and 1 when `markdown` is not empty (migration 0009; written by the repository). */
  element_mask: ColumnType<number, number | undefined, number>;
  tag_mask: ColumnType<number, number | undefined, number>;
  guide: ColumnType<number, number | undefined, number>;
  /** 1 when a moderator hid the stuff: out of every public list, search, count and read (migration 0011). */
  hidden: ColumnType<number, number | undefined, number>;
}
export type StuffRow = Selectable<StuffsTable>;

/** Each distinct word of a stuff's folded name (migration 0009): the text filter's index. */
export interface StuffWordsTable {
  word: string;
  game: string;
  /** 1 when the stuff is listed in public (visible and not hidden). */
  visible: number;
  stuff_id: number;
}

export interface FoldersTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  avatar: number | null;
  created_at: string;
  updated_at: string;
}
export type FolderRow = Selectable<FoldersTable>;

export interface FavoritesTable {
  user_id: number;
  game: string;
  item_id: number;
  category: string;
  created_at: string;
}

/** A member's former slug (migration 0010): answers the member, whose page redirects to the current one. */
export interface UserSlugsTable {
  slug: string;
  user_id: number;
  created_at: string;
}

/** The last activity of a member (`m:<id>`) or an anonymous visitor (`v:<hash>`) (migration 0010). */
export interface ActivityTable {
  key: string;
  user_id: number | null;
  seen_at: string;
}

/** A profile seen by a visitor on a UTC day (migration 0010). */
export interface ProfileVisitsTable {
  user_id: number;
  visitor: string;
  day: string;
}

/** A devblog post (migration 0013): markdown per language ('' = no version in that language). */
export interface DevblogPostsTable {
  id: Generated<number>;
  author_id: number | null;
  title_fr: string;
  title_en: string;
  title_es: string;
  body_fr: string;
  body_en: string;
  body_es: string;
  published: number;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}
export type DevblogPostRow = Selectable<DevblogPostsTable>;

/** A tag a member holds (migration 0011; contract/moderation.ts USER_TAGS). */
export interface UserTagsTable {
  user_id: number;
  tag: number;
}

/** An act of a moderator or admin (migration 0011); `details` is JSON text. */
export interface ModerationLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number;
  actor_name: string;
  action: string;
  target_kind: string;
  target_id: number;
  target_name: string;
  reason: string;
  details: string;
}

/** One award of experience (migration 0012): (user_id, action, object_key) is unique. */
export interface XpEventsTable {
  user_id: number;
  action: string;
  object_key: string;
  xp: number;
  created_at: string;
}

/** Awards of an action that earned XP on a UTC day (`YYYY-MM-DD`). */
export interface XpDailyTable {
  user_id: number;
  action: string;
  day: string;
  count: number;
}

export interface MemberLevelsTable {
  user_id: number;
  xp: number;
  level: number;
  updated_at: string;
}

export interface MemberBadgesTable {
  user_id: number;
  badge_id: number;
  earned_at: string;
}

/** The member's last notification not yet closed: LEVEL_UP (level) or NEW_BADGE (badge_id). */
export interface MemberNotificationsTable {
  user_id: number;
  event: string;
  level: number | null;
  badge_id: number | null;
  created_at: string;
}

/** A craft node of a member's workshop (migration 0016; rules: game/crafts.ts). */
export interface CraftsTable {
  id: Generated<number>;
  user_id: number;
  game: string;
  item_id: number;
  /** The node whose ingredient this node crafts; null for a root. */
  parent_id: number | null;
  folder_id: number | null;
  /** Roots: how many to make; 0 for an expanded ingredient (derived). */
  quantity: number;
  completed: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

/** What the member already holds of one ingredient of one craft node. */
export interface CraftIngredientsTable {
  craft_id: number;
  item_id: number;
  gathered: number;
}

/** A member's saved look (migration 0017; rules: game/skin.ts). */
export interface SkinsTable {
  id: Generated<number>;
  user_id: number;
  game: string;
  name: string;
  class_id: number;
  gender: number;
  head: number;
  face: number;
  /** 0xRRGGBB, or null: the class's own colour of that slot (skin, hair, cloth 1–3). */
  color1: number | null;
  color2: number | null;
  color3: number | null;
  color4: number | null;
  color5: number | null;
  /** Cosmetic item ids worn, or null. */
  hat_id: number | null;
  cloak_id: number | null;
  shield_id: number | null;
  pet_id: number | null;
  /** 1 public, 0 confidential. */
  visible: number;
  created_at: string;
  updated_at: string;
}

export interface Database {
  skins: SkinsTable;
  crafts: CraftsTable;
  craft_ingredients: CraftIngredientsTable;
  user_slugs: UserSlugsTable;
  activity: ActivityTable;
  profile_visits: ProfileVisitsTable;
  devblog_posts: DevblogPostsTable;
  user_tags: UserTagsTable;
  moderation_log: ModerationLogTable;
  xp_events: XpEventsTable;
  xp_daily: XpDailyTable;
  member_levels: MemberLevelsTable;
  member_badges: MemberBadgesTable;
  member_notifications: MemberNotificationsTable;
  stuffs: StuffsTable;
  stuff_words: StuffWordsTable;
  folders: FoldersTable;
  favorites: FavoritesTable;
  users: UsersTable;
  user_tokens: UserTokensTable;
  user_sessions: UserSessionsTable;
  mail_requests: MailRequestsTable;
  login_attempts: LoginAttemptsTable;
  captcha_uses: CaptchaUsesTable;
  server_secrets: ServerSecretsTable;
  social_accounts: SocialAccountsTable;
  oauth_states: OauthStatesTable;
  items: ItemsTable;
  item_records: ItemRecordsTable;
  sets: SetsTable;
  effects: EffectsTable;
  classes: ClassesTable;
  spells: SpellsTable;
  item_types: ItemTypesTable;
  misc_items: MiscItemsTable;
  recipes: RecipesTable;
  catalogs: CatalogsTable;
  data_imports: DataImportsTable;
  import_failures: ImportFailuresTable;
  search_index: SearchIndexTable;
  search_trigrams: SearchTrigramsTable;
  stat_index: StatIndexTable;
}

/** The tables an import replaces, one game at a time. */
export const GAME_TABLES = [
  'items',
  'item_records',
  'sets',
  'effects',
  'classes',
  'spells',
  'item_types',
  'misc_items',
  'recipes',
  'catalogs',
  'search_index',
  'search_trigrams',
  'stat_index',
] as const satisfies readonly (keyof Database)[];
export type GameTable = (typeof GAME_TABLES)[number];

export type ItemRow = Selectable<ItemsTable>;
export type SetRow = Selectable<SetsTable>;
export type SpellRow = Selectable<SpellsTable>;
