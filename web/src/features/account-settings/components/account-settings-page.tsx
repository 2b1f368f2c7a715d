/**
 * The member's settings and profile (`membres/profil`, site-spec §2–§3): nickname, e-mail change
 * (a confirmation link by mail), password change (the current one required), the stuff defaults,
 * the public profile, linked social accounts (only the providers the server has configured) and
 * deleting the account. Each form shows the server's refusals next to their fields.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SelfUser, Session } from '#contract/users';
import { FormField } from '#web/components/ui/form-field.tsx';
import { showAlert } from '#web/lib/alerts.ts';
import { errorMessage, formErrors, type FormErrors } from '#web/lib/error-message.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { sessionApi } from '#web/entities/session/api/session-api.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { signedIn } from '#web/entities/session/model/session-lifecycle.ts';
import { clearSession, setSessionUser } from '#web/entities/session/model/session-store.ts';
import '../messages/index.ts';
import './account-settings.css';

/** A form's submit: its errors by field, the message above it, and what the server answered. */
function useSubmit(fields: readonly string[]) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setErrors({ fields: {} });
    setDone(null);
    try {
      setDone(await action());
    } catch (error) {
      setErrors(formErrors(error, t, fields));
    } finally {
      setBusy(false);
    }
  };
  return { errors, done, busy, run };
}

function Section({ id, title, children, onSubmit, state }: { id: string; title: string; children: ReactNode; onSubmit: () => void; state: ReturnType<typeof useSubmit> }) {
  return (
    <section className="card settings-card" data-testid={`settings-${id}`}>
      <h2 className="card__title">{title}</h2>
      <form
        className="settings-form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {state.errors.general && (
          <p className="form-error" role="alert" data-testid={`settings-${id}-error`}>
            {state.errors.general}
          </p>
        )}
        {state.done && (
          <p className="form-success" role="status" data-testid={`settings-${id}-done`}>
            {state.done}
          </p>
        )}
        {children}
      </form>
    </section>
  );
}

export function AccountSettingsPage() {
  const session = useSession();
  if (session.status !== 'member') return null;
  return <Settings user={session.user} key={session.user.id} />;
}

