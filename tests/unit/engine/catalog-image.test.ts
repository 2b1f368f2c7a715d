/**
 * The engine's memory image of a catalogue (engine/src/catalog-image.ts, issue 23): the format-4
 * container (the image packed: zero runs left out; the image's checksum checked at once, the JSON
 * part's when it is read) decodes to the image and the catalogue it was built from; truncated, corrupted, foreign,
 * other-format and other-variant bytes are refused with a CatalogBinaryError, an image of another
 * engine layout is left unused (its JSON part still read); an engine copied from the image, which
 * reads its catalogue only when a call needs the objects, computes the same sheets, conditions and
 * damage as one laid out from the JSON-built catalogue and as the plain-TS reference (fixtures, and
 * the real Retro catalogue when DATA_DIR has it) — and one corrupted table makes it disagree.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildCatalogImage,
  CATALOG_IMAGE_FORMAT,
  CATALOG_IMAGE_LAYOUT,
  CatalogBinaryError,
  createEngine,
  decodeCatalogImage,
  catalogImageHeadLength,
  IMAGE_TOC,
  layOutCatalogImage,
  type CatalogBinaryProblem,
  type Engine,
  unpackCatalogImage,
  sealCatalogImage,
  catalogImageChecksumParts,
  setCatalogImageChecksum,
  fnv1a32,
  FNV1A32_SEED,
} from '#engine/src/index.ts';
import { referenceComputeStats } from '#engine/reference/index.ts';
import { checkPackedRecords, packImageWords, unpackImageInto, unpackImageWords } from '#engine/src/catalog-image.ts';
import { ItemRows } from '#engine/src/core.ts';
import type { Catalog } from '#engine/src/catalog.ts';
import { STAT_INDEX } from '#game/stats';
import { STAT_STRIDE } from '#engine/src/layout.ts';
import type { StuffInput } from '#game/stuff';
import { slotsForCategory } from '#game/slots';
import { fixtureCatalog, hasRealData, realCatalog } from '../../support/catalogs.ts';
import { stuffArbitrary } from '../../support/stuff-arbitrary.ts';
import { expectEveryFlippedByteRefused } from '../../support/flipped-bytes.ts';

function encode(catalog: Catalog, json = JSON.stringify(catalog), image?: Int32Array): Uint8Array {
  return sealCatalogImage(layOutCatalogImage(catalog, json, image));
}

/** The same bytes with the header field at `at` rewritten and the checksum sealed again (a whole, well-formed container). */
function withHeaderWord(bytes: Uint8Array, at: number, value: number): Uint8Array {
  const copy = bytes.slice();
  new DataView(copy.buffer).setUint32(at, value, true);
  return sealCatalogImage(copy);
}

function refusalOf(read: () => unknown): CatalogBinaryProblem | 'accepted' {
  try {
    read();
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogBinaryError);
    return (error as CatalogBinaryError).problem;
  }
}

function refusal(bytes: Uint8Array, expectedVariant?: string): CatalogBinaryProblem | 'accepted' {
  try {
    decodeCatalogImage(bytes, expectedVariant).catalog();
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogBinaryError);
    return (error as CatalogBinaryError).problem;
  }
}

