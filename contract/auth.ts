/**
 * Signing in (issue 16; site-spec §4 login outcomes and token refresh, §7 calls): the registration
 * captcha, login by nickname or e-mail, renewing the access token, restoring a session from the
 * `autoLogin` cookie, logging out.
 */
import { z } from 'zod';
import { defineRoute } from './route.ts';
import { CurrentPassword, Done, Session } from './users.ts';

/** Access tokens (JWT) live this long; the web app renews one with less than 60 s left. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** The `autoLogin` cookie (a refresh session) lives this long, renewed at each use. */
export const AUTO_LOGIN_DAYS = 30;
export const AUTO_LOGIN_COOKIE = 'autoLogin';
/**
 * Set and cleared with the `autoLogin` cookie, with its lifetime, but readable by the page (it holds
 * no secret, `1`): a page that does not find it knows no `autoLogin` cookie exists (that one is
 * httpOnly and only sent to `/api/auth`), so its start-up skips the auto-login round trip (issue 23).
 */
export const AUTO_LOGIN_HINT_COOKIE = 'autoLoginHint';

/**
 * GET /api/captcha: an ALTCHA proof-of-work challenge (the widget's `challenge` as is) and a question
 * about the game in the caller's language, bound to the challenge by its signed data.
 */
export const Captcha = z.object({
  challenge: z.object({ parameters: z.record(z.string(), z.unknown()), signature: z.string() }),
  question: z.string(),
});
export type Captcha = z.infer<typeof Captcha>;

export const LoginBody = z.object({
  /** A nickname or an e-mail address. */
  login: z
    .string({ error: 'loginInvalid' })
    .min(1, { error: 'loginInvalid' })
    .max(254, { error: 'loginInvalid' }),
  password: CurrentPassword,
});
export type LoginBody = z.infer<typeof LoginBody>;

/** Social sign-in providers; GET auth/social lists the configured ones. Patreon is linked only, from the settings. */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitch', 'twitter', 'patreon'] as const;
export const SocialProvider = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof SocialProvider>;
const providerParams = z.object({ provider: SocialProvider });

export const authRoutes = {
  captcha: defineRoute({ method: 'GET', path: '/api/captcha', response: Captcha }),
  login: defineRoute({ method: 'POST', path: '/api/auth/login', body: LoginBody, response: Session }),
  accessToken: defineRoute({ method: 'POST', path: '/api/auth/access-token', response: Session }),
  autoLogin: defineRoute({ method: 'GET', path: '/api/auth/auto-login', response: Session }),
  logout: defineRoute({ method: 'POST', path: '/api/auth/logout', response: Done }),
  /** The configured providers: `login` (sign in with), `link` (link from the settings). */
  socialProviders: defineRoute({
    method: 'GET',
    path: '/api/auth/social',
    response: z.object({ login: z.array(SocialProvider), link: z.array(SocialProvider) }),
  }),
  /**
   * Opens a sign-in with the provider: a redirect (302) to it, with state and PKCE. It comes back to
   * `socialCallback`, which redirects to `{site}/{lang}/auth-action?action=social-login&jwt=…` (a
   * session; the `autoLogin` cookie is set), `…action=social-linked&provider=…`, or
   * `…action=social-error&message=…` (the message in the member's language).
   */
  socialStart: defineRoute({ method: 'GET', path: '/api/auth/social/:provider', params: providerParams, response: z.object({}) }),
  /** Links the provider's account to the signed-in member (bearer): the address to send the browser to. */
  socialLink: defineRoute({ method: 'POST', path: '/api/auth/social/:provider/link', params: providerParams, response: z.object({ url: z.string() }) }),
  socialCallback: defineRoute({
    method: 'GET',
    path: '/api/auth/social/:provider/callback',
    params: providerParams,
    query: z.object({ code: z.string().max(2000).optional(), state: z.string().max(200).optional(), error: z.string().max(200).optional() }),
    response: z.object({}),
  }),
};
