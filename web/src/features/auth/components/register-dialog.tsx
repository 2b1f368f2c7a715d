/**
 * The registration modal (site-spec §2, §5): nickname, e-mail, password and its confirmation, the
 * game question in the page's language and the ALTCHA proof of work, solved in the page as soon as
 * the modal opens. A challenge serves once: any refusal fetches and solves a new one.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '#contract/auth';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { formErrors, type FormErrors } from '#web/lib/error-message.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { sessionApi } from '#web/entities/session/api/session-api.ts';
import { solveCaptcha } from '#web/entities/session/model/captcha.ts';
import { openAuthDialog, showAuthBanner } from '#web/entities/session/model/auth-dialogs.ts';
import '../messages/index.ts';
import './auth.css';

const FIELDS = ['name', 'email', 'password', 'password_confirmation', 'answer', 'captcha'] as const;

interface Challenge {
  question: string;
  /** The solved payload; rejected when the proof of work failed. */
  payload: Promise<string>;
  state: 'solving' | 'solved' | 'failed';
}

export function RegisterDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form, setForm] = useState({ name: '', email: '', password: '', password_confirmation: '', answer: '' });
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const aborter = useRef<AbortController | null>(null);

  const newChallenge = useCallback(() => {
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    setChallenge(null);
    sessionApi.captcha().then(
      (captcha: Captcha) => {
        if (controller.signal.aborted) return;
        const payload = solveCaptcha(captcha, controller.signal);
        const next: Challenge = { question: captcha.question, payload, state: 'solving' };
        setChallenge(next);
        payload.then(
          () => !controller.signal.aborted && setChallenge({ ...next, state: 'solved' }),
          () => !controller.signal.aborted && setChallenge({ ...next, state: 'failed' }),
        );
      },
      () => !controller.signal.aborted && setErrors({ fields: {}, general: t('auth.register.captchaFailed') }),
    );
  }, [t]);

  // A fresh challenge each time the modal opens, and in the page's language (the question).
  useEffect(() => {
    if (!open) return;
    newChallenge();
    return () => aborter.current?.abort();
  }, [open, lang, newChallenge]);

  const close = () => openAuthDialog(null);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!challenge) return;
    setBusy(true);
    setErrors({ fields: {} });
    try {
      const captcha = await challenge.payload;
      const answer = await sessionApi.register({ ...form, name: form.name.trim(), email: form.email.trim(), captcha });
      close();
      showAuthBanner({ kind: 'unverified', message: answer.message, email: answer.user.email });
    } catch (error) {
      const found = formErrors(error, t, FIELDS);
      setErrors(found.fields.captcha ? { fields: found.fields, general: found.fields.captcha } : found);
      newChallenge();
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog open={open} title={t('auth.register.title')} onClose={close} closeLabel={t('auth.close')} testId="register-dialog">
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        {errors.general && (
          <p className="form-error" role="alert" data-testid="register-error">
            {errors.general}
          </p>
        )}
        <FormField label={t('auth.register.name')} name="name" autoComplete="username" value={form.name} onChange={set('name')} error={errors.fields.name} hint={t('auth.register.nameHint')} testId="register-name" data-autofocus />
        <FormField label={t('auth.register.email')} name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} error={errors.fields.email} testId="register-email" />
        <FormField label={t('auth.register.password')} name="password" type="password" autoComplete="new-password" value={form.password} onChange={set('password')} error={errors.fields.password} hint={t('auth.register.passwordHint')} testId="register-password" />
        <FormField label={t('auth.register.confirmation')} name="password_confirmation" type="password" autoComplete="new-password" value={form.password_confirmation} onChange={set('password_confirmation')} error={errors.fields.password_confirmation} testId="register-confirmation" />
        <FormField
          label={challenge ? `${t('auth.register.question')} : ${challenge.question}` : t('auth.register.question')}
          name="answer"
          autoComplete="off"
          value={form.answer}
          onChange={set('answer')}
          error={errors.fields.answer}
          testId="register-answer"
        />
        <p className="status" data-testid="register-captcha" data-state={challenge?.state ?? 'loading'} aria-live="polite">
          {challenge?.state === 'solved' ? t('auth.register.captchaSolved') : challenge?.state === 'failed' ? t('auth.register.captchaFailed') : t('auth.register.captchaSolving')}
        </p>
        <button type="submit" className="button button--primary" disabled={busy || !challenge || challenge.state === 'failed'} data-testid="register-submit">
          {t('auth.register.submit')}
        </button>
        <p className="auth-form__links">
          {t('auth.register.haveAccount')}{' '}
          <button type="button" className="button button--ghost button--small" onClick={() => openAuthDialog('login')}>
            {t('auth.login')}
          </button>
        </p>
      </form>
    </ModalDialog>
  );
}
