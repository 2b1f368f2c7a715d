/** GET /api/stats — the home page figures, for the site's game. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Game } from '#contract/common';
import { statsRoutes } from '#contract/stats';
import { contractRoute } from '#server/http/route';

export const statsModule: FastifyPluginAsyncZod<{ defaultGame: Game }> = async (app, { defaultGame }) => {
  const { sets, items } = app.repos;
  app.route({
    ...contractRoute(statsRoutes.get),
    handler: async () => {
      const [nbCloths, nbItems] = await Promise.all([sets.count(defaultGame), items.count(defaultGame)]);
      // Guides, skins, stuffs and users have no tables yet (later issues): zero is the true count.
      return { data: { nbCloths, nbItems, nbGuides: 0, nbSkins: 0, nbStuffs: 0, nbUsers: 0 } };
    },
  });
};
