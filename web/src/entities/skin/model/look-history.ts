/**
 * Undo and redo of the Skinator (issue 21): each change of the look is a step; undo goes back one,
 * redo forward again, and a new change after an undo drops the steps undone. A change to the same
 * look (same share code) is no step. At most HISTORY_LIMIT steps are kept.
 */
import { encodeLook, type SkinLook } from '#game/skin';

export const HISTORY_LIMIT = 100;

export interface LookHistory {
  readonly past: readonly SkinLook[];
  readonly present: SkinLook;
  readonly future: readonly SkinLook[];
}

export const startHistory = (look: SkinLook): LookHistory => ({ past: [], present: look, future: [] });

export function changeLook(history: LookHistory, look: SkinLook): LookHistory {
  if (encodeLook(look) === encodeLook(history.present)) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: look, future: [] };
}

export function undoLook(history: LookHistory): LookHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redoLook(history: LookHistory): LookHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
