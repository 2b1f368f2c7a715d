/**
 * How the engine worker gets a game's catalogue, with the time of each step (issue 23: the bench
 * `bench/catalog-load.bench.ts` reads them as performance marks of the page): the request, the first
 * byte, the bytes received, parsed, converted to the engine's `Catalog` (checked), laid out in WASM
 * memory. Times are epoch milliseconds (`performance.timeOrigin + now()`), so that the page can place
 * the worker's steps on its own timeline.
 *
 * The worker first loads the engine's memory image of the catalogue (`GET /api/catalog/:game/image`,
 * engine `decodeCatalogImage`: the kernels' tables as they sit in linear memory, then the JSON text),
 * stored and revalidated like the binary below: the engine copies the image into its memory and
 * computes the first sheet before the JSON part is parsed (`loadEngineCatalog`). An image of another
 * engine layout is read through its JSON part; a refused one (dropped from the store), or a server
 * without the route, falls back to the binary: `GET /api/catalog/:game/binary` (engine
 * `decodeCatalogBinary`: format version, data version, checksum), kept in the browser's Cache
 * Storage under its entity tag (format + data version): the next visit sends that tag and, while the
 * server answers 304, reads the catalogue from the store instead of downloading it; a new import
 * (or a new format) changes the tag, the server sends the new bytes and they replace the stored ones.
 * Bytes the engine refuses (corrupted, another format) are dropped from the store and the JSON route,
 * checked against the contract, is loaded instead.
 */
import { catalogPaths, etagOfRepresentation } from '#contract/catalog-paths';
import type { Catalog, CatalogImage, DecodedCatalogImage, PackedCatalogImage } from '#engine';
import type { Variant } from '#game/variants';
import { ApiError, fetchBytes, isAbortError } from '../api-error.ts';
import { dropFileCopy, readFileCopy, writeFileCopy, type FileCopy } from './catalog-file-copy.ts';

export type CatalogLoadStep =
  | 'script'
  | 'start'
  | 'engineModule'
  | 'kernels'
  | 'storeOpened'
  | 'storeMatched'
  | 'answered'
  | 'firstByte'
  | 'received'
  | 'parsed'
  | 'converted'
  | 'instantiated'
  | 'laidOut'
  /** The first sheet computed, as its answer is posted to the page (the page's `tofulab:first-sheet` is when it was received). */
  | 'sheetComputed'
  /** The JSON part of a memory-image container parsed, after the first sheet (`source` `image`/`image-store`). */
  | 'catalogRead';

export interface CatalogLoadTimings {
  variant: Variant;
  /** Where the catalogue came from: the binary downloaded, the binary of the browser's store (after a 304), the JSON route. */
  source: 'image' | 'image-store' | 'binary' | 'store' | 'json';
  /** Bytes of the catalogue once decoded (0 before it arrived). */
  bytes: number;
  /** Bytes that came over the network (the resource timing's transferSize: small for a 304, 0 from the HTTP cache). */
  transferred: number;
  /** Why the binary was not used, when the JSON was loaded instead. */
  fallback?: string;
  /** The stored copy was the one the page named current (`data-catalog`): read without asking the server. */
  named?: boolean;
  /** Where a stored copy was read from: the worker's file copy (`file`) or Cache Storage (`cache`). */
  storedIn?: 'file' | 'cache';
  /** Bytes of a file copy read before the first sheet (its container's head: header and image), the rest read after it. */
  readAtOnce?: number;
  /** What the page got for the worker and handed over (`engine-handover.ts`): its compiled kernels, the stored copy's file. */
  handed?: { kernels?: boolean; fileCopy?: boolean };
  /** Epoch milliseconds of each step. */
  at: Partial<Record<CatalogLoadStep, number>>;
}

/** The engine's functions the loader needs (the worker imports the engine lazily). */
export interface CatalogDecoder {
  decodeCatalogBinary(bytes: Uint8Array, expectedVariant?: string): Catalog;
}

/** The same with the memory image's reader (engine/src/catalog-image.ts). */
export interface CatalogImageDecoder extends CatalogDecoder {
  decodeCatalogImage(bytes: Uint8Array, expectedVariant?: string, readRest?: () => void): DecodedCatalogImage;
  catalogImageHeadLength(head: Uint8Array): number | undefined;
}

/**
 * What the engine is made from: the catalogue's memory image (copied into linear memory as it is)
 * with a reader of its catalogue for later, or the catalogue itself (laid out by the engine).
 */
