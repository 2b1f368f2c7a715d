/**
 * GET /api/health — liveness, and per game what is served: the imported data version, or why the
 * newest data was refused (the last good import still served: `stale`; none: `unavailable`).
 */
import { z } from 'zod';
import { Game } from './common.ts';
import { defineRoute } from './route.ts';

export const HealthGame = z.object({
  game: Game,
  /**
   * `ok`: its data is imported and current. `stale`: newer data failed its checks, the last good
   * import is served. `unavailable`: its data failed and it has no import to serve.
   */
  status: z.enum(['ok', 'stale', 'unavailable']),
  /** The catalogue version of the import served (absent when unavailable). */
  version: z.string().optional(),
  importedAt: z.string().optional(),
  /** Why the game's newer data was refused: the first problems (`file:line: reason`) and their total. */
  error: z.object({ at: z.string(), problems: z.array(z.string()), total: z.number().int() }).optional(),
});
export const HealthResponse = z.object({
  /** `degraded` when a game is `stale` or `unavailable`; the server answers either way. */
  status: z.enum(['ok', 'degraded']),
  games: z.array(HealthGame),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

export const healthRoutes = {
  get: defineRoute({ method: 'GET', path: '/api/health', response: HealthResponse }),
};
