/**
 * The engine's memory image of a catalogue (issue 23, third pass): the Int32 tables the sheet,
 * capital and conditions kernels read (what `EngineCore` lays out in linear memory), built once —
 * by the server for the engine worker, or by the core itself from a `Catalog` — so that a worker
 * copies them into linear memory in one `set` and computes its first sheet without JSON.parse and
 * without laying anything out. The tables hold catalogue rows and values, never addresses: the image
 * is position-independent, its sections are found by the offsets of its table of contents.
 *
 * Image (Int32 words; every section starts on a 4-word boundary, for the kernels' SIMD rows):
 *
 * | words | what |
 * | --- | --- |
 * | 0–15 | table of contents: counts, then each section's word offset (`TOC`), then the total |
 * | … | item ids by row (the core's id → row map) |
 * | … | item stat rows (row × STAT_STRIDE: each line's maximum) |
 * | … | set row of each item (−1 without a set) |
 * | … | set ids by row (the sheet's `sets`) |
 * | … | set bonus rows (set × pieces × STAT_STRIDE) |
 * | … | capital lookup and tiers (`capitalTableWords`) |
 * | … | condition tables: per item, per group, per atom (`CONDITION_LAYOUT`) |
 *
 * Container (format 4 of the binary catalogue, `application/vnd.tofulab.catalog-image`, little-endian;
 * format 2 held the image unpacked, 2.2 times the binary, mostly zero stat columns; format 3 had one
 * checksum of the whole, so the first sheet waited for the 2.4 MB JSON text to be checksummed):
 *
 * | bytes | what |
 * | --- | --- |
 * | 0–3 | magic `TFLC` |
 * | 4–7 | format version (`CATALOG_IMAGE_FORMAT`) |
 * | 8–11 | JSON payload length in bytes |
 * | 12–15 | FNV-1a 32-bit checksum of the JSON part, continuing from the image checksum (so, of every byte from 16 on but 28–31) |
 * | 16–19 | engine layout version (`CATALOG_IMAGE_LAYOUT`): the image is used only by an engine of this layout |
 * | 20–23 | packed image length in bytes |
 * | 24–27 | image length in words, once unpacked |
 * | 28–31 | image checksum: FNV-1a 32-bit of bytes 16–27, then of byte 32 to the packed image's end |
 * | 32–33, … | variant (length, UTF-8): the rules the image's tables were built for |
 * | …, … | data version (length, UTF-8): the catalogue's `version` |
 * | … | zero padding to a multiple of 16 bytes |
 * | … | the image, packed: records of (zero words, literal words n, then the n words); a run of fewer
 *   than three zeros stays among the literals (`packImageWords`) |
 * | … | the `Catalog` as UTF-8 JSON text: names, damage, Cacminator, Panominator… (parsed on first use) |
 *
 * A reader refuses another magic or format, cut-short bytes, a bad image checksum or another variant
 * (`CatalogBinaryError`), and the JSON part when it is read (`catalog()`) if it does not match its
 * own checksum; an image of another layout version is not refused but left unused (`image: null`):
 * the JSON part is still the catalogue, laid out the slow way.
 */
import { isUnevaluable, type ConditionOperator, type ConditionSubject } from '../../game/item-conditions.ts';
import { PRIMARY_STATS, STAT_INDEX, STAT_KEYS, type PrimaryStat, type StatKey } from '../../game/stats.ts';
import type { Variant } from '../../game/variants.ts';
import type { Catalog, CatalogItem, CatalogSet } from './catalog.ts';
import {
  CATALOG_BINARY_CHECKSUM_START,
  CATALOG_BINARY_MAGIC,
  CatalogBinaryError,
  FNV1A32_SEED,
  fnv1a32,
  openCatalogHeader,
  setCatalogBinaryChecksum,
  writeCatalogHeaderStrings,
} from './catalog-binary.ts';
import { capitalTableWords } from './capital.ts';
import { CONDITION_LAYOUT } from './conditions-layout.ts';
import { CAPITAL_LAYOUT, STAT_STRIDE } from './layout.ts';
import { setBonusFor } from './sheet-common.ts';

