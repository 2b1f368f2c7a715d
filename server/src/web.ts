/**
 * The web app: static files of WEB_DIR, `/` redirected to the visitor's language, and the SPA
 * fallback (any other page path answers index.html, the client router takes it from there). A
 * path that names no page of the site (the contract's table of pages, the one the web app routes
 * with) is answered 404 with the same index.html, so the browser still shows the app's not-found
 * page while crawlers and tools see the status. One build serves every sibling site: the page's
 * HTML names the variant of the host it was asked from and the hosts of the others
 * (`<html data-variant="dofus" data-sites="retro=retro.localhost,…">`), so the app knows its game
 * before its first render, without a round trip or an inline script.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPagePath } from '#contract/pages';
import { enginePageOf, LOCAL_DRAFT_PAGES } from '#contract/engine-pages';
import { DEFAULT_LANG } from '#contract/common';
import { API_ROOT } from '#contract/route';
import { VARIANTS, type Variant } from '#game/variants';
import type { Config } from './config.ts';
import { siteHostOf, type Sites } from './sites.ts';
import { langFromCookie } from './plugins/request-lang.ts';
import { homeLanguage, HomePrerender, withPrerender, type PageLocation } from './web-prerender.ts';
import { catalogImageRepresentation } from './modules/catalog/routes.ts';

/** The home route's module in Vite's manifest: its styles are linked from a prerendered home. */
const HOME_ROUTE_MODULE = 'src/app/routes/home.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The styles a module's chunk brings (its own and its static imports'), as absolute paths. */
export function chunkStyles(manifest: Record<string, ManifestChunk>, key: string, linked: string): string[] {
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`) && !linked.includes(css)) styles.push(`/${css}`);
  };
  visit(key);
  return styles;
}

/**
 * The tag that starts the engine worker from a builder page's HTML (issue 23): the build's classic
 * early-start script (vite.config.ts `classicEngineStart`, named in `.vite/engine-start.json`), a
 * blocking script first in the head: a few hundred bytes, immutable, so the worker is created while
 * the page is still being parsed, before the app's modules run. Empty when the build has none.
 */
export function engineStartTags(record: EngineStartRecord | undefined): string {
  if (!record || !/^assets\/[\w.-]+\.js$/.test(record.file)) return '';
  return `<script src="/${record.file}"></script>`;
}

/** What the build says of its early start (`.vite/engine-start.json`). */
export interface EngineStartRecord {
  file: string;
}

function readEngineStart(webDir: string): EngineStartRecord | undefined {
  const file = path.join(webDir, '.vite', 'engine-start.json');
  if (!existsSync(file)) return undefined;
  const record = JSON.parse(readFileSync(file, 'utf8')) as Partial<EngineStartRecord>;
  return typeof record.file === 'string' ? { file: record.file } : undefined;
}

/** A builder page's HTML naming its catalogue's current memory image (`data-catalog` on <html>, read by web/src/engine-start.ts). */
export function withCatalogRepresentation(html: string, representation: string): string {
  // Versions are hashes: anything else is left unnamed (the worker then asks the server as usual).
  if (!/^[A-Za-z0-9._-]+$/.test(representation)) return html;
  return html.replace(/<html\b/i, `<html data-catalog="${representation}"`);
}

/** A draft page's HTML: `data-local-draft` on its <html> (the early start asks for the local draft's sheet). */
export function withLocalDraft(html: string): string {
  return html.replace(/<html\b/i, '<html data-local-draft');
}

/**
 * A builder page's HTML whose app entry is run by the early start once the engine worker has started
 * (`data-app` on <html>, web/src/engine-start.ts): the entry's module script becomes a modulepreload
 * (fetched with the HTML as before, not evaluated). Unchanged when the page has no such entry.
 */
export function withAppAfterEngine(html: string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/.exec(html);
  if (!entry) return html;
  return html
    .replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">`)
    .replace(/<html\b/i, `<html data-app="${entry[1]}"`);
}

/** `html` with `tags` first among its scripts (before the theme's and the app's), else at the end of its head. */
export function withEngineStart(html: string, tags: string): string {
  if (tags === '') return html;
  const head = html.search(/<\/head>/i);
  const firstScript = html.search(/<script\b/i);
  const at = firstScript !== -1 && (head === -1 || firstScript < head) ? firstScript : head;
  return at === -1 ? html + tags : html.slice(0, at) + tags + html.slice(at);
}

