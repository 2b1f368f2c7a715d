/**
 * Issue 12, what a hostile-input and fault probe found, each with the test that would have caught
 * it: a malformed `lang` cookie on every route, an error handler that cannot throw, the catalogue
 * encoded once per version (ETag per encoding), strict numbers, 405 with Allow, data ETags, security
 * headers, source maps, request ids, client disconnects logged at info, overload answered 503.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '#contract/common';
import { CATALOG_BINARY_FORMAT, decodeCatalogBinary } from '#engine';
import { ApiError } from '#server/plugins/errors';
import type { MessageKey } from '#server/i18n/messages';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';

/** A URL for every GET route of the app, answering 200 on the fixtures. */
const SAMPLE_URLS: Record<string, string> = {
  'GET /api/stats': '/api/stats',
  'GET /api/bootstrap': '/api/bootstrap?game=retro',
  'GET /api/items/:game/search/:category': '/api/items/retro/search/all?text=bouftou&sort=name_asc',
  'GET /api/items/:game/stuff/:ids': '/api/items/retro/stuff/2411-2414',
  'GET /api/items/:game/:id': '/api/items/retro/2411',
  'GET /api/clothes/:game/search': '/api/clothes/retro/search?text=bouftou',
  'GET /api/clothes/:game/autocomplete': '/api/clothes/retro/autocomplete?q=bou',
  'GET /api/clothes/:game/some/:ids': '/api/clothes/retro/some/1',
  'GET /api/clothes/:game/:id': '/api/clothes/retro/1?populate=items',
  'GET /api/spells/:game/class/:classId': '/api/spells/retro/class/1',
  'GET /api/spells/:game/search': '/api/spells/retro/search?text=armure&page=2&size=1',
  'GET /api/search/:game/:query': '/api/search/retro/bouftou',
  'GET /api/catalog/:game': '/api/catalog/retro',
  'GET /api/catalog/:game/binary': '/api/catalog/retro/binary',
  'GET /api/catalog/:game/image': '/api/catalog/retro/image',
  'GET /api/health': '/api/health',
  'GET /api/captcha': '/api/captcha',
  'GET /api/users/authenticated': '/api/users/authenticated',
  'GET /api/users/:id': '/api/users/1',
  'GET /api/users/name/:name': '/api/users/name/nobody',
  'GET /api/users/retro': '/api/users/retro?search=a&sort=registration&order=asc&online=true&page=1',
  'GET /api/users/dofus': '/api/users/dofus',
  'GET /api/users/touch': '/api/users/touch?sort=name',
  'GET /api/users/:id/news': '/api/users/1/news?game=retro&page=2',
  'GET /api/auth/auto-login': '/api/auth/auto-login',
  'GET /api/auth/social': '/api/auth/social',
  'GET /api/auth/social/:provider': '/api/auth/social/google',
  'GET /api/auth/social/:provider/callback': '/api/auth/social/google/callback',
  'GET /api/stuffs/:game/private/list': '/api/stuffs/retro/private/list',
  'GET /api/stuffs/:game/private': '/api/stuffs/retro/private',
  'GET /api/stuffs/:game/private/:id': '/api/stuffs/retro/private/1',
  'GET /api/stuffs/:game/public/:id': '/api/stuffs/retro/public/1',
  'GET /api/stuffs/:game/public/list/:userId': '/api/stuffs/retro/public/list/1',
  'GET /api/stuffs/:game/public/latest': '/api/stuffs/retro/public/latest',
  'GET /api/stuffs/short/:code': '/api/stuffs/short/1',
  'GET /api/stuffs/:game/:id/cacminator': '/api/stuffs/retro/1/cacminator',
  'GET /api/search/:game/stuffs': '/api/search/retro/stuffs?text=terre',
  'GET /api/boosts/stuff/:stuffId': '/api/boosts/stuff/1',
  'GET /api/boosts/class/:classId': '/api/boosts/class/1',
  'GET /api/folders': '/api/folders',
  'GET /api/crafts/:userId': '/api/crafts/0?game=retro',
  'GET /api/skins/:userId': '/api/skins/0?game=retro&page=1',
  'GET /api/skins/one/:skinId': '/api/skins/one/1',
  'GET /api/items/:game/skinator/category/:cat': '/api/items/retro/skinator/category/hat?text=chapo&page=1',
  'GET /api/items/:game/skinator/:id': '/api/items/retro/skinator/13294',
  'GET /api/favorites': '/api/favorites',
  'GET /api/devblog': '/api/devblog?page=1&size=5',
  'GET /api/devblog/:id': '/api/devblog/1',
  'GET /api/site/settings': '/api/site/settings',
  'GET /api/gamification/me': '/api/gamification/me',
  'GET /api/badges': '/api/badges',
  'GET /': '/',
  // A page of the site (a path that names none is answered 404 with the app: tests/api/site.test.ts).
  'GET /*': '/fr/encyclopedie/objets',
  'GET /api/items/:game/stuffer/:ids': '/api/items/retro/stuffer/2411-2414',
  'GET /api/items/:game/cacminator': '/api/items/retro/cacminator?type=ma',
  'GET /api/clothes/:game/compatible': '/api/clothes/retro/compatible?items=ch:2411',
  'GET /api/clothes/:game/stuffer/:ids': '/api/clothes/retro/stuffer/1-24',
  // A stuff's short link; no stuff has this code.
  'GET /s/:code': '/s/0zz',
  'GET /api/admin/users': '/api/admin/users?name=a&page=2',
  'GET /api/admin/log': '/api/admin/log?page=1',
  'GET /api/live/data': '/api/live/data',
};

