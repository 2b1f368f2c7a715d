/**
 * One import source read and shown: "reading", the failure in the user's language (with the
 * technical detail under it), or what it holds with the "Open as my draft" action. Shared by the
 * dofus-stuffer page and the builder's import dialog.
 */
import { useTranslation } from 'react-i18next';
import type { Stuff } from '#contract/stuff';
import { AlertCircleIcon } from '#web/components/ui/icons.tsx';
import { importErrorText, useStuffImport } from '../hooks/use-stuff-import.ts';
import type { ImportSource } from '#web/entities/stuff/model/stuffer-code-import.ts';
import { ImportOpenAction } from './import-open-action.tsx';
import { ImportPreview } from './import-preview.tsx';

interface ImportResultProps {
  source: ImportSource;
  current: Stuff;
  replace: (stuff: Stuff) => void;
  onOpened: () => void;
  /** Move the focus to what was read (the user just asked to read a pasted code). */
  focusResult?: boolean;
}

export function ImportResult({ source, current, replace, onOpened, focusResult = false }: ImportResultProps) {
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
      <ImportOpenAction imported={imported.stuff} current={current} replace={replace} onOpened={onOpened} />
    </div>
  );
}
