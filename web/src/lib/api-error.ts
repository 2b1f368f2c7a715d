/**
 * The web app's API errors and its download of bytes, without zod (issue 23): the engine worker
 * downloads the binary catalogue with `fetchBytes` and reports `ApiError`s without loading the
 * contract's schemas; an error answer's body is parsed by api-client.ts, loaded then. api-client.ts
 * re-exports all of it: the app imports from there.
 */
import type { ErrorBody } from '#contract/common';

/**
 * `http`: the server answered with an error status; `network`: no answer at all; `contract`: the
 * answer does not match the contract (a deployment mismatch, never the user's fault).
 */
export type ApiErrorKind = 'http' | 'network' | 'contract';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when the server was not reached. */
  readonly status: number;
  /** The server's error body when it sent one. */
  readonly body: ErrorBody | undefined;

  constructor(kind: ApiErrorKind, status: number, message: string, body?: ErrorBody, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** An abort is the caller changing its mind, not a failure worth reporting. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export type QueryParams = Readonly<Record<string, string | number | boolean | undefined>>;

/** A path with its query string (empty values left out). */
export function urlOf(path: string, query: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/** Request settings of `fetchBytes` (and api-client's `apiBytes`). */
export interface BytesOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  /** `If-None-Match`: the entity tag of a copy the caller holds; a 304 then answers `notModified`. */
  ifNoneMatch?: string;
  /** The fetch's HTTP cache mode (the engine worker keeps its own copy: `no-store`). */
  cache?: RequestCache;
  /** `x-lang`: the language of the server's messages (api-client's current one by `apiBytes`). */
  lang?: string;
  /** The fetch's priority hint (the engine worker's catalogue: `high`, ahead of the page's own modules). */
  priority?: RequestPriority;
}

/**
 * GET `path` (a contract path's `url()`), an answer that is not JSON: the body's bytes and the
 * response's headers; `notModified` when the server answered 304 to `ifNoneMatch` (no bytes then).
 * Failures are `ApiError`s as with `apiCall` (the error body parsed by api-client.ts, loaded then).
 */
export async function fetchBytes(
  path: string,
  { query, signal, ifNoneMatch, cache, lang, priority }: BytesOptions = {},
): Promise<{ notModified: boolean; bytes: ArrayBuffer; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (lang) headers['x-lang'] = lang;
  if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
  let response: Response;
  try {
    response = await fetch(urlOf(path, query), { headers, credentials: 'same-origin', signal, cache, ...(priority ? { priority } : {}) });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError('network', 0, error instanceof Error ? error.message : String(error), undefined, { cause: error });
  }
  if (response.status === 304 && ifNoneMatch) return { notModified: true, bytes: new ArrayBuffer(0), headers: response.headers };
  if (!response.ok) {
    const { errorFrom } = await import('./api-client.ts');
    throw await errorFrom(response);
  }
  return { notModified: false, bytes: await response.arrayBuffer(), headers: response.headers };
}
