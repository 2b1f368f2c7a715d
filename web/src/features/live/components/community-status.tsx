/**
 * The foot of the community menu (site-spec §2: "the community menu shows update status per data
 * scope with version, and the count of online users"): the online count from the live data, and
 * for each data scope of bootstrap's `maj` which data version the site runs and whether its last
 * update succeeded.
 */
import '../messages/index.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VARIANTS, type Variant } from '#game/variants';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { OnlineCount } from './online-count.tsx';
import './live.css';

const isVariant = (scope: string): scope is Variant => (VARIANTS as readonly string[]).includes(scope);

export function CommunityStatus() {
  const { t } = useTranslation();
  const bootstrap = useQuery(bootstrapQueryOptions());
  const updates = bootstrap.data?.maj ?? [];
  return (
    <div className="community-status" data-testid="community-status">
      <OnlineCount testId="community-online-count" />
      {bootstrap.isSuccess && (
        <div className="community-status__updates">
          <p className="community-status__title">{t('live.updates.title')}</p>
          {updates.length === 0 ? (
            <p className="community-status__none" data-testid="data-update-none">
              {t('live.updates.none')}
            </p>
          ) : (
            <ul role="list" className="community-status__list">
              {updates.map((update) => (
                <li key={update.scope} className="community-status__update" data-testid={`data-update-${update.scope}`} data-success={update.success}>
                  <span>{t('live.updates.version', { game: isVariant(update.scope) ? t(`app.variant.${update.scope}`) : update.scope, version: update.version })}</span>{' '}
                  <span
                    className={`community-status__mark community-status__mark--${update.success ? 'ok' : 'failed'}`}
                    title={update.success ? t('live.updates.ok') : t('live.updates.failed')}
                  >
                    <span aria-hidden="true">{update.success ? '✓' : '✗'}</span>
                    <span className="visually-hidden">{update.success ? t('live.updates.ok') : t('live.updates.failed')}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
