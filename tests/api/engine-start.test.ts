/**
 * The early start of the engine worker (issue 23): the HTML of a builder page (contract/engine-pages.ts)
 * carries the build's classic early-start script (`.vite/engine-start.json`), blocking, before the
 * page's other scripts, so that the worker and its catalogue start while the page is parsed; every other page's HTML is the plain
 * index.html; no inline script (the CSP); a build without that entry serves the plain page. A builder
 * page names its catalogue's current memory image (`data-catalog`): a worker holding it asks nothing,
 * and leaves its app's entry to the early start (`data-app`, a modulepreload instead of the module
 * script), which runs it once the worker has started.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '#contract/common';
import { ENGINE_PAGES, LOCAL_DRAFT_PAGES } from '#contract/engine-pages';
import { buildPath } from '#contract/pages';
import { etagOfRepresentation } from '#contract/catalog-paths';
import { engineStartTags, withEngineStart } from '#server/web';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';

const INDEX = `<!doctype html><html lang="fr"><head><title>Tofulab</title><script src="/theme-init.js"></script><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_variants-2.js'] },
  '_variants-2.js': { file: 'assets/variants-2.js' },
};
const ENGINE_START = { file: 'assets/engine-start-3.js' };
const START_TAGS = '<script src="/assets/engine-start-3.js"></script>';
const SCRIPT = Buffer.from(Array.from({ length: 200 }, (_, index) => `export const value${index} = ${index} * 2;\n`).join(''));

describe('the engine start tags', () => {
  it('are the build’s classic early-start script; nothing without one or for a name outside /assets/', () => {
    expect(engineStartTags(ENGINE_START)).toBe(START_TAGS);
    expect(engineStartTags(undefined)).toBe('');
    expect(engineStartTags({ file: '../secret.js' })).toBe('');
    expect(engineStartTags({ file: 'assets/x.js"><script>alert(1)</script>' })).toBe('');
  });

  it('go before the first script of the head, else at its end', () => {
    const html = withEngineStart(INDEX, START_TAGS);
    expect(html.indexOf(START_TAGS)).toBeLessThan(html.indexOf('/theme-init.js'));
    expect(withEngineStart('<html><head><title>x</title></head></html>', '<x>')).toBe('<html><head><title>x</title><x></head></html>');
    expect(withEngineStart(INDEX, '')).toBe(INDEX);
  });
});

describeEachDatabase('the builder pages start the engine worker from their HTML', (dialect) => {
  let harness: Harness;
  let webDir: string;
  let bareWebDir: string;
  let bare: Harness;

  function writeBuild(dir: string, engineStart: object | undefined): void {
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    mkdirSync(path.join(dir, '.vite'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    if (engineStart) writeFileSync(path.join(dir, '.vite', 'engine-start.json'), JSON.stringify(engineStart));
    // A script with the build's compressed copies (vite.config.ts precompressedAssets), and one without.
    writeFileSync(path.join(dir, 'assets', 'app-7.js'), SCRIPT);
    writeFileSync(path.join(dir, 'assets', 'app-7.js.br'), zlib.brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dir, 'assets', 'app-7.js.gz'), zlib.gzipSync(SCRIPT));
    writeFileSync(path.join(dir, 'assets', 'plain-8.js'), SCRIPT);
  }

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'tofulab-web-'));
    writeBuild(webDir, ENGINE_START);
    bareWebDir = mkdtempSync(path.join(tmpdir(), 'tofulab-web-'));
    writeBuild(bareWebDir, undefined);
    harness = await createHarness(dialect, { webDir });
    bare = await createHarness(dialect, { webDir: bareWebDir });
  });
  afterAll(async () => {
    await harness?.close();
    await bare?.close();
    rmSync(webDir, { recursive: true, force: true });
    rmSync(bareWebDir, { recursive: true, force: true });
  });

  const page = (app: Harness, url: string) => app.app.inject({ method: 'GET', url });

  it('every builder page, in every language, has the start tags before its scripts, with the site’s variant', async () => {
    for (const lang of LANGS) {
      for (const name of ENGINE_PAGES) {
        const response = await page(harness, buildPath(name, lang, { stuffId: '42' }));
        expect(response.statusCode, `${name} ${lang}`).toBe(200);
        expect(response.body).toContain(START_TAGS);
        expect(response.body.indexOf(START_TAGS)).toBeLessThan(response.body.indexOf('/theme-init.js'));
        expect(response.body).toContain('data-variant="retro"');
        expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script
        // The draft's pages, and only they, tell the early start to ask for the local draft's sheet.
        expect(/<html\b[^>]*\bdata-local-draft\b/.test(response.body), `${name} ${lang}`).toBe(LOCAL_DRAFT_PAGES.has(name));
        // The app's entry is left to the early start (run once the worker started): preloaded, not a module script.
        expect(response.body).toMatch(/<html\b[^>]*\bdata-app="\/assets\/index-1\.js"/);
        expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/index-1.js">');
        expect(response.body).not.toContain('type="module"');
      }
    }
    expect([...LOCAL_DRAFT_PAGES]).toEqual(expect.arrayContaining(['stuff.draft', 'stuff.draft-items', 'stuff.draft-boosts']));
    expect(LOCAL_DRAFT_PAGES.has('stuff.private')).toBe(false);
    expect((await page(harness, '/fr/')).body).not.toContain('data-local-draft');
  });

  it('a builder page names its catalogue’s current memory image, the tag the image route answers with', async () => {
    const image = await harness.app.inject({ method: 'GET', url: '/api/catalog/retro/image', headers: { 'accept-encoding': 'identity' } });
    expect(image.statusCode).toBe(200);
    const representation = /^"(.+)"$/.exec(String(image.headers.etag))?.[1];
    expect(representation).toMatch(/^i\d+-[0-9a-f]+-[A-Za-z0-9._-]+$/);
    const response = await page(harness, buildPath('stuff.draft', 'en'));
    expect(response.body).toContain(`data-catalog="${representation}"`);
    const named = /data-catalog="([^"]+)"/.exec(response.body)?.[1];
    const compressed = await harness.app.inject({ method: 'GET', url: '/api/catalog/retro/image', headers: { 'accept-encoding': 'br' } });
    expect(etagOfRepresentation(String(compressed.headers.etag), named!)).toBe(true);
    // The home and the others carry none.
    expect((await page(harness, '/fr/')).body).not.toContain('data-catalog');
  });

  it('the other pages (the home, a list, a copy, an unknown path) do not', async () => {
    for (const url of ['/fr/', buildPath('stuff.draft-copy', 'fr'), buildPath('stuff.dofus-stuffer', 'en'), '/fr/nowhere-at-all']) {
      const response = await page(harness, url);
      expect(response.body, url).not.toContain('engine-start');
      expect(response.body, url).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      expect(response.body, url).not.toContain('data-app');
    }
  });

  it('a script with compressed copies is sent as the copy the client accepts, immutable; the copies are not files of their own', async () => {
    const get = (url: string, encoding: string) => harness.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    for (const [accepted, encoding, decode] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const answer = await get('/assets/app-7.js', accepted);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(String(answer.headers['content-type'])).toMatch(/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(answer.rawPayload).equals(SCRIPT)).toBe(true);
    }
    const plain = await get('/assets/app-7.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(SCRIPT)).toBe(true);
    // Without copies the script is still compressed (on the fly).
    const onTheFly = await get('/assets/plain-8.js', 'br');
    expect(onTheFly.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(onTheFly.rawPayload).equals(SCRIPT)).toBe(true);
    for (const copy of ['/assets/app-7.js.br', '/assets/app-7.js.gz']) expect((await get(copy, 'identity')).statusCode, copy).toBe(404);
  });

  it('a build without the early start serves the plain page', async () => {
    const response = await page(bare, buildPath('stuff.draft', 'fr'));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('engine-start');
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(response.body).not.toContain('data-app');
  });
});
