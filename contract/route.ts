/**
 * A route of the REST contract: its method, its path (with `:name` parameters), the zod schemas of its
 * parameters, query, body and answer, and `url()`, the path builder. The server registers every route
 * from these definitions and the web app fetches with `url()`: no URL is written by hand on either side.
 */
import type { z } from 'zod';

/** Every route of the REST contract is under this path. */
export const API_ROOT = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `:name` parameters of a path (`'/api/items/:game/:id'` → `'game' | 'id'`). */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path parameter's value: a list is joined with '-' (`IdList`). */
export type PathValue = string | number | readonly (string | number)[];
export type PathParams<Path extends string> = { readonly [Name in PathParamNames<Path>]: PathValue };

export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer of a success (200). */
  response: z.ZodType;
}

export interface RouteSpec<Path extends string = string> extends RouteSchemas {
  method: HttpMethod;
  path: Path;
}

export type Route<Spec extends RouteSpec = RouteSpec> = Spec & {
  /** The path with its parameters filled in, each encoded as one URL segment. */
  url(params: PathParams<Spec['path']>): string;
};

function segment(value: PathValue): string {
  return encodeURIComponent(Array.isArray(value) ? value.join('-') : String(value));
}

/** Fills the `:name` parameters of `path` (a parameter left out is a programming error). */
export function fillPath(path: string, params: Readonly<Record<string, PathValue>>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return segment(value);
  });
}

export function defineRoute<const Spec extends RouteSpec>(spec: Spec): Route<Spec> {
  return { ...spec, url: (params) => fillPath(spec.path, params as Readonly<Record<string, PathValue>>) };
}

/**
 * A path of the contract without its schemas: `url()` only. For code that must not load zod (the
 * engine worker's catalogue download, issue 23); `defineRoute` takes the same path for the route.
 */
export function definePath<const Path extends string>(path: Path): { path: Path; url(params: PathParams<Path>): string } {
  return { path, url: (params) => fillPath(path, params as Readonly<Record<string, PathValue>>) };
}
