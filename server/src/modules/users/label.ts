/**
 * The member's label (site-spec §3): the role (Admin, Modo, CM), the tags Streamer and Stuffer, and
 * the patron status, joined with ' - '; with none of these, 'Utilisateur'. In the caller's language.
 */
import type { Lang } from '#contract/common';
import { ROLES, USER_TAGS } from '#game/members';
import { translate, type MessageKey } from '#server/i18n/messages';

/** The tags the label names (site-spec §3). */
const LABEL_TAGS: readonly (readonly [number, MessageKey])[] = [
  [USER_TAGS.streamer, 'labelStreamer'],
  [USER_TAGS.stuffer, 'labelStuffer'],
];

const ROLE_LABELS: Readonly<Record<number, MessageKey>> = {
  [ROLES.admin]: 'labelAdmin',
  [ROLES.moderator]: 'labelModerator',
  [ROLES.communityManager]: 'labelCommunityManager',
};

export function memberLabel(member: { role_id: number; tags: readonly number[]; is_patron: boolean }, lang: Lang): string {
  const keys: MessageKey[] = [];
  const role = ROLE_LABELS[member.role_id];
  if (role) keys.push(role);
  for (const [tag, key] of LABEL_TAGS) if (member.tags.includes(tag)) keys.push(key);
  if (member.is_patron) keys.push('labelPatron');
  if (keys.length === 0) keys.push('labelUser');
  return keys.map((key) => translate(key, lang)).join(' - ');
}
