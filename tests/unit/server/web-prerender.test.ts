/**
 * The home's prerender on the server (server/src/web-prerender.ts, issue 23): which paths are a home,
 * how the markup enters the page, which styles the home links, and the renderer itself on a stand-in
 * module that says which variant, sites and location it was loaded and rendered with.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { homeLanguage, HomePrerender, withPrerender } from '#server/web-prerender';
import { chunkStyles, pageHtml } from '#server/web';
import { parseSites } from '#server/sites';

const scratch = mkdtempSync(join(tmpdir(), 'tofulab-prerender-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A stand-in for dist/web-prerender/prerender.js: its variant is read once, at load, as the app's is. */
function standIn(name: string, body = ''): string {
  const file = join(scratch, name);
  writeFileSync(
    file,
    `const page = globalThis.__TOFULAB_PRERENDER__;
const variant = page.variant;
globalThis.__loads = (globalThis.__loads ?? 0) + 1;
${body}
export async function renderHome(lang) {
  await new Promise((resolve) => setTimeout(resolve, 5));
  const now = globalThis.__TOFULAB_PRERENDER__;
  return '<main>' + [variant, lang, now.sites, now.location.protocol, now.location.port].join('|') + '</main>';
}
`,
  );
  return file;
}

const silent = pino({ level: 'silent' });
const local = { protocol: 'http:', port: '8080' } as const;

describe('the home prerender', () => {
  it('knows a home path by its language alone', () => {
    expect(['/fr', '/fr/', '/en', '/es/'].map(homeLanguage)).toEqual(['fr', 'fr', 'en', 'es']);
    for (const path of ['/', '/de', '/fr/equipement/draft', '/fr//', '/FR', '/fra']) expect(homeLanguage(path)).toBeUndefined();
  });

  it('puts the markup in #root, the language on <html> and the home styles in the head', () => {
    const template = '<!doctype html><html lang="fr"><head><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>';
    const page = pageHtml(template, 'dofus', parseSites('', 'retro'));
    const html = withPrerender(page, 'es', '<main>hola</main>', ['/assets/home.css']);
    expect(html).toContain('<html data-variant="dofus" data-sites="');
    expect(html).toContain(' lang="es">');
    expect(html).not.toContain('lang="fr"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home.css"></head>');
    expect(html).toContain('<div id="root"><main>hola</main></div>');
  });

  it("lists the home chunk's styles with its imports', without those the page links already", () => {
    const manifest = {
      'src/app/routes/home.tsx': { file: 'assets/home.js', css: ['assets/home.css'], imports: ['_live.js', 'index.html'] },
      '_live.js': { file: 'assets/live.js', css: ['assets/live.css'], imports: ['index.html'] },
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'] },
    };
    expect(chunkStyles(manifest, 'src/app/routes/home.tsx', '<link rel="stylesheet" href="/assets/index.css">')).toEqual(['/assets/live.css', '/assets/home.css']);
  });

  it('loads the module once per variant, renders once per variant, language and location, one render at a time', async () => {
    const prerender = new HomePrerender(standIn('renders.mjs'), 'retro=r.test,dofus=d.test', silent);
    const before = (globalThis as { __loads?: number }).__loads ?? 0;
    const answers = await Promise.all([
      prerender.markup('retro', 'fr', local),
      prerender.markup('dofus', 'en', { protocol: 'https:', port: '' }),
      prerender.markup('retro', 'es', local),
      prerender.markup('retro', 'fr', local),
    ]);
    // Concurrent renders never see another's page values: each renders with its own.
    expect(answers).toEqual([
      '<main>retro|fr|retro=r.test,dofus=d.test|http:|8080</main>',
      '<main>dofus|en|retro=r.test,dofus=d.test|https:|</main>',
      '<main>retro|es|retro=r.test,dofus=d.test|http:|8080</main>',
      '<main>retro|fr|retro=r.test,dofus=d.test|http:|8080</main>',
    ]);
    expect((globalThis as { __loads?: number }).__loads! - before).toBe(2);
  });

  it('stops keeping renders past its limit (the port comes from the client): those pages go without', async () => {
    const prerender = new HomePrerender(standIn('limit.mjs'), '', silent);
    const ports = Array.from({ length: 60 }, (_, index) => String(10_000 + index));
    const answers = await Promise.all(ports.map((port) => prerender.markup('touch', 'fr', { protocol: 'http:', port })));
    expect(answers.filter((answer) => answer !== undefined)).toHaveLength(48);
    expect(answers.slice(48)).toEqual(Array(12).fill(undefined));
  });

  it('serves without a prerender when the build has none or its module fails, and says so once', async () => {
    const missing = new HomePrerender(join(scratch, 'none.mjs'), '', silent);
    expect(missing.available()).toBe(false);
    expect(await missing.markup('retro', 'fr', local)).toBeUndefined();

    const errors: string[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => errors.push(line) });
    const broken = new HomePrerender(standIn('broken.mjs', "throw new Error('no document here');"), '', log);
    expect(broken.available()).toBe(true);
    expect(await broken.markup('retro', 'fr', local)).toBeUndefined();
    expect(broken.available()).toBe(false);
    expect(await broken.markup('dofus', 'fr', local)).toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('the home prerender failed');
  });
});
