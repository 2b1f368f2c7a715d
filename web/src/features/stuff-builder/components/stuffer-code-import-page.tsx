/**
 * The import page (`stuff.dofus-stuffer`, builder-spec §2): `?stuff=` a dofus-stuffer code or a
 * whole DofusBook link, `&tofulab=` our lossless share code (it wins when valid). The builder's
 * share link opens here. It shows what the code holds, read-only (the draft in storage is only
 * read, to name it), and replaces the local draft only when the visitor chooses to; leaving keeps
 * the draft as it was. The paste box is always there, so a bad code leaves the page usable;
 * pasting puts the codes in the URL, which is then a link to this import.
 */
import '../messages/index.ts'; // this feature's texts, registered before any of its components renders
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { useLocalDraftStuff } from '#web/entities/stuff/hooks/use-local-draft-stuff.ts';
import { importQuery, importSourceOfParams } from '#web/entities/stuff/model/stuffer-code-import.ts';
import { ImportPasteForm } from './import-paste-form.tsx';
import { ImportResult } from './import-result.tsx';
import './builder.css';
import './stuff-transfer.css';

export function StufferImportPage() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const source = useMemo(() => importSourceOfParams(params), [params]);
  const { stuff, update } = useLocalDraftStuff();
  // A code opened from a link is read where the page starts; a pasted one takes the focus to its preview.
  const [pasted, setPasted] = useState(false);
  // A share link (our code in `tofulab=`): the page presents a shared stuff rather than an import.
  const shared = source?.shareCode !== undefined;

  return (
    <div className="container stuffer-import" data-testid="stuffer-import-page">
      <header>
        {shared ? (
          <>
            <h1 className="stuffer-import__title" data-testid="shared-stuff-title">
              {t('builder.transfer.shared.title')}
            </h1>
            <p className="stuffer-import__lead">{t('builder.transfer.shared.lead')}</p>
          </>
        ) : (
          <>
            <h1 className="stuffer-import__title">{t('route.stuff.dofus-stuffer')}</h1>
            <p className="stuffer-import__lead">{t('builder.transfer.page.lead')}</p>
          </>
        )}
      </header>

      {source && (
        <section className="card builder-card" aria-label={t('builder.transfer.preview.title')}>
          <div className="card__body">
            <ImportResult
              key={`${source.stufferCode ?? ''} ${source.shareCode ?? ''}`}
              source={source}
              current={stuff}
              replace={(imported) => update(() => imported)}
              // The draft opens at its top, not at the preview's scroll position.
              onOpened={() => void Promise.resolve(navigate(pathTo('stuff.draft'))).then(() => window.scrollTo({ top: 0 }))}
              focusResult={pasted}
              leave={
                <Link to={pathTo('stuff.draft')} className="button" data-testid="import-keep-draft">
                  {t('builder.transfer.confirm.cancel')}
                </Link>
              }
            />
          </div>
        </section>
      )}

      <section className="card builder-card" aria-labelledby="stuffer-import-paste-title">
        <header className="card__header">
          <h2 id="stuffer-import-paste-title" className="card__title">
            {source ? t('builder.transfer.paste.another') : t('builder.transfer.paste.title')}
          </h2>
        </header>
        <div className="card__body">
          <ImportPasteForm
            onRead={(next) => {
              setPasted(true);
              setParams(new URLSearchParams(importQuery(next).slice(1)));
            }}
            autoFocus={!source}
          />
        </div>
      </section>

      <p>
        <Link to={pathTo('stuff.draft')} className="link-button" data-testid="import-back-to-draft">
          {t('builder.transfer.page.toDraft')}
        </Link>
      </p>
    </div>
  );
}
