/**
 * The engine's binary catalogue on the server (issue 23): not built at start-up (the warm-up
 * encodes the JSON only, so the start no longer lags the event loop into the overload guard's
 * 503s), built on its first request once for all the concurrent first requests, which get a quick
 * encoding while the best one is made; meanwhile the other routes answer, none with a 503 (overload
 * guard on); the quick tag revalidates until the best is done; the bytes are the JSON route's catalogue.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { CATALOG_BINARY_FORMAT, decodeCatalogBinary } from '#engine';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';

describeEachDatabase('the binary catalogue, built on its first request', (dialect) => {
  let harness: Harness;
  beforeAll(async () => {
    // The overload guard on, as in production (the harness turns it off by default).
    harness = await createHarness(dialect, { env: { MAX_EVENT_LOOP_DELAY_MS: '200' } });
  });
  afterAll(() => harness?.close());

  const get = (url: string, headers: Record<string, string> = {}) => harness.app.inject({ method: 'GET', url, headers });

  it('is left out of the start-up warm-up, then built once for concurrent first requests while the other routes answer', async () => {
    const reads = vi.spyOn(harness.app.repos.catalogs, 'body');
    await harness.app.warmCatalogs();
    const games = reads.mock.calls.map(([game]) => game);
    // The warm-up read each imported game's JSON once, and built no binary.
    const imported = (await harness.app.repos.imports.list()).map((row) => row.game);
    expect(imported).toContain('retro');
    expect(games.sort()).toEqual(imported.sort());
    reads.mockClear();

    const json = await get('/api/catalog/retro', { 'accept-encoding': 'identity' });
    const version = JSON.parse(json.body).version as string;
    reads.mockClear();

    const binary = (encoding: string) => get('/api/catalog/retro/binary', { 'accept-encoding': encoding });
    const tag = `b${CATALOG_BINARY_FORMAT}-${version}`;
    // Before any build, a quick encoding's tag (from another process, or before a restart) is current.
    const early = await get('/api/catalog/retro/binary', { 'accept-encoding': 'br', 'if-none-match': `"${tag}-br-fast"` });
    expect(early.statusCode).toBe(304);
    expect(early.headers.etag).toBe(`"${tag}-br-fast"`);
    expect(reads).not.toHaveBeenCalled();
    const [brs, gzips, identities, others] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, () => binary('gzip, deflate, br'))),
      Promise.all(Array.from({ length: 6 }, () => binary('gzip'))),
      Promise.all(Array.from({ length: 6 }, () => binary('identity'))),
      Promise.all([
        get('/api/health'),
        get('/api/items/retro/2411'),
        get('/api/health'),
        get('/api/catalog/retro', { 'accept-encoding': 'br', 'if-none-match': `"${version}-br"` }),
        get('/api/search/retro/bouftou'),
        get('/api/health'),
      ]),
    ]);
    expect(others.map((response) => response.statusCode)).toEqual([200, 200, 200, 304, 200, 200]);
    for (const response of [...brs, ...gzips, ...identities]) expect(response.statusCode).toBe(200);
    // One read of the stored catalogue for the 24 requests, and one build: the answers under one tag are the same bytes.
    expect(reads).toHaveBeenCalledTimes(1);
    for (const [group, tags] of [
      [brs, [`"${tag}-br-fast"`, `"${tag}-br"`]],
      [gzips, [`"${tag}-gzip-fast"`, `"${tag}-gzip"`]],
      [identities, [`"${tag}"`]],
    ] as const) {
      const bytesByTag = new Map<string, Buffer>();
      for (const response of group) {
        const etag = String(response.headers.etag);
        expect(tags).toContain(etag);
        expect(response.rawPayload.equals(bytesByTag.get(etag) ?? response.rawPayload)).toBe(true);
        bytesByTag.set(etag, response.rawPayload);
      }
    }
    // The first requests did not wait for brotli 11: a quick encoding, with its own tag (later ones
    // may already find the best, on a slower database round trip).
    const quick = brs.find((response) => response.headers.etag === `"${tag}-br-fast"`);
    expect(quick?.headers['content-encoding']).toBe('br');
    expect(gzips.some((response) => response.headers.etag === `"${tag}-gzip-fast"`)).toBe(true);
    const identity = identities[0]!.rawPayload;
    for (const response of brs) expect(brotliDecompressSync(response.rawPayload).equals(identity)).toBe(true);
    for (const response of gzips) expect(gunzipSync(response.rawPayload).equals(identity)).toBe(true);
    expect(decodeCatalogBinary(new Uint8Array(identity), 'retro')).toEqual(JSON.parse(json.body));

    // The best encoding follows in the background; from then on it is served, under its own tag.
    let best = await binary('br');
    for (let attempt = 0; attempt < 500 && best.headers.etag !== `"${tag}-br"`; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      best = await binary('br');
    }
    expect(best.headers.etag).toBe(`"${tag}-br"`);
    expect(brotliDecompressSync(best.rawPayload).equals(identity)).toBe(true);
    expect(reads).toHaveBeenCalledTimes(1);

    // Once the best is done, the quick encoding's holder gets it (a proxy would otherwise keep the quick one).
    const quickAgain = await get('/api/catalog/retro/binary', { 'accept-encoding': 'br', 'if-none-match': `"${tag}-br-fast"` });
    expect(quickAgain.statusCode).toBe(200);
    expect(quickAgain.headers.etag).toBe(`"${tag}-br"`);
    expect(quickAgain.rawPayload.equals(best.rawPayload)).toBe(true);
    const bestAgain = await get('/api/catalog/retro/binary', { 'accept-encoding': 'br', 'if-none-match': `"${tag}-br"` });
    expect(bestAgain.statusCode).toBe(304);
    expect(bestAgain.headers.etag).toBe(`"${tag}-br"`);
    // Another encoding's tag does not.
    expect((await get('/api/catalog/retro/binary', { 'accept-encoding': 'gzip', 'if-none-match': `"${tag}-br-fast"` })).statusCode).toBe(200);
    reads.mockRestore();
  });
});
