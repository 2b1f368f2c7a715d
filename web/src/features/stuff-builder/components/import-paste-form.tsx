/** The paste box: a dofus-stuffer code, a DofusBook link or a Tofulab share link, read on submit. */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readImportText, type ImportSource } from '#web/entities/stuff/model/stuffer-code-import.ts';

interface ImportPasteFormProps {
  onRead: (source: ImportSource) => void;
  autoFocus?: boolean;
}

export function ImportPasteForm({ onRead, autoFocus = false }: ImportPasteFormProps) {
  const { t } = useTranslation();
  const ids = { text: useId(), hint: useId(), error: useId() };
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const source = readImportText(text);
    setEmpty(source === undefined);
    if (source) onRead(source);
  };

  return (
    <form className="import-paste" onSubmit={submit} data-testid="import-paste-form" noValidate>
      <div className="field">
        <label className="field__label" htmlFor={ids.text}>
          {t('builder.transfer.paste.label')}
        </label>
        <textarea
          id={ids.text}
          className="field__control import-paste__text"
          rows={4}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
          value={text}
          aria-invalid={empty}
          aria-describedby={empty ? `${ids.hint} ${ids.error}` : ids.hint}
          onChange={(event) => {
            setText(event.target.value);
            if (empty) setEmpty(false);
          }}
          data-testid="import-paste-text"
        />
        <p id={ids.hint} className="import-paste__hint">
          {t('builder.transfer.paste.hint')}
        </p>
        {empty && (
          <p id={ids.error} className="field__error" role="alert" data-testid="import-paste-error">
            {t('builder.transfer.paste.empty')}
          </p>
        )}
      </div>
      <div className="import-actions">
        <button type="submit" className="button button--soft" data-testid="import-paste-submit">
          {t('builder.transfer.paste.submit')}
        </button>
      </div>
    </form>
  );
}
