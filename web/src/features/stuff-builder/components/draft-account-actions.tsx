/**
 * builder-spec §4 "save the draft to my account": the draft becomes a private stuff of the member
 * (POST private/save), named in a small form whose visibility starts at the member's setting
 * (`privacy_mode`: new stuffs private), then the builder opens it. A visitor is asked to log in
 * first; the form opens right after the login.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { saveStuffToAccount, storeStuffAnswer } from '#web/entities/stuff/api/stuffs.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { openAuthDialog } from '#web/entities/session/model/auth-dialogs.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { formErrors, type FormErrors } from '#web/lib/error-message.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { useBuilder } from '../hooks/use-builder.tsx';
import { StuffMetaForm, type StuffMetaValues } from './stuff-meta-form.tsx';

export function DraftAccountActions() {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [afterLogin, setAfterLogin] = useState(false);
  const member = session.status === 'member';
  useEffect(() => {
    if (member && afterLogin) {
      setAfterLogin(false);
      setOpen(true);
    }
  }, [member, afterLogin]);

  if (session.status === 'loading') return null;
  return (
    <>
      <button
        type="button"
        className="button button--primary button--small"
        onClick={() => {
          if (member) setOpen(true);
          else {
            setAfterLogin(true);
            openAuthDialog('login');
          }
        }}
        data-testid="draft-save-account"
      >
        {t(member ? 'builder.actions.saveDraft' : 'builder.actions.saveDraftLogin')}
      </button>
      {open && member && <SaveDraftDialog privateByDefault={session.user.privacy_mode} onClose={() => setOpen(false)} />}
    </>
  );
}

function SaveDraftDialog({ privateByDefault, onClose }: { privateByDefault: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { stuff } = useBuilder();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const [values, setValues] = useState<StuffMetaValues>({ name: stuff.name, visible: !privateByDefault, folderId: null, description: '', tags: [], markdown: '' });
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      const stored = await saveStuffToAccount(SITE_VARIANT, {
        ...stuff,
        name: values.name.trim(),
        visible: values.visible,
        ...(values.folderId === null ? {} : { folder_id: values.folderId }),
      });
      void storeStuffAnswer(queryClient, SITE_VARIANT, stored);
      showAlert('success', t('builder.saveDraft.done', { name: stored.name }));
      onClose();
      void navigate(pathTo('stuff.private', { stuffId: String(stored.id) }));
    } catch (error) {
      setErrors(formErrors(error, t, ['name', 'folder_id']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open
      title={t('builder.saveDraft.title')}
      description={t('builder.saveDraft.lead')}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="save-draft-dialog"
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="save-draft-form" className="button button--primary" disabled={busy} aria-busy={busy} data-testid="save-draft-submit">
            {t('builder.saveDraft.submit')}
          </button>
        </>
      }
    >
      <StuffMetaForm id="save-draft-form" values={values} onChange={setValues} onSubmit={() => void submit()} errors={errors} full={false} />
    </ModalDialog>
  );
}
