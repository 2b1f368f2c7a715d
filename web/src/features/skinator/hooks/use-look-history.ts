/**
 * The look being designed with its undo/redo history (entities/skin look-history), and the keyboard:
 * Ctrl+Z (⌘Z) undoes, Ctrl+Y or Ctrl+Shift+Z redoes, except while typing in a field (its own undo).
 */
import { useCallback, useEffect, useState } from 'react';
import type { SkinLook } from '#game/skin';
import { changeLook, redoLook, startHistory, undoLook, type LookHistory } from '#web/entities/skin/model/look-history.ts';

export interface LookEditor {
  look: SkinLook;
  set: (look: SkinLook) => void;
  /** Starts over from `look` (another skin loaded): no step to undo. */
  reset: (look: SkinLook) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || (target instanceof HTMLInputElement && !['color', 'radio', 'checkbox', 'button'].includes(target.type)) || target instanceof HTMLTextAreaElement);

export function useLookHistory(initial: () => SkinLook, keyboard: boolean): LookEditor {
  const [history, setHistory] = useState<LookHistory>(() => startHistory(initial()));
  const set = useCallback((look: SkinLook) => setHistory((current) => changeLook(current, look)), []);
  const reset = useCallback((look: SkinLook) => setHistory(startHistory(look)), []);
  const undo = useCallback(() => setHistory(undoLook), []);
  const redo = useCallback(() => setHistory(redoLook), []);
  useEffect(() => {
    if (!keyboard) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || typing(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if (key === 'y' || (key === 'z' && event.shiftKey)) {
        event.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keyboard, undo, redo]);
  return { look: history.present, set, reset, undo, redo, canUndo: history.past.length > 0, canRedo: history.future.length > 0 };
}
