/**
 * The engine's binary catalogue (issue 23): what the server sends the engine worker instead of the
 * contract-checked JSON, and what the worker keeps in the browser's store. One function builds it
 * (`encodeCatalogBinary`, or `layOutCatalogBinary` + `fnv1a32` in parts + `setCatalogBinaryChecksum` for the
 * server, which builds it on the first request without blocking its event loop; and by the tests on the
 * reference's catalogue), one reads it (`decodeCatalogBinary`, the worker).
 *
 * Layout (little-endian):
 *
 * | bytes | what |
 * | --- | --- |
 * | 0–3 | magic `TFLC` |
 * | 4–7 | format version (`CATALOG_BINARY_FORMAT`): a reader refuses any other |
 * | 8–11 | payload length in bytes |
 * | 12–15 | FNV-1a 32-bit checksum of everything from byte 16 to the end |
 * | 16–17, … | variant (length, UTF-8) |
 * | …, … | data version (length, UTF-8): the catalogue's `version` |
 * | … | payload: the `Catalog` as UTF-8 JSON text (the engine's own type, in `Catalog`'s field order) |
 *
 * The header is what replaces the contract's schema check on this path: the bytes were written by
 * this very encoder from a catalogue the server checked (same format version), and the checksum
 * proves they arrived whole; anything else is refused with a `CatalogBinaryError` and the caller
 * falls back to the JSON route. JSON text stays the payload because the browser's parser builds the
 * catalogue's objects faster than any decoder written in JavaScript could.
 */
import type { Catalog } from './catalog.ts';

/** Bumped whenever the layout above or the `Catalog` type changes shape. */
export const CATALOG_BINARY_FORMAT = 1;
export const CATALOG_BINARY_MAGIC = 0x434c4654; // 'TFLC' read as a little-endian u32
const HEADER_BYTES = 16;

export type CatalogBinaryProblem = 'truncated' | 'magic' | 'format' | 'checksum' | 'payload' | 'variant';

/** A binary catalogue that cannot be used: `problem` says why (the worker then loads the JSON). */
export class CatalogBinaryError extends Error {
  override readonly name = 'CatalogBinaryError';

  constructor(
    readonly problem: CatalogBinaryProblem,
    message: string,
  ) {
    super(`binary catalogue refused (${problem}): ${message}`);
  }
}

/** What the header says, read without decoding the payload. */
export interface CatalogBinaryHeader {
  format: number;
  variant: string;
  version: string;
  /** Where the JSON payload starts. */
  payloadOffset: number;
}

/** FNV-1a's 32-bit offset basis: the hash of nothing, where a checksum in parts starts. */
export const FNV1A32_SEED = 0x811c9dc5;

/** Where the checksum starts: everything after the 16-byte header is covered. */
export const CATALOG_BINARY_CHECKSUM_START = HEADER_BYTES;

/**
 * FNV-1a, 32 bits, of `bytes` from `start` to `end` (fast enough in JS for 2.5 MB: a few
 * milliseconds), continuing from `hash`: the server checksums a catalogue in parts, yielding to
 * its event loop between them, and gets the same value as one call.
 */
