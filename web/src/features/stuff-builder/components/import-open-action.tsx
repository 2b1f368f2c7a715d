/**
 * "Open as my draft": a blank draft is replaced at once; a draft with work in it only after the
 * user confirms, so nothing is lost silently.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stuff } from '#contract/stuff';
import { showAlert } from '#web/lib/alerts.ts';
import { isBlankDraft } from '#web/entities/stuff/model/stuffer-code-import.ts';

interface ImportOpenActionProps {
  imported: Stuff;
  current: Stuff;
  replace: (stuff: Stuff) => void;
  /** After the draft was replaced (the page goes to the builder, the dialog closes). */
  onOpened: () => void;
  /** The current draft in words ("Iop level 200, 8 items"), named in the confirmation when given. */
  draftLabel?: string;
}

export function ImportOpenAction({ imported, current, replace, onOpened, draftLabel }: ImportOpenActionProps) {
  const { t } = useTranslation();
  const ids = { title: useId(), body: useId() };
  const [confirming, setConfirming] = useState(false);
  const replaceButton = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (confirming) replaceButton.current?.focus();
    else if (wasConfirming.current) openButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const open = () => {
    replace(imported);
    showAlert('success', t('builder.transfer.imported'));
    onOpened();
  };

  if (confirming) {
    return (
      <div className="import-confirm" role="alertdialog" aria-labelledby={ids.title} aria-describedby={ids.body} data-testid="import-confirm">
        <p id={ids.title} className="import-confirm__title">
          {t('builder.transfer.confirm.title')}
        </p>
        <p id={ids.body}>{draftLabel ? t('builder.transfer.confirm.bodyNamed', { draft: draftLabel }) : t('builder.transfer.confirm.body')}</p>
        <div className="import-actions">
          <button ref={replaceButton} type="button" className="button button--primary" onClick={open} data-testid="import-confirm-replace">
            {t('builder.transfer.confirm.replace')}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)} data-testid="import-confirm-cancel">
            {t('builder.transfer.confirm.cancel')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="import-actions">
      <button
        ref={openButton}
        type="button"
        className="button button--primary"
        onClick={() => (isBlankDraft(current) ? open() : setConfirming(true))}
        data-testid="import-open"
      >
        {isBlankDraft(current) ? t('builder.transfer.open') : t('builder.transfer.open.replace')}
      </button>
    </div>
  );
}
