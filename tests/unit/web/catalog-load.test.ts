/**
 * The engine worker's catalogue load (web/src/lib/engine/catalog-load.ts, issue 23), with the
 * server and the browser's Cache Storage played in memory: the binary is downloaded and stored
 * under its ETag, the next load sends the tag and reads the store on a 304 (no download), a new
 * version replaces the stored copy, and refused bytes (corrupted, another format) are dropped from
 * the store and the JSON route is loaded instead, checked against the contract.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CATALOG_BINARY_FORMAT,
  CATALOG_IMAGE_LAYOUT,
  buildCatalogImage,
  decodeCatalogBinary,
  decodeCatalogImage,
  catalogImageHeadLength,
  encodeCatalogBinary,
  layOutCatalogImage,
  unpackCatalogImage,
  sealCatalogImage,
} from '#engine/src/index.ts';
import type { Catalog } from '#engine/src/catalog.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { CATALOG_STORE, loadCatalog, loadEngineCatalog, type CatalogLoadTimings } from '#web/lib/engine/catalog-load.ts';
import { fileCopyName, readFileCopy, writeFileCopy } from '#web/lib/engine/catalog-file-copy.ts';
import { catalogRoutes } from '#contract/catalog';
import { catalogEtag, catalogPaths, etagOfRepresentation } from '#contract/catalog-paths';
import { fixtureCatalog } from '../../support/catalogs.ts';

/** Cache Storage as the browser keeps it: one named cache of responses by URL. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(key: string) {
    return this.entries.get(key)?.clone();
  }
  async put(key: string, response: Response) {
    this.entries.set(key, response);
  }
  async delete(key: string) {
    return this.entries.delete(key);
  }
}

interface Served {
  binary: Uint8Array;
  etag: string;
  json: string;
  /** The memory-image container and its tag; left out, the image route answers 404 (a server before it). */
  image?: Uint8Array;
  imageEtag?: string;
}

