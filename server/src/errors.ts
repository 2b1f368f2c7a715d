/**
 * The one error module: every error answer has the spec's shape `{statusCode, error, message}`
 * (contract `ErrorBody`), with a message in the request's language. Routes throw `ApiError`;
 * validation failures become 400 with their zod issues; anything unexpected is logged and answered
 * with the generic message, never with its own text or stack.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../contract/api.ts';
import { langOf, translate, type MessageKey } from './i18n/messages.ts';
import { langFromCookie } from './web.ts';

type Issue = NonNullable<ErrorBody['issues']>[number];

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string> = {},
    readonly issues?: Issue[],
  ) {
    super(messageKey);
  }
}

export const notFound = (key: 'itemNotFound' | 'clothNotFound' | 'classNotFound' | 'resourceNotFound' | 'catalogNotFound') =>
  new ApiError(404, key);

/** A request value that passed its schema but means nothing here (e.g. an unknown category). */
export const invalidParameter = (part: 'params' | 'querystring', name: string, message: string) =>
  new ApiError(400, 'invalidParameter', { name }, [{ path: [part, name], message }]);

/**
 * The language of a request: the `x-lang` header the web app sends (site-spec §7), else the `lang`
 * cookie it keeps (a link opened in a new tab), else French.
 */
export function requestLang(request: FastifyRequest) {
  const header = request.headers['x-lang'];
  return header === undefined ? langFromCookie(request.headers.cookie) : langOf(header);
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  key: MessageKey,
  params: Record<string, string> = {},
  issues?: Issue[],
): FastifyReply {
  const body: ErrorBody = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message: translate(key, requestLang(request), params),
    ...(issues ? { issues } : {}),
  };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify reports a failed schema as `validation` entries with a JSON pointer (`/id`) and the part
 * of the request (`params`, `querystring`…). The issue path is [part, …pointer segments].
 */
function validationIssues(error: FastifyError): Issue[] {
  return (error.validation ?? []).map((entry) => {
    const segments = entry.instancePath
      .split('/')
      .filter(Boolean)
      .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
    return { path: [error.validationContext ?? 'request', ...segments], message: entry.message ?? 'invalid' };
  });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return sendError(request, reply, error.statusCode, error.messageKey, error.params, error.issues);
    }
    if (error.validation) {
      const issues = validationIssues(error);
      // Name the top-level parameter (`ids`, not `ids.3`): that is what the caller typed.
      const names = [...new Set(issues.map((issue) => String(issue.path[1] ?? issue.path[0])))];
      return sendError(request, reply, 400, 'invalidParameter', { name: names.join(', ') }, issues);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, unsupported media type, body too large…).
      request.log.info({ code: error.code, status }, error.message);
      return sendError(request, reply, status, 'invalidRequest');
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, 'internalError');
  });
}

/**
 * Errors Fastify meets before routing (a malformed URL, a path parameter over the length limit):
 * they skip the error handler, so they get the same shape here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ code: error.code, status }, error.message);
  sendError(request, reply, status, 'invalidRequest');
}
