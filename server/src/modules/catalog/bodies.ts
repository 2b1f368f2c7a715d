/**
 * The encoded catalogues of one app: each (game, version, encoding) encoded once and served from
 * memory (`EncodedBodies`), and the slots that bound how many are written at once.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  buildCatalogImageInParts,
  CATALOG_BINARY_CHECKSUM_START,
  catalogImageChecksumParts,
  setCatalogImageChecksum,
  fnv1a32,
  FNV1A32_SEED,
  layOutCatalogBinary,
  layOutCatalogImage,
  setCatalogBinaryChecksum,
  type Catalog,
} from '#engine';
import { EncodedBodies, Slots } from '#server/http/encoded-bodies';
import type { CatalogRepository } from './repository.ts';

/** Catalogue answers written at once; the rest wait (at most `HEAVY_QUEUE`, `HEAVY_WAIT_MS` each). */
const HEAVY_SLOTS = 32;
const HEAVY_QUEUE = 512;
const HEAVY_WAIT_MS = 10_000;

/** What the catalogue route keeps between requests: one per app. */
export interface CatalogBodies {
  bodies: EncodedBodies;
  slots: Slots;
}

export interface HeavyLimits {
  slots: number;
  queue: number;
  waitMs: number;
}

export function createCatalogBodies(limits: HeavyLimits = { slots: HEAVY_SLOTS, queue: HEAVY_QUEUE, waitMs: HEAVY_WAIT_MS }): CatalogBodies {
  return { bodies: new EncodedBodies(), slots: new Slots(limits.slots, limits.queue, limits.waitMs) };
}

/** Reads a game's stored catalogue for `EncodedBodies`. */
export function catalogLoader(catalogs: CatalogRepository, game: string) {
  return async () => {
    const row = await catalogs.body(game);
    return row && { version: row.version, body: row.json };
  };
}

/** The key of a game's binary catalogue in `EncodedBodies` (beside the JSON's, keyed by the game). */
export function binaryKey(game: string): string {
  return `${game}:binary`;
}

/** Bytes checksummed between two turns of the event loop while a binary catalogue is built (~1 ms each). */
export const BINARY_CHECKSUM_CHUNK = 256 * 1024;

/**
 * The `variant` and `version` a stored catalogue's text starts with (`buildCatalog` writes them
 * first), read without parsing its 2.4 MB; the whole text is parsed only if it does not start so.
 */
export function catalogTextHead(json: string): { variant: string; version: string } {
  const head = /^\{"variant":("(?:[^"\\]|\\.)*"),"version":("(?:[^"\\]|\\.)*"),/.exec(json.slice(0, 512));
  if (head) return { variant: JSON.parse(head[1]!) as string, version: JSON.parse(head[2]!) as string };
  const { variant, version } = JSON.parse(json) as { variant: string; version: string };
  return { variant, version };
}

/**
 * A catalogue's text in the engine's binary container, built without holding the event loop: the
 * layout is one native copy of the text (TextEncoder), and the checksum, the only loop written in
 * JavaScript, runs in parts of `chunkBytes` with a turn of the event loop between them, so other
 * requests are answered while it is built (issue 23: the build at start-up made the overload guard
 * answer 503). Same bytes as `encodeCatalogBinary`.
 */
export async function buildCatalogBinary(json: string, chunkBytes = BINARY_CHECKSUM_CHUNK): Promise<Uint8Array> {
  const head = catalogTextHead(json);
  const bytes = layOutCatalogBinary({ variant: head.variant as never, version: head.version }, json);
  await sealInParts(bytes, chunkBytes);
  return bytes;
}

/** FNV-1a of `bytes[from, to)` continuing from `hash`, in parts of `chunkBytes` with a turn of the event loop before each. */
async function hashInParts(bytes: Uint8Array, [from, to]: [number, number], hash: number, chunkBytes: number): Promise<number> {
  for (let start = from; start < to; start += chunkBytes) {
    await nextTurn();
    hash = fnv1a32(bytes, start, Math.min(to, start + chunkBytes), hash);
  }
  return hash;
}

/** Computes and writes a laid-out container's checksum in parts, a turn of the event loop between them. */
async function sealInParts(bytes: Uint8Array, chunkBytes: number): Promise<void> {
  setCatalogBinaryChecksum(bytes, await hashInParts(bytes, [CATALOG_BINARY_CHECKSUM_START, bytes.length], FNV1A32_SEED, chunkBytes));
}

/** `sealCatalogImage` in parts: the image checksum, then the JSON part's continuing from it, a turn of the event loop between parts. */
async function sealImageInParts(bytes: Uint8Array, chunkBytes: number): Promise<void> {
  const parts = catalogImageChecksumParts(bytes);
  let hash = FNV1A32_SEED;
  for (const range of parts.image) hash = await hashInParts(bytes, range, hash, chunkBytes);
  setCatalogImageChecksum(bytes, hash);
  setCatalogBinaryChecksum(bytes, await hashInParts(bytes, parts.payload, hash, chunkBytes));
}

/**
 * A catalogue's text in the engine's memory-image container (engine/src/catalog-image.ts:
 * the laid-out tables of the sheet, capital and conditions kernels, then the same JSON text). The
 * image needs the catalogue's objects: the text is parsed (the one step that cannot be split: 10–20 ms
 * for Retro's 2.4 MB on a quiet machine), the tables built 1,024 items at a time, the container laid
 * out (native copies) and checksummed in parts (the image, then the JSON text), with a turn of the event loop between each; built on
 * the first request of the route, like the binary.
 */
export async function buildCatalogImageContainer(json: string, chunkBytes = BINARY_CHECKSUM_CHUNK): Promise<Uint8Array> {
  await nextTurn();
  const catalog = JSON.parse(json) as Catalog;
  const image = await buildCatalogImageInParts(catalog, catalog.variant, () => nextTurn());
  await nextTurn();
  const bytes = layOutCatalogImage(catalog, json, image);
  await sealImageInParts(bytes, chunkBytes);
  return bytes;
}

/** The key of a game's memory-image catalogue in `EncodedBodies`. */
export function imageKey(game: string): string {
  return `${game}:image`;
}

/** A game's stored catalogue in the memory-image container (`buildCatalogImageContainer`), built on its first request. */
export function imageCatalogLoader(catalogs: CatalogRepository, game: string) {
  return async () => {
    const row = await catalogs.body(game);
    if (!row) return undefined;
    return { version: row.version, body: await buildCatalogImageContainer(row.json) };
  };
}

/**
 * A game's stored catalogue in the engine's binary container (`buildCatalogBinary`). Built on the
 * first request of the binary, not at start-up; `EncodedBodies` shares one build between concurrent
 * requests and keeps it until the next import.
 */
export function binaryCatalogLoader(catalogs: CatalogRepository, game: string) {
  return async () => {
    const row = await catalogs.body(game);
    if (!row) return undefined;
    return { version: row.version, body: await buildCatalogBinary(row.json) };
  };
}

/** Encodes every imported catalogue's JSON ahead of the first download (start-up, after the import). */
export async function warmCatalogs(games: readonly string[], catalogs: CatalogRepository, { bodies }: CatalogBodies): Promise<void> {
  for (const game of games) {
    const stored = await catalogs.version(game);
    // The JSON only: the engine's binary is built on its first request (`binaryCatalogLoader`).
    if (stored) await bodies.warm(game, stored.version, catalogLoader(catalogs, game));
  }
}
