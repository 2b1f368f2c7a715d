/** The builder's import dialog: the paste box, then what the code holds and "Open as my draft". */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuilder } from '../hooks/use-builder.tsx';
import type { ImportSource } from '#web/entities/stuff/model/stuffer-code-import.ts';
import { ImportPasteForm } from './import-paste-form.tsx';
import { ImportResult } from './import-result.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import './stuff-transfer.css';

interface ImportDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

export function ImportDialog({ isOpen, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog open={isOpen} onClose={onClose} title={t('builder.transfer.import.title')} closeLabel={t('common.close')} testId="import-dialog" wide>
      <ImportDialogContent onClose={onClose} />
    </ModalDialog>
  );
}

function ImportDialogContent({ onClose }: { onClose: () => void }) {
  const { stuff, update } = useBuilder();
  const [source, setSource] = useState<ImportSource>();
  return (
    <div className="import-dialog">
      <ImportPasteForm onRead={setSource} autoFocus />
      {source && (
        <ImportResult
          key={`${source.stufferCode ?? ''} ${source.shareCode ?? ''}`}
          source={source}
          current={stuff}
          replace={(imported) => update(() => imported)}
          onOpened={onClose}
          focusResult
        />
      )}
    </div>
  );
}
