/**
 * The engine query of the Panominator's form: the character (the draft's, or another class or level),
 * the objective and constraints, the draft items the user keeps, the banned items, the empty slots,
 * the allowances and, in compatibility mode, the chosen set. Pure functions: unit tested.
 */
import type { PanominatorQuery } from '#game/panominator-types';
import type { StuffInput } from '#game/stuff';
import type { Slot } from '#game/slots';
import { COMPATIBILITY_LIMIT, objectiveOf, type PanominatorView } from './panominator-view.ts';

/** The character the search is for: the draft's with its characteristics, or a bare one of another class or level. */
export function searchCharacter(view: Pick<PanominatorView, 'classId' | 'level'>, draft: StuffInput): { stuff: StuffInput; keepsDraftPoints: boolean } {
  const classId = view.classId ?? draft.classId;
  const level = view.level ?? draft.level;
  // The draft's capital was spent for its own class and level: elsewhere it may not even be affordable.
  const keepsDraftPoints = classId === draft.classId && level === draft.level;
  const stuff: StuffInput = { classId, level, items: {} };
  if (draft.gender !== undefined) stuff.gender = draft.gender;
  if (keepsDraftPoints) {
    if (draft.points) stuff.points = draft.points;
    if (draft.scrolls) stuff.scrolls = draft.scrolls;
    if (draft.boosts && Object.keys(draft.boosts).length > 0) stuff.boosts = draft.boosts;
  }
  return { stuff, keepsDraftPoints };
}

/** The draft items kept in their slots (slots ticked in the form that hold an item). */
export function lockedItems(lock: readonly Slot[], draftItems: StuffInput['items']): Partial<Record<Slot, number>> {
  const locked: Partial<Record<Slot, number>> = {};
  for (const slot of lock) {
    const id = draftItems[slot];
    if (id !== undefined) locked[slot] = id;
  }
  return locked;
}

/**
 * `forcedLocked`: the items a link forces into every stuff, placed in their slots (forced-items.ts);
 * they are locked like the draft's kept items.
 */
export function panominatorQueryOf(
  view: PanominatorView,
  draft: StuffInput,
  setId: number | null = null,
  forcedLocked: Partial<Record<Slot, number>> = {},
): PanominatorQuery {
  const query: PanominatorQuery = {
    stuff: searchCharacter(view, draft).stuff,
    objective: objectiveOf(view.weights),
    constraints: view.constraints
      .filter((row) => row.min !== null || row.max !== null)
      .map((row) => ({ stat: row.stat, ...(row.min !== null && { min: row.min }), ...(row.max !== null && { max: row.max }) })),
    locked: { ...lockedItems(view.lock, draft.items), ...forcedLocked },
    banned: [...view.banned],
    emptySlots: [...view.empty],
    allow: { exos: view.exos, dofus: view.dofus, pets: view.pets },
    availability: view.availability,
    limit: setId === null ? view.limit : COMPATIBILITY_LIMIT,
  };
  if (setId !== null) query.setId = setId;
  return query;
}
