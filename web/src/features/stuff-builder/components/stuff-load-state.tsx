/**
 * What a saved stuff's page shows until the stuff is there: loading, a login prompt (a private stuff
 * is the member's), or the API's refusal as the page ("the equipment is private", "not found").
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertCircleIcon } from '#web/components/ui/icons.tsx';
import { openAuthDialog } from '#web/entities/session/model/auth-dialogs.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';

export function StuffLoading() {
  const { t } = useTranslation();
  return (
    <div className="container builder" data-testid="stuff-loading">
      <p className="status" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('builder.load.loading')}
      </p>
    </div>
  );
}

export function StuffLoginPrompt() {
  const { t } = useTranslation();
  return (
    <div className="container builder">
      <section className="card builder-card stuff-page-message" data-testid="stuff-login">
        <div className="card__body">
          <p>{t('builder.load.login')}</p>
          <button type="button" className="button button--primary" onClick={() => openAuthDialog('login')} data-testid="stuff-login-open">
            {t('builder.load.loginButton')}
          </button>
        </div>
      </section>
    </div>
  );
}

/** The API's refusal as the page: 403 "the equipment is private", 404 "not found", or a retry. */
export function StuffLoadError({ error, message, onRetry }: { error: unknown; message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const status = isApiError(error) ? error.status : 0;
  const final = message !== undefined || status === 403 || status === 404;
  return (
    <div className="container builder">
      <section className="card builder-card stuff-page-message" role="alert" data-testid="stuff-error" data-status={status}>
        <div className="card__body">
          <h1 className="builder__title">
            <AlertCircleIcon size={22} aria-hidden="true" /> {message ?? errorMessage(error, t)}
          </h1>
          <p className="stuff-page-message__actions">
            {!final && onRetry && (
              <button type="button" className="button" onClick={onRetry}>
                {t('builder.load.retry')}
              </button>
            )}
            <Link to={pathTo('stuff.draft')} className="button button--ghost" data-testid="stuff-error-draft">
              {t('builder.load.toDraft')}
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}