/** The binary catalogue's format version of this container (format 1 is the JSON-only `catalog-binary.ts`). */
export const CATALOG_IMAGE_FORMAT = 4;

/** Bump whenever the image's tables change meaning without a change of the constants hashed below. */
const IMAGE_REVISION = 1;

/**
 * The engine layout version: the revision above and every constant the tables' shape depends on
 * (stat columns and their order, the capital and conditions layouts), hashed. A server and a worker
 * of different builds disagree on it, and the worker then lays the JSON part out itself.
 */
export const CATALOG_IMAGE_LAYOUT = fnv1a32(
  new TextEncoder().encode(JSON.stringify([IMAGE_REVISION, STAT_KEYS, STAT_STRIDE, PRIMARY_STATS, CAPITAL_LAYOUT, CONDITION_LAYOUT])),
);

/** Table of contents: word indexes of the image's first 16 words. */
export const IMAGE_TOC = {
  itemCount: 0,
  setCount: 1,
  /** Set bonus rows per set (1 + the largest piece count). */
  stride: 2,
  itemIds: 3,
  itemStats: 4,
  itemSet: 5,
  setIds: 6,
  setBonus: 7,
  capitalRows: 8,
  capitalTiers: 9,
  conditionItems: 10,
  conditionGroups: 11,
  conditionAtoms: 12,
  /** The image's length in words. */
  words: 13,
  size: 16,
} as const;

/** A catalogue's memory image (`buildCatalogImage`), with what its header says it is. */
export interface CatalogImage {
  variant: string;
  version: string;
  words: Int32Array;
}

/**
 * A memory image as its container holds it (`decodeCatalogImage`): the packed records, already
 * checked to add up to `wordCount` words with a well-formed table of contents, which the engine
 * unpacks straight into linear memory (no 3 MB array of words to allocate and copy again).
 */
export interface PackedCatalogImage {
  variant: string;
  version: string;
  packed: Int32Array;
  /** The image's length in words once unpacked. */
  wordCount: number;
  /** The image's table of contents (its first `IMAGE_TOC.size` words). */
  toc: Int32Array;
}

/** The words of an image, packed or not (tests and tools; the engine unpacks into its memory itself). */
export function unpackCatalogImage(image: CatalogImage | PackedCatalogImage): CatalogImage {
  if (!('packed' in image)) return image;
  return { variant: image.variant, version: image.version, words: unpackImageWords(image.packed, image.wordCount) };
}

/** Items handled between two pauses of `buildCatalogImageInParts` (a few ms each). */
const PART_ITEMS = 1024;

/** The sheet kernel's item and set tables of a catalogue (`setCatalog`), pausing (`yield`) every `partItems` items. */
function* sheetTables(items: readonly CatalogItem[], sets: readonly CatalogSet[], partItems = PART_ITEMS) {
  const setRow = new Map(sets.map((set, row) => [set.id, row]));
  let stride = 1;
  for (const set of sets) {
    stride = Math.max(stride, 1 + set.itemIds.length);
    for (const bonus of set.bonuses) stride = Math.max(stride, 1 + bonus.items);
  }
  const itemStats = new Int32Array(items.length * STAT_STRIDE);
  const itemSet = new Int32Array(Math.max(1, items.length));
  for (let row = 0; row < items.length; row++) {
    if (row > 0 && row % partItems === 0) yield;
    const item = items[row];
    const base = row * STAT_STRIDE;
    for (const [key, , max] of item.stats) itemStats[base + STAT_INDEX[key]] += max;
    itemSet[row] = setRow.get(item.setId) ?? -1;
  }
  const setBonus = new Int32Array(Math.max(1, sets.length * stride * STAT_STRIDE));
  sets.forEach((set, row) => {
    for (let pieces = 0; pieces < stride; pieces++) {
      const base = (row * stride + pieces) * STAT_STRIDE;
      for (const [key, value] of setBonusFor(set, pieces)) setBonus[base + STAT_INDEX[key]] += value;
    }
  });
  return { itemStats, itemSet, setBonus, stride };
}