/** A server of one catalogue version; records each request's path and If-None-Match. */
function server(served: Served) {
  const requests: { path: string; ifNoneMatch: string | null }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://site').pathname;
    const ifNoneMatch = (init.headers as Record<string, string>)['if-none-match'] ?? null;
    requests.push({ path, ifNoneMatch });
    if (path === '/api/catalog/retro/binary') {
      if (ifNoneMatch === served.etag) return new Response(null, { status: 304, headers: { etag: served.etag } });
      return new Response(served.binary.slice(), { status: 200, headers: { etag: served.etag, 'content-type': 'application/vnd.tofulab.catalog' } });
    }
    if (path === '/api/catalog/retro/image' && served.image) {
      if (ifNoneMatch === served.imageEtag) return new Response(null, { status: 304, headers: { etag: served.imageEtag! } });
      return new Response(served.image.slice(), { status: 200, headers: { etag: served.imageEtag!, 'content-type': 'application/vnd.tofulab.catalog-image' } });
    }
    if (path === '/api/catalog/retro') return new Response(served.json, { status: 200, headers: { 'content-type': 'application/json' } });
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

const decoder = Promise.resolve({ decodeCatalogBinary, decodeCatalogImage, catalogImageHeadLength });

/** The memory-image container of `catalog`, sealed (`edit` may rewrite its header first). */
function imageContainer(catalog: Catalog, edit: (bytes: Uint8Array) => void = () => undefined): Uint8Array {
  const bytes = layOutCatalogImage(catalog);
  edit(bytes);
  return sealCatalogImage(bytes);
}

/** A server's catalogue `version` in the binary, JSON and memory-image containers (`edit` may rewrite the image's header first). */
function servedImage(catalog: Catalog, version: string, edit?: (bytes: Uint8Array) => void): Served {
  const versioned = { ...catalog, version };
  return {
    binary: encodeCatalogBinary(versioned),
    etag: `"b${CATALOG_BINARY_FORMAT}-${version}"`,
    json: JSON.stringify(versioned),
    image: imageContainer(versioned, edit),
    imageEtag: `"i2-${version}"`,
  };
}

/** How far from its end a byte of a memory-image container's packed image is (5 bytes before the JSON part). */
function imageByteFromEnd(container: Uint8Array): number {
  return new DataView(container.buffer, container.byteOffset, container.byteLength).getUint32(8, true) + 5;
}

/**
 * A page naming `served`'s v1 image whose stored copy is damaged: the engine refuses it (checksum), the
 * binary is asked instead, and the Cache Storage's copy is gone.
 */
async function expectRefusedForTheBinary(served: Served, catalog: Catalog, store: MemoryCache): Promise<void> {
  const requests = server(served);
  const load = timings();
  const loaded = await loadEngineCatalog('retro', load, decoder, 'i2-v1');
  expect(loaded.image).toBeUndefined();
  expect(loaded.catalog).toEqual({ ...catalog, version: 'v1' });
  expect(load.fallback).toMatch(/refused \(checksum\)/);
  expect(requests.map((request) => request.path)).toEqual(['/api/catalog/retro/binary']);
  expect(await store.match('/api/catalog/retro/image')).toBeUndefined();
}

function timings(): CatalogLoadTimings {
  return { variant: 'retro', source: 'binary', bytes: 0, transferred: 0, at: {} };
}

describe('engine worker catalogue load', () => {
  let catalog: Catalog;
  let store: MemoryCache;

  beforeAll(async () => {
    catalog = await fixtureCatalog('retro');
  });

  function serve(version: string): Served {
    const versioned = { ...catalog, version };
    return { binary: encodeCatalogBinary(versioned), etag: `"b${CATALOG_BINARY_FORMAT}-${version}"`, json: JSON.stringify(versioned) };
  }

  function stubStore(): void {
    store = new MemoryCache();
    const open = vi.fn(async (name: string) => {
      expect(name).toBe(CATALOG_STORE);
      return store;
    });
    vi.stubGlobal('caches', { open });
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('downloads the binary once, then reads it from the store while the server says it is current, and replaces it when the version changes', async () => {
    stubStore();
    const first = serve('v1');
    let requests = server(first);
    const cold = timings();
    expect(await loadCatalog('retro', cold, decoder)).toEqual({ ...catalog, version: 'v1' });
    expect(cold.source).toBe('binary');
    expect(requests).toEqual([{ path: '/api/catalog/retro/binary', ifNoneMatch: null }]);
    await vi.waitFor(() => expect(store.entries.size).toBe(1));

    requests = server(first);
    const warm = timings();
    expect((await loadCatalog('retro', warm, decoder)).version).toBe('v1');
    expect(warm.source).toBe('store');
    expect(requests).toEqual([{ path: '/api/catalog/retro/binary', ifNoneMatch: first.etag }]);

    // A new import: the stored tag no longer matches, the new bytes come and replace the old ones.
    const second = serve('v2');
    requests = server(second);
    const updated = timings();
    expect((await loadCatalog('retro', updated, decoder)).version).toBe('v2');
    expect(updated.source).toBe('binary');
    expect(requests).toEqual([{ path: '/api/catalog/retro/binary', ifNoneMatch: first.etag }]);
    await vi.waitFor(async () => expect((await store.match('/api/catalog/retro/binary'))?.headers.get('etag')).toBe(second.etag));
  });

  it('reads the stored copy while the server is asked whether it is current (not after its answer), asked at high priority', async () => {
    stubStore();
    const served = serve('v1');
    server(served);
    await loadCatalog('retro', timings(), decoder);
    await vi.waitFor(() => expect(store.entries.size).toBe(1));
    // The stored response counts its reads; the server notes how many had started when it was asked.
    let reads = 0;
    const storedMatch = store.match.bind(store);
    store.match = async (key: string) => {
      const response = await storedMatch(key);
      if (!response) return response;
      const read = response.arrayBuffer.bind(response);
      return Object.assign(response, { arrayBuffer: () => ((reads += 1), read()) });
    };
    let readsWhenAsked = -1;
    let priority: string | undefined;
    const requests = server(served);
    const fetchMock = globalThis.fetch as unknown as (url: string, init?: RequestInit) => Promise<Response>;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      readsWhenAsked = reads;
      priority = init?.priority;
      return fetchMock(url, init);
    });
    const warm = timings();
    expect((await loadCatalog('retro', warm, decoder)).version).toBe('v1');
    expect(warm.source).toBe('store');
    expect(requests).toEqual([{ path: '/api/catalog/retro/binary', ifNoneMatch: served.etag }]);
    expect(readsWhenAsked).toBe(1);
    expect(priority).toBe('high');
  });

  it('drops refused bytes from the store and falls back to the JSON route', async () => {
    stubStore();
    const served = serve('v1');
    const corrupted = served.binary.slice();
    corrupted[corrupted.length - 3] ^= 0x20;
    const requests = server({ ...served, binary: corrupted });
    const load = timings();
    expect(await loadCatalog('retro', load, decoder)).toEqual({ ...catalog, version: 'v1' });
    expect(load.source).toBe('json');
    expect(load.fallback).toMatch(/binary catalogue refused \(checksum\)/);
    expect(requests.map((request) => request.path)).toEqual(['/api/catalog/retro/binary', '/api/catalog/retro']);
    expect(store.entries.size).toBe(0);

    // A stored copy of another format is refused the same way, and dropped.
    const other = serve('v1');
    new DataView(other.binary.buffer).setUint32(4, CATALOG_BINARY_FORMAT + 1, true);
    store.entries.set('/api/catalog/retro/binary', new Response(other.binary.slice(), { headers: { etag: other.etag } }));
    server(other);
    const stale = timings();
    expect((await loadCatalog('retro', stale, decoder)).version).toBe('v1');
    expect(stale.fallback).toMatch(/refused \(format\)/);
    expect(store.entries.size).toBe(0);
  });

  it('works without a browser store, and reports a JSON that breaks the contract', async () => {
    vi.stubGlobal('caches', undefined);
    const served = serve('v1');
    server(served);
    expect((await loadCatalog('retro', timings(), decoder)).version).toBe('v1');
    server({ ...served, binary: new Uint8Array([1, 2, 3]), json: JSON.stringify({ variant: 'retro', version: 'v1', items: 'none' }) });
    const failure = await loadCatalog('retro', timings(), decoder).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('contract');
  });
});

