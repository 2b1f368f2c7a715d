/**
 * Compression of the answers already in memory (JSON, the pages' HTML) up to `SYNC_LIMIT_BYTES`, done
 * at once on the buffer. @fastify/compress turns every answer into a stream piped through a zlib
 * stream on the thread pool: for a 3 KB item that machinery costs far more than the compression
 * itself (brotli quality 4: ~55 µs; a 34 KB search page ~150 µs) and, under load, gave the tail of the
 * latency (issue 22: an item at 300 req/s had p99 31 ms with `br`, 7 ms without compression). Larger
 * answers and streams (static files) are left to @fastify/compress, registered after; the catalogue
 * sends bytes it has encoded itself (its `Content-Encoding` is set, so both pass).
 *
 * Same choices as @fastify/compress: `br` then `gzip` as the client accepts (q-values honoured, the
 * server's order breaking ties), answers under 1 KB sent as they are, `x-no-compression` honoured,
 * `Vary: Accept-Encoding`.
 */
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Answers up to this size are compressed at once; larger ones go to the stream (thread pool). */
export const SYNC_LIMIT_BYTES = 128 * 1024;
const THRESHOLD_BYTES = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|problem\+json)|image\/svg\+xml)/i;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** The encoding to answer with for an `Accept-Encoding` header, or undefined (identity). */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    if (Number.isFinite(q)) quality.set(name.trim(), Math.min(1, Math.max(0, q)));
  }
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body);
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export function registerSmallAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const size = Buffer.byteLength(payload);
    if (size < THRESHOLD_BYTES || size > SYNC_LIMIT_BYTES) return payload;
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    const current = reply.getHeader('content-encoding');
    if (current !== undefined && current !== 'identity') return payload;
    if (request.headers['x-no-compression'] !== undefined) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
