/** Issue 18: roles and tags are defined once (`game/members.ts`), and everything reads that one. */
import { describe, expect, it } from 'vitest';
import { LANGS } from '#contract/common';
import * as moderation from '#contract/moderation';
import * as users from '#contract/users';
import { ASSIGNABLE_ROLES, ROLES, USER_TAG_IDS, USER_TAGS } from '#game/members';
import { translate } from '#server/i18n/messages';
import { memberLabel } from '#server/modules/users/label';

describe('member roles and tags', () => {
  it('are site-spec §3’s ids', () => {
    expect(ROLES).toEqual({ admin: 10, moderator: 20, communityManager: 30, user: 50, banned: 99 });
    expect(USER_TAGS).toEqual({ silver: 48, gold: 46, platinum: 44, premium: 40, stuffer: 35, streamer: 30 });
    expect(USER_TAG_IDS).toEqual([48, 46, 44, 40, 35, 30]);
    expect(ASSIGNABLE_ROLES).not.toContain(ROLES.banned);
  });

  it('are the very objects the contract exports', () => {
    expect(users.ROLES).toBe(ROLES);
    expect(moderation.USER_TAGS).toBe(USER_TAGS);
    expect(moderation.USER_TAG_IDS).toBe(USER_TAG_IDS);
    expect(moderation.ASSIGNABLE_ROLES).toBe(ASSIGNABLE_ROLES);
  });

  it('name every id in the refusal messages, in every language', () => {
    for (const lang of LANGS) {
      const tags = translate('moderationTagInvalid', lang);
      for (const id of USER_TAG_IDS) expect(tags, lang).toContain(`(${id})`);
      const roles = translate('moderationRoleInvalid', lang);
      for (const id of ASSIGNABLE_ROLES) expect(roles, lang).toContain(`(${id})`);
    }
  });

  it('give the label its streamer and stuffer parts from the tags', () => {
    expect(memberLabel({ role_id: ROLES.user, tags: [USER_TAGS.streamer, USER_TAGS.stuffer], is_patron: false }, 'en')).toBe(
      `${translate('labelStreamer', 'en')} - ${translate('labelStuffer', 'en')}`,
    );
    expect(memberLabel({ role_id: ROLES.user, tags: [USER_TAGS.gold], is_patron: false }, 'fr')).toBe(translate('labelUser', 'fr'));
  });
});
