/**
 * Levels and badges (issue 18): the member's level, badges and pending notification, closing that
 * notification, and the list of badges with how to earn each. Awards come from `award.ts`, called
 * by the modules where actions happen.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gamificationRoutes } from '#contract/gamification';
import { BADGES } from '#game/gamification';
import { contractRoute } from '#server/http/route';
import { checkBadges } from './award.ts';
import { badgeOf, meOf } from './mapper.ts';

export const gamificationModule: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.gamification;
  const me = async (userId: number) => {
    const [level, badges, notification] = await Promise.all([repo.level(userId), repo.badges(userId), repo.notification(userId)]);
    return meOf(level, badges, notification);
  };

  app.route({
    ...contractRoute(gamificationRoutes.me),
    handler: async (request) => {
      const member = await app.authentication.member(request);
      // Badges of time (one year a member) are earned without an action: checked when asked.
      await checkBadges(app, member.id);
      return me(member.id);
    },
  });

  app.route({
    ...contractRoute(gamificationRoutes.clearNotification),
    handler: async (request) => {
      const member = await app.authentication.member(request);
      await repo.clearNotification(member.id);
      return me(member.id);
    },
  });

  const badgeList = { rows: BADGES.map(badgeOf) };
  app.route({
    ...contractRoute(gamificationRoutes.badges),
    handler: async () => badgeList,
  });
};
