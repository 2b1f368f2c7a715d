/**
 * Under pressure, answer 503 with Retry-After instead of queueing without bound
 * (@fastify/under-pressure): when the event loop lags by more than `maxEventLoopDelayMs` on average
 * over a sampling interval, new API requests are refused at once until it recovers. 0 disables it.
 * The answer has the spec's error shape (the error handler maps the plugin's 503).
 *
 * Only the API is refused: the web app's files and pages are served from memory or disk at almost no
 * cost, and a page whose scripts were refused stays blank, with no message in any language (issue 23:
 * a browser journey's first page did, the split app asking for more files in the same second of lag).
 * The app, once loaded, says "try again later" in the visitor's language for an API call refused.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ROOT } from '#contract/route';

/** Seconds a client refused for overload is asked to wait. */
const OVERLOAD_RETRY_AFTER_S = 2;

function isApiRequest(url: string): boolean {
  return url === API_ROOT || url.startsWith(`${API_ROOT}/`) || url.startsWith(`${API_ROOT}?`);
}

export async function registerOverloadProtection(app: FastifyInstance, maxEventLoopDelayMs: number): Promise<void> {
  if (maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: 250,
    retryAfter: OVERLOAD_RETRY_AFTER_S,
    exposeStatusRoute: false,
    // Called only under pressure: nothing lets the request through; a rejection refuses it (503, as
    // the plugin's own refusal: the error handler answers it).
    pressureHandler: (request: FastifyRequest, reply: FastifyReply) => {
      if (!isApiRequest(request.url)) return;
      void reply.status(503).header('Retry-After', String(OVERLOAD_RETRY_AFTER_S));
      return Promise.reject(Object.assign(new Error('Service Unavailable'), { statusCode: 503, code: 'FST_UNDER_PRESSURE' }));
    },
  });
}

/**
 * Socket and request time limits (Fastify's server options): a client that sends its request too
 * slowly (slowloris) is cut off, an idle connection closed, a kept-alive one not held for long.
 */
export const SERVER_TIMEOUTS = {
  /** The whole request (headers and body) must arrive within this time. */
  requestTimeout: 30_000,
  /** A socket without any activity for this long is closed. */
  connectionTimeout: 120_000,
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeout: 10_000,
} as const;

/**
 * Node's own limits of the HTTP server (Fastify's `http` option, issue 22): the headers must arrive
 * within 10 s, and these limits are checked every second (Node checks every 30 s by default, which
 * lets a slow client hold its socket that much longer). A client cut off gets a 408 (errors.ts).
 */
export const HTTP_SERVER_LIMITS = { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 } as const;

/** All the time limits of the server; tests shrink them (`buildApp`'s `serverTimeouts`). */
export type ServerTimeouts = { -readonly [key in keyof typeof SERVER_TIMEOUTS | keyof typeof HTTP_SERVER_LIMITS]: number };
