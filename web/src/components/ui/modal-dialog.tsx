/**
 * A modal dialog on the native <dialog>: the browser gives the focus trap, Escape, the backdrop and
 * the inert page; this adds the title wiring (aria-labelledby), the page scroll lock, focus on open
 * (an element marked `data-autofocus` wins over the first focusable one) and the return of focus to
 * what opened it. The content is mounted only while open: each opening starts fresh.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import './modal-dialog.css';

interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  testId?: string;
  description?: ReactNode;
  /** For forms and previews (import, export): a wider panel. */
  wide?: boolean;
}

export function ModalDialog({ open, title, onClose, closeLabel, children, actions, testId, description, wide = false }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    document.body.classList.add('is-scroll-locked');
    return () => {
      document.body.classList.remove('is-scroll-locked');
      if (element.open) element.close();
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      className={wide ? 'modal modal--wide' : 'modal'}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className="modal__panel">
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button"
            onClick={() => onCloseRef.current()}
            aria-label={closeLabel}
            title={closeLabel}
            data-testid={testId ? `${testId}-close` : undefined}
          >
            <CloseIcon size={18} />
          </button>
        </header>
        <div className="modal__body">
          {description && (
            <p id={descriptionId} className="modal__description">
              {description}
            </p>
          )}
          {children}
        </div>
        {actions && <footer className="modal__actions">{actions}</footer>}
      </div>
    </dialog>
  );
}