/** The sample URLs that do not answer 200 (no member exists, nobody is signed in). */
const SAMPLE_STATUS: Record<string, number> = {
  '/': 302,
  '/s/0zz': 404,
  '/api/users/authenticated': 401,
  '/api/users/1': 404,
  '/api/users/name/nobody': 404,
  '/api/users/1/news?game=retro&page=2': 404,
  '/api/auth/auto-login': 401,
  // No provider is configured here.
  '/api/auth/social/google': 404,
  '/api/auth/social/google/callback': 302,
  // Stuffs: members only, or no stuff exists.
  '/api/stuffs/retro/private/list': 401,
  '/api/stuffs/retro/private': 401,
  '/api/stuffs/retro/private/1': 401,
  '/api/stuffs/retro/public/1': 404,
  '/api/stuffs/short/1': 404,
  '/api/stuffs/retro/1/cacminator': 401,
  '/api/boosts/stuff/1': 404,
  '/api/boosts/class/1': 401,
  '/api/folders': 401,
  '/api/crafts/0?game=retro': 401,
  // Skins: the own list is a member's; no skin exists.
  '/api/skins/0?game=retro&page=1': 401,
  '/api/skins/one/1': 404,
  '/api/favorites': 401,
  // No post exists.
  '/api/devblog/1': 404,
  // The moderation team's: nobody is signed in.
  '/api/admin/users?name=a&page=2': 401,
  '/api/admin/log?page=1': 401,
  '/api/gamification/me': 401,
};

/** Error answers of every kind, which the error handler builds (and which used to throw with a bad cookie). */
const ERROR_URLS: [string, string, number][] = [
  ['GET', '/api/items/retro/999999', 404],
  ['GET', '/api/clothes/retro/999999', 404],
  ['GET', '/api/spells/retro/class/99', 404],
  ['GET', '/api/items/retro/search/all?level_min=abc', 400],
  ['GET', '/api/nothing-here', 404],
  ['POST', '/api/items/retro/2411', 405],
  ['GET', '/assets/missing.js', 404],
  ['GET', '/api/items/retro/%E0', 400],
];

