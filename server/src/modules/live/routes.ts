/**
 * Live data (issue 18; site-spec §3): `GET /api/live/data`, which the shell polls. The streams come
 * from the shared cache of `streams.ts` (one refresh per minute at most, whatever the number of
 * callers). `countOnlineUsers` is null for now: TODO(lead) — the members' online tracking (another
 * part of issue 18) counts members and visitors active in the last minutes from the database; put
 * its count here when merged (the existing tables hold no activity time: refresh sessions are
 * rotated at page load only, so counting them would be a made-up figure). `lastNotification` is
 * null until gamification (LEVEL_UP / NEW_BADGE) exists.
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
    handler: async () => ({ streams: await streams.current(), countOnlineUsers: null, lastNotification: null }),
  });
};
