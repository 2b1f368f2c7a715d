/**
 * A contract route (contract/route.ts) as Fastify route options: its method, its path and its
 * schemas, so that no API path or schema is written twice. Spread into `app.route({ ... })` with the
 * route's own options (`config`, `compress`) and its handler; the request is typed by the schemas.
 */
import type { z } from 'zod';
import type { Route, RouteSpec } from '#contract/route';

type Part<Spec, Key extends string> = Spec extends { [K in Key]: infer Schema extends z.ZodType } ? Schema : undefined;

/** The Fastify schema of a contract route (a part the route lacks is undefined). */
export interface ContractSchema<Spec extends RouteSpec> {
  params: Part<Spec, 'params'>;
  querystring: Part<Spec, 'query'>;
  body: Part<Spec, 'body'>;
  response: { 200: Spec['response'] };
}

export interface ContractRouteOptions<Spec extends RouteSpec, Schema> {
  method: Spec['method'];
  url: Spec['path'];
  schema: Schema;
}

function schemaOf(route: RouteSpec, withResponse: boolean): Record<string, unknown> {
  return {
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(withResponse ? { response: { 200: route.response } } : {}),
  };
}

export function contractRoute<const Spec extends RouteSpec>(route: Route<Spec>): ContractRouteOptions<Spec, ContractSchema<Spec>> {
  return { method: route.method, url: route.path, schema: schemaOf(route, true) as unknown as ContractSchema<Spec> };
}

/**
 * For a route whose handler sends bytes it has already encoded (the catalogue): the answer is not
 * serialised against the contract's `response` schema, only the request is validated.
 */
export function contractRouteSendingBytes<const Spec extends RouteSpec>(
  route: Route<Spec>,
): ContractRouteOptions<Spec, Omit<ContractSchema<Spec>, 'response'>> {
  return { method: route.method, url: route.path, schema: schemaOf(route, false) as unknown as Omit<ContractSchema<Spec>, 'response'> };
}
