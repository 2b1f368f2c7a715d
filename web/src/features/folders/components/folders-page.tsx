/**
 * The member's folders (`dossiers`, site-spec §2, §3 Folder, §5, §8): the list (name, avatar, number
 * of stuffs, a link to the library filtered by the folder), create, rename / change the avatar, and
 * delete after a confirmation. The rules are the API's (contract/folders.ts: 3–20 characters, the
 * allowed signs, at most FOLDERS_MAX): its messages show on the field they concern.
 */
import '../messages/index.ts';
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FOLDER_NAME_MAX, FOLDERS_MAX, type Folder } from '#contract/folders';
import { FormField } from '#web/components/ui/form-field.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { buildPath } from '#web/config/routes.ts';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { errorMessage, formErrors, type FormErrors } from '#web/lib/error-message.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { createFolder, foldersQueryOptions, removeFolder, updateFolder } from '#web/entities/folder/api/folders.ts';
import { FolderAvatar, useFolderAvatarItems } from '#web/entities/folder/components/folder-avatar.tsx';
import { invalidateStuffLists } from '#web/entities/stuff/api/stuffs.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import './folders.css';

const NO_ERRORS: FormErrors = { fields: {} };

/** The form's errors: a refusal without a field (the maximum reached, a network failure) shows on the name. */
function folderFormErrors(error: unknown, t: Parameters<typeof formErrors>[1]): FormErrors {
  const errors = formErrors(error, t, ['name', 'avatar']);
  return errors.general ? { fields: { name: errors.general } } : errors;
}

function FolderForm({
  initial,
  submitLabel,
  testId,
  onSubmit,
  onCancel,
}: {
  initial: { name: string; avatar: number | null };
  submitLabel: string;
  testId: string;
  onSubmit: (fields: { name: string; avatar: number | null }) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial.name);
  const [avatar, setAvatar] = useState(initial.avatar);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await onSubmit({ name, avatar });
      setErrors(NO_ERRORS);
      if (!onCancel) {
        setName('');
        setAvatar(null);
      }
    } catch (error) {
      setErrors(folderFormErrors(error, t));
    } finally {
      setPending(false);
    }
  };
  return (
    <form className="folder-form" onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
      <FormField
        label={t('folders.name')}
        hint={t('folders.nameHint')}
        value={name}
        maxLength={FOLDER_NAME_MAX + 10}
        onChange={(event) => setName(event.target.value)}
        error={errors.fields.name}
        testId={`${testId}-name`}
        autoComplete="off"
        data-autofocus
      />
      <AvatarPicker value={avatar} onChange={setAvatar} error={errors.fields.avatar} testId={`${testId}-avatar`} />
      <div className="folder-form__actions">
        <button type="submit" className="button button--primary" disabled={pending} data-testid={`${testId}-submit`}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel} data-testid={`${testId}-cancel`}>
            {t('folders.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

function FolderRow({ folder, avatar }: { folder: Folder; avatar: ReturnType<typeof useFolderAvatarItems> extends ReadonlyMap<number, infer I> ? I | undefined : never }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const save = async (fields: { name: string; avatar: number | null }) => {
    await updateFolder(queryClient, folder.id, fields);
    void invalidateStuffLists(queryClient, SITE_VARIANT);
    setEditing(false);
    showAlert('success', t('folders.saved', { name: fields.name }));
  };
  const remove = async () => {
    setDeleting(true);
    try {
      await removeFolder(queryClient, folder.id);
      void invalidateStuffLists(queryClient, SITE_VARIANT);
      setConfirming(false);
      showAlert('success', t('folders.deleted', { name: folder.name }));
    } catch (error) {
      showAlert('error', errorMessage(error, t));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <li className="folder-row card" data-testid={`folder-${folder.id}`}>
      <div className="folder-row__main">
        <FolderAvatar item={avatar} size="large" />
        <div className="folder-row__text">
          <Link to={`${buildPath('user.stuffs', lang)}?folder=${folder.id}`} className="folder-row__name" aria-label={t('folders.open', { name: folder.name })} data-testid="folder-open">
            {folder.name}
          </Link>
          <span className="folder-row__count tabular" data-testid="folder-stuffs">
            {t('folders.stuffs', { count: folder.stuffs })}
          </span>
        </div>
        {!editing && (
          <div className="folder-row__actions">
            <button type="button" className="button button--small" onClick={() => setEditing(true)} data-testid="folder-edit">
              {t('folders.rename')}
            </button>
            <button type="button" className="button button--small button--ghost folder-row__delete" onClick={() => setConfirming(true)} data-testid="folder-delete">
              {t('folders.delete')}
            </button>
          </div>
        )}
      </div>
      {editing && (
        <FolderForm initial={{ name: folder.name, avatar: folder.avatar }} submitLabel={t('folders.save')} testId="folder-edit-form" onSubmit={save} onCancel={() => setEditing(false)} />
      )}
      <ModalDialog
        open={confirming}
        title={t('folders.deleteTitle', { name: folder.name })}
        onClose={() => setConfirming(false)}
        closeLabel={t('common.close')}
        testId="folder-delete-dialog"
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirming(false)} data-autofocus>
              {t('folders.cancel')}
            </button>
            <button type="button" className="button button--primary" disabled={deleting} onClick={() => void remove()} data-testid="folder-delete-confirm">
              {t('folders.deleteConfirm')}
            </button>
          </>
        }
      >
        <p>{t('folders.deleteText')}</p>
      </ModalDialog>
    </li>
  );
}

export function FoldersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const folders = useQuery(foldersQueryOptions());
  const rows = folders.data ?? [];
  const avatars = useFolderAvatarItems(rows);

  const create = async (fields: { name: string; avatar: number | null }) => {
    await createFolder(queryClient, fields);
    showAlert('success', t('folders.created', { name: fields.name }));
  };

  return (
    <div className="container folders-page" data-testid="folders-page">
      <header className="folders-page__header">
        <h1 className="folders-page__title">{t('route.user.folders')}</h1>
        <p className="folders-page__lead">{t('folders.intro', { max: FOLDERS_MAX })}</p>
      </header>
      <section className="card folders-page__create" aria-labelledby="folders-create-title">
        <h2 id="folders-create-title" className="folders-page__subtitle">
          {t('folders.create')}
        </h2>
        <FolderForm initial={{ name: '', avatar: null }} submitLabel={t('folders.createSubmit')} testId="folder-create" onSubmit={create} />
      </section>
      <section aria-labelledby="folders-list-title" className="folders-page__list">
        <h2 id="folders-list-title" className="folders-page__subtitle">
          {t('folders.list')}
          {folders.data && (
            <span className="folders-page__count tabular" data-testid="folders-count">
              {' '}
              ({t('folders.count', { count: rows.length, max: FOLDERS_MAX })})
            </span>
          )}
        </h2>
        {folders.isError && (
          <p className="status status--error" role="alert">
            {t('folders.loadError', { message: errorMessage(folders.error, t) })}
          </p>
        )}
        {folders.isPending && <span className="spinner" aria-label={t('common.loading')} />}
        {folders.data && rows.length === 0 && <p className="status" data-testid="folders-empty">{t('folders.empty')}</p>}
        {rows.length > 0 && (
          <ul role="list" className="folders-page__rows" data-testid="folders-list">
            {rows.map((folder) => (
              <FolderRow key={folder.id} folder={folder} avatar={folder.avatar === null ? undefined : avatars.get(folder.avatar)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