describe('packed image words', () => {
  it('unpack(pack(words)) is the words, for runs of zeros of every length among values', () => {
    const word = fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer() });
    fc.assert(
      fc.property(fc.array(fc.oneof(word, fc.array(fc.constant(0), { maxLength: 12 }).map((zeros) => zeros)), { maxLength: 200 }), (parts) => {
        const words = Int32Array.from(parts.flat());
        const packed = packImageWords(words);
        expect(unpackImageWords(packed, words.length)).toEqual(words);
        // As the engine does it: checked, then unpacked at an offset of a zeroed region, the words around it untouched.
        expect(Array.from(checkPackedRecords(packed, words.length))).toEqual(Array.from(words.subarray(0, 16)));
        const memory = new Int32Array(words.length + 8).fill(-7);
        memory.fill(0, 3, 3 + words.length);
        unpackImageInto(packed, memory, 3);
        expect(memory.subarray(3, 3 + words.length)).toEqual(words);
        expect([...memory.subarray(0, 3), ...memory.subarray(3 + words.length)].every((word) => word === -7)).toBe(true);
        // Never more than two words per record beyond the words themselves, and zero runs of three or more left out.
        expect(packed.length).toBeLessThanOrEqual(words.length + 2 * Math.ceil(words.length / 3) + 2);
      }),
      { numRuns: 500 },
    );
    expect(packImageWords(new Int32Array(0))).toEqual(new Int32Array(0));
    expect(Array.from(packImageWords(Int32Array.of(0, 0, 0, 0, 5, 0, 6, 0, 0, 0, 7)))).toEqual([4, 3, 5, 0, 6, 3, 1, 7]);
  });

  it('refuses records past the image, past the container, negative or short of the stated length', () => {
    const packed = packImageWords(Int32Array.of(0, 0, 0, 4, 5));
    expect(() => unpackImageWords(packed, 6)).toThrow(CatalogBinaryError);
    expect(() => unpackImageWords(packed, 4)).toThrow(CatalogBinaryError);
    expect(() => unpackImageWords(Int32Array.of(0, 3, 1), 3)).toThrow(CatalogBinaryError);
    expect(() => unpackImageWords(Int32Array.of(-1, 1, 1), 1)).toThrow(CatalogBinaryError);
    expect(() => unpackImageWords(Int32Array.of(2), 2)).toThrow(CatalogBinaryError);
    for (const [records, count] of [[packed, 6], [packed, 4], [Int32Array.of(0, 3, 1), 3], [Int32Array.of(-1, 1, 1), 1], [Int32Array.of(2), 2]] as const) {
      expect(() => checkPackedRecords(records, count)).toThrow(CatalogBinaryError);
    }
  });
});

describe('item rows', () => {
  it('finds the row of every id, and no row for an id it does not hold, dense or not', () => {
    // Small ids, ids past a dense array's reach, negative, not integers, past 32 bits, and ids that collide in a 16-slot table.
    const colliding = Array.from({ length: 7 }, (_, index) => index * 16 * 0x10000);
    for (const ids of [[7, 3, 12, 0, 5], [7, 3, 926_000, 5], [7, -3, 5], [7, 3.5, 5], [2 ** 40, 9], colliding, Array.from({ length: 300 }, (_, index) => index * 977)]) {
      const rows = new ItemRows(ids);
      ids.forEach((id, row) => expect(rows.get(id)).toBe(row));
      for (const absent of [1, 4, 6, 13, 2 ** 21 - 1, 2 ** 30, 2 ** 41, -1, -4, 3.25, Number.NaN, 16 * 0x10000 * 8, 976]) {
        expect(rows.get(absent)).toBeUndefined();
        expect(rows.has(absent)).toBe(false);
      }
      expect(rows.has(ids[0])).toBe(true);
    }
    // A repeated id keeps its last row.
    expect(new ItemRows([4, 8, 4]).get(4)).toBe(2);
  });
});

