/**
 * The site's public settings and the premium flag (issue 18; site-spec §1 "three ad slots, premium
 * members see none", §6). `GET /api/site/settings` tells the web app the operator's contact address
 * and the ad provider to load, if any (nothing configured: `ads` is null and no third-party request
 * is ever made). An admin sets a member's premium flag with `PUT /api/admin/users/:id/premium`.
 */
import { z } from 'zod';
import { decimalInt, MAX_GAME_ID } from './common.ts';
import { defineRoute } from './route.ts';

/** The three ad slots of site-spec §1/§9. */
export const AD_SLOTS = ['rich_media', 'banner', 'leaderboard'] as const;
export const AdSlotKind = z.enum(AD_SLOTS);
export type AdSlotKind = z.infer<typeof AdSlotKind>;

/** `adsense`: Google AdSense's tag; `custom`: any network whose script reads the slots queued in `window.tofulabAds`. */
export const AD_PROVIDERS = ['adsense', 'custom'] as const;
export const AdProvider = z.enum(AD_PROVIDERS);

export const AdsSettings = z.object({
  provider: AdProvider,
  /** The publisher id at the provider (AdSense: `ca-pub-…`). */
  client: z.string(),
  /** The provider's script, loaded once for a reader who may see adverts. */
  script_url: z.string(),
  /** The provider's id of each configured slot; a slot without one is not shown. */
  slots: z.object({ rich_media: z.string().optional(), banner: z.string().optional(), leaderboard: z.string().optional() }),
});
export type AdsSettings = z.infer<typeof AdsSettings>;

export const SiteSettings = z.object({
  contact_email: z.string().nullable(),
  ads: AdsSettings.nullable(),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

export const PremiumBody = z.object({ is_premium: z.boolean({ error: 'premiumInvalid' }) });
export const PremiumAnswer = z.object({ id: z.number().int(), is_premium: z.boolean() });

export const siteSettingsRoutes = {
  get: defineRoute({ method: 'GET', path: '/api/site/settings', response: SiteSettings }),
};

export const premiumRoutes = {
  set: defineRoute({ method: 'PUT', path: '/api/admin/users/:id/premium', params: z.object({ id: decimalInt(1, MAX_GAME_ID) }), body: PremiumBody, response: PremiumAnswer }),
};
