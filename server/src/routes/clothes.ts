/** Sets ("cloths" in the spec's API): one by id, and summaries by ids. */
import { SetParams, SetSummary, SetsByIdsParams, SetsByIdsResponse } from '../../../contract/api.ts';
import { notFound } from '../errors.ts';
import { inRequestedOrder, setSummary } from '../mappers.ts';
import type { RoutePlugin } from './context.ts';

export const clothesRoutes: RoutePlugin = async (app, { context: { repos } }) => {
  app.get(
    '/clothes/:game/some/:ids',
    { schema: { params: SetsByIdsParams, response: { 200: SetsByIdsResponse } } },
    async (request) => {
      const { game, ids } = request.params;
      const rows = await repos.sets.findMany(game, [...new Set(ids)]);
      return { data: inRequestedOrder(ids, rows).map(setSummary) };
    },
  );

  app.get('/clothes/:game/:id', { schema: { params: SetParams, response: { 200: SetSummary } } }, async (request) => {
    const row = await repos.sets.find(request.params.game, request.params.id);
    if (!row) throw notFound('clothNotFound');
    return setSummary(row);
  });
};
