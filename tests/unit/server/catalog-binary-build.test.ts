/**
 * The server's build of the engine's binary catalogue (server/src/modules/catalog/bodies.ts,
 * issue 23): the same bytes as the engine's encoder, read back by the engine's decoder, and built
 * in parts with turns of the event loop between them (a synchronous build held the loop and made
 * the overload guard answer 503); the stored text's head read without parsing it.
 */
import { describe, expect, it } from 'vitest';
import { decodeCatalogBinary, encodeCatalogBinary, fnv1a32, CATALOG_BINARY_CHECKSUM_START } from '#engine/src/index.ts';
import { buildCatalogBinary, catalogTextHead } from '#server/modules/catalog/bodies';
import { fixtureCatalog } from '../../support/catalogs.ts';

describe('buildCatalogBinary', () => {
  it('builds the engine encoder’s bytes from the stored text, which the worker’s decoder reads back', async () => {
    const catalog = await fixtureCatalog('retro');
    const json = JSON.stringify(catalog);
    for (const chunk of [7, 4096, 1 << 20]) {
      const built = await buildCatalogBinary(json, chunk);
      expect(Buffer.from(built).equals(Buffer.from(encodeCatalogBinary(catalog, json)))).toBe(true);
      expect(decodeCatalogBinary(built, 'retro')).toEqual(catalog);
    }
  });

  it('gives the event loop a turn between its parts', async () => {
    const catalog = await fixtureCatalog('retro');
    const json = JSON.stringify({ ...catalog, items: Array.from({ length: 40 }, () => catalog.items).flat() });
    const chunk = 8 * 1024;
    const parts = Math.ceil((Buffer.byteLength(json) + 64) / chunk);
    let turns = 0;
    let building = true;
    const turn = () => {
      turns++;
      if (building) setImmediate(turn);
    };
    setImmediate(turn);
    const built = await buildCatalogBinary(json, chunk);
    building = false;
    expect(parts).toBeGreaterThan(4);
    // Another callback ran between every two parts: a build in one piece would leave it at 0 or 1.
    expect(turns).toBeGreaterThanOrEqual(parts - 1);
    expect(decodeCatalogBinary(built, 'retro').items.length).toBe(catalog.items.length * 40);
  });

  it('reads the variant and version at the head of the text, or parses it when they are not there', async () => {
    expect(catalogTextHead('{"variant":"retro","version":"a\\"b","items":[]}')).toEqual({ variant: 'retro', version: 'a"b' });
    expect(catalogTextHead('{"items":[],"version":"v2","variant":"touch"}')).toEqual({ variant: 'touch', version: 'v2' });
    const catalog = await fixtureCatalog('dofus');
    expect(catalogTextHead(JSON.stringify(catalog))).toEqual({ variant: catalog.variant, version: catalog.version });
  });
});

describe('fnv1a32 in parts', () => {
  it('continues from the previous part’s hash to the value of one call', async () => {
    const bytes = encodeCatalogBinary(await fixtureCatalog('dofus'));
    const whole = fnv1a32(bytes, CATALOG_BINARY_CHECKSUM_START);
    let hash: number | undefined;
    for (let start = CATALOG_BINARY_CHECKSUM_START; start < bytes.length; start += 1000) {
      hash = fnv1a32(bytes, start, Math.min(bytes.length, start + 1000), hash);
    }
    expect(hash).toBe(whole);
    expect(fnv1a32(bytes, 0, 0)).toBe(0x811c9dc5);
  });
});
