/** GET /api/stats — the home page figures, for the site's game. */
import { StatsResponse } from '#contract/stats';
import type { RoutePlugin } from './context.ts';

export const statsRoutes: RoutePlugin = async (app, { context: { config, repos } }) => {
  app.get('/stats', { schema: { response: { 200: StatsResponse } } }, async () => {
    const game = config.defaultGame;
    const [nbCloths, nbItems] = await Promise.all([repos.sets.count(game), repos.items.count(game)]);
    // Guides, skins, stuffs and users have no tables yet (later issues): zero is the true count.
    return { data: { nbCloths, nbItems, nbGuides: 0, nbSkins: 0, nbStuffs: 0, nbUsers: 0 } };
  });
};
