/**
 * Members' roles and tags (site-spec §3): the one definition, read by the contract (`contract/users.ts`
 * and `contract/moderation.ts` re-export it), the server (authorisation, labels, moderation, live
 * data, messages) and the web app (admin page, user menu).
 */

/** Role ids: the lower, the more rights (a moderator or above: `role_id <= ROLES.moderator`). */
export const ROLES = { admin: 10, moderator: 20, communityManager: 30, user: 50, banned: 99 } as const;
export type RoleName = keyof typeof ROLES;
export type RoleId = (typeof ROLES)[RoleName];

/** Tag ids: a member may hold several. */
export const USER_TAGS = { silver: 48, gold: 46, platinum: 44, premium: 40, stuffer: 35, streamer: 30 } as const;
export type UserTagName = keyof typeof USER_TAGS;
export type UserTagId = (typeof USER_TAGS)[UserTagName];
export const USER_TAG_IDS: UserTagId[] = Object.values(USER_TAGS);

/** The roles an admin may give (a ban is its own act: ban/unban). */
export const ASSIGNABLE_ROLES = [ROLES.admin, ROLES.moderator, ROLES.communityManager, ROLES.user] as const;
