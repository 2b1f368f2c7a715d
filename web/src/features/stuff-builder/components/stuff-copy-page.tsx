/**
 * The copy pages (builder-spec §2 `…/copie`): a new name, prefilled "Copy of X", and the copy into
 * the member's account — POST private/{id}/copy for a saved stuff (one's own or a public one),
 * POST private/save for the draft —, then the new private stuff opens. A visitor is asked to log
 * in; the copy is made right after the login.
 */
import '../messages/index.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { STUFF_NAME_MAX, type StoredStuff } from '#contract/stuffs';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { copyStoredStuff, privateStuffQueryOptions, publicStuffQueryOptions, saveStuffToAccount, storeStuffAnswer } from '#web/entities/stuff/api/stuffs.ts';
import { useLocalDraftStuff } from '#web/entities/stuff/hooks/use-local-draft-stuff.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { openAuthDialog } from '#web/entities/session/model/auth-dialogs.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { formErrors, type FormErrors } from '#web/lib/error-message.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { stuffIdOfParam } from './public-builder.tsx';
import { StuffLoadError, StuffLoading, StuffLoginPrompt } from './stuff-load-state.tsx';
import './builder.css';
import './stuff-modes.css';

export type CopySource = { kind: 'local' } | { kind: 'private'; stuffId: number } | { kind: 'public'; stuffParam: string };

/** "Copie de X", cut to the longest name the API takes. */
function copyName(template: string): string {
  return template.length <= STUFF_NAME_MAX ? template : template.slice(0, STUFF_NAME_MAX).trimEnd();
}

export function StuffCopyPage({ source }: { source: CopySource }) {
  const session = useSession();
  const member = session.status === 'member';
  const publicId = source.kind === 'public' ? stuffIdOfParam(source.stuffParam) : undefined;
  const privateQuery = useQuery({
    ...privateStuffQueryOptions(SITE_VARIANT, source.kind === 'private' ? source.stuffId : 0),
    meta: { silent: true },
    enabled: source.kind === 'private' && member,
  });
  const publicQuery = useQuery({ ...publicStuffQueryOptions(SITE_VARIANT, publicId ?? 0), meta: { silent: true }, enabled: publicId !== undefined });
  const { t } = useTranslation();

  if (session.status === 'loading') return <StuffLoading />;
  if (source.kind === 'public') {
    if (publicId === undefined) return <StuffLoadError error={undefined} message={t('error.notFound')} />;
    if (publicQuery.isError) return <StuffLoadError error={publicQuery.error} onRetry={() => void publicQuery.refetch()} />;
    if (!publicQuery.data) return <StuffLoading />;
    return <CopyForm source={source} stored={publicQuery.data} />;
  }
  if (source.kind === 'private' && member) {
    if (privateQuery.isError) return <StuffLoadError error={privateQuery.error} onRetry={() => void privateQuery.refetch()} />;
    if (!privateQuery.data) return <StuffLoading />;
    return <CopyForm source={source} stored={privateQuery.data} />;
  }
  if (source.kind === 'private') return <StuffLoginPrompt />;
  return <CopyForm source={source} stored={undefined} />;
}

function CopyForm({ source, stored }: { source: CopySource; stored: StoredStuff | undefined }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const member = session.status === 'member';
  const draft = useLocalDraftStuff();
  const ids = { title: useId(), name: useId() };
  const sourceName = source.kind === 'local' ? draft.stuff.name || t('builder.copy.draftName') : (stored?.name ?? '');
  const [name, setName] = useState(() => (source.kind === 'local' && draft.stuff.name ? draft.stuff.name : copyName(t('builder.copy.defaultName', { name: sourceName }))));
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const [afterLogin, setAfterLogin] = useState(false);
  const backPath =
    source.kind === 'local'
      ? pathTo('stuff.draft')
      : source.kind === 'private'
        ? pathTo('stuff.private', { stuffId: String(source.stuffId) })
        : pathTo('stuff.public', { stuffId: source.stuffParam });

  const copy = useCallback(async () => {
    setBusy(true);
    try {
      const trimmed = name.trim();
      const created =
        source.kind === 'local'
          ? await saveStuffToAccount(SITE_VARIANT, { ...draft.stuff, name: trimmed })
          : await copyStoredStuff(SITE_VARIANT, source.kind === 'private' ? source.stuffId : stored!.id, trimmed);
      void storeStuffAnswer(queryClient, SITE_VARIANT, created);
      showAlert('success', t('builder.copy.done', { name: created.name }));
      void navigate(pathTo('stuff.private', { stuffId: String(created.id) }));
    } catch (error) {
      setErrors(formErrors(error, t, ['name']));
      setBusy(false);
    }
  }, [name, source, draft.stuff, stored, queryClient, t, navigate, pathTo]);

  // The copy asked before the login is made once the member is there.
  useEffect(() => {
    if (member && afterLogin) {
      setAfterLogin(false);
      void copy();
    }
  }, [member, afterLogin, copy]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (member) void copy();
    else {
      setAfterLogin(true);
      openAuthDialog('login');
    }
  };

  return (
    <div className="container builder">
      <section className="card builder-card stuff-copy" aria-labelledby={ids.title} data-testid="stuff-copy-page">
        <header className="card__header">
          <h1 id={ids.title} className="card__title">
            {t(source.kind === 'local' ? 'builder.copy.titleDraft' : 'builder.copy.title')}
            {source.kind !== 'local' && stored ? ` · ${stored.name}` : ''}
          </h1>
        </header>
        <form className="card__body" onSubmit={submit} noValidate>
          <p>{t('builder.copy.lead')}</p>
          {!member && (
            <p className="status" role="status" data-testid="stuff-copy-login">
              {t('builder.copy.login')}
            </p>
          )}
          {errors.general && (
            <p className="status status--error" role="alert" data-testid="stuff-copy-error">
              {errors.general}
            </p>
          )}
          <div className="field">
            <label className="field__label" htmlFor={ids.name}>
              {t('builder.copy.name')}
            </label>
            <input
              id={ids.name}
              className="field__control"
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={errors.fields.name !== undefined}
              data-testid="stuff-copy-name"
            />
            <p className="field__hint">{t('builder.meta.nameHint')}</p>
            {errors.fields.name && (
              <p className="field__error" role="alert" data-testid="stuff-copy-name-error">
                {errors.fields.name}
              </p>
            )}
          </div>
          <p className="stuff-page-message__actions">
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy} data-testid="stuff-copy-submit">
              {t(member ? 'builder.copy.submit' : 'builder.copy.loginSubmit')}
            </button>
            <Link to={backPath} className="button button--ghost" data-testid="stuff-copy-back">
              {t('builder.copy.back')}
            </Link>
          </p>
        </form>
      </section>
    </div>
  );
}
