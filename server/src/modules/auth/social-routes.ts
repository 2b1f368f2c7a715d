/**
 * Social sign-in routes (issue 16): list the configured providers, start a sign-in (302 to the
 * provider, with state and PKCE; the state is also kept in an httpOnly cookie, so that the flow
 * comes back to the browser that started it), link a provider to the signed-in member (Patreon from
 * the settings: sets `is_patron`), and the provider's callback, which signs in (or creates, with a
 * nickname to confirm: `name_changed` false) and redirects to the web app's `auth-action` landing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateCodeVerifier, generateState } from 'arctic';
import { authRoutes, SOCIAL_PROVIDERS, type SocialProvider } from '#contract/auth';
import { API_ROOT } from '#contract/route';
import { NAME_MAX, NAME_MIN, NAME_PATTERN, ROLES } from '#contract/users';
import type { Config } from '#server/config';
import { contractRoute } from '#server/http/route';
import { langOf, translate, type MessageKey } from '#server/i18n/messages';
import { ApiError } from '#server/plugins/errors';
import { award } from '../gamification/award.ts';
import { siteUrl } from '../users/site-url.ts';
import { SocialClient, type SocialProfile } from './social.ts';
import { hashToken } from './tokens.ts';

const STATE_COOKIE = 'oauthState';
const STATE_PATH = `${API_ROOT}/auth/social`;
const STATE_TTL_MS = 10 * 60 * 1000;
/** Providers that only link to an account (from the settings), never sign in. */
const LINK_ONLY: readonly SocialProvider[] = ['patreon'];

/** A nickname from the provider's name when it follows the rules and is free; else `Membre` and digits. */
async function provisionalName(app: FastifyInstance, profile: SocialProfile): Promise<string> {
  const fromProfile = (profile.name ?? '').replace(/[^A-Za-z0-9._-]/g, '').replace(/^[^A-Za-z]+/, '').slice(0, NAME_MAX);
  if (fromProfile.length >= NAME_MIN && NAME_PATTERN.test(fromProfile) && !(await app.repos.users.nameTaken(fromProfile))) return fromProfile;
  for (;;) {
    const name = `Membre${Math.floor(100_000 + Math.random() * 900_000)}`;
    if (!(await app.repos.users.nameTaken(name))) return name;
  }
}

