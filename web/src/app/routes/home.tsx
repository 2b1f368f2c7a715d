import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { appStatsQueryOptions } from '#web/features/app-stats/api/get-app-stats.ts';
import { AppStatsPanel } from '#web/features/app-stats/components/app-stats-panel.tsx';
import { LiveHome } from '#web/features/live/components/live-home.tsx';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { ArrowRightIcon, BookIcon, CalculatorIcon, LayersIcon } from '#web/components/ui/icons.tsx';
import type { RouteName, RouteParams } from '#web/config/routes.ts';
import type { SharedMessageKey } from '#web/lib/i18n/fr.ts';
import './pages.css';

/** Starts loading the statistics with the page chunk; the page shows a placeholder meanwhile. */
export const homeLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(appStatsQueryOptions());
  return null;
};

const FEATURES: readonly { id: string; route: RouteName; params?: RouteParams; Icon: typeof BookIcon; title: SharedMessageKey; body: SharedMessageKey }[] = [
  { id: 'builder', route: 'stuff.draft', Icon: LayersIcon, title: 'home.features.builder.title', body: 'home.features.builder.body' },
  {
    id: 'encyclopedia',
    route: 'encyclopedia.category',
    params: { category: 'item' },
    Icon: BookIcon,
    title: 'home.features.encyclopedia.title',
    body: 'home.features.encyclopedia.body',
  },
  { id: 'tools', route: 'tools.panominator', Icon: CalculatorIcon, title: 'home.features.tools.title', body: 'home.features.tools.body' },
];

export function HomeRoute() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <div className="container home">
      <section className="hero" aria-labelledby="home-title">
        <p className="hero__eyebrow">{t(`app.variant.${SITE_VARIANT}`)}</p>
        <h1 id="home-title" className="hero__title">
          {t('home.title')}
        </h1>
        <p className="hero__lead">{t('home.lead')}</p>
        <div className="hero__actions">
          <Link to={pathTo('stuff.draft')} className="button button--primary button--large" data-testid="cta-builder">
            {t('home.cta.builder')}
            <ArrowRightIcon size={18} />
          </Link>
          <Link to={pathTo('encyclopedia.category', { category: 'item' })} className="button button--large">
            {t('home.cta.encyclopedia')}
          </Link>
        </div>
      </section>

      <section className="home__section" aria-labelledby="home-stats-title">
        <h2 id="home-stats-title" className="section-title">
          {t('home.stats.title')}
        </h2>
        <AppStatsPanel />
        <LiveHome />
      </section>

      <section className="home__section" aria-labelledby="home-features-title">
        <h2 id="home-features-title" className="section-title">
          {t('home.features.title')}
        </h2>
        <ul role="list" className="feature-grid">
          {FEATURES.map(({ id, route, params, Icon, title, body }) => (
            <li key={id}>
              <Link to={pathTo(route, params)} className="feature-card">
                <span className="feature-card__icon">
                  <Icon size={22} />
                </span>
                <span className="feature-card__title">{t(title)}</span>
                <span className="feature-card__body">{t(body)}</span>
                <ArrowRightIcon size={18} className="feature-card__arrow" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
