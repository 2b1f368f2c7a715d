/**
 * Boosts (builder-spec §3 Boost, §7 "Boosts"): a stuff's boosts live in its builder object, one per
 * effect. The owner adds (or replaces) and deletes them, under the same version rule as every
 * stuff write; anyone reads a public stuff's boosts. `class/{classId}`: the boosts the member uses
 * in their stuffs of that class, most used first, to offer them again.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOOSTS_MAX, type StuffBoost } from '#contract/stuff';
import { boostsRoutes } from '#contract/stuffs';
import { contractRoute } from '#server/http/route';
import { ApiError } from '#server/plugins/errors';
import { stuffObject } from './mapper.ts';
import type { StuffService } from './routes.ts';
import { refuseBody } from './validation.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

export function registerBoostRoutes(app: App, service: StuffService): void {
  const answer = (row: { id: number; version: number; data: string }) => ({
    stuffId: row.id,
    version: Number(row.version),
    boosts: stuffObject({ ...row } as never, true).boosts,
  });

  app.route({
    ...contractRoute(boostsRoutes.ofStuff),
    handler: async (request) => answer(await service.readable(request.params.stuffId, undefined, await service.viewer(request))),
  });

  app.route({
    ...contractRoute(boostsRoutes.ofClass),
    handler: async (request) => {
      const member = await app.authentication.member(request);
      const counts = new Map<string, StuffBoost & { stuffs: number }>();
      for (const game of ['retro', 'dofus', 'touch']) {
        for (const row of await app.repos.stuffs.listOf(member.id, game, false)) {
          if (Number(row.class_id) !== request.params.classId) continue;
          for (const boost of stuffObject(row, true).boosts) {
            const key = `${boost.effect}:${boost.value}`;
            const seen = counts.get(key);
            if (seen) seen.stuffs += 1;
            else counts.set(key, { ...boost, stuffs: 1 });
          }
        }
      }
      const boosts = [...counts.values()].sort((a, b) => b.stuffs - a.stuffs || a.effect.localeCompare(b.effect) || a.value - b.value);
      return { classId: request.params.classId, boosts };
    },
  });

  app.route({
    ...contractRoute(boostsRoutes.add),
    attachValidation: true,
    handler: async (request) => {
      await app.authentication.member(request);
      refuseBody(request);
      const { stuffId, version, ...boost } = request.body;
      const { row } = await service.change(request, stuffId, undefined, version, (stuff) => {
        const boosts = stuff.boosts.filter((entry) => entry.effect !== boost.effect);
        if (boosts.length >= BOOSTS_MAX) throw new ApiError(400, 'boostsMax', { max: String(BOOSTS_MAX) });
        return { ...stuff, boosts: [...boosts, boost] };
      });
      return answer(row);
    },
  });

  app.route({
    ...contractRoute(boostsRoutes.removeOne),
    handler: async (request) => {
      const { row } = await service.change(request, request.params.stuffId, undefined, request.query.version, (stuff) => {
        if (!stuff.boosts.some((entry) => entry.effect === request.params.effect)) throw new ApiError(404, 'boostNotFound');
        return { ...stuff, boosts: stuff.boosts.filter((entry) => entry.effect !== request.params.effect) };
      });
      return answer(row);
    },
  });

  app.route({
    ...contractRoute(boostsRoutes.removeAll),
    handler: async (request) => {
      const { row } = await service.change(request, request.params.stuffId, undefined, request.query.version, (stuff) => ({ ...stuff, boosts: [] }));
      return answer(row);
    },
  });
}
