/**
 * The workshop (issue 19; builder-spec §3 Craft, §7 Crafts calls, §8 craft errors; site-spec §2, §6):
 * a member's craft list per game. The arithmetic (trees, remaining counts, the shopping list) is
 * `game/crafts.ts`; the server stores the nodes and the gathered counts, the page recomputes.
 *
 * Every write answers the member's whole updated workshop of that game. Body refusals carry message
 * keys (see contract/users.ts).
 */
import { z } from 'zod';
import { CRAFT_QUANTITY_MAX } from '#game/crafts';
import { Game, GameId, LocalizedText, MAX_GAME_ID, QueryFlag, decimalInt } from './common.ts';
import { defineRoute } from './route.ts';

/**
 * Who sees a member's workshop: `public` — anyone, read-only, on `membre/{userSlug}/atelier`;
 * `private` — the member only; `none` — the default of an account that never chose (others see
 * nothing, as with private).
 */
export const CRAFT_MODES = ['none', 'private', 'public'] as const;
export const CraftMode = z.enum(CRAFT_MODES, { error: 'craftModeInvalid' });
export type CraftMode = z.infer<typeof CraftMode>;

/** "invalid integer quantity": a whole number from 1 to CRAFT_QUANTITY_MAX. */
export const CraftQuantity = z
  .number({ error: 'craftQuantityInvalid' })
  .int({ error: 'craftQuantityInvalid' })
  .min(1, { error: 'craftQuantityInvalid' })
  .max(CRAFT_QUANTITY_MAX, { error: 'craftQuantityInvalid' });
/** A gathered count: a whole number from 0 (the need is the cap when shown, not when stored). */
export const GatheredCount = z
  .number({ error: 'craftGatheredInvalid' })
  .int({ error: 'craftGatheredInvalid' })
  .min(0, { error: 'craftGatheredInvalid' })
  .max(MAX_GAME_ID, { error: 'craftGatheredInvalid' });
const CraftItemId = z
  .number({ error: 'craftItemInvalid' })
  .int({ error: 'craftItemInvalid' })
  .positive({ error: 'craftItemInvalid' })
  .max(MAX_GAME_ID, { error: 'craftItemInvalid' });
const CraftRef = z.number({ error: 'craftNotFound' }).int({ error: 'craftNotFound' }).positive({ error: 'craftNotFound' }).max(MAX_GAME_ID, { error: 'craftNotFound' });
/** One of the account's folders (contract/folders.ts), or none. */
const CraftFolder = z
  .number({ error: 'craftFolderInvalid' })
  .int({ error: 'craftFolderInvalid' })
  .positive({ error: 'craftFolderInvalid' })
  .max(MAX_GAME_ID, { error: 'craftFolderInvalid' })
  .nullable();

