/**
 * The devblog (issue 18): anyone reads the published posts (paged, newest first) in their language
 * with the fallback of the mapper; its editors — admins (role 10) and community managers (role 30,
 * whose work the news is) — also read drafts and the markdown, write, delete and preview. The body is rendered and sanitised on every read (modules/stuffs/guide-html.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devblogRoutes } from '#contract/devblog';
import { ROLES } from '#contract/users';
import type { UserRow } from '#server/db/schema';
import { contractRoute } from '#server/http/route';
import { ApiError } from '#server/plugins/errors';
import { guideHtml } from '../stuffs/guide-html.ts';
import { refuseBody } from '../stuffs/validation.ts';
import { toDevblogPost } from './mapper.ts';

const isAdmin = (member: UserRow | undefined) => member !== undefined && Number(member.role_id) === ROLES.admin;
/** Who writes the devblog: admins and community managers. */
const isEditor = (member: UserRow | undefined) => member !== undefined && (Number(member.role_id) === ROLES.admin || Number(member.role_id) === ROLES.communityManager);

/** The signed-in member, 403 `adminOnly` unless an admin (401 for a visitor, 403 for a banned member). */
export async function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const member = await app.authentication.member(request);
  if (!isAdmin(member)) throw new ApiError(403, 'adminOnly');
  return member;
}

/** The signed-in member, 403 `devblogEditorsOnly` unless an editor (401 for a visitor, 403 for a banned member). */
async function requireEditor(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const member = await app.authentication.member(request);
  if (!isEditor(member)) throw new ApiError(403, 'devblogEditorsOnly');
  return member;
}

export const devblogModule: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.devblog;
  /** The reader when a token is sent (a banned member's is refused, as on every public read). */
  const reader = async (request: FastifyRequest) => ((await app.authentication.claims(request)) ? app.authentication.member(request) : undefined);

  app.route({
    ...contractRoute(devblogRoutes.list),
    handler: async (request, reply) => {
      const member = await reader(request);
      const admin = isEditor(member);
      const drafts = request.query.drafts === 'true';
      if (drafts && !admin) throw member ? new ApiError(403, 'devblogEditorsOnly') : new ApiError(401, 'authRequired');
      const { page, size } = request.query;
      const { count, rows } = await repo.page(page, size, drafts);
      reply.header('cache-control', 'no-cache');
      return { count, page, pages: Math.ceil(count / size), rows: rows.map((row) => toDevblogPost(row, request.lang, admin)) };
    },
  });

  app.route({
    ...contractRoute(devblogRoutes.get),
    handler: async (request) => {
      const admin = isEditor(await reader(request));
      const row = await repo.byId(request.params.id);
      if (!row || (Number(row.published) !== 1 && !admin)) throw new ApiError(404, 'devblogPostNotFound');
      return toDevblogPost(row, request.lang, admin);
    },
  });

  app.route({
    ...contractRoute(devblogRoutes.create),
    attachValidation: true,
    handler: async (request) => {
      const admin = await requireEditor(app, request);
      refuseBody(request);
      const id = await repo.create(admin.id, request.body);
      const row = await repo.byId(id);
      if (!row) throw new ApiError(404, 'devblogPostNotFound');
      return toDevblogPost(row, request.lang, true);
    },
  });

  app.route({
    ...contractRoute(devblogRoutes.update),
    attachValidation: true,
    handler: async (request) => {
      await requireEditor(app, request);
      refuseBody(request);
      if (!(await repo.update(request.params.id, request.body))) throw new ApiError(404, 'devblogPostNotFound');
      const row = await repo.byId(request.params.id);
      if (!row) throw new ApiError(404, 'devblogPostNotFound');
      return toDevblogPost(row, request.lang, true);
    },
  });

  app.route({
    ...contractRoute(devblogRoutes.remove),
    handler: async (request) => {
      await requireEditor(app, request);
      if (!(await repo.remove(request.params.id))) throw new ApiError(404, 'devblogPostNotFound');
      return { id: request.params.id };
    },
  });

  app.route({
    ...contractRoute(devblogRoutes.preview),
    attachValidation: true,
    handler: async (request) => {
      await requireEditor(app, request);
      refuseBody(request);
      return { html: guideHtml(request.body.markdown) };
    },
  });
};