describe('engine worker memory image load', () => {
  let catalog: Catalog;
  let store: MemoryCache;

  beforeAll(async () => {
    catalog = await fixtureCatalog('retro');
  });

  const serve = (version: string, edit?: (bytes: Uint8Array) => void) => servedImage(catalog, version, edit);

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubStore(): void {
    store = new MemoryCache();
    vi.stubGlobal('caches', { open: async () => store });
  }

  it('downloads the image once, then reads it from the store on a 304; the catalogue is read only when asked', async () => {
    stubStore();
    const served = serve('v1');
    let requests = server(served);
    const cold = timings();
    const loaded = await loadEngineCatalog('retro', cold, decoder);
    expect(cold.source).toBe('image');
    expect(loaded.image && unpackCatalogImage(loaded.image).words).toEqual(buildCatalogImage(catalog, 'retro'));
    expect(typeof loaded.catalog).toBe('function');
    expect((loaded.catalog as () => Catalog)()).toEqual({ ...catalog, version: 'v1' });
    expect(requests).toEqual([{ path: '/api/catalog/retro/image', ifNoneMatch: null }]);
    await vi.waitFor(() => expect(store.entries.size).toBe(1));

    requests = server(served);
    const warm = timings();
    expect((await loadEngineCatalog('retro', warm, decoder)).image?.version).toBe('v1');
    expect(warm.source).toBe('image-store');
    expect(requests).toEqual([{ path: '/api/catalog/retro/image', ifNoneMatch: served.imageEtag }]);
  });

  it('reads the stored image the page named current without asking the server; asks when the page names another version', async () => {
    stubStore();
    const served = serve('v1');
    let requests = server(served);
    await loadEngineCatalog('retro', timings(), decoder, 'i2-v1');
    // Nothing stored yet: downloaded as usual, whatever the page says.
    expect(requests).toEqual([{ path: '/api/catalog/retro/image', ifNoneMatch: null }]);
    await vi.waitFor(() => expect(store.entries.size).toBe(1));

    requests = server(served);
    const named = timings();
    expect((await loadEngineCatalog('retro', named, decoder, 'i2-v1')).image?.version).toBe('v1');
    expect(named.source).toBe('image-store');
    expect(named.named).toBe(true);
    expect(named.transferred).toBe(0);
    expect(requests).toEqual([]);

    // The page names a newer version (an import since): the stored copy is revalidated, and replaced.
    const newer = serve('v2');
    requests = server(newer);
    const changed = timings();
    expect((await loadEngineCatalog('retro', changed, decoder, 'i2-v2')).image?.version).toBe('v2');
    expect(changed.source).toBe('image');
    expect(changed.named).toBeUndefined();
    expect(requests).toEqual([{ path: '/api/catalog/retro/image', ifNoneMatch: served.imageEtag }]);
    await vi.waitFor(async () => expect((await store.match('/api/catalog/retro/image'))?.headers.get('etag')).toBe(newer.imageEtag));
    requests = server(newer);
    expect((await loadEngineCatalog('retro', timings(), decoder, 'i2-v2')).image?.version).toBe('v2');
    expect(requests).toEqual([]);
  });

  it('downloads the image when the stored copy the page named cannot be read (without offering its tag)', async () => {
    stubStore();
    const served = serve('v1');
    server(served);
    await loadEngineCatalog('retro', timings(), decoder);
    await vi.waitFor(() => expect(store.entries.size).toBe(1));
    // A stored answer whose body fails when read (evicted under the worker's feet).
    const broken = new Response(new ReadableStream({ pull: (controller) => controller.error(new Error('evicted')) }), { headers: { etag: served.imageEtag! } });
    store.entries.set('/api/catalog/retro/image', broken);
    store.match = async () => broken;
    const requests = server(served);
    const load = timings();
    expect((await loadEngineCatalog('retro', load, decoder, 'i2-v1')).image?.version).toBe('v1');
    expect(load.source).toBe('image');
    expect(load.named).toBeUndefined();
    expect(requests).toEqual([{ path: '/api/catalog/retro/image', ifNoneMatch: null }]);
  });

  it('drops a stored image the page named but the engine refuses, and loads the binary', async () => {
    stubStore();
    const served = serve('v1');
    server(served);
    await loadEngineCatalog('retro', timings(), decoder);
    await vi.waitFor(() => expect(store.entries.size).toBe(1));
    // The stored copy damaged on disk: refused by its checksum, dropped, and the binary asked.
    const stored = new Uint8Array(await (await store.match('/api/catalog/retro/image'))!.arrayBuffer());
    stored[stored.length - imageByteFromEnd(stored)] ^= 0x20;
    await store.put('/api/catalog/retro/image', new Response(stored, { headers: { etag: served.imageEtag! } }));
    await expectRefusedForTheBinary(served, catalog, store);
  });

  it('drops a refused image and loads the binary; without the route (an older server) loads the binary', async () => {
    stubStore();
    const served = serve('v1');
    served.image![served.image!.length - imageByteFromEnd(served.image!)] ^= 0x20;
    let requests = server(served);
    const refused = timings();
    const fallback = await loadEngineCatalog('retro', refused, decoder);
    expect(fallback.image).toBeUndefined();
    expect(fallback.catalog).toEqual({ ...catalog, version: 'v1' });
    expect(refused.source).toBe('binary');
    expect(refused.fallback).toMatch(/refused \(checksum\)/);
    expect(requests.map((request) => request.path)).toEqual(['/api/catalog/retro/image', '/api/catalog/retro/binary']);
    await vi.waitFor(() => expect([...store.entries.keys()]).toEqual(['/api/catalog/retro/binary']));

    requests = server({ ...served, image: undefined });
    const older = timings();
    expect((await loadEngineCatalog('retro', older, decoder)).catalog).toEqual({ ...catalog, version: 'v1' });
    expect(older.source).toBe('store');
    expect(requests.map((request) => request.path)).toEqual(['/api/catalog/retro/image', '/api/catalog/retro/binary']);
  });

  it('reads the JSON part of an image of another engine layout, without another request', async () => {
    stubStore();
    const otherLayout = serve('v1', (bytes) => new DataView(bytes.buffer).setUint32(16, (CATALOG_IMAGE_LAYOUT ^ 1) >>> 0, true));
    const requests = server(otherLayout);
    const load = timings();
    const loaded = await loadEngineCatalog('retro', load, decoder);
    expect(loaded.image).toBeUndefined();
    expect(loaded.catalog).toEqual({ ...catalog, version: 'v1' });
    expect(load.fallback).toMatch(/engine layout/);
    expect(requests.map((request) => request.path)).toEqual(['/api/catalog/retro/image']);
  });
});

