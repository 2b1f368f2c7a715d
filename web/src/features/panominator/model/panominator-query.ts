/**
 * The engine query of the Panominator's form: the character (the draft's, or another class or level),
 * the objective and constraints, the draft items the user keeps, the banned items, the empty slots,
 * the allowances and, in compatibility mode, the chosen set. Pure functions: unit tested.
 */
import type { PanominatorQuery, PanominatorSolution } from '#game/panominator-types';
import type { StuffInput } from '#game/stuff';
import type { Stuff } from '#contract/stuff';
import type { Slot } from '#game/slots';
import type { StatKey } from '#game/stats';
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

export function panominatorQueryOf(view: PanominatorView, draft: StuffInput, setId: number | null = null): PanominatorQuery {
  const query: PanominatorQuery = {
    stuff: searchCharacter(view, draft).stuff,
    objective: objectiveOf(view.weights),
    constraints: view.constraints
      .filter((row) => row.min !== null || row.max !== null)
      .map((row) => ({ stat: row.stat, ...(row.min !== null && { min: row.min }), ...(row.max !== null && { max: row.max }) })),
    locked: lockedItems(view.lock, draft.items),
    banned: [...view.banned],
    emptySlots: [...view.empty],
    allow: { exos: view.exos, dofus: view.dofus, pets: view.pets },
    availability: view.availability,
    limit: setId === null ? view.limit : COMPATIBILITY_LIMIT,
  };
  if (setId !== null) query.setId = setId;
  return query;
}

/** The stats a result card shows: the objective's (non-zero weights), then the constraints'. */
export function shownStats(query: Pick<PanominatorQuery, 'objective' | 'constraints'>): StatKey[] {
  const stats: StatKey[] = [];
  for (const [stat, weight] of Object.entries(query.objective) as [StatKey, number][]) {
    if (weight !== 0 && !stats.includes(stat)) stats.push(stat);
  }
  for (const constraint of query.constraints ?? []) if (!stats.includes(constraint.stat)) stats.push(constraint.stat);
  return stats;
}

/**
 * The draft after "Open in the builder": the search's character and items; the exo as a rolled line
 * the item lacks (the builder's exo); no other roll or build-wide forgemagie, as the search assumed.
 * The draft's characteristics stay when the search was for the draft's own class and level;
 * otherwise the draft takes the search's character (a bare one, or the proposal's capital).
 */
export function draftFromSolution(draft: Stuff, character: StuffInput, keepsDraftPoints: boolean, solution: PanominatorSolution): Stuff {
  const items: Stuff['items'] = {};
  for (const [slot, id] of Object.entries(solution.items) as [Slot, number | undefined][]) if (id !== undefined) items[slot] = id;
  const rolls: Stuff['rolls'] = {};
  if (solution.exo && items[solution.exo.slot] !== undefined) rolls[solution.exo.slot] = { [solution.exo.stat]: 1 };
  return {
    ...draft,
    classId: character.classId,
    level: character.level,
    points: keepsDraftPoints ? draft.points : { ...character.points },
    scrolls: keepsDraftPoints ? draft.scrolls : { ...character.scrolls },
    boosts: keepsDraftPoints ? draft.boosts : [],
    items,
    rolls,
    forgemagie: {},
  };
}
