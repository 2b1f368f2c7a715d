/**
 * Roles, tags and moderation (issue 18; site-spec §3 roles and tags): an admin sets a member's role
 * and tags (and a streamer's channel); a moderator or an admin bans and unbans a member (a banned
 * member can no longer sign in) and hides or shows again a public stuff or guide; every such act is
 * written in the moderation log, which moderators and admins read. Body refusals carry message keys
 * (answered in the caller's language, see contract/users.ts).
 */
import { z } from 'zod';
import { GameId, decimalInt } from './common.ts';
import { defineRoute } from './route.ts';
import { ASSIGNABLE_ROLES, USER_TAG_IDS } from '#game/members';

/** site-spec §3 tags and the roles an admin may give: defined once in `game/members.ts`. */
export { ASSIGNABLE_ROLES, USER_TAG_IDS, USER_TAGS, type UserTagName } from '#game/members';
/** A Twitch login: 4 to 25 letters, digits or underscores. */
export const STREAM_CHANNEL_PATTERN = /^[A-Za-z0-9_]{4,25}$/;
export const REASON_MAX = 300;
export const ADMIN_PAGE_SIZE = 20;

/** A member as the admin page shows them. */
export const ModeratedUser = z.object({
  id: z.number().int(),
  name: z.string(),
  role_id: z.number().int(),
  tags: z.array(z.number().int()),
  stream_channel: z.string().nullable(),
  /** Premium (no adverts): set by an admin with `PUT /api/admin/users/:id/premium` (contract/site-settings.ts). */
  is_premium: z.boolean(),
  created_at: z.string(),
});
export type ModeratedUser = z.infer<typeof ModeratedUser>;
export const ModeratedUserList = z.object({ rows: z.array(ModeratedUser), count: z.number().int() });

export const AdminUserQuery = z.object({
  name: z.string().max(40).optional(),
  page: decimalInt(1, 10_000).default(1),
});

const Reason = z.string({ error: 'moderationReasonInvalid' }).max(REASON_MAX, { error: 'moderationReasonInvalid' });
export const ReasonBody = z.object({ reason: Reason.optional() });

export const AdminUserBody = z.object({
  role_id: z.union(ASSIGNABLE_ROLES.map((role) => z.literal(role)), { error: 'moderationRoleInvalid' }).optional(),
  tags: z
    .array(z.union(USER_TAG_IDS.map((tag) => z.literal(tag)), { error: 'moderationTagInvalid' }), { error: 'moderationTagInvalid' })
    .max(USER_TAG_IDS.length, { error: 'moderationTagInvalid' })
    .optional(),
  /** The streamer's Twitch channel (login); null or '' clears it. */
  stream_channel: z
    .string({ error: 'moderationChannelInvalid' })
    .regex(STREAM_CHANNEL_PATTERN, { error: 'moderationChannelInvalid' })
    .or(z.literal(''))
    .nullable()
    .optional(),
  reason: Reason.optional(),
});
export type AdminUserBody = z.infer<typeof AdminUserBody>;

export const MODERATION_ACTIONS = ['role', 'tags', 'channel', 'ban', 'unban', 'hide', 'unhide'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** One act of the moderation log: who, what, on whom or which stuff, when, why. */
export const ModerationEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int(),
  actor_name: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  target_kind: z.enum(['user', 'stuff']),
  target_id: z.number().int(),
  target_name: z.string(),
  reason: z.string(),
  /** What changed: `{ from, to }` of a role, the tags, the channel (JSON). */
  details: z.record(z.string(), z.unknown()),
});
export type ModerationEntry = z.infer<typeof ModerationEntry>;
export const ModerationLog = z.object({ rows: z.array(ModerationEntry), count: z.number().int() });

/** The state of a stuff after a hide or unhide. */
export const ModeratedStuff = z.object({ id: z.number().int(), name: z.string(), user_name: z.string(), hidden: z.boolean() });

const UserId = z.object({ id: GameId });

export const moderationRoutes = {
  users: defineRoute({ method: 'GET', path: '/api/admin/users', query: AdminUserQuery, response: ModeratedUserList }),
  setUser: defineRoute({ method: 'PUT', path: '/api/admin/users/:id', params: UserId, body: AdminUserBody, response: ModeratedUser }),
  ban: defineRoute({ method: 'POST', path: '/api/admin/users/:id/ban', params: UserId, body: ReasonBody, response: ModeratedUser }),
  unban: defineRoute({ method: 'POST', path: '/api/admin/users/:id/unban', params: UserId, body: ReasonBody, response: ModeratedUser }),
  hideStuff: defineRoute({ method: 'POST', path: '/api/admin/stuffs/:id/hide', params: UserId, body: ReasonBody, response: ModeratedStuff }),
  showStuff: defineRoute({ method: 'POST', path: '/api/admin/stuffs/:id/unhide', params: UserId, body: ReasonBody, response: ModeratedStuff }),
  log: defineRoute({ method: 'GET', path: '/api/admin/log', query: z.object({ page: decimalInt(1, 10_000).default(1) }), response: ModerationLog }),
};
