/** Rows of levels and badges → the contract's shapes. */
import type { Badge, GamificationMe, GamificationNotification } from '#contract/gamification';
import { badgeById, LEVEL_MAX, xpForLevel, type BadgeDef } from '#game/gamification';
import type { NotificationRow } from './repository.ts';

export const badgeRef = (def: BadgeDef) => ({ id: def.id, code: def.code, name: { ...def.name } });
export const badgeOf = (def: BadgeDef): Badge => ({ ...badgeRef(def), how: { ...def.how } });

export function notificationOf(row: NotificationRow | undefined): GamificationNotification | null {
  if (!row) return null;
  if (row.event === 'LEVEL_UP' && row.level !== null) return { event: 'LEVEL_UP', level: Number(row.level), created_at: row.created_at };
  const def = row.badge_id === null ? undefined : badgeById(Number(row.badge_id));
  if (row.event === 'NEW_BADGE' && def) return { event: 'NEW_BADGE', badge: badgeRef(def), created_at: row.created_at };
  return null;
}

export function meOf(
  level: { xp: number; level: number },
  badges: { badge_id: number; earned_at: string }[],
  notification: NotificationRow | undefined,
): GamificationMe {
  return {
    level: level.level,
    xp: level.xp,
    level_xp: xpForLevel(level.level),
    next_level_xp: level.level >= LEVEL_MAX ? null : xpForLevel(level.level + 1),
    badges: badges.flatMap((row) => {
      const def = badgeById(row.badge_id);
      return def ? [{ ...badgeRef(def), earned_at: row.earned_at }] : [];
    }),
    lastNotification: notificationOf(notification),
  };
}
