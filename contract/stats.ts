/** GET /api/stats — the home page figures, for the site's game. */
import { z } from 'zod';
import { defineRoute } from './route.ts';

export const AppStats = z.object({
  nbCloths: z.number().int(),
  nbGuides: z.number().int(),
  nbItems: z.number().int(),
  nbSkins: z.number().int(),
  nbStuffs: z.number().int(),
  nbUsers: z.number().int(),
});
export const StatsResponse = z.object({ data: AppStats });
export type StatsResponse = z.infer<typeof StatsResponse>;

export const statsRoutes = {
  get: defineRoute({ method: 'GET', path: '/api/stats', response: StatsResponse }),
};
