/**
 * The two stuffs of the Stuffminator in its URL (`outils/stuffminator/{stuffId1}/{stuffId2}`): each
 * side is a saved stuff by its id or slug (`12-my-stuff`, the member's own or a public one), or the
 * visitor's local draft by the token `draft`. Choosing or removing a stuff gives the next pair; the
 * first side is never empty while the second is filled (the URL has no empty first segment). Pure
 * functions: unit tested.
 */
import type { RouteName } from '#web/config/routes.ts';

/** The URL token of the visitor's local draft (the same word in every language, as `equipement/draft`). */
export const DRAFT_TOKEN = 'draft';

/** An id or a slug, as the API's stuff path parameter accepts it (contract/stuffs.ts `StuffIdParam`). */
const STORED_TOKEN = /^([1-9]\d{0,9})(-[a-z0-9-]{0,80})?$/;
const MAX_ID = 2_147_483_647;

export type StuffRef =
  | { kind: 'draft' }
  | { kind: 'stored'; id: number; token: string }
  /** A token that names no stuff: said on its side as "not found". */
  | { kind: 'invalid'; token: string };

export type Side = 1 | 2;
export const SIDES: readonly Side[] = [1, 2];

/** The tokens of both sides; null: nothing chosen. */
export type StuffPair = readonly [string | null, string | null];

export function parseStuffRef(token: string | null | undefined): StuffRef | null {
  if (token === null || token === undefined || token === '') return null;
  if (token === DRAFT_TOKEN) return { kind: 'draft' };
  const match = STORED_TOKEN.exec(token);
  const id = match ? Number(match[1]) : NaN;
  if (!match || id > MAX_ID) return { kind: 'invalid', token };
  return { kind: 'stored', id, token };
}

/** The pair of the route's params (`stuffId1`, `stuffId2`). */
export function pairOfParams(params: { stuffId1?: string; stuffId2?: string }): StuffPair {
  return [params.stuffId1 || null, params.stuffId2 || null];
}

/** The pair once `side` shows `token` (null removes it); a lone second stuff moves to the first side. */
export function withChoice(pair: StuffPair, side: Side, token: string | null): StuffPair {
  const next: [string | null, string | null] = side === 1 ? [token, pair[1]] : [pair[0], token];
  return next[0] === null ? [next[1], null] : next;
}

/** Both sides exchanged (nothing happens while one is empty). */
export function swapped(pair: StuffPair): StuffPair {
  return pair[0] !== null && pair[1] !== null ? [pair[1], pair[0]] : pair;
}

/** How many stuffs are chosen. */
export function chosenCount(pair: StuffPair): number {
  return pair.filter((token) => token !== null).length;
}

/** The page of a pair: its route and params. */
export function pairRoute(pair: StuffPair): { name: RouteName; params: Record<string, string> } {
  const [first, second] = pair[0] === null ? [pair[1], null] : pair;
  if (first === null) return { name: 'tools.stuffminator', params: {} };
  if (second === null) return { name: 'tools.stuffminator-one', params: { stuffId1: first } };
  return { name: 'tools.stuffminator-two', params: { stuffId1: first, stuffId2: second } };
}
