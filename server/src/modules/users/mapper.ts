/** Member rows → the contract's shapes: the member's own account, and what anyone may see. */
import { createHash } from 'node:crypto';
import type { Lang } from '#contract/common';
import type { EarnedBadge, MemberSummary, PublicMember, PublicUser, SelfUser } from '#contract/users';
import type { UserRow } from '#server/db/schema';
import { memberLabel } from './label.ts';

function tagsOf(json: string): number[] {
  try {
    const tags: unknown = JSON.parse(json);
    return Array.isArray(tags) ? tags.filter((tag): tag is number => Number.isInteger(tag)) : [];
  } catch {
    return [];
  }
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: Number(row.id),
    name: row.name,
    is_premium: Number(row.is_premium) === 1,
    is_patron: Number(row.is_patron) === 1,
    role_id: Number(row.role_id),
    tags: tagsOf(row.tags),
    exp: Number(row.exp),
    ingame_name: row.ingame_name,
    favourite_map: row.favourite_map,
    about: row.about,
    visits: Number(row.visits),
    created_at: row.created_at,
  };
}

/** The member's own account: the public fields, the e-mail, the settings and the avatar's hash. */
export function toSelfUser(row: UserRow): SelfUser {
  return {
    ...toPublicUser(row),
    email: row.email,
    email_verified: Number(row.email_verified) === 1,
    name_changed: Number(row.name_changed) === 1,
    privacy_mode: Number(row.privacy_mode) === 1,
    exo_enabled: Number(row.exo_enabled) === 1,
    back_stuff: Number(row.back_stuff) === 1,
    avatar_hash: createHash('sha256').update(row.email_folded).digest('hex'),
  };
}

/** What a public member's answer adds to the row: the caller's language and the figures read beside it. */
export interface MemberContext {
  lang: Lang;
  /** AVATAR_URL (unset: no avatar address). */
  avatarService: string | undefined;
  publicStuffs: number;
  online: boolean;
}

/** What the public member's page adds: the level and badges (gamification). */
export interface MemberGame {
  level: number;
  badges: EarnedBadge[];
}

/** The avatar's address on the configured service: `{hash}` replaced, else the hash appended. */
export function avatarUrlOf(emailFolded: string, service: string | undefined): string | null {
  if (!service) return null;
  const hash = createHash('sha256').update(emailFolded).digest('hex');
  return service.includes('{hash}') ? service.replaceAll('{hash}', hash) : `${service.replace(/\/+$/, '')}/${hash}`;
}

export function toPublicMember(row: UserRow, context: MemberContext, game: MemberGame = { level: 1, badges: [] }): PublicMember {
  const user = toPublicUser(row);
  return {
    ...user,
    slug: row.name_folded,
    label: memberLabel(user, context.lang),
    avatar_url: avatarUrlOf(row.email_folded, context.avatarService),
    public_stuffs: context.publicStuffs,
    online: context.online,
    level: game.level,
    badges: game.badges,
    workshop_public: row.craft_mode === 'public',
  };
}

export function toMemberSummary(row: UserRow, context: MemberContext): MemberSummary {
  const member = toPublicMember(row, context);
  return {
    id: member.id,
    name: member.name,
    slug: member.slug,
    label: member.label,
    avatar_url: member.avatar_url,
    created_at: member.created_at,
    public_stuffs: member.public_stuffs,
    online: member.online,
  };
}
