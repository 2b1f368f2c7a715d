/**
 * Under pressure, answer 503 with Retry-After instead of queueing without bound
 * (@fastify/under-pressure): when the event loop lags by more than `maxEventLoopDelayMs` on average
 * over a sampling interval, new requests are refused at once until it recovers. 0 disables it.
 * The answer has the spec's error shape (the error handler maps the plugin's 503).
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';

/** Seconds a client refused for overload is asked to wait. */
const OVERLOAD_RETRY_AFTER_S = 2;

export async function registerOverloadProtection(app: FastifyInstance, maxEventLoopDelayMs: number): Promise<void> {
  if (maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: 250,
    retryAfter: OVERLOAD_RETRY_AFTER_S,
    exposeStatusRoute: false,
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
