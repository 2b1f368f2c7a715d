/**
 * Levels and badges (issue 18; site-spec §1, §3 Live data `lastNotification`, §4): the member's level
 * and badges, the notification that opens the level-up or new-badge modal, and the list of badges
 * with how to earn each. The rules themselves are plain data in `game/gamification.ts`.
 */
import { z } from 'zod';
import { defineRoute } from './route.ts';

const Text = z.object({ fr: z.string(), en: z.string(), es: z.string() });

/** A badge as bootstrap lists it. */
export const BadgeRef = z.object({ id: z.number().int(), code: z.string(), name: Text });
export const Badge = BadgeRef.extend({ how: Text });
export type Badge = z.infer<typeof Badge>;
export const BadgeList = z.object({ rows: z.array(Badge) });

/** The modal to open: LEVEL_UP with the level reached, NEW_BADGE with the badge earned. */
export const GamificationNotification = z.discriminatedUnion('event', [
  z.object({ event: z.literal('LEVEL_UP'), level: z.number().int(), created_at: z.string() }),
  z.object({ event: z.literal('NEW_BADGE'), badge: BadgeRef, created_at: z.string() }),
]);
export type GamificationNotification = z.infer<typeof GamificationNotification>;

export const GamificationMe = z.object({
  level: z.number().int(),
  xp: z.number().int(),
  /** Total XP where the current level starts. */
  level_xp: z.number().int(),
  /** Total XP of the next level (null at the last level). */
  next_level_xp: z.number().int().nullable(),
  badges: z.array(BadgeRef.extend({ earned_at: z.string() })),
  lastNotification: GamificationNotification.nullable(),
});
export type GamificationMe = z.infer<typeof GamificationMe>;

export const gamificationRoutes = {
  me: defineRoute({ method: 'GET', path: '/api/gamification/me', response: GamificationMe }),
  /** Closing the modal clears the notification (answers the member's state without it). */
  clearNotification: defineRoute({ method: 'DELETE', path: '/api/gamification/notification', response: GamificationMe }),
  badges: defineRoute({ method: 'GET', path: '/api/badges', response: BadgeList }),
};
