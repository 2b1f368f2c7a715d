/**
 * The skins library (issue 21; site-spec §2): `skins` (user.skins) lists the member's own skins of
 * this game — open, rename, public or confidential, delete —, and `membre/{userSlug}/skins`
 * (user.public-skins) a member's public skins (a former slug moves the address to the current one).
 */
import '../messages/index.ts';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Skin } from '#contract/skins';
import { FormField } from '#web/components/ui/form-field.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { memberBySlugQueryOptions } from '#web/entities/member/api/members.ts';
import { SkinFigure } from '#web/entities/skin/components/skin-figure.tsx';
import { deleteSkin, memberSkinsQueryOptions, ownSkinsQueryOptions, updateSkin } from '#web/entities/skin/api/skins.ts';
import { lookOfSkin } from '#web/entities/skin/model/skin-look.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { errorMessage, formErrors } from '#web/lib/error-message.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import './skinator.css';

export function OwnSkinsPage() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const skins = useQuery(ownSkinsQueryOptions(SITE_VARIANT));
  const [deleting, setDeleting] = useState<Skin | null>(null);
  return (
    <div className="container skinator" data-testid="skins-page">
      <header className="skinator__header">
        <h1 className="skinator__title">{t('route.user.skins')}</h1>
        <p className="skinator__lead">{t('skins.intro')}</p>
        <p>
          <Link className="button button--primary" to={pathTo('tools.skinator')} data-testid="skins-new">
            {t('skins.new')}
          </Link>
        </p>
      </header>
      {skins.isError && (
        <p className="status status--error" role="alert">
          {t('skins.loadError', { message: errorMessage(skins.error, t) })}
        </p>
      )}
      {skins.isPending && <span className="spinner" aria-label={t('common.loading')} />}
      {skins.data &&
        (skins.data.rows.length === 0 ? (
          <p className="status" data-testid="skins-empty">
            {t('skins.empty')}
          </p>
        ) : (
          <ul className="skins-list" data-testid="skins-list">
            {skins.data.rows.map((skin) => (
              <OwnSkinCard key={skin.id} skin={skin} onDelete={() => setDeleting(skin)} />
            ))}
          </ul>
        ))}
      <DeleteSkinDialog skin={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function OwnSkinCard({ skin, onDelete }: { skin: Skin; onDelete: () => void }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(skin.name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const rename = async () => {
    setBusy(true);
    try {
      const saved = await updateSkin(queryClient, skin.id, { name });
      showAlert('success', t('skins.renamed', { name: saved.name }));
      setRenaming(false);
      setError(undefined);
    } catch (failure) {
      const errors = formErrors(failure, t, ['name']);
      setError(errors.fields.name ?? errors.general);
    } finally {
      setBusy(false);
    }
  };
  const toggle = async () => {
    setBusy(true);
    try {
      const saved = await updateSkin(queryClient, skin.id, { visible: !skin.visible });
      showAlert('success', t(saved.visible ? 'skins.madePublic' : 'skins.madeConfidential', { name: saved.name }));
    } catch (failure) {
      showAlert('error', errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="skins-card" data-testid={`skin-card-${skin.id}`}>
      <Link to={pathTo('tools.skinator-skin', { skinId: skin.id })} aria-label={skin.name}>
        <SkinFigure look={lookOfSkin(skin)} />
      </Link>
      <h2 className="skins-card__name" data-testid="skin-card-name">
        {skin.name}
      </h2>
      <span className="skins-card__meta" data-testid="skin-card-visibility">
        {t(skin.visible ? 'skinator.public' : 'skinator.confidential')} · {t(`skin.class.${skin.class_id}` as 'skin.class.1')}
      </span>
      {renaming ? (
        <form
          className="skinator-save"
          onSubmit={(event) => {
            event.preventDefault();
            void rename();
          }}
        >
          <FormField label={t('skinator.name')} value={name} onChange={(event) => setName(event.target.value)} error={error} testId="skin-rename-input" maxLength={40} data-autofocus />
          <div className="skinator-row">
            <button type="submit" className="button button--small button--primary" disabled={busy} data-testid="skin-rename-save">
              {t('skins.renameSave')}
            </button>
            <button type="button" className="button button--small" onClick={() => setRenaming(false)}>
              {t('skins.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="skinator-row">
          <Link className="button button--small" to={pathTo('tools.skinator-skin', { skinId: skin.id })} data-testid="skin-open">
            {t('skins.open')}
          </Link>
          <button type="button" className="button button--small" onClick={() => setRenaming(true)} data-testid="skin-rename">
            {t('skins.rename')}
          </button>
          <button type="button" className="button button--small" disabled={busy} onClick={() => void toggle()} data-testid="skin-visibility">
            {t(skin.visible ? 'skins.makeConfidential' : 'skins.makePublic')}
          </button>
          <button type="button" className="button button--small" onClick={onDelete} data-testid="skin-delete">
            {t('skins.delete')}
          </button>
        </div>
      )}
    </li>
  );
}

function DeleteSkinDialog({ skin, onClose }: { skin: Skin | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!skin) return;
    setBusy(true);
    try {
      await deleteSkin(queryClient, skin.id);
      showAlert('success', t('skins.deleted', { name: skin.name }));
      onClose();
    } catch (failure) {
      showAlert('error', errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalDialog
      open={skin !== null}
      title={t('skins.delete')}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="skin-delete-dialog"
      actions={
        <>
          <button type="button" className="button" onClick={onClose} data-autofocus>
            {t('skins.cancel')}
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void confirm()} data-testid="skin-delete-confirm">
            {t('skins.delete')}
          </button>
        </>
      }
    >
      <p>{t('skins.deleteConfirm', { name: skin?.name ?? '' })}</p>
    </ModalDialog>
  );
}

export function MemberSkinsPage({ userSlug }: { userSlug: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const member = useQuery(memberBySlugQueryOptions(SITE_VARIANT, lang, userSlug));
  const skins = useQuery({ ...memberSkinsQueryOptions(SITE_VARIANT, member.data?.id ?? 0), enabled: member.data !== undefined });
  const failure = member.error ?? skins.error;
  if (failure) {
    const missing = isApiError(failure) && failure.status === 404;
    return (
      <div className="container skinator" data-testid="member-skins">
        <h1 className="skinator__title">{t('route.user.public-skins')}</h1>
        <p className={missing ? 'status' : 'status status--error'} role="alert">
          {missing ? t('skins.notFound') : t('skins.loadError', { message: errorMessage(failure, t) })}
        </p>
      </div>
    );
  }
  if (member.data && member.data.slug !== userSlug) return <Navigate to={pathTo('user.public-skins', { userSlug: member.data.slug })} replace />;
  if (!member.data || !skins.data) {
    return (
      <div className="container skinator">
        <span className="spinner" aria-label={t('common.loading')} />
      </div>
    );
  }
  return (
    <div className="container skinator" data-testid="member-skins">
      <header className="skinator__header">
        <h1 className="skinator__title">{t('skins.memberTitle', { name: member.data.name })}</h1>
        <p className="skinator__lead">
          <Link to={pathTo('user.public-profile', { userSlug: member.data.slug })}>{t('skins.profileLink', { name: member.data.name })}</Link>
        </p>
      </header>
      {skins.data.rows.length === 0 ? (
        <p className="status" data-testid="skins-empty">
          {t('skins.memberEmpty')}
        </p>
      ) : (
        <ul className="skins-list" data-testid="skins-list">
          {skins.data.rows.map((skin) => (
            <li key={skin.id} className="skins-card" data-testid={`skin-card-${skin.id}`}>
              <Link to={pathTo('tools.skinator-skin', { skinId: skin.id })} aria-label={skin.name}>
                <SkinFigure look={lookOfSkin(skin)} />
              </Link>
              <h2 className="skins-card__name">{skin.name}</h2>
              <Link className="button button--small" to={pathTo('tools.skinator-skin', { skinId: skin.id })} data-testid="skin-open">
                {t('skins.open')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
