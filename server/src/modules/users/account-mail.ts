/**
 * A token mail: claims the member's cooldown for that kind of mail (one per 2 hours, in the
 * database), stores a new single-use token (hashed, expiring), sends the mail in the member's
 * language. A mail that cannot be sent gives the claim back and answers the spec's error.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGS, type Lang } from '#contract/common';
import type { Config } from '#server/config';
import type { UserRow } from '#server/db/schema';
import type { MessageKey } from '#server/i18n/messages';
import { ApiError } from '#server/plugins/errors';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { Mailer } from './mailer.ts';
import { composeMail, tokenLink, type MailKind } from './mails.ts';
import { siteUrl } from './site-url.ts';

export const MAIL_COOLDOWN_MS = 2 * 3600 * 1000;
const HOUR = 3600 * 1000;

/** The token kind, its lifetime, the cooldown it shares and the messages of each mail. */
const KINDS: Record<MailKind, { token: string; ttlMs: number; cooldown: string; cooldownKey: MessageKey; failedKey: MessageKey }> = {
  welcome: { token: 'activation', ttlMs: 48 * HOUR, cooldown: 'activation', cooldownKey: 'activationCooldown', failedKey: 'welcomeMailFailed' },
  activation: { token: 'activation', ttlMs: 48 * HOUR, cooldown: 'activation', cooldownKey: 'activationCooldown', failedKey: 'activationMailFailed' },
  reset: { token: 'reset', ttlMs: 2 * HOUR, cooldown: 'reset', cooldownKey: 'resetCooldown', failedKey: 'resetMailFailed' },
  emailChange: { token: 'emailChange', ttlMs: 48 * HOUR, cooldown: 'emailChange', cooldownKey: 'emailChangeCooldown', failedKey: 'emailChangeMailFailed' },
};

export const tokenKindOf = (kind: MailKind) => KINDS[kind].token;

export function memberLang(user: UserRow): Lang {
  return (LANGS as readonly string[]).includes(user.lang) ? (user.lang as Lang) : 'fr';
}

export async function sendTokenMail(
  app: FastifyInstance,
  mailer: Mailer,
  config: Config,
  request: FastifyRequest,
  user: UserRow,
  kind: MailKind,
  to: string = user.email,
): Promise<void> {
  const { users } = app.repos;
  const spec = KINDS[kind];
  if (!(await users.claimMail(user.id, spec.cooldown, MAIL_COOLDOWN_MS))) throw new ApiError(429, spec.cooldownKey);
  const token = newToken();
  await users.addToken({ hash: hashToken(token), userId: user.id, kind: spec.token, email: kind === 'emailChange' ? to : null, ttlMs: spec.ttlMs });
  const lang = memberLang(user);
  const link = tokenLink(siteUrl(request, config), lang, kind, token);
  try {
    await mailer.send(to, composeMail(kind, lang, user.name, link), link);
  } catch (error) {
    request.log.error({ err: error, kind }, 'mail not sent');
    await users.releaseMail(user.id, spec.cooldown);
    throw new ApiError(502, spec.failedKey);
  }
}
