/** The public member's label (site-spec §3, issue 18): role, tags and patron joined with ' - ', else the plain member's. */
import type { Lang } from '#contract/common';

export const MEMBER_MESSAGES = {
  labelAdmin: { fr: 'Admin', en: 'Admin', es: 'Admin' },
  labelModerator: { fr: 'Modo', en: 'Mod', es: 'Mod' },
  labelCommunityManager: { fr: 'CM', en: 'CM', es: 'CM' },
  labelStreamer: { fr: 'Streamer', en: 'Streamer', es: 'Streamer' },
  labelStuffer: { fr: 'Stuffer', en: 'Stuffer', es: 'Stuffer' },
  labelPatron: { fr: 'Patron', en: 'Patron', es: 'Mecenas' },
  labelUser: { fr: 'Utilisateur', en: 'User', es: 'Usuario' },
} as const satisfies Record<string, Record<Lang, string>>;
