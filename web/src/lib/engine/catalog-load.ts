/**
 * How the engine worker gets a game's catalogue, with the time of each step (issue 23: the bench
 * `bench/catalog-load.bench.ts` reads them as performance marks of the page): the request, the bytes
 * received, parsed, converted to the engine's `Catalog` (checked against the contract), laid out in
 * WASM memory. Times are epoch milliseconds (`performance.timeOrigin + now()`), so that the page can
 * place the worker's steps on its own timeline.
 */
import { CatalogSchema, catalogRoutes } from '#contract/catalog';
import type { Catalog } from '#engine';
import type { Variant } from '#game/variants';
import { apiBytes, ApiError } from '../api-client.ts';

export type CatalogLoadStep = 'start' | 'firstByte' | 'received' | 'parsed' | 'converted' | 'laidOut';

export interface CatalogLoadTimings {
  variant: Variant;
  /** Where the catalogue came from: the JSON route. */
  source: 'json';
  /** Bytes of the body once decoded (0 when nothing was downloaded). */
  bytes: number;
  /** Bytes that came over the network (the resource timing's transferSize: small for a 304, 0 from the HTTP cache). */
  transferred: number;
  /** Epoch milliseconds of each step. */
  at: Partial<Record<CatalogLoadStep, number>>;
}

export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

/** The JSON catalogue of `variant`: downloaded (ETag-revalidated by the HTTP cache), parsed, checked against the contract. */
export async function loadJsonCatalog(variant: Variant, timings: CatalogLoadTimings): Promise<Catalog> {
  const route = catalogRoutes.get;
  const { bytes } = await apiBytes(route, { game: variant });
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
