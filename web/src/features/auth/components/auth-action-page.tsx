/**
 * The landing of the mail and social sign-in links (`auth-action`, site-spec §2): `activate-account`,
 * `reset-password` (then the form for the new password), `confirm-email` with `token`;
 * `social-login` (its `jwt` already in storage: the start-up read it), `social-linked` with
 * `provider`, `social-error` with `message`. A token serves once: the query runs it once per page,
 * whatever React re-renders.
 */
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormField } from '#web/components/ui/form-field.tsx';
import { errorMessage, formErrors, type FormErrors } from '#web/lib/error-message.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { sessionApi } from '#web/entities/session/api/session-api.ts';
import { openAuthDialog } from '#web/entities/session/model/auth-dialogs.ts';
import { setSessionUser } from '#web/entities/session/model/session-store.ts';
import { getSession } from '#web/entities/session/model/session-store.ts';
import '../messages/index.ts';
import './auth.css';

const TOKEN_ACTIONS = {
  'activate-account': (token: string) => sessionApi.activateAccount(token),
  'reset-password': (token: string) => sessionApi.resetPasswordCheck(token),
  'confirm-email': async (token: string) => {
    const answer = await sessionApi.confirmEmail(token);
    if (getSession().status === 'member') setSessionUser(await sessionApi.me());
    return answer;
  },
} as const;
type TokenAction = keyof typeof TOKEN_ACTIONS;
const isTokenAction = (action: string): action is TokenAction => Object.hasOwn(TOKEN_ACTIONS, action);

export function AuthActionPage() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const [params] = useSearchParams();
  const action = params.get('action') ?? '';
  const token = params.get('token') ?? '';
  const tokenAction = isTokenAction(action);
  const result = useQuery({
    queryKey: ['auth-action', action, token],
    queryFn: () => (tokenAction ? TOKEN_ACTIONS[action](token) : Promise.reject(new Error('no action'))),
    enabled: tokenAction,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silent: true },
  });

  let body;
  if (tokenAction) {
    if (result.isPending) body = <p className="status">{t('auth.action.working')}</p>;
    else if (result.isError)
      body = (
        <p className="form-error" role="alert" data-testid="auth-action-error">
          {errorMessage(result.error, t)}
        </p>
      );
    else if (action === 'reset-password') body = <NewPasswordForm token={token} />;
    else
      body = (
        <>
          <p className="form-success" data-testid="auth-action-message">
            {result.data?.message}
          </p>
          {action === 'activate-account' && (
            <button type="button" className="button button--primary" onClick={() => openAuthDialog('login')} data-testid="auth-action-login">
              {t('auth.action.loginNow')}
            </button>
          )}
        </>
      );
  } else if (action === 'social-login') {
    body = (
      <p className="form-success" data-testid="auth-action-message">
        {t('auth.action.socialLogin')}
      </p>
    );
  } else if (action === 'social-linked') {
    body = (
      <p className="form-success" data-testid="auth-action-message">
        {t('auth.action.socialLinked', { provider: params.get('provider') ?? '' })}
      </p>
    );
  } else if (action === 'social-error') {
    body = (
      <p className="form-error" role="alert" data-testid="auth-action-error">
        {params.get('message') || t('auth.action.socialError')}
      </p>
    );
  } else {
    body = (
      <p className="form-error" role="alert" data-testid="auth-action-error">
        {t('auth.action.unknown')}
      </p>
    );
  }

  return (
    <section className="tool-page auth-page" data-testid="auth-action">
      <h1 className="tool-page__title">{t('route.auth.action')}</h1>
      {body}
      <p>
        <Link to={pathTo('site.home')}>{t('auth.action.home')}</Link>
      </p>
    </section>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({ fields: {} });
    try {
      setDone((await sessionApi.resetPasswordConfirm(token, password, confirmation)).message);
    } catch (error) {
      setErrors(formErrors(error, t, ['password', 'password_confirmation']));
    }
  }

  if (done)
    return (
      <>
        <p className="form-success" data-testid="auth-action-message">
          {done}
        </p>
        <button type="button" className="button button--primary" onClick={() => openAuthDialog('login')} data-testid="auth-action-login">
          {t('auth.action.loginNow')}
        </button>
      </>
    );
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate data-testid="reset-form">
      <h2>{t('auth.action.newPasswordTitle')}</h2>
      {errors.general && (
        <p className="form-error" role="alert" data-testid="reset-error">
          {errors.general}
        </p>
      )}
      <FormField label={t('auth.action.newPassword')} type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} error={errors.fields.password} testId="reset-password" />
      <FormField label={t('auth.action.confirmation')} type="password" autoComplete="new-password" value={confirmation} onChange={(event) => setConfirmation(event.target.value)} error={errors.fields.password_confirmation} testId="reset-confirmation" />
      <button type="submit" className="button button--primary" data-testid="reset-submit">
        {t('auth.action.savePassword')}
      </button>
    </form>
  );
}