describe('the tags of a representation the page names', () => {
  it('are its tag in every encoding, quick or best, and no other version’s', () => {
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      expect(etagOfRepresentation(catalogEtag('i3-1f-abc-7', encoding), 'i3-1f-abc-7')).toBe(true);
      expect(etagOfRepresentation(catalogEtag('i3-1f-abc-7', encoding, true), 'i3-1f-abc-7')).toBe(true);
      expect(etagOfRepresentation(`W/${catalogEtag('i3-1f-abc-7', encoding)}`, 'i3-1f-abc-7')).toBe(true);
      // Another data version, another layout, a version that merely starts like it.
      expect(etagOfRepresentation(catalogEtag('i3-1f-abd-7', encoding), 'i3-1f-abc-7')).toBe(false);
      expect(etagOfRepresentation(catalogEtag('i3-1e-abc-7', encoding), 'i3-1f-abc-7')).toBe(false);
      expect(etagOfRepresentation(catalogEtag('i3-1f-abc-7-x', encoding), 'i3-1f-abc-7')).toBe(false);
      expect(etagOfRepresentation(catalogEtag('i3-1f-abc-77', encoding), 'i3-1f-abc-7')).toBe(false);
    }
    expect(etagOfRepresentation(undefined, 'i3-1f-abc-7')).toBe(false);
    expect(etagOfRepresentation('"i3-1f-abc-7"', '')).toBe(false);
    expect(etagOfRepresentation('"i3-1f-abc-7-deflate"', 'i3-1f-abc-7')).toBe(false);
  });
});

