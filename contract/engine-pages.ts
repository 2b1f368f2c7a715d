/**
 * The builder's pages, whose first render computes a sheet with the engine (issue 23). Opened
 * directly, the server's HTML of these pages starts the engine worker (server/src/web.ts: the
 * `web/src/engine-start.ts` classic script, first in the head), and the app's entry warms it
 * otherwise (web/src/app/router.tsx `warmEngineForPath`). In the contract: the server and the web
 * app read the same list.
 */
import { matchLocalisedPath, type RouteName } from './pages.ts';

/** The pages whose first render computes a sheet (their loaders call `warmEngineSoon`). */
export const ENGINE_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  'stuff.draft',
  'stuff.draft-items',
  'stuff.draft-fm',
  'stuff.draft-caracteristics',
  'stuff.draft-weapon',
  'stuff.draft-spells',
  'stuff.draft-boosts',
  'stuff.private',
  'stuff.items',
  'stuff.fm',
  'stuff.caracteristics',
  'stuff.weapon',
  'stuff.spells',
  'stuff.boosts',
  'stuff.skin',
  'stuff.simulation',
  'stuff.public',
  'stuff.public-items',
  'stuff.public-fm',
  'stuff.public-caracteristics',
  'stuff.public-weapon',
  'stuff.public-spells',
  'stuff.public-boosts',
  'stuff.public-skin',
]);

/**
 * The draft's pages: their first sheet is the visitor's local draft's, which the early start reads
 * and asks the worker for before the app's code runs (the server marks them `data-local-draft`).
 */
export const LOCAL_DRAFT_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([...ENGINE_PAGES].filter((name) => name === 'stuff.draft' || name.startsWith('stuff.draft-')));

/** The engine page a path such as `/fr/stuff/draft` opens, if it is one. */
export function enginePageOf(pathname: string): RouteName | undefined {
  const match = matchLocalisedPath(pathname);
  return match && ENGINE_PAGES.has(match.name) ? match.name : undefined;
}
