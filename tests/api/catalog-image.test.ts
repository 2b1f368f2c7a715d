/**
 * The engine's memory image of the catalogue on the server (issue 23, engine/src/catalog-image.ts):
 * built on its first request (one build for concurrent requests), served with its media type and
 * an ETag naming the container's format, the engine layout version and the data version (304 on
 * revalidation, per encoding); its image is the engine's own of the JSON route's catalogue, its JSON
 * part that catalogue; a game the contract does not know is refused, one without an import is a 404.
 */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildCatalogImage, CATALOG_IMAGE_FORMAT, CATALOG_IMAGE_LAYOUT, decodeCatalogImage, unpackCatalogImage } from '#engine';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';

describeEachDatabase('the memory image of the catalogue', (dialect) => {
  let harness: Harness;
  beforeAll(async () => {
    // The overload guard off (the harness's default): a loaded test machine trips it on any route, and this test is about the image.
    harness = await createHarness(dialect);
  });
  afterAll(() => harness?.close());

  const get = (url: string, headers: Record<string, string> = {}) => harness.app.inject({ method: 'GET', url, headers });

  it('is built once on its first requests and served with its type and an ETag of format, layout and data version', async () => {
    const json = await get('/api/catalog/retro', { 'accept-encoding': 'identity' });
    const catalog = JSON.parse(json.body);
    const reads = vi.spyOn(harness.app.repos.catalogs, 'body');
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/api/catalog/retro/image', { 'accept-encoding': 'identity' })));
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
    const tag = `"i${CATALOG_IMAGE_FORMAT}-${CATALOG_IMAGE_LAYOUT.toString(16)}-${catalog.version}"`;
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/vnd.tofulab.catalog-image');
      expect(answer.headers.etag).toBe(tag);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    }
    const decoded = decodeCatalogImage(new Uint8Array(answers[0]!.rawPayload), 'retro');
    expect(decoded).toMatchObject({ variant: 'retro', version: catalog.version, layout: CATALOG_IMAGE_LAYOUT });
    expect(decoded.image && unpackCatalogImage(decoded.image).words).toEqual(buildCatalogImage(catalog, 'retro'));
    expect(decoded.catalog()).toEqual(catalog);

    // Revalidation: 304 under the same tag; another representation's tag (the binary's, the JSON's) is not this one.
    const again = await get('/api/catalog/retro/image', { 'accept-encoding': 'identity', 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(tag);
    expect((await get('/api/catalog/retro/image', { 'accept-encoding': 'identity', 'if-none-match': String(json.headers.etag) })).statusCode).toBe(200);
    expect((await get('/api/catalog/retro/image', { 'accept-encoding': 'identity', 'if-none-match': `"b1-${catalog.version}"` })).statusCode).toBe(200);

    // Compressed: the same bytes, under the encoding's own tag.
    const br = await get('/api/catalog/retro/image', { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.etag)).toMatch(new RegExp(`^"i${CATALOG_IMAGE_FORMAT}-${CATALOG_IMAGE_LAYOUT.toString(16)}-.*-br(-fast)?"$`));
    expect(brotliDecompressSync(br.rawPayload).equals(answers[0]!.rawPayload)).toBe(true);
    const brAgain = await get('/api/catalog/retro/image', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect([200, 304]).toContain(brAgain.statusCode); // 200 once the quick encoding was replaced by the best
  });

  it('refuses a game the contract does not know, and answers 404 for a game without a catalogue', async () => {
    const unknown = await get('/api/catalog/wakfu/image');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: expect.anything() });
    const imported = (await harness.app.repos.imports.list()).map((row) => row.game);
    const missing = ['retro', 'dofus', 'touch'].find((game) => !imported.includes(game));
    if (missing) expect((await get(`/api/catalog/${missing}/image`)).statusCode).toBe(404);
  });
});
