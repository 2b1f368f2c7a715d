/**
 * Awarding experience and badges (rules: `game/gamification.ts`). The modules where actions happen
 * call `award(app, cause)` once the action succeeded; an award never fails the action (an error is
 * logged). Each award is recorded under its unique key first: only the request that recorded it goes
 * on to pay XP (within the action's daily cap), raise the level and give badges, each of these steps
 * itself guarded by the database (conditioned updates, insert-or-ignore), so concurrent requests or
 * several server processes never pay twice.
 */
import type { FastifyInstance } from 'fastify';
import { earnedBadges, levelForXp, XP_ACTIONS, XP_RULES, type XpAction } from '#game/gamification';

/** What happened, as the modules describe it. */
export type AwardCause =
  | { kind: 'account_activated'; userId: number }
  /** A stuff was created or saved: a new stuff, possibly public, possibly a public guide. */
  | { kind: 'stuff_saved'; stuff: { id: number; user_id: number; visible: number; markdown: string } }
  /** A public stuff was read; `viewerId` undefined for a visitor (no award). */
  | { kind: 'guide_viewed'; stuff: { id: number; user_id: number; visible: number; markdown: string }; viewerId: number | undefined }
  | { kind: 'favorite_added'; userId: number; game: string; itemId: number }
  /** A craft of the workshop was marked completed. */
  | { kind: 'craft_completed'; userId: number; craftId: number };

interface Award {
  userId: number;
  action: XpAction;
  objectKey: string;
}

/** The awards a cause stands for (in order: a first stuff before the stuff itself). */
export function awardsOf(cause: AwardCause): Award[] {
  switch (cause.kind) {
    case 'account_activated':
      return [{ userId: cause.userId, action: 'account_activated', objectKey: '' }];
    case 'stuff_saved': {
      const { stuff } = cause;
      const userId = Number(stuff.user_id);
      const key = String(stuff.id);
      const awards: Award[] = [
        { userId, action: 'first_stuff', objectKey: '' },
        { userId, action: 'stuff_saved', objectKey: key },
      ];
      if (Number(stuff.visible) === 1) awards.push({ userId, action: 'stuff_public', objectKey: key });
      if (Number(stuff.visible) === 1 && stuff.markdown.trim() !== '') awards.push({ userId, action: 'guide_published', objectKey: key });
      return awards;
    }
    case 'guide_viewed': {
      const { stuff, viewerId } = cause;
      const author = Number(stuff.user_id);
      if (viewerId === undefined || viewerId === author || Number(stuff.visible) !== 1 || stuff.markdown.trim() === '') return [];
      return [{ userId: author, action: 'guide_viewed', objectKey: `${stuff.id}:${viewerId}` }];
    }
    case 'favorite_added':
      return [{ userId: cause.userId, action: 'favorite_added', objectKey: `${cause.game}:${cause.itemId}` }];
    case 'craft_completed':
      return [{ userId: cause.userId, action: 'craft_completed', objectKey: String(cause.craftId) }];
  }
}

/** Today's UTC day, `YYYY-MM-DD`. */
const dayOf = (now: string) => now.slice(0, 10);

/** Records `cause`'s awards, pays their XP, raises the level and gives the badges it earns. */
export async function award(app: FastifyInstance, cause: AwardCause): Promise<void> {
  try {
    const awards = awardsOf(cause);
    const members = new Set<number>();
    for (const one of awards) {
      if (await payAward(app, one)) members.add(one.userId);
    }
    for (const userId of members) await checkBadges(app, userId);
  } catch (error) {
    app.log.warn({ err: error, cause: cause.kind }, 'gamification award failed');
  }
}

/** True when this call recorded the award (it may still earn no XP past the daily cap). */
async function payAward(app: FastifyInstance, { userId, action, objectKey }: Award): Promise<boolean> {
  const repo = app.repos.gamification;
  const now = new Date().toISOString();
  if (!(await repo.recordEvent(userId, action, objectKey, now))) return false;
  const rule = XP_RULES[action];
  const paid = rule.dailyCap === null || (await repo.takeDailySlot(userId, action, dayOf(now), rule.dailyCap));
  if (!paid) return true;
  await repo.setEventXp(userId, action, objectKey, rule.xp);
  const total = await repo.addXp(userId, rule.xp, now);
  const level = levelForXp(total.xp);
  if (level > total.level && (await repo.raiseLevel(userId, level))) {
    await repo.notify({ user_id: userId, event: 'LEVEL_UP', level, badge_id: null, created_at: now });
  }
  return true;
}

/** Gives the badges the member has earned and not yet received (the last one is notified). */
export async function checkBadges(app: FastifyInstance, userId: number): Promise<void> {
  const repo = app.repos.gamification;
  const [counts, level, held, user] = await Promise.all([repo.actionCounts(userId), repo.level(userId), repo.badges(userId), app.repos.users.byId(userId)]);
  if (!user) return;
  const actions = Object.fromEntries(XP_ACTIONS.map((action) => [action, counts[action] ?? 0]));
  const membershipDays = Math.floor((Date.now() - Date.parse(user.created_at)) / 86_400_000);
  const owned = new Set(held.map((row) => row.badge_id));
  const missing = earnedBadges({ actions, level: level.level, membershipDays }).filter((id) => !owned.has(id));
  for (const badgeId of missing) {
    const now = new Date().toISOString();
    if (await repo.addBadge(userId, badgeId, now)) {
      await repo.notify({ user_id: userId, event: 'NEW_BADGE', level: null, badge_id: badgeId, created_at: now });
    }
  }
}
