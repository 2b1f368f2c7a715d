/**
 * Signing in (issue 16; site-spec §4): the registration captcha, login by nickname or e-mail with
 * every outcome of the spec, renewing the access token, restoring a session from the `autoLogin`
 * cookie, logging out. Failed logins are limited per account and per address, in the database.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from '#contract/auth';
import { EMAIL_MAX, NAME_MAX, NAME_MIN, NAME_PATTERN, ROLES } from '#contract/users';
import type { Config } from '#server/config';
import { contractRoute } from '#server/http/route';
import { translate } from '#server/i18n/messages';
import { ApiError } from '#server/plugins/errors';
import { fieldError, refuseInvalidBody } from '../users/validation.ts';
import { newCaptcha, type CaptchaSettings } from './captcha.ts';
import { verifyPassword } from './passwords.ts';
import { socialModule } from './social-routes.ts';

/** The stored key, read once per app instance. */
const storedKeys = new WeakMap<FastifyInstance, Promise<string>>();

/** ALTCHA_HMAC_KEY, else the key generated once and kept in the database. */
export async function captchaSettings(app: FastifyInstance, config: Config): Promise<CaptchaSettings> {
  const { altchaHmacKey, altchaCost, altchaMaxCounter } = config.accounts;
  let hmacKey = altchaHmacKey;
  if (!hmacKey) {
    let stored = storedKeys.get(app);
    if (!stored) {
      stored = app.repos.auth.secret('altcha');
      storedKeys.set(app, stored);
    }
    hmacKey = await stored.catch((error: unknown) => {
      storedKeys.delete(app);
      throw error;
    });
  }
  return { hmacKey, cost: altchaCost, maxCounter: altchaMaxCounter };
}

/** What the login field may be: a nickname by the rules of §5, or an e-mail address. */
function isLoginShaped(login: string): boolean {
  if (login.includes('@')) return login.length <= EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(login.trim());
  return login.length >= NAME_MIN && login.length <= NAME_MAX && NAME_PATTERN.test(login);
}

export const authModule: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const { users, auth } = app.repos;
  const windowMs = config.accounts.loginWindowMinutes * 60 * 1000;
  const noStore = { onSend: async (_request: unknown, reply: { header(name: string, value: string): unknown }) => void reply.header('cache-control', 'no-store') };

  app.route({
    ...contractRoute(authRoutes.captcha),
    ...noStore,
    handler: async (request) => {
      const { challenge, question } = await newCaptcha(await captchaSettings(app, config), request.lang);
      return { challenge: { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' }, question };
    },
  });

  app.route({
    ...contractRoute(authRoutes.login),
    attachValidation: true,
    ...noStore,
    handler: async (request, reply) => {
      refuseInvalidBody(request);
      const { login, password } = request.body;
      if (!isLoginShaped(login)) throw fieldError(400, 'loginInvalid', 'login', request.lang);
      const user = await users.byLogin(login);
      const scopes = [`address:${request.ip}`, ...(user ? [`account:${user.id}`] : [])];
      const attempt = await auth.recordAttempt(scopes, windowMs);
      if (attempt.count > config.accounts.loginMaxAttempts) {
        reply.header('retry-after', String(config.accounts.loginWindowMinutes * 60));
        throw new ApiError(429, 'tooManyAttempts', { minutes: String(config.accounts.loginWindowMinutes) });
      }
      // An unknown login costs a hash too, so that timing does not tell which nicknames exist.
      if (!(await verifyPassword(user?.password_hash, password)) || !user) throw fieldError(401, 'loginWrong', 'password', request.lang);
      await auth.forgetAttempts(attempt.ids);
      if (Number(user.role_id) === ROLES.banned) throw new ApiError(403, 'accountBanned');
      if (Number(user.email_verified) !== 1) throw new ApiError(403, 'emailNotVerified', { email: user.email });
      if (user.lang !== request.lang) await users.update(user.id, { lang: request.lang });
      await app.authentication.startAutoLogin(request, reply, user.id);
      return app.authentication.session(user);
    },
  });

  app.route({
    ...contractRoute(authRoutes.accessToken),
    ...noStore,
    handler: async (request) => app.authentication.session(await app.authentication.member(request)),
  });

  app.route({
    ...contractRoute(authRoutes.autoLogin),
    ...noStore,
    handler: async (request, reply) => {
      const userId = await app.authentication.takeAutoLogin(request, reply);
      const user = userId === undefined ? undefined : await users.byId(userId);
      if (!user) throw new ApiError(401, 'sessionExpired');
      if (Number(user.role_id) === ROLES.banned) throw new ApiError(403, 'accountBanned');
      await app.authentication.startAutoLogin(request, reply, user.id);
      return app.authentication.session(user);
    },
  });

  app.route({
    ...contractRoute(authRoutes.logout),
    ...noStore,
    handler: async (request, reply) => {
      await app.authentication.takeAutoLogin(request, reply);
      return { message: translate('logoutSuccess', request.lang) };
    },
  });

  await app.register(socialModule, { config });

  // Old attempts are of no use past the window: purge them now and then.
  const purge = setInterval(() => void auth.purgeAttempts(windowMs).catch(() => {}), 10 * 60 * 1000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
};
