/**
 * The modal of the import and export dialogs: a native <dialog> opened with showModal, so the
 * browser traps focus, makes the page inert, closes on Escape and gives focus back to the button
 * that opened it. A click on the backdrop closes it too.
 */
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import './stuff-transfer.css';

interface TransferDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  testId: string;
}

export function TransferDialog({ isOpen, onClose, title, children, testId }: TransferDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first focusable element (the close button); a field that asks for it wins.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!isOpen && dialog.open) dialog.close();
    if (!isOpen) return;
    document.body.classList.add('is-scroll-locked');
    return () => document.body.classList.remove('is-scroll-locked');
  }, [isOpen]);

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // Clicks on the backdrop are dispatched to the dialog itself, outside its box.
    if (event.target !== dialogRef.current) return;
    const box = dialogRef.current.getBoundingClientRect();
    const inside =
      event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className="transfer-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={closeOnBackdrop}
      data-testid={testId}
    >
      <header className="transfer-dialog__header">
        <h2 id={titleId} className="transfer-dialog__title">
          {title}
        </h2>
        <button type="button" className="icon-button" onClick={onClose} data-testid={`${testId}-close`}>
          <CloseIcon />
          <span className="visually-hidden">{t('common.close')}</span>
        </button>
      </header>
      {/* Mounted only while open: each opening starts fresh and nothing runs behind a closed dialog. */}
      <div className="transfer-dialog__body">{isOpen && children}</div>
    </dialog>
  );
}
