/**
 * Body refusals of the account routes: their schemas' zod messages are message keys
 * (contract/users.ts), so a refused body answers 400 with the spec's message for its first
 * refused field, in the caller's language, and every issue (field and translated message) in
 * `issues`. The routes set `attachValidation` and call `refuseInvalidBody` first.
 */
import type { FastifyError, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '#server/i18n/account-messages';
import { translate, type MessageKey } from '#server/i18n/messages';
import { ApiError } from '#server/plugins/errors';

const isAccountKey = (message: string | undefined): message is keyof typeof ACCOUNT_MESSAGES =>
  message !== undefined && Object.hasOwn(ACCOUNT_MESSAGES, message);

export function refuseInvalidBody(request: FastifyRequest): void {
  const error = request.validationError as FastifyError | undefined;
  if (!error) return;
  const entries = error.validation ?? [];
  const issues = entries.map((entry) => {
    const segments = entry.instancePath.split('/').filter(Boolean);
    const message = isAccountKey(entry.message) ? translate(entry.message, request.lang) : (entry.message ?? 'invalid');
    return { path: [error.validationContext ?? 'body', ...segments], message };
  });
  const first = entries[0];
  const field = first?.instancePath.split('/').filter(Boolean)[0] ?? error.validationContext ?? 'body';
  const key: MessageKey = isAccountKey(first?.message) ? first.message : 'invalidParameter';
  throw new ApiError(400, key, { name: field, field }, issues);
}

/** A refusal of one field by a rule the schema cannot check (uniqueness, the current password…). */
export function fieldError(statusCode: number, key: keyof typeof ACCOUNT_MESSAGES, field: string, lang: FastifyRequest['lang'], params: Record<string, string> = {}): ApiError {
  return new ApiError(statusCode, key, params, [{ path: ['body', field], message: translate(key, lang, params) }]);
}
