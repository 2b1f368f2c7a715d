/**
 * Moderation on the stuff page (issue 18): a moderator or an admin reading someone else's public
 * stuff may hide it ("Masquer") or show it again ("Afficher"), after a confirmation with an optional
 * reason (written in the moderation log); the stuff's owner and the moderators see a banner while
 * it is hidden.
 */
import '../messages/index.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REASON_MAX } from '#contract/moderation';
import type { StoredStuff } from '#contract/stuffs';
import { ROLES } from '#contract/users';
import { FormField } from '#web/components/ui/form-field.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { moderateStuff } from '#web/entities/stuff/api/stuffs.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { formErrors, type FormErrors } from '#web/lib/error-message.ts';

/** Whether the signed-in member moderates this stuff: a moderator or admin, not its owner. */
export function useModeratesStuff(stored: StoredStuff): boolean {
  const session = useSession();
  return session.status === 'member' && session.user.role_id <= ROLES.moderator && session.user.id !== stored.user.id;
}

/** The banner of a hidden stuff: its owner is told what it means; a moderator that it is hidden. */
export function HiddenStuffBanner({ stored, own }: { stored: StoredStuff; own: boolean }) {
  const { t } = useTranslation();
  if (!stored.hidden) return null;
  return (
    <p className="stuff-hidden-banner" role="status" data-testid="stuff-hidden-banner">
      <strong>{t('builder.hidden.title')}</strong> {t(own ? 'builder.hidden.owner' : 'builder.hidden.moderator')}
    </p>
  );
}

/** The "Masquer" / "Afficher" button and its confirmation. */
export function StuffModerationButton({ stored }: { stored: StoredStuff }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const hide = !stored.hidden;
  return (
    <>
      <button type="button" className={`button button--small ${hide ? 'button--danger' : ''}`} onClick={() => setOpen(true)} data-testid={hide ? 'stuff-moderation-hide' : 'stuff-moderation-show'}>
        {t(hide ? 'builder.moderation.hide' : 'builder.moderation.show')}
      </button>
      {open && <ModerationDialog stored={stored} hide={hide} onClose={() => setOpen(false)} />}
    </>
  );
}

function ModerationDialog({ stored, hide, onClose }: { stored: StoredStuff; hide: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setErrors({ fields: {} });
    try {
      const answer = await moderateStuff(queryClient, SITE_VARIANT, stored.id, hide, reason.trim());
      showAlert('success', t(hide ? 'builder.moderation.hidden' : 'builder.moderation.shown', { name: answer.name, author: answer.user_name }));
      onClose();
    } catch (error) {
      setErrors(formErrors(error, t, ['reason']));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open
      title={t(hide ? 'builder.moderation.hideTitle' : 'builder.moderation.showTitle', { name: stored.name })}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="stuff-moderation-dialog"
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} data-autofocus data-testid="stuff-moderation-cancel">
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form="stuff-moderation"
            className={`button ${hide ? 'button--danger' : 'button--primary'}`}
            disabled={busy}
            aria-busy={busy}
            data-testid="stuff-moderation-confirm"
          >
            {t(hide ? 'builder.moderation.hide' : 'builder.moderation.show')}
          </button>
        </>
      }
    >
      <form
        id="stuff-moderation"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <p>{t(hide ? 'builder.moderation.hideBody' : 'builder.moderation.showBody', { author: stored.user.name })}</p>
        {errors.general && (
          <p className="form-error" role="alert" data-testid="stuff-moderation-error">
            {errors.general}
          </p>
        )}
        <FormField
          label={t('builder.moderation.reason')}
          hint={t('builder.moderation.reasonHint')}
          value={reason}
          maxLength={REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
          error={errors.fields.reason}
          testId="stuff-moderation-reason"
        />
      </form>
    </ModalDialog>
  );
}