function readManifest(webDir: string): Record<string, ManifestChunk> {
  const file = path.join(webDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
}

/** The scheme and port a page was asked on (behind a proxy, as the proxy says when TRUST_PROXY is set). */
function pageLocation(request: FastifyRequest): PageLocation {
  const port = /:(\d{1,5})$/.exec(request.host)?.[1] ?? '';
  return { protocol: request.protocol === 'https' ? 'https:' : 'http:', port };
}

/** Vite names built assets by content hash, so a file under /assets/ never changes. */
function cacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string): void {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** A path whose last segment has an extension asks for a file: a missing one is a 404, not the app. */
function looksLikeFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/** The `data-sites` value: the sibling sites' hosts. */
function siblingHosts(sites: Sites): string {
  return VARIANTS.flatMap((other) => {
    const host = siteHostOf(sites, other);
    return host === undefined ? [] : [`${other}=${host}`];
  }).join(',');
}

/** index.html with the site's variant and the sibling hosts on its <html> element. */
export function pageHtml(template: string, variant: Variant, sites: Sites): string {
  const siblings = siblingHosts(sites);
  const attributes = `data-variant="${variant}" data-sites="${siblings}"`;
  if (/<html\b/i.test(template)) return template.replace(/<html\b/i, `<html ${attributes}`);
  // A page without its <html> tag (the parser implies one): give it one after the doctype.
  const doctype = /^\s*<!doctype[^>]*>/i.exec(template)?.[0] ?? '';
  return `${doctype}<html ${attributes}>${template.slice(doctype.length)}`;
}

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply> | undefined;

/**
 * Registers the page routes. Returns the SPA fallback for the not-found handler, or undefined when
 * WEB_DIR has no built app (the API still works; pages answer 404).
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<SpaFallback | undefined> {
  app.get('/', (request, reply) => reply.redirect(`/${langFromCookie(request.headers.cookie)}/`, 302));

  if (!existsSync(path.join(config.webDir, 'index.html'))) {
    app.log.warn({ webDir: config.webDir }, 'WEB_DIR has no index.html (build the web app): pages are not served');
    return undefined;
  }
  // `cacheControl: false`: the plugin's own max-age=0 would replace the headers set here.
  await app.register(fastifyStatic, {
    root: config.webDir,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders: cacheHeaders,
    // The build's compressed copies (`name.br`, `name.gz`: vite.config.ts precompressedAssets) sent as
    // they are to a client that accepts them; @fastify/compress leaves an encoded answer alone.
    preCompressed: true,
    // Source maps stay on the server's disk for debugging, never served (they hold the source);
    // index.html is only served with its site's variant (below); the compressed copies only in place of their file.
    allowedPath: (pathName) => !/\.(?:map|br|gz)$/.test(pathName) && pathName !== '/index.html',
  });
  const template = readFileSync(path.join(config.webDir, 'index.html'), 'utf8');
  const pages = new Map(VARIANTS.map((variant) => [variant, pageHtml(template, variant, config.sites)]));
  const prerender = new HomePrerender(config.prerenderFile, siblingHosts(config.sites), app.log);
  const manifest = readManifest(config.webDir);
  const homeStyles = chunkStyles(manifest, HOME_ROUTE_MODULE, template);
  // The builder's pages start the engine worker from their HTML.
  const startEngine = engineStartTags(readEngineStart(config.webDir));
  const enginePages = new Map(
    VARIANTS.map((variant) => {
      const html = withEngineStart(pageHtml(template, variant, config.sites), startEngine);
      return [variant, startEngine === '' ? html : withAppAfterEngine(html)];
    }),
  );
  // The draft's pages: the early start also asks for the local draft's first sheet.
  const draftPages = new Map([...enginePages].map(([variant, html]) => [variant, withLocalDraft(html)]));
  if (prerender.available()) {
    // The modules load while nobody waits (the page asked on this server's own address is kept too).
    app.addHook('onListen', async function warmPrerender() {
      const address = app.server.address();
      const port = typeof address === 'object' && address !== null && address.port !== 80 ? String(address.port) : '';
      void prerender.warm({ protocol: 'http:', port }, VARIANTS, DEFAULT_LANG);
    });
  }
  const sendPage = (reply: FastifyReply, status: number, html: string | undefined) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  return (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(`${API_ROOT}/`) &&
      request.url !== API_ROOT &&
      !looksLikeFile(request.url);
    if (!isPage) return undefined;
    const pathname = request.url.split('?')[0] ?? '/';
    const page = pages.get(request.site);
    const lang = homeLanguage(pathname);
    const enginePage = enginePageOf(pathname);
    if (enginePage !== undefined) {
      const html = (LOCAL_DRAFT_PAGES.has(enginePage) ? draftPages : enginePages).get(request.site);
      // The catalogue's current memory image named on the page: the early worker holding it in its
      // store reads it without asking the server (a lookup failure only costs it that question).
      return app.repos.catalogs
        .version(request.site)
        .then((stored) => (stored ? catalogImageRepresentation(stored.version) : undefined), () => undefined)
        .then((representation) => sendPage(reply, 200, html === undefined || representation === undefined ? html : withCatalogRepresentation(html, representation)));
    }
    if (lang === undefined || page === undefined || !prerender.available()) return sendPage(reply, isPagePath(pathname) ? 200 : 404, page);
    return prerender
      .markup(request.site, lang, pageLocation(request))
      .then((markup) => sendPage(reply, 200, markup === undefined ? page : withPrerender(page, lang, markup, homeStyles)));
  };
}
