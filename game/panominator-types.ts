/**
 * The public shapes of the Panominator (builder-spec §1 "set compatibility and optimisation",
 * issue 6): an exact optimiser over the catalogue. Given a character, an objective (weights on the
 * final sheet's stat keys, derived ones such as `hp` included), minimum and maximum constraints on any
 * stat and the choices of the player (locked, banned, empty slots, exos, Dofus, pets), it finds the
 * stuffs of highest objective that satisfy every game rule: item conditions on the final sheet, set
 * bonuses by count, ring and Dofus uniqueness, two-handed weapons. When it finishes it has proven that
 * no better stuff exists; while it runs it streams every improvement.
 */
import type { Availability } from './availability.ts';
import type { Slot } from './slots.ts';
import type { PrimaryStat, StatKey } from './stats.ts';
import type { StuffInput } from './stuff.ts';

export interface PanominatorConstraint {
  stat: StatKey;
  /** The final sheet's value must be at least `min` and at most `max` (either may be absent, not both). */
  min?: number;
  max?: number;
}

/** What the search may do besides picking items. */
export interface PanominatorAllow {
  /** One exo line AP, MP or range (+1, one per stuff) on a worn gear item that lacks it; default false. */
  exos?: boolean;
  /** Dofus, trophies and the like in d1–d6; default true. */
  dofus?: boolean;
  /** Pets and pet-mounts in the pet slot; default true. */
  pets?: boolean;
}

/**
 * Conditions the engine cannot decide from a stuff (subscription, alignment, quests…). `exclude`
 * (default) keeps every item whose conditions hold an undecidable atom out of the search, so that
 * every proposed stuff is wearable as far as the data tells; `assume-met` treats them as met.
 */
export type UndecidedConditionPolicy = 'exclude' | 'assume-met';

export interface PanominatorQuery {
  /**
   * The character: class, level, sex, points, scrolls and boosts are kept; its items, rolls and
   * forgemagie are not (the search picks the items; use `locked` to keep some).
   */
  stuff: StuffInput;
  /**
   * Spend the level's whole capital on this characteristic, priced with the class's cost table
   * (instead of `stuff.points`, which must then be absent); the solutions carry the points used.
   */
  capitalTo?: PrimaryStat;
  /** Weights on the final sheet's stats; the objective is Σ weight × value. At least one non-zero weight. */
  objective: Partial<Record<StatKey, number>>;
  constraints?: readonly PanominatorConstraint[];
  /** Items fixed in their slots; every other slot is searched. */
  locked?: Partial<Record<Slot, number>>;
  /** Items the search never proposes. */
  banned?: readonly number[];
  /** Slots left empty. */
  emptySlots?: readonly Slot[];
  allow?: PanominatorAllow;
  /** Default `standard` (builders and optimisers default to standard records, data README). */
  availability?: 'standard' | 'all';
  undecidedConditions?: UndecidedConditionPolicy;
  /** How many of the best stuffs to keep (the compatibility list); default 1, at most 50. */
  limit?: number;
  /**
   * Compatibility mode (`/panominator/{clothId}`): every piece of this set is locked in its slot and
   * the search completes the stuff around it.
   */
  setId?: number;
  /** Split of the search over several workers: this one explores part `part` of `parts` (default 0 of 1). */
  part?: number;
  parts?: number;
}

/** An exo line the search added: +1 in `stat` on the item worn in `slot`. */
export interface PanominatorExo {
  slot: Slot;
  stat: 'ap' | 'mp' | 'range';
}

export interface PanominatorSetCount {
  setId: number;
  pieces: number;
  /** The bonus the set gives at that count. */
  bonus: Partial<Record<StatKey, number>>;
}

export interface PanominatorSolution {
  /** The items by slot, locked ones included; absent slots are empty. */
  items: Partial<Record<Slot, number>>;
  exo: PanominatorExo | null;
  /** Σ weight × final value, computed on the engine's sheet. */
  objective: number;
  /** The character's points the search used (`stuff.points`, or what `capitalTo` bought). */
  points: Partial<Record<PrimaryStat, number>>;
  /** Final values of the objective's and the constraints' stats. */
  stats: Partial<Record<StatKey, number>>;
  sets: PanominatorSetCount[];
}

export type PanominatorStatus =
  /** The search finished: `solutions` are the best stuffs that exist (proven). */
  | 'optimal'
  /** The search finished and no stuff satisfies the constraints (proven). */
  | 'infeasible'
  /** Stopped by the caller (signal, node or time limit): `solutions` are the best found so far. */
  | 'stopped';

export interface PanominatorProgress {
  /** Nodes of the search tree visited and complete stuffs evaluated so far. */
  nodes: number;
  leaves: number;
  /**
   * An estimate, 0–1, of how far the search is: the share of the gap between its first bound and the
   * best stuff so far that is proven closed (0 until a first stuff is found, 1 when it ends).
   */
  explored: number;
  /** Objective of the best stuff so far (null: none yet). */
  best: number | null;
  /**
   * No stuff still to be explored can beat this (a proven upper bound; null once nothing is left).
   * The optimum lies between `best` and `bound`; it falls to `best` as the search ends.
   */
  bound: number | null;
  elapsedMs: number;
}

export interface PanominatorResult {
  status: PanominatorStatus;
  /** Best first; at most `limit`. */
  solutions: PanominatorSolution[];
  progress: PanominatorProgress;
  /** Candidates per searched slot after filters and dominance pruning, and what the filters left out. */
  candidates: Partial<Record<Slot | 'exo', number>>;
  excluded: { undecidedConditions: number; dominated: number; conditionsNeverMet: number };
  availability: Availability | 'all';
}

export interface PanominatorRunOptions {
  /** Called with the current best list each time it improves (best first). */
  onSolutions?: (solutions: PanominatorSolution[]) => void;
  /** Called about every `progressEveryMs` (default 100 ms) of search. */
  onProgress?: (progress: PanominatorProgress) => void;
  progressEveryMs?: number;
  signal?: AbortSignal;
  /** Stop after this many nodes or milliseconds (status `stopped`). */
  maxNodes?: number;
  timeLimitMs?: number;
  /** A proven objective another worker reached: only strictly better stuffs are looked for. */
  lowerBound?: number;
}

/**
 * A search that runs in slices, for callers that must stay responsive between them (a Web Worker that
 * listens for a better bound from its siblings or for a cancel): `step` explores for about `sliceMs`
 * and returns whether the search is over.
 */
export interface PanominatorSearch {
  step(sliceMs: number): boolean;
  /** A stuff of this objective exists elsewhere: prune everything that cannot beat it. */
  raiseLowerBound(objective: number): void;
  progress(): PanominatorProgress;
  /** The result so far (`stopped` while the search is not over). */
  result(): PanominatorResult;
}