const SUBJECT_KIND_OF: Readonly<Record<string, number>> = {
  level: CONDITION_LAYOUT.subjectLevel,
  class: CONDITION_LAYOUT.subjectClass,
  sex: CONDITION_LAYOUT.subjectSex,
  set_bonus: CONDITION_LAYOUT.subjectSetBonus,
};
const OPERATOR_CODE: Readonly<Record<ConditionOperator, number>> = {
  '>': CONDITION_LAYOUT.opGreater,
  '<': CONDITION_LAYOUT.opLess,
  '=': CONDITION_LAYOUT.opEqual,
  '!': CONDITION_LAYOUT.opNotEqual,
};
const PRIMARY_INDEX = Object.fromEntries(PRIMARY_STATS.map((key, index) => [key, index])) as Record<PrimaryStat, number>;

/** [kind, index] of an atom's subject in the kernel's encoding. */
export function encodeConditionSubject(subject: ConditionSubject): [number, number] {
  if (subject.startsWith('stat:')) return [CONDITION_LAYOUT.subjectStat, STAT_INDEX[subject.slice(5) as StatKey]];
  if (subject.startsWith('base:')) return [CONDITION_LAYOUT.subjectBase, PRIMARY_INDEX[subject.slice(5) as PrimaryStat]];
  return [SUBJECT_KIND_OF[subject], 0];
}

/** The conditions kernel's three tables (`setConditionTables`; layout: conditions-layout.ts), pausing every `partItems` items. */
function* conditionTables(items: readonly CatalogItem[], partItems = PART_ITEMS): Generator<void, { itemGroups: Int32Array; groups: Int32Array; atoms: Int32Array }> {
  const LAYOUT = CONDITION_LAYOUT;
  const itemGroups = new Int32Array(Math.max(1, items.length * LAYOUT.itemWords));
  const groups: number[] = [];
  const atoms: number[] = [];
  for (let row = 0; row < items.length; row++) {
    if (row > 0 && row % partItems === 0) yield;
    const item = items[row];
    const conditions = item.conditions ?? [];
    if (conditions.length > LAYOUT.maxGroups) {
      throw new Error(`engine: item ${item.id} has ${conditions.length} condition groups, the kernel takes at most ${LAYOUT.maxGroups}`);
    }
    itemGroups[row * LAYOUT.itemWords] = groups.length / LAYOUT.groupWords;
    itemGroups[row * LAYOUT.itemWords + 1] = conditions.length;
    for (const group of conditions) {
      groups.push(atoms.length / LAYOUT.atomWords, group.length);
      for (const atom of group) {
        if (isUnevaluable(atom)) atoms.push(LAYOUT.subjectUnevaluable, 0, 0, 0);
        else atoms.push(...encodeConditionSubject(atom[0]), OPERATOR_CODE[atom[1]], atom[2]);
      }
    }
  }
  return { itemGroups, groups: Int32Array.from(groups.length ? groups : [0]), atoms: Int32Array.from(atoms.length ? atoms : [0]) };
}

const alignTo4 = (words: number): number => Math.ceil(words / 4) * 4;

/** The memory image of `catalog` for the `variant` rules (capital tables are the variant's). */
export function buildCatalogImage(catalog: Pick<Catalog, 'items' | 'sets' | 'classes'>, variant: Variant): Int32Array {
  const parts = catalogImageParts(catalog, variant, Number.MAX_SAFE_INTEGER);
  for (;;) {
    const step = parts.next();
    if (step.done) return step.value;
  }
}

/**
 * The same image built in parts, `pause` awaited between them (the server: a turn of its event loop,
 * so that the build of 8,000 items does not hold other requests for a hundred milliseconds).
 */
export async function buildCatalogImageInParts(
  catalog: Pick<Catalog, 'items' | 'sets' | 'classes'>,
  variant: Variant,
  pause: () => Promise<unknown>,
  partItems = PART_ITEMS,
): Promise<Int32Array> {
  const parts = catalogImageParts(catalog, variant, partItems);
  for (;;) {
    const step = parts.next();
    if (step.done) return step.value;
    await pause();
  }
}

