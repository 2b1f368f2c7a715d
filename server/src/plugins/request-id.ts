/**
 * Every request gets a random id (never one the client chose, which could forge log lines): it is
 * in each log line of the request (pino's `reqId`) and returned to the client in `x-request-id`, so
 * that a user's report can be matched with the logs.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';

export const REQUEST_ID_LOG_LABEL = 'reqId';

export const requestIdOptions = {
  genReqId: () => randomUUID(),
  requestIdHeader: false,
} as const;

export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
