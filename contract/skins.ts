/**
 * Skins and the Skinator (issue 21; builder-spec §3 Skin, §5 skin validation, §6 "you have no
 * access to this skin", §7 `items/:game/skinator/...`, §8 skin errors; site-spec §2, §6): a member's
 * saved looks — class and sex, head, face, five colours, the cosmetics worn — public or confidential,
 * and the catalogue of cosmetic items a look can wear.
 *
 * The look's rules are `game/skin.ts` (`lookProblem`, heads 1–SKIN_HEADS, faces 1–SKIN_FACES, colours
 * 0..0xFFFFFF or null for the class's own, the share code); the server also checks that each cosmetic
 * is an item of the skin's game filed in that slot (`GET /api/items/:game/skinator/:id`).
 *
 * Body refusals carry message keys (see contract/users.ts): the answer's `code` is the key, its
 * `message` the text in the caller's language. Keys: skinNameRequired, skinNameInvalid, skinClassInvalid,
 * skinGenderInvalid, skinHeadInvalid, skinFaceInvalid, skinColorInvalid (the same three keys as a
 * stuff's skin, contract/stuffs.ts), skinCosmeticInvalid, skinVisibleInvalid, skinGameInvalid,
 * skinUpdateEmpty; and from the routes skinNotFound (404), skinForbidden (403 "you have no access to
 * this skin"), skinMax (400), userNotFound (404), itemNotFound (404).
 */
import { z } from 'zod';
import { VARIANTS } from '#game/variants';
import {
  SKIN_CLASS_IDS,
  SKIN_COLOR_MAX,
  SKIN_COLOR_SLOTS,
  SKIN_COSMETIC_SLOTS,
  SKIN_FACES,
  SKIN_GENDERS,
  SKIN_HEADS,
  SKIN_NAME_MAX,
  SKIN_NAME_MIN,
  SKIN_NAME_PATTERN,
} from '#game/skin';
import { Game, GameId, LocalizedText, MAX_GAME_ID, decimalInt, paginated } from './common.ts';
import { defineRoute } from './route.ts';

/** How many skins a member keeps (every game together). */
export const SKINS_MAX = 100;
/** Skins per page of a list (default) and at most. */
export const SKINS_PAGE_SIZE = 20;
export const SKINS_PAGE_SIZE_MAX = 100;
/** Cosmetic items per page of the Skinator's catalogue (default) and at most. */
export const SKINATOR_PAGE_SIZE = 30;
export const SKINATOR_PAGE_SIZE_MAX = 100;

export const SkinCosmeticSlot = z.enum(SKIN_COSMETIC_SLOTS);
export type SkinCosmeticSlotName = z.infer<typeof SkinCosmeticSlot>;

/** A skin's name: required; 3 to 20 characters, starting with a letter or a digit; letters, digits, space, hyphen, dot, underscore. */
export const SkinName = z
  .string({ error: 'skinNameRequired' })
  .trim()
  .min(1, { error: 'skinNameRequired' })
  .refine((name) => [...name].length >= SKIN_NAME_MIN && [...name].length <= SKIN_NAME_MAX && SKIN_NAME_PATTERN.test(name), { error: 'skinNameInvalid' });

const oneOf = (values: readonly number[], key: string) =>
  z
    .number({ error: key })
    .int({ error: key })
    .refine((value) => values.includes(value), { error: key });
export const SkinClassId = oneOf(SKIN_CLASS_IDS, 'skinClassInvalid');
export const SkinGender = oneOf(SKIN_GENDERS, 'skinGenderInvalid');
export const SkinHead = z.number({ error: 'skinHeadInvalid' }).int({ error: 'skinHeadInvalid' }).min(1, { error: 'skinHeadInvalid' }).max(SKIN_HEADS, { error: 'skinHeadInvalid' });
export const SkinFace = z.number({ error: 'skinFaceInvalid' }).int({ error: 'skinFaceInvalid' }).min(1, { error: 'skinFaceInvalid' }).max(SKIN_FACES, { error: 'skinFaceInvalid' });
/** Five slots (skin, hair, cloth 1–3): 0xRRGGBB, or null for the class's own colour. */
export const SkinColorList = z
  .array(
    z.number({ error: 'skinColorInvalid' }).int({ error: 'skinColorInvalid' }).min(0, { error: 'skinColorInvalid' }).max(SKIN_COLOR_MAX, { error: 'skinColorInvalid' }).nullable(),
    { error: 'skinColorInvalid' },
  )
  .length(SKIN_COLOR_SLOTS.length, { error: 'skinColorInvalid' });
const CosmeticId = z
  .number({ error: 'skinCosmeticInvalid' })
  .int({ error: 'skinCosmeticInvalid' })
  .positive({ error: 'skinCosmeticInvalid' })
  .max(MAX_GAME_ID, { error: 'skinCosmeticInvalid' })
  .nullable()
  .optional();
/** The cosmetics worn, per slot (a slot left out or null: none); an unknown slot is refused. */
export const SkinCosmeticsBody = z.strictObject(
  { hat: CosmeticId, cloak: CosmeticId, shield: CosmeticId, pet: CosmeticId },
  { error: 'skinCosmeticInvalid' },
);
const Visible = z.boolean({ error: 'skinVisibleInvalid' });

