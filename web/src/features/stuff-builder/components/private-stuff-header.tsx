/**
 * The header of a member's own stuff: its name, visibility and save state, and its actions
 * (builder-spec §4, §7): details (PUT private/{id}), copy (`…/copie`), the public view and its
 * link when public, activate/deactivate, delete with a confirmation.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { deleteStoredStuff, forgetStuff, updateStuffMeta } from '#web/entities/stuff/api/stuffs.ts';
import { applyActiveStuffEvent, useActiveStuff } from '#web/entities/stuff/model/active-stuff.ts';
import type { PrivateStuffState, PrivateStuffStore } from '#web/entities/stuff/model/private-stuff-store.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { errorMessage, formErrors, type FormErrors } from '#web/lib/error-message.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { HiddenStuffBanner } from './stuff-moderation.tsx';
import { StuffMetaForm, useTagLabel, type StuffMetaValues, type StuffTag } from './stuff-meta-form.tsx';
import { TransferActions } from './transfer-actions.tsx';
import './stuff-modes.css';

export function PrivateStuffHeader({ state, store }: { state: PrivateStuffState; store: PrivateStuffStore }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const active = useActiveStuff();
  const tagLabel = useTagLabel();
  const [dialog, setDialog] = useState<'meta' | 'delete' | null>(null);
  const { stored } = state;
  const stuffId = String(stored.id);
  // The short URL (`/s/{code}`, base 62): the server sends it on to the stuff's page in the reader's language.
  const shareUrl = stored.short_code ? `${window.location.origin}/s/${stored.short_code}` : `${window.location.origin}${pathTo('stuff.public', { stuffId })}`;

  const share = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      showAlert('success', t('builder.actions.shareCopied', { url: shareUrl }));
    } catch {
      showAlert('info', shareUrl);
    }
  };

  return (
    <header className="builder__header stuff-header" data-testid="private-stuff-header">
      <div className="stuff-header__text">
        <h1 className="builder__title" data-testid="stuff-name">
          {stored.name}
        </h1>
        <p className="stuff-header__facts">
          <span className={`stuff-badge stuff-badge--${stored.visible ? 'public' : 'private'}`} data-testid="stuff-visibility">
            {t(stored.visible ? 'builder.visibility.public' : 'builder.visibility.private')}
          </span>
          {stored.folder_name && <span className="stuff-badge">{stored.folder_name}</span>}
          {stored.tags.map((tag) => (
            <span key={tag} className="stuff-badge stuff-badge--tag">
              {tagLabel(tag)}
            </span>
          ))}
          <span className="stuff-header__status" role="status" data-testid="stuff-save-status" data-saving={state.saving}>
            {state.saving ? (
              <>
                <span className="spinner" aria-hidden="true" /> {t('builder.status.saving')}
              </>
            ) : (
              t('builder.status.saved')
            )}
          </span>
        </p>
        <p className="builder__lead">{stored.description || t('builder.private.lead')}</p>
      </div>
      <div className="builder__header-actions" role="group" aria-label={t('builder.actions.label')}>
        <button type="button" className="button button--small" onClick={() => setDialog('meta')} data-testid="stuff-edit-meta">
          {t('builder.actions.edit')}
        </button>
        <Link to={pathTo('stuff.copy', { stuffId })} className="button button--small" data-testid="stuff-copy">
          {t('builder.actions.copy')}
        </Link>
        {stored.visible && (
          <>
            <Link to={pathTo('stuff.public', { stuffId: stored.slug })} className="button button--small" data-testid="stuff-view-public">
              {t('builder.actions.viewPublic')}
            </Link>
            <button type="button" className="button button--small" onClick={() => void share()} data-testid="stuff-share" data-url={shareUrl}>
              {t('builder.actions.share')}
            </button>
          </>
        )}
        {active === stored.id ? (
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => {
              applyActiveStuffEvent({ kind: 'deactivate' });
              showAlert('info', t('builder.actions.deactivated'));
            }}
            data-testid="stuff-deactivate"
          >
            {t('builder.actions.deactivate')}
          </button>
        ) : (
          <button type="button" className="button button--small button--ghost" onClick={() => applyActiveStuffEvent({ kind: 'open-private', id: stored.id })} data-testid="stuff-activate">
            {t('builder.actions.activate')}
          </button>
        )}
        <Link to={pathTo('stuff.draft')} className="button button--small button--ghost" data-testid="stuff-open-draft">
          {t('builder.actions.openDraft')}
        </Link>
        <button type="button" className="button button--small button--danger" onClick={() => setDialog('delete')} data-testid="stuff-delete">
          {t('builder.actions.delete')}
        </button>
        <TransferActions />
      </div>
      <HiddenStuffBanner stored={stored} own />
      {dialog === 'meta' && <MetaDialog state={state} store={store} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteDialog state={state} store={store} onClose={() => setDialog(null)} />}
    </header>
  );
}

function MetaDialog({ state, store, onClose }: { state: PrivateStuffState; store: PrivateStuffStore; onClose: () => void }) {
  const { t } = useTranslation();
  const { stored } = state;
  const [values, setValues] = useState<StuffMetaValues>({
    name: stored.name,
    visible: stored.visible,
    folderId: stored.folder_id,
    description: stored.description,
    tags: stored.tags as StuffTag[],
    markdown: stored.markdown,
  });
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      const answer = await store.send((version) =>
        updateStuffMeta(SITE_VARIANT, stored.id, {
          version,
          name: values.name.trim(),
          visible: values.visible,
          folder_id: values.folderId,
          description: values.description,
          tags: values.tags,
          markdown: values.markdown,
        }),
      );
      showAlert('success', t('builder.meta.saved', { name: answer.name }));
      onClose();
    } catch (error) {
      setErrors(formErrors(error, t, ['name', 'description', 'tags', 'folder_id', 'markdown']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open
      wide
      title={t('builder.meta.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="stuff-meta-dialog"
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="stuff-meta" className="button button--primary" disabled={busy} aria-busy={busy} data-testid="stuff-meta-submit">
            {t('builder.meta.save')}
          </button>
        </>
      }
    >
      <StuffMetaForm id="stuff-meta" values={values} onChange={setValues} onSubmit={() => void submit()} errors={errors} full />
    </ModalDialog>
  );
}

function DeleteDialog({ state, store, onClose }: { state: PrivateStuffState; store: PrivateStuffStore; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const [busy, setBusy] = useState(false);
  const { stored } = state;

  const remove = async () => {
    setBusy(true);
    try {
      // After the pending writes: they name a version of this stuff.
      await store.settled();
      await deleteStoredStuff(SITE_VARIANT, stored.id);
      // builder-spec §4: deleting the active stuff clears the marker.
      applyActiveStuffEvent({ kind: 'deleted', id: stored.id });
      void forgetStuff(queryClient, SITE_VARIANT, stored.id);
      showAlert('success', t('builder.delete.done', { name: stored.name }));
      onClose();
      void navigate(pathTo('user.stuffs'));
    } catch (error) {
      showAlert('error', t('builder.delete.failed', { name: stored.name, reason: errorMessage(error, t) }));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open
      title={t('builder.delete.title', { name: stored.name })}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="stuff-delete-dialog"
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} data-autofocus data-testid="stuff-delete-cancel">
            {t('common.cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={() => void remove()} disabled={busy} aria-busy={busy} data-testid="stuff-delete-confirm">
            {t('builder.delete.confirm')}
          </button>
        </>
      }
    >
      <p>{t('builder.delete.body')}</p>
    </ModalDialog>
  );
}
