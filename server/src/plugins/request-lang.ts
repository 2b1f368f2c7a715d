/**
 * The language of a request, `request.lang`: the `x-lang` header the web app sends (site-spec §7),
 * else the `lang` cookie it keeps (a link opened in a new tab), else French. Read when asked (a
 * getter), so a request that never needs it costs nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANG, LANGS, type Lang } from '#contract/common';
import { langOf } from '../i18n/messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer's messages and of name ordering. */
    readonly lang: Lang;
  }
}

/** `decodeURIComponent` that answers undefined for a malformed escape (`%`, `%E0`, `%ZZ`) instead of throwing. */
function decodeCookieValue(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The `lang` cookie when it names a supported language (site-spec §9: browser key `lang`). Any
 * other value, malformed escapes included, means "no preference": the cookie comes from the
 * client, so reading it must never throw.
 */
export function langFromCookie(header: string | undefined): Lang {
  if (typeof header !== 'string') return DEFAULT_LANG;
  for (const pair of header.split(';')) {
    const [name, ...value] = pair.split('=');
    if (name?.trim() !== 'lang') continue;
    const lang = decodeCookieValue(value.join('=').trim());
    if (lang !== undefined && (LANGS as readonly string[]).includes(lang)) return lang as Lang;
  }
  return DEFAULT_LANG;
}

/** The language of a request, as `request.lang` gives it (also for a request not yet routed). */
export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers['x-lang'];
  return header === undefined ? langFromCookie(request.headers.cookie) : langOf(header);
}

export function registerRequestLang(app: FastifyInstance): void {
  app.decorateRequest('lang', {
    getter(this: FastifyRequest) {
      return requestLang(this);
    },
  });
}