/** A saved skin. `visible`: true public (anyone sees it), false confidential (its owner only). */
export const Skin = z.object({
  id: z.number().int(),
  owner: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  game: Game,
  name: z.string(),
  class_id: z.number().int(),
  gender: z.number().int(),
  head: z.number().int(),
  face: z.number().int(),
  colors: z.array(z.number().int().nullable()),
  cosmetics: z.object({ hat: z.number().int().nullable(), cloak: z.number().int().nullable(), shield: z.number().int().nullable(), pet: z.number().int().nullable() }),
  visible: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Skin = z.infer<typeof Skin>;

export const CreateSkinBody = z.object({
  game: z.enum(VARIANTS, { error: 'skinGameInvalid' }),
  name: SkinName,
  class_id: SkinClassId,
  gender: SkinGender,
  head: SkinHead,
  face: SkinFace,
  colors: SkinColorList,
  cosmetics: SkinCosmeticsBody.optional(),
  /** Default: public. */
  visible: Visible.optional(),
});
export type CreateSkinBody = z.input<typeof CreateSkinBody>;
/** Any of the fields (the game stays); the cosmetics given replace the worn ones as a whole. */
export const UpdateSkinBody = z
  .object({
    name: SkinName.optional(),
    class_id: SkinClassId.optional(),
    gender: SkinGender.optional(),
    head: SkinHead.optional(),
    face: SkinFace.optional(),
    colors: SkinColorList.optional(),
    cosmetics: SkinCosmeticsBody.optional(),
    visible: Visible.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'skinUpdateEmpty' });
export type UpdateSkinBody = z.input<typeof UpdateSkinBody>;

/** `userId` 0: the caller's own skins (a member only), every one; another member's: the public ones. */
export const SkinListParams = z.object({ userId: decimalInt(0, MAX_GAME_ID) });
export const SkinListQuery = z.object({
  /** Only this game's skins; none: every game's. */
  game: Game.optional(),
  page: decimalInt(1, 100_000).default(1),
  size: decimalInt(1, SKINS_PAGE_SIZE_MAX).default(SKINS_PAGE_SIZE),
});
export type SkinListQuery = z.input<typeof SkinListQuery>;
/** Newest change first. */
export const SkinList = paginated(Skin);
export type SkinList = z.infer<typeof SkinList>;
export const SkinParams = z.object({ skinId: GameId });

/** A cosmetic item the Skinator can put on a look, with the slot it is worn in. */
export const SkinatorItem = z.object({
  id: z.number().int(),
  name: LocalizedText,
  level: z.number().int(),
  /** The data's category: cosmetic_hat, cosmetic_cloak, cosmetic_shield, cosmetic_pet or living_item. */
  category: z.string(),
  slot: SkinCosmeticSlot,
  availability: z.string(),
  official: z.boolean(),
});
export type SkinatorItem = z.infer<typeof SkinatorItem>;
export const SkinatorCategoryParams = z.object({ game: Game, cat: SkinCosmeticSlot });
export const SkinatorCategoryQuery = z.object({
  /** Words of the names (any of fr/en/es), each the beginning of a word, accent- and case-insensitive. */
  text: z.string().max(100).optional(),
  page: decimalInt(1, 100_000).default(1),
  size: decimalInt(1, SKINATOR_PAGE_SIZE_MAX).default(SKINATOR_PAGE_SIZE),
});
export type SkinatorCategoryQuery = z.input<typeof SkinatorCategoryQuery>;
/** Sorted by name (in the x-lang language), then id. */
export const SkinatorCategory = paginated(SkinatorItem);
export type SkinatorCategory = z.infer<typeof SkinatorCategory>;
export const SkinatorItemParams = z.object({ game: Game, id: GameId });

export const skinsRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/skins/:userId', params: SkinListParams, query: SkinListQuery, response: SkinList }),
  /** A confidential skin asked by anyone but its owner: 403 skinForbidden. */
  one: defineRoute({ method: 'GET', path: '/api/skins/one/:skinId', params: SkinParams, response: Skin }),
  create: defineRoute({ method: 'POST', path: '/api/skins', body: CreateSkinBody, response: Skin }),
  update: defineRoute({ method: 'PUT', path: '/api/skins/:skinId', params: SkinParams, body: UpdateSkinBody, response: Skin }),
  remove: defineRoute({ method: 'DELETE', path: '/api/skins/:skinId', params: SkinParams, response: z.object({ id: z.number().int() }) }),
};

export const skinatorRoutes = {
  /** The game's cosmetic items worn in `cat` (hat, cloak, shield, pet): paginated, searchable by name. */
  category: defineRoute({
    method: 'GET',
    path: '/api/items/:game/skinator/category/:cat',
    params: SkinatorCategoryParams,
    query: SkinatorCategoryQuery,
    response: SkinatorCategory,
  }),
  /** One cosmetic item with its slot; anything else (unknown, not a cosmetic) is 404 itemNotFound. */
  item: defineRoute({ method: 'GET', path: '/api/items/:game/skinator/:id', params: SkinatorItemParams, response: SkinatorItem }),
};
