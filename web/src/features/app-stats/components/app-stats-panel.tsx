/** Application statistics (site-spec §3) on the home page, numbers formatted for the page language. */
import '../messages/index.ts'; // this feature's texts, registered before any of its components renders
import { useTranslation } from 'react-i18next';
import type { StatsResponse } from '#contract/stats';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { BookIcon, LayersIcon, ShieldIcon, SparklesIcon, UsersIcon, AlertCircleIcon } from '#web/components/ui/icons.tsx';
import { useAppStats } from '../api/get-app-stats.ts';
import './app-stats-panel.css';

/** The online count is the live data's figure (shown with it), not one of the home's counts. */
type AppStatKey = Exclude<keyof StatsResponse['data'], 'countOnlineUsers'>;

const DISPLAYED_STATS: readonly { key: AppStatKey; Icon: typeof BookIcon }[] = [
  { key: 'nbItems', Icon: ShieldIcon },
  { key: 'nbCloths', Icon: LayersIcon },
  { key: 'nbStuffs', Icon: SparklesIcon },
  { key: 'nbGuides', Icon: BookIcon },
  { key: 'nbSkins', Icon: SparklesIcon },
  { key: 'nbUsers', Icon: UsersIcon },
];

export function AppStatsPanel() {
  const { t } = useTranslation();
  const lang = useLang();
  const stats = useAppStats();
  const formatter = new Intl.NumberFormat(lang);

  if (stats.isError) {
    return (
      <div className="app-stats__error" role="alert" data-testid="app-stats-error">
        <AlertCircleIcon size={18} />
        <span>{t('home.stats.error')}</span>
        <button type="button" className="button button--small" onClick={() => void stats.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  return (
    <>
      {stats.isPending && (
        <p className="visually-hidden" role="status">
          {t('home.stats.loading')}
        </p>
      )}
      <dl className="app-stats" data-testid="app-stats" aria-busy={stats.isPending}>
        {DISPLAYED_STATS.map(({ key, Icon }) => (
          <div key={key} className="app-stats__item">
            <Icon size={18} className="app-stats__icon" />
            <dt className="app-stats__label">{t(`home.stats.${key}`)}</dt>
            <dd className="app-stats__value tabular" data-testid={`app-stat-${key}`}>
              {stats.data ? formatter.format(stats.data[key]) : <span className="skeleton app-stats__skeleton" />}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