export function fnv1a32(bytes: Uint8Array, start = 0, end = bytes.length, hash = FNV1A32_SEED): number {
  for (let index = start; index < end; index++) {
    hash ^= bytes[index];
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The binary catalogue of `catalog` with its checksum field still 0: the caller computes
 * `fnv1a32` from `CATALOG_BINARY_CHECKSUM_START` (at once or in parts) and seals it with
 * `setCatalogBinaryChecksum`. `catalogJson` is the catalogue's text when the caller holds it.
 */
export function layOutCatalogBinary(catalog: Pick<Catalog, 'variant' | 'version'>, catalogJson: string = JSON.stringify(catalog)): Uint8Array {
  const encoder = new TextEncoder();
  const variant = encoder.encode(catalog.variant);
  const version = encoder.encode(catalog.version);
  const payload = encoder.encode(catalogJson);
  if (variant.length > 0xffff || version.length > 0xffff) throw new Error('encodeCatalogBinary: variant or version too long');
  const bytes = new Uint8Array(HEADER_BYTES + 2 + variant.length + 2 + version.length + payload.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, CATALOG_BINARY_MAGIC, true);
  view.setUint32(4, CATALOG_BINARY_FORMAT, true);
  view.setUint32(8, payload.length, true);
  bytes.set(payload, writeCatalogHeaderStrings(bytes, view, HEADER_BYTES, variant, version));
  return bytes;
}

/** Writes the variant and the data version (UTF-8, each after its u16 length) from `at`; answers where they end. */
export function writeCatalogHeaderStrings(bytes: Uint8Array, view: DataView, at: number, variant: Uint8Array, version: Uint8Array): number {
  view.setUint16(at, variant.length, true);
  bytes.set(variant, at + 2);
  at += 2 + variant.length;
  view.setUint16(at, version.length, true);
  bytes.set(version, at + 2);
  return at + 2 + version.length;
}

/** Writes the checksum of a laid-out binary catalogue (`layOutCatalogBinary`). */
export function setCatalogBinaryChecksum(bytes: Uint8Array, checksum: number): void {
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).setUint32(12, checksum >>> 0, true);
}

/** The binary catalogue of `catalog`, as `catalogJson` text when the caller already holds it (the server's stored text). */
export function encodeCatalogBinary(catalog: Pick<Catalog, 'variant' | 'version'>, catalogJson: string = JSON.stringify(catalog)): Uint8Array {
  const bytes = layOutCatalogBinary(catalog, catalogJson);
  setCatalogBinaryChecksum(bytes, fnv1a32(bytes, CATALOG_BINARY_CHECKSUM_START));
  return bytes;
}

/**
 * The part of the header both containers share: magic, format version (`format`, else refused with
 * `formatText`), then the variant and the data version as length-prefixed UTF-8 from `stringsAt`.
 * Throws CatalogBinaryError; answers where the strings end.
 */
export function openCatalogHeader(
  bytes: Uint8Array,
  format: number,
  formatText: string,
  stringsAt: number,
): { view: DataView; variant: string; version: string; end: number } {
  if (bytes.length < stringsAt + 4) throw new CatalogBinaryError('truncated', `${bytes.length} bytes, shorter than a header`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== CATALOG_BINARY_MAGIC) throw new CatalogBinaryError('magic', 'not a Tofulab catalogue');
  const found = view.getUint32(4, true);
  if (found !== format) throw new CatalogBinaryError('format', `format version ${found}, this engine reads ${formatText} ${format}`);
  const decoder = new TextDecoder();
  let at = stringsAt;
  const text = (): string => {
    if (at + 2 > bytes.length) throw new CatalogBinaryError('truncated', 'header cut short');
    const length = view.getUint16(at, true);
    if (at + 2 + length > bytes.length) throw new CatalogBinaryError('truncated', 'header cut short');
    const value = decoder.decode(bytes.subarray(at + 2, at + 2 + length));
    at += 2 + length;
    return value;
  };
  const variant = text();
  const version = text();
  return { view, variant, version, end: at };
}

/** Reads and checks the header (magic, format version, lengths, checksum); throws CatalogBinaryError. */
export function readCatalogBinaryHeader(bytes: Uint8Array): CatalogBinaryHeader {
  const { view, variant, version, end: at } = openCatalogHeader(bytes, CATALOG_BINARY_FORMAT, 'version', HEADER_BYTES);
  const payloadLength = view.getUint32(8, true);
  if (at + payloadLength !== bytes.length) {
    throw new CatalogBinaryError('truncated', `${bytes.length - at} bytes of payload, the header says ${payloadLength}`);
  }
  const checksum = fnv1a32(bytes, HEADER_BYTES);
  if (checksum !== view.getUint32(12, true)) throw new CatalogBinaryError('checksum', 'the bytes do not match their checksum');
  return { format: CATALOG_BINARY_FORMAT, variant, version, payloadOffset: at };
}

/**
 * The catalogue held by `bytes`, checked (header, checksum, and that it is `expectedVariant`'s when
 * given). Throws CatalogBinaryError, never returns a partial catalogue.
 */
export function decodeCatalogBinary(bytes: Uint8Array, expectedVariant?: string): Catalog {
  const header = readCatalogBinaryHeader(bytes);
  if (expectedVariant !== undefined && header.variant !== expectedVariant) {
    throw new CatalogBinaryError('variant', `a ${header.variant} catalogue, ${expectedVariant} was asked`);
  }
  let catalog: Catalog;
  try {
    catalog = JSON.parse(new TextDecoder().decode(bytes.subarray(header.payloadOffset))) as Catalog;
  } catch (error) {
    throw new CatalogBinaryError('payload', error instanceof Error ? error.message : String(error));
  }
  if (catalog?.variant !== header.variant || catalog.version !== header.version || !Array.isArray(catalog.items)) {
    throw new CatalogBinaryError('payload', 'the payload is not the catalogue its header names');
  }
  return catalog;
}
