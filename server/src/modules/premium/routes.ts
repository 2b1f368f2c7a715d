/**
 * Adverts and premium (issue 18): the site's public settings (the contact address and the ad
 * provider of ads-config.ts, or none) and the admin's switch of a member's premium flag, which hides
 * every ad slot for that member (site-spec §1, §6). Roles and tags are the moderation module's; the
 * premium flag is set here only (`PUT /api/admin/users/:id/premium`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { premiumRoutes, siteSettingsRoutes } from '#contract/site-settings';
import type { Config } from '#server/config';
import { contractRoute } from '#server/http/route';
import { ApiError } from '#server/plugins/errors';
import { requireAdmin } from '../devblog/routes.ts';
import { refuseBody } from '../stuffs/validation.ts';

export const premiumModule: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const settings = { contact_email: config.site.contactEmail, ads: config.site.ads };

  app.route({
    ...contractRoute(siteSettingsRoutes.get),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return settings;
    },
  });

  app.route({
    ...contractRoute(premiumRoutes.set),
    attachValidation: true,
    handler: async (request) => {
      await requireAdmin(app, request);
      refuseBody(request);
      const { id } = request.params;
      if (!(await app.repos.users.byId(id))) throw new ApiError(404, 'userNotFound');
      await app.repos.users.update(id, { is_premium: request.body.is_premium ? 1 : 0 });
      request.log.info({ userId: id, isPremium: request.body.is_premium }, 'premium flag set by an admin');
      return { id, is_premium: request.body.is_premium };
    },
  });
};
