/**
 * SERVED_BY: the name of this process in a deployment of several behind a proxy (`npm run cluster`
 * sets p1, p2, …). When set, every answer carries it in `X-Served-By`, so that which process
 * answered can be seen from outside (the cluster test checks that the proxy alternates). Unset (the
 * default), nothing is added: a single server says nothing about itself.
 */
import type { FastifyInstance } from 'fastify';

export const SERVED_BY_HEADER = 'x-served-by';

export function registerServedBy(app: FastifyInstance, servedBy: string | undefined): void {
  if (!servedBy) return;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(SERVED_BY_HEADER, servedBy);
  });
}
