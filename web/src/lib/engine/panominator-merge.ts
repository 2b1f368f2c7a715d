/**
 * How the parts of a Panominator search split over several workers are put back together (issue 6:
 * "split the search over several workers and merge the bounds"). Each worker explores `part` of
 * `parts` and knows only its own best stuffs; the pool merges their lists, tells every worker the
 * objective the merged list already guarantees (so each prunes what cannot enter it), adds up their
 * progress and, at the end, decides what the whole search proved. Pure functions: unit tested.
 */
import type { Availability } from '#game/availability';
import type { PanominatorProgress, PanominatorQuery, PanominatorResult, PanominatorSolution } from '#game/panominator-types';

/** The engine's default and largest list length (PanominatorQuery.limit). */
export const PANOMINATOR_DEFAULT_LIMIT = 1;
export const PANOMINATOR_MAX_LIMIT = 50;

export function listLimitOf(query: Pick<PanominatorQuery, 'limit'>): number {
  const limit = query.limit ?? PANOMINATOR_DEFAULT_LIMIT;
  return Math.max(1, Math.min(PANOMINATOR_MAX_LIMIT, Math.floor(limit)));
}

/** Identifies a stuff: its items by slot and its exo. Parts are disjoint, but a list may be sent twice. */
export function solutionKey(solution: PanominatorSolution): string {
  const items = Object.entries(solution.items)
    .filter(([, id]) => id !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([slot, id]) => `${slot}=${id}`)
    .join(',');
  const exo = solution.exo ? `${solution.exo.slot}+${solution.exo.stat}` : '';
  return `${items}|${exo}`;
}

/**
 * The best `limit` stuffs of all the parts' lists, best first. Ties keep the order of the parts, so
 * the merged list is the same whichever worker reported first.
 */
export function mergeSolutionLists(lists: readonly (readonly PanominatorSolution[])[], limit: number): PanominatorSolution[] {
  const seen = new Set<string>();
  const all: { solution: PanominatorSolution; part: number; rank: number }[] = [];
  lists.forEach((list, part) =>
    list.forEach((solution, rank) => {
      const key = solutionKey(solution);
      if (seen.has(key)) return;
      seen.add(key);
      all.push({ solution, part, rank });
    }),
  );
  all.sort((a, b) => b.solution.objective - a.solution.objective || a.part - b.part || a.rank - b.rank);
  return all.slice(0, limit).map((entry) => entry.solution);
}

/**
 * The objective every part may prune below: with a list of `limit` stuffs, a stuff that does not
 * beat the merged list's last one cannot enter it. Null while the list is not full (then every
 * feasible stuff still counts).
 */
export function forwardableBound(merged: readonly PanominatorSolution[], limit: number): number | null {
  return merged.length >= limit ? merged[limit - 1].objective : null;
}

/** Whether `next` changes what the user sees (another stuff, another order or another objective). */
export function sameSolutionList(previous: readonly PanominatorSolution[], next: readonly PanominatorSolution[]): boolean {
  return (
    previous.length === next.length &&
    previous.every((solution, index) => solution.objective === next[index].objective && solutionKey(solution) === solutionKey(next[index]))
  );
}

export const NO_PROGRESS: PanominatorProgress = { nodes: 0, leaves: 0, explored: 0, best: null, bound: null, elapsedMs: 0 };

/**
 * The whole search's progress: nodes and leaves add up; each part settles its own share of the tree
 * (`explored` is per part), so the whole is their mean; the best is the merged list's, the bound the
 * highest part's; the parts run side by side, so the time is the longest part's.
 */
export function sumProgress(parts: readonly (PanominatorProgress | undefined)[], best: number | null): PanominatorProgress {
  const count = Math.max(1, parts.length);
  let nodes = 0;
  let leaves = 0;
  let explored = 0;
  let elapsedMs = 0;
  // The whole search's bound is the highest of its parts' (a finished part has none left).
  let bound: number | null = null;
  for (const progress of parts) {
    if (!progress) continue;
    nodes += progress.nodes;
    leaves += progress.leaves;
    explored += Math.min(1, Math.max(0, progress.explored));
    elapsedMs = Math.max(elapsedMs, progress.elapsedMs);
    if (progress.bound !== null && (bound === null || progress.bound > bound)) bound = progress.bound;
  }
  return { nodes, leaves, explored: explored / count, best, bound, elapsedMs };
}

export interface PartOutcome {
  /** The part's final result; undefined when it did not finish (cancelled, or still loading). */
  result?: PanominatorResult;
  solutions: readonly PanominatorSolution[];
  progress?: PanominatorProgress;
}

/**
 * The result of the whole search. It is `optimal` only if every part finished (each proved nothing
 * better exists in its share, given the bounds it was told), `infeasible` only if every part
 * finished and none found a stuff; anything else is `stopped` with the best found so far.
 */
export function mergePartResults(
  parts: readonly PartOutcome[],
  query: Pick<PanominatorQuery, 'limit' | 'availability'>,
  elapsedMs?: number,
): PanominatorResult {
  const limit = listLimitOf(query);
  const solutions = mergeSolutionLists(
    parts.map((part) => part.result?.solutions ?? part.solutions),
    limit,
  );
  const finished = parts.length > 0 && parts.every((part) => part.result !== undefined && part.result.status !== 'stopped');
  const status = !finished ? 'stopped' : solutions.length === 0 ? 'infeasible' : 'optimal';
  const progress = sumProgress(
    parts.map((part) => part.result?.progress ?? part.progress),
    solutions[0]?.objective ?? null,
  );
  if (finished) progress.explored = 1;
  if (elapsedMs !== undefined) progress.elapsedMs = elapsedMs;
  // Every part filters the same catalogue the same way: any finished part tells the candidates.
  const reference = parts.find((part) => part.result !== undefined)?.result;
  const availability: Availability | 'all' = reference?.availability ?? query.availability ?? 'standard';
  return {
    status,
    solutions,
    progress,
    candidates: reference ? { ...reference.candidates } : {},
    excluded: reference ? { ...reference.excluded } : { undecidedConditions: 0, dominated: 0, conditionsNeverMet: 0 },
    availability,
  };
}

/** How many workers to split a search over by default: one per core, at most four. */
export function defaultWorkerCount(hardwareConcurrency: number | undefined): number {
  return Math.max(1, Math.min(4, hardwareConcurrency || 2));
}
