/**
 * GET /api/health — liveness, and per game what is served: the imported data version, or why the
 * newest data was refused (the last good import still served: `stale`; none: `unavailable`).
 */
import type { Game } from '#contract/common';
import { HealthResponse } from '#contract/health';
import type { RoutePlugin } from './context.ts';

export const healthRoutes: RoutePlugin = async (app, { context: { repos } }) => {
  app.get('/health', { schema: { response: { 200: HealthResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const [imports, failures] = await Promise.all([repos.imports.list(), repos.imports.failures()]);
    const games = [...new Set([...imports.map((row) => row.game), ...failures.map((row) => row.game)])].sort();
    const rows = games.map((game) => {
      const imported = imports.find((row) => row.game === game);
      const failure = failures.find((row) => row.game === game);
      return {
        game: game as Game,
        status: failure ? (imported ? ('stale' as const) : ('unavailable' as const)) : ('ok' as const),
        ...(imported ? { version: (imported.data_hash ?? imported.manifest_hash).slice(0, 16), importedAt: imported.imported_at } : {}),
        ...(failure
          ? { error: { at: failure.failed_at, problems: JSON.parse(failure.problems) as string[], total: Number(failure.total) } }
          : {}),
      };
    });
    return { status: rows.every((row) => row.status === 'ok') ? ('ok' as const) : ('degraded' as const), games: rows };
  });
};
