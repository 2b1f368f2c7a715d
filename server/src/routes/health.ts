/** GET /api/health — liveness plus the imported data versions (it queries the database). */
import { HealthResponse, type Game } from '../../../contract/api.ts';
import type { RoutePlugin } from './context.ts';

export const healthRoutes: RoutePlugin = async (app, { context: { repos } }) => {
  app.get('/health', { schema: { response: { 200: HealthResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const imports = await repos.imports.list();
    return {
      status: 'ok' as const,
      games: imports.map((row) => ({ game: row.game as Game, version: row.manifest_hash.slice(0, 16), importedAt: row.imported_at })),
    };
  });
};
