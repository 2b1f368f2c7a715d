/**
 * Live data (issue 18; site-spec §3 "Live data"): what the shell polls (every 300 s) — the
 * community's streamers with whether they are live, the number of members and visitors online, and
 * the signed-in member's last notification (null for a visitor).
 */
import { z } from 'zod';
import { GamificationNotification } from './gamification.ts';
import { defineRoute } from './route.ts';

/** How often the web app asks again (seconds). */
export const LIVE_DATA_POLL_SECONDS = 300;

/** A member tagged streamer, with their Twitch channel. */
export const LiveStream = z.object({
  user_id: z.number().int(),
  name: z.string(),
  /** The member's profile page slug (`membre/{userSlug}`). */
  slug: z.string(),
  channel: z.string(),
  /** Live on Twitch; null when unknown (no Twitch credentials configured, or Twitch not reached yet). */
  live: z.boolean().nullable(),
  /** When live: the stream's title, viewers and start (ISO 8601). */
  title: z.string().nullable(),
  viewers: z.number().int().nullable(),
  started_at: z.string().nullable(),
});
export type LiveStream = z.infer<typeof LiveStream>;

export const LiveData = z.object({
  /** Live streamers first, then by nickname. */
  streams: z.array(LiveStream),
  /** Members and visitors active in the last minutes; null until the online tracking is merged (see modules/live). */
  countOnlineUsers: z.number().int().nullable(),
  /**
   * The signed-in member's pending LEVEL_UP / NEW_BADGE notification (the same shape and the same
   * stored row as `GET /api/gamification/me`); null for a visitor or when there is none. Closing
   * the modal clears it through `DELETE /api/gamification/notification`.
   */
  lastNotification: GamificationNotification.nullable(),
});
export type LiveData = z.infer<typeof LiveData>;

export const liveRoutes = {
  data: defineRoute({ method: 'GET', path: '/api/live/data', response: LiveData }),
};
