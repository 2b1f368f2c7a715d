/** The translated "not found" state of an encyclopedia page (an unknown or malformed id). */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertCircleIcon } from '#web/components/ui/icons.tsx';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import type { EncyclopediaMessageKey } from '../messages/fr.ts';
import { usePageTitle } from './use-page-title.ts';

export function EncyclopediaNotFound({ message }: { message: EncyclopediaMessageKey }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  usePageTitle(t(message));
  return (
    <div className="container page-message" data-testid="encyclopedia-not-found">
      <AlertCircleIcon size={40} className="page-message__icon page-message__icon--error" />
      <h1 className="page-message__title">{t(message)}</h1>
      <div className="page-message__actions">
        <Link to={pathTo('encyclopedia.category', { category: 'item' })} className="button button--primary">
          {t('encyclopedia.item')}
        </Link>
        <Link to={pathTo('site.home')} className="button">
          {t('comingSoon.backHome')}
        </Link>
      </div>
    </div>
  );
}

/** The state of a page whose query failed for another reason than a 404. */
export function EncyclopediaError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="container page-message" role="alert" data-testid="encyclopedia-error">
      <AlertCircleIcon size={40} className="page-message__icon page-message__icon--error" />
      <p className="page-message__body">{message}</p>
      <div className="page-message__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    </div>
  );
}

export function EncyclopediaLoading() {
  const { t } = useTranslation();
  return (
    <div className="container encyclopedia" aria-busy="true" data-testid="encyclopedia-loading">
      <p className="encyclopedia__muted">{t('common.loading')}</p>
    </div>
  );
}
