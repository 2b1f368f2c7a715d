/**
 * Members (issue 16): registration with the captcha, the member's account, public profiles,
 * settings, profile, deletion, and the routes of the mail links (activation, password reset,
 * e-mail change). Bodies are refused with the spec's messages (validation.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Game } from '#contract/common';
import { MEMBER_NEWS_PAGE_SIZE, MEMBER_PAGE_SIZE, membersRoutes, ROLES, usersRoutes, type MemberNewsEntry } from '#contract/users';
import { badgeById } from '#game/gamification';
import { VARIANTS } from '#game/variants';
import type { UserRow } from '#server/db/schema';
import type { Config } from '#server/config';
import { contractRoute } from '#server/http/route';
import { translate } from '#server/i18n/messages';
import { ApiError } from '#server/plugins/errors';
import { checkCaptcha } from '../auth/captcha.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/tokens.ts';
import { captchaSettings } from '../auth/routes.ts';
import { isRightAnswer } from '../auth/questions.ts';
import { sendTokenMail, tokenKindOf } from './account-mail.ts';
import { Mailer } from './mailer.ts';
import { ONLINE_WINDOW_MS } from '../activity/tracker.ts';
import { toMemberSummary, toPublicMember, toSelfUser } from './mapper.ts';
import { fieldError, refuseInvalidBody } from './validation.ts';
import { award } from '../gamification/award.ts';
import { badgeOf } from '../gamification/mapper.ts';
import { stuffSlug } from '../stuffs/mapper.ts';
import type { TokenUse } from './repository.ts';

function tokenRefusal(use: TokenUse & { ok: false }): ApiError {
  return new ApiError(400, use.reason === 'expired' ? 'tokenExpired' : 'tokenInvalid');
}

export const usersModule: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const { users, auth, members } = app.repos;
  const mailer = new Mailer(config.accounts, app.log);
  app.addHook('onClose', async () => mailer.close());
  const noStore = { onSend: async (_request: unknown, reply: { header(name: string, value: string): unknown }) => void reply.header('cache-control', 'no-store') };

  app.route({
    ...contractRoute(usersRoutes.register),
    attachValidation: true,
    ...noStore,
    handler: async (request) => {
      refuseInvalidBody(request);
      const body = request.body;
      const settings = await captchaSettings(app, config);
      const captcha = await checkCaptcha(settings, body.captcha);
      if (!captcha.ok) throw fieldError(400, 'captchaInvalid', 'captcha', request.lang);
      if (!isRightAnswer(captcha.question, body.answer)) {
        // A solved challenge buys one answer: guessing again needs a new proof of work.
        await auth.useCaptcha(captcha.signature, captcha.expiresAt);
        throw fieldError(400, 'answerWrong', 'answer', request.lang);
      }
      if (await users.nameTaken(body.name)) throw fieldError(400, 'nameTaken', 'name', request.lang);
      if (await users.emailTaken(body.email)) throw fieldError(400, 'emailTaken', 'email', request.lang);
      const passwordHash = await hashPassword(body.password);
      const user = await users.register({ name: body.name, email: body.email.trim(), password_hash: passwordHash, lang: request.lang }, captcha);
      if (user === 'captchaUsed') throw fieldError(400, 'captchaInvalid', 'captcha', request.lang);
      if (user === 'taken') {
        // Taken between the check and the insert, by another request.
        throw (await users.nameTaken(body.name)) ? fieldError(400, 'nameTaken', 'name', request.lang) : fieldError(400, 'emailTaken', 'email', request.lang);
      }
      await sendTokenMail(app, mailer, config, request, user, 'welcome');
      return { message: translate('registered', request.lang, { email: user.email }), user: toSelfUser(user) };
    },
  });

  app.route({
    ...contractRoute(usersRoutes.authenticated),
    ...noStore,
    handler: async (request) => toSelfUser(await app.authentication.member(request)),
  });

  const publicMember = async (user: UserRow, request: FastifyRequest, game: Game | undefined) => {
    const [publicStuffs, online, level, badges] = await Promise.all([
      members.publicStuffs(user.id, game ?? request.site),
      members.seenSince(user.id, Date.now() - ONLINE_WINDOW_MS),
      app.repos.gamification.level(user.id),
      app.repos.gamification.badges(user.id),
    ]);
    const earned = badges.flatMap((row) => {
      const def = badgeById(row.badge_id);
      return def ? [{ ...badgeOf(def), earned_at: row.earned_at }] : [];
    });
    return toPublicMember(user, { lang: request.lang, avatarService: config.accounts.avatarUrl, publicStuffs, online }, { level: level.level, badges: earned });
  };

  app.route({
    ...contractRoute(usersRoutes.byId),
    handler: async (request) => {
      const user = await users.byId(request.params.id);
      if (!user) throw new ApiError(404, 'userNotFound');
      return publicMember(user, request, request.query.game);
    },
  });

  app.route({
    ...contractRoute(usersRoutes.byName),
    handler: async (request) => {
      const user = await members.bySlug(request.params.name);
      if (!user) throw new ApiError(404, 'userNotFound');
      return publicMember(user, request, request.query.game);
    },
  });

  // `GET /api/users/retro`: one static route per game, as the parametric `/api/users/:id` holds the
  // same place in the path (a static route wins over it).
  for (const game of VARIANTS) {
    const list = membersRoutes.list;
    app.route({
      method: list.method,
      url: list.url({ game }),
      schema: { querystring: list.query, response: { 200: list.response } },
      handler: async (request) => {
        const query = request.query as z.output<typeof list.query>;
        const { rows, count } = await members.list({
          game,
          search: query.search,
          sort: query.sort,
          order: query.order ?? (query.sort === 'registration' ? 'desc' : 'asc'),
          onlineOnly: query.online === true,
          onlineSince: Date.now() - ONLINE_WINDOW_MS,
          page: query.page,
          pageSize: MEMBER_PAGE_SIZE,
        });
        const context = { lang: request.lang, avatarService: config.accounts.avatarUrl };
        return {
          rows: rows.map((row) => toMemberSummary(row, { ...context, publicStuffs: Number(row.public_stuffs), online: Number(row.online) === 1 })),
          count,
          page: query.page,
          pages: Math.max(1, Math.ceil(count / MEMBER_PAGE_SIZE)),
        };
      },
    });
  }

  app.route({
    ...contractRoute(membersRoutes.news),
    handler: async (request) => {
      const user = await users.byId(request.params.id);
      if (!user) throw new ApiError(404, 'userNotFound');
      const { page } = request.query;
      // A banned member's public life is over: nothing of theirs is news.
      if (Number(user.role_id) === ROLES.banned) return { rows: [], count: 0, page, pages: 1 };
      const { rows, count } = await members.news(user.id, request.query.game ?? request.site, page, MEMBER_NEWS_PAGE_SIZE);
      const stuffs = new Map((await members.newsStuffs(rows.filter((row) => row.kind !== 'badge').map((row) => row.ref))).map((row) => [Number(row.id), row]));
      const entries = rows.flatMap((row): MemberNewsEntry[] => {
        if (row.kind === 'badge') {
          const def = badgeById(row.ref);
          return def ? [{ kind: 'badge', at: row.at, badge: badgeOf(def) }] : [];
        }
        const stuff = stuffs.get(row.ref);
        if (!stuff) return [];
        return [
          {
            kind: row.kind,
            at: row.at,
            stuff: {
              id: Number(stuff.id),
              slug: stuffSlug(Number(stuff.id), stuff.name),
              game: stuff.game as Game,
              name: stuff.name,
              character_class: Number(stuff.class_id),
              character_gender: Number(stuff.gender),
              character_level: Number(stuff.character_level),
              level: Number(stuff.level),
            },
          },
        ];
      });
      return { rows: entries, count, page, pages: Math.max(1, Math.ceil(count / MEMBER_NEWS_PAGE_SIZE)) };
    },
  });

  app.route({
    ...contractRoute(membersRoutes.visit),
    ...noStore,
    handler: async (request) => {
      const user = await users.byId(request.params.id);
      if (!user) throw new ApiError(404, 'userNotFound');
      const { key, userId } = await app.activity.callerKey(request);
      // One's own page is not a visit.
      if (userId === user.id) return { visits: Number(user.visits) };
      return { visits: await members.visit(user.id, key, new Date().toISOString().slice(0, 10)) };
    },
  });

  app.route({
    ...contractRoute(usersRoutes.settings),
    attachValidation: true,
    ...noStore,
    handler: async (request, reply) => {
      const member = await app.authentication.member(request);
      refuseInvalidBody(request);
      const body = request.body;
      if (body.password !== undefined && !(await verifyPassword(member.password_hash, body.current_password ?? ''))) {
        throw fieldError(400, 'passwordInvalid', 'current_password', request.lang);
      }
      const changes: Parameters<typeof users.update>[1] = {};
      if (body.name !== undefined && body.name !== member.name) {
        if (await users.nameTaken(body.name, member.id)) throw fieldError(400, 'nameTaken', 'name', request.lang);
        changes.name = body.name;
        changes.name_changed = 1;
      }
      if (body.privacy_mode !== undefined) changes.privacy_mode = body.privacy_mode ? 1 : 0;
      if (body.exo_enabled !== undefined) changes.exo_enabled = body.exo_enabled ? 1 : 0;
      if (body.back_stuff !== undefined) changes.back_stuff = body.back_stuff ? 1 : 0;
      if (body.password !== undefined) changes.password_hash = await hashPassword(body.password);
      if (Object.keys(changes).length > 0 && !(await users.update(member.id, changes))) {
        throw fieldError(400, 'nameTaken', 'name', request.lang);
      }
      if (body.password !== undefined) {
        // Every other session ends with the old password; this browser gets a new one.
        await users.revokeSessions(member.id);
        await app.authentication.takeAutoLogin(request, reply);
        await app.authentication.startAutoLogin(request, reply, member.id);
      }
      return app.authentication.session((await users.byId(member.id)) ?? member);
    },
  });

  app.route({
    ...contractRoute(usersRoutes.profile),
    attachValidation: true,
    ...noStore,
    handler: async (request) => {
      const member = await app.authentication.member(request);
      refuseInvalidBody(request);
      const body = request.body;
      const changes: Parameters<typeof users.update>[1] = {};
      const clean = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim());
      if (body.ingame_name !== undefined) changes.ingame_name = clean(body.ingame_name);
      if (body.favourite_map !== undefined) changes.favourite_map = clean(body.favourite_map);
      if (body.about !== undefined) changes.about = clean(body.about);
      if (Object.keys(changes).length > 0) await users.update(member.id, changes);
      return toSelfUser((await users.byId(member.id)) ?? member);
    },
  });

  app.route({
    ...contractRoute(usersRoutes.remove),
    attachValidation: true,
    ...noStore,
    handler: async (request, reply) => {
      const member = await app.authentication.member(request);
      refuseInvalidBody(request);
      if (!(await verifyPassword(member.password_hash, request.body.password))) throw fieldError(400, 'passwordInvalid', 'password', request.lang);
      await users.remove(member.id);
      app.authentication.clearAutoLogin(reply);
      return { message: translate('accountDeleted', request.lang) };
    },
  });

  app.route({
    ...contractRoute(usersRoutes.activateAccount),
    attachValidation: true,
    ...noStore,
    handler: async (request) => {
      refuseInvalidBody(request);
      const use = await users.useToken(hashToken(request.body.token), tokenKindOf('activation'));
      if (!use.ok) throw tokenRefusal(use);
      await users.update(use.userId, { email_verified: 1 });
      await award(app, { kind: 'account_activated', userId: use.userId });
      return { message: translate('accountActivated', request.lang) };
    },
  });

  app.route({
    ...contractRoute(usersRoutes.activationMail),
    attachValidation: true,
    ...noStore,
    handler: async (request) => {
      refuseInvalidBody(request);
      const user = await users.byEmail(request.body.email);
      if (!user) throw fieldError(404, 'noUserWithEmail', 'email', request.lang);
      if (Number(user.email_verified) === 1) throw fieldError(400, 'accountAlreadyActive', 'email', request.lang);
      await sendTokenMail(app, mailer, config, request, user, 'activation');
      return { message: translate('mailSent', request.lang, { email: user.email }) };
    },
  });

  app.route({
    ...contractRoute(usersRoutes.resetPasswordMail),
    attachValidation: true,
    ...noStore,
    handler: async (request) => {
      refuseInvalidBody(request);
      const user = await users.byEmail(request.body.email);
      if (!user || Number(user.role_id) === ROLES.banned) throw fieldError(404, 'noUserWithEmail', 'email', request.lang);
      await sendTokenMail(app, mailer, config, request, user, 'reset');
      return { message: translate('mailSent', request.lang, { email: user.email }) };
    },
  });

  app.route({
    ...contractRoute(usersRoutes.resetPasswordCheck),
    attachValidation: true,
    ...noStore,
    handler: async (request) => {
      refuseInvalidBody(request);
      const use = await users.peekToken(hashToken(request.body.token), tokenKindOf('reset'));
      if (!use.ok) throw tokenRefusal(use);
      return { message: translate('tokenValid', request.lang) };
    },
  });

  app.route({
    ...contractRoute(usersRoutes.resetPasswordConfirm),
    attachValidation: true,
    ...noStore,
    handler: async (request) => {
      refuseInvalidBody(request);
      const passwordHash = await hashPassword(request.body.password);
      const use = await users.useToken(hashToken(request.body.token), tokenKindOf('reset'));
      if (!use.ok) throw tokenRefusal(use);
      // The mailbox is proven: the address is verified too.
      await users.update(use.userId, { password_hash: passwordHash, email_verified: 1 });
      await users.revokeSessions(use.userId);
      return { message: translate('passwordChanged', request.lang) };
    },
  });

  app.route({
    ...contractRoute(usersRoutes.confirmEmailMail),
    attachValidation: true,
    ...noStore,
    handler: async (request) => {
      const member = await app.authentication.member(request);
      refuseInvalidBody(request);
      const email = request.body.email.trim();
      if (await users.emailTaken(email)) throw fieldError(400, 'emailTaken', 'email', request.lang);
      await sendTokenMail(app, mailer, config, request, member, 'emailChange', email);
      return { message: translate('mailSent', request.lang, { email }) };
    },
  });

  app.route({
    ...contractRoute(usersRoutes.confirmEmail),
    attachValidation: true,
    ...noStore,
    handler: async (request) => {
      refuseInvalidBody(request);
      const use = await users.useToken(hashToken(request.body.token), tokenKindOf('emailChange'));
      if (!use.ok) throw tokenRefusal(use);
      const email = use.email ?? '';
      if (!(await users.update(use.userId, { email, email_verified: 1 }))) throw fieldError(400, 'emailTaken', 'email', request.lang);
      return { message: translate('emailChanged', request.lang, { email }) };
    },
  });
};
