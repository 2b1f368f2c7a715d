/**
 * Body refusals of the stuff, boost, folder and favourite routes: their schemas' zod messages are
 * message keys (contract/stuffs.ts, contract/folders.ts), answered as the spec's text in the
 * caller's language for the first refused field; a stuff body the schema refuses is first put to
 * the engine, so that what the engine refuses (level, characteristics, scrolls) is said in its words.
 */
import type { FastifyError, FastifyRequest } from 'fastify';
import { MESSAGES, translate, type MessageKey } from '#server/i18n/messages';
import { ApiError } from '#server/plugins/errors';

const isKey = (message: string | undefined): message is MessageKey => message !== undefined && Object.hasOwn(MESSAGES, message);

export function refuseBody(request: FastifyRequest, engineWords?: () => { key: MessageKey; params: Record<string, string>; text: string; field: string } | undefined): void {
  const error = request.validationError as FastifyError | undefined;
  if (!error) return;
  const entries = error.validation ?? [];
  const first = entries[0];
  const field = first?.instancePath.split('/').filter(Boolean).join('.') || (error.validationContext ?? 'body');
  if (!isKey(first?.message)) {
    const engine = engineWords?.();
    if (engine) throw new ApiError(400, engine.key, engine.params, [{ path: ['body', ...engine.field.split('.')], message: engine.text }]);
  }
  const params = { name: field, field };
  const issues = entries.map((entry) => {
    const segments = entry.instancePath.split('/').filter(Boolean);
    const message = isKey(entry.message) ? translate(entry.message, request.lang, { name: segments.join('.'), field: segments.join('.') }) : (entry.message ?? 'invalid');
    return { path: [error.validationContext ?? 'body', ...segments], message };
  });
  throw new ApiError(400, isKey(first?.message) ? first.message : 'invalidParameter', params, issues);
}
