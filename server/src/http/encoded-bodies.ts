/**
 * Large answers that change only with the data (the engine catalogue): each (key, version, encoding)
 * is encoded once and the bytes kept, so a hundred concurrent downloads share one buffer instead of
 * each compressing 2.4 MB again (issue 12: 128 concurrent `br` downloads took the server to 3 GB).
 *
 * A key holds one version at a time: a new data version replaces the bytes of the old one. The
 * store is a cache, not state: another process builds its own from the same database. Everything
 * is built on demand (or by a warm-up) on the thread pool, one best encoding at a time; a caller
 * that cannot wait for the best (`fastFirst`) gets a quick encoding meanwhile.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Encoded once per data version, so the slowest, smallest settings are worth it (2.4 MB: ~4 s of brotli 11 on the thread pool). */
async function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  if (encoding === 'gzip') return gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
  return body;
}

/**
 * Quick settings for an answer that should not wait for the best ones (2.4 MB: tens of
 * milliseconds on the thread pool, 10–25 % larger than the best).
 */
async function encodeFast(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzip(body, { level: 5 });
}

/**
 * The encoding to answer with for an `Accept-Encoding` header (RFC 9110 §12.5.3): the best of br,
 * gzip, identity that the client accepts with a non-zero weight, preferring the smaller on a tie.
 * `identity` is acceptable unless refused (`identity;q=0`, or `*;q=0` without naming it); when
 * everything is refused the answer is identity all the same (the RFC allows it rather than a 406).
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((piece) => piece.trim());
      if (key?.toLowerCase() === 'q') weight = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? '') ? Number(value) : 0;
    }
    weights.set(name, Math.max(weight, weights.get(name) ?? 0));
  }
  const star = weights.get('*');
  // Unnamed, identity is acceptable but least preferred; the other codings only through `*`.
  const weightOf = (encoding: Encoding) =>
    weights.get(encoding) ?? (encoding === 'identity' ? (star ?? 0.001) : (star ?? 0));
  let best: Encoding | undefined;
  for (const encoding of ENCODINGS) {
    const weight = weightOf(encoding);
    if (weight > 0 && (best === undefined || weight > weightOf(best))) best = encoding;
  }
  return best ?? 'identity';
}

interface Entry {
  version: string;
  body: Buffer;
  /** The best encoding of each, once started (one at a time per store, see `bestInTurn`). */
  encoded: Map<Encoding, Promise<Buffer>>;
  /** The best encodings already done. */
  done: Map<Encoding, Buffer>;
  /** The quick encodings served (`fastFirst`) until the best is done. */
  fast: Map<Encoding, Promise<Buffer>>;
}

/** One answer of the store: `fast` when it is the quick encoding served while the best one is built. */
export interface EncodedBody {
  version: string;
  bytes: Buffer;
  fast: boolean;
}

export interface GetOptions {
  /**
   * Answer with a quick encoding (`encodeFast`) when the best one is not done yet, instead of
   * waiting for it (seconds of brotli 11); the best is built meanwhile and served from then on.
   */
  fastFirst?: boolean;
}

/** What a store has done since it was created (the tests read it). */
export interface EncodedBodiesCounts {
  loads: number;
  bestEncodings: number;
  fastEncodings: number;
}

export class EncodedBodies {
  private readonly entries = new Map<string, Entry>();
  /** The read in progress per key: concurrent callers share it instead of each reading 2.4 MB. */
  private readonly loading = new Map<string, Promise<Entry | undefined>>();
  /**
   * The best encodings run one after the other, whatever the key: each holds a thread of the pool
   * for seconds, and two at once on a small machine take the cores the event loop needs.
   */
  private bestQueue: Promise<unknown> = Promise.resolve();
  readonly counts: EncodedBodiesCounts = { loads: 0, bestEncodings: 0, fastEncodings: 0 };

  private bestInTurn(body: Buffer, encoding: Encoding): Promise<Buffer> {
    const run = this.bestQueue.then(() => {
      this.counts.bestEncodings++;
      return encode(body, encoding);
    });
    this.bestQueue = run.catch(() => undefined);
    return run;
  }

