/**
 * One import source read and shown: "reading", the failure in the user's language (with the
 * technical detail under it), or what it holds, read-only, with the decision: a sentence naming
 * the current draft that "Open as my draft" would replace (nothing changes before the visitor
 * confirms), and a way to leave with the draft untouched. Shared by the dofus-stuffer page (a
 * shared link opens there) and the builder's import dialog.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stuff } from '#contract/stuff';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { currentDraftOf } from '../model/import-decision.ts';
import { AlertCircleIcon } from '#web/components/ui/icons.tsx';
import { importErrorText, useStuffImport } from '../hooks/use-stuff-import.ts';
import type { ImportSource } from '#web/entities/stuff/model/stuffer-code-import.ts';
import { ImportOpenAction } from './import-open-action.tsx';
import { ImportPreview } from './import-preview.tsx';
import './import-decision.css';

interface ImportResultProps {
  source: ImportSource;
  current: Stuff;
  replace: (stuff: Stuff) => void;
  onOpened: () => void;
  /** Move the focus to what was read (the user just asked to read a pasted code). */
  focusResult?: boolean;
  /** Beside "Open as my draft": leaving with the draft untouched (the page's link to the draft). */
  leave?: ReactNode;
}

export function ImportResult({ source, current, replace, onOpened, focusResult = false, leave }: ImportResultProps) {
  const { t } = useTranslation();
  const { isReading, resolved, imported, error } = useStuffImport(source, current);

  if (isReading) {
    return (
      <p className="status" role="status" data-testid="import-reading">
        <span className="spinner" aria-hidden="true" />
        {t('builder.transfer.reading')}
      </p>
    );
  }
  if (error) {
    const text = importErrorText(error, t);
    return (
      <div className="import-error" role="alert" data-testid="import-error">
        <AlertCircleIcon aria-hidden="true" />
        <div>
          <p className="import-error__title">{t('builder.transfer.error.title')}</p>
          <p data-testid="import-error-message">{text.message}</p>
          {text.detail && (
            <p className="import-error__detail" data-testid="import-error-detail">
              {t('builder.transfer.error.detail', { detail: text.detail })}
            </p>
          )}
        </div>
      </div>
    );
  }
  if (!resolved || !imported) return null;
  return (
    <div className="import-result" data-testid="import-result">
      <ImportPreview resolved={resolved} imported={imported} autoFocus={focusResult} />
      <ImportDecision imported={imported.stuff} current={current} replace={replace} onOpened={onOpened} leave={leave} />
    </div>
  );
}

/** The sentence about the current draft, "Open as my draft" (confirmed when it has work in it) and "leave". */
function ImportDecision({
  imported,
  current,
  replace,
  onOpened,
  leave,
}: {
  imported: Stuff;
  current: Stuff;
  replace: (stuff: Stuff) => void;
  onOpened: () => void;
  leave?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const bootstrap = useQuery(bootstrapQueryOptions());
  const draft = currentDraftOf(current);
  let draftLabel: string | undefined;
  if (!draft.blank) {
    const className = localized(bootstrap.data?.classes.find((entry) => entry.id === draft.classId)?.name, lang) || `#${draft.classId}`;
    const description = t('builder.transfer.current.describe', { class: className, level: draft.level, count: draft.itemCount });
    draftLabel = draft.name ? t('builder.transfer.current.named', { name: draft.name, description }) : description;
  }
  return (
    <div className="import-decision" data-testid="import-decision" data-blank={draft.blank}>
      <p className="import-decision__current" data-testid="import-current-draft">
        {draftLabel ? t('builder.transfer.current.replaced', { draft: draftLabel }) : t('builder.transfer.current.blank')}
      </p>
      <div className="import-decision__actions">
        <ImportOpenAction imported={imported} current={current} replace={replace} onOpened={onOpened} draftLabel={draftLabel} />
        {leave}
      </div>
    </div>
  );
}
