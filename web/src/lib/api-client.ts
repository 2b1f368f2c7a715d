/**
 * The one HTTP client of the web app (site-spec §7): same origin, `x-lang` and the member's bearer
 * token (when signed in) on every call, GET, POST, PUT and DELETE with JSON bodies, every
 * answer parsed with the contract's zod schema, and every failure turned into an `ApiError` that
 * carries the server's error body (site-spec §8). It has no React or i18n dependency so the engine
 * worker can use it too.
 */
import type { z } from 'zod';
import { DEFAULT_LANG, ErrorBody, type Lang } from '#contract/common';
import type { PathParams, Route } from '#contract/route';
import { ApiError, fetchBytes, isAbortError, isApiError, urlOf, type BytesOptions, type QueryParams } from './api-error.ts';

export { ApiError, isApiError, isAbortError, type ApiErrorKind } from './api-error.ts';

let apiLanguage: Lang = DEFAULT_LANG;
let apiToken: string | null = null;

/** The access token sent as `Authorization: Bearer …` on every call (null: a visitor). */
export function setApiToken(token: string | null): void {
  apiToken = token;
}

/** Called when the page language changes (the server localises its messages with it). */
export function setApiLanguage(lang: Lang): void {
  apiLanguage = lang;
}

export type { QueryParams } from './api-error.ts';

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  /** This token rather than the current one (the refresh of another tab's token). */
  token?: string | null;
}

/** The messages of a refused body by field (`issues` of site-spec §8: `['body', 'name']` → `name`). */
export function fieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!isApiError(error)) return fields;
  for (const issue of error.body?.issues ?? []) {
    const field = issue.path.length > 1 ? String(issue.path[1]) : String(issue.path[0] ?? '');
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

/** The `ApiError` of a failed answer, with the server's error body when it sent one (`fetchBytes` loads it on demand). */
export async function errorFrom(response: Response): Promise<ApiError> {
  let body: ErrorBody | undefined;
  try {
    const parsed = ErrorBody.safeParse(await response.json());
    if (parsed.success) body = parsed.data;
  } catch {
    // Not JSON (a proxy's HTML page, for instance): the status alone has to do.
  }
  return new ApiError('http', response.status, body?.message || response.statusText || `HTTP ${response.status}`, body);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `method` `path` (absolute, e.g. `/api/stats`) with an optional JSON `body`; the answer parsed with `schema`. */
export async function apiRequest<Schema extends z.ZodType>(
  method: Method,
  path: string,
  schema: Schema,
  body: unknown,
  { query, signal, token }: RequestOptions = {},
): Promise<z.output<Schema>> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-lang': apiLanguage };
  const bearer = token === undefined ? apiToken : token;
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(urlOf(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError('network', 0, error instanceof Error ? error.message : String(error), undefined, { cause: error });
  }
  if (!response.ok) throw await errorFrom(response);
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError('contract', response.status, `${path}: the answer is not JSON`, undefined, { cause: error });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError('contract', response.status, `${path}: ${parsed.error.message}`, undefined, { cause: parsed.error });
  }
  return parsed.data;
}

/** GET `path` (absolute, e.g. `/api/stats`) and parse the answer with `schema`. */
export function apiGet<Schema extends z.ZodType>(path: string, schema: Schema, options: RequestOptions = {}): Promise<z.output<Schema>> {
  return apiRequest('GET', path, schema, undefined, options);
}

/**
 * GET a route of the contract: its path built from `params` (`route.url`), its answer parsed with
 * the route's response schema. The app's data access goes through this, never a URL by hand.
 */
export function apiCall<R extends Route>(route: R, params: PathParams<R['path']>, options: RequestOptions = {}): Promise<z.output<R['response']>> {
  return apiGet(route.url(params), route.response as R['response'], options);
}

export type { BytesOptions } from './api-error.ts';

/**
 * GET a route of the contract whose answer is not JSON (the engine's binary catalogue): the body's
 * bytes and the response's headers, with the same errors as `apiCall`; `notModified` when the server
 * answered 304 to `ifNoneMatch` (no bytes then). The caller checks the bytes.
 */
export function apiBytes<R extends Route>(
  route: R,
  params: PathParams<R['path']>,
  options: BytesOptions = {},
): Promise<{ notModified: boolean; bytes: ArrayBuffer; headers: Headers }> {
  return fetchBytes(route.url(params), { ...options, lang: apiLanguage });
}

type BodyOf<R extends Route> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;

/**
 * POST, PUT or DELETE a route of the contract with its JSON body (typed by the route's body
 * schema); the answer parsed with its response schema.
 */
export function apiSend<R extends Route>(
  route: R,
  params: PathParams<R['path']>,
  body: BodyOf<R>,
  options: RequestOptions = {},
): Promise<z.output<R['response']>> {
  return apiRequest(route.method, route.url(params), route.response as R['response'], body, options);
}