function* catalogImageParts(catalog: Pick<Catalog, 'items' | 'sets' | 'classes'>, variant: Variant, partItems: number): Generator<void, Int32Array> {
  const { items, sets } = catalog;
  const sheet = yield* sheetTables(items, sets, partItems);
  yield;
  const capital = capitalTableWords(catalog, variant);
  const conditions = yield* conditionTables(items, partItems);
  yield;
  const sections: [number, ArrayLike<number>][] = [
    [IMAGE_TOC.itemIds, items.map((item) => item.id)],
    [IMAGE_TOC.itemStats, sheet.itemStats],
    [IMAGE_TOC.itemSet, sheet.itemSet],
    [IMAGE_TOC.setIds, sets.map((set) => set.id)],
    [IMAGE_TOC.setBonus, sheet.setBonus],
    [IMAGE_TOC.capitalRows, capital.rows],
    [IMAGE_TOC.capitalTiers, capital.tiers],
    [IMAGE_TOC.conditionItems, conditions.itemGroups],
    [IMAGE_TOC.conditionGroups, conditions.groups],
    [IMAGE_TOC.conditionAtoms, conditions.atoms],
  ];
  let total: number = IMAGE_TOC.size;
  const offsets = sections.map(([, values]) => {
    const at = total;
    total = alignTo4(total + Math.max(1, values.length));
    return at;
  });
  const words = new Int32Array(total);
  words[IMAGE_TOC.itemCount] = items.length;
  words[IMAGE_TOC.setCount] = sets.length;
  words[IMAGE_TOC.stride] = sheet.stride;
  words[IMAGE_TOC.words] = total;
  sections.forEach(([slot, values], index) => {
    words[slot] = offsets[index];
    words.set(values, offsets[index]);
  });
  return words;
}

/**
 * Checks that `words` is a well-formed image (its table of contents inside it, sections in order
 * and sized by its counts): a checksummed image of this layout is, but the engine never trusts
 * offsets it would write through.
 */
export function checkCatalogImage(words: Int32Array): void {
  checkImageContents(words, words.length);
}

/** `checkCatalogImage` from the image's table of contents (`toc`, at least its first `IMAGE_TOC.size` words) and its length in words. */
function checkImageContents(words: Int32Array, wordCount: number): void {
  const refuse = (message: string): never => {
    throw new CatalogBinaryError('payload', `memory image: ${message}`);
  };
  if (wordCount < IMAGE_TOC.size || words.length < IMAGE_TOC.size || words[IMAGE_TOC.words] !== wordCount) refuse('its length is not the one it states');
  const items = words[IMAGE_TOC.itemCount];
  const sets = words[IMAGE_TOC.setCount];
  const stride = words[IMAGE_TOC.stride];
  if (items < 0 || sets < 0 || stride < 1) refuse('bad counts');
  const minimum: [number, number][] = [
    [IMAGE_TOC.itemIds, items],
    [IMAGE_TOC.itemStats, items * STAT_STRIDE],
    [IMAGE_TOC.itemSet, Math.max(1, items)],
    [IMAGE_TOC.setIds, sets],
    [IMAGE_TOC.setBonus, Math.max(1, sets * stride * STAT_STRIDE)],
    [IMAGE_TOC.capitalRows, CAPITAL_LAYOUT.classIdLimit],
    [IMAGE_TOC.capitalTiers, 1],
    [IMAGE_TOC.conditionItems, Math.max(1, items * CONDITION_LAYOUT.itemWords)],
    [IMAGE_TOC.conditionGroups, 1],
    [IMAGE_TOC.conditionAtoms, 1],
  ];
  let end = IMAGE_TOC.size;
  for (const [slot, length] of minimum) {
    const at = words[slot];
    if (at < end || at % 4 !== 0) refuse('sections out of order');
    end = at + length;
  }
  if (end > wordCount) refuse('sections past its end');
}

const LITTLE_ENDIAN = new Uint8Array(Int32Array.of(1).buffer)[0] === 1;

/** The image's header fields (after the binary catalogue's 16 bytes). */
const LAYOUT_AT = 16;
const IMAGE_LENGTH_AT = 20;
const IMAGE_WORDS_AT = 24;
const IMAGE_CHECKSUM_AT = 28;
const STRINGS_AT = 32;

/** Zero words a literal run absorbs rather than closing a record (a record costs two words). */
const ZERO_RUN_MIN = 3;

