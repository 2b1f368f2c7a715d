/**
 * Folders and favourites (issue 17; site-spec §3, §7, §8): the member's own, answered as the whole
 * updated collection. At most FOLDERS_MAX folders per member (deleting one leaves its stuffs in no
 * folder) and FAVORITES_PER_CATEGORY_MAX favourites per game and item category.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FAVORITES_PER_CATEGORY_MAX, FOLDERS_MAX, favoritesRoutes, foldersRoutes } from '#contract/folders';
import type { Game } from '#contract/common';
import { contractRoute } from '#server/http/route';
import { ApiError } from '#server/plugins/errors';
import { refuseBody } from '../stuffs/validation.ts';
import { award } from '../gamification/award.ts';

export const foldersModule: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.stuffs;
  const folderList = async (userId: number) => ({
    rows: (await repo.folders(userId)).map((row) => ({ id: row.id, name: row.name, avatar: row.avatar === null ? null : Number(row.avatar), stuffs: Number(row.stuffs) })),
  });
  const favoriteList = async (userId: number, game?: string, category?: string) => ({
    rows: (await repo.favorites(userId, game, category)).map((row) => ({ game: row.game as Game, itemId: Number(row.item_id), category: row.category, created_at: row.created_at })),
  });

  app.route({
    ...contractRoute(foldersRoutes.list),
    handler: async (request) => folderList((await app.authentication.member(request)).id),
  });

  app.route({
    ...contractRoute(foldersRoutes.create),
    attachValidation: true,
    handler: async (request) => {
      await app.authentication.member(request);
      refuseBody(request);
      const member = await app.authentication.member(request);
      if (!(await repo.addFolder(member.id, request.body.name, request.body.avatar ?? null, FOLDERS_MAX))) {
        throw new ApiError(400, 'folderMax', { max: String(FOLDERS_MAX) });
      }
      return folderList(member.id);
    },
  });

  app.route({
    ...contractRoute(foldersRoutes.update),
    attachValidation: true,
    handler: async (request) => {
      await app.authentication.member(request);
      refuseBody(request);
      const member = await app.authentication.member(request);
      const { name, avatar } = request.body;
      if (!(await repo.updateFolder(request.params.folderId, member.id, { name, ...(avatar === undefined ? {} : { avatar }) }))) {
        throw new ApiError(404, 'folderNotFound');
      }
      return folderList(member.id);
    },
  });

  app.route({
    ...contractRoute(foldersRoutes.remove),
    handler: async (request) => {
      const member = await app.authentication.member(request);
      if (!(await repo.removeFolder(request.params.folderId, member.id))) throw new ApiError(404, 'folderNotFound');
      return folderList(member.id);
    },
  });

  app.route({
    ...contractRoute(favoritesRoutes.list),
    handler: async (request) => favoriteList((await app.authentication.member(request)).id, request.query.game, request.query.category),
  });

  app.route({
    ...contractRoute(favoritesRoutes.add),
    attachValidation: true,
    handler: async (request) => {
      await app.authentication.member(request);
      refuseBody(request);
      const member = await app.authentication.member(request);
      const { game, itemId } = request.body;
      const category = await repo.itemCategory(game, itemId);
      if (category === undefined) throw new ApiError(404, 'itemNotFound');
      const outcome = await repo.addFavorite(member.id, game, itemId, category, FAVORITES_PER_CATEGORY_MAX);
      if (outcome === 'full') throw new ApiError(400, 'favoriteMax', { max: String(FAVORITES_PER_CATEGORY_MAX) });
      await award(app, { kind: 'favorite_added', userId: member.id, game, itemId });
      return favoriteList(member.id);
    },
  });

  app.route({
    ...contractRoute(favoritesRoutes.remove),
    handler: async (request) => {
      const member = await app.authentication.member(request);
      if (!(await repo.removeFavorite(member.id, request.params.game, request.params.itemId))) throw new ApiError(404, 'favoriteNotFound');
      return favoriteList(member.id);
    },
  });
};
