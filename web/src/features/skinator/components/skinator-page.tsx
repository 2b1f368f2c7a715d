/**
 * The Skinator (issue 21; builder-spec §3 Skin, site-spec §2, §6): `outils/skinator/draft` designs
 * the visitor's or member's draft look (kept in browser storage, `local-skin`); a share link
 * (`?look=` + the look's code) reopens the same look there. `outils/skinator/{skinId}` shows a saved
 * skin: its owner edits and saves it, anyone else sees a public one (and may edit a copy as their
 * draft), and a confidential one of someone else answers "you have no access to this skin".
 *
 * The figure is Tofulab's own renderer (entities/skin); pickers for class, sex, head, face, the five
 * colours and the cosmetics; random look; undo and redo (buttons, Ctrl+Z / Ctrl+Y); PNG export at 1×
 * and 2× drawn in the page.
 */
import '../messages/index.ts';
import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Skin } from '#contract/skins';
import { DEFAULT_LOOK, decodeLook, encodeLook, randomLook, type SkinLook } from '#game/skin';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { SkinFigure } from '#web/entities/skin/components/skin-figure.tsx';
import { WornCosmetics } from '#web/entities/skin/components/worn-cosmetics.tsx';
import { skinQueryOptions } from '#web/entities/skin/api/skins.ts';
import { loadDraftLook, saveDraftLook } from '#web/entities/skin/model/skin-draft.ts';
import { lookOfSkin } from '#web/entities/skin/model/skin-look.ts';
import { downloadBlob, lookPng, pngFileName, PNG_SCALES, type PngScale } from '#web/entities/skin/model/skin-png.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { useLookHistory, type LookEditor } from '../hooks/use-look-history.ts';
import { ClassPicker, ColorPickers, CosmeticPickers, GenderPicker, VariantPicker } from './look-pickers.tsx';
import { ApplyToStuff, LoginToSave, SaveSkin } from './skin-actions.tsx';
import './skinator.css';

/** The draft look of the browser, or the share link's. */
export function SkinatorDraftPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const [params, setParams] = useSearchParams();
  const linkCode = params.get('look');
  const [badLink, setBadLink] = useState(false);
  const editor = useLookHistory(() => safeDraft() ?? DEFAULT_LOOK, true);
  const { set } = editor;

  // A share link: its look becomes the draft (one step: undo goes back), and the address loses it.
  useEffect(() => {
    if (linkCode === null) return;
    const linked = decodeLook(linkCode);
    if (linked) set(linked);
    setBadLink(!linked);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('look');
        return next;
      },
      { replace: true },
    );
  }, [linkCode, set, setParams]);

  useEffect(() => {
    try {
      saveDraftLook(editor.look);
    } catch {
      // Storage full or refused: the draft lives in the page only.
    }
  }, [editor.look]);

  return (
    <div className="container skinator" data-testid="skinator-page">
      <header className="skinator__header">
        <h1 className="skinator__title">{t('route.tools.skinator')}</h1>
        <p className="skinator__lead">{t('skinator.intro')}</p>
        <p className="skinator__note">{t('skinator.draftNote')}</p>
      </header>
      {badLink && (
        <p className="status status--error" role="alert" data-testid="skinator-bad-link">
          {t('skinator.badLink')}
        </p>
      )}
      <Designer editor={editor} editable name="skin">
        {session.status === 'member' ? (
          <>
            <SaveSkin look={editor.look} skin={undefined} onSaved={(skin) => void navigate(pathTo('tools.skinator-skin', { skinId: skin.id }))} />
            <ApplyToStuff look={editor.look} />
            <p>
              <Link to={pathTo('user.skins')}>{t('skinator.backToLibrary')}</Link>
            </p>
          </>
        ) : (
          session.status === 'visitor' && <LoginToSave />
        )}
      </Designer>
    </div>
  );
}

function safeDraft(): SkinLook | null {
  try {
    return loadDraftLook();
  } catch {
    return null;
  }
}

/** A saved skin: loaded, then edited by its owner or seen by anyone else. */
export function SkinatorSkinPage({ skinId }: { skinId: number }) {
  const { t } = useTranslation();
  const skin = useQuery(skinQueryOptions(skinId));
  if (skin.isError) {
    return (
      <div className="container skinator" data-testid="skinator-page">
        <h1 className="skinator__title">{t('route.tools.skinator')}</h1>
        <p className="status status--error" role="alert" data-testid="skinator-error">
          {errorMessage(skin.error, t)}
        </p>
      </div>
    );
  }
  if (!skin.data) {
    return (
      <div className="container skinator" data-testid="skinator-page">
        <span className="spinner" aria-label={t('common.loading')} />
      </div>
    );
  }
  return <SavedSkin key={skin.data.id} skin={skin.data} />;
}