export const socialModule: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const { users, auth } = app.repos;
  const configured = SOCIAL_PROVIDERS.filter((provider) => config.accounts.social[provider] !== undefined);

  const clientOf = (provider: SocialProvider, site: string): SocialClient => {
    const settings = config.accounts.social[provider];
    if (!settings) throw new ApiError(404, 'socialNotConfigured', { provider: providerName(provider) });
    return new SocialClient(provider, settings, `${site}${authRoutes.socialCallback.url({ provider })}`);
  };

  const cookieOptions = (request: FastifyRequest) =>
    ({ path: STATE_PATH, httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' || config.accounts.publicUrl?.startsWith('https:') === true }) as const;

  async function begin(request: FastifyRequest, reply: FastifyReply, provider: SocialProvider, userId: number | null): Promise<string> {
    const site = siteUrl(request, config);
    const client = clientOf(provider, site);
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    await auth.addOauthState({ hash: hashToken(state), provider, codeVerifier, userId, lang: request.lang, siteUrl: site, ttlMs: STATE_TTL_MS });
    reply.setCookie(STATE_COOKIE, state, { ...cookieOptions(request), maxAge: STATE_TTL_MS / 1000 });
    return client.authorizationUrl(state, codeVerifier);
  }

  const landing = (site: string, lang: string, params: Record<string, string>) => `${site}/${lang}/auth-action?${new URLSearchParams(params).toString()}`;

  app.route({
    ...contractRoute(authRoutes.socialProviders),
    handler: async () => ({
      login: configured.filter((provider) => !LINK_ONLY.includes(provider)),
      link: configured,
    }),
  });

  app.route({
    ...contractRoute(authRoutes.socialStart),
    handler: async (request, reply) => {
      const { provider } = request.params;
      if (LINK_ONLY.includes(provider)) throw new ApiError(404, 'socialNotConfigured', { provider: providerName(provider) });
      return reply.redirect(await begin(request, reply, provider, null), 302);
    },
  });

  app.route({
    ...contractRoute(authRoutes.socialLink),
    handler: async (request, reply) => {
      const member = await app.authentication.member(request);
      reply.header('cache-control', 'no-store');
      return { url: await begin(request, reply, request.params.provider, member.id) };
    },
  });

  app.route({
    ...contractRoute(authRoutes.socialCallback),
    handler: async (request, reply) => {
      const { provider } = request.params;
      const { code, state, error } = request.query;
      const cookie = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: STATE_PATH, httpOnly: true, sameSite: 'lax' });
      reply.header('cache-control', 'no-store');
      const flow = state ? await auth.takeOauthState(hashToken(state), provider) : undefined;
      const site = flow?.site_url ?? siteUrl(request, config);
      const lang = langOf(flow?.lang ?? request.lang);
      const fail = (key: MessageKey) =>
        reply.redirect(landing(site, lang, { action: 'social-error', provider, message: translate(key, lang, { provider: providerName(provider) }) }), 302);
      // The flow must come back to the browser that started it, with the state it was given.
      if (!flow || error || !code || typeof cookie !== 'string' || cookie !== state) return fail('socialFailed');

      let profile: SocialProfile | undefined;
      try {
        profile = await clientOf(provider, site).profile(code, flow.code_verifier);
      } catch (failure) {
        request.log.warn({ err: failure, provider }, 'social sign-in failed at the provider');
        return fail('socialFailed');
      }
      if (!profile) return fail('socialFailed');

      if (flow.user_id !== null) {
        const member = await users.byId(flow.user_id);
        if (!member) return fail('socialFailed');
        if (!(await auth.linkSocial(provider, profile.subject, member.id))) return fail('socialAlreadyLinked');
        if (provider === 'patreon') await users.update(member.id, { is_patron: profile.isPatron ? 1 : 0 });
        return reply.redirect(landing(site, lang, { action: 'social-linked', provider }), 302);
      }

      let userId = await auth.socialUserId(provider, profile.subject);
      if (userId === undefined) {
        // A new sign-in needs a confirmed address: to find the member's account, or to make one.
        if (!profile.email || !profile.emailVerified) return fail('socialNoEmail');
        const existing = await users.byEmail(profile.email);
        const member =
          existing ??
          (await users.create({
            name: await provisionalName(app, profile),
            email: profile.email,
            password_hash: null,
            email_verified: 1,
            // The nickname is to be confirmed ("social registration confirmation").
            name_changed: 0,
            lang,
          }));
        if (!member) return fail('socialFailed');
        if (!(await auth.linkSocial(provider, profile.subject, member.id))) return fail('socialAlreadyLinked');
        // The provider confirmed the address: the account is active, and earns what an activation by
        // mail earns (once per account: the award is keyed by member and action).
        if (Number(member.email_verified) !== 1) await users.update(member.id, { email_verified: 1 });
        await award(app, { kind: 'account_activated', userId: member.id });
        userId = member.id;
      }
      const user = await users.byId(userId);
      if (!user) return fail('socialFailed');
      if (Number(user.role_id) === ROLES.banned) return fail('accountBanned');
      await app.authentication.startAutoLogin(request, reply, user.id);
      const session = await app.authentication.session(user);
      return reply.redirect(landing(site, lang, { action: 'social-login', jwt: session.token }), 302);
    },
  });
};

function providerName(provider: SocialProvider): string {
  return { google: 'Google', facebook: 'Facebook', twitch: 'Twitch', twitter: 'Twitter', patreon: 'Patreon' }[provider];
}
