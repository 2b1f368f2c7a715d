/**
 * The account banner (site-spec §3–§4): after a registration, or a login refused because the
 * address is not verified yet, the server's message with "send the link again".
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { errorMessage } from '#web/lib/error-message.ts';
import { sessionApi } from '#web/entities/session/api/session-api.ts';
import { showAuthBanner } from '#web/entities/session/model/auth-dialogs.ts';
import { useAuthUi } from '#web/entities/session/hooks/use-session.ts';
import '../messages/index.ts';
import './auth.css';

export function AuthBanner() {
  const { t } = useTranslation();
  const { banner } = useAuthUi();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!banner) return null;
  const { email } = banner;

  async function resend() {
    if (!email) return;
    setBusy(true);
    try {
      setAnswer({ ok: true, text: (await sessionApi.activationMail(email)).message });
    } catch (error) {
      setAnswer({ ok: false, text: errorMessage(error, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="auth-banner" role="status" data-testid="auth-banner">
      <div className="container auth-banner__inner">
        <p className="auth-banner__message" data-testid="auth-banner-message">
          {banner.message}
        </p>
        {banner.kind === 'unverified' && email && (
          <button type="button" className="button button--small" onClick={() => void resend()} disabled={busy} data-testid="auth-banner-resend">
            {t('auth.banner.resend')}
          </button>
        )}
        {answer && (
          <p className={answer.ok ? 'auth-banner__answer' : 'auth-banner__answer is-error'} data-testid="auth-banner-answer">
            {answer.text}
          </p>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={t('auth.banner.close')}
          onClick={() => {
            setAnswer(null);
            showAuthBanner(null);
          }}
        >
          <CloseIcon size={16} />
        </button>
      </div>
    </div>
  );
}
