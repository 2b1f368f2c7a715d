/**
 * The name-save modal (site-spec §2, §4): a member whose nickname was never chosen (a social
 * sign-in's provisional one, `name_changed` false) picks it; saving answers a new session.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { formErrors, type FormErrors } from '#web/lib/error-message.ts';
import { sessionApi } from '#web/entities/session/api/session-api.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { signedIn } from '#web/entities/session/model/session-lifecycle.ts';
import '../messages/index.ts';
import './auth.css';

export function NameSaveDialog() {
  const { t } = useTranslation();
  const session = useSession();
  const [dismissed, setDismissed] = useState(false);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const open = session.status === 'member' && !session.user.name_changed && !dismissed;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      signedIn(await sessionApi.settings({ name: name.trim() }));
    } catch (error) {
      setErrors(formErrors(error, t, ['name']));
    }
  }

  return (
    <ModalDialog open={open} title={t('auth.nameSave.title')} description={t('auth.nameSave.description')} onClose={() => setDismissed(true)} closeLabel={t('auth.close')} testId="name-save-dialog">
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        {errors.general && (
          <p className="form-error" role="alert">
            {errors.general}
          </p>
        )}
        <FormField label={t('auth.register.name')} value={name} onChange={(event) => setName(event.target.value)} error={errors.fields.name} hint={t('auth.register.nameHint')} testId="name-save-name" data-autofocus />
        <button type="submit" className="button button--primary" data-testid="name-save-submit">
          {t('auth.nameSave.submit')}
        </button>
      </form>
    </ModalDialog>
  );
}
