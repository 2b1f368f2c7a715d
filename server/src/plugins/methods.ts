/**
 * A known path asked with a method it does not take answers 405 with `Allow` (RFC 9110 §15.5.6),
 * not 404: `POST /api/items/retro/16` exists as a resource, just not for POST. OPTIONS on a known
 * path answers 204 with `Allow`. A shadow router holds every route's path and methods; the
 * not-found handler asks it before deciding on a 404.
 */
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ROOT } from '#contract/route';
import { sendError } from './errors.ts';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export interface MethodTable {
  /** The methods the path takes (none: unknown path). */
  allowed(url: string): string[];
  /** Every route registered so far, as `METHOD path-pattern` (for tests that must cover them all). */
  routes(): string[];
}

/**
 * Records each route as it is added. Call before the routes are registered. The static files'
 * catch-all (`/*`) stands for files and pages, never for a path under /api/.
 */
export function trackRouteMethods(app: FastifyInstance): MethodTable {
  const router = FindMyWay({ ignoreTrailingSlash: false, maxParamLength: 2_000 });
  const added = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((method) => method.toUpperCase());
    for (const method of methods) {
      if (!(METHODS as readonly string[]).includes(method)) continue;
      const key = `${method} ${route.url}`;
      if (added.has(key)) continue;
      added.add(key);
      router.on(method as HTTPMethod, route.url, () => {}, { url: route.url });
    }
  });
  return {
    routes: () => [...added],
    allowed(url) {
      const pathname = url.split('?')[0] ?? '/';
      const api = pathname === API_ROOT || pathname.startsWith(`${API_ROOT}/`);
      return METHODS.filter((method) => {
        const found = router.find(method, pathname);
        return found !== null && !(api && (found.store as { url: string }).url === '/*');
      });
    },
  };
}

/**
 * For the not-found handler: answers 405 (or 204 to OPTIONS) when the path is known under other
 * methods; undefined when the path is unknown, for the caller to answer 404.
 */
export function answerWrongMethod(table: MethodTable, request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  const allowed = table.allowed(request.url);
  if (allowed.length === 0 || allowed.includes(request.method)) return undefined;
  const allow = [...allowed, 'OPTIONS'].join(', ');
  reply.header('allow', allow);
  if (request.method === 'OPTIONS') return reply.code(204).send();
  return sendError(request, reply, 405, 'methodNotAllowed', { method: request.method, allow });
}