  /**
   * The bytes of `key` at `version` in `encoding`. `load` reads the body when this version is not
   * held yet (once, whatever the number of concurrent callers); it answers the version it read,
   * which may be newer than the one asked if an import landed in between, or undefined if gone.
   */
  async get(
    key: string,
    version: string,
    encoding: Encoding,
    load: () => Promise<{ version: string; body: string | Uint8Array } | undefined>,
    { fastFirst = false }: GetOptions = {},
  ): Promise<EncodedBody | undefined> {
    const held = await this.entryFor(key, version, load);
    if (!held) return undefined;
    if (encoding === 'identity') return { version: held.version, bytes: held.body, fast: false };
    const done = held.done.get(encoding);
    if (done) return { version: held.version, bytes: done, fast: false };
    let encoded = held.encoded.get(encoding);
    if (!encoded) {
      encoded = this.bestInTurn(held.body, encoding);
      held.encoded.set(encoding, encoded);
      encoded.then(
        (bytes) => {
          held.done.set(encoding, bytes);
          held.fast.delete(encoding);
        },
        // A failed encoding is not kept: the next request tries again.
        () => held.encoded.delete(encoding),
      );
    }
    if (!fastFirst) return { version: held.version, bytes: await encoded, fast: false };
    let fast = held.fast.get(encoding);
    if (!fast) {
      this.counts.fastEncodings++;
      fast = encodeFast(held.body, encoding);
      held.fast.set(encoding, fast);
      fast.catch(() => held.fast.delete(encoding));
    }
    try {
      return { version: held.version, bytes: await fast, fast: true };
    } catch {
      return { version: held.version, bytes: await encoded, fast: false };
    }
  }

  /** Whether the best encoding of `key` at `version` is done (then a quick one is no longer served). */
  hasBest(key: string, version: string, encoding: Encoding): boolean {
    const entry = this.entries.get(key);
    return entry?.version === version && (encoding === 'identity' || entry.done.has(encoding));
  }

  private entryFor(
    key: string,
    version: string,
    load: () => Promise<{ version: string; body: string | Uint8Array } | undefined>,
  ): Promise<Entry | undefined> {
    const entry = this.entries.get(key);
    if (entry?.version === version) return Promise.resolve(entry);
    let pending = this.loading.get(key);
    if (!pending) {
      pending = (async () => {
        this.counts.loads++;
        const loaded = await load();
        if (!loaded) return undefined;
        const current = this.entries.get(key);
        if (current?.version === loaded.version) return current;
        const fresh: Entry = { version: loaded.version, body: typeof loaded.body === 'string' ? Buffer.from(loaded.body, 'utf8') : Buffer.from(loaded.body.buffer, loaded.body.byteOffset, loaded.body.byteLength), encoded: new Map(), done: new Map(), fast: new Map() };
        this.entries.set(key, fresh);
        return fresh;
      })().finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** Encodes every encoding of `key` ahead of the first request (start-up warm-up). */
  async warm(key: string, version: string, load: () => Promise<{ version: string; body: string | Uint8Array } | undefined>): Promise<void> {
    for (const encoding of ENCODINGS) await this.get(key, version, encoding, load);
  }
}

/**
 * A bounded number of heavy answers in flight, the others waiting in a bounded queue for at most
 * `maxWaitMs`; past that the caller is told to come back later (503) instead of the server queueing
 * without bound. A slot is held until the answer is fully written or the client has gone.
 */
export class Slots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
    readonly maxWaitMs: number,
  ) {}

  get inUse(): number {
    return this.active;
  }

  /** Resolves with a release function, or with undefined when no slot came in time. */
  acquire(): Promise<(() => void) | undefined> {
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const grant = () => {
        clearTimeout(timer);
        resolve(this.releaser());
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        resolve(undefined);
      }, this.maxWaitMs);
      this.waiting.push(grant);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next in line; otherwise it is freed.
      if (next) next();
      else this.active--;
    };
  }
}
