/**
 * The adverts' and the site's public settings (issue 18), read from the environment with the rest of
 * the configuration (config.ts). Without ADS_PROVIDER nothing is configured: the web app loads no
 * provider and the CSP allows no third-party origin. With it, the provider's origins (and
 * ADS_CSP_ORIGINS) join the CSP's script, frame, image and connect sources.
 */
import { z } from 'zod';
import { AD_PROVIDERS, type AdsSettings } from '#contract/site-settings';

const ADSENSE_SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';
/** What AdSense's tag loads and frames (its documented CSP list). */
const ADSENSE_ORIGINS = [
  'https://pagead2.googlesyndication.com',
  'https://*.googlesyndication.com',
  'https://*.doubleclick.net',
  'https://*.google.com',
  'https://*.gstatic.com',
  'https://*.adtrafficquality.google',
];

const origin = z
  .string()
  .regex(/^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/, 'expected origins like https://ads.example.com, separated by spaces or commas');
const slotId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'expected a slot id (letters, digits, - and _)').optional();

export const adsEnv = () => ({
  ADS_PROVIDER: z.enum(AD_PROVIDERS).optional(),
  ADS_CLIENT: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, 'expected the publisher id (letters, digits, - . _)').optional(),
  ADS_SCRIPT_URL: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
  ADS_SLOT_RICH_MEDIA: slotId,
  ADS_SLOT_BANNER: slotId,
  ADS_SLOT_LEADERBOARD: slotId,
  ADS_CSP_ORIGINS: z
    .string()
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(origin))
    .optional(),
  CONTACT_EMAIL: z.email('expected an e-mail address').optional(),
});

type AdsEnv = { [K in keyof ReturnType<typeof adsEnv>]?: z.output<ReturnType<typeof adsEnv>[K]> };

export interface SiteSettingsConfig {
  contactEmail: string | null;
  ads: AdsSettings | null;
  /** Origins the CSP must allow for the provider (none without one). */
  adOrigins: string[];
}

/** The settings; a provider without its client (or a custom one without its script) is an error naming the variable. */
export function siteSettings(env: AdsEnv): { settings: SiteSettingsConfig; problem?: string } {
  const contactEmail = env.CONTACT_EMAIL ?? null;
  if (!env.ADS_PROVIDER) return { settings: { contactEmail, ads: null, adOrigins: [] } };
  if (!env.ADS_CLIENT) return { settings: { contactEmail, ads: null, adOrigins: [] }, problem: `ADS_CLIENT: required with ADS_PROVIDER=${env.ADS_PROVIDER}` };
  if (env.ADS_PROVIDER === 'custom' && !env.ADS_SCRIPT_URL) {
    return { settings: { contactEmail, ads: null, adOrigins: [] }, problem: 'ADS_SCRIPT_URL: required with ADS_PROVIDER=custom' };
  }
  const scriptUrl = env.ADS_PROVIDER === 'adsense' ? `${ADSENSE_SCRIPT}?client=${encodeURIComponent(env.ADS_CLIENT)}` : (env.ADS_SCRIPT_URL as string);
  const providerOrigins = env.ADS_PROVIDER === 'adsense' ? ADSENSE_ORIGINS : [new URL(scriptUrl).origin];
  const slots: AdsSettings['slots'] = {
    ...(env.ADS_SLOT_RICH_MEDIA ? { rich_media: env.ADS_SLOT_RICH_MEDIA } : {}),
    ...(env.ADS_SLOT_BANNER ? { banner: env.ADS_SLOT_BANNER } : {}),
    ...(env.ADS_SLOT_LEADERBOARD ? { leaderboard: env.ADS_SLOT_LEADERBOARD } : {}),
  };
  return {
    settings: {
      contactEmail,
      ads: { provider: env.ADS_PROVIDER, client: env.ADS_CLIENT, script_url: scriptUrl, slots },
      adOrigins: [...new Set([...providerOrigins, ...(env.ADS_CSP_ORIGINS ?? [])])],
    },
  };
}
