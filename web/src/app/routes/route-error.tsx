/**
 * Last-resort page when a route throws while loading or rendering (a failed lazy chunk, a bug); a
 * loader's 404 (a path that names no page, e.g. an unknown encyclopedia category) is the 404 page.
 */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildPath } from '#web/config/routes.ts';
import { currentLanguage } from '#web/lib/i18n/index.ts';
import { AlertCircleIcon } from '#web/components/ui/icons.tsx';
import { NotFoundPage } from '#web/features/not-found/components/not-found-page.tsx';
import './pages.css';

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="container page-message" role="alert">
      <AlertCircleIcon size={40} className="page-message__icon page-message__icon--error" />
      <h1 className="page-message__title">{t('error.page.title')}</h1>
      <p className="page-message__body">{t('error.page.body')}</p>
      <div className="page-message__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
        <a className="button" href={buildPath('site.home', currentLanguage())}>
          {t('comingSoon.backHome')}
        </a>
      </div>
    </div>
  );
}
