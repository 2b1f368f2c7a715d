/** The builder header's "Import" and "Export" buttons and their dialogs, and "craft the whole stuff" for a member. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuilder } from '../hooks/use-builder.tsx';
import { ExportDialog } from './export-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { CraftStuffAction } from './craft-stuff-action.tsx';

export function TransferActions() {
  const { t } = useTranslation();
  const { editable } = useBuilder();
  const [open, setOpen] = useState<'import' | 'export' | null>(null);
  const close = () => setOpen(null);

  return (
    <div className="transfer-actions">
      {editable && (
        <button
          type="button"
          className="button"
          aria-haspopup="dialog"
          onClick={() => setOpen('import')}
          data-testid="builder-import"
        >
          {t('builder.transfer.import')}
        </button>
      )}
      <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen('export')} data-testid="builder-export">
        {t('builder.transfer.export')}
      </button>
      <CraftStuffAction />
      {editable && <ImportDialog isOpen={open === 'import'} onClose={close} />}
      <ExportDialog isOpen={open === 'export'} onClose={close} />
    </div>
  );
}
