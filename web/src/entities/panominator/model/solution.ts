/** How a Panominator solution shows and what "Open in the builder" makes of it. Pure functions: unit tested. */
import type { Stuff } from '#contract/stuff';
import type { PanominatorQuery, PanominatorSolution } from '#game/panominator-types';
import type { Slot } from '#game/slots';
import type { StatKey } from '#game/stats';
import type { StuffInput } from '#game/stuff';

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
