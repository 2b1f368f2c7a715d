/**
 * `oubli-mot-de-passe` (a reset link by mail) and `mail-perdu` (the activation link again): one
 * e-mail field, the server's answer (sent, the 2-hour cooldown, no such address) in the page's language.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '#web/components/ui/form-field.tsx';
import { formErrors, type FormErrors } from '#web/lib/error-message.ts';
import { sessionApi } from '#web/entities/session/api/session-api.ts';
import '../messages/index.ts';
import './auth.css';

const PAGES = {
  reset: { title: 'auth.reset.title', lead: 'auth.reset.lead', submit: 'auth.reset.submit', send: (email: string) => sessionApi.resetPasswordMail(email) },
  activation: { title: 'auth.lostMail.title', lead: 'auth.lostMail.lead', submit: 'auth.lostMail.submit', send: (email: string) => sessionApi.activationMail(email) },
} as const;

export function EmailRequestPage({ kind }: { kind: keyof typeof PAGES }) {
  const { t } = useTranslation();
  const page = PAGES[kind];
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({ fields: {} });
    setDone(null);
    try {
      setDone((await page.send(email.trim())).message);
    } catch (error) {
      setErrors(formErrors(error, t, ['email']));
    }
  }

  return (
    <section className="tool-page auth-page" data-testid={`email-request-${kind}`}>
      <h1 className="tool-page__title">{t(page.title)}</h1>
      <p className="tool-page__lead">{t(page.lead)}</p>
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        {errors.general && (
          <p className="form-error" role="alert" data-testid="email-request-error">
            {errors.general}
          </p>
        )}
        {done && (
          <p className="form-success" role="status" data-testid="email-request-done">
            {done}
          </p>
        )}
        <FormField label={t('auth.email')} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.fields.email} testId="email-request-email" />
        <button type="submit" className="button button--primary" data-testid="email-request-submit">
          {t(page.submit)}
        </button>
      </form>
    </section>
  );
}
