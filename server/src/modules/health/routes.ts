/**
 * GET /api/health — liveness, and per game what is served: the imported data version, or why the
 * newest data was refused (the last good import still served: `stale`; none: `unavailable`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Game } from '#contract/common';
import { healthRoutes } from '#contract/health';
import { contractRoute } from '#server/http/route';

export const healthModule: FastifyPluginAsyncZod = async (app) => {
  const { imports: repo } = app.repos;
  app.route({
    ...contractRoute(healthRoutes.get),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [imports, failures] = await Promise.all([repo.list(), repo.failures()]);
      const games = [...new Set([...imports.map((row) => row.game), ...failures.map((row) => row.game)])].sort();
      const rows = games.map((game) => {
        const imported = imports.find((row) => row.game === game);
        const failure = failures.find((row) => row.game === game);
        return {
          game: game as Game,
          status: failure ? (imported ? ('stale' as const) : ('unavailable' as const)) : ('ok' as const),
          ...(imported ? { version: (imported.data_hash ?? imported.manifest_hash).slice(0, 16), importedAt: imported.imported_at } : {}),
          ...(failure ? { error: { at: failure.failed_at, problems: failure.problems, total: failure.total } } : {}),
        };
      });
      return { status: rows.every((row) => row.status === 'ok') ? ('ok' as const) : ('degraded' as const), games: rows };
    },
  });
};
