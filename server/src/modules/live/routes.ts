/**
 * Live data (issue 18; site-spec §3): `GET /api/live/data`, which the shell polls. The streams come
 * from the shared cache of `streams.ts` (`app.liveStreams`: one refresh per minute at most, whatever
 * the number of callers; read again at once after an admin's change of a streamer). `countOnlineUsers`: the members and visitors active in the last minutes, from the activity
 * stored in the database (modules/activity), so every server process gives the same figure.
 * `lastNotification`: for a signed-in member, their pending LEVEL_UP / NEW_BADGE notification, read
 * with the gamification module's repository and mapper (the same row and shape as
 * `GET /api/gamification/me`); null for a visitor. The member is known from the bearer token's claims
 * (an invalid or expired token answers 401 as everywhere), so the poll costs one indexed read more,
 * not a read of the member row.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveRoutes } from '#contract/live';
import { contractRoute } from '#server/http/route';
import { notificationOf } from '../gamification/mapper.ts';

export const liveModule: FastifyPluginAsyncZod = async (app) => {
  const streams = app.liveStreams;

  app.route({
    ...contractRoute(liveRoutes.data),
    handler: async (request) => {
      const claims = await app.authentication.claims(request);
      const [current, online, notification] = await Promise.all([
        streams.current(),
        app.activity.countOnlineUsersFor(request),
        claims ? app.repos.gamification.activeNotification(claims.id) : undefined,
      ]);
      return { streams: current, countOnlineUsers: online, lastNotification: notificationOf(notification) };
    },
  });
};
