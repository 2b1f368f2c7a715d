/** GET /api/stats — the home page figures, for the game asked (else the host's site). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsRoutes } from '#contract/stats';
import { contractRoute } from '#server/http/route';

export const statsModule: FastifyPluginAsyncZod = async (app) => {
  const { sets, items, users, stuffs, skins } = app.repos;
  app.route({
    ...contractRoute(statsRoutes.get),
    handler: async (request) => {
      const game = request.query.game ?? request.site;
      const [nbCloths, nbItems, nbUsers, publicStuffs, nbSkins, countOnlineUsers] = await Promise.all([
        sets.count(game),
        items.count(game),
        users.count(),
        stuffs.publicCounts(game),
        skins.publicCount(game),
        app.activity.countOnlineUsers(),
      ]);
      // Public stuffs, guides and skins only (private stuffs and confidential skins are never counted).
      return { data: { nbCloths, nbItems, nbGuides: publicStuffs.guides, nbSkins, nbStuffs: publicStuffs.stuffs, nbUsers, countOnlineUsers } };
    },
  });
};
