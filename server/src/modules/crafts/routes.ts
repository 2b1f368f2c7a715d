/**
 * The workshop (issue 19; builder-spec §7 Crafts calls, §8 craft errors): a member's craft lists
 * per game, answered as the whole updated workshop. The server checks what the arithmetic relies
 * on — an expansion is a line of its parent's recipe, never an item already on its path, never
 * deeper than CRAFT_DEPTH_MAX — and stores nodes and gathered counts; the trees and the shopping
 * list are computed from the answer with game/crafts.ts.
 *
 * Visibility: `GET /api/crafts/0` is the caller's own (a member only); another member's workshop
 * is read-only and only when its mode is `public`, otherwise "craft workshop not found" — the
 * same answer as for a member who does not exist, so a private workshop's existence never shows.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Game } from '#contract/common';
import { craftsRoutes, type CraftMode, type Workshop } from '#contract/crafts';
import { ROLES } from '#contract/users';
import { CRAFT_DEPTH_MAX, CRAFT_QUANTITY_MAX, CRAFTS_MAX, buildCraftForest, pathItems, type CraftNodeState } from '#game/crafts';
import { contractRoute } from '#server/http/route';
import { ApiError } from '#server/plugins/errors';
import type { UserRow } from '#server/db/schema';
import { refuseBody } from '../stuffs/validation.ts';
import { award } from '../gamification/award.ts';
import { toCraft, toCraftItem } from './mapper.ts';
import type { CraftRow } from './repository.ts';

interface Owner {
  id: number;
  name: string;
  name_folded: string;
}

/** The workshop of `owner` in `game` as the answer carries it. */
async function workshopOf(app: FastifyInstance, owner: Owner, game: Game, ownMode: string | null, skipped: readonly number[] = []): Promise<Workshop> {
  const repo = app.repos.crafts;
  const [{ rows, ingredients }, recipesAvailable] = await Promise.all([repo.workshop(owner.id, game), repo.hasRecipes(game)]);
  const nodeItems = [...new Set(rows.map((row) => Number(row.item_id)))];
  const recipes = await repo.recipes(game, nodeItems);
  const ingredientIds = [...new Set([...recipes.values()].flatMap((lines) => lines.map((line) => Number(line.item_id))))];
  const more = await repo.recipes(game, ingredientIds.filter((id) => !recipes.has(id)));
  for (const [id, lines] of more) recipes.set(id, lines);
  const allIds = [...new Set([...nodeItems, ...ingredientIds])];
  const found = await repo.items(game, allIds);

  // The page gets only the nodes that hang in a tree (data changes could detach one).
  const gathered = new Map<number, Record<number, number>>();
  for (const row of ingredients) {
    const record = gathered.get(row.craft_id) ?? {};
    record[row.item_id] = row.gathered;
    gathered.set(row.craft_id, record);
  }
  const states: CraftNodeState[] = rows.map((row) => ({
    id: Number(row.id),
    item_id: Number(row.item_id),
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    quantity: Number(row.quantity),
    completed: Number(row.completed) === 1,
    folder_id: row.folder_id === null ? null : Number(row.folder_id),
    gathered: gathered.get(Number(row.id)) ?? {},
  }));
  const book = new Map([...recipes].map(([id, lines]) => [id, lines.map((line) => ({ item_id: Number(line.item_id), quantity: Number(line.quantity) }))]));
  const detached = new Set(buildCraftForest(states, book).detached);

  // Names embedded in recipe lines (Touch) name the ingredients that are in no table.
  const lineNames = new Map<number, Partial<Record<string, string>>>();
  for (const lines of recipes.values()) for (const line of lines) if (line.name) lineNames.set(Number(line.item_id), line.name);

  return {
    game,
    owner: { id: owner.id, name: owner.name, slug: owner.name_folded },
    mode: ownMode === null ? null : (ownMode as CraftMode),
    recipes_available: recipesAvailable,
    rows: rows.filter((row) => !detached.has(Number(row.id))).map((row) => toCraft(row, gathered.get(Number(row.id)) ?? {})),
    items: allIds.sort((a, b) => a - b).map((id) => toCraftItem(id, found.get(id), book.get(id) ?? null, lineNames.get(id))),
    skipped: [...skipped],
  };
}