/**
 * The image's words as records `(zeros, n, n literal words)` (the retro image: 741,924 words of
 * which 662,380 are zero → 124,761 words). Shared by the container's writer and its tests.
 */
export function packImageWords(words: Int32Array): Int32Array {
  const out = new Int32Array(words.length + 2 * Math.ceil(words.length / ZERO_RUN_MIN) + 2);
  let length = 0;
  let at = 0;
  while (at < words.length) {
    const zerosFrom = at;
    while (at < words.length && words[at] === 0) at++;
    const literalsFrom = at;
    // A literal run ends at ZERO_RUN_MIN zeros in a row (or at the end).
    while (at < words.length) {
      if (words[at] === 0) {
        let zeros = 1;
        while (zeros < ZERO_RUN_MIN && at + zeros < words.length && words[at + zeros] === 0) zeros++;
        if (zeros >= ZERO_RUN_MIN || at + zeros === words.length) break;
        at += zeros;
      } else at++;
    }
    out[length++] = literalsFrom - zerosFrom;
    out[length++] = at - literalsFrom;
    out.set(words.subarray(literalsFrom, at), length);
    length += at - literalsFrom;
  }
  return out.slice(0, length);
}

/** The words `packImageWords` packed, `count` of them; throws CatalogBinaryError('payload') on records that do not add up. */
export function unpackImageWords(packed: Int32Array, count: number): Int32Array {
  checkPackedRecords(packed, count);
  const words = new Int32Array(count);
  unpackImageInto(packed, words, 0);
  return words;
}

/**
 * Checks that packed records add up to `count` words and stay inside `packed`, and returns the
 * image's first `IMAGE_TOC.size` words (its table of contents; fewer when the image is shorter).
 * One step per record (the retro image: 12,605), not per word. Throws CatalogBinaryError('payload').
 */
export function checkPackedRecords(packed: Int32Array, count: number): Int32Array {
  const toc = new Int32Array(Math.min(count, IMAGE_TOC.size));
  let at = 0;
  let read = 0;
  while (read < packed.length) {
    if (read + 2 > packed.length) throw new CatalogBinaryError('payload', 'memory image: a packed record cut short');
    const zeros = packed[read];
    const literals = packed[read + 1];
    read += 2;
    if (zeros < 0 || literals < 0 || at + zeros + literals > count || read + literals > packed.length) {
      throw new CatalogBinaryError('payload', 'memory image: packed records past the image or the container');
    }
    at += zeros;
    for (let index = 0; index < literals && at + index < toc.length; index++) toc[at + index] = packed[read + index];
    at += literals;
    read += literals;
  }
  if (at !== count) throw new CatalogBinaryError('payload', `memory image: packed records give ${at} words, the header says ${count}`);
  return toc;
}

/**
 * Writes the words of records `checkPackedRecords` accepted into `target` from word `offset`,
 * literals only: the zero runs must already be zero there (fresh linear memory, a new array).
 * One plain loop, no subarray per record: a cold engine runs it before any optimising compiler
 * has seen it (issue 23: copying each record through a subarray took 30–80 ms in the browser's
 * worker, against a few for this loop).
 */
export function unpackImageInto(packed: Int32Array, target: Int32Array, offset: number): void {
  let at = offset;
  let read = 0;
  const length = packed.length;
  while (read < length) {
    at += packed[read];
    const end = read + 2 + packed[read + 1];
    for (read += 2; read < end; read++) target[at++] = packed[read];
  }
}

/**
 * The container of `catalog` for its own variant's rules: header, memory image, JSON text
 * (`catalogJson` when the caller holds it), checksum fields 0 (`sealCatalogImage` seals them, or a
 * writer in parts over `catalogImageChecksumParts`).
 */
