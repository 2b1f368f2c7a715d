/**
 * The page title comes from the route meta (site-spec §2): the deepest route that names itself
 * gives "<its title> · Tofulab"; the home and routes without a name show the welcome message. A
 * page that knows a better title (an item's name) passes it.
 */
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '#web/config/routes.ts';

export interface RouteHandle {
  routeName?: RouteName;
  /** `keep`: the page sets the title itself (or leaves the previous one). */
  title?: 'route' | 'keep';
}

export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  // The deepest route that names itself or sets its own title (the 404 page has no name).
  const handle = [...matches].reverse().find((match) => {
    const candidate = match.handle as RouteHandle | undefined;
    return candidate?.routeName !== undefined || candidate?.title === 'keep';
  })?.handle as RouteHandle | undefined;

  useEffect(() => {
    if (handle?.title === 'keep') return;
    const name = handle?.routeName;
    document.title =
      !name || name === 'site.home' ? t('title.welcome') : `${t(`route.${name}`)} · ${t('title.suffix')}`;
  }, [handle, t, i18n.language]);
}