const BAD_COOKIES = ['lang=%E0', 'lang=%', 'lang=%ZZ', 'lang=%C3%28', 'a=1; lang=%E0%A4%A; b=2', 'lang=en%'];

const isErrorStatus = (status: number) => status >= 400;

describeEachDatabase('hardening', (dialect) => {
  let harness: Harness;
  let webDir: string;
  const logs: { level: number; msg: string; reqId?: string; [key: string]: unknown }[] = [];

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'tofulab-web-'));
    mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Tofulab</title><div id="root"></div>');
    writeFileSync(path.join(webDir, 'assets/app-3f2a.js'), 'console.log("tofulab");');
    writeFileSync(path.join(webDir, 'assets/app-3f2a.js.map'), '{"version":3,"sources":["secret-source.ts"]}');
    harness = await createHarness(dialect, {
      webDir,
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk, _encoding, done) {
            for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
            done();
          },
        }),
      },
      beforeReady: (app) => {
        app.get('/api/test/unknown-message', async () => {
          // A message key the dictionary lacks: building the error answer itself throws.
          throw new ApiError(418, 'noSuchMessage' as MessageKey);
        });
        app.get('/api/test/slow-stream', async (_request, reply) => {
          let sent = 0;
          const body = new Readable({
            read() {
              setTimeout(() => this.push(sent++ < 200 ? 'x'.repeat(64 * 1024) : null), 20);
            },
          });
          return reply.type('text/plain').send(body);
        });
      },
    });
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const inject = (method: string, url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: method as 'GET', url, headers });

  describe('a malformed lang cookie', () => {
    it('the sample table covers every GET route of the app', () => {
      const gets = harness.app.routeTable
        .routes()
        .filter((route) => route.startsWith('GET ') && !route.startsWith('GET /api/test/'));
      expect(gets.sort()).toEqual(Object.keys(SAMPLE_URLS).sort());
    });

    it('never gives a 500 on any route, nor on any kind of error answer, nor leaks "URI malformed"', async () => {
      const cases = [
        ...Object.values(SAMPLE_URLS).map((url) => ['GET', url, SAMPLE_STATUS[url] ?? 200] as const),
        ...ERROR_URLS,
      ];
      for (const cookie of BAD_COOKIES) {
        for (const [method, url, expected] of cases) {
          const response = await inject(method, url, { cookie });
          expect(response.statusCode, `${method} ${url} with ${cookie}`).toBe(expected);
          expect(response.body).not.toContain('URI malformed');
          if (isErrorStatus(expected) && !url.startsWith('/api/') && response.headers['content-type']?.toString().startsWith('text/html')) {
            // A page (the short link of no stuff): the app, which shows its not-found page.
            expect(response.body).toContain('<div id="root">');
          } else if (isErrorStatus(expected)) {
            // French, the default: the cookie names no language.
            const body = ErrorBody.parse(response.json());
            expect(body.statusCode).toBe(expected);
            expect(body.message).toMatch(/introuvable|invalide|autorisée|connecté|reconnectez|disponible/);
          }
        }
      }
    });

    it('still honours a well-formed cookie', async () => {
      const response = await inject('GET', '/api/items/retro/999999', { cookie: 'x=%E0; lang=en' });
      expect(response.json().message).toBe('Item not found');
      expect((await inject('GET', '/', { cookie: 'lang=%E0; lang=es' })).headers.location).toBe('/es/');
      expect((await inject('GET', '/', { cookie: 'lang=%E0' })).headers.location).toBe('/fr/');
    });
  });

  it('an error handler that fails answers the generic message, never an exception’s text', async () => {
    const response = await inject('GET', '/api/test/unknown-message', { 'x-lang': 'en' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ statusCode: 500, error: 'Internal Server Error', message: 'Une erreur est survenue' });
    expect(response.body).not.toMatch(/TypeError|undefined|noSuchMessage/);
    expect(logs.some((line) => line.msg === 'error answer failed' && line.level === 50)).toBe(true);
  });

  describe('compression of the answers in memory', () => {
    it('compresses a JSON answer at once, as the client accepts, with its length, and the same content', async () => {
      const url = '/api/items/retro/search/all?size=20';
      const identity = await inject('GET', url, { 'accept-encoding': 'identity' });
      expect(identity.statusCode).toBe(200);
      expect(identity.body.length).toBeGreaterThan(1024);
      expect(identity.headers['content-encoding']).toBeUndefined();
      const cases: [string, string | undefined][] = [
        ['gzip, deflate, br', 'br'],
        ['gzip;q=1, br;q=0.5', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['*', 'br'],
        ['*;q=0.5, br;q=0', 'gzip'],
        ['br;q=0, gzip;q=0', undefined],
        ['deflate', undefined],
      ];
      for (const [accepted, expected] of cases) {
        const response = await inject('GET', url, { 'accept-encoding': accepted });
        expect(response.statusCode, accepted).toBe(200);
        expect(response.headers['content-encoding'], accepted).toBe(expected);
        // One Vary naming the encoding (and the data's language), never twice.
        expect(String(response.headers.vary).match(/accept-encoding/gi), accepted).toHaveLength(1);
        const body = expected === 'br' ? brotliDecompressSync(response.rawPayload) : expected === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
        expect(body.toString(), accepted).toBe(identity.body);
        // Compressed at once: a length, not a chunked stream.
        expect(Number(response.headers['content-length']), accepted).toBe(response.rawPayload.length);
      }
      // Under 1 KB (an item summary's error) and on request (`x-no-compression`): as it is.
      const small = await inject('GET', '/api/items/retro/999999999', { 'accept-encoding': 'br' });
      expect(small.statusCode).toBe(404);
      expect(small.headers['content-encoding']).toBeUndefined();
      const asked = await inject('GET', url, { 'accept-encoding': 'br', 'x-no-compression': '1' });
      expect(asked.headers['content-encoding']).toBeUndefined();
      expect(asked.body).toBe(identity.body);
    });
  });

  describe('the catalogue', () => {
    it('gives each encoding its own ETag, Vary, and the same content', async () => {
      const identity = await inject('GET', '/api/catalog/retro', { 'accept-encoding': 'identity' });
      const br = await inject('GET', '/api/catalog/retro', { 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await inject('GET', '/api/catalog/retro', { 'accept-encoding': 'gzip;q=1, br;q=0.5' });
      for (const response of [identity, br, gzip]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers.vary).toBe('Accept-Encoding');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const etags = [identity, br, gzip].map((response) => response.headers.etag);
      expect(new Set(etags).size).toBe(3);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
      expect(JSON.parse(identity.body).version).toBe(String(identity.headers.etag).replaceAll('"', ''));
      // Each encoding revalidates against its own tag only.
      const brAgain = await inject('GET', '/api/catalog/retro', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
      expect(brAgain.statusCode).toBe(304);
      expect(brAgain.headers.etag).toBe(br.headers.etag);
      const crossed = await inject('GET', '/api/catalog/retro', { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) });
      expect(crossed.statusCode).toBe(200);
    });

    it('serves the engine binary of the same catalogue, checksummed, with its own ETags per encoding', async () => {
      const json = await inject('GET', '/api/catalog/retro', { 'accept-encoding': 'identity' });
      const identity = await inject('GET', '/api/catalog/retro/binary', { 'accept-encoding': 'identity' });
      const br = await inject('GET', '/api/catalog/retro/binary', { 'accept-encoding': 'br' });
      for (const response of [identity, br]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/vnd.tofulab.catalog');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
      expect(br.headers['content-encoding']).toBe('br');
      const version = JSON.parse(json.body).version as string;
      expect(identity.headers.etag).toBe(`"b${CATALOG_BINARY_FORMAT}-${version}"`);
      expect(new Set([json.headers.etag, identity.headers.etag, br.headers.etag]).size).toBe(3);
      expect(brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true);
      // The engine's decoder reads back exactly the JSON route's catalogue.
      expect(decodeCatalogBinary(new Uint8Array(identity.rawPayload), 'retro')).toEqual(JSON.parse(json.body));
      const again = await inject('GET', '/api/catalog/retro/binary', { 'accept-encoding': 'identity', 'if-none-match': String(identity.headers.etag) });
      expect(again.statusCode).toBe(304);
      // The JSON's tag does not revalidate the binary.
      const crossed = await inject('GET', '/api/catalog/retro/binary', { 'accept-encoding': 'identity', 'if-none-match': String(json.headers.etag) });
      expect(crossed.statusCode).toBe(200);
      const missing = await inject('GET', '/api/catalog/nogame/binary', {});
      expect(missing.statusCode).toBe(400);
    });

    it('is encoded ahead of the first download by the start-up warm-up', async () => {
      await harness.app.warmCatalogs();
      const response = await inject('GET', '/api/catalog/dofus', { 'accept-encoding': 'br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
    });

    it('serves concurrent downloads the same stored bytes', async () => {
      const responses = await Promise.all(
        Array.from({ length: 64 }, () => inject('GET', '/api/catalog/dofus', { 'accept-encoding': 'br' })),
      );
      const first = responses[0]!.rawPayload;
      for (const response of responses) {
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(first)).toBe(true);
      }
    });
  });

  describe('strict numbers', () => {
    it.each([
      '/api/items/retro/0x10',
      '/api/items/retro/%2B16',
      '/api/items/retro/%2016',
      '/api/items/retro/016',
      '/api/items/retro/16.0',
      '/api/items/retro/1e1',
      '/api/items/retro/-16',
      '/api/items/retro/stuff/2411-0x10',
      '/api/items/retro/stuff/02411',
      '/api/clothes/retro/0x1',
      '/api/spells/retro/class/%201',
      '/api/items/retro/search/all?level_min=',
      '/api/items/retro/search/all?level_min=%2010',
      '/api/items/retro/search/all?size=0x2',
      '/api/items/retro/search/all?page=%2B1',
      '/api/items/retro/search/all?page=1e1',
      '/api/items/retro/search/all?class=0x1',
      '/api/clothes/retro/search?level_max=1.5',
      '/api/clothes/retro/autocomplete?q=bou&size=',
    ])('%s is a 400 naming the parameter', async (url) => {
      const response = await inject('GET', url, { 'x-lang': 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Invalid parameter: (id|ids|classId|level_min|level_max|size|page|class)$/);
    });

    it('plain decimals still work', async () => {
      expect((await inject('GET', '/api/items/retro/2411')).statusCode).toBe(200);
      expect((await inject('GET', '/api/items/retro/search/all?level_min=0&level_max=200&page=1&size=5')).statusCode).toBe(200);
      expect((await inject('GET', '/api/clothes/retro/autocomplete?q=bou&size=3')).statusCode).toBe(200);
    });
  });

  describe('methods', () => {
    it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s on a GET route is a 405 with Allow', async (method) => {
      const response = await inject(method, '/api/items/retro/2411', { 'x-lang': 'en' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(ErrorBody.parse(response.json()).message).toBe('Method ' + method + ' is not allowed here (allowed: GET, HEAD, OPTIONS)');
    });

    it('OPTIONS tells the methods; an unknown API path stays a 404 whatever the method; a page is GET only', async () => {
      const options = await inject('OPTIONS', '/api/clothes/retro/1');
      expect(options.statusCode).toBe(204);
      expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect((await inject('POST', '/api/nothing-here')).statusCode).toBe(404);
      expect((await inject('DELETE', '/api/items')).statusCode).toBe(404);
      const page = await inject('POST', '/fr/encyclopedie');
      expect(page.statusCode).toBe(405);
      expect(page.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect((await inject('HEAD', '/api/items/retro/2411')).statusCode).toBe(200);
    });
  });

  describe('data ETags', () => {
    const versioned = [
      '/api/items/retro/2411',
      '/api/items/retro/stuff/2411-2414',
      '/api/items/retro/search/all?text=bouftou',
      '/api/clothes/retro/1',
      '/api/clothes/retro/some/1',
      '/api/clothes/retro/search',
      '/api/clothes/retro/autocomplete?q=bou',
      '/api/spells/retro/class/1',
      '/api/spells/retro/search?text=armure',
      // Not the navbar search: its stuffs group changes with the members' saves (issue 17).
    ];

    it.each(versioned)('%s carries a weak ETag of the data version and language, and answers 304 to it', async (url) => {
      const { version } = JSON.parse((await inject('GET', '/api/catalog/retro', { 'accept-encoding': 'identity' })).body);
      const fr = await inject('GET', url);
      expect(fr.statusCode).toBe(200);
      expect(fr.headers.etag).toBe(`W/"${version}-fr"`);
      expect(fr.headers['cache-control']).toBe('no-cache');
      expect(String(fr.headers.vary)).toMatch(/Accept-Encoding/);
      const en = await inject('GET', url, { 'x-lang': 'en' });
      expect(en.headers.etag).toBe(`W/"${version}-en"`);
      const again = await inject('GET', url, { 'if-none-match': String(fr.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await inject('GET', url, { 'x-lang': 'en', 'if-none-match': String(fr.headers.etag) })).statusCode).toBe(200);
    });

    it('an error answer carries no ETag', async () => {
      const response = await inject('GET', '/api/items/retro/999999');
      expect(response.statusCode).toBe(404);
      expect(response.headers.etag).toBeUndefined();
    });
  });

  describe('security headers', () => {
    it('are on every answer: pages, files, API answers and errors', async () => {
      for (const [method, url] of [
        ['GET', '/fr/encyclopedie'],
        ['GET', '/assets/app-3f2a.js'],
        ['GET', '/api/items/retro/2411'],
        ['GET', '/api/catalog/retro'],
        ['GET', '/api/items/retro/999999'],
        ['GET', '/api/items/retro/0x10'],
        ['POST', '/api/items/retro/2411'],
        ['GET', '/assets/missing.js'],
      ] as const) {
        const response = await inject(method, url);
        const csp = String(response.headers['content-security-policy']);
        expect(csp, url).toContain("script-src 'self' 'wasm-unsafe-eval'");
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).not.toContain('unsafe-inline');
        expect(csp).not.toContain('upgrade-insecure-requests');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['x-frame-options']).toBe('DENY');
        // Served over plain http here: no HSTS.
        expect(response.headers['strict-transport-security']).toBeUndefined();
      }
    });

    it('source maps are not served', async () => {
      const response = await inject('GET', '/assets/app-3f2a.js.map');
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret-source');
    });
  });

  describe('request ids and logs', () => {
    it('returns a random request id that is in each log line of the request', async () => {
      const first = await inject('GET', '/api/items/retro/999999', { 'x-request-id': 'forged\nline' });
      const second = await inject('GET', '/api/items/retro/999999');
      const id = String(first.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers['x-request-id']).not.toBe(id);
      const lines = logs.filter((line) => line.reqId === id);
      expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
      expect(logs.some((line) => line.reqId === 'forged\nline')).toBe(false);
    });

    it('a client that disconnects mid-answer is logged at info, not as an error', async () => {
      await harness.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = harness.app.server.address() as AddressInfo;
      const before = logs.length;
      await new Promise<void>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: '/api/test/slow-stream' }, (response) => {
          response.once('data', () => {
            request.destroy();
            // Give the server time to notice the reset.
            setTimeout(resolve, 500);
          });
        });
        request.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
      });
      const lines = logs.slice(before);
      expect(lines.filter((line) => line.level >= 40)).toEqual([]);
      expect(lines.some((line) => line.level === 30 && /client disconnected|closed prematurely/.test(line.msg))).toBe(true);
    });

    it('sets the request and connection time limits', () => {
      expect(harness.app.server.requestTimeout).toBe(30_000);
      expect(harness.app.server.keepAliveTimeout).toBe(10_000);
      expect(harness.app.initialConfig.connectionTimeout).toBe(120_000);
    });
  });
});