export type EngineCatalog = { image: CatalogImage | PackedCatalogImage; catalog: () => Catalog } | { image?: undefined; catalog: Catalog };

/**
 * The worker's catalogue: the memory image (`GET /api/catalog/:game/image`, stored like the binary)
 * when this engine's layout matches it; else the catalogue, from the image container's JSON part
 * (another layout version), from the binary route (the image refused or missing), or the JSON route.
 */
export async function loadEngineCatalog(
  variant: Variant,
  timings: CatalogLoadTimings,
  engine: Promise<CatalogImageDecoder>,
  current?: string,
  handed?: HandedCopy,
): Promise<EngineCatalog> {
  try {
    return await loadImageCatalog(variant, timings, engine, current === undefined ? undefined : { current, handed });
  } catch (error) {
    if (isAbortError(error) || (error instanceof ApiError && error.kind !== 'contract' && error.status !== 404)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    const catalog = await loadCatalog(variant, timings, engine);
    timings.fallback = timings.fallback ? `${reason}; ${timings.fallback}` : reason;
    return { catalog };
  }
}

/** The representation of a catalogue the page named current, and its file copy when the page handed it over. */
interface NamedCopy {
  current: string;
  handed?: HandedCopy;
}

async function loadImageCatalog(variant: Variant, timings: CatalogLoadTimings, engine: Promise<CatalogImageDecoder>, named?: NamedCopy): Promise<EngineCatalog> {
  const route = catalogPaths.image;
  const { value: decoded, stored } = await readContainer(
    route,
    variant,
    timings,
    { fetched: 'image', stored: 'image-store' },
    engine,
    {
      decode: (decoder, bytes, readRest) => decoder.decodeCatalogImage(bytes, undefined, readRest),
      // A stored copy's JSON part is read after the first sheet.
      headLength: (decoder, head) => decoder.catalogImageHeadLength(head),
    },
    named,
  );
  // An image of this engine's layout and of the variant's own rules is the engine; otherwise its JSON part is the catalogue.
  if (decoded.image && decoded.image.variant === variant) return { image: decoded.image, catalog: () => readOrDropNow(stored, route.path, () => decoded.catalog()) };
  if (!decoded.image) timings.fallback = `${route.path}: engine layout ${decoded.layout.toString(16)}, laid out from its JSON part`;
  return { catalog: await readOrDrop(stored, route.path, () => decoded.catalog()) };
}

/** How a container is read: decoded (`readRest`: the rest of bytes of which only the head is read yet), and how much of its head a first use needs. */
interface ContainerReader<D, T> {
  decode(decoder: D, bytes: Uint8Array, readRest?: () => void): T;
  headLength?(decoder: D, head: Uint8Array): number | undefined;
}

/**
 * A catalogue container of `route` for `variant`: stored (the one the page named `current`, or after
 * a 304) or downloaded, decoded once the
 * engine's module is there (refused bytes dropped from the store, the contract's error thrown), its
 * source and decode time marked, then kept in the store under its tag.
 */
async function readContainer<D, T>(
  route: { path: string; url(params: { game: Variant }): string },
  variant: Variant,
  timings: CatalogLoadTimings,
  sources: { fetched: CatalogLoadTimings['source']; stored: CatalogLoadTimings['source'] },
  engine: Promise<D>,
  reader: ContainerReader<D, T>,
  named?: NamedCopy,
): Promise<{ value: T; stored: StoredBytes }> {
  // Without the engine's reader (its module failed: reported below), a stored copy is read whole.
  const headLength = reader.headLength && engine.then((decoder) => (head: Uint8Array) => reader.headLength!(decoder, head)).catch(() => undefined);
  const stored = await readStoredOrFetch(route.url({ game: variant }), timings, named, headLength);
  timings.source = stored.fromStore ? sources.stored : sources.fetched;
  const decoder = await engine;
  const value = await readOrDrop(stored, route.path, () => reader.decode(decoder, stored.bytes, stored.readRest));
  timings.at.parsed = epochNow();
  timings.at.converted = timings.at.parsed;
  stored.keep();
  return { value, stored };
}

/** `read()` of stored bytes; when it throws, the stored copy is dropped and the contract's error thrown (the caller falls back). */
async function readOrDrop<T>(stored: StoredBytes, path: string, read: () => T): Promise<T> {
  try {
    return read();
  } catch (error) {
    await stored.drop();
    throw new ApiError('contract', 200, `${path}: ${error instanceof Error ? error.message : String(error)}`, undefined, { cause: error });
  }
}

/**
 * `readOrDrop` for a read that must answer at once (the JSON part of an image the engine already
 * runs on, read by its first call that needs the catalogue): the stored copy's drop is started, not
 * awaited, and the contract's error thrown.
 */
function readOrDropNow<T>(stored: StoredBytes, path: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    void stored.drop().catch(() => undefined);
    throw new ApiError('contract', 200, `${path}: ${error instanceof Error ? error.message : String(error)}`, undefined, { cause: error });
  }
}

