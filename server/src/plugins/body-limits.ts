/**
 * Limits on what a client sends (issue 22). A request body over `BODY_LIMIT_BYTES` is refused with
 * 413; a JSON body nested deeper than `MAX_JSON_DEPTH` with 400, found by a scan of the text before
 * it is parsed, so that no parser, validator or handler walks a hostile nesting (the deepest body
 * the API takes, a stuff's save, is 4 levels deep). Fastify's own JSON parser does the rest,
 * refusing `__proto__` and `constructor.prototype` keys. The answers are in the spec's shape with
 * their own messages (errors.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.ts';

/** The largest request body taken (Fastify's `bodyLimit`): 1 MiB; a guide's text is at most 20,000 characters. */
export { BODY_LIMIT_BYTES } from './errors.ts';
/** How deeply arrays and objects may nest in a JSON body. */
export const MAX_JSON_DEPTH = 32;

/** Whether a JSON text nests arrays and objects more than `max` deep (brackets inside strings do not count). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      if (++depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
    }
  }
  return false;
}

export function registerBodyLimits(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
      done(new ApiError(400, 'jsonTooDeep', { max: String(MAX_JSON_DEPTH) }), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
