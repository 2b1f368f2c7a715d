/**
 * The NUL character (U+0000) in request text. PostgreSQL's text columns cannot hold it (`invalid byte
 * sequence for encoding "UTF8": 0x00`) and no name, search or guide of the site has a use for it, so a
 * request carrying one in a path parameter, the query string or a JSON body (`%00`, `\u0000`) is
 * refused with 400 and the parameter's name before any validator, handler or query sees it — on
 * SQLite and PostgreSQL alike, every API route at once (the route-wide fuzzing found
 * `/api/users/name/a%00b` answered 500 on PostgreSQL). Pages are left to their own answer (the app's
 * "not found" page; the short link checks its code's pattern before any query).
 */
import type { FastifyInstance } from 'fastify';
import { API_ROOT } from '#contract/route';
import { ApiError } from './errors.ts';

type Segment = string | number;

/** The path of the first string (or object key) holding U+0000 in a parsed value, or undefined. */
export function nulPath(value: unknown, path: Segment[] = [], depth = 0): Segment[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = nulPath(value[index], [...path, index], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, entry] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nulPath(entry, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

const PARTS = [
  ['params', (request: { params: unknown }) => request.params],
  ['querystring', (request: { query: unknown }) => request.query],
  ['body', (request: { body: unknown }) => request.body],
] as const;

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith(API_ROOT)) return;
    for (const [part, read] of PARTS) {
      const path = nulPath(read(request));
      if (!path) continue;
      const name = String(path[0] ?? part);
      throw new ApiError(400, 'invalidParameter', { name }, [{ path: [part, ...path], message: 'contains the NUL character (U+0000)' }]);
    }
  });
}
