/**
 * A tool's URL on a game without it (site-spec §1: Skinator on touch, Bombminator on dofus,
 * Dofus-Stuffer on the non-retro games; issue 15): the page says so in its language and links to
 * the same tool on the sibling sites that have it.
 */
import { Link, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VARIANTS } from '#game/variants';
import type { RouteHandle } from '#web/components/layout/use-document-title.ts';
import { routeExistsOn, siblingPath } from '#web/config/sibling-sites.ts';
import { SITE_VARIANT, siblingUrl } from '#web/config/variant.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import './pages.css';

export function NotOnThisGameRoute() {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const location = useLocation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const routeName = handle?.routeName;
  const tool = routeName ? t(`route.${routeName}`) : '';
  const game = t(`app.variant.${SITE_VARIANT}`);
  const sites = routeName
    ? VARIANTS.filter((variant) => variant !== SITE_VARIANT && routeExistsOn(routeName, variant)).flatMap((variant) => {
        const href = siblingUrl(variant, siblingPath(location.pathname, variant, lang) + location.search);
        return href === undefined ? [] : [{ variant, href }];
      })
    : [];
  return (
    <div className="container page-message" data-testid="not-on-this-game">
      <h1 className="page-message__title">{t('notOnGame.title', { tool, game })}</h1>
      <p className="page-message__body">{sites.length > 0 ? t('notOnGame.body', { game }) : t('notOnGame.noSite')}</p>
      <div className="page-message__actions">
        {sites.map(({ variant, href }) => (
          <a key={variant} href={href} className="button button--primary" data-testid={`not-on-this-game-${variant}`}>
            {t(`app.variant.${variant}`)}
          </a>
        ))}
        <Link to={pathTo('site.home')} className="button">
          {t('comingSoon.backHome')}
        </Link>
      </div>
    </div>
  );
}
