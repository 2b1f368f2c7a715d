/**
 * The rest of the API over the fixtures: stats, bootstrap, catalogue (ETag, 304, compression),
 * health, the static site with its redirect and SPA fallback, and the 500 answer.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BootstrapResponse } from '#contract/bootstrap';
import { ErrorBody } from '#contract/common';
import { HealthResponse } from '#contract/health';
import { StatsResponse } from '#contract/stats';
import { CatalogSchema } from '#contract/catalog';
import { matchesEtag } from '#server/http/etag';
import { langFromCookie } from '#server/plugins/request-lang';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';

describeEachDatabase('site API', (dialect) => {
  let harness: Harness;
  const logLines: string[] = [];
  beforeAll(async () => {
    harness = await createHarness(dialect, {
      logger: {
        level: 'error',
        stream: new Writable({
          write(chunk, _encoding, done) {
            logLines.push(String(chunk));
            done();
          },
        }),
      },
      beforeReady: (app) => {
        app.get('/api/test/boom', async () => {
          throw new Error('secret detail: password=hunter2');
        });
      },
    });
  });
  afterAll(() => harness?.close());

  const get = (url: string, headers: Record<string, string> = {}) => harness.app.inject({ method: 'GET', url, headers });

  it('counts the default game’s sets and items; tables not built yet count 0', async () => {
    const response = await get('/api/stats');
    expect(response.statusCode).toBe(200);
    expect(StatsResponse.parse(response.json())).toEqual({
      // The request itself made one visitor online.
      data: { nbCloths: 3, nbItems: 27, nbGuides: 0, nbSkins: 0, nbStuffs: 0, nbUsers: 0, countOnlineUsers: 1 },
    });
  });

  it('answers the figures and the bootstrap of the host’s site when the page names no game', async () => {
    const dofusStats = StatsResponse.parse((await get('/api/stats', { host: 'dofus.localhost:8080' })).json());
    const retroStats = StatsResponse.parse((await get('/api/stats', { host: 'retro.localhost:8080' })).json());
    expect(retroStats.data.nbItems).toBe(27);
    expect(dofusStats).toEqual(StatsResponse.parse((await get('/api/stats?game=dofus')).json()));
    expect(dofusStats.data.nbItems).not.toBe(retroStats.data.nbItems);
    // The game the page names wins over the host.
    expect(StatsResponse.parse((await get('/api/stats?game=retro', { host: 'dofus.localhost' })).json())).toEqual(retroStats);
    expect(BootstrapResponse.parse((await get('/api/bootstrap', { host: 'touch.localhost' })).json()).data.game).toBe('touch');
  });

  it('gives the bootstrap of the default game', async () => {
    const response = await get('/api/bootstrap');
    expect(response.statusCode).toBe(200);
    const { data } = BootstrapResponse.parse(response.json());
    expect(data.game).toBe('retro');
    expect(data.classes).toHaveLength(12);
    expect(data.classes[0]).toEqual({ id: 1, name: { fr: 'Féca', en: 'Feca', es: 'Feca' } });
    // The kinds of piece the fixtures' sets hold: no shield nor pet in Retro's sets.
    expect(data.categories.cloths.map((category) => category.value)).toEqual(['am', 'an', 'bo', 'ca', 'ce', 'ch', 'ar']);
    // Only the categories with records in the fixtures, each once.
    expect(data.categories.items.map((category) => category.value)).toEqual(['am', 'an', 'bo', 'ca', 'ce', 'ch', 'do']);
    expect(data.categories.items.find((category) => category.value === 'ch')).toEqual({
      id: 16,
      value: 'ch',
      name: { fr: 'Chapeau', en: 'Hat', es: 'Sombrero' },
    });
    expect(data.categories.weapons.map((category) => category.value)).toEqual(['ar', 'bn', 'ep', 'ma']);
    const strength = data.effects.main.find((effect) => effect.stat === 'strength');
    expect(strength).toEqual({ id: 118, short_name: 'fo', stat: 'strength', name: expect.objectContaining({ fr: 'Force' }) });
    expect(data.effects.main.map((effect) => effect.stat)).toContain('vitality');
    expect(data.effects.normal.every((effect) => !['vitality', 'strength'].includes(effect.stat))).toBe(true);
    const stats = [...data.effects.main, ...data.effects.normal].map((effect) => effect.stat);
    expect(new Set(stats).size).toBe(stats.length);
    expect(data.hit).toContainEqual({ id: 100, hit: 'damage', element: 'neutral' });
    expect(data.maj.map((status) => [status.scope, status.success])).toEqual([
      ['dofus', true],
      ['retro', true],
    ]);
    expect(data.maj[0]!.version).toMatch(/^[0-9a-f]{16}$/);
    // No game's data holds areas or sub-areas (see the bootstrap route).
    expect(data).toMatchObject({ areas: [], subareas: [], threshold: {} });
    expect(data.badges.length).toBeGreaterThanOrEqual(8);
    expect(data.badges[0]).toEqual({ id: 1, code: 'first_stuff', name: { fr: 'Premier stuff', en: 'First stuff', es: 'Primer equipamiento' } });
  });

  it('lists each game’s official servers, and only that game’s', async () => {
    const servers = async (game: string) => BootstrapResponse.parse((await get(`/api/bootstrap?game=${game}`)).json()).data.servers;
    const retro = await servers('retro');
    expect(retro.slice(0, 5)).toEqual([
      { id: 601, name: 'Eratz', game: 'retro' },
      { id: 602, name: 'Henual', game: 'retro' },
      { id: 612, name: 'Boune', game: 'retro' },
      { id: 613, name: 'Crail', game: 'retro' },
      { id: 614, name: 'Galgarion', game: 'retro' },
    ]);
    expect(retro.map((server) => server.id)).toEqual([601, 602, 612, 613, 614, 616, 617, 618, 619, 620, 621, 622, 623, 624, 625]);
    expect(retro.at(-1)).toEqual({ id: 625, name: 'Monocompte X', game: 'retro' });
    const dofus = await servers('dofus');
    expect(dofus.map((server) => server.name)).toEqual(['Draconiros', 'Hell Mina', 'Imagiro', 'Orukam', 'Tylezia', 'Brial', 'Dakal', 'Kourial', 'Mikhal', 'Rafal', 'Salar']);
    expect(dofus.every((server) => server.game === 'dofus')).toBe(true);
    const touch = await servers('touch');
    expect(touch.map((server) => server.name)).toEqual(['Tiliwan 1', 'Tiliwan 2', 'Talok 1']);
    expect(touch.every((server) => server.game === 'touch')).toBe(true);
    // The host's game when the page names none.
    expect(BootstrapResponse.parse((await get('/api/bootstrap', { host: 'touch.localhost' })).json()).data.servers).toEqual(touch);
  });

  it('gives the bootstrap of another game, and refuses an unknown one', async () => {
    const { data } = BootstrapResponse.parse((await get('/api/bootstrap?game=dofus')).json());
    expect(data.game).toBe('dofus');
    expect(data.classes.map((cls) => cls.id)).toEqual([1, 8]);
    expect(data.categories.items.map((category) => category.value)).toContain('br');
    expect(data.categories.cloths.map((category) => category.value)).toContain('br');
    expect(data.categories.weapons.map((category) => category.value)).toEqual(['ep', 'ma']);
    const bad = await get('/api/bootstrap?game=wakfu');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Paramètre invalide : game');
  });

  it('serves the stored catalogue with its version as ETag, and 304 when it is current', async () => {
    const response = await get('/api/catalog/retro');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const catalog = CatalogSchema.parse(response.json());
    expect(response.headers.etag).toBe(`"${catalog.version}"`);
    expect(catalog.variant).toBe('retro');
    expect(catalog.items.find((item) => item.id === 2411)).toMatchObject({ category: 'hat', setId: 1, level: 10 });

    const etag = response.headers.etag as string;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const cached = await get('/api/catalog/retro', { 'if-none-match': header });
      expect(cached.statusCode, header).toBe(304);
      expect(cached.body).toBe('');
      expect(cached.headers.etag).toBe(etag);
    }
    expect((await get('/api/catalog/retro', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('compresses the catalogue', async () => {
    const plain = await get('/api/catalog/retro');
    const gzipped = await get('/api/catalog/retro', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    const brotli = await get('/api/catalog/retro', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('answers 404 for the catalogue of a game without data', async () => {
    const response = await get('/api/catalog/touch', { 'x-lang': 'en' });
    expect(response.statusCode).toBe(404);
    expect(ErrorBody.parse(response.json()).message).toMatch(/not been imported/);
  });

  it('reports health with the imported versions', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    const health = HealthResponse.parse(response.json());
    expect(health.status).toBe('ok');
    expect(health.games.map((entry) => entry.game)).toEqual(['dofus', 'retro']);
  });

  it('answers a failure with the generic message, logs it, and never leaks its text or stack', async () => {
    for (const [lang, message] of [
      ['fr', 'Une erreur est survenue'],
      ['en', 'An error occurred'],
      ['es', 'Se ha producido un error'],
    ] as const) {
      const response = await get('/api/test/boom', { 'x-lang': lang });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ statusCode: 500, error: 'Internal Server Error', message });
      expect(response.body).not.toMatch(/secret|hunter2|stack|\.ts:\d+/);
    }
    expect(logLines.some((line) => line.includes('secret detail'))).toBe(true);
  });

  it('redirects / to the language of the lang cookie, French otherwise', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, '/fr/'],
      ['lang=en', '/en/'],
      ['theme=dark; lang=es', '/es/'],
      ['lang=de', '/fr/'],
      ['lang=', '/fr/'],
    ];
    for (const [cookie, location] of cases) {
      const response = await get('/', cookie ? { cookie } : {});
      expect(response.statusCode, cookie).toBe(302);
      expect(response.headers.location, cookie).toBe(location);
    }
  });

  it('answers 404 JSON for pages when WEB_DIR has no built app', async () => {
    const response = await get('/fr/encyclopedie/objet/2411');
    expect(response.statusCode).toBe(404);
    expect(ErrorBody.parse(response.json()).message).toBe('Ressource introuvable');
  });
});

describe('static site', () => {
  let harness: Harness;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'tofulab-web-'));
    mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Tofulab</title><div id="root"></div>');
    writeFileSync(path.join(webDir, 'assets/app-3f2a.js'), 'console.log("tofulab");');
    harness = await createHarness('sqlite', { webDir });
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => harness.app.inject({ method: 'GET', url, headers });

  it('serves the files of WEB_DIR, hashed assets as immutable', async () => {
    const response = await get('/assets/app-3f2a.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("tofulab");');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers index.html for any page path (SPA fallback), never cached stale', async () => {
    for (const url of ['/fr/', '/en/encyclopedie/objet/2411', '/es/outils/cacminator?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('names the variant of the host in the page, and the hosts of the sibling sites (SITES)', async () => {
    const variants = { 'retro.localhost:8080': 'retro', 'dofus.localhost:8080': 'dofus', 'touch.localhost': 'touch', '127.0.0.1:8080': 'retro', 'localhost:8080': 'retro' };
    for (const [host, variant] of Object.entries(variants)) {
      const response = await get('/fr/encyclopedie/objet/2411', { host });
      expect(response.statusCode, host).toBe(200);
      expect(response.body, host).toContain(`<html data-variant="${variant}" data-sites="retro=retro.localhost,dofus=dofus.localhost,touch=touch.localhost">`);
      expect(response.body).toContain('<div id="root">');
    }
    // The raw template is never served: a page without its variant would fall back to the default.
    expect((await get('/index.html', { host: 'dofus.localhost' })).statusCode).toBe(404);
  });

  it('answers 404 with index.html for a path that names no page, 200 for one written in other slugs or without its language', async () => {
    for (const url of ['/fr/nimporte-quoi', '/en/whatever?x=1', '/en/encyclopedia/item/2411/extra', '/de/irgendwo', '/nowhere']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root">');
    }
    for (const url of ['/fr', '/en/recherche?q=bouftou', '/es/busqueda', '/en/equipement/draft', '/equipement/draft']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    // A not-found page names its site's game too.
    expect((await get('/fr/nimporte-quoi', { host: 'touch.localhost' })).body).toContain('data-variant="touch"');
  });

  it('still redirects / and answers JSON 404 for the API and for missing files', async () => {
    expect((await get('/', { cookie: 'lang=en' })).headers.location).toBe('/en/');
    for (const url of ['/api/nothing', '/api', '/assets/missing-1234.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(ErrorBody.parse(response.json()).statusCode).toBe(404);
    }
  });
});

describe('helpers', () => {
  it('reads the lang cookie', () => {
    expect(langFromCookie('a=1;lang=es')).toBe('es');
    expect(langFromCookie('lang=EN')).toBe('fr');
    expect(langFromCookie(undefined)).toBe('fr');
  });

  it('matches If-None-Match lists and weak tags', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});