/** A stored craft node: a root (`parent_id` null) or an expanded ingredient of its parent. */
export const Craft = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  /** Roots only (a child's quantity is derived from its parent: game/crafts.ts). */
  folder_id: z.number().int().nullable(),
  quantity: z.number().int(),
  completed: z.boolean(),
  /** Gathered counts of this node's ingredients (only the ones the member set). */
  gathered: z.array(z.object({ item_id: z.number().int(), gathered: z.number().int() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Craft = z.infer<typeof Craft>;

/** What the page needs of every item in the workshop (crafted items and every ingredient). */
export const CraftItem = z.object({
  id: z.number().int(),
  name: LocalizedText,
  level: z.number().int(),
  /** The data's item type (Retro `type_id`: 38 wood, 41 leather…); null when the data has none. */
  type_id: z.number().int().nullable(),
  type_name: LocalizedText,
  /** Equipment and weapons open in the encyclopedia; resources and others do not. */
  kind: z.enum(['item', 'weapon', 'misc']),
  /** The item's recipe, or null when it is not craftable. */
  recipe: z.array(z.object({ item_id: z.number().int(), quantity: z.number().int() })).nullable(),
});
export type CraftItem = z.infer<typeof CraftItem>;

export const Workshop = z.object({
  game: Game,
  owner: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** The owner's sharing choice: given to the owner only (null for anyone else). */
  mode: CraftMode.nullable(),
  rows: z.array(Craft),
  items: z.array(CraftItem),
  /** Whether this game's data has recipes at all (Dofus 2 has none yet: the page says so). */
  recipes_available: z.boolean(),
  /** Item ids of an `add some` that have no recipe and were not added (empty otherwise). */
  skipped: z.array(z.number().int()),
});
export type Workshop = z.infer<typeof Workshop>;

export const WorkshopParams = z.object({ userId: decimalInt(0, MAX_GAME_ID) });
export const WorkshopQuery = z.object({ game: Game.optional() });
export const CraftParams = z.object({ craftId: GameId });

export const AddCraftBody = z.object({
  game: Game,
  item_id: CraftItemId,
  /** Roots: how many to make (default 1). Ignored for an expansion (`parent_id`). */
  quantity: CraftQuantity.optional(),
  folder_id: CraftFolder.optional(),
  /** Expand this ingredient of the given node (its item must be a line of that node's recipe). */
  parent_id: CraftRef.optional(),
});
export const ADD_SOME_MAX = 100;
export const AddSomeCraftsBody = z.object({
  game: Game,
  crafts: z
    .array(z.object({ item_id: CraftItemId, quantity: CraftQuantity }), { error: 'craftListInvalid' })
    .min(1, { error: 'craftListInvalid' })
    .max(ADD_SOME_MAX, { error: 'craftListInvalid' }),
  folder_id: CraftFolder.optional(),
});
export const UpdateCraftBody = z
  .object({
    quantity: CraftQuantity.optional(),
    folder_id: CraftFolder.optional(),
    completed: z.boolean({ error: 'craftCompletedInvalid' }).optional(),
  })
  .refine((body) => body.quantity !== undefined || body.folder_id !== undefined || body.completed !== undefined, { error: 'craftUpdateEmpty' });
export const INGREDIENT_UPDATES_MAX = 500;
export const IngredientsBody = z.object({
  game: Game,
  ingredients: z
    .array(z.object({ craft_id: CraftRef, item_id: CraftItemId, gathered: GatheredCount }), { error: 'craftIngredientsInvalid' })
    .min(1, { error: 'craftIngredientsInvalid' })
    .max(INGREDIENT_UPDATES_MAX, { error: 'craftIngredientsInvalid' }),
});
/** Delete the whole workshop of a game, or only its completed crafts. */
export const DeleteCraftsQuery = z.object({ game: Game, completed: QueryFlag.optional() });
export const CraftModeBody = z.object({ mode: CraftMode });

export const craftsRoutes = {
  /** `userId` 0 means the caller's own workshop (a member only). */
  get: defineRoute({ method: 'GET', path: '/api/crafts/:userId', params: WorkshopParams, query: WorkshopQuery, response: Workshop }),
  add: defineRoute({ method: 'POST', path: '/api/crafts', body: AddCraftBody, response: Workshop }),
  addSome: defineRoute({ method: 'POST', path: '/api/crafts/some', body: AddSomeCraftsBody, response: Workshop }),
  update: defineRoute({ method: 'PUT', path: '/api/crafts/:craftId', params: CraftParams, body: UpdateCraftBody, response: Workshop }),
  ingredients: defineRoute({ method: 'PUT', path: '/api/crafts', body: IngredientsBody, response: Workshop }),
  remove: defineRoute({ method: 'DELETE', path: '/api/crafts/:craftId', params: CraftParams, response: Workshop }),
  removeAll: defineRoute({ method: 'DELETE', path: '/api/crafts', query: DeleteCraftsQuery, response: Workshop }),
  mode: defineRoute({ method: 'PUT', path: '/api/crafts/mode', body: CraftModeBody, response: z.object({ mode: CraftMode }) }),
};