function SavedSkin({ skin }: { skin: Skin }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const owner = session.status === 'member' && session.user.id === skin.owner.id;
  const editor = useLookHistory(() => lookOfSkin(skin), owner);
  const editCopy = () => {
    saveDraftLook(editor.look);
    void navigate(pathTo('tools.skinator'));
  };
  return (
    <div className="container skinator" data-testid="skinator-page" data-skin-id={skin.id}>
      <header className="skinator__header">
        <h1 className="skinator__title" data-testid="skinator-skin-name">
          {skin.name}
        </h1>
        <p className="skinator__lead">
          {owner ? (
            <Link to={pathTo('user.skins')}>{t('skinator.backToLibrary')}</Link>
          ) : (
            <Link to={pathTo('user.public-skins', { userSlug: skin.owner.slug })} data-testid="skinator-owner">
              {t('skinator.ownerOf', { name: skin.owner.name })}
            </Link>
          )}{' '}
          · <span data-testid="skinator-visibility">{t(skin.visible ? 'skinator.public' : 'skinator.confidential')}</span>
        </p>
      </header>
      <Designer editor={editor} editable={owner} name={skin.name}>
        {owner ? (
          <>
            <SaveSkin
              look={editor.look}
              skin={skin}
              onSaved={(saved, created) => {
                if (created) void navigate(pathTo('tools.skinator-skin', { skinId: saved.id }));
              }}
            />
            <ApplyToStuff look={editor.look} />
          </>
        ) : (
          <button type="button" className="button" onClick={editCopy} data-testid="skinator-edit-copy">
            {t('skinator.editCopy')}
          </button>
        )}
      </Designer>
    </div>
  );
}

/** The figure with its actions beside the pickers (read-only: the figure and its actions only). */
function Designer({ editor, editable, name, children }: { editor: LookEditor; editable: boolean; name: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { look, set } = editor;
  return (
    <div className={`skinator__grid${editable ? '' : ' skinator__grid--view'}`}>
      <section className="skinator__stage" aria-label={t('route.tools.skinator')}>
        <div className="skinator__figure-row">
          <SkinFigure look={look} testId="skinator-figure" />
          <WornCosmetics game={SITE_VARIANT} look={look} />
        </div>
        {editable && (
          <div className="skinator-row" role="toolbar" aria-label={t('skinator.undoHint')}>
            <button type="button" className="button button--small" onClick={() => set(randomLook(Math.random))} data-testid="skinator-random">
              {t('skinator.random')}
            </button>
            <button type="button" className="button button--small" onClick={editor.undo} disabled={!editor.canUndo} title={t('skinator.undoHint')} data-testid="skinator-undo">
              {t('skinator.undo')}
            </button>
            <button type="button" className="button button--small" onClick={editor.redo} disabled={!editor.canRedo} title={t('skinator.undoHint')} data-testid="skinator-redo">
              {t('skinator.redo')}
            </button>
          </div>
        )}
        <ExportPng look={look} name={name} />
        <ShareLink look={look} />
        {children}
      </section>
      {editable && (
        <section className="skinator__pickers" aria-label={t('skinator.intro')}>
          <ClassPicker look={look} onChange={set} />
          <GenderPicker look={look} onChange={set} />
          <VariantPicker kind="head" look={look} onChange={set} />
          <VariantPicker kind="face" look={look} onChange={set} />
          <ColorPickers look={look} onChange={set} />
          <CosmeticPickers game={SITE_VARIANT} look={look} onChange={set} />
        </section>
      )}
    </div>
  );
}

function ExportPng({ look, name }: { look: SkinLook; name: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const exportAt = async (scale: PngScale) => {
    setBusy(true);
    try {
      const file = pngFileName(name, scale);
      downloadBlob(await lookPng(look, scale), file);
      showAlert('success', t('skinator.exported', { file }));
    } catch {
      showAlert('error', t('skin.pngFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="skinator-row" role="group" aria-label={t('skinator.export')}>
      <span className="skinator-row__label">{t('skinator.export')}</span>
      {PNG_SCALES.map((scale) => (
        <button key={scale} type="button" className="button button--small" disabled={busy} onClick={() => void exportAt(scale)} data-testid={`skinator-png-${scale}x`}>
          {t(scale === 1 ? 'skinator.export1x' : 'skinator.export2x')}
        </button>
      ))}
    </div>
  );
}

function ShareLink({ look }: { look: SkinLook }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const link = `${window.location.origin}${pathTo('tools.skinator')}?look=${encodeLook(look)}`;
  return (
    <div className="skinator-share">
      <label className="field__label" htmlFor="skinator-share-link">
        {t('skinator.share')}
      </label>
      <div className="skinator-row">
        <input id="skinator-share-link" className="field__control" readOnly value={link} data-testid="skinator-share-link" onFocus={(event) => event.target.select()} />
        <button
          type="button"
          className="button button--small"
          onClick={() =>
            void navigator.clipboard?.writeText(link).then(
              () => showAlert('success', t('skinator.copied')),
              () => undefined,
            )
          }
        >
          {t('skinator.copy')}
        </button>
      </div>
    </div>
  );
}