describe('the catalogue paths the worker uses without zod', () => {
  it('are the contract routes’ own paths and URLs', () => {
    for (const name of ['get', 'binary', 'image'] as const) {
      expect(catalogPaths[name].path).toBe(catalogRoutes[name].path);
      for (const game of ['retro', 'dofus', 'touch', 'a b/c']) expect(catalogPaths[name].url({ game })).toBe(catalogRoutes[name].url({ game }));
    }
  });
});

/** A file of the origin's private file system, with the locks of its synchronous handles. */
class MemoryFile {
  data = new Uint8Array(0);
  writer = false;
  readers = 0;
}

/** A synchronous access handle over a `MemoryFile` (the worker-only API: read, write, truncate, flush, size). */
class MemorySyncHandle {
  constructor(
    private readonly file: MemoryFile,
    private readonly readOnly: boolean,
  ) {}
  getSize() {
    return this.file.data.length;
  }
  read(buffer: Uint8Array, { at = 0 }: { at?: number } = {}) {
    const part = this.file.data.subarray(at, at + buffer.length);
    buffer.set(part);
    return part.length;
  }
  write(buffer: Uint8Array, { at = 0 }: { at?: number } = {}) {
    if (this.readOnly) throw new DOMException('read-only', 'NoModificationAllowedError');
    if (at + buffer.length > this.file.data.length) {
      const grown = new Uint8Array(at + buffer.length);
      grown.set(this.file.data);
      this.file.data = grown;
    }
    this.file.data.set(buffer, at);
    return buffer.length;
  }
  truncate(size: number) {
    this.file.data = this.file.data.slice(0, size);
  }
  flush() {}
  close() {
    if (this.readOnly) this.file.readers -= 1;
    else this.file.writer = false;
  }
}

/** The origin's private folder in memory, as `navigator.storage.getDirectory()` gives it in a worker. */
class MemoryFolder {
  readonly files = new Map<string, MemoryFile>();
  async getFileHandle(name: string, { create = false }: { create?: boolean } = {}) {
    let file = this.files.get(name);
    if (!file && !create) throw new DOMException(name, 'NotFoundError');
    if (!file) this.files.set(name, (file = new MemoryFile()));
    return new MemoryFileHandle(file);
  }
  async removeEntry(name: string) {
    if (!this.files.delete(name)) throw new DOMException(name, 'NotFoundError');
  }
}

class MemoryFileHandle {
  constructor(readonly file: MemoryFile) {}
  async createSyncAccessHandle({ mode = 'readwrite' }: { mode?: string } = {}) {
    const readOnly = mode === 'read-only';
    if (this.file.writer || (!readOnly && this.file.readers > 0)) throw new DOMException('locked', 'NoModificationAllowedError');
    if (readOnly) this.file.readers += 1;
    else this.file.writer = true;
    return new MemorySyncHandle(this.file, readOnly);
  }
}