export function layOutCatalogImage(
  catalog: Pick<Catalog, 'variant' | 'version' | 'items' | 'sets' | 'classes'>,
  catalogJson: string = JSON.stringify(catalog),
  image: Int32Array = buildCatalogImage(catalog, catalog.variant),
): Uint8Array {
  const encoder = new TextEncoder();
  const variant = encoder.encode(catalog.variant);
  const version = encoder.encode(catalog.version);
  const payload = encoder.encode(catalogJson);
  if (variant.length > 0xffff || version.length > 0xffff) throw new Error('layOutCatalogImage: variant or version too long');
  const imageAt = Math.ceil((STRINGS_AT + 4 + variant.length + version.length) / 16) * 16;
  const packed = packImageWords(image);
  const imageBytes = packed.byteLength;
  const bytes = new Uint8Array(imageAt + imageBytes + payload.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, CATALOG_BINARY_MAGIC, true);
  view.setUint32(4, CATALOG_IMAGE_FORMAT, true);
  view.setUint32(8, payload.length, true);
  view.setUint32(LAYOUT_AT, CATALOG_IMAGE_LAYOUT, true);
  view.setUint32(IMAGE_LENGTH_AT, imageBytes, true);
  view.setUint32(IMAGE_WORDS_AT, image.length, true);
  writeCatalogHeaderStrings(bytes, view, STRINGS_AT, variant, version);
  // Little-endian words: one copy on a little-endian host (every engine host in practice), word by word otherwise.
  if (LITTLE_ENDIAN) bytes.set(new Uint8Array(packed.buffer, packed.byteOffset, imageBytes), imageAt);
  else {
    const imageView = new DataView(bytes.buffer, imageAt, imageBytes);
    for (let index = 0; index < packed.length; index++) imageView.setInt32(index * 4, packed[index], true);
  }
  bytes.set(payload, imageAt + imageBytes);
  return bytes;
}

/**
 * The byte ranges a laid-out container's two checksums cover, in the order they are hashed:
 * `image` (the image checksum, from the seed), then `payload` (the JSON part, continuing from the
 * image checksum; its result is the checksum at bytes 12–15). Each range is `[start, end)`.
 */
export function catalogImageChecksumParts(bytes: Uint8Array): { image: [number, number][]; payload: [number, number] } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const imageEnd = bytes.length - view.getUint32(8, true);
  return {
    image: [
      [CATALOG_BINARY_CHECKSUM_START, IMAGE_CHECKSUM_AT],
      [STRINGS_AT, imageEnd],
    ],
    payload: [imageEnd, bytes.length],
  };
}

/** The image checksum of a container (over `catalogImageChecksumParts(bytes).image`). */
function imageChecksumOf(bytes: Uint8Array, parts: ReturnType<typeof catalogImageChecksumParts>): number {
  let hash = FNV1A32_SEED;
  for (const [start, end] of parts.image) hash = fnv1a32(bytes, start, end, hash);
  return hash;
}

/** Writes a laid-out container's image checksum (bytes 28–31). */
export function setCatalogImageChecksum(bytes: Uint8Array, checksum: number): void {
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).setUint32(IMAGE_CHECKSUM_AT, checksum >>> 0, true);
}

/** Computes and writes both checksums of a laid-out container (`layOutCatalogImage`) at once. */
export function sealCatalogImage(bytes: Uint8Array): Uint8Array {
  const parts = catalogImageChecksumParts(bytes);
  const hash = imageChecksumOf(bytes, parts);
  setCatalogImageChecksum(bytes, hash);
  setCatalogBinaryChecksum(bytes, fnv1a32(bytes, parts.payload[0], parts.payload[1], hash));
  return bytes;
}

/** A decoded image container: the image when its layout is this engine's, and the JSON part parsed on demand. */
export interface DecodedCatalogImage {
  variant: string;
  version: string;
  /** The layout version the header names. */
  layout: number;
  /** Null when the image is another engine layout's: `catalog()` is then the only way in. */
  image: PackedCatalogImage | null;
  /** Parses the JSON part (once): the catalogue its header names, or CatalogBinaryError('payload'). */
  catalog(): Catalog;
}

/**
 * How many of a container's first bytes hold its header and memory image, all that its first sheet
 * needs (the JSON part follows them: 2.4 of the Retro container's 2.9 MB), read from its first bytes
 * (`head`: the header and its two strings, a few dozen bytes); undefined when `head` is cut short
 * or not the start of such a container.
 */