export const craftsModule: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.crafts;
  const own = async (member: UserRow, game: Game, skipped: readonly number[] = []) => workshopOf(app, member, game, member.craft_mode, skipped);
  const viewer = async (request: FastifyRequest) => ((await app.authentication.claims(request)) ? app.authentication.member(request) : undefined);
  /** The member's node, or "no craft found" (another member's node is not found either). */
  const ownNode = async (member: UserRow, craftId: number): Promise<CraftRow> => {
    const node = await repo.node(member.id, craftId);
    if (!node) throw new ApiError(404, 'craftNotFound');
    return node;
  };
  const checkFolder = async (member: UserRow, folderId: number | null | undefined) => {
    if (folderId !== undefined && folderId !== null && !(await repo.folderOwned(member.id, folderId))) throw new ApiError(404, 'folderNotFound');
  };
  /** An item's recipe, or why it cannot be crafted. */
  const craftable = async (game: Game, itemId: number) => {
    const recipe = (await repo.recipes(game, [itemId])).get(itemId);
    if (recipe) return recipe;
    if (!(await repo.hasRecipes(game))) throw new ApiError(400, 'craftNoRecipes');
    if ((await repo.items(game, [itemId])).has(itemId)) throw new ApiError(400, 'craftItemNotCraftable');
    throw new ApiError(404, 'itemNotFound');
  };

  app.route({
    ...contractRoute(craftsRoutes.get),
    handler: async (request) => {
      const game = request.query.game ?? request.site;
      const { userId } = request.params;
      if (userId === 0) return own(await app.authentication.member(request), game);
      const caller = await viewer(request);
      if (caller && caller.id === userId) return own(caller, game);
      const owner = await repo.owner(userId);
      if (!owner || Number(owner.role_id) === ROLES.banned || owner.craft_mode !== 'public') throw new ApiError(404, 'craftWorkshopNotFound');
      return workshopOf(app, { id: Number(owner.id), name: owner.name, name_folded: owner.name_folded }, game, null);
    },
  });

  app.route({
    ...contractRoute(craftsRoutes.add),
    attachValidation: true,
    handler: async (request) => {
      const member = await app.authentication.member(request);
      refuseBody(request);
      const { game, item_id: itemId, parent_id: parentId, quantity, folder_id: folderId } = request.body;
      if (parentId !== undefined) {
        const parent = await ownNode(member, parentId);
        if (parent.game !== game) throw new ApiError(404, 'craftNotFound');
        const parentRecipe = (await repo.recipes(game, [Number(parent.item_id)])).get(Number(parent.item_id)) ?? [];
        if (!parentRecipe.some((line) => Number(line.item_id) === itemId)) throw new ApiError(400, 'craftIngredientNotInRecipe');
        await craftable(game, itemId);
        const { rows } = await repo.workshop(member.id, game);
        const path = pathItems(
          rows.map((row) => ({ id: Number(row.id), item_id: Number(row.item_id), parent_id: row.parent_id, quantity: 0, completed: false, folder_id: null, gathered: {} })),
          Number(parent.id),
        );
        if (!path) throw new ApiError(404, 'craftNotFound');
        if (path.includes(itemId)) throw new ApiError(400, 'craftCycle');
        if (path.length > CRAFT_DEPTH_MAX) throw new ApiError(400, 'craftTooDeep');
        await repo.addChild(parent, itemId);
        return own(member, game);
      }
      await craftable(game, itemId);
      await checkFolder(member, folderId);
      if (!(await repo.addRoots(member.id, game, [{ item_id: itemId, quantity: quantity ?? 1 }], folderId ?? null, CRAFTS_MAX))) {
        throw new ApiError(400, 'craftMax');
      }
      return own(member, game);
    },
  });

  app.route({
    ...contractRoute(craftsRoutes.addSome),
    attachValidation: true,
    handler: async (request) => {
      const member = await app.authentication.member(request);
      refuseBody(request);
      const { game, crafts, folder_id: folderId } = request.body;
      await checkFolder(member, folderId);
      // The same item twice (two rings) is one craft of the summed quantity.
      const wanted = new Map<number, number>();
      for (const craft of crafts) wanted.set(craft.item_id, Math.min(CRAFT_QUANTITY_MAX, (wanted.get(craft.item_id) ?? 0) + craft.quantity));
      const recipes = await repo.recipes(game, [...wanted.keys()]);
      const skipped = [...wanted.keys()].filter((id) => !recipes.has(id));
      const roots = [...wanted].filter(([id]) => recipes.has(id)).map(([item_id, quantity]) => ({ item_id, quantity }));
      if (roots.length === 0) throw new ApiError(400, (await repo.hasRecipes(game)) ? 'craftItemNotCraftable' : 'craftNoRecipes');
      if (!(await repo.addRoots(member.id, game, roots, folderId ?? null, CRAFTS_MAX))) throw new ApiError(400, 'craftMax');
      return own(member, game, skipped);
    },
  });

  app.route({
    ...contractRoute(craftsRoutes.update),
    attachValidation: true,
    handler: async (request) => {
      const member = await app.authentication.member(request);
      refuseBody(request);
      const node = await ownNode(member, request.params.craftId);
      if (node.parent_id !== null) throw new ApiError(400, 'craftNotRoot');
      await checkFolder(member, request.body.folder_id);
      await repo.updateRoot(member.id, Number(node.id), request.body);
      if (request.body.completed === true) await award(app, { kind: 'craft_completed', userId: member.id, craftId: Number(node.id) });
      return own(member, node.game as Game);
    },
  });

  app.route({
    ...contractRoute(craftsRoutes.ingredients),
    attachValidation: true,
    handler: async (request) => {
      const member = await app.authentication.member(request);
      refuseBody(request);
      const { game, ingredients } = request.body;
      const { rows } = await repo.workshop(member.id, game);
      const nodes = new Map(rows.map((row) => [Number(row.id), Number(row.item_id)]));
      const unknown = ingredients.find((entry) => !nodes.has(entry.craft_id));
      if (unknown) throw new ApiError(404, 'craftNotFound');
      const recipes = await repo.recipes(game, [...new Set(ingredients.map((entry) => nodes.get(entry.craft_id)!))]);
      for (const entry of ingredients) {
        const lines = recipes.get(nodes.get(entry.craft_id)!) ?? [];
        if (!lines.some((line) => Number(line.item_id) === entry.item_id)) throw new ApiError(400, 'craftIngredientNotInRecipe');
      }
      // A node deleted meanwhile by another request is "no craft found", nothing written.
      if ((await repo.setGathered(member.id, game, ingredients)) !== null) throw new ApiError(404, 'craftNotFound');
      return own(member, game);
    },
  });

  app.route({
    ...contractRoute(craftsRoutes.remove),
    handler: async (request) => {
      const member = await app.authentication.member(request);
      const node = await ownNode(member, request.params.craftId);
      if (!(await repo.remove(member.id, Number(node.id)))) throw new ApiError(404, 'craftNotFound');
      return own(member, node.game as Game);
    },
  });

  app.route({
    ...contractRoute(craftsRoutes.removeAll),
    handler: async (request) => {
      const member = await app.authentication.member(request);
      await repo.removeAll(member.id, request.query.game, request.query.completed === true);
      return own(member, request.query.game);
    },
  });

  app.route({
    ...contractRoute(craftsRoutes.mode),
    attachValidation: true,
    handler: async (request) => {
      const member = await app.authentication.member(request);
      refuseBody(request);
      await repo.setMode(member.id, request.body.mode);
      return { mode: request.body.mode };
    },
  });
};
