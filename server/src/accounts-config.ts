/**
 * The environment variables of accounts (issue 16), read by config.ts with the others. Secrets left
 * unset (JWT_SECRET, ALTCHA_HMAC_KEY) are generated once and kept in the database
 * (`server_secrets`), so that several processes over one database agree.
 */
import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '#contract/auth';

/** Social sign-in providers (issue 16, contract/auth.ts): each shown only when its client id and secret are set. */
const SOCIAL_VARIABLES = ['CLIENT_ID', 'CLIENT_SECRET', 'AUTHORIZATION_URL', 'TOKEN_URL', 'USERINFO_URL'] as const;

export interface SocialProviderSettings {
  clientId: string;
  clientSecret: string;
  /** Endpoints overriding the provider's (a test provider, a proxy). */
  authorizationUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
}

const socialKey = (provider: SocialProvider, variable: (typeof SOCIAL_VARIABLES)[number]) => `OAUTH_${provider.toUpperCase()}_${variable}`;

function socialEnv(): Record<string, z.ZodOptional<z.ZodString | z.ZodURL>> {
  const keys: Record<string, z.ZodOptional<z.ZodString | z.ZodURL>> = {};
  for (const provider of SOCIAL_PROVIDERS) {
    for (const variable of SOCIAL_VARIABLES) {
      keys[socialKey(provider, variable)] = (variable.endsWith('_URL') ? z.url({ protocol: /^https?$/ }) : z.string().min(1)).optional();
    }
  }
  return keys;
}

function socialSettings(value: Record<string, unknown>): Partial<Record<SocialProvider, SocialProviderSettings>> {
  const providers: Partial<Record<SocialProvider, SocialProviderSettings>> = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const read = (variable: (typeof SOCIAL_VARIABLES)[number]) => value[socialKey(provider, variable)] as string | undefined;
    const clientId = read('CLIENT_ID');
    const clientSecret = read('CLIENT_SECRET');
    if (!clientId || !clientSecret) continue;
    providers[provider] = {
      clientId,
      clientSecret,
      ...(read('AUTHORIZATION_URL') ? { authorizationUrl: read('AUTHORIZATION_URL') } : {}),
      ...(read('TOKEN_URL') ? { tokenUrl: read('TOKEN_URL') } : {}),
      ...(read('USERINFO_URL') ? { userinfoUrl: read('USERINFO_URL') } : {}),
    };
  }
  return providers;
}

export function accountEnv(resolved: (fallback: string) => z.ZodType<string, string | undefined>) {
  const positive = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);
  return {
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    ALTCHA_COST: positive(1_000, 1_000_000),
    ALTCHA_MAX_COUNTER: positive(10_000, 10_000_000),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Tofulab <no-reply@tofulab.localhost>'),
    MAIL_DIR: resolved('var/mail'),
    LOGIN_MAX_ATTEMPTS: positive(10, 10_000),
    LOGIN_WINDOW_MINUTES: positive(15, 24 * 60),
    AVATAR_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    ...socialEnv(),
  };
}

export interface AccountSettings {
  /** The site's address in mail links; unset: the sibling site's host the request came to. */
  publicUrl: string | undefined;
  jwtSecret: string | undefined;
  altchaHmacKey: string | undefined;
  /** PBKDF2 iterations of one ALTCHA attempt, and the largest counter the solver may have to reach. */
  altchaCost: number;
  altchaMaxCounter: number;
  /** Real SMTP; unset: `.eml` files under `mailDir`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  mailDir: string;
  /** Failed logins allowed per account and per address within the window. */
  loginMaxAttempts: number;
  loginWindowMinutes: number;
  /**
   * The gravatar-style avatar service (AVATAR_URL): `{hash}` in it is replaced by the sha256 of the
   * member's trimmed, lower-case e-mail (else the hash is appended as a path segment). Unset: no
   * avatar address is given out and the page draws an identicon, so no third party is asked.
   */
  avatarUrl: string | undefined;
  /** The configured social sign-in providers only. */
  social: Partial<Record<SocialProvider, SocialProviderSettings>>;
}

export function accountSettings(value: Record<string, unknown> & {
  PUBLIC_URL?: string | undefined;
  JWT_SECRET?: string | undefined;
  ALTCHA_HMAC_KEY?: string | undefined;
  ALTCHA_COST: number;
  ALTCHA_MAX_COUNTER: number;
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  MAIL_DIR: string;
  LOGIN_MAX_ATTEMPTS: number;
  LOGIN_WINDOW_MINUTES: number;
  AVATAR_URL?: string | undefined;
}): AccountSettings {
  return {
    publicUrl: value.PUBLIC_URL,
    jwtSecret: value.JWT_SECRET,
    altchaHmacKey: value.ALTCHA_HMAC_KEY,
    altchaCost: value.ALTCHA_COST,
    altchaMaxCounter: value.ALTCHA_MAX_COUNTER,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    mailDir: value.MAIL_DIR,
    loginMaxAttempts: value.LOGIN_MAX_ATTEMPTS,
    loginWindowMinutes: value.LOGIN_WINDOW_MINUTES,
    avatarUrl: value.AVATAR_URL,
    social: socialSettings(value),
  };
}