/**
 * The file copy of a route as the page or the worker itself opened it, whichever first
 * (`engine-handover.ts`; `byPage`: the page's), or undefined when neither found one.
 */
export type HandedCopy = (key: string) => Promise<{ file: FileSystemFileHandle; byPage: boolean } | undefined>;

/** Bytes of a stored route, and what to do with them once the engine has read them. */
interface StoredBytes {
  bytes: Uint8Array;
  /** Whether they came from the browser's store (the server answered 304). */
  fromStore: boolean;
  /** Reads the rest of bytes of which only the head is read yet (a file copy, `headLength`). */
  readRest?: () => void;
  /** Keeps downloaded bytes in the store under their tag (no-op for stored ones). */
  keep(): void;
  /** Drops them from the store (the engine refused them). */
  drop(): Promise<void>;
}

/**
 * The bytes of `key`: from the browser's store when they are of the representation the page named
 * `current` (no request at all) or when the server says they are current (304 to the stored tag),
 * else downloaded. The stored copy is read while the server is asked.
 */
async function readStoredOrFetch(
  key: string,
  timings: CatalogLoadTimings,
  named?: NamedCopy,
  headLength?: Promise<((head: Uint8Array) => number | undefined) | undefined>,
): Promise<StoredBytes> {
  const current = named?.current;
  // The file copy of the representation the page named: opened by the page and handed over (or by
  // the worker, whichever first), or looked up here; one synchronous read (of its head only, when
  // the reader says how long that is), no request.
  const handed = named?.handed;
  let file: FileCopy | undefined;
  if (current !== undefined) {
    const opened = handed ? await handed(key) : undefined;
    if (!handed || opened) file = await readFileCopy(key, current, opened?.file, await headLength);
    if (file && opened?.byPage) timings.handed = { ...timings.handed, fileCopy: true };
  }
  if (file) {
    timings.at.storeOpened = timings.at.storeMatched = epochNow();
    markNamedRead(timings, file.bytes, 'file');
    timings.readAtOnce = file.readAtOnce;
    const drop = async (): Promise<void> => {
      file.close();
      await dropStored(key, await openStore());
    };
    return { bytes: file.bytes, fromStore: true, readRest: file.readRest, keep() {}, drop };
  }
  const store = await openStore();
  timings.at.storeOpened = epochNow();
  let stored = await store?.match(key).catch(() => undefined);
  timings.at.storeMatched = epochNow();
  let storedTag = stored?.headers.get('etag') ?? undefined;
  if (stored && current !== undefined && etagOfRepresentation(storedTag, current)) {
    const bytes = await stored
      .arrayBuffer()
      .then((buffer) => new Uint8Array(buffer))
      .catch(() => undefined);
    if (bytes) {
      markNamedRead(timings, bytes, 'cache');
      const tag = storedTag!;
      // Read from Cache Storage: the next visit reads the file copy instead.
      return { bytes, fromStore: true, keep: () => keepFileCopy(key, tag, bytes), drop: () => dropStored(key, store) };
    }
    // Unreadable (evicted meanwhile; its body is spent): downloaded, as if nothing were stored.
    stored = undefined;
    storedTag = undefined;
  }
  // The stored copy is read while the server is asked whether it is still current (not after its 304).
  const storedBytes = stored?.arrayBuffer();
  storedBytes?.catch(() => undefined); // awaited below when used; a newer version leaves it unread
  const answer = await fetchBytes(key, { ifNoneMatch: storedTag, cache: 'no-store', priority: 'high' });
  timings.at.answered = epochNow();
  const fromStore = Boolean(answer.notModified && storedBytes);
  const bytes = fromStore ? new Uint8Array(await storedBytes!) : new Uint8Array(answer.bytes);
  timings.at.received = epochNow();
  timings.bytes = bytes.byteLength;
  if (fromStore) timings.storedIn = 'cache';
  noteResourceTiming(key, timings);
  return {
    bytes,
    fromStore,
    keep() {
      const tag = answer.headers.get('etag') ?? storedTag;
      if (tag) keepFileCopy(key, tag, bytes);
      if (answer.notModified || !store || !tag) return;
      // Kept for the next visit under its tag; a failure (quota) only costs the next visit a download.
      const copy = new Response(answer.bytes, { headers: { etag: tag, 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' } });
      void store.put(key, copy).catch(() => undefined);
    },
    drop: () => dropStored(key, store),
  };
}

/** The steps of a stored copy the page named, read without a request (from `storedIn`). */
function markNamedRead(timings: CatalogLoadTimings, bytes: Uint8Array, storedIn: 'file' | 'cache'): void {
  timings.at.answered = timings.at.received = epochNow();
  timings.bytes = bytes.byteLength;
  timings.transferred = 0;
  timings.named = true;
  timings.storedIn = storedIn;
}

/** Drops every stored copy of `key` (the engine refused one): its file copy and its Cache Storage entry. */
async function dropStored(key: string, store: Cache | null): Promise<void> {
  await dropFileCopy(key);
  await store?.delete(key).catch(() => false);
}

/** Writes the file copy of `key` (`tag`, `bytes`) in a task of its own; a failure (quota, a handle open elsewhere) only costs the next visit the slower read. */
function keepFileCopy(key: string, tag: string, bytes: Uint8Array): void {
  setTimeout(() => void writeFileCopy(key, tag, bytes), 0);
}

/** The Cache Storage of the binary catalogues; bump the name to drop every stored copy at once. */
export const CATALOG_STORE = 'tofulab-engine-catalog';

export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

/** The browser's store, or null where there is none (not a secure context, storage disabled). */
async function openStore(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open(CATALOG_STORE);
  } catch {
    return null;
  }
}

/**
 * The catalogue of `variant` for the engine: the binary (from the browser's store when the server
 * says it is current, else downloaded and stored), or the JSON when the binary cannot be had or used.
 */
export async function loadCatalog(variant: Variant, timings: CatalogLoadTimings, engine: Promise<CatalogDecoder>): Promise<Catalog> {
  try {
    return await loadBinaryCatalog(variant, timings, engine);
  } catch (error) {
    // A server error (503 under load, the server down) fails the load as the JSON would: not worth a second request.
    if (isAbortError(error) || (error instanceof ApiError && error.kind !== 'contract' && error.status !== 404)) throw error;
    timings.fallback = error instanceof Error ? error.message : String(error);
    timings.source = 'json';
    return loadJsonCatalog(variant, timings);
  }
}

async function loadBinaryCatalog(variant: Variant, timings: CatalogLoadTimings, engine: Promise<CatalogDecoder>): Promise<Catalog> {
  // The contract's path without its schemas: the worker reaches this point without loading zod.
  const route = catalogPaths.binary;
  const { value } = await readContainer(route, variant, timings, { fetched: 'binary', stored: 'store' }, engine, { decode: (decoder, bytes) => decoder.decodeCatalogBinary(bytes) });
  return value;
}

/** The JSON catalogue of `variant`: downloaded (ETag-revalidated by the HTTP cache), parsed, checked against the contract. */
export async function loadJsonCatalog(variant: Variant, timings: CatalogLoadTimings): Promise<Catalog> {
  // The contract's schema (zod) loads with this fallback only.
  const { CatalogSchema, catalogRoutes } = await import('#contract/catalog');
  const route = catalogRoutes.get;
  const { bytes } = await fetchBytes(route.url({ game: variant }));
  timings.at.received = epochNow();
  timings.bytes = bytes.byteLength;
  noteResourceTiming(route.url({ game: variant }), timings);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new ApiError('contract', 200, `${route.path}: the answer is not JSON`, undefined, { cause: error });
  }
  timings.at.parsed = epochNow();
  const parsed = CatalogSchema.safeParse(json);
  if (!parsed.success) throw new ApiError('contract', 200, `${route.path}: ${parsed.error.message}`, undefined, { cause: parsed.error });
  timings.at.converted = epochNow();
  return parsed.data;
}

/** The first byte and the transferred size of the last request of `path`, from the worker's resource timings. */
function noteResourceTiming(path: string, timings: CatalogLoadTimings): void {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const entry = entries.findLast((candidate) => new URL(candidate.name).pathname === path);
  if (!entry) return;
  timings.transferred = entry.transferSize;
  if (entry.responseStart > 0) timings.at.firstByte = performance.timeOrigin + entry.responseStart;
}
