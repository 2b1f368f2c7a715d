/** GET /api/stats — the home page figures, for the game asked (`game`; default: the host's site). */
import { z } from 'zod';
import { Game } from './common.ts';
import { defineRoute } from './route.ts';

export const AppStats = z.object({
  nbCloths: z.number().int(),
  nbGuides: z.number().int(),
  nbItems: z.number().int(),
  nbSkins: z.number().int(),
  nbStuffs: z.number().int(),
  nbUsers: z.number().int(),
  /** Members and visitors active in the last minutes (issue 18, the same figure as the live data's). */
  countOnlineUsers: z.number().int(),
});
export const StatsQuery = z.object({ game: Game.optional() });
export const StatsResponse = z.object({ data: AppStats });
export type StatsResponse = z.infer<typeof StatsResponse>;

export const statsRoutes = {
  get: defineRoute({ method: 'GET', path: '/api/stats', query: StatsQuery, response: StatsResponse }),
};