export function catalogImageHeadLength(head: Uint8Array): number | undefined {
  try {
    const { view, end } = openCatalogHeader(head, CATALOG_IMAGE_FORMAT, "the memory image's version", STRINGS_AT);
    return Math.ceil(end / 16) * 16 + view.getUint32(IMAGE_LENGTH_AT, true);
  } catch {
    return undefined;
  }
}

/**
 * Reads a container: header, image checksum, and that it is `expectedVariant`'s when given; the JSON
 * part is checked against its checksum and parsed only by `catalog()` (the Retro image's part is
 * 0.5 MB of the 2.9: the first sheet no longer waits for the rest to be checksummed). Throws
 * CatalogBinaryError.
 *
 * `readRest`: `bytes` has the container's whole length but only its head is read yet
 * (`catalogImageHeadLength`); `catalog()` calls it to read the rest into them before the JSON part is
 * checked, and refuses the container (`truncated`) when it throws.
 */
export function decodeCatalogImage(bytes: Uint8Array, expectedVariant?: string, readRest?: () => void): DecodedCatalogImage {
  const { view, variant, version, end: at } = openCatalogHeader(bytes, CATALOG_IMAGE_FORMAT, "the memory image's version", STRINGS_AT);
  const imageAt = Math.ceil(at / 16) * 16;
  const imageBytes = view.getUint32(IMAGE_LENGTH_AT, true);
  const payloadLength = view.getUint32(8, true);
  if (imageBytes % 4 !== 0 || imageAt + imageBytes + payloadLength !== bytes.length) {
    throw new CatalogBinaryError('truncated', `${bytes.length} bytes, the header says ${imageAt + imageBytes + payloadLength}`);
  }
  const parts = catalogImageChecksumParts(bytes);
  const imageHash = imageChecksumOf(bytes, parts);
  if (imageHash !== view.getUint32(IMAGE_CHECKSUM_AT, true)) {
    throw new CatalogBinaryError('checksum', 'the memory image does not match its checksum');
  }
  if (expectedVariant !== undefined && variant !== expectedVariant) {
    throw new CatalogBinaryError('variant', `a ${variant} catalogue, ${expectedVariant} was asked`);
  }
  const layout = view.getUint32(LAYOUT_AT, true);
  let image: PackedCatalogImage | null = null;
  if (layout === CATALOG_IMAGE_LAYOUT && LITTLE_ENDIAN) {
    // Read in place when the bytes sit on a 4-byte boundary (a fetched or stored body does).
    const start = bytes.byteOffset + imageAt;
    const packed = start % 4 === 0 ? new Int32Array(bytes.buffer, start, imageBytes / 4) : new Int32Array(bytes.slice(imageAt, imageAt + imageBytes).buffer);
    const wordCount = view.getUint32(IMAGE_WORDS_AT, true);
    // Checked here (records and contents), unpacked by the engine straight into its memory.
    const toc = checkPackedRecords(packed, wordCount);
    checkImageContents(toc, wordCount);
    image = { variant, version, packed, wordCount, toc };
  }
  const payload = bytes.subarray(imageAt + imageBytes);
  let parsed: Catalog | undefined;
  return {
    variant,
    version,
    layout,
    image,
    catalog() {
      if (parsed) return parsed;
      try {
        readRest?.();
      } catch (error) {
        throw new CatalogBinaryError('truncated', `the JSON part could not be read: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (fnv1a32(bytes, parts.payload[0], parts.payload[1], imageHash) !== view.getUint32(12, true)) {
        throw new CatalogBinaryError('checksum', 'the JSON part does not match its checksum');
      }
      let catalog: Catalog;
      try {
        catalog = JSON.parse(new TextDecoder().decode(payload)) as Catalog;
      } catch (error) {
        throw new CatalogBinaryError('payload', error instanceof Error ? error.message : String(error));
      }
      if (catalog?.variant !== variant || catalog.version !== version || !Array.isArray(catalog.items)) {
        throw new CatalogBinaryError('payload', 'the payload is not the catalogue its header names');
      }
      if (image && (catalog.items.length !== image.toc[IMAGE_TOC.itemCount] || catalog.sets.length !== image.toc[IMAGE_TOC.setCount])) {
        throw new CatalogBinaryError('payload', 'the payload is not the catalogue of its memory image');
      }
      return (parsed = catalog);
    },
  };
}