function Settings({ user }: { user: SelfUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const saveSession = (session: Session) => {
    signedIn(session);
    return session;
  };

  const [name, setName] = useState('');
  const nameState = useSubmit(['name']);
  const [email, setEmail] = useState({ email: '', email_confirmation: '' });
  const emailState = useSubmit(['email', 'email_confirmation']);
  const [password, setPassword] = useState({ current_password: '', password: '', password_confirmation: '' });
  const passwordState = useSubmit(['current_password', 'password', 'password_confirmation']);
  const [preferences, setPreferences] = useState({ privacy_mode: user.privacy_mode, exo_enabled: user.exo_enabled, back_stuff: user.back_stuff });
  const preferencesState = useSubmit([]);
  const [profile, setProfile] = useState({ ingame_name: user.ingame_name ?? '', favourite_map: user.favourite_map ?? '', about: user.about ?? '' });
  const profileState = useSubmit(['ingame_name', 'favourite_map', 'about']);
  const [deletePassword, setDeletePassword] = useState('');
  const deleteState = useSubmit(['password']);
  const providers = useQuery({ queryKey: ['auth', 'social'], queryFn: () => sessionApi.socialProviders(), staleTime: Infinity, meta: { silent: true } });

  return (
    <div className="tool-page settings-page" data-testid="settings-page">
      <h1 className="tool-page__title">{t('settings.title')}</h1>
      <p className="tool-page__lead" data-testid="settings-lead">
        {t('settings.lead', { name: user.name, email: user.email })}
        {!user.email_verified && <span className="status status--error"> {t('settings.unverified')}</span>}
      </p>

      <Section
        id="name"
        title={t('settings.name.title')}
        state={nameState}
        onSubmit={() => void nameState.run(async () => t('settings.name.saved', { name: saveSession(await sessionApi.settings({ name: name.trim() })).user.name }))}
      >
        <FormField label={t('settings.name.label')} value={name} placeholder={user.name} onChange={(event) => setName(event.target.value)} error={nameState.errors.fields.name} testId="settings-name-input" />
        <button type="submit" className="button button--primary" disabled={nameState.busy} data-testid="settings-name-submit">
          {t('settings.name.save')}
        </button>
      </Section>

      <Section id="email" title={t('settings.email.title')} state={emailState} onSubmit={() => void emailState.run(async () => (await sessionApi.confirmEmailMail(email.email.trim(), email.email_confirmation.trim())).message)}>
        <FormField label={t('settings.email.label')} type="email" value={email.email} onChange={(event) => setEmail({ ...email, email: event.target.value })} error={emailState.errors.fields.email} testId="settings-email-input" />
        <FormField label={t('settings.email.confirmation')} type="email" value={email.email_confirmation} onChange={(event) => setEmail({ ...email, email_confirmation: event.target.value })} error={emailState.errors.fields.email_confirmation} testId="settings-email-confirmation" />
        <button type="submit" className="button button--primary" disabled={emailState.busy} data-testid="settings-email-submit">
          {t('settings.email.save')}
        </button>
      </Section>

      <Section
        id="password"
        title={t('settings.password.title')}
        state={passwordState}
        onSubmit={() =>
          void passwordState.run(async () => {
            saveSession(await sessionApi.settings(password));
            setPassword({ current_password: '', password: '', password_confirmation: '' });
            return t('settings.password.saved');
          })
        }
      >
        <FormField label={t('settings.password.current')} type="password" autoComplete="current-password" value={password.current_password} onChange={(event) => setPassword({ ...password, current_password: event.target.value })} error={passwordState.errors.fields.current_password} testId="settings-password-current" />
        <FormField label={t('settings.password.new')} type="password" autoComplete="new-password" value={password.password} onChange={(event) => setPassword({ ...password, password: event.target.value })} error={passwordState.errors.fields.password} testId="settings-password-new" />
        <FormField label={t('settings.password.confirmation')} type="password" autoComplete="new-password" value={password.password_confirmation} onChange={(event) => setPassword({ ...password, password_confirmation: event.target.value })} error={passwordState.errors.fields.password_confirmation} testId="settings-password-confirmation" />
        <button type="submit" className="button button--primary" disabled={passwordState.busy} data-testid="settings-password-submit">
          {t('settings.password.save')}
        </button>
      </Section>

      <Section
        id="preferences"
        title={t('settings.preferences.title')}
        state={preferencesState}
        onSubmit={() =>
          void preferencesState.run(async () => {
            saveSession(await sessionApi.settings(preferences));
            return t('settings.preferences.saved');
          })
        }
      >
        {(
          [
            ['privacy_mode', 'settings.preferences.privacy'],
            ['exo_enabled', 'settings.preferences.exo'],
            ['back_stuff', 'settings.preferences.backStuff'],
          ] as const
        ).map(([key, label]) => (
          <label key={key} className="settings-check">
            <input type="checkbox" checked={preferences[key]} onChange={(event) => setPreferences({ ...preferences, [key]: event.target.checked })} data-testid={`settings-${key}`} />
            {t(label)}
          </label>
        ))}
        <button type="submit" className="button button--primary" disabled={preferencesState.busy} data-testid="settings-preferences-submit">
          {t('settings.preferences.save')}
        </button>
      </Section>

      <Section
        id="profile"
        title={t('settings.profile.title')}
        state={profileState}
        onSubmit={() =>
          void profileState.run(async () => {
            setSessionUser(await sessionApi.profile(profile));
            return t('settings.profile.saved');
          })
        }
      >
        <FormField label={t('settings.profile.ingameName')} value={profile.ingame_name} onChange={(event) => setProfile({ ...profile, ingame_name: event.target.value })} error={profileState.errors.fields.ingame_name} testId="settings-ingame-name" />
        <FormField label={t('settings.profile.favouriteMap')} value={profile.favourite_map} onChange={(event) => setProfile({ ...profile, favourite_map: event.target.value })} placeholder="4,-18" error={profileState.errors.fields.favourite_map} testId="settings-favourite-map" />
        <label className="field">
          <span className="field__label">{t('settings.profile.about')}</span>
          <textarea className="field__control field__control--multiline" value={profile.about} maxLength={1000} onChange={(event) => setProfile({ ...profile, about: event.target.value })} data-testid="settings-about" />
          {profileState.errors.fields.about && <span className="field__error">{profileState.errors.fields.about}</span>}
        </label>
        <button type="submit" className="button button--primary" disabled={profileState.busy} data-testid="settings-profile-submit">
          {t('settings.profile.save')}
        </button>
      </Section>

      {providers.data && providers.data.link.length > 0 && (
        <section className="card settings-card" data-testid="settings-social">
          <h2 className="card__title">{t('settings.social.title')}</h2>
          <div className="settings-social">
            {providers.data.link.map((provider) => (
              <button
                key={provider}
                type="button"
                className="button button--soft"
                onClick={() =>
                  sessionApi.socialLink(provider).then(
                    ({ url }) => window.location.assign(url),
                    (error: unknown) => showAlert('error', errorMessage(error, t)),
                  )
                }
              >
                {t('settings.social.link', { provider: provider.charAt(0).toUpperCase() + provider.slice(1) })}
              </button>
            ))}
          </div>
        </section>
      )}

      <Section
        id="delete"
        title={t('settings.delete.title')}
        state={deleteState}
        onSubmit={() =>
          void deleteState.run(async () => {
            const { message } = await sessionApi.remove(deletePassword);
            clearSession();
            showAlert('success', message);
            void navigate(pathTo('site.home'));
            return message;
          })
        }
      >
        <p>{t('settings.delete.lead')}</p>
        <FormField label={t('settings.delete.password')} type="password" autoComplete="current-password" value={deletePassword} onChange={(event) => setDeletePassword(event.target.value)} error={deleteState.errors.fields.password} testId="settings-delete-password" />
        <button type="submit" className="button button--primary" disabled={deleteState.busy} data-testid="settings-delete-submit">
          {t('settings.delete.submit')}
        </button>
      </Section>
    </div>
  );
}
