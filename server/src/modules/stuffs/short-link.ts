/**
 * The short URL of a stuff (issue 17: "a short URL (base 62)"): `/s/{code}` redirects to the stuff's
 * page in the reader's language (the `lang` cookie of a language chosen on the site, else the
 * browser's `Accept-Language`, else French), on the site of the stuff's game when
 * SITES gives that game a host of its own. A public stuff's page is named by its slug; a private one
 * only by its id, so that the link never tells its name (the page then says it is private, to anyone
 * but its owner). An unknown code is the not-found page (404).
 */
import type { FastifyInstance } from 'fastify';
import { buildPath } from '#contract/pages';
import { LANGS, type Lang } from '#contract/common';
import { langFromCookie } from '#server/plugins/request-lang';
import { hostName, siteHostOf, type Sites } from '#server/sites';
import { stuffSlug } from './mapper.ts';

export const SHORT_LINK_PATTERN = /^[0-9A-Za-z]{1,11}$/;

export function registerShortLinks(app: FastifyInstance, sites: Sites): void {
  app.get<{ Params: { code: string } }>('/s/:code', async (request, reply) => {
    const { code } = request.params;
    const row = SHORT_LINK_PATTERN.test(code) ? await app.repos.stuffs.byShortCode(code) : undefined;
    if (!row) return reply.callNotFound();
    const lang = hasLangCookie(request.headers.cookie) ? langFromCookie(request.headers.cookie) : (acceptedLang(request.headers['accept-language']) ?? langFromCookie(undefined));
    const visible = Number(row.visible) === 1;
    const path = buildPath('stuff.public', lang, { stuffId: visible ? stuffSlug(row.id, row.name) : row.id });
    const game = row.game as Parameters<typeof siteHostOf>[1];
    const gameHost = request.site === game ? undefined : siteHostOf(sites, game);
    if (gameHost === undefined || gameHost === hostName(request.headers.host)) return reply.redirect(path, 302);
    const port = /:(\d+)$/.exec(request.headers.host ?? '')?.[1];
    return reply.redirect(`${request.protocol}://${gameHost}${port ? `:${port}` : ''}${path}`, 302);
  });
}

function hasLangCookie(header: string | undefined): boolean {
  return (header ?? '').split(';').some((part) => {
    const [name, value] = part.split('=');
    return name?.trim() === 'lang' && (LANGS as readonly string[]).includes(value?.trim() ?? '');
  });
}

/** The first supported language of an `Accept-Language` header, by its weights (`es-MX;q=0.9` → es). */
export function acceptedLang(header: string | undefined): Lang | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { primary: tag.toLowerCase().split('-')[0] ?? '', weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0 && (LANGS as readonly string[]).includes(entry.primary))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.primary as Lang | undefined;
}
