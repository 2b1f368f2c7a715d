/**
 * Authentication (issue 16): short-lived access tokens (JWT HS256 via jose, 15 minutes, carrying
 * the member's id, role and premium flag) sent as `Authorization: Bearer …`, and the `autoLogin`
 * cookie (a refresh session: random, stored hashed, 30 days, rotated at each use, revoked on
 * logout and password change). The signing secret is JWT_SECRET, else one generated once and kept
 * in the database, so that every process over that database accepts the others' tokens.
 *
 * Routes call `app.authentication.member(request)` for the signed-in member (401 without a valid
 * token, 403 for a banned account): the row is read again at each call, so that a banned or
 * deleted member loses access at once, not after the token's 15 minutes.
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_SECONDS, AUTO_LOGIN_COOKIE, AUTO_LOGIN_DAYS, AUTO_LOGIN_HINT_COOKIE } from '#contract/auth';
import { API_ROOT } from '#contract/route';
import { ROLES, type Session } from '#contract/users';
import type { Config } from '../config.ts';
import type { UserRow } from '../db/schema.ts';
import { hashToken, newToken } from '../modules/auth/tokens.ts';
import { toSelfUser } from '../modules/users/mapper.ts';
import { ApiError } from './errors.ts';

const ISSUER = 'tofulab';
const AUTO_LOGIN_MS = AUTO_LOGIN_DAYS * 24 * 3600 * 1000;
/** The cookie goes only to the routes that read it. */
const COOKIE_PATH = `${API_ROOT}/auth`;

export interface Claims {
  id: number;
  role: number;
  premium: boolean;
}

export interface Authentication {
  /** Signs an access token for the member and answers the session body. */
  session(user: UserRow): Promise<Session>;
  /** The claims of the request's bearer token; undefined without one; 401 when it is invalid or expired. */
  claims(request: FastifyRequest): Promise<Claims | undefined>;
  /** The signed-in member, read from the database (401, or 403 when banned). */
  member(request: FastifyRequest): Promise<UserRow>;
  /** Opens a refresh session and sets the `autoLogin` cookie. */
  startAutoLogin(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
  /** Revokes the request's refresh session (if any) and clears the cookie; answers its member, if it was live. */
  takeAutoLogin(request: FastifyRequest, reply: FastifyReply): Promise<number | undefined>;
  clearAutoLogin(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    authentication: Authentication;
  }
}

export async function registerAuthentication(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(cookie);
  let secret: Promise<Uint8Array> | undefined;
  // Read on first use: the database is migrated after the app is built (main.ts).
  const key = () => {
    secret ??= (config.accounts.jwtSecret ? Promise.resolve(config.accounts.jwtSecret) : app.repos.auth.secret('jwt')).then(
      (value) => new TextEncoder().encode(value),
    );
    secret.catch(() => {
      secret = undefined;
    });
    return secret;
  };
  const secure = (request: FastifyRequest) => request.protocol === 'https' || config.accounts.publicUrl?.startsWith('https:') === true;
  const cookieOptions = (request: FastifyRequest) =>
    ({ path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: secure(request) }) as const;

  const authentication: Authentication = {
    async session(user) {
      const expires = Math.floor(Date.now() / 1000) + ACCESS_TOKEN_SECONDS;
      const token = await new SignJWT({ role: Number(user.role_id), premium: Number(user.is_premium) === 1 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(await key());
      return { token, expires_at: new Date(expires * 1000).toISOString(), user: toSelfUser(user) };
    },

    async claims(request) {
      const header = request.headers.authorization;
      if (header === undefined) return undefined;
      const match = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/.exec(header);
      if (!match) throw new ApiError(401, 'sessionExpired');
      try {
        const { payload } = await jwtVerify(match[1] as string, await key(), { issuer: ISSUER, algorithms: ['HS256'] });
        const id = Number(payload.sub);
        if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(401, 'sessionExpired');
        return { id, role: Number(payload.role), premium: payload.premium === true };
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (error instanceof joseErrors.JOSEError) throw new ApiError(401, 'sessionExpired');
        throw error;
      }
    },

    async member(request) {
      const claims = await authentication.claims(request);
      if (!claims) throw new ApiError(401, 'authRequired');
      const user = await app.repos.users.byId(claims.id);
      if (!user) throw new ApiError(401, 'sessionExpired');
      if (Number(user.role_id) === ROLES.banned) throw new ApiError(403, 'accountBanned');
      return user;
    },

    async startAutoLogin(request, reply, userId) {
      const token = newToken();
      await app.repos.users.addSession(hashToken(token), userId, AUTO_LOGIN_MS);
      reply.setCookie(AUTO_LOGIN_COOKIE, token, { ...cookieOptions(request), maxAge: AUTO_LOGIN_MS / 1000 });
      // The page's hint that the cookie above exists (no secret: the page cannot read that one).
      reply.setCookie(AUTO_LOGIN_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure: secure(request), maxAge: AUTO_LOGIN_MS / 1000 });
    },

    async takeAutoLogin(request, reply) {
      const token = request.cookies[AUTO_LOGIN_COOKIE];
      authentication.clearAutoLogin(reply);
      if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
      return app.repos.users.takeSession(hashToken(token));
    },

    clearAutoLogin(reply) {
      reply.clearCookie(AUTO_LOGIN_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax' });
      reply.clearCookie(AUTO_LOGIN_HINT_COOKIE, { path: '/', sameSite: 'lax' });
    },
  };
  app.decorate('authentication', authentication);
}