describe('overload', () => {
  let harness: Harness;
  // The web app's files and pages are never refused: a page whose scripts got a 503 stayed blank.
  const webDir = mkdtempSync(path.join(tmpdir(), 'tofulab-overload-web-'));
  beforeAll(async () => {
    mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Tofulab</title><div id="root"></div>');
    writeFileSync(path.join(webDir, 'assets', 'index-abc.js'), 'console.log("app");');
    harness = await createHarness('sqlite', {
      webDir,
      env: { MAX_EVENT_LOOP_DELAY_MS: '50' },
      beforeReady: (app) => {
        app.get('/api/test/block', async () => {
          const until = Date.now() + 800;
          while (Date.now() < until) {
            // Holds the event loop, as a runaway computation would.
          }
          return { blocked: true };
        });
      },
    });
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After in the spec’s shape while the event loop lags, then recovers; the web app’s files and pages are served all along', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/api/test/block' })).statusCode).toBe(200);
    const statuses: number[] = [];
    const webStatuses: number[] = [];
    let refused: Awaited<ReturnType<Harness['app']['inject']>> | undefined;
    const deadline = Date.now() + 3000;
    while (Date.now() < deadline) {
      const response = await harness.app.inject({ method: 'GET', url: '/api/items/retro/2411', headers: { 'x-lang': 'es' } });
      statuses.push(response.statusCode);
      // Asked in the same lag as the API call just refused (or not): a script and a page.
      if (response.statusCode === 503 && webStatuses.length === 0) {
        for (const url of ['/assets/index-abc.js', '/fr/']) webStatuses.push((await harness.app.inject({ method: 'GET', url })).statusCode);
      }
      if (response.statusCode === 503) refused ??= response;
      if (refused && response.statusCode === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(webStatuses).toEqual([200, 200]);
    expect(refused, `statuses seen: ${statuses.join(' ')}`).toBeDefined();
    expect(refused!.headers['retry-after']).toBe('2');
    expect(ErrorBody.parse(refused!.json())).toMatchObject({ statusCode: 503, message: expect.stringMatching(/servicio/) });
    expect(statuses.at(-1)).toBe(200);
  });
});

describe('catalogue answers over the limit', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness('sqlite', { heavyLimits: { slots: 1, queue: 0, waitMs: 0 } });
  });
  afterAll(() => harness?.close());

  it('are refused with a 503, Retry-After and the spec’s message, and served once a slot is free', async () => {
    const [first, second] = await Promise.all([
      harness.app.inject({ url: '/api/catalog/retro', headers: { 'accept-encoding': 'br' } }),
      harness.app.inject({ url: '/api/catalog/retro', headers: { 'accept-encoding': 'br', 'x-lang': 'en' } }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(503);
    expect(second.headers['retry-after']).toBe('2');
    expect(ErrorBody.parse(second.json())).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is busy, please try again in a moment',
      code: 'unavailable',
    });
    expect((await harness.app.inject({ url: '/api/catalog/retro', headers: { 'accept-encoding': 'br' } })).statusCode).toBe(200);
  });
});

describe('behind a TLS proxy (TRUST_PROXY)', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness('sqlite', { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => harness?.close());

  it('sends HSTS only on answers that went out over https', async () => {
    const overHttps = await harness.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await harness.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });
});