describe('the worker’s file copy of the stored image', () => {
  let catalog: Catalog;
  let store: MemoryCache;
  let folder: MemoryFolder;
  const FILE = fileCopyName('/api/catalog/retro/image');

  beforeAll(async () => {
    catalog = await fixtureCatalog('retro');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const serve = (version: string) => servedImage(catalog, version);

  /** A first visit of a page naming `version`: the image downloaded, then its file copy written. */
  async function firstVisit(version = 'v1'): Promise<Served> {
    stubStores();
    const served = serve(version);
    server(served);
    await loadEngineCatalog('retro', timings(), decoder, `i2-${version}`);
    await vi.waitFor(() => expect(fileTag()).toBe(served.imageEtag));
    return served;
  }

  function stubStores(): void {
    store = new MemoryCache();
    folder = new MemoryFolder();
    vi.stubGlobal('caches', { open: async () => store });
    vi.stubGlobal('navigator', { storage: { getDirectory: async () => folder } });
    vi.stubGlobal('FileSystemFileHandle', MemoryFileHandle);
  }

  /** The tag a file copy names (undefined: none, or a copy that names none). */
  function fileTag(): string | undefined {
    const data = folder.files.get(FILE)?.data;
    if (!data || data.length < 8 || new DataView(data.buffer, data.byteOffset).getUint32(0, true) !== 0x31494c54) return undefined;
    return new TextDecoder().decode(data.subarray(8, 8 + new DataView(data.buffer, data.byteOffset).getUint32(4, true)));
  }

  it('is written after a download and read on the next visit the page names it current, without the Cache Storage or the server', async () => {
    stubStores();
    const served = serve('v1');
    server(served);
    const cold = timings();
    await loadEngineCatalog('retro', cold, decoder, 'i2-v1');
    expect(cold.storedIn).toBeUndefined();
    await vi.waitFor(() => expect(fileTag()).toBe(served.imageEtag));
    expect(store.entries.size).toBe(1);

    const requests = server(served);
    const match = vi.spyOn(store, 'match');
    const warm = timings();
    const loaded = await loadEngineCatalog('retro', warm, decoder, 'i2-v1');
    expect(loaded.image && unpackCatalogImage(loaded.image).words).toEqual(buildCatalogImage(catalog, 'retro'));
    expect((loaded.catalog as () => Catalog)()).toEqual({ ...catalog, version: 'v1' });
    expect(warm).toMatchObject({ source: 'image-store', named: true, storedIn: 'file', transferred: 0 });
    expect(requests).toEqual([]);
    expect(match).not.toHaveBeenCalled();
    // Without the page's name (a worker the app started itself) the Cache Storage answers, after a 304, as before.
    const unnamed = timings();
    await loadEngineCatalog('retro', unnamed, decoder);
    expect(unnamed).toMatchObject({ source: 'image-store', storedIn: 'cache' });
  });

  it('of another version is not read: the new version is downloaded and replaces it', async () => {
    const first = await firstVisit();
    const second = serve('v2');
    const requests = server(second);
    const changed = timings();
    expect((await loadEngineCatalog('retro', changed, decoder, 'i2-v2')).image?.version).toBe('v2');
    expect(changed.source).toBe('image');
    expect(requests).toEqual([{ path: '/api/catalog/retro/image', ifNoneMatch: first.imageEtag }]);
    await vi.waitFor(() => expect(fileTag()).toBe(second.imageEtag));
  });

  it('cut short (no tag in its header) is not read; the Cache Storage’s copy is, and the file is written again', async () => {
    const served = await firstVisit();
    folder.files.get(FILE)!.data.fill(0, 0, 4);
    const requests = server(served);
    const load = timings();
    await loadEngineCatalog('retro', load, decoder, 'i2-v1');
    expect(load).toMatchObject({ source: 'image-store', named: true, storedIn: 'cache' });
    expect(requests).toEqual([]);
    await vi.waitFor(() => expect(fileTag()).toBe(served.imageEtag));
    const again = timings();
    await loadEngineCatalog('retro', again, decoder, 'i2-v1');
    expect(again.storedIn).toBe('file');
  });

  it('damaged is refused by the engine, dropped with the stored copy, and the binary loaded', async () => {
    const served = await firstVisit();
    const data = folder.files.get(FILE)!.data;
    data[data.length - imageByteFromEnd(served.image!)] ^= 0x20;
    await expectRefusedForTheBinary(served, catalog, store);
    expect(folder.files.has(FILE)).toBe(false);
  });

  it('damaged in its JSON part serves the image, refuses the catalogue when it is read, and drops both stored copies', async () => {
    const served = await firstVisit();
    const data = folder.files.get(FILE)!.data;
    data[data.length - 5] ^= 0x20;
    const requests = server(served);
    const load = timings();
    const loaded = await loadEngineCatalog('retro', load, decoder, 'i2-v1');
    // The image is checked on its own: the first sheet needs nothing else, and no request was made.
    expect(loaded.image && unpackCatalogImage(loaded.image).words).toEqual(buildCatalogImage(catalog, 'retro'));
    expect(load.storedIn).toBe('file');
    expect(requests).toEqual([]);
    expect(() => (loaded.catalog as () => Catalog)()).toThrow(/JSON part does not match its checksum/);
    await vi.waitFor(() => expect(folder.files.has(FILE)).toBe(false));
    await vi.waitFor(async () => expect(await store.match('/api/catalog/retro/image')).toBeUndefined());
    // The next load downloads the container again.
    const again = timings();
    expect((loaded.catalog as () => Catalog)).toThrow(ApiError);
    const reloaded = await loadEngineCatalog('retro', again, decoder, 'i2-v1');
    expect(again.source).toBe('image');
    expect((reloaded.catalog as () => Catalog)()).toEqual({ ...catalog, version: 'v1' });
    expect(requests.map((request) => request.path)).toEqual(['/api/catalog/retro/image']);
  });

  it('opened by the page and handed over is read through that handle; when the page found none, none is read', async () => {
    const served = await firstVisit();
    const opened = (await folder.getFileHandle(FILE)) as unknown as FileSystemFileHandle;
    const getDirectory = vi.fn(async () => folder);
    vi.stubGlobal('navigator', { storage: { getDirectory } });
    const requests = server(served);
    const handed = vi.fn(async () => ({ file: opened, byPage: true }));
    const load = timings();
    const loaded = await loadEngineCatalog('retro', load, decoder, 'i2-v1', handed);
    expect(handed).toHaveBeenCalledWith('/api/catalog/retro/image');
    expect(loaded.image && unpackCatalogImage(loaded.image).words).toEqual(buildCatalogImage(catalog, 'retro'));
    expect(load).toMatchObject({ source: 'image-store', named: true, storedIn: 'file', handed: { fileCopy: true } });
    // Not looked up again, and no request.
    expect(getDirectory).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    // Its JSON part read (the file stays open until then: see below).
    expect((loaded.catalog as () => Catalog)()).toEqual({ ...catalog, version: 'v1' });
    // The page found none: the same file is not looked for here (the copy above is current, yet not read), Cache Storage answers.
    const none = timings();
    await loadEngineCatalog('retro', none, decoder, 'i2-v1', async () => undefined);
    expect(none).toMatchObject({ source: 'image-store', named: true, storedIn: 'cache' });
    expect(none.handed).toBeUndefined();
    // A handed file of another version is read, found not current, and not used.
    const second = serve('v2');
    server(second);
    const changed = timings();
    expect((await loadEngineCatalog('retro', changed, decoder, 'i2-v2', async () => ({ file: opened, byPage: true }))).image?.version).toBe('v2');
    expect(changed).toMatchObject({ source: 'image' });
    expect(changed.handed).toBeUndefined();
    // Opened by the worker itself (before the page's came): read the same way, not counted as handed over.
    await vi.waitFor(() => expect(fileTag()).toBe(second.imageEtag));
    const own = timings();
    await loadEngineCatalog('retro', own, decoder, 'i2-v2', async () => ({ file: opened, byPage: false }));
    expect(own).toMatchObject({ source: 'image-store', named: true, storedIn: 'file' });
    expect(own.handed).toBeUndefined();
  });

  it('is read in two parts: the header and image at once, the JSON part when the catalogue is first read (its file open until then, for reading only)', async () => {
    const served = await firstVisit();
    const file = folder.files.get(FILE)!;
    const reads: [number, number][] = [];
    const read = MemorySyncHandle.prototype.read;
    const spy = vi.spyOn(MemorySyncHandle.prototype, 'read').mockImplementation(function (this: MemorySyncHandle, buffer, options) {
      reads.push([options?.at ?? 0, buffer.length]);
      return read.call(this, buffer, options);
    });
    server(served);
    const load = timings();
    const loaded = await loadEngineCatalog('retro', load, decoder, 'i2-v1');
    const container = served.image!;
    const headLength = catalogImageHeadLength(container)!;
    const payload = new DataView(container.buffer, container.byteOffset).getUint32(8, true);
    expect(headLength).toBe(container.length - payload);
    const offset = file.data.length - container.length;
    // The copy's header (with the container's first bytes), then the container's head; nothing of the JSON part yet.
    expect(reads.slice(1)).toEqual([[offset, headLength]]);
    expect(loaded.image && unpackCatalogImage(loaded.image).words).toEqual(buildCatalogImage(catalog, 'retro'));
    expect(file.readers).toBe(1);
    // Another worker may read it meanwhile; nobody may write it.
    expect((await readFileCopy('/api/catalog/retro/image', 'i2-v1'))?.bytes).toEqual(container);
    expect(await writeFileCopy('/api/catalog/retro/image', '"i2-v2"', new Uint8Array(8))).toBe(false);
    reads.length = 0;
    expect((loaded.catalog as () => Catalog)()).toEqual({ ...catalog, version: 'v1' });
    expect(reads).toEqual([[offset + headLength, payload]]);
    expect(file.readers).toBe(0);
    // Read once.
    expect((loaded.catalog as () => Catalog)()).toEqual({ ...catalog, version: 'v1' });
    expect(reads).toHaveLength(1);
    spy.mockRestore();
  });

  it('read in part is read whole and closed within seconds even when nobody reads its catalogue', async () => {
    const served = await firstVisit();
    const file = folder.files.get(FILE)!;
    vi.useFakeTimers();
    try {
      const copy = await readFileCopy('/api/catalog/retro/image', 'i2-v1', undefined, catalogImageHeadLength);
      expect(copy!.bytes).not.toEqual(served.image);
      expect(file.readers).toBe(1);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(file.readers).toBe(0);
      expect(copy!.bytes).toEqual(served.image);
      copy!.readRest();
      // Closed without its rest (refused): the rest is not there, and saying so is an error.
      const refused = await readFileCopy('/api/catalog/retro/image', 'i2-v1', undefined, catalogImageHeadLength);
      refused!.close();
      expect(file.readers).toBe(0);
      expect(() => refused!.readRest()).toThrow(/closed before its rest was read/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('cut short in its JSON part serves the image, refuses the catalogue when it is read (truncated), and drops both stored copies', async () => {
    const served = await firstVisit();
    const load = timings();
    server(served);
    const loaded = await loadEngineCatalog('retro', load, decoder, 'i2-v1');
    expect(load.storedIn).toBe('file');
    // Another writer cannot cut it while it is open; a disk that loses its end can.
    const file = folder.files.get(FILE)!;
    file.data = file.data.slice(0, file.data.length - 100);
    expect(() => (loaded.catalog as () => Catalog)()).toThrow(/JSON part could not be read: the file copy is shorter than it was/);
    expect(file.readers).toBe(0);
    await vi.waitFor(() => expect(folder.files.has(FILE)).toBe(false));
  });

  it('is read by several workers at once, and not written while one reads it', async () => {
    const served = await firstVisit();
    const reader = await (await folder.getFileHandle(FILE)).createSyncAccessHandle({ mode: 'read-only' });
    expect((await readFileCopy('/api/catalog/retro/image', 'i2-v1'))?.bytes).toEqual(served.image);
    expect(await writeFileCopy('/api/catalog/retro/image', '"i2-v2"', new Uint8Array(8))).toBe(false);
    reader.close();
    expect(await writeFileCopy('/api/catalog/retro/image', '"i2-v2"', new Uint8Array(8))).toBe(true);
    expect(await readFileCopy('/api/catalog/retro/image', 'i2-v1')).toBeUndefined();
    expect((await readFileCopy('/api/catalog/retro/image', 'i2-v2'))?.bytes).toEqual(new Uint8Array(8));
    expect(fileCopyName('/api/catalog/retro/image')).toBe('api-catalog-retro-image.bin');
  });
});
