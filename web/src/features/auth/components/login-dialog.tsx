/**
 * The login modal (site-spec §2, §4 login outcomes): by nickname or e-mail. An account whose address
 * is not verified yet closes the modal and shows the banner with "send the link again"; a member
 * whose name was never chosen gets the name-save modal (NameSaveDialog watches the session); a
 * refusal is shown next to its field, in the page's language.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authRoutes } from '#contract/auth';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { formErrors, type FormErrors } from '#web/lib/error-message.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { sessionApi } from '#web/entities/session/api/session-api.ts';
import { openAuthDialog, showAuthBanner } from '#web/entities/session/model/auth-dialogs.ts';
import { signedIn } from '#web/entities/session/model/session-lifecycle.ts';
import '../messages/index.ts';
import './auth.css';


export function LoginDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const providers = useQuery({ queryKey: ['auth', 'social'], queryFn: () => sessionApi.socialProviders(), enabled: open, staleTime: Infinity, meta: { silent: true } });
  const close = () => openAuthDialog(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({ fields: {} });
    try {
      const session = await sessionApi.login(login.trim(), password);
      signedIn(session);
      showAuthBanner(null);
      close();
      if (session.user.name_changed) showAlert('success', t('auth.login.welcome', { name: session.user.name }));
    } catch (error) {
      // site-spec §4: an unverified address is a banner with the activation hint, not a refusal of the form.
      const address = isApiError(error) && error.body?.code === 'emailNotVerified' ? error.body.params?.email : undefined;
      if (address && isApiError(error)) {
        showAuthBanner({ kind: 'unverified', message: error.body?.message ?? '', email: address });
        close();
      } else {
        setErrors(formErrors(error, t, ['login', 'password']));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog open={open} title={t('auth.login.title')} onClose={close} closeLabel={t('auth.close')} testId="login-dialog">
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        {errors.general && (
          <p className="form-error" role="alert" data-testid="login-error">
            {errors.general}
          </p>
        )}
        <FormField
          label={t('auth.login.login')}
          name="login"
          autoComplete="username"
          value={login}
          onChange={(event) => setLogin(event.target.value)}
          error={errors.fields.login}
          testId="login-login"
          data-autofocus
        />
        <FormField
          label={t('auth.login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.fields.password}
          testId="login-password"
        />
        <button type="submit" className="button button--primary" disabled={busy} data-testid="login-submit">
          {t('auth.login.submit')}
        </button>
        <p className="auth-form__links">
          <Link to={pathTo('user.password-reset')} onClick={close} data-testid="login-forgot">
            {t('auth.login.forgotPassword')}
          </Link>
          <Link to={pathTo('user.email-confirm')} onClick={close}>
            {t('auth.login.lostMail')}
          </Link>
        </p>
        <p className="auth-form__links">
          {t('auth.login.noAccount')}{' '}
          <button type="button" className="button button--ghost button--small" onClick={() => openAuthDialog('register')} data-testid="login-to-register">
            {t('auth.register')}
          </button>
        </p>
        {providers.data && providers.data.login.length > 0 && (
          <div className="auth-form__social">
            <span>{t('auth.login.social')}</span>
            {providers.data.login.map((provider) => (
              <a key={provider} className="button button--soft button--small" href={authRoutes.socialStart.url({ provider })} data-testid={`social-${provider}`}>
                {provider.charAt(0).toUpperCase() + provider.slice(1)}
              </a>
            ))}
          </div>
        )}
      </form>
    </ModalDialog>
  );
}
