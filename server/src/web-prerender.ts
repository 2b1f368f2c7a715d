/**
 * The home's HTML, rendered on the server (issue 23, first load): the home of each variant and
 * language is rendered once by the app's own components (`web/src/app/prerender.tsx`, built by
 * `npm run build:web` into `dist/web-prerender/prerender.js`) and put inside the page's `#root`, so the
 * home shows its content as soon as the HTML and its styles arrive, before the scripts. The app then
 * renders the same page over it once its first route is ready (web/src/main.tsx).
 *
 * The app reads its variant and the sibling hosts once, when its modules load: the module is imported
 * once per variant (a query string makes each import a separate instance), with the page's values in
 * `globalThis.__TOFULAB_PRERENDER__`. Renders run one at a time (each sets that value, then renders).
 * A missing build or a failing render leaves the page as it was (the app renders it in the browser):
 * the prerender only ever adds.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { LANGS, type Lang } from '#contract/common';
import type { Variant } from '#game/variants';

interface PrerenderModule {
  renderHome(lang: Lang): Promise<string>;
}

/** The scheme and port of the request: the sibling sites' links keep them. */
export interface PageLocation {
  protocol: 'http:' | 'https:';
  port: string;
}

/**
 * Renders kept: variant × language × the scheme and port asked on. The port comes from the Host
 * header, which the client chooses: past this many renders, pages are served without a prerender.
 */
const MAX_RENDERS = 48;

/** The language of a home path (`/fr`, `/fr/`), or undefined for any other path. */
export function homeLanguage(pathname: string): Lang | undefined {
  const match = /^\/([a-z]{2})\/?$/.exec(pathname);
  return match && (LANGS as readonly string[]).includes(match[1]!) ? (match[1] as Lang) : undefined;
}

/** The page with the prerendered markup inside `<div id="root">` and its language on `<html>`. */
export function withPrerender(page: string, lang: Lang, markup: string, styles: readonly string[]): string {
  const links = styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  return page
    .replace(/<html\b([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${lang}"`)
    .replace('</head>', `${links}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
}

export class HomePrerender {
  private readonly modules = new Map<Variant, Promise<PrerenderModule>>();
  private readonly renders = new Map<string, Promise<string | undefined>>();
  private queue: Promise<unknown> = Promise.resolve();
  private failed = false;

  constructor(
    private readonly file: string,
    /** The page's `data-sites` (server/src/web.ts). */
    private readonly sites: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Whether the build holds the prerender module. */
  available(): boolean {
    return !this.failed && existsSync(this.file);
  }

  /** The home's markup, or undefined when it cannot be rendered (the page is then served as before). */
  markup(variant: Variant, lang: Lang, location: PageLocation): Promise<string | undefined> {
    if (!this.available()) return Promise.resolve(undefined);
    const key = `${variant}|${lang}|${location.protocol}|${location.port}`;
    let render = this.renders.get(key);
    if (render) return render;
    if (this.renders.size >= MAX_RENDERS) return Promise.resolve(undefined);
    render = this.enqueue(() => this.render(variant, lang, location));
    this.renders.set(key, render);
    return render;
  }

  /**
   * Loads the module of each variant and renders its home once in the background, after the server
   * listens (the first import and render take about half a second): the first visitor's home is then
   * served at once. Each step waits for a turn of the event loop.
   */
  async warm(location: PageLocation, variants: readonly Variant[], lang: Lang): Promise<void> {
    for (const variant of variants) {
      if (!this.available()) return;
      await new Promise((resolve) => setImmediate(resolve));
      await this.markup(variant, lang, location);
    }
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async render(variant: Variant, lang: Lang, location: PageLocation): Promise<string | undefined> {
    try {
      const page = { variant, sites: this.sites, location };
      (globalThis as { __TOFULAB_PRERENDER__?: unknown }).__TOFULAB_PRERENDER__ = page;
      let module = this.modules.get(variant);
      if (!module) {
        module = import(`${pathToFileURL(this.file).href}?variant=${variant}`) as Promise<PrerenderModule>;
        this.modules.set(variant, module);
      }
      return await (await module).renderHome(lang);
    } catch (error) {
      // A broken build: said once, and the pages go on without a prerender.
      this.failed = true;
      this.log.error({ err: error, file: this.file }, 'the home prerender failed: pages are served without it');
      return undefined;
    }
  }
}
