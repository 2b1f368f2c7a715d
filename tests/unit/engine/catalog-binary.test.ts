/**
 * The engine's binary catalogue (engine/src/catalog-binary.ts, issue 23): decoded, it is the very
 * catalogue it was built from, and an engine laid out from it computes the same sheets, conditions
 * and damage as one laid out from the JSON-built catalogue on random stuffs (fixtures, and the real
 * Retro catalogue when DATA_DIR has it); truncated, corrupted, foreign or wrong-version bytes are
 * refused with a CatalogBinaryError naming the problem.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_BINARY_FORMAT,
  CatalogBinaryError,
  createEngine,
  decodeCatalogBinary,
  encodeCatalogBinary,
  readCatalogBinaryHeader,
  type CatalogBinaryProblem,
  type Engine,
} from '#engine/src/index.ts';
import type { Catalog } from '#engine/src/catalog.ts';
import { fixtureCatalog, hasRealData, realCatalog } from '../../support/catalogs.ts';
import { stuffArbitrary } from '../../support/stuff-arbitrary.ts';
import { expectEveryFlippedByteRefused } from '../../support/flipped-bytes.ts';

function refusal(bytes: Uint8Array, expectedVariant?: string): CatalogBinaryProblem | 'accepted' {
  try {
    decodeCatalogBinary(bytes, expectedVariant);
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogBinaryError);
    expect((error as Error).message).toMatch(/^binary catalogue refused/);
    return (error as CatalogBinaryError).problem;
  }
}

describe('binary catalogue', () => {
  let catalog: Catalog;
  let bytes: Uint8Array;

  beforeAll(async () => {
    catalog = await fixtureCatalog('retro');
    bytes = encodeCatalogBinary(catalog);
  });

  it('decodes to the catalogue it was built from, with its format and data version in the header', () => {
    const header = readCatalogBinaryHeader(bytes);
    expect(header).toMatchObject({ format: CATALOG_BINARY_FORMAT, variant: 'retro', version: catalog.version });
    expect(decodeCatalogBinary(bytes, 'retro')).toEqual(catalog);
    // The server's path: the stored JSON text, not re-serialised.
    expect(encodeCatalogBinary(catalog, JSON.stringify(catalog))).toEqual(bytes);
  });

  it('refuses truncated, corrupted, foreign and other-format bytes', () => {
    expect(refusal(bytes.subarray(0, 10))).toBe('truncated');
    expect(refusal(bytes.subarray(0, bytes.length - 1))).toBe('truncated');
    const foreign = bytes.slice();
    foreign[0] = 0x7b; // '{': someone's JSON
    expect(refusal(foreign)).toBe('magic');
    const future = bytes.slice();
    new DataView(future.buffer).setUint32(4, CATALOG_BINARY_FORMAT + 1, true);
    expect(refusal(future)).toBe('format');
    expect(refusal(bytes, 'dofus')).toBe('variant');
    // Any flipped byte past the header is caught by the checksum.
    expectEveryFlippedByteRefused(bytes, (corrupted) => refusal(corrupted));
  });

  it('refuses a whole, checksummed payload that is not the catalogue its header names', () => {
    const other = encodeCatalogBinary(catalog, JSON.stringify({ ...catalog, version: 'another' }));
    expect(refusal(other)).toBe('payload');
    expect(refusal(encodeCatalogBinary(catalog, '{"variant":'))).toBe('payload');
  });

  const sources: [string, () => Promise<Catalog>][] = [['fixtures', () => fixtureCatalog('retro')]];
  if (hasRealData) sources.push(['full retro', () => realCatalog('retro')]);
  for (const [name, load] of sources) {
    it(`lays out an engine that agrees with the JSON-built one on random stuffs (${name})`, async () => {
      const built = await load();
      const fromJson: Engine = await createEngine({ variant: 'retro', catalog: JSON.parse(JSON.stringify(built)) as Catalog });
      const fromBinary: Engine = await createEngine({ variant: 'retro', catalog: decodeCatalogBinary(encodeCatalogBinary(built), 'retro') });
      fc.assert(
        fc.property(stuffArbitrary(built, { unknownIds: true }), (stuff) => {
          expect(fromBinary.computeStats(stuff)).toEqual(fromJson.computeStats(stuff));
          expect(fromBinary.checkConditions(stuff)).toEqual(fromJson.checkConditions(stuff));
          expect(fromBinary.weaponDamage(stuff)).toEqual(fromJson.weaponDamage(stuff));
        }),
        { numRuns: 150 },
      );
    }, 60_000);
  }
});
