/**
 * Roles, tags and moderation (issue 18; site-spec §3): the admin page's routes. Moderators and
 * admins search members, ban and unban them, hide and show again public stuffs and guides, and read
 * the log; only an admin sets roles, tags and a streamer's channel. Nobody changes their own role
 * or bans themselves; an admin is never banned; a moderator bans only members of a lower rank.
 * A ban sets the role to banned (99) and revokes the member's refresh sessions: their access token
 * is refused at once (authentication reads the role at each call) and they can no longer sign in.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moderationRoutes, MODERATION_ACTIONS, type ModeratedUser, type ModerationEntry } from '#contract/moderation';
import { ROLES } from '#contract/users';
import type { UserRow } from '#server/db/schema';
import { contractRoute } from '#server/http/route';
import { ApiError } from '#server/plugins/errors';
import { refuseBody } from '../stuffs/validation.ts';
import type { LogEntry, TaggedUser } from './repository.ts';

function toModeratedUser(row: TaggedUser): ModeratedUser {
  return {
    id: Number(row.id),
    name: row.name,
    role_id: Number(row.role_id),
    tags: row.tag_list,
    stream_channel: row.stream_channel ?? null,
    is_premium: Number(row.is_premium) === 1,
    created_at: row.created_at,
  };
}

function detailsOf(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const sameTags = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().every((tag, index) => tag === [...b].sort()[index]);

export const moderationModule: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.moderation;

  /** The signed-in member if their role is `role` or above (a lower id is a higher rank). */
  async function staff(request: FastifyRequest, role: number): Promise<UserRow> {
    const member = await app.authentication.member(request);
    if (Number(member.role_id) > role) throw new ApiError(403, role === ROLES.admin ? 'adminOnly' : 'moderationForbidden');
    return member;
  }

  async function target(id: number): Promise<TaggedUser> {
    const row = await repo.user(id);
    if (!row) throw new ApiError(404, 'userNotFound');
    return row;
  }

  const entryOf = (actor: UserRow, action: (typeof MODERATION_ACTIONS)[number], user: TaggedUser, reason: string | undefined, details: Record<string, unknown> = {}): LogEntry => ({
    actor_id: actor.id,
    actor_name: actor.name,
    action,
    target_kind: 'user',
    target_id: user.id,
    target_name: user.name,
    reason: reason?.trim() ?? '',
    details,
  });

  app.route({
    ...contractRoute(moderationRoutes.users),
    handler: async (request) => {
      await staff(request, ROLES.moderator);
      const { rows, count } = await repo.users(request.query.name ?? '', request.query.page);
      return { rows: rows.map(toModeratedUser), count };
    },
  });

  app.route({
    ...contractRoute(moderationRoutes.setUser),
    attachValidation: true,
    handler: async (request) => {
      const actor = await staff(request, ROLES.admin);
      refuseBody(request);
      const user = await target(request.params.id);
      const { role_id, tags, reason } = request.body;
      const channel = request.body.stream_channel === '' ? null : request.body.stream_channel;
      const roleChanges = role_id !== undefined && role_id !== Number(user.role_id);
      if (roleChanges && user.id === actor.id) throw new ApiError(403, 'moderationSelf');
      if (roleChanges && Number(user.role_id) === ROLES.banned) throw new ApiError(409, 'moderationBannedTarget', { name: user.name });
      const tagsChange = tags !== undefined && !sameTags(tags, user.tag_list);
      const channelChanges = channel !== undefined && channel !== (user.stream_channel ?? null);
      await repo.setUser(
        user.id,
        { ...(roleChanges ? { role_id } : {}), ...(tagsChange ? { tags } : {}), ...(channelChanges ? { stream_channel: channel } : {}) },
        (before) => [
          ...(roleChanges ? [entryOf(actor, 'role', before, reason, { from: Number(before.role_id), to: role_id })] : []),
          ...(tagsChange ? [entryOf(actor, 'tags', before, reason, { from: before.tag_list, to: [...new Set(tags)].sort((a, b) => b - a) })] : []),
          ...(channelChanges ? [entryOf(actor, 'channel', before, reason, { from: before.stream_channel ?? null, to: channel })] : []),
        ],
        user,
      );
      // The live data's streams list members tagged streamer, with a channel, not banned.
      if (roleChanges || tagsChange || channelChanges) app.liveStreams.invalidate();
      return toModeratedUser(await target(user.id));
    },
  });

  for (const ban of [true, false]) {
    app.route({
      ...contractRoute(ban ? moderationRoutes.ban : moderationRoutes.unban),
      attachValidation: true,
      handler: async (request) => {
        const actor = await staff(request, ROLES.moderator);
        refuseBody(request);
        const user = await target(request.params.id);
        const role = Number(user.role_id);
        if (user.id === actor.id) throw new ApiError(403, 'moderationSelf');
        if (ban) {
          if (role === ROLES.admin) throw new ApiError(403, 'moderationAdminProtected');
          if (role === ROLES.banned) throw new ApiError(409, 'moderationAlreadyBanned', { name: user.name });
          if (role <= Number(actor.role_id)) throw new ApiError(403, 'moderationRank');
        } else if (role !== ROLES.banned) {
          throw new ApiError(409, 'moderationNotBanned', { name: user.name });
        }
        const to = ban ? ROLES.banned : ROLES.user;
        const entry = entryOf(actor, ban ? 'ban' : 'unban', user, request.body.reason, { from: role, to });
        // Conditioned on the role read: a concurrent change of it is answered as the state it left.
        if (!(await repo.setRoleLogged(user.id, role, to, ban, entry))) {
          throw new ApiError(409, ban ? 'moderationAlreadyBanned' : 'moderationNotBanned', { name: user.name });
        }
        app.liveStreams.invalidate();
        return toModeratedUser(await target(user.id));
      },
    });
  }

  for (const hide of [true, false]) {
    app.route({
      ...contractRoute(hide ? moderationRoutes.hideStuff : moderationRoutes.showStuff),
      attachValidation: true,
      handler: async (request) => {
        const actor = await staff(request, ROLES.moderator);
        refuseBody(request);
        const { id } = request.params;
        const reason = request.body.reason?.trim() ?? '';
        const written = await app.repos.stuffs.setHidden(id, hide, (trx, row) =>
          repo.log(trx, {
            actor_id: actor.id,
            actor_name: actor.name,
            action: hide ? 'hide' : 'unhide',
            target_kind: 'stuff',
            target_id: row.id,
            target_name: row.name,
            reason,
            details: { game: row.game, owner_id: Number(row.user_id), guide: row.markdown !== '' },
          }),
        );
        if (!written) {
          const current = await app.repos.stuffs.byId(id);
          if (!current) throw new ApiError(404, 'stuffNotFound');
          throw new ApiError(409, hide ? 'moderationAlreadyHidden' : 'moderationNotHidden', { name: current.name });
        }
        return { id: written.id, name: written.name, user_name: written.user_name, hidden: Number(written.hidden) === 1 };
      },
    });
  }

  app.route({
    ...contractRoute(moderationRoutes.log),
    handler: async (request) => {
      await staff(request, ROLES.moderator);
      const { rows, count } = await repo.entries(request.query.page);
      return {
        rows: rows.map(
          (row): ModerationEntry => ({
            id: Number(row.id),
            at: row.at,
            actor_id: Number(row.actor_id),
            actor_name: row.actor_name,
            action: row.action as ModerationEntry['action'],
            target_kind: row.target_kind === 'stuff' ? 'stuff' : 'user',
            target_id: Number(row.target_id),
            target_name: row.target_name,
            reason: row.reason,
            details: detailsOf(row.details),
          }),
        ),
        count,
      };
    },
  });
};