describe('memory image of the catalogue', () => {
  let catalog: Catalog;
  let bytes: Uint8Array;

  beforeAll(async () => {
    catalog = await fixtureCatalog('retro');
    bytes = encode(catalog);
  });

  it('decodes to the image and the catalogue it was built from, with format, layout and data version in the header', () => {
    expect(new DataView(bytes.buffer).getUint32(4, true)).toBe(CATALOG_IMAGE_FORMAT);
    const decoded = decodeCatalogImage(bytes, 'retro');
    expect(decoded).toMatchObject({ variant: 'retro', version: catalog.version, layout: CATALOG_IMAGE_LAYOUT });
    expect(decoded.image && unpackCatalogImage(decoded.image).words).toEqual(buildCatalogImage(catalog, 'retro'));
    // Packed: the container is smaller than the image and the JSON text side by side.
    expect(bytes.length).toBeLessThan(buildCatalogImage(catalog, 'retro').byteLength + new TextEncoder().encode(JSON.stringify(catalog)).length);
    expect(decoded.catalog()).toEqual(catalog);
    expect(decoded.catalog()).toBe(decoded.catalog());
  });

  it('refuses truncated, corrupted, foreign, other-format and other-variant bytes', () => {
    expect(refusal(bytes.subarray(0, 10))).toBe('truncated');
    expect(refusal(bytes.subarray(0, bytes.length - 1))).toBe('truncated');
    const foreign = bytes.slice();
    foreign[0] = 0x7b;
    expect(refusal(foreign)).toBe('magic');
    expect(refusal(withHeaderWord(bytes, 4, 1))).toBe('format');
    expect(refusal(withHeaderWord(bytes, 4, CATALOG_IMAGE_FORMAT + 1))).toBe('format');
    expect(refusal(bytes, 'dofus')).toBe('variant');
    // Packed records that do not give the image's stated length (the header's word count, bytes 24–27).
    const words = new DataView(bytes.buffer).getUint32(24, true);
    expect(refusal(withHeaderWord(bytes, 24, words + 1))).toBe('payload');
    expect(refusal(withHeaderWord(bytes, 24, words - 1))).toBe('payload');
    for (const at of [12, 28]) {
      const badSum = bytes.slice();
      badSum[at] ^= 1;
      expect(refusal(badSum)).toBe('checksum');
    }
    expectEveryFlippedByteRefused(bytes, (corrupted) => refusal(corrupted));
  });

  it('checks the image before it is used and the JSON part only when it is read', () => {
    const imageEnd = bytes.length - new DataView(bytes.buffer).getUint32(8, true);
    const inImage = bytes.slice();
    inImage[imageEnd - 5] ^= 0x20;
    expect(() => decodeCatalogImage(inImage, 'retro')).toThrow(/memory image does not match its checksum/);
    const inJson = bytes.slice();
    inJson[imageEnd + 5] ^= 0x20;
    const decoded = decodeCatalogImage(inJson, 'retro');
    expect(decoded.image && unpackCatalogImage(decoded.image).words).toEqual(buildCatalogImage(catalog, 'retro'));
    expect(() => decoded.catalog()).toThrow(/JSON part does not match its checksum/);
    // The JSON part's checksum continues from the image's: an image changed and given its own new checksum
    // is used, but the catalogue read with it is refused.
    const reimaged = inImage.slice();
    let hash = FNV1A32_SEED;
    for (const [start, end] of catalogImageChecksumParts(reimaged).image) hash = fnv1a32(reimaged, start, end, hash);
    setCatalogImageChecksum(reimaged, hash);
    const swapped = decodeCatalogImage(reimaged, 'retro');
    expect(swapped.image).not.toBeNull();
    expect(() => swapped.catalog()).toThrow(/JSON part does not match its checksum/);
  });

  it('leaves an image of another engine layout unused, its JSON part still the catalogue', () => {
    const other = decodeCatalogImage(withHeaderWord(bytes, 16, (CATALOG_IMAGE_LAYOUT + 1) >>> 0), 'retro');
    expect(other.image).toBeNull();
    expect(other.catalog()).toEqual(catalog);
  });

  it('refuses a checksummed image whose table of contents does not hold, and a payload that is not its catalogue', () => {
    const image = buildCatalogImage(catalog, 'retro');
    const lying = image.slice();
    lying[IMAGE_TOC.itemCount] += 1_000_000;
    expect(refusal(encode(catalog, undefined, lying))).toBe('payload');
    expect(refusal(encode(catalog, JSON.stringify({ ...catalog, version: 'another' })))).toBe('payload');
    expect(refusal(encode(catalog, JSON.stringify({ ...catalog, items: catalog.items.slice(1) })))).toBe('payload');
  });

  it('does not read the catalogue for the first sheet of a stuff without rolls, and reads it once a call needs it', async () => {
    let reads = 0;
    const decoded = decodeCatalogImage(bytes, 'retro');
    const engine = await createEngine({ variant: 'retro', image: decoded.image!, catalog: () => (reads++, decoded.catalog()) });
    const reference = await createEngine({ variant: 'retro', catalog });
    const item = catalog.items.find((entry) => entry.category === 'amulet' && entry.setId !== 0)!;
    const stuff: StuffInput = { classId: 1, level: 200, items: { am: item.id, ch: 900_001 }, points: { vitality: 100 } };
    expect(engine.computeStats(stuff)).toEqual(reference.computeStats(stuff));
    expect(engine.computeStats({ classId: 1, level: 1, items: {} })).toEqual(reference.computeStats({ classId: 1, level: 1, items: {} }));
    expect(reads).toBe(0);
    expect(engine.checkSlotRules(stuff)).toEqual(reference.checkSlotRules(stuff));
    expect(engine.catalog).toEqual(catalog);
    expect(reads).toBe(1);
  });

  it('says how long its head is (header and image), and decodes from its head alone, reading the rest when the catalogue is read', async () => {
    const payload = new DataView(bytes.buffer, bytes.byteOffset).getUint32(8, true);
    const head = catalogImageHeadLength(bytes)!;
    expect(head).toBe(bytes.length - payload);
    // From the header's first bytes alone; cut short or foreign: no answer.
    expect(catalogImageHeadLength(bytes.subarray(0, 80))).toBe(head);
    expect(catalogImageHeadLength(bytes.subarray(0, 20))).toBeUndefined();
    expect(catalogImageHeadLength(new Uint8Array(80))).toBeUndefined();
    // Only the head there yet: the image is whole and the engine computes with it.
    const part = new Uint8Array(bytes.length);
    part.set(bytes.subarray(0, head));
    let rests = 0;
    const decoded = decodeCatalogImage(part, 'retro', () => {
      rests += 1;
      part.set(bytes.subarray(head), head);
    });
    expect(unpackCatalogImage(decoded.image!).words).toEqual(buildCatalogImage(catalog, 'retro'));
    expect(rests).toBe(0);
    expect(decoded.catalog()).toEqual(catalog);
    expect(rests).toBe(1);
    // A rest that cannot be read refuses the container when the catalogue is read; a wrong rest, by its checksum.
    const cut = new Uint8Array(bytes.length);
    cut.set(bytes.subarray(0, head));
    const unread = decodeCatalogImage(cut, 'retro', () => {
      throw new Error('the file copy is shorter than it was');
    });
    expect(unread.image).not.toBeNull();
    expect(() => unread.catalog()).toThrow(/JSON part could not be read: the file copy is shorter than it was/);
    expect(refusalOf(() => unread.catalog())).toBe('truncated');
    const wrong = decodeCatalogImage(cut.slice(), 'retro', () => undefined);
    expect(refusalOf(() => wrong.catalog())).toBe('checksum');
  });

  it('is refused by an engine of other rules', async () => {
    const decoded = decodeCatalogImage(bytes, 'retro');
    await expect(createEngine({ variant: 'dofus', image: decoded.image!, catalog: () => decoded.catalog() })).rejects.toThrow(/memory image of the retro rules/);
  });

  const sources: [string, () => Promise<Catalog>][] = [['fixtures', () => fixtureCatalog('retro')]];
  if (hasRealData) sources.push(['full retro', () => realCatalog('retro')]);
  for (const [name, load] of sources) {
    it(`copied into memory, agrees with the JSON layout and the reference on random stuffs, and not once a table is corrupted (${name})`, async () => {
      const built = await load();
      const container = encode(built);
      const fromJson: Engine = await createEngine({ variant: 'retro', catalog: JSON.parse(JSON.stringify(built)) as Catalog });
      const decoded = decodeCatalogImage(container, 'retro');
      const fromImage: Engine = await createEngine({ variant: 'retro', image: decoded.image!, catalog: () => decoded.catalog() });
      fc.assert(
        fc.property(stuffArbitrary(built, { unknownIds: true }), (stuff) => {
          const sheet = fromImage.computeStats(stuff);
          expect(sheet).toEqual(fromJson.computeStats(stuff));
          expect(sheet).toEqual(referenceComputeStats(built, stuff));
          expect(fromImage.checkConditions(stuff)).toEqual(fromJson.checkConditions(stuff));
          expect(fromImage.checkSlotRules(stuff)).toEqual(fromJson.checkSlotRules(stuff));
          expect(fromImage.weaponDamage(stuff)).toEqual(fromJson.weaponDamage(stuff));
        }),
        { numRuns: 150 },
      );

      // The perturbation check: one value of the item stat table changed, and the sheets disagree.
      const row = built.items.findIndex((item) => item.stats.some(([key]) => key === 'vitality'));
      const words = buildCatalogImage(built, 'retro');
      words[words[IMAGE_TOC.itemStats] + row * STAT_STRIDE + STAT_INDEX.vitality] += 1;
      const corrupted = decodeCatalogImage(encode(built, undefined, words), 'retro');
      const fromCorrupted = await createEngine({ variant: 'retro', image: corrupted.image!, catalog: () => corrupted.catalog() });
      const stuff: StuffInput = { classId: 1, level: 200, items: { [slotsForCategory(built.items[row].category)[0]]: built.items[row].id } };
      expect(fromCorrupted.computeStats(stuff)).not.toEqual(fromJson.computeStats(stuff));
      expect(fromCorrupted.computeStats(stuff).stats.vitality).toBe(fromJson.computeStats(stuff).stats.vitality + 1);
    }, 120_000);
  }
});
