/** GET /api/stats — the home page figures, for the game asked (else the host's site). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsRoutes } from '#contract/stats';
import { contractRoute } from '#server/http/route';

export const statsModule: FastifyPluginAsyncZod = async (app) => {
  const { sets, items, users } = app.repos;
  app.route({
    ...contractRoute(statsRoutes.get),
    handler: async (request) => {
      const game = request.query.game ?? request.site;
      const [nbCloths, nbItems, nbUsers] = await Promise.all([sets.count(game), items.count(game), users.count()]);
      // Guides, skins and stuffs have no tables yet (later issues): zero is the true count.
      return { data: { nbCloths, nbItems, nbGuides: 0, nbSkins: 0, nbStuffs: 0, nbUsers } };
    },
  });
};
