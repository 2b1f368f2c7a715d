/** Placeholder for the pages of later issues: the shell and the route exist, the content does not yet. */
import { useEffect } from 'react';
import { Link, Navigate, useMatches, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canonicalParam, buildPath, type EncyclopediaCategory } from '#web/config/routes.ts';
import type { RouteHandle } from '#web/components/layout/use-document-title.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { SparklesIcon } from '#web/components/ui/icons.tsx';
import type { SharedMessageKey } from '#web/lib/i18n/fr.ts';
import './pages.css';

export function ComingSoonRoute() {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const params = useParams();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const routeName = handle?.routeName;

  // The encyclopedia's category is a localised slug: an unknown one is an unknown path.
  const category =
    routeName === 'encyclopedia.category' ? (canonicalParam('category', params.category ?? '', lang) as EncyclopediaCategory | undefined) : undefined;
  const title: SharedMessageKey = category ? `encyclopedia.${category}` : routeName ? `route.${routeName}` : 'title.welcome';

  useEffect(() => {
    if (routeName === 'encyclopedia.category' && category) document.title = `${t(title)} · ${t('title.suffix')}`;
  }, [routeName, category, title, t]);

  if (routeName === 'encyclopedia.category' && !category) return <Navigate to={buildPath('site.home', lang)} replace />;

  return (
    <div className="container page-message" data-testid="coming-soon">
      <span className="page-message__badge">
        <SparklesIcon size={16} />
        {t('comingSoon.badge')}
      </span>
      <h1 className="page-message__title">{t(title)}</h1>
      <p className="page-message__body">{t('comingSoon.body')}</p>
      <div className="page-message__actions">
        <Link to={pathTo('stuff.draft')} className="button button--primary">
          {t('route.stuff.draft')}
        </Link>
        <Link to={pathTo('site.home')} className="button">
          {t('comingSoon.backHome')}
        </Link>
      </div>
    </div>
  );
}
