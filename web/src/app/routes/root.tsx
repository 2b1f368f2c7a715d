import { Navigate, Outlet, useLocation } from 'react-router';
import { buildPath, isLang } from '#web/config/routes.ts';
import { preferredLanguage } from '#web/lib/i18n/language-preference.ts';
import { useMemberDataSync } from '../member-data.ts';
import { useRoutePrefetch } from '../route-prefetch.ts';

/** Social sign-in providers come back with `#_=_`: site-spec §2 sends that to the home. */
const SOCIAL_LOGIN_HASH = '#_=_';

export function RootRoute() {
  const location = useLocation();
  useMemberDataSync();
  useRoutePrefetch();
  if (location.hash === SOCIAL_LOGIN_HASH) {
    const prefix = location.pathname.split('/')[1];
    return <Navigate to={buildPath('site.home', isLang(prefix) ? prefix : preferredLanguage())} replace />;
  }
  return <Outlet />;
}
