/**
 * The builder's export dialog: the draft's dofus-stuffer code (computed by the engine worker) with
 * what that format loses, and a share link that re-opens the draft identical: it carries the
 * dofus-stuffer code and, beside it, our lossless share code.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '#web/config/routes.ts';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { engineBridge } from '#web/lib/engine/worker-manager.ts';
import { isEngineInputError } from '#web/lib/engine/engine-errors.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { useBuilder } from '../hooks/use-builder.tsx';
import { encodeShareCode } from '#web/entities/stuff/model/share-code.ts';
import { importQuery, stufferExportLosses } from '#web/entities/stuff/model/stuffer-code-import.ts';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import './stuff-transfer.css';

interface ExportDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

export function ExportDialog({ isOpen, onClose }: ExportDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog open={isOpen} onClose={onClose} title={t('builder.transfer.export.title')} closeLabel={t('common.close')} testId="export-dialog" wide>
      <ExportDialogContent />
    </ModalDialog>
  );
}

function ExportDialogContent() {
  const { t } = useTranslation();
  const lang = useLang();
  const { stuff, input } = useBuilder();
  const stufferCode = useQuery({
    queryKey: ['stuffer-code', SITE_VARIANT, input] as const,
    queryFn: ({ signal }) => engineBridge.encodeStufferCode(SITE_VARIANT, input, signal),
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });
  const shareCode = useMemo(() => encodeShareCode(stuff, SITE_VARIANT), [stuff]);
  const shareLink = stufferCode.isPending
    ? undefined
    : `${window.location.origin}${buildPath('stuff.dofus-stuffer', lang)}${importQuery({ stufferCode: stufferCode.data, shareCode })}`;
  const losses = stufferExportLosses(stuff);

  return (
    <div className="export-dialog">
      <section className="export-dialog__section" aria-labelledby="export-link-title">
        <h3 id="export-link-title" className="export-dialog__heading">
          {t('builder.transfer.export.link.title')}
        </h3>
        {shareLink === undefined ? (
          <Computing />
        ) : (
          <CopyField
            label={t('builder.transfer.export.link.label')}
            hint={t('builder.transfer.export.link.hint')}
            value={shareLink}
            copyLabel={t('builder.transfer.copyLink')}
            testId="export-share-link"
          />
        )}
      </section>

      <section className="export-dialog__section" aria-labelledby="export-code-title">
        <h3 id="export-code-title" className="export-dialog__heading">
          {t('builder.transfer.export.stuffer.title')}
        </h3>
        {stufferCode.isPending ? (
          <Computing />
        ) : stufferCode.isError ? (
          <div className="import-error" role="alert" data-testid="export-stuffer-error">
            <div>
              <p>{t('builder.transfer.export.stuffer.error')}</p>
              {isEngineInputError(stufferCode.error) && (
                <p className="import-error__detail">{t('builder.transfer.error.detail', { detail: stufferCode.error.message })}</p>
              )}
            </div>
          </div>
        ) : (
          <CopyField
            label={t('builder.transfer.export.stuffer.label')}
            hint={t('builder.transfer.export.stuffer.hint')}
            value={stufferCode.data}
            copyLabel={t('builder.transfer.copyCode')}
            multiline
            testId="export-stuffer-code"
          />
        )}
        <div className="export-dialog__losses" role="note" data-testid="export-losses">
          <p>{t('builder.transfer.export.lost.format')}</p>
          <p>{t('builder.transfer.export.lost.draft')}</p>
          <ul>
            {losses.map((loss) => (
              <li key={loss} data-loss={loss}>
                {t(`builder.transfer.export.lost.${loss}`)}
              </li>
            ))}
          </ul>
          <p>{t('builder.transfer.export.lost.useLink')}</p>
        </div>
      </section>
    </div>
  );
}

function Computing() {
  const { t } = useTranslation();
  return (
    <p className="status" role="status">
      <span className="spinner" aria-hidden="true" />
      {t('builder.transfer.computing')}
    </p>
  );
}

type CopyStatus = 'idle' | 'copied' | 'failed';

async function copyText(text: string, field: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (insecure context) or permission refused: the older way, from the field itself.
    field?.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

function CopyField({
  label,
  hint,
  value,
  copyLabel,
  testId,
  multiline = false,
}: {
  label: string;
  hint: string;
  value: string;
  copyLabel: string;
  testId: string;
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  const ids = { control: useId(), hint: useId() };
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [status, setStatus] = useState<CopyStatus>('idle');
  useEffect(() => setStatus('idle'), [value]);

  const copy = async () => {
    const copied = await copyText(value, fieldRef.current);
    setStatus(copied ? 'copied' : 'failed');
    if (!copied) fieldRef.current?.select();
  };
  const common = {
    id: ids.control,
    ref: fieldRef,
    className: 'field__control export-dialog__value',
    readOnly: true,
    value,
    spellCheck: false,
    'aria-describedby': ids.hint,
    onFocus: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => event.currentTarget.select(),
    'data-testid': testId,
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={ids.control}>
        {label}
      </label>
      <div className="export-dialog__copy-row">
        {multiline ? <textarea {...common} rows={3} /> : <input {...common} type="text" />}
        <button type="button" className="button button--soft" onClick={() => void copy()} data-testid={`${testId}-copy`}>
          {copyLabel}
        </button>
      </div>
      <p id={ids.hint} className="import-paste__hint">
        {hint}
      </p>
      <p className={status === 'failed' ? 'field__error' : 'export-dialog__copied'} role="status" data-testid={`${testId}-status`}>
        {status === 'copied' ? t('builder.transfer.copied') : status === 'failed' ? t('builder.transfer.copyFailed') : ''}
      </p>
    </div>
  );
}
