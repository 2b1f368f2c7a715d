/**
 * Behaviour shared by the dropdown menus (disclosure pattern): the button toggles the panel and
 * ArrowDown opens it on its first link, Escape closes and gives focus back to the button, a click
 * or focus outside closes, arrow keys move between the panel's links. A modal dialog that opens over
 * the page (a level-up or badge arriving, the nickname to choose) does not close the menu: the focus
 * it takes and the clicks in it are not the visitor leaving the menu, and closing the modal gives the
 * focus back to where it was, in the menu still open.
 */
import { useCallback, useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';

interface DisclosureOptions {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Disclosure<Root extends HTMLElement> {
  rootRef: RefObject<Root | null>;
  onKeyDown: (event: KeyboardEvent) => void;
  close: () => void;
  /** Spread on the menu's <button>. */
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>;
    type: 'button';
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  };
  /** Spread on the panel element. */
  panelProps: { ref: RefObject<HTMLDivElement | null>; id: string; hidden: boolean };
}

function panelLinks(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')) : [];
}

export function useDisclosure<Root extends HTMLElement>({ isOpen, onOpenChange }: DisclosureOptions): Disclosure<Root> {
  const panelId = useId();
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const rootRef = useRef<Root | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    const outside = (target: EventTarget | null) => {
      const root = rootRef.current;
      if (!root || !(target instanceof Node) || root.contains(target)) return false;
      // In a modal dialog shown over the menu (not one the menu itself is in): still the menu's.
      const modal = (target instanceof Element ? target : target.parentElement)?.closest('dialog[open]');
      return !(modal && !modal.contains(root));
    };
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [isOpen, close]);

  const focusFirstItem = () => {
    // The panel becomes visible on the next render.
    requestAnimationFrame(() => panelLinks(panelRef.current)[0]?.focus());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
      return;
    }
    if (!isOpen || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const links = panelLinks(panelRef.current);
    if (links.length === 0) return;
    event.preventDefault();
    const index = links.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = index === -1 ? (step === 1 ? 0 : links.length - 1) : (index + step + links.length) % links.length;
    links[next].focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' && !isOpen) {
      event.preventDefault();
      onOpenChange(true);
      focusFirstItem();
    }
  };

  return {
    rootRef,
    onKeyDown,
    close,
    buttonProps: {
      ref: buttonRef,
      type: 'button',
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: () => onOpenChange(!isOpen),
      onKeyDown: onButtonKeyDown,
    },
    panelProps: { ref: panelRef, id: panelId, hidden: !isOpen },
  };
}
