/**
 * The one error module: every error answer has the spec's shape `{statusCode, error, message}`
 * (contract `ErrorBody`), with a message in the request's language. Routes throw `ApiError`;
 * validation failures become 400 with their zod issues; anything unexpected is logged and answered
 * with the generic message, never with its own text or stack.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorBody, DEFAULT_LANG, type Lang } from '#contract/common';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { BODY_LIMIT_BYTES } from '../http/limits.ts';
import { MESSAGES, translate, type MessageKey } from '../i18n/messages.ts';
import { requestLang } from './request-lang.ts';

/** The largest request body taken (Fastify's `bodyLimit`, body-limits.ts; nginx's `client_max_body_size`): 1 MiB. */
export { BODY_LIMIT_BYTES };

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

/** The language of an error answer: the request's (`request.lang`), but French if even that fails. */
function errorLang(request: FastifyRequest): Lang {
  try {
    return requestLang(request);
  } catch {
    return DEFAULT_LANG;
  }
}

/** Error codes of a client that went away mid-answer: not a server fault, logged at info. */
const DISCONNECT_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_DESTROYED']);

export function isClientDisconnect(error: unknown, request?: FastifyRequest): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && DISCONNECT_CODES.has(code)) || request?.raw.destroyed === true;
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
    message: translate(key, errorLang(request), params),
    code: key,
    ...(Object.keys(params).length > 0 ? { params } : {}),
    ...(issues ? { issues } : {}),
  };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * The last resort: a 500 with the spec's generic message, built from constants only, for when
 * answering an error failed itself. Never the exception's text.
 */
function sendLastResort(reply: FastifyReply): FastifyReply {
  const body: ErrorBody = { statusCode: 500, error: 'Internal Server Error', message: MESSAGES.internalError[DEFAULT_LANG] };
  return reply.code(500).type('application/json; charset=utf-8').send(JSON.stringify(body));
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
    try {
      return answerError(error, request, reply);
    } catch (failure) {
      // The handler must never throw: Fastify's fallback would answer with the exception's text.
      request.log.error({ err: failure, cause: error }, 'error answer failed');
      return sendLastResort(reply);
    }
  });
}

/** Fastify's errors of body reading, each with its own message. */
const BODY_ERRORS: Record<string, { key: MessageKey; params?: () => Record<string, string> }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { key: 'bodyTooLarge', params: () => ({ max: String(BODY_LIMIT_BYTES / 1024) }) },
  FST_ERR_CTP_INVALID_JSON_BODY: { key: 'invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { key: 'invalidJson' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { key: 'unsupportedMediaType' },
};

function answerError(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    return sendError(request, reply, error.statusCode, error.messageKey, error.params, error.issues);
  }
  if (error.validation) {
    const issues = validationIssues(error);
    // Name the top-level parameter (`ids`, not `ids.3`): that is what the caller typed.
    const names = [...new Set(issues.map((issue) => String(issue.path[1] ?? issue.path[0])))];
    return sendError(request, reply, 400, 'invalidParameter', { name: names.join(', ') }, issues);
  }
  if (!request.raw.destroyed && isDatabaseUnavailable(error)) {
    // The database went away or is busy: the caller may retry; service comes back with it.
    request.log.warn({ code: (error as FastifyError).code, err: error }, 'database unavailable');
    return sendError(request, reply, 503, 'databaseUnavailable');
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, unsupported media type, body too large…).
    request.log.info({ code: error.code, status }, error.message);
    const known = BODY_ERRORS[error.code];
    if (known) return sendError(request, reply, status, known.key, known.params?.() ?? {});
    return sendError(request, reply, status, 'invalidRequest');
  }
  if (status === 503) {
    // Overload (under-pressure) and unavailable data: the caller may retry later.
    request.log.warn({ code: error.code }, error.message);
    return sendError(request, reply, 503, 'unavailable');
  }
  if (isClientDisconnect(error, request)) {
    // Nobody reads this answer; it is sent only so that the request ends cleanly.
    request.log.info({ code: (error as FastifyError).code }, 'client disconnected');
    return sendError(request, reply, 500, 'internalError');
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(request, reply, 500, 'internalError');
}

/**
 * Errors Fastify meets before routing (a malformed URL, a path parameter over the length limit):
 * they skip the error handler, so they get the same shape here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ code: error.code, status }, error.message);
  try {
    sendError(request, reply, status, 'invalidRequest');
  } catch (failure) {
    request.log.error({ err: failure, cause: error }, 'error answer failed');
    sendLastResort(reply);
  }
}

/**
 * Errors of a connection before any request could be read (Fastify's `clientErrorHandler`): a client
 * that sent its headers or body too slowly (408, `requestTimeout`/`headersTimeout`), headers too
 * large (431), a broken request line (400). The answer is in the spec's shape, in French (no request
 * was read, so no language), and the socket is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: import('node:stream').Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key]: [number, MessageKey] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'requestTimeout'] : error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'headersTooLarge'] : [400, 'invalidRequest'];
  const body = JSON.stringify({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: translate(key, DEFAULT_LANG), code: key } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy();
}
