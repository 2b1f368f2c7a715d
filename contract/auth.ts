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

export const authRoutes = {
  captcha: defineRoute({ method: 'GET', path: '/api/captcha', response: Captcha }),
  login: defineRoute({ method: 'POST', path: '/api/auth/login', body: LoginBody, response: Session }),
  accessToken: defineRoute({ method: 'POST', path: '/api/auth/access-token', response: Session }),
  autoLogin: defineRoute({ method: 'GET', path: '/api/auth/auto-login', response: Session }),
  logout: defineRoute({ method: 'POST', path: '/api/auth/logout', response: Done }),
};
