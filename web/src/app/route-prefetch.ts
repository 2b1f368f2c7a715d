/**
 * Route chunks fetched before they are needed (issue 23), so that leaving the home stays instant
 * although every page but the home is a chunk of its own: a link's page starts loading when the
 * pointer goes over the link or the link takes the focus (or a finger touches it), and once the page
 * is idle, the pages its content links to load too (not when the visitor asked to save data).
 * The router registers each page's loader here (router.tsx); a page's module is fetched once.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { matchLocalisedPath, type RouteName } from '#web/config/routes.ts';
import { whenIdle } from './deferred.tsx';

const chunks = new Map<RouteName, () => unknown>();
const started = new Set<RouteName>();
/** At most this many pages fetched on idle after each navigation (the links of the page's content). */
const IDLE_PREFETCH_LIMIT = 12;

/** The router's page loader (`route.lazy`) of `name`; the first one registered is kept. */
export function registerRouteChunk(name: RouteName, load: () => unknown): void {
  if (!chunks.has(name)) chunks.set(name, load);
}

/** Starts fetching the page module of the site path `pathname` (nothing if no page or already done). */
export function prefetchPath(pathname: string): void {
  const match = matchLocalisedPath(pathname);
  if (!match || started.has(match.name)) return;
  const load = chunks.get(match.name);
  if (!load) return;
  started.add(match.name);
  // A failed fetch (offline) is tried again by the next hover, or by the navigation itself.
  void Promise.resolve()
    .then(load)
    .catch(() => started.delete(match.name));
}

/** The site path a link leads to, or undefined (another site, a download, a new tab's target…). */
function linkPath(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.hasAttribute('download')) return undefined;
  return link.pathname;
}

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Installs the prefetching: on hover, focus and touch of any link, and on idle after each navigation. */
export function useRoutePrefetch(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const onIntent = (event: Event) => {
      const path = linkPath(event.target);
      if (path !== undefined) prefetchPath(path);
    };
    const options = { capture: true, passive: true } as const;
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.removeEventListener(type, onIntent, options);
    };
  }, []);
  useEffect(() => {
    if (saveData()) return;
    return whenIdle(() => {
      const paths = new Set<string>();
      for (const link of document.querySelectorAll<HTMLAnchorElement>('#main a[href]')) {
        if (link.origin === window.location.origin && link.pathname !== pathname) paths.add(link.pathname);
        if (paths.size >= IDLE_PREFETCH_LIMIT) break;
      }
      for (const path of paths) prefetchPath(path);
    });
  }, [pathname]);
}
