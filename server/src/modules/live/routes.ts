/**
 * Live data (issue 18; site-spec §3): `GET /api/live/data`, which the shell polls. The streams come
 * from the shared cache of `streams.ts` (one refresh per minute at most, whatever the number of
 * callers). `countOnlineUsers`: the members and visitors active in the last minutes, from the activity
 * stored in the database (modules/activity), so every server process gives the same figure.
 * `lastNotification` is null until gamification (LEVEL_UP / NEW_BADGE) is merged.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveRoutes } from '#contract/live';
import type { Config } from '#server/config';
import { contractRoute } from '#server/http/route';
import { LiveStreams } from './streams.ts';
import { TwitchClient } from './twitch.ts';

export const liveModule: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const streams = new LiveStreams(app.repos.moderation, config.twitch ? new TwitchClient(config.twitch) : undefined, app.log);

  app.route({
    ...contractRoute(liveRoutes.data),
    handler: async () => {
      const [current, online] = await Promise.all([streams.current(), app.activity.countOnlineUsers()]);
      return { streams: current, countOnlineUsers: online, lastNotification: null };
    },
  });
};
