/**
 * The builder's pages, whose first render computes a sheet with the engine: opened directly, the
 * entry starts the engine worker before the app renders (router.tsx `warmEngineForPath`, issue 23).
 */
import { matchLocalisedPath, type RouteName } from '#web/config/routes.ts';

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

/** The engine page a path such as `/fr/stuff/draft` opens, if it is one. */
export function enginePageOf(pathname: string): RouteName | undefined {
  const match = matchLocalisedPath(pathname);
  return match && ENGINE_PAGES.has(match.name) ? match.name : undefined;
}
