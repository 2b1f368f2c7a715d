/**
 * The Panominator (issue 6; engine README "Panominator"): an exact branch and bound over the slots of
 * a stuff. Every complete stuff it reports is computed by the WASM sheet kernel (`computeStats`) and
 * checked by the WASM condition kernel, so a reported objective is the sheet's own figure; the search
 * only decides which stuffs need not be computed, with bounds that are proven upper bounds:
 *
 * - The final sheet is affine in the items' and sets' raw stat sums, up to truncations (HP percent,
 *   prospecting from chance, dodge from wisdom…): `sheet = sheet(no items) + coef · raw ± 2` per
 *   truncated stat (`SheetModel`). The objective and the constraints are read through that model, with
 *   the truncation slack added where it could help.
 * - Minimum and maximum constraints enter the bound by Lagrangian relaxation: for a feasible stuff,
 *   `objective ≤ objective + Σ λ·(constraint slack)` for any λ ≥ 0, which is separable per slot. λ is
 *   chosen once at the root by a subgradient descent on the separable relaxation.
 * - Set bonuses by count: an item of set s worn with c pieces of s already counted adds at most
 *   `A_s(c) = max_j (β(c + j) − β(c)) / j` on average to any later completion, so each remaining item
 *   carries that amortised bonus in the bound.
 * - Set bonuses against `set_bonus` ceilings (Dofus 2 trophies, "set bonus < 3"): the bound is split
 *   between the completions that wear no capped item and those whose sets can only add a few more
 *   pairs, a small knapsack (`splitBound`, proof there).
 * - A tracked value still short on the set-free last groups (pet, Dofus, mount) lowers their bound by
 *   a one-dimensional Lagrangian on that value (`tailCut`).
 * - Feasibility: every constraint and every single-atom item condition on a plain stat is checked
 *   against the most the remaining slots can still add (or remove), so a branch that can no longer
 *   meet one is cut.
 * - Dominance: an item that another item of its slot group beats or equals on every stat that matters
 *   (objective, constraints, conditions; set bonuses bounded either way) with no more conditions is
 *   dropped when enough such items exist for the group's positions.
 * - Symmetry: positions of a group (rings, Dofus) take candidates in non-decreasing order, a repeat
 *   only for items that may be worn twice.
 *
 * The search is an iterative depth-first walk with an explicit stack, so that it runs in slices
 * (`step`) and can be split over workers (`part`/`parts`): each takes its share of the second level under
 * every first-level branch (`splitLevel`).
 */
import type { CatalogItem } from './catalog.ts';
import { EXO_LIMITED_STATS, NO_EXO_GROUPS } from '../../game/exo.ts';
import type { EngineCore } from './core.ts';
import { isUnevaluable, type ConditionGroup } from '../../game/item-conditions.ts';
import { SHEET_LAYOUT, STUFF_LAYOUT } from './layout.ts';
import { PANOMINATOR_BOUND, PANOMINATOR_GROUP, PANOMINATOR_ORDER, PANOMINATOR_SPLIT, PANOMINATOR_WALK, PANOMINATOR_WALK_INT, PANOMINATOR_WALK_REAL } from './panominator-layout.ts';
import { resolvePanominatorQuery, type ResolvedPanominatorQuery } from './panominator-query.ts';
import type {
  PanominatorProgress,
  PanominatorQuery,
  PanominatorResult,
  PanominatorRunOptions,
  PanominatorSearch,
  PanominatorSetCount,
  PanominatorSolution,
} from '../../game/panominator-types.ts';
import { setBonusFor } from './sheet-common.ts';
import { SLOT_GROUPS, SLOT_INDEX, slotGroupOf, type Slot, type SlotGroup } from '../../game/slots.ts';
import { STAT_COUNT, STAT_INDEX, STAT_KEYS, type StatKey } from '../../game/stats.ts';
import { VARIANT_RULES, type Variant } from '../../game/variants.ts';

const INT32_BYTES = 4;
const NO_EXO = -1;
const EXO_STATS = EXO_LIMITED_STATS.map((key) => STAT_INDEX[key]);
/** Groups searched, in the slot table's order; `exo` is the virtual last group. */
const SEARCH_GROUPS = Object.keys(SLOT_GROUPS) as SlotGroup[];

/**
 * The sheet as an affine function of the raw stat sums (items + sets), read from the variant's rules
 * the same way the sheet kernel (engine/assembly/sheet.ts `deriveStats`, `applyBoostEffects`) derives
 * them. `slack[k]` is 1 where the kernel truncates a division for stat k.
 */
export interface SheetModel {
  /** coef[k * STAT_COUNT + j]: how much one raw point of stat j adds to the final stat k. */
  coef: Float64Array;
  slack: Uint8Array;
  /** Stats whose final value is their raw sum plus a constant (no derivation, no truncation). */
  plain: Uint8Array;
  /** The truncated divisions: final stat `to` gains trunc(total of `from` / `divisor`). */
  divided: { to: number; from: number; divisor: number }[];
}

export function sheetModel(variant: Variant, hpPercent: number): SheetModel {
  const rules = VARIANT_RULES[variant];
  const coef = new Float64Array(STAT_COUNT * STAT_COUNT);
  const slack = new Uint8Array(STAT_COUNT);
  for (let k = 0; k < STAT_COUNT; k++) coef[k * STAT_COUNT + k] = 1;
  const add = (to: StatKey, from: StatKey, value: number) => (coef[STAT_INDEX[to] * STAT_COUNT + STAT_INDEX[from]] += value);
  const divisions: SheetModel['divided'] = [];
  const divided = (to: StatKey, from: StatKey, divisor: number) => {
    if (divisor === 0) return;
    add(to, from, 1 / divisor);
    if (divisor !== 1) {
      slack[STAT_INDEX[to]] = 1;
      divisions.push({ to: STAT_INDEX[to], from: STAT_INDEX[from], divisor });
    }
  };
  const hpFactor = (100 + hpPercent) / 100;
  coef[STAT_INDEX.hp * STAT_COUNT + STAT_INDEX.hp] = hpFactor;
  add('hp', 'vitality', hpFactor);
  if (hpPercent !== 0) slack[STAT_INDEX.hp] = 1;
  divided('prospecting', 'chance', rules.prospectingChanceDivisor);
  add('pods', 'strength', rules.podsPerStrength);
  if (rules.initiativeFromPrimaries !== 0) for (const key of ['strength', 'intelligence', 'chance', 'agility'] as const) add('initiative', key, 1);
  divided('ap_loss_dodge', 'wisdom', rules.dodgeWisdomDivisor);
  divided('mp_loss_dodge', 'wisdom', rules.dodgeWisdomDivisor);
  divided('ap_reduction', 'wisdom', rules.reductionWisdomDivisor);
  divided('mp_reduction', 'wisdom', rules.reductionWisdomDivisor);
  divided('lock', 'agility', rules.lockAgilityDivisor);
  divided('dodge', 'agility', rules.dodgeAgilityDivisor);
  const plain = new Uint8Array(STAT_COUNT);
  for (let k = 0; k < STAT_COUNT; k++) {
    let only = slack[k] === 0 && coef[k * STAT_COUNT + k] === 1;
    for (let j = 0; j < STAT_COUNT && only; j++) if (j !== k && coef[k * STAT_COUNT + j] !== 0) only = false;
    plain[k] = only ? 1 : 0;
  }
  return { coef, slack, plain, divided: divisions };
}

/** A linear function of the raw stats the search keeps track of: a constraint row or a condition stat. */
interface Tracked {
  vector: Float64Array;
  /** Constraint rows: `vector · raw ≥ bound`. Condition stats: NaN (their bounds come from the items worn). */
  bound: number;
}

/** Per item, the requirements its single-atom conditions put on a plain stat (as raw sums). */
interface Requirement {
  tracked: number;
  /** raw ≥ lo and raw ≤ hi. */
  lo: number;
  hi: number;
}

interface Group {
  name: SlotGroup | 'exo';
  slots: Slot[];
  /** Candidate indices, best first by the group's own static key (`candTight`): the branching order. */
  order: Int32Array;
  /** The same candidates, best first by the catalogue-wide static key (`candStatic`). */
  looseOrder: Int32Array;
  /** The group's first level. */
  firstLevel: number;
}

const EPSILON = 1e-7;
/** The most `set_bonus` pairs case B of the split bound counts (beyond, the usual bound stands). */
const SPLIT_MAX_PAIRS = PANOMINATOR_SPLIT.maxPairs;
/** Nodes a probe takes in each first-level branch (see `probing`). */
const PROBE_NODES = PANOMINATOR_WALK.probeNodes;
/** Passes of the walk's loop between two looks at the clock. */
const WALK_PASSES = 512;

/**
 * Which code walks the search tree and evaluates its bounds (issue 23):
 *
 * - `assemblyscript` (default): the walk (`panominatorWalk`: the candidate loop, apply/undo, every
 *   test, descent and backtracking, probes, parts) and its bounds run in WASM over the search's arena;
 *   TypeScript evaluates and records the complete stuffs it reaches, between slices;
 * - `typescript`: the TypeScript walk with the TypeScript bounds, the reference of both;
 * - `check`: the WASM walk, then (once it has ended, unstopped) the TypeScript walk of the same query
 *   with the WASM bounds, each evaluation compared with the TypeScript bound (an error when they differ
 *   in any bit); an error when the walks differ in node or leaf count, status or ranked stuffs.
 *   Counted in `panominatorBoundChecks` (the tests read it).
 */
export type PanominatorBound = 'assemblyscript' | 'typescript' | 'check';

/**
 * Evaluations compared by the `check` mode since the process started (the tests read them): rest
 * bounds, split bounds (both calls), feasibility tests (`feasibleAt`, `trackedReachable`), whole
 * walks (WASM against TypeScript).
 */
export const panominatorBoundChecks = { evaluations: 0, splitEvaluations: 0, feasibilityEvaluations: 0, walks: 0 };

/**
 * The bound arenas of an engine's searches in linear memory. The module's allocator never frees, so
 * an arena goes back to this pool when its search is over (or is garbage collected) and the next
 * search that fits takes it.
 */
class ArenaPool {
  private readonly arenas: { pointer: number; bytes: number; busy: boolean }[] = [];
  private readonly registry =
    typeof FinalizationRegistry === 'function' ? new FinalizationRegistry<number>((pointer) => this.release(pointer)) : null;

  constructor(private readonly core: EngineCore) {}

  /** An arena of at least `bytes` (8-aligned), held until `release` or until `owner` is collected. */
  acquire(bytes: number, owner: object): number {
    let chosen: { pointer: number; bytes: number; busy: boolean } | undefined;
    for (const arena of this.arenas) if (!arena.busy && arena.bytes >= bytes && (chosen === undefined || arena.bytes < chosen.bytes)) chosen = arena;
    if (chosen === undefined) {
      const pointer = this.core.kernels.allocate(bytes + 8);
      chosen = { pointer: Math.ceil(pointer / 8) * 8, bytes, busy: false };
      this.arenas.push(chosen);
    }
    chosen.busy = true;
    this.registry?.register(owner, chosen.pointer, owner);
    return chosen.pointer;
  }

  release(pointer: number, owner?: object): void {
    if (owner !== undefined) this.registry?.unregister(owner);
    for (const arena of this.arenas) if (arena.pointer === pointer) arena.busy = false;
  }
}

export class Panominator {
  private readonly itemsById: Map<number, CatalogItem>;
  private readonly setRowOf: Map<number, number>;
  private readonly stuffPointer: number;
  private readonly sheetPointer: number;
  private readonly arenas: ArenaPool;

  constructor(
    private readonly core: EngineCore,
    private readonly bound: PanominatorBound = 'assemblyscript',
  ) {
    this.itemsById = new Map(core.items.map((item) => [item.id, item]));
    this.setRowOf = new Map(core.catalog.sets.map((set, row) => [set.id, row]));
    this.stuffPointer = core.allocateWords(STUFF_LAYOUT.words);
    this.sheetPointer = core.allocateWords(SHEET_LAYOUT.words);
    this.arenas = new ArenaPool(core);
  }

  start(query: PanominatorQuery): PanominatorSearch {
    const resolved = resolvePanominatorQuery(this.core.variant, this.core.catalog, this.itemsById, query);
    const walk = this.bound === 'typescript' ? 'typescript' : 'assemblyscript';
    // `check`: the TypeScript walk of the same query (bounds compared at every evaluation), run once the WASM walk has ended.
    const reference =
      this.bound === 'check' ? () => new PanominatorRun(this.core, this.setRowOf, resolved, this.stuffPointer, this.sheetPointer, 'check', this.arenas, 'typescript', null) : null;
    return new PanominatorRun(this.core, this.setRowOf, resolved, this.stuffPointer, this.sheetPointer, this.bound, this.arenas, walk, reference);
  }

  run(query: PanominatorQuery, options: PanominatorRunOptions = {}): PanominatorResult {
    const search = this.start(query) as PanominatorRun;
    return search.runToEnd(options);
  }
}

class PanominatorRun implements PanominatorSearch {
  private readonly q: ResolvedPanominatorQuery;
  private readonly model: SheetModel;
  private readonly startedAt = performance.now();
  private elapsedBefore = 0;

  // Candidates: catalogue row (−1 none), local set (−1 none), exo stat (−1 none), Lagrangian score,
  // static key (score + the set's largest amortised bonus), tracked values, flags.
  private candRow = new Int32Array(0);
  private candSet = new Int32Array(0);
  private candExo = new Int32Array(0);
  private candSigma = new Float64Array(0);
  private candStatic = new Float64Array(0);
  /**
   * Per candidate, the static key of its own group: the set bonus amortised over the pieces that can
   * still be worn from the group's first level on. Valid wherever the bound's reach is counted from
   * that level or later (the group's own levels), tighter than `candStatic` for the late groups.
   */
  private candTight = new Float64Array(0);
  private candTracked = new Float64Array(0);
  private candRepeat = new Uint8Array(0);
  private candTwoHanded = new Uint8Array(0);
  private candHasConditions = new Uint8Array(0);
  private candRequirements: (Requirement[] | null)[] = [];
  /** Per candidate: the most `set_bonus` its single-atom conditions allow (Infinity: no such condition). */
  private candSetBonusMost = new Float64Array(0);
  /** Per candidate: 1 when it has a requirement on a tracked value or a `set_bonus` ceiling (see `viable`). */
  private candGated = new Uint8Array(0);
  /** Per candidate: its OR condition groups on plain stats, each as its alternatives' ranges (null: none). */
  private candAlternatives: (Requirement[][] | null)[] = [];
  /** The candidates worn on the current path that have such OR groups: `wornAlternatives[0…alternativesAt[d])` at depth d. */
  private wornAlternatives = new Int32Array(0);
  private alternativesAt = new Int32Array(0);
  /** Per depth: the stuff's `set_bonus` so far (it only grows as items are added) and the most allowed. */
  private setBonusAt = new Int32Array(0);
  private setBonusMostAt = new Float64Array(0);
  /** Per candidate: bit e set when the item can host exo stat EXO_STATS[e] (gear that lacks it). */
  private candExoHost = new Uint8Array(0);

  private tracked: Tracked[] = [];
  private trackedCount = 0;
  private conditionTracked = new Map<number, number>();
  private objectiveRaw = new Float64Array(STAT_COUNT);
  private lambda = new Float64Array(0);

  // Sets met among candidates and locked items: set row, attainable pieces, per count Lagrangian
  // bonus β and tracked bonus values, amortised bonuses.
  private setRows: number[] = [];
  private setSize = new Int32Array(0);
  private setStride = 0;
  private setBeta = new Float64Array(0);
  private setTrackedBonus = new Float64Array(0);
  private setAmortised = new Float64Array(0);
  private setAmortisedMax = new Float64Array(0);
  private setTrackedUp = new Float64Array(0);
  private setTrackedDown = new Float64Array(0);
  private setCount = new Int32Array(0);

  private groups: Group[] = [];
  /** Per level: group index, position in the group, slot word (−1 for the exo level). */
  private levelGroup = new Int32Array(0);
  private levelPosition = new Int32Array(0);
  private levelSlotWord = new Int32Array(0);
  private levels = 0;
  private suffixStatic = new Float64Array(0);
  private suffixTrackedMax = new Float64Array(0);
  private suffixTrackedMin = new Float64Array(0);
  private shieldGroup = -1;

  // Search state per depth.
  private choice = new Int32Array(0);
  private startIndex = new Int32Array(0);
  private partial = new Float64Array(0);
  private trackedPartial = new Float64Array(0);
  private requirementLo = new Float64Array(0);
  private requirementHi = new Float64Array(0);
  private twoHandedAt = new Uint8Array(0);
  private depth = 0;
  private done = false;
  private stopped = false;

  private baseObjective = 0;
  private rootConstant = 0;
  private objectiveStats: number[] = [];
  private reportStats: number[] = [];
  private lockedRows: { slot: Slot; row: number }[] = [];

  private best: PanominatorSolution[] = [];
  private externalBound = -Infinity;
  private nodes = 0;
  private leaves = 0;
  private topScratch = new Float64Array(8);
  private excluded = { undecidedConditions: 0, dominated: 0, conditionsNeverMet: 0 };
  private candidateCounts: Partial<Record<Slot | 'exo', number>> = {};
  private onSolutions: ((solutions: PanominatorSolution[]) => void) | undefined;

  constructor(
    private readonly core: EngineCore,
    private readonly setRowOf: Map<number, number>,
    query: ResolvedPanominatorQuery,
    private readonly stuffPointer: number,
    private readonly sheetPointer: number,
    private readonly boundKind: PanominatorBound = 'assemblyscript',
    private readonly arenas: ArenaPool | null = null,
    private readonly walk: 'assemblyscript' | 'typescript' = 'assemblyscript',
    private readonly reference: (() => PanominatorRun) | null = null,
  ) {
    this.q = query;
    core.writeStuff(query.stuff, stuffPointer);
    const memory = core.words();
    this.model = sheetModel(core.variant, memory[stuffPointer / INT32_BYTES + STUFF_LAYOUT.hpPercent]);
    core.kernels.computeStats(stuffPointer, sheetPointer);
    const sheet0 = memory.slice(sheetPointer / INT32_BYTES + SHEET_LAYOUT.stats, sheetPointer / INT32_BYTES + SHEET_LAYOUT.stats + STAT_COUNT);
    this.prepareObjective(sheet0);
    const candidates = this.collectCandidates();
    this.prepareTracked(sheet0, candidates);
    this.layOutCandidates(candidates);
    this.prepareSets();
    this.refineTruncationSlack(sheet0);
    this.chooseLambda();
    this.applyLambda();
    this.pruneDominated();
    this.orderLevels();
    this.computeReach();
    this.tightenStatics();
    this.prepareSetGains();
    this.preparePlainFamily();
    this.prepareSplit();
    this.prepareTail();
    this.resetSearch();
    if (this.boundKind !== 'typescript' && !this.done && this.arenas !== null) this.layOutArena(this.arenas);
  }

  // ------------------------------------------------------------------------------------------
  // The bound's arena in linear memory (issue 23, engine/src/panominator-layout.ts)

  /** Address of the arena's bound record (0: the bound runs in TypeScript). */
  private arena = 0;
  private arenaBytes = 0;
  /** The memory buffer the views below were taken on (memory.grow detaches it). */
  private arenaBuffer: ArrayBufferLike | null = null;
  /** Byte addresses of the tables the search writes (re-viewed after a growth), and of the tail word. */
  private arenaMutable = {
    chosen: 0, setCount: 0, twoHandedAt: 0, setBonusAt: 0, setBonusMostAt: 0, trackedPartial: 0, splitOut: 0, needLo: 0, needHi: 0, alternativesAt: 0, wornAlternatives: 0,
    choice: 0, startIndex: 0, partial: 0, plainPartial: 0, levelRest: 0, levelRestA: 0, levelRestB: 0, levelRestPlain: 0, levelRestPlainA: 0, levelRestPlainB: 0, levelAfter: 0, cachedRest: 0, walkReal: 0, walkInt: 0,
  };
  /** The walk's scalars in the arena (PANOMINATOR_WALK_REAL, PANOMINATOR_WALK_INT). */
  private walkReal = new Float64Array(0);
  private walkInt = new Int32Array(0);
  private arenaTail = new Float64Array(0);
  /** The split kernels' out table: case A, case B, tails of the usual bound, case A, case B. */
  private arenaSplit = new Float64Array(0);

  /**
   * Copies every table `remainingBound` reads into one arena and points the search's per-depth state
   * (set counts, chosen indices, tracked sums, set_bonus, two-handed flags) at it, so that the kernel
   * reads what the search writes with no copy per node. Called once, after the set-up.
   */
  private layOutArena(pool: ArenaPool): void {
    const B = PANOMINATOR_BOUND;
    const K = PANOMINATOR_ORDER.kinds;
    const G = this.groups.length;
    const C = this.candRow.length;
    // Orders, per group: search, loose, plain, case B (two families); missing ones are empty.
    const orderStart = new Int32Array(G * K);
    const orderLength = new Int32Array(G * K);
    const lists: Int32Array[] = [];
    let pooled = 0;
    for (let g = 0; g < G; g++) {
      const group = this.groups[g];
      const kinds = [group.order, group.looseOrder, this.plainOrder[g], this.splitOrder[0]?.[g], this.splitOrder[1]?.[g]];
      for (let k = 0; k < K; k++) {
        const list = kinds[k] ?? new Int32Array(0);
        orderStart[g * K + k] = pooled;
        orderLength[g * K + k] = list.length;
        lists.push(list);
        pooled += list.length;
      }
    }
    const orders = new Int32Array(pooled);
    const groupFlags = new Uint8Array(G);
    for (let g = 0; g < G; g++) {
      for (let k = 0; k < K; k++) {
        for (const c of lists[g * K + k]) {
          if (this.candSetBonusMost[c] !== Infinity) groupFlags[g] |= PANOMINATOR_GROUP.capped;
          if (this.candSet[c] >= 0) groupFlags[g] |= PANOMINATOR_GROUP.sets;
        }
      }
    }
    let at = 0;
    for (const list of lists) {
      orders.set(list, at);
      at += list.length;
    }
    // Requirements and OR groups, flattened.
    const requirementStart = new Int32Array(C);
    const requirementCount = new Int32Array(C);
    const alternativeGroupStart = new Int32Array(C);
    const alternativeGroupCount = new Int32Array(C);
    const groupStart: number[] = [];
    const groupCount: number[] = [];
    const tracked: number[] = [];
    const lo: number[] = [];
    const hi: number[] = [];
    const push = (requirement: Requirement) => {
      tracked.push(requirement.tracked);
      lo.push(requirement.lo);
      hi.push(requirement.hi);
    };
    for (let c = 0; c < C; c++) {
      const requirements = this.candRequirements[c];
      requirementStart[c] = tracked.length;
      requirementCount[c] = requirements?.length ?? 0;
      for (const requirement of requirements ?? []) push(requirement);
      const alternatives = this.candAlternatives[c];
      alternativeGroupStart[c] = groupStart.length;
      alternativeGroupCount[c] = alternatives?.length ?? 0;
      for (const group of alternatives ?? []) {
        groupStart.push(tracked.length);
        groupCount.push(group.length);
        for (const requirement of group) push(requirement);
      }
    }
    const L = this.levels;
    const T = this.trackedCount;
    const S = this.setRows.length;
    const groupPositions = Int32Array.from(this.groups, (group) => (group.name === 'exo' ? 1 : group.slots.length));
    const groupFirstLevel = Int32Array.from(this.groups, (group) => group.firstLevel);
    const topLength = Math.max(1, ...groupPositions);
    // The sets raising each tracked value, flattened.
    const raisingStart = new Int32Array(T);
    const raisingCount = new Int32Array(T);
    const raisingSets = new Int32Array(this.setsRaising.reduce((sum, sets) => sum + sets.length, 0));
    for (let t = 0, pooledSets = 0; t < T; t++) {
      raisingStart[t] = pooledSets;
      raisingCount[t] = this.setsRaising[t].length;
      raisingSets.set(this.setsRaising[t], pooledSets);
      pooledSets += this.setsRaising[t].length;
    }
    const walkReal = new Float64Array(PANOMINATOR_WALK_REAL.count);
    walkReal[PANOMINATOR_WALK_REAL.nodes] = this.nodes;
    walkReal[PANOMINATOR_WALK_REAL.probeFrom] = this.probeFrom;
    walkReal[PANOMINATOR_WALK_REAL.lockedConstant] = this.lockedConstant;
    walkReal[PANOMINATOR_WALK_REAL.rootConstant] = this.rootConstant;
    walkReal[PANOMINATOR_WALK_REAL.granularity] = this.granularity;
    const walkInt = new Int32Array(PANOMINATOR_WALK_INT.count);
    walkInt[PANOMINATOR_WALK_INT.depth] = this.depth;
    walkInt[PANOMINATOR_WALK_INT.probing] = this.probing ? 1 : 0;
    walkInt[PANOMINATOR_WALK_INT.restCachedAt] = this.restCachedAt;
    walkInt[PANOMINATOR_WALK_INT.plainEnabled] = this.plainEnabled ? 1 : 0;
    walkInt[PANOMINATOR_WALK_INT.parts] = this.q.parts;
    walkInt[PANOMINATOR_WALK_INT.part] = this.q.part;
    walkInt[PANOMINATOR_WALK_INT.splitLevel] = this.splitLevel;
    walkInt[PANOMINATOR_WALK_INT.tailStart] = this.tailStart;
    walkInt[PANOMINATOR_WALK_INT.stuff] = this.stuffPointer;
    // The deficit bound's lists: the width of one (the tail groups' candidates and headers) and the gated candidates whose viability keys them.
    let tailWidth = 0;
    const tailGated: number[] = [];
    const tailGroups = new Set<number>();
    for (let level = Math.max(0, this.tailStart); level < L; level++) tailGroups.add(this.levelGroup[level]);
    for (const g of tailGroups) {
      const order = this.groups[g].order;
      tailWidth += order.length + 2;
      for (const c of order) if (this.candGated[c] === 1) tailGated.push(c);
    }
    walkInt[PANOMINATOR_WALK_INT.tailWidth] = tailWidth;
    walkInt[PANOMINATOR_WALK_INT.tailGatedCount] = tailGated.length <= 62 ? tailGated.length : -1;
    const tailSlots = (L + 1) * this.trackedCount * tailWidth;
    const tables: [number, Int32Array | Float64Array | Uint8Array][] = [
      [B.levelGroup, this.levelGroup],
      [B.levelPosition, this.levelPosition],
      [B.groupPositions, groupPositions],
      [B.groupFirstLevel, groupFirstLevel],
      [B.orderStart, orderStart],
      [B.orderLength, orderLength],
      [B.orders, orders],
      [B.chosen, this.chosen],
      [B.candSet, this.candSet],
      [B.candRepeat, this.candRepeat],
      [B.candGated, this.candGated],
      [B.setCount, this.setCount],
      [B.setSize, this.setSize],
      [B.reach, this.reach],
      [B.twoHandedAt, this.twoHandedAt],
      [B.setBonusAt, this.setBonusAt],
      [B.candRequirementStart, requirementStart],
      [B.candRequirementCount, requirementCount],
      [B.candAlternativeStart, alternativeGroupStart],
      [B.candAlternativeCount, alternativeGroupCount],
      [B.alternativeStart, Int32Array.from(groupStart)],
      [B.alternativeCount, Int32Array.from(groupCount)],
      [B.requirementTracked, Int32Array.from(tracked)],
      [B.requirementLo, Float64Array.from(lo)],
      [B.requirementHi, Float64Array.from(hi)],
      [B.candSigma, this.candSigma],
      [B.candTight, this.candTight],
      [B.candStatic, this.candStatic],
      [B.rawObjective, this.rawObjective],
      [B.plainStatic, this.plainStatic],
      [B.splitStatic0, this.splitStatic[0] ?? new Float64Array(0)],
      [B.splitStatic1, this.splitStatic[1] ?? new Float64Array(0)],
      [B.candSetBonusMost, this.candSetBonusMost],
      [B.setAmortised, this.setAmortised],
      [B.plainAmortised, this.plainAmortised],
      [B.splitFirstLagrangian, this.splitFirstLagrangian],
      [B.splitFirstPlain, this.splitFirstPlain],
      [B.trackedPartial, this.trackedPartial],
      [B.suffixTrackedMax, this.suffixTrackedMax],
      [B.suffixTrackedMin, this.suffixTrackedMin],
      [B.top, new Float64Array(topLength)],
      [B.setBonusMostAt, this.setBonusMostAt],
      [B.splitTop, this.splitTop],
      [B.setBeta, this.setBeta],
      [B.setRawObjective, this.setRawObjective],
      [B.lockedSets, this.lockedSets],
      [B.splitSeen, new Int32Array(S)],
      [B.splitDp, new Float64Array(SPLIT_MAX_PAIRS + 1)],
      [B.splitNext, new Float64Array(SPLIT_MAX_PAIRS + 1)],
      [B.splitOut, new Float64Array(5)],
      [B.trackedNeed, Float64Array.from({ length: T }, (_, t) => (t < this.lambda.length ? this.tracked[t].bound : -Infinity))],
      [B.needLo, this.requirementLo],
      [B.needHi, this.requirementHi],
      [B.alternativesAt, this.alternativesAt],
      [B.wornAlternatives, this.wornAlternatives],
      [B.itemSuffixMax, this.itemSuffixMax],
      [B.setGainCap, this.setGainCap],
      [B.raisingStart, raisingStart],
      [B.raisingCount, raisingCount],
      [B.raisingSets, raisingSets],
      [B.setGainUp, this.setGainUp],
      [B.candTracked, this.candTracked],
      [B.setTrackedBonus, this.setTrackedBonus],
      [B.groupFlags, groupFlags],
      [B.groupTerm, new Float64Array(G)],
      // The walk's tables (sixth round).
      [B.levelSlotWord, this.levelSlotWord],
      [B.candRow, this.candRow],
      [B.candTwoHanded, this.candTwoHanded],
      [B.choice, this.choice],
      [B.startIndex, this.startIndex],
      [B.partial, this.partial],
      [B.plainPartial, this.plainPartial],
      [B.levelRest, this.levelRest],
      [B.levelRestA, this.levelRestA],
      [B.levelRestB, this.levelRestB],
      [B.levelRestPlain, this.levelRestPlain],
      [B.levelRestPlainA, this.levelRestPlainA],
      [B.levelRestPlainB, this.levelRestPlainB],
      [B.levelAfter, this.levelAfter],
      [B.levelPositionsLeft, this.levelPositionsLeft],
      [B.suffixStatic, this.suffixStatic],
      [B.plainSuffixStatic, this.plainSuffixStatic.length === L + 1 ? this.plainSuffixStatic : new Float64Array(L + 1)],
      [B.cachedRest, this.cachedRest],
      [B.tailScratch, this.tailScratch],
      [B.tailTau, this.tailTau],
      [B.walkReal, walkReal],
      [B.walkInt, walkInt],
      [B.tailList, new Int32Array(C + 2 * G)],
      [B.tailSigma, new Float64Array(C + 2 * G)],
      [B.tailTauList, new Float64Array(tailSlots)],
      [B.tailRed, new Int32Array(tailSlots)],
      [B.tailRedSigma, new Float64Array(tailSlots)],
      [B.tailPick, new Int32Array(this.tailScratch.length)],
      [B.tailSignatureAt, new Float64Array(L + 1)],
      [B.tailStampAt, new Int32Array(L + 1)],
      [B.tailListStamp, new Int32Array((L + 1) * this.trackedCount)],
      [B.tailListLength, new Int32Array((L + 1) * this.trackedCount)],
      [B.tailGated, Int32Array.from(tailGated)],
    ];
    const align = (bytes: number) => Math.ceil(bytes / 8) * 8;
    let bytes = align(B.words * INT32_BYTES);
    const offsets = tables.map(([, data]) => {
      const offset = bytes;
      bytes += align(Math.max(1, data.byteLength));
      return offset;
    });
    const record = pool.acquire(bytes, this);
    this.arena = record;
    this.arenaBytes = bytes;
    const buffer = this.core.kernels.memory.buffer;
    const words = new Int32Array(buffer, record, B.words);
    words.fill(0);
    words[B.levels] = L;
    words[B.sets] = S;
    words[B.stride] = this.setStride;
    words[B.tracked] = T;
    words[B.shieldGroup] = this.shieldGroup;
    words[B.lockedSetCount] = this.lockedSets.length;
    words[B.splitEnabled] = this.splitEnabled ? 1 : 0;
    words[B.splitStamp] = 0;
    new Float64Array(buffer, record + B.splitCeiling * INT32_BYTES, 1)[0] = this.splitCeiling;
    tables.forEach(([word, data], k) => {
      const address = record + offsets[k];
      words[word] = address;
      const view = data instanceof Int32Array ? new Int32Array(buffer, address, data.length) : data instanceof Float64Array ? new Float64Array(buffer, address, data.length) : new Uint8Array(buffer, address, data.length);
      view.set(data);
    });
    this.arenaMutable = {
      chosen: words[B.chosen],
      setCount: words[B.setCount],
      twoHandedAt: words[B.twoHandedAt],
      setBonusAt: words[B.setBonusAt],
      setBonusMostAt: words[B.setBonusMostAt],
      trackedPartial: words[B.trackedPartial],
      splitOut: words[B.splitOut],
      needLo: words[B.needLo],
      needHi: words[B.needHi],
      alternativesAt: words[B.alternativesAt],
      wornAlternatives: words[B.wornAlternatives],
      choice: words[B.choice],
      startIndex: words[B.startIndex],
      partial: words[B.partial],
      plainPartial: words[B.plainPartial],
      levelRest: words[B.levelRest],
      levelRestA: words[B.levelRestA],
      levelRestB: words[B.levelRestB],
      levelRestPlain: words[B.levelRestPlain],
      levelRestPlainA: words[B.levelRestPlainA],
      levelRestPlainB: words[B.levelRestPlainB],
      levelAfter: words[B.levelAfter],
      cachedRest: words[B.cachedRest],
      walkReal: words[B.walkReal],
      walkInt: words[B.walkInt],
    };
    // The kernel caches the tables of the last record it read: this one may be a reused arena.
    this.core.kernels.panominatorBindBound(record);
    this.arenaBuffer = null;
    this.viewArena();
  }

  /** Points the search's state at the arena again when the memory grew since the views were taken (a growth detaches them). */
  private viewArena(): void {
    if (this.arena === 0) return;
    const buffer = this.core.kernels.memory.buffer;
    if (buffer === this.arenaBuffer) return;
    const L = this.levels;
    const at = this.arenaMutable;
    this.chosen = new Int32Array(buffer, at.chosen, L);
    this.setCount = new Int32Array(buffer, at.setCount, this.setRows.length);
    this.twoHandedAt = new Uint8Array(buffer, at.twoHandedAt, L + 1);
    this.setBonusAt = new Int32Array(buffer, at.setBonusAt, L + 1);
    this.setBonusMostAt = new Float64Array(buffer, at.setBonusMostAt, L + 1);
    this.trackedPartial = new Float64Array(buffer, at.trackedPartial, (L + 1) * this.trackedCount);
    this.arenaTail = new Float64Array(buffer, this.arena + PANOMINATOR_BOUND.tail * INT32_BYTES, 1);
    this.arenaSplit = new Float64Array(buffer, at.splitOut, 5);
    this.requirementLo = new Float64Array(buffer, at.needLo, (L + 1) * this.trackedCount);
    this.requirementHi = new Float64Array(buffer, at.needHi, (L + 1) * this.trackedCount);
    this.alternativesAt = new Int32Array(buffer, at.alternativesAt, L + 1);
    this.wornAlternatives = new Int32Array(buffer, at.wornAlternatives, L);
    this.choice = new Int32Array(buffer, at.choice, L);
    this.startIndex = new Int32Array(buffer, at.startIndex, L);
    this.partial = new Float64Array(buffer, at.partial, L + 1);
    this.plainPartial = new Float64Array(buffer, at.plainPartial, L + 1);
    this.levelRest = new Float64Array(buffer, at.levelRest, L);
    this.levelRestA = new Float64Array(buffer, at.levelRestA, L);
    this.levelRestB = new Float64Array(buffer, at.levelRestB, L);
    this.levelRestPlain = new Float64Array(buffer, at.levelRestPlain, L);
    this.levelRestPlainA = new Float64Array(buffer, at.levelRestPlainA, L);
    this.levelRestPlainB = new Float64Array(buffer, at.levelRestPlainB, L);
    this.levelAfter = new Float64Array(buffer, at.levelAfter, L);
    this.cachedRest = new Float64Array(buffer, at.cachedRest, 6);
    this.walkReal = new Float64Array(buffer, at.walkReal, PANOMINATOR_WALK_REAL.count);
    this.walkInt = new Int32Array(buffer, at.walkInt, PANOMINATOR_WALK_INT.count);
    this.arenaBuffer = buffer;
  }

  /** The search is over: its arena goes back to the pool (no bound is evaluated after this). */
  private releaseArena(): void {
    if (this.arena === 0 || this.arenas === null) return;
    // Keep the state readable in TypeScript arrays (progress reads set counts), then give the arena back.
    this.viewArena();
    this.chosen = this.chosen.slice();
    this.setCount = this.setCount.slice();
    this.twoHandedAt = this.twoHandedAt.slice();
    this.setBonusAt = this.setBonusAt.slice();
    this.setBonusMostAt = this.setBonusMostAt.slice();
    this.trackedPartial = this.trackedPartial.slice();
    this.requirementLo = this.requirementLo.slice();
    this.requirementHi = this.requirementHi.slice();
    this.alternativesAt = this.alternativesAt.slice();
    this.wornAlternatives = this.wornAlternatives.slice();
    this.choice = this.choice.slice();
    this.startIndex = this.startIndex.slice();
    this.partial = this.partial.slice();
    this.plainPartial = this.plainPartial.slice();
    this.levelRest = this.levelRest.slice();
    this.levelRestA = this.levelRestA.slice();
    this.levelRestB = this.levelRestB.slice();
    this.levelRestPlain = this.levelRestPlain.slice();
    this.levelRestPlainA = this.levelRestPlainA.slice();
    this.levelRestPlainB = this.levelRestPlainB.slice();
    this.levelAfter = this.levelAfter.slice();
    this.cachedRest = this.cachedRest.slice();
    this.walkReal = this.walkReal.slice();
    this.walkInt = this.walkInt.slice();
    this.arenas.release(this.arena, this);
    this.arena = 0;
    this.arenaBuffer = null;
  }

  // ------------------------------------------------------------------------------------------
  // Model

  private prepareObjective(sheet0: Int32Array): void {
    const { weights } = this.q;
    const { coef, slack } = this.model;
    let error = 0;
    for (let k = 0; k < STAT_COUNT; k++) {
      const weight = weights[k];
      if (weight === 0) continue;
      this.objectiveStats.push(k);
      this.baseObjective += weight * sheet0[k];
      if (slack[k]) error += 2 * Math.abs(weight);
      for (let j = 0; j < STAT_COUNT; j++) this.objectiveRaw[j] += weight * coef[k * STAT_COUNT + j];
    }
    // The objective of any stuff is at most baseObjective + error + objectiveRaw · raw.
    this.rootConstant = this.baseObjective + error;
    this.granularity = objectiveGranularity(this.objectiveStats.map((k) => weights[k]));
    const report = new Set(this.objectiveStats);
    for (const constraint of this.q.constraints) report.add(constraint.stat);
    this.reportStats = [...report].sort((a, b) => a - b);
  }

  /**
   * The objective's truncation slack, exactly: a final stat that gains trunc(y), y = total / d, is
   * off its linear model by e = trunc(y) − y, which lies in [−(d − 1)/d, 0] for y ≥ 0 and in
   * [0, (d − 1)/d] for y < 0 (truncation goes toward zero). Against the naked character's own e0 the
   * objective's error is at most w·(e_max − e0) (positive weight) or |w|·(e0 − e_min) (negative), which
   * is below 1 instead of the 2 the general rule allows. Near ties need it: with an objective of small
   * integers the general slack kept whole branches open.
   */
  private refineTruncationSlack(sheet0: Int32Array): void {
    const { weights } = this.q;
    for (const { to, from, divisor } of this.model.divided) {
      const weight = weights[to];
      if (weight === 0 || this.model.slack[to] === 0 || to === STAT_INDEX.hp) continue;
      const most = (divisor - 1) / divisor;
      const eMax = this.lowestTotal(from, sheet0) >= 0 ? 0 : most;
      const eMin = -most;
      const e0 = Math.trunc(sheet0[from] / divisor) - sheet0[from] / divisor;
      const exact = weight > 0 ? weight * (eMax - e0) : -weight * (e0 - eMin);
      this.rootConstant += exact - 2 * Math.abs(weight);
    }
  }

  /** The lowest total of stat k any stuff of the search can have (naked, locked, then the worst each group and set can add). */
  private lowestTotal(k: number, sheet0: Int32Array): number {
    const valueOf = (row: number) => {
      let value = 0;
      for (const [key, , max] of this.core.items[row].stats) if (STAT_INDEX[key] === k) value += max;
      return value;
    };
    let total = sheet0[k];
    for (const { row } of this.lockedRows) total += valueOf(row);
    for (const group of this.groups) {
      let least = 0;
      for (const c of group.order) {
        if (this.candExo[c] === k) continue;
        if (this.candRow[c] >= 0) least = Math.min(least, valueOf(this.candRow[c]));
      }
      total += least * Math.max(1, group.slots.length);
    }
    const sets = this.core.catalog.sets;
    for (let s = 0; s < this.setRows.length; s++) {
      let least = 0;
      for (let pieces = 1; pieces <= this.setSize[s]; pieces++) {
        let value = 0;
        for (const [key, bonus] of setBonusFor(sets[this.setRows[s]], pieces)) if (STAT_INDEX[key] === k) value += bonus;
        least = Math.min(least, value);
      }
      total += least;
    }
    return total;
  }

  /** Constraint rows (`vector · raw ≥ bound`) and the plain stats single-atom conditions name. */
  private prepareTracked(sheet0: Int32Array, candidates: CatalogItem[][]): void {
    const { coef, slack, plain } = this.model;
    for (const constraint of this.q.constraints) {
      const k = constraint.stat;
      const row = coef.subarray(k * STAT_COUNT, (k + 1) * STAT_COUNT);
      const margin = slack[k] ? 2 : 0;
      if (constraint.min !== -Infinity) this.tracked.push({ vector: Float64Array.from(row), bound: constraint.min - sheet0[k] - margin });
      if (constraint.max !== Infinity) this.tracked.push({ vector: row.map((value) => -value), bound: -(constraint.max - sheet0[k] + margin) });
    }
    const conditionStats = new Set<number>();
    const consider = (item: CatalogItem) => {
      for (const group of item.conditions ?? []) {
        if (group.length === 1) {
          if (isUnevaluable(group[0])) continue;
          const [subject] = group[0];
          if (subject.startsWith('stat:') && plain[STAT_INDEX[subject.slice(5) as StatKey]]) conditionStats.add(STAT_INDEX[subject.slice(5) as StatKey]);
        } else if (orGroupOnPlainStats(group, plain)) {
          // An OR group ("AP < 12 or MP < 6") whose every alternative is a plain stat: tracked too.
          for (const [subject] of group) conditionStats.add(STAT_INDEX[subject.slice(5) as StatKey]);
        }
      }
    };
    for (const list of candidates) list.forEach(consider);
    for (const { row } of this.lockedRows) consider(this.core.items[row]);
    for (const k of [...conditionStats].sort((a, b) => a - b)) {
      const vector = new Float64Array(STAT_COUNT);
      vector[k] = 1;
      this.conditionTracked.set(k, this.tracked.length);
      this.tracked.push({ vector, bound: NaN });
    }
    this.trackedCount = this.tracked.length;
    this.sheet0 = sheet0;
  }

  private sheet0: Int32Array = new Int32Array(0);

  /** The items each searched group may take, after the player's and the data's filters. */
  private collectCandidates(): CatalogItem[][] {
    const q = this.q;
    const level = q.stuff.level;
    const lockedIds = new Set<number>();
    for (const [slot, item] of q.locked) {
      this.lockedRows.push({ slot, row: this.core.rowOfItem.get(item.id)! });
      lockedIds.add(item.id);
    }
    const perGroup = new Map<SlotGroup, CatalogItem[]>();
    for (const group of SEARCH_GROUPS) perGroup.set(group, []);
    for (const item of this.core.items) {
      const group = slotGroupOf(item.category);
      if (!group) continue;
      if (q.availability === 'standard' && item.availability !== 'standard') continue;
      if (item.level > level || q.banned.has(item.id)) continue;
      if (group === 'dofus' && !q.dofus) continue;
      if (group === 'pet' && !q.pets) continue;
      if (item.weapon?.twoHanded && q.locked.has('br')) continue;
      // One copy of a Dofus or of a set item: a locked one is not proposed again.
      if (lockedIds.has(item.id) && (group === 'dofus' || item.setId !== 0 || group !== 'ring')) continue;
      const verdict = this.staticConditions(item);
      if (verdict === 'never') {
        this.excluded.conditionsNeverMet++;
        continue;
      }
      if (verdict === 'undecided') {
        this.excluded.undecidedConditions++;
        continue;
      }
      perGroup.get(group)!.push(item);
    }
    return SEARCH_GROUPS.map((group) => perGroup.get(group)!);
  }

  /**
   * Conditions that do not depend on the stuff (level, class, sex, base points) are decided once;
   * `undecided` when the item holds an atom the engine cannot decide and the policy excludes it.
   */
  private staticConditions(item: CatalogItem): 'ok' | 'never' | 'undecided' {
    const { stuff } = this.q;
    for (const group of item.conditions ?? []) {
      let decidable = true;
      let holds = false;
      for (const atom of group) {
        if (isUnevaluable(atom)) {
          if (this.q.undecided === 'exclude') return 'undecided';
          holds = true;
          continue;
        }
        const [subject, operator, value] = atom;
        let actual: number;
        if (subject === 'level') actual = stuff.level;
        else if (subject === 'class') actual = stuff.classId;
        else if (subject === 'sex') actual = stuff.gender ?? 0;
        else if (subject.startsWith('base:')) {
          const key = subject.slice(5) as keyof NonNullable<typeof stuff.points>;
          actual = (stuff.points?.[key] ?? 0) + (stuff.scrolls?.[key] ?? 0);
        } else {
          decidable = false;
          continue;
        }
        if (compare(actual, operator, value)) holds = true;
      }
      if (decidable && !holds) return 'never';
    }
    return 'ok';
  }

  private layOutCandidates(perGroup: CatalogItem[][]): void {
    const q = this.q;
    const lockedSlots = new Set(q.locked.keys());
    // A locked two-handed weapon leaves the shield slot empty.
    if (q.locked.get('ar')?.weapon?.twoHanded) lockedSlots.add('br');
    const entries: { row: number; exo: number; group: number }[] = [];
    SEARCH_GROUPS.forEach((name, groupIndex) => {
      const slots = (SLOT_GROUPS[name] as readonly Slot[]).filter((slot) => !lockedSlots.has(slot) && !q.empty.has(slot));
      if (slots.length === 0) return;
      if (name === 'shield') this.shieldGroup = this.groups.length;
      const group: Group = { name, slots, order: new Int32Array(0), looseOrder: new Int32Array(0), firstLevel: 0 };
      const members: number[] = [];
      members.push(entries.length);
      entries.push({ row: -1, exo: NO_EXO, group: groupIndex });
      for (const item of perGroup[groupIndex]) {
        members.push(entries.length);
        entries.push({ row: this.core.rowOfItem.get(item.id)!, exo: NO_EXO, group: groupIndex });
      }
      group.order = Int32Array.from(members);
      this.groups.push(group);
    });
    if (q.exos) {
      const members: number[] = [entries.length];
      entries.push({ row: -1, exo: NO_EXO, group: -1 });
      for (const stat of EXO_STATS) {
        members.push(entries.length);
        entries.push({ row: -1, exo: stat, group: -1 });
      }
      this.groups.push({ name: 'exo', slots: [], order: Int32Array.from(members), looseOrder: new Int32Array(0), firstLevel: 0 });
    }

    const count = entries.length;
    const T = this.trackedCount;
    this.candRow = Int32Array.from(entries, (entry) => entry.row);
    this.candExo = Int32Array.from(entries, (entry) => entry.exo);
    this.candSet = new Int32Array(count).fill(-1);
    this.candSigma = new Float64Array(count);
    this.candStatic = new Float64Array(count);
    this.candTracked = new Float64Array(count * T);
    this.candRepeat = new Uint8Array(count);
    this.candTwoHanded = new Uint8Array(count);
    this.candHasConditions = new Uint8Array(count);
    this.candExoHost = new Uint8Array(count);
    this.candRequirements = new Array(count).fill(null);
    this.candSetBonusMost = new Float64Array(count).fill(Infinity);
    this.candGated = new Uint8Array(count);
    this.candAlternatives = new Array(count).fill(null);
    this.rawObjective = new Float64Array(count);

    const setLocal = new Map<number, number>();
    const localSet = (setRow: number) => {
      let local = setLocal.get(setRow);
      if (local === undefined) {
        local = this.setRows.length;
        setLocal.set(setRow, local);
        this.setRows.push(setRow);
      }
      return local;
    };
    for (const { row } of this.lockedRows) {
      const setRow = this.setRowOf.get(this.core.items[row].setId);
      if (setRow !== undefined) localSet(setRow);
    }
    const raw = new Float64Array(STAT_COUNT);
    const nonZero = new Int32Array(STAT_COUNT);
    const seen = new Uint8Array(STAT_COUNT);
    for (let c = 0; c < count; c++) {
      const { row, exo, group } = entries[c];
      raw.fill(0);
      if (exo !== NO_EXO) {
        raw[exo] = 1;
      } else if (row >= 0) {
        const item = this.core.items[row];
        for (const [key, , max] of item.stats) raw[STAT_INDEX[key]] += max;
        const setRow = this.setRowOf.get(item.setId);
        if (setRow !== undefined) this.candSet[c] = localSet(setRow);
        const groupName = SEARCH_GROUPS[group];
        this.candRepeat[c] = groupName === 'ring' && item.setId === 0 ? 1 : 0;
        this.candTwoHanded[c] = item.weapon?.twoHanded ? 1 : 0;
        this.candHasConditions[c] = item.conditions ? 1 : 0;
        this.candRequirements[c] = this.requirementsOf(item);
        this.candSetBonusMost[c] = setBonusMost(item);
        this.candAlternatives[c] = this.alternativesOf(item);
        this.candGated[c] = this.candRequirements[c] !== null || this.candSetBonusMost[c] !== Infinity || this.candAlternatives[c] !== null ? 1 : 0;
        if (!NO_EXO_GROUPS.has(groupName)) {
          let has = 0;
          for (const [key] of item.stats) {
            const bit = EXO_STATS.indexOf(STAT_INDEX[key]);
            if (bit >= 0) has |= 1 << bit;
          }
          this.candExoHost[c] = ~has & ((1 << EXO_STATS.length) - 1);
        }
      }
      if (row < 0) this.candRepeat[c] = 1;
      // The stats the candidate has, in index order (the same sums as over every stat, zeros left out).
      let present = 0;
      if (exo !== NO_EXO) nonZero[present++] = exo;
      else if (row >= 0) {
        for (const [key] of this.core.items[row].stats) {
          const j = STAT_INDEX[key];
          if (raw[j] !== 0 && !seen[j]) {
            seen[j] = 1;
            nonZero[present++] = j;
          }
        }
        for (let k = 0; k < present; k++) seen[nonZero[k]] = 0;
        nonZero.subarray(0, present).sort();
      }
      let objective = 0;
      for (let k = 0; k < present; k++) objective += this.objectiveRaw[nonZero[k]] * raw[nonZero[k]];
      this.rawObjective[c] = objective;
      for (let t = 0; t < T; t++) {
        const vector = this.tracked[t].vector;
        let value = 0;
        for (let k = 0; k < present; k++) value += vector[nonZero[k]] * raw[nonZero[k]];
        this.candTracked[c * T + t] = value;
      }
    }
  }

  private rawObjective = new Float64Array(0);

  private requirementsOf(item: CatalogItem): Requirement[] | null {
    const requirements: Requirement[] = [];
    for (const group of item.conditions ?? []) {
      if (group.length !== 1 || isUnevaluable(group[0])) continue;
      const [subject, operator, value] = group[0];
      if (!subject.startsWith('stat:')) continue;
      const k = STAT_INDEX[subject.slice(5) as StatKey];
      const tracked = this.conditionTracked.get(k);
      if (tracked === undefined) continue;
      // The final value is sheet0 + raw exactly (a plain stat).
      const base = this.sheet0[k];
      if (operator === '>') requirements.push({ tracked, lo: value + 1 - base, hi: Infinity });
      else if (operator === '<') requirements.push({ tracked, lo: -Infinity, hi: value - 1 - base });
      else if (operator === '=') requirements.push({ tracked, lo: value - base, hi: value - base });
    }
    return requirements.length > 0 ? requirements : null;
  }

  /** The item's OR groups (two alternatives or more) whose every alternative is a tracked plain stat, as ranges of the tracked value. */
  private alternativesOf(item: CatalogItem): Requirement[][] | null {
    const groups: Requirement[][] = [];
    for (const group of item.conditions ?? []) {
      if (group.length < 2 || !orGroupOnPlainStats(group, this.model.plain)) continue;
      const alternatives: Requirement[] = [];
      for (const atom of group) {
        const requirement = this.requirementsOf({ ...item, conditions: [[atom]] })?.[0];
        if (requirement === undefined) break;
        alternatives.push(requirement);
      }
      if (alternatives.length === group.length) groups.push(alternatives);
    }
    return groups.length > 0 ? groups : null;
  }

  /** Whether each OR group of candidate c still has an alternative the stuff can meet from depth d. */
  private alternativesPossible(c: number, d: number): boolean {
    const groups = this.candAlternatives[c];
    if (groups === null) return true;
    const T = this.trackedCount;
    for (let g = 0; g < groups.length; g++) {
      const alternatives = groups[g];
      let possible = false;
      for (let a = 0; a < alternatives.length && !possible; a++) {
        const alternative = alternatives[a];
        const at = d * T + alternative.tracked;
        const value = this.trackedPartial[at];
        possible = value + this.suffixTrackedMax[at] >= alternative.lo - EPSILON && value + this.suffixTrackedMin[at] <= alternative.hi + EPSILON;
      }
      if (!possible) return false;
    }
    return true;
  }

  /** Per set: pieces attainable, stat rows per count, the tracked bonuses per count. */
  private prepareSets(): void {
    const S = this.setRows.length;
    const sets = this.core.catalog.sets;
    const attainable = new Int32Array(S);
    const seen = new Set<number>();
    const countRow = (row: number) => {
      if (row < 0 || seen.has(row)) return;
      const setRow = this.setRowOf.get(this.core.items[row].setId);
      if (setRow === undefined) return;
      seen.add(row);
      attainable[this.setRows.indexOf(setRow)]++;
    };
    for (const { row } of this.lockedRows) countRow(row);
    for (let c = 0; c < this.candRow.length; c++) countRow(this.candRow[c]);
    let stride = 1;
    for (let s = 0; s < S; s++) stride = Math.max(stride, attainable[s] + 1);
    this.setStride = stride;
    this.setSize = attainable;
    const T = this.trackedCount;
    this.setRawObjective = new Float64Array(S * stride);
    this.setTrackedBonus = new Float64Array(S * stride * T);
    const raw = new Float64Array(STAT_COUNT);
    for (let s = 0; s < S; s++) {
      const set = sets[this.setRows[s]];
      for (let pieces = 1; pieces <= attainable[s]; pieces++) {
        raw.fill(0);
        for (const [key, value] of setBonusFor(set, pieces)) raw[STAT_INDEX[key]] += value;
        let objective = 0;
        for (let j = 0; j < STAT_COUNT; j++) if (raw[j] !== 0) objective += this.objectiveRaw[j] * raw[j];
        this.setRawObjective[s * stride + pieces] = objective;
        for (let t = 0; t < T; t++) {
          const vector = this.tracked[t].vector;
          let value = 0;
          for (let j = 0; j < STAT_COUNT; j++) if (raw[j] !== 0) value += vector[j] * raw[j];
          this.setTrackedBonus[(s * stride + pieces) * T + t] = value;
        }
      }
    }
    // Tracked amortised bonuses (largest increase and largest decrease per piece), independent of λ.
    this.setTrackedUp = new Float64Array(S * T);
    this.setTrackedDown = new Float64Array(S * T);
    for (let s = 0; s < S; s++) {
      for (let t = 0; t < T; t++) {
        let up = 0;
        let down = 0;
        for (let c = 0; c < attainable[s]; c++) {
          for (let j = 1; c + j <= attainable[s]; j++) {
            const step = (this.setTrackedBonus[(s * stride + c + j) * T + t] - this.setTrackedBonus[(s * stride + c) * T + t]) / j;
            if (step > up) up = step;
            if (step < down) down = step;
          }
        }
        this.setTrackedUp[s * T + t] = up;
        this.setTrackedDown[s * T + t] = down;
      }
    }
    this.setCount = new Int32Array(S);
  }

  private setRawObjective = new Float64Array(0);

  /** λ ≥ 0 per constraint row, by subgradient descent on the separable relaxation at the root. */
  private chooseLambda(): void {
    const rows = this.q.constraints.length === 0 ? 0 : this.tracked.filter((row) => !Number.isNaN(row.bound)).length;
    this.lambda = new Float64Array(rows);
    if (rows === 0) return;
    let best = this.relaxation(this.lambda, null);
    let bestLambda = Float64Array.from(this.lambda);
    const lambda = Float64Array.from(this.lambda);
    const gradient = new Float64Array(rows);
    let theta = 1;
    let sinceImproved = 0;
    for (let iteration = 0; iteration < 60; iteration++) {
      const value = this.relaxation(lambda, gradient);
      if (value < best - 1e-9) {
        best = value;
        bestLambda = Float64Array.from(lambda);
        sinceImproved = 0;
      } else if (++sinceImproved >= 5) {
        theta /= 2;
        sinceImproved = 0;
      }
      let norm = 0;
      for (let r = 0; r < rows; r++) norm += gradient[r] * gradient[r];
      if (norm === 0) break;
      // Polyak step toward the empty stuff's objective, a value every relaxation is above.
      const step = (theta * Math.max(value - this.baseObjective, 1)) / norm;
      for (let r = 0; r < rows; r++) lambda[r] = Math.max(0, lambda[r] - step * gradient[r]);
    }
    this.lambda = bestLambda;
  }

  /**
   * The separable relaxation: Σ over free positions of the best Lagrangian score, set bonuses
   * amortised from the locked counts, plus the locked items; writes the constraint rows' slack at the
   * maximiser (a subgradient) when `gradient` is given.
   */
  private relaxation(lambda: Float64Array, gradient: Float64Array | null): number {
    const T = this.trackedCount;
    const rows = lambda.length;
    const sigma = (c: number) => {
      let value = this.rawObjective[c];
      for (let r = 0; r < rows; r++) value += lambda[r] * this.candTracked[c * T + r];
      return value;
    };
    const beta = (s: number, pieces: number) => {
      let value = this.setRawObjective[s * this.setStride + pieces];
      for (let r = 0; r < rows; r++) value += lambda[r] * this.setTrackedBonus[(s * this.setStride + pieces) * T + r];
      return value;
    };
    const S = this.setRows.length;
    const lockedCount = new Int32Array(S);
    let total = this.rootConstant;
    if (gradient) gradient.fill(0);
    for (let r = 0; r < rows; r++) {
      total -= lambda[r] * this.tracked[r].bound;
      if (gradient) gradient[r] -= this.tracked[r].bound;
    }
    for (const { row } of this.lockedRows) {
      const c = this.lockedCandidate(row);
      total += c.objective;
      for (let r = 0; r < rows; r++) {
        total += lambda[r] * c.tracked[r];
        if (gradient) gradient[r] += c.tracked[r];
      }
      if (c.set >= 0) lockedCount[c.set]++;
    }
    const amortised = new Float64Array(S);
    for (let s = 0; s < S; s++) {
      total += beta(s, lockedCount[s]);
      for (let r = 0; r < rows && gradient; r++) gradient[r] += this.setTrackedBonus[(s * this.setStride + lockedCount[s]) * T + r];
      let up = -Infinity;
      for (let j = 1; lockedCount[s] + j <= this.setSize[s]; j++) up = Math.max(up, (beta(s, lockedCount[s] + j) - beta(s, lockedCount[s])) / j);
      amortised[s] = up === -Infinity ? 0 : up;
    }
    for (const group of this.groups) {
      let bestValue = -Infinity;
      let bestCandidate = -1;
      for (const c of group.order) {
        const value = sigma(c) + (this.candSet[c] >= 0 ? amortised[this.candSet[c]] : 0);
        if (value > bestValue) {
          bestValue = value;
          bestCandidate = c;
        }
      }
      const positions = group.name === 'exo' ? 1 : group.slots.length;
      total += positions * bestValue;
      for (let r = 0; r < rows && gradient; r++) gradient[r] += positions * this.candTracked[bestCandidate * T + r];
    }
    return total;
  }

  private lockedCache = new Map<number, { objective: number; tracked: Float64Array; set: number }>();

  private lockedCandidate(row: number): { objective: number; tracked: Float64Array; set: number } {
    let cached = this.lockedCache.get(row);
    if (cached) return cached;
    const item = this.core.items[row];
    const raw = new Float64Array(STAT_COUNT);
    for (const [key, , max] of item.stats) raw[STAT_INDEX[key]] += max;
    let objective = 0;
    for (let j = 0; j < STAT_COUNT; j++) objective += this.objectiveRaw[j] * raw[j];
    const tracked = new Float64Array(this.trackedCount);
    for (let t = 0; t < this.trackedCount; t++) for (let j = 0; j < STAT_COUNT; j++) tracked[t] += this.tracked[t].vector[j] * raw[j];
    const setRow = this.setRowOf.get(item.setId);
    cached = { objective, tracked, set: setRow === undefined ? -1 : this.setRows.indexOf(setRow) };
    this.lockedCache.set(row, cached);
    return cached;
  }

  /** Fixes λ: Lagrangian scores, β per set and count, amortised bonuses and static keys. */
  private applyLambda(): void {
    const T = this.trackedCount;
    const rows = this.lambda.length;
    const S = this.setRows.length;
    const stride = this.setStride;
    this.setBeta = new Float64Array(S * stride);
    for (let s = 0; s < S; s++) {
      for (let pieces = 1; pieces <= this.setSize[s]; pieces++) {
        let value = this.setRawObjective[s * stride + pieces];
        for (let r = 0; r < rows; r++) value += this.lambda[r] * this.setTrackedBonus[(s * stride + pieces) * T + r];
        this.setBeta[s * stride + pieces] = value;
      }
    }
    // setAmortised[(s · stride + c) · stride + J]: the most one more piece adds on average, from c
    // pieces, when at most J more pieces can still be worn.
    this.setAmortised = new Float64Array(S * stride * stride);
    this.setAmortisedMax = new Float64Array(S);
    for (let s = 0; s < S; s++) {
      let most = 0;
      for (let c = 0; c < this.setSize[s]; c++) {
        let up = -Infinity;
        for (let j = 1; j < stride; j++) {
          if (c + j <= this.setSize[s]) up = Math.max(up, (this.setBeta[s * stride + c + j] - this.setBeta[s * stride + c]) / j);
          this.setAmortised[(s * stride + c) * stride + j] = up;
        }
        most = Math.max(most, up);
      }
      this.setAmortisedMax[s] = most;
    }
    for (let c = 0; c < this.candRow.length; c++) {
      let value = this.rawObjective[c];
      for (let r = 0; r < rows; r++) value += this.lambda[r] * this.candTracked[c * T + r];
      this.candSigma[c] = value;
      this.candStatic[c] = value + (this.candSet[c] >= 0 ? Math.max(0, this.setAmortisedMax[this.candSet[c]]) : 0);
    }
  }

  // ------------------------------------------------------------------------------------------
  // Dominance

  /**
   * Drops, per group, the candidates that `positions` others dominate (one suffices when the
   * dominator may be worn twice). B dominates A when, swapping A for B in any stuff, every stat that
   * matters moves the right way whatever the set counts, B has no conditions (or A's), and B can host
   * every exo A could.
   */
  private pruneDominated(): void {
    const direction = this.directions();
    const relevant: number[] = [];
    for (let j = 0; j < STAT_COUNT; j++) if (direction[j] !== 0) relevant.push(j);
    const relevantDirection = Uint8Array.from(relevant, (j) => direction[j]);
    // `set_bonus` conditions (Σ over worn sets of pieces − 1) of the items in play: which way is better.
    let setBonusDirection = 0;
    const inPlay = new Set<number>([...this.candRow].filter((row) => row >= 0));
    for (const { row } of this.lockedRows) inPlay.add(row);
    for (const row of inPlay) {
      for (const group of this.core.items[row].conditions ?? []) {
        for (const atom of group) if (atom[0] === 'set_bonus') setBonusDirection |= atom[1] === '<' ? 2 : atom[1] === '>' ? 1 : 3;
      }
    }
    const S = this.setRows.length;
    // Per set and stat: the largest and smallest change one more piece can bring.
    const deltaMax = new Float64Array(S * STAT_COUNT);
    const deltaMin = new Float64Array(S * STAT_COUNT);
    const sets = this.core.catalog.sets;
    for (let s = 0; s < S; s++) {
      const set = sets[this.setRows[s]];
      let previous = new Float64Array(STAT_COUNT);
      for (let pieces = 1; pieces <= this.setSize[s]; pieces++) {
        const current = new Float64Array(STAT_COUNT);
        for (const [key, value] of setBonusFor(set, pieces)) current[STAT_INDEX[key]] += value;
        for (const j of relevant) {
          const delta = current[j] - previous[j];
          const at = s * STAT_COUNT + j;
          if (pieces === 1 || delta > deltaMax[at]) deltaMax[at] = pieces === 1 ? Math.max(0, delta) : delta;
          if (pieces === 1 || delta < deltaMin[at]) deltaMin[at] = pieces === 1 ? Math.min(0, delta) : delta;
        }
        previous = current;
      }
    }
    const rawOf = (c: number): Float64Array => {
      const raw = new Float64Array(STAT_COUNT);
      const row = this.candRow[c];
      if (this.candExo[c] !== NO_EXO) raw[this.candExo[c]] = 1;
      else if (row >= 0) for (const [key, , max] of this.core.items[row].stats) raw[STAT_INDEX[key]] += max;
      return raw;
    };
    const conditionsText = (c: number) => (this.candRow[c] >= 0 ? JSON.stringify(this.core.items[this.candRow[c]].conditions ?? null) : 'null');

    const anyTwoHanded = this.candTwoHanded.some((flag) => flag === 1);
    for (const group of this.groups) {
      const members = [...group.order];
      const positions = group.slots.length;
      // An exo line needs a host the other groups provide: "no exo" is never dominated by one.
      if (group.name === 'exo') {
        group.order = Int32Array.from(members.sort((x, y) => this.candStatic[y] - this.candStatic[x] || x - y));
        this.candidateCounts.exo = members.length;
        continue;
      }
      const raws = members.map(rawOf);
      const texts = members.map(conditionsText);
      // A dominator is at least as high on every "more is better" stat and as low on every "less is
      // better" one whatever the sets (see the test below: the set terms only make it stricter), so
      // its sum of those stats, signed, is at least A's: only members with such a sum are compared.
      const score = raws.map((raw) => {
        let sum = 0;
        for (const j of relevant) sum += direction[j] === 1 ? raw[j] : direction[j] === 2 ? -raw[j] : 0;
        return sum;
      });
      const byScore = Int32Array.from(members.keys()).sort((x, y) => score[y] - score[x] || x - y);
      // The relevant stats' raw values, one row per member, and per set the changes one more piece
      // can bring to them, in flat arrays for the pair test below.
      const R = relevant.length;
      const rawRows = new Float64Array(members.length * R);
      for (let a = 0; a < members.length; a++) for (let r = 0; r < R; r++) rawRows[a * R + r] = raws[a][relevant[r]];
      const kept: number[] = [];
      for (let a = 0; a < members.length; a++) {
        const A = members[a];
        let dominators = 0;
        let repeatable = 0;
        for (let q = 0; q < members.length && score[byScore[q]] >= score[a] && repeatable + Math.max(0, dominators - (positions - 1)) < this.q.limit; q++) {
          const b = byScore[q];
          if (a === b) continue;
          const B = members[b];
          if (texts[b] !== 'null' && texts[b] !== texts[a]) continue;
          if (this.q.exos && (this.candExoHost[A] & ~this.candExoHost[B]) !== 0) continue;
          const setA = this.candSet[A];
          const setB = this.candSet[B];
          // Swapping A for B can raise set_bonus only when B joins a set, lower it only when A leaves one.
          if ((setBonusDirection & 2) !== 0 && setB >= 0 && setB !== setA) continue;
          if ((setBonusDirection & 1) !== 0 && setA >= 0 && setA !== setB) continue;
          // A two-handed weapon takes the shield off: it stands in for a two-handed weapon only, and
          // the empty shield, which every two-handed weapon needs, is never dropped.
          if (this.candTwoHanded[B] && !this.candTwoHanded[A]) continue;
          if (group.name === 'shield' && this.candRow[A] < 0 && anyTwoHanded) continue;
          let strictly = false;
          let ok = true;
          if (setA === setB) {
            // No set term (the gains are 0): B − A on each stat.
            for (let r = 0; r < R; r++) {
              const diff = rawRows[b * R + r] - rawRows[a * R + r];
              const d = relevantDirection[r];
              if ((d & 1) !== 0 && diff < 0) ok = false;
              else if ((d & 2) !== 0 && diff > 0) ok = false;
              if (!ok) break;
              if ((d === 1 && diff > 0) || (d === 2 && diff < 0)) strictly = true;
            }
          } else {
            for (let r = 0; r < R; r++) {
              const j = relevant[r];
              const gainHigh = (setB >= 0 ? deltaMax[setB * STAT_COUNT + j] : 0) - (setA >= 0 ? deltaMin[setA * STAT_COUNT + j] : 0);
              const gainLow = (setB >= 0 ? deltaMin[setB * STAT_COUNT + j] : 0) - (setA >= 0 ? deltaMax[setA * STAT_COUNT + j] : 0);
              const diff = rawRows[b * R + r] - rawRows[a * R + r];
              const low = diff + gainLow;
              const high = diff + gainHigh;
              const d = relevantDirection[r];
              if ((d & 1) !== 0 && low < 0) ok = false;
              else if ((d & 2) !== 0 && high > 0) ok = false;
              if (!ok) break;
              if ((d === 1 && low > 0) || (d === 2 && high < 0)) strictly = true;
            }
          }
          if (!ok) continue;
          if (!strictly && b > a) continue;
          if (this.candRepeat[B]) repeatable++;
          else dominators++;
        }
        // A stuff wearing A also wears up to positions − 1 other items of the group, which may be
        // dominators; each free dominator gives a different stuff at least as good. A can go when that
        // leaves as many such stuffs as the list keeps (limit), so the k best are never lost.
        if (repeatable + Math.max(0, dominators - (positions - 1)) >= this.q.limit) this.excluded.dominated++;
        else kept.push(A);
      }
      kept.sort((x, y) => this.candStatic[y] - this.candStatic[x] || x - y);
      group.order = Int32Array.from(kept);
      this.candidateCounts[group.slots[0]] = kept.length;
    }
  }

  /**
   * Per raw stat, which way is better: bit 1 "more", bit 2 "less" (both: it must not change). From
   * the objective, the constraints and every condition atom of the catalogue's candidates.
   */
  private directions(): Uint8Array {
    const direction = new Uint8Array(STAT_COUNT);
    const { coef } = this.model;
    const mark = (k: number, sense: number) => {
      for (let j = 0; j < STAT_COUNT; j++) {
        const weight = coef[k * STAT_COUNT + j];
        if (weight > 0) direction[j] |= sense;
        else if (weight < 0) direction[j] |= 3 - sense;
      }
    };
    // Per final stat, not per raw sum: a raw stat that feeds stats of opposite weights must not move.
    for (const k of this.objectiveStats) mark(k, this.q.weights[k] > 0 ? 1 : 2);
    for (const constraint of this.q.constraints) {
      if (constraint.min !== -Infinity) mark(constraint.stat, 1);
      if (constraint.max !== Infinity) mark(constraint.stat, 2);
    }
    const rows = new Set<number>([...this.candRow].filter((row) => row >= 0));
    for (const { row } of this.lockedRows) rows.add(row);
    for (const row of rows) {
      for (const group of this.core.items[row].conditions ?? []) {
        for (const atom of group) {
          if (isUnevaluable(atom) || !atom[0].startsWith('stat:')) continue;
          const k = STAT_INDEX[atom[0].slice(5) as StatKey];
          mark(k, atom[1] === '>' ? 1 : atom[1] === '<' ? 2 : 3);
        }
      }
    }
    return direction;
  }

  // ------------------------------------------------------------------------------------------
  // Levels and search

  /** Groups by decreasing spread of their static keys (the choice that matters most first), shield after weapon, exo last. */
  private orderLevels(): void {
    const spread = (group: Group) => {
      if (group.order.length === 0) return 0;
      return this.candStatic[group.order[0]] - this.candStatic[group.order[group.order.length - 1]];
    };
    const ordered = this.groups
      .map((group, index) => ({ group, index }))
      .sort((x, y) => {
        if (x.group.name === 'exo') return 1;
        if (y.group.name === 'exo') return -1;
        return spread(y.group) - spread(x.group) || x.index - y.index;
      });
    const weapon = ordered.findIndex((entry) => entry.group.name === 'weapon');
    const shield = ordered.findIndex((entry) => entry.group.name === 'shield');
    if (weapon >= 0 && shield >= 0 && shield < weapon) {
      const [entry] = ordered.splice(shield, 1);
      ordered.splice(weapon, 0, entry);
    }
    this.groups = ordered.map((entry) => entry.group);
    this.shieldGroup = this.groups.findIndex((group) => group.name === 'shield');

    const levelGroup: number[] = [];
    const levelPosition: number[] = [];
    const levelSlotWord: number[] = [];
    this.groups.forEach((group, index) => {
      const positions = group.name === 'exo' ? 1 : group.slots.length;
      group.firstLevel = levelGroup.length;
      for (let p = 0; p < positions; p++) {
        levelGroup.push(index);
        levelPosition.push(p);
        levelSlotWord.push(group.name === 'exo' ? -1 : STUFF_LAYOUT.items + SLOT_INDEX[group.slots[p]]);
      }
    });
    this.levels = levelGroup.length;
    this.levelGroup = Int32Array.from(levelGroup);
    this.levelPosition = Int32Array.from(levelPosition);
    this.levelSlotWord = Int32Array.from(levelSlotWord);

    const L = this.levels;
    const T = this.trackedCount;
    this.suffixStatic = new Float64Array(L + 1);
    this.suffixTrackedMax = new Float64Array((L + 1) * T);
    this.suffixTrackedMin = new Float64Array((L + 1) * T);
    this.itemSuffixMax = new Float64Array((L + 1) * T);
    // Per level: what the rest of its group (its positions left, distinct items unless an item may
    // be worn twice) plus every later group can add at most (and at least, for the tracked values).
    for (let level = L - 1; level >= 0; level--) {
      const group = this.groups[this.levelGroup[level]];
      const order = group.order;
      const left = (group.name === 'exo' ? 1 : group.slots.length) - this.levelPosition[level];
      const next = level + left;
      const best = (value: (c: number) => number) => this.bestSum(order, left, value);
      this.suffixStatic[level] = this.suffixStatic[next] + best((c) => this.candStatic[c]);
      for (let t = 0; t < T; t++) {
        const tracked = (c: number) => this.candTracked[c * T + t];
        const up = (c: number) => tracked(c) + (this.candSet[c] >= 0 ? this.setTrackedUp[this.candSet[c] * T + t] : 0);
        const down = (c: number) => -(tracked(c) + (this.candSet[c] >= 0 ? this.setTrackedDown[this.candSet[c] * T + t] : 0));
        this.suffixTrackedMax[level * T + t] = this.suffixTrackedMax[next * T + t] + best(up);
        this.itemSuffixMax[level * T + t] = this.itemSuffixMax[next * T + t] + best(tracked);
        this.suffixTrackedMin[level * T + t] = this.suffixTrackedMin[next * T + t] - best(down);
      }
    }
  }

  /** The largest sum of `m` values of the group's candidates, an item counted once unless it may be worn twice. */
  private bestSum(order: Int32Array, m: number, value: (c: number) => number): number {
    const values: number[] = [];
    for (const c of order) {
      const v = value(c);
      values.push(v);
      if (this.candRepeat[c]) for (let copy = 1; copy < m; copy++) values.push(v);
    }
    values.sort((a, b) => b - a);
    let sum = 0;
    for (let i = 0; i < Math.min(m, values.length); i++) sum += values[i];
    return sum;
  }

  /** Each group's own static keys and its branching order by them (after `computeReach`). */
  private tightenStatics(): void {
    const S = this.setRows.length;
    const stride = this.setStride;
    this.candTight = Float64Array.from(this.candStatic);
    for (const group of this.groups) {
      group.looseOrder = group.order;
      for (const c of group.order) {
        const s = this.candSet[c];
        if (s < 0) continue;
        const pieces = Math.min(this.reach[group.firstLevel * S + s], stride - 1);
        let most = 0;
        for (let count = 0; count < this.setSize[s]; count++) most = Math.max(most, this.setAmortised[(s * stride + count) * stride + pieces]);
        this.candTight[c] = this.candSigma[c] + most;
      }
      group.order = Int32Array.from([...group.order].sort((x, y) => this.candTight[y] - this.candTight[x] || x - y));
    }
  }

  /**
   * reach[level · S + s]: how many more pieces of set s the levels from `level` on can still hold
   * (per group, its positions or its items of s, whichever is fewer). A set whose pieces can no
   * longer be reached cannot promise its full bonus.
   */
  private computeReach(): void {
    const S = this.setRows.length;
    const L = this.levels;
    this.reach = new Int32Array((L + 1) * S);
    const perGroup = this.groups.map((group) => {
      const counts = new Int32Array(S);
      for (const c of group.order) if (this.candSet[c] >= 0) counts[this.candSet[c]]++;
      return counts;
    });
    for (let level = L - 1; level >= 0; level--) {
      const g = this.levelGroup[level];
      const group = this.groups[g];
      const positions = group.name === 'exo' ? 1 : group.slots.length;
      const left = positions - this.levelPosition[level];
      // The group's share is counted once, at its first position; later positions of the group count what is left.
      const nextGroupLevel = level + left;
      for (let s = 0; s < S; s++) {
        const here = Math.min(left, perGroup[g][s]);
        this.reach[level * S + s] = here + this.reach[nextGroupLevel * S + s];
      }
    }
  }

  private reach = new Int32Array(0);

  private resetSearch(): void {
    const L = this.levels;
    const T = this.trackedCount;
    this.choice = new Int32Array(L).fill(-1);
    this.startIndex = new Int32Array(L);
    this.partial = new Float64Array(L + 1);
    this.trackedPartial = new Float64Array((L + 1) * T);
    this.requirementLo = new Float64Array((L + 1) * T).fill(-Infinity);
    this.requirementHi = new Float64Array((L + 1) * T).fill(Infinity);
    this.twoHandedAt = new Uint8Array(L + 1);
    this.setBonusAt = new Int32Array(L + 1);
    this.setBonusMostAt = new Float64Array(L + 1).fill(Infinity);
    this.chosen = new Int32Array(L);
    this.levelRest = new Float64Array(L);
    this.levelRestA = new Float64Array(L);
    this.levelRestB = new Float64Array(L);
    this.levelRestPlainA = new Float64Array(L);
    this.levelRestPlainB = new Float64Array(L);
    this.levelAfter = new Float64Array(L);
    this.levelPositionsLeft = new Int32Array(L);
    for (let level = 0; level < L; level++) {
      const group = this.groups[this.levelGroup[level]];
      this.levelPositionsLeft[level] = (group.name === 'exo' ? 1 : group.slots.length) - this.levelPosition[level];
    }
    this.levelRestPlain = new Float64Array(L);
    this.wornAlternatives = new Int32Array(L);
    this.alternativesAt = new Int32Array(L + 1);

    // Depth 0 holds the locked items.
    const memory = this.core.words();
    const at = this.stuffPointer / INT32_BYTES;
    let partial = 0;
    let plain = 0;
    this.plainPartial = new Float64Array(L + 1);
    for (const { slot, row } of this.lockedRows) {
      memory[at + STUFF_LAYOUT.items + SLOT_INDEX[slot]] = row;
      const locked = this.lockedCandidate(row);
      partial += locked.objective;
      plain += locked.objective;
      for (let r = 0; r < this.lambda.length; r++) partial += this.lambda[r] * locked.tracked[r];
      for (let t = 0; t < T; t++) this.trackedPartial[t] += locked.tracked[t];
      this.setBonusMostAt[0] = Math.min(this.setBonusMostAt[0], setBonusMost(this.core.items[row]));
      if (locked.set >= 0) {
        const s = locked.set;
        const before = this.setCount[s]++;
        if (before >= 1) this.setBonusAt[0]++;
        partial += this.setBeta[s * this.setStride + before + 1] - this.setBeta[s * this.setStride + before];
        plain += this.setRawObjective[s * this.setStride + before + 1] - this.setRawObjective[s * this.setStride + before];
        for (let t = 0; t < T; t++) {
          this.trackedPartial[t] += this.setTrackedBonus[(s * this.setStride + before + 1) * T + t] - this.setTrackedBonus[(s * this.setStride + before) * T + t];
        }
      }
      for (const requirement of this.requirementsOf(this.core.items[row]) ?? []) {
        this.requirementLo[requirement.tracked] = Math.max(this.requirementLo[requirement.tracked], requirement.lo);
        this.requirementHi[requirement.tracked] = Math.min(this.requirementHi[requirement.tracked], requirement.hi);
      }
      if (this.core.items[row].weapon?.twoHanded) this.twoHandedAt[0] = 1;
    }
    this.partial[0] = partial;
    this.plainPartial[0] = plain;
    this.lockedConstant = this.rootConstant;
    for (let r = 0; r < this.lambda.length; r++) this.lockedConstant -= this.lambda[r] * this.tracked[r].bound;
    this.depth = 0;
    this.done = !this.feasibleAt(0) || (L > 0 && this.groups.some((group) => group.order.length === 0));
    this.probing = !this.done && L > 1 && PROBE_NODES > 0;
    this.splitLevel = this.q.parts > 1 ? (L >= 2 ? 1 : 0) : -1;
    if (L === 0 && !this.done) {
      this.evaluateLeaf();
      this.done = true;
    }
  }

  private chosen = new Int32Array(0);
  private lockedConstant = 0;
  /**
   * Every objective value is a multiple of this (the weights' common step: sheet values are
   * integers), so a better stuff is better by at least this much; 0 when the weights have none.
   */
  private granularity = 0;

  /** Whether every constraint row and condition requirement can still be met from depth `d` on. */
  private feasibleAt(d: number): boolean {
    if (this.arena === 0) return this.feasibleAtReference(d);
    const value = this.core.kernels.panominatorFeasibleAt(this.arena, d) === 1;
    if (this.boundKind === 'check') {
      const reference = this.feasibleAtReference(d);
      panominatorBoundChecks.feasibilityEvaluations++;
      if (reference !== value) throw new Error(`panominator: the WASM feasibleAt (${value}) differs from the reference (${reference}) at depth ${d}`);
    }
    return value;
  }

  /** `feasibleAt` in TypeScript: the reference of the WASM kernel (`panominatorFeasibleAt`). */
  private feasibleAtReference(d: number): boolean {
    // set_bonus never falls as items are added: past what a worn item allows, no completion helps.
    if (this.setBonusAt[d] > this.setBonusMostAt[d]) return false;
    // An OR group of a worn item ("AP < 12 or MP < 6") with no alternative left: no completion meets it.
    for (let k = 0; k < this.alternativesAt[d]; k++) if (!this.alternativesPossible(this.wornAlternatives[k], d)) return false;
    const T = this.trackedCount;
    const rows = this.lambda.length;
    for (let t = 0; t < T; t++) {
      const value = this.trackedPartial[d * T + t];
      const most = value + this.suffixTrackedMax[d * T + t];
      const least = value + this.suffixTrackedMin[d * T + t];
      const needed = Math.max(t < rows ? this.tracked[t].bound : -Infinity, this.requirementLo[d * T + t]);
      if (most < needed - EPSILON) return false;
      if (least > this.requirementHi[d * T + t] + EPSILON) return false;
      // The static bound lets every set give its best per piece; with the pieces each set can
      // still reach from here, the most the remaining slots add is often much less.
      if (needed !== -Infinity && value + this.itemSuffixMax[d * T + t] + this.setGainCap[d * T + t] < needed - EPSILON && value + this.itemSuffixMax[d * T + t] + this.setGainBound(d, t) < needed - EPSILON) {
        return false;
      }
    }
    return true;
  }

  /**
   * Before applying candidate c at level d: the tracked-value tests `feasibleAt(d + 1)` would make
   * first (c's value and its set's exact step added, the later levels' most and least), without c's
   * own requirements (checked by `viable`). A candidate that fails them would be applied and cut at
   * once; skipping it changes nothing but the work (and the node count, which counts applied ones).
   */
  private trackedReachable(c: number, d: number): boolean {
    if (this.arena === 0) return this.trackedReachableReference(c, d);
    const value = this.core.kernels.panominatorTrackedReachable(this.arena, c, d) === 1;
    if (this.boundKind === 'check') {
      const reference = this.trackedReachableReference(c, d);
      panominatorBoundChecks.feasibilityEvaluations++;
      if (reference !== value) throw new Error(`panominator: the WASM trackedReachable (${value}) differs from the reference (${reference}) for candidate ${c} at level ${d}`);
    }
    return value;
  }

  /** `trackedReachable` in TypeScript: the reference of the WASM kernel (`panominatorTrackedReachable`). */
  private trackedReachableReference(c: number, d: number): boolean {
    const T = this.trackedCount;
    const rows = this.lambda.length;
    const s = this.candSet[c];
    const stride = this.setStride;
    const stepAt = s >= 0 && this.setCount[s] < this.setSize[s] ? (s * stride + this.setCount[s]) * T : -1;
    for (let t = 0; t < T; t++) {
      let value = this.trackedPartial[d * T + t] + this.candTracked[c * T + t];
      if (stepAt >= 0) value += this.setTrackedBonus[stepAt + T + t] - this.setTrackedBonus[stepAt + t];
      const needed = Math.max(t < rows ? this.tracked[t].bound : -Infinity, this.requirementLo[d * T + t]);
      if (value + this.suffixTrackedMax[(d + 1) * T + t] < needed - EPSILON) return false;
      if (value + this.suffixTrackedMin[(d + 1) * T + t] > this.requirementHi[d * T + t] + EPSILON) return false;
    }
    return true;
  }

  /** The most the sets can still add to tracked value t from depth d (counts and reach as they stand). */
  private setGainBound(d: number, t: number): number {
    const sets = this.setsRaising[t];
    const S = this.setRows.length;
    const stride = this.setStride;
    const T = this.trackedCount;
    let gain = 0;
    for (let i = 0; i < sets.length; i++) {
      const s = sets[i];
      const pieces = Math.min(this.reach[d * S + s], stride - 1);
      if (pieces > 0) gain += this.setGainUp[((s * stride + this.setCount[s]) * stride + pieces) * T + t];
    }
    return gain;
  }

  /** Per tracked value: the sets whose bonus can raise it; per set, count and reach: the largest rise. */
  private prepareSetGains(): void {
    const S = this.setRows.length;
    const T = this.trackedCount;
    const stride = this.setStride;
    this.setGainUp = new Float64Array(S * stride * stride * T);
    this.setsRaising = [];
    for (let t = 0; t < T; t++) {
      const raising: number[] = [];
      for (let s = 0; s < S; s++) {
        let any = false;
        for (let c = 0; c <= this.setSize[s]; c++) {
          const from = this.setTrackedBonus[(s * stride + c) * T + t];
          let best = 0;
          for (let J = 1; J < stride; J++) {
            if (c + J <= this.setSize[s]) best = Math.max(best, this.setTrackedBonus[(s * stride + c + J) * T + t] - from);
            this.setGainUp[((s * stride + c) * stride + J) * T + t] = best;
            if (best > 0) any = true;
          }
        }
        if (any) raising.push(s);
      }
      this.setsRaising.push(Int32Array.from(raising));
    }
    // setGainCap[level · T + t]: setGainBound at any depth of that level, whatever the set counts (the
    // largest over the counts), so that the exact sum is only walked when the cap could cut.
    const L = this.levels;
    this.setGainCap = new Float64Array((L + 1) * T);
    for (let level = 0; level <= L; level++) {
      for (let t = 0; t < T; t++) {
        let cap = 0;
        for (const s of this.setsRaising[t]) {
          const pieces = Math.min(this.reach[level * S + s], stride - 1);
          if (pieces <= 0) continue;
          let most = 0;
          for (let c = 0; c <= this.setSize[s]; c++) most = Math.max(most, this.setGainUp[((s * stride + c) * stride + pieces) * T + t]);
          cap += most;
        }
        this.setGainCap[level * T + t] = cap;
      }
    }
  }

  private setGainCap = new Float64Array(0);

  private setGainUp = new Float64Array(0);
  private setsRaising: Int32Array[] = [];
  /** Per level and tracked value: the most the items of the levels from there on add, set bonuses aside. */
  private itemSuffixMax = new Float64Array(0);

  private threshold(): number {
    const kth = this.best.length < this.q.limit ? -Infinity : this.best[this.best.length - 1].objective;
    return Math.max(kth, this.externalBound);
  }

  raiseLowerBound(objective: number): void {
    if (Number.isFinite(objective) && objective > this.externalBound) {
      this.externalBound = objective;
      if (this.stepping) this.raisedWhileStepping = true;
    }
  }

  /** Whether `step` was called (a bound raised after that changes the walk's path: `check` then compares nothing). */
  private stepping = false;
  private raisedWhileStepping = false;

  /**
   * Bound on what the levels from `level` on can add at the current depth, set counts as they stand,
   * in family `family` (0: the Lagrangian scores, whose order the search follows; 1: the plain
   * objective, where the symmetry start of a half-filled group is not used).
   */
  private remainingBound(level: number, family: number, reachLevel = level, firstStart = -1): number {
    if (this.arena === 0) return this.remainingBoundReference(level, family, reachLevel, firstStart);
    const value = this.core.kernels.panominatorRemainingBound(this.arena, level, family, reachLevel, firstStart, this.boundMode);
    const tail = this.arenaTail[0];
    if (this.boundKind === 'check') {
      const reference = this.remainingBoundReference(level, family, reachLevel, firstStart);
      panominatorBoundChecks.evaluations++;
      if (!Object.is(reference, value) || !Object.is(this.boundTail, tail)) {
        throw new Error(
          `panominator: the WASM rest bound (${value}, tail ${tail}) differs from the reference (${reference}, tail ${this.boundTail}) at level ${level}, family ${family}, reach level ${reachLevel}, mode ${this.boundMode}`,
        );
      }
    }
    this.boundTail = tail;
    return value;
  }

  /** `remainingBound` in TypeScript: the reference of the WASM kernel (engine/assembly/panominator.ts). */
  private remainingBoundReference(level: number, family: number, reachLevel = level, firstStart = -1): number {
    const L = this.levels;
    let head = 0;
    let tail = 0;
    let current = level;
    // The two-handed flag of the depth whose state the bound reads (not a deeper, stale one).
    const twoHanded = this.twoHandedAt[reachLevel] === 1;
    while (current < L) {
      const groupIndex = this.levelGroup[current];
      const group = this.groups[groupIndex];
      const positionsLeft = (group.name === 'exo' ? 1 : group.slots.length) - this.levelPosition[current];
      let start = 0;
      if (family === 0 && this.levelPosition[current] > 0) {
        if (firstStart >= 0) {
          start = firstStart;
        } else {
          const previous = this.chosen[current - 1];
          start = this.candRepeat[group.order[previous]] ? previous : previous + 1;
        }
      }
      firstStart = -1;
      const onlyEmpty = groupIndex === this.shieldGroup && twoHanded;
      let term = 0;
      if (onlyEmpty) {
        // Nothing to add: the shield stays empty.
      } else if (this.boundMode === 2) {
        // Case B of the split: values σ + first-piece credit, in their own order (no symmetry start).
        term = this.topValues(this.splitOrder[family][groupIndex], 0, positionsLeft, reachLevel, family === 0 ? this.candSigma : this.rawObjective, this.splitStatic[family], this.setAmortised);
      } else {
        term = family === 0
          ? reachLevel >= group.firstLevel
            ? this.topValues(group.order, start, positionsLeft, reachLevel, this.candSigma, this.candTight, this.setAmortised)
            : this.topValues(group.looseOrder, 0, positionsLeft, reachLevel, this.candSigma, this.candStatic, this.setAmortised)
          : this.topValues(this.plainOrder[groupIndex], 0, positionsLeft, reachLevel, this.rawObjective, this.plainStatic, this.plainAmortised);
      }
      if (current === level) head = term;
      else tail += term;
      current += positionsLeft;
    }
    this.boundTail = tail;
    return head + tail;
  }

  /**
   * What the last `remainingBound` summed after its first group (the groups from the next group's
   * first level on), added up in the same order as `remainingBound` from that level would: when the
   * first group has one position left, it is that call's value at the same depth (see `step`).
   */
  private boundTail = 0;

  // ------------------------------------------------------------------------------------------
  // Split bound on set bonuses (issue 23)

  /**
   * The bound of the levels from `level` on at depth `level` (family 0 or 1), split on the items whose
   * conditions cap `set_bonus` (Dofus 2 trophies: "set bonus < 3"). `set_bonus`, Σ over worn sets of
   * (pieces − 1), only grows as items are added. Any completion of the current stuff either
   *
   * A. wears none of those items from `level` on: its value is at most the usual bound with them left
   *    out (same amortised set bonuses, `remainingBound` in mode 1); or
   * B. wears one (or already wears one): then its final `set_bonus` is at most M, that item's ceiling
   *    (≤ the largest ceiling among the candidates, or the smallest one already worn), so the pieces
   *    added from here add at most R = M − set_bonus(now) "pairs". A set with c pieces that gets j more
   *    adds j pairs when c ≥ 1, j − 1 when c = 0. Write the completion's value as Σ σ(item) + Σ_s
   *    (β_s(c_s + j_s) − β_s(c_s)). For a set with c_s = 0 and j_s ≥ 1, β_s(j_s) = β_s(1) +
   *    (β_s(j_s) − β_s(1)) ≤ max(0, β_s(1)) + max(0, β_s(j_s)) with p_s = j_s − 1 pairs, and the first
   *    term is credited to each of its items (mode 2: σ + max(0, β_s(1)) while c_s = 0). What is left is
   *    Σ_s gain_s(p_s) with Σ p_s ≤ R and j_s ≤ reach_s: at most G(R), the best 0/1 knapsack of capacity
   *    R over (i) for each p ≤ R the P_MAX best β_s(p + 1) among the sets with reach ≥ p + 1, counted as
   *    if no set had a piece yet (a set counted again in (ii) or in two p only makes G larger), and
   *    (ii) per set already worn (c_s ≥ 1), one of its options β_s(c_s + p) − β_s(c_s), p ≤ reach_s.
   *    Negative gains are left out (choosing nothing is allowed), which only makes G larger.
   *
   * So the value is at most max(A, B), and the usual bound holds too: min of both. Only the
   * post-apply test uses it (depth = level: the counts, reach and set_bonus are the level's own).
   * With R > SPLIT_MAX_PAIRS, case B is not bounded (the usual bound stands).
   */
  private splitBound(level: number, family: number, enough: number): number {
    if (this.arena === 0) return this.splitBoundReference(level, family, enough);
    const value = this.core.kernels.panominatorSplitBound(this.arena, level, family, enough);
    const out = this.arenaSplit;
    const tail = out[2];
    const tailA = out[3];
    const tailB = out[4];
    if (this.boundKind === 'check') {
      const reference = this.splitBoundReference(level, family, enough);
      panominatorBoundChecks.splitEvaluations++;
      if (!Object.is(reference, value) || !Object.is(this.splitTail, tail) || !Object.is(this.splitTailA, tailA) || !Object.is(this.splitTailB, tailB)) {
        throw new Error(
          `panominator: the WASM split bound (${value}, tails ${tail} ${tailA} ${tailB}) differs from the reference (${reference}, tails ${this.splitTail} ${this.splitTailA} ${this.splitTailB}) at level ${level}, family ${family}, enough ${enough}`,
        );
      }
    }
    this.splitTail = tail;
    this.splitTailA = tailA;
    this.splitTailB = tailB;
    return value;
  }

  /** `splitBound` in TypeScript: the reference of the WASM kernel (`panominatorSplitBound`). */
  private splitBoundReference(level: number, family: number, enough: number): number {
    this.boundMode = 0;
    const usual = this.remainingBound(level, family);
    const usualTail = this.boundTail;
    this.splitTail = usualTail;
    this.splitTailA = usualTail;
    this.splitTailB = usualTail;
    // Already cut (or no split): the cases cannot lower it usefully.
    if (!this.splitEnabled || usual <= enough) return usual;
    this.splitPartsReference(level, family, level, -1, usual, usualTail);
    return Math.min(usual, Math.max(this.splitA, this.splitB));
  }

  /**
   * The usual bound of the levels from `level` on (returned) and the split's cases A and B (in
   * `splitA`, `splitB`), the state (set counts, reach, set_bonus, worn sets) read at depth `depth`:
   * `level` itself after an item is applied, the level before it when a level's candidates are
   * weighed (`firstStart` as in `remainingBound`). Case B's G counts the sets' gain from depth on,
   * so a candidate at depth adds only σ + its first-piece credit to it (see `step`). Without the
   * split, splitA = splitB = the usual bound.
   */
  private splitParts(level: number, family: number, depth: number, firstStart: number): number {
    if (this.arena === 0) return this.splitPartsReference(level, family, depth, firstStart);
    const usual = this.core.kernels.panominatorSplitParts(this.arena, level, family, depth, firstStart);
    const out = this.arenaSplit;
    if (this.boundKind === 'check') {
      const reference = this.splitPartsReference(level, family, depth, firstStart);
      panominatorBoundChecks.splitEvaluations++;
      const same = Object.is(reference, usual) && Object.is(this.splitA, out[0]) && Object.is(this.splitB, out[1]) && Object.is(this.splitTail, out[2]) && Object.is(this.splitTailA, out[3]) && Object.is(this.splitTailB, out[4]);
      if (!same) {
        throw new Error(
          `panominator: the WASM split parts (${usual}, A ${out[0]}, B ${out[1]}, tails ${out[2]} ${out[3]} ${out[4]}) differ from the reference (${reference}, A ${this.splitA}, B ${this.splitB}, tails ${this.splitTail} ${this.splitTailA} ${this.splitTailB}) at level ${level}, family ${family}, depth ${depth}, start ${firstStart}`,
        );
      }
    }
    this.splitA = out[0];
    this.splitB = out[1];
    this.splitTail = out[2];
    this.splitTailA = out[3];
    this.splitTailB = out[4];
    return usual;
  }

  /** `splitParts` in TypeScript: the reference of the WASM kernel (`panominatorSplitParts`). */
  private splitPartsReference(level: number, family: number, depth: number, firstStart: number, known = NaN, knownTail = NaN): number {
    this.boundMode = 0;
    const L = this.levels;
    const usual = !Number.isNaN(known) ? known : level < L ? this.remainingBound(level, family, depth, firstStart) : 0;
    const usualTail = !Number.isNaN(known) ? knownTail : level < L ? this.boundTail : 0;
    this.splitA = usual;
    this.splitB = usual;
    this.splitTail = usualTail;
    this.splitTailA = usualTail;
    this.splitTailB = usualTail;
    if (!this.splitEnabled) return usual;
    const wornCeiling = this.setBonusMostAt[depth];
    let caseA = -Infinity;
    let tailA = -Infinity;
    if (wornCeiling === Infinity) {
      this.boundMode = 1;
      caseA = level < L ? this.remainingBound(level, family, depth, firstStart) : 0;
      tailA = level < L ? this.boundTail : 0;
    }
    const ceiling = wornCeiling !== Infinity ? wornCeiling : this.splitCeiling;
    const pairs = ceiling - this.setBonusAt[depth];
    let caseB = -Infinity;
    let tailB = -Infinity;
    if (pairs > SPLIT_MAX_PAIRS) {
      caseB = Infinity;
      tailB = Infinity;
    } else if (pairs >= 0 && (caseA < usual || wornCeiling !== Infinity)) {
      this.boundMode = 2;
      this.splitFirst = family === 0 ? this.splitFirstLagrangian : this.splitFirstPlain;
      const rest = level < L ? this.remainingBound(level, family, depth, firstStart) : 0;
      const restTail = level < L ? this.boundTail : 0;
      const gain = this.setGainWithin(depth, family, pairs);
      caseB = rest + gain;
      tailB = restTail + gain;
    }
    this.boundMode = 0;
    this.splitA = caseA;
    this.splitB = caseB;
    this.splitTailA = tailA;
    this.splitTailB = tailB;
    return usual;
  }

  /**
   * The values `splitParts` (or `splitBound`) would return for the levels after its first group, at
   * the same depth: the usual bound, case A, case B (G included, the same at the same depth). Case B
   * is computed there only when case A is below the usual bound, which then holds of the tails too
   * (each case's first-group term is at most the usual one); a case B computed where the tails would
   * not need it is still a bound of case B's completions.
   */
  private splitTail = 0;
  private splitTailA = 0;
  private splitTailB = 0;

  private splitA = 0;
  private splitB = 0;

  /** G(R) of `splitBound`: the most the sets can add from `level` on with at most R more pairs. */
  private setGainWithin(level: number, family: number, pairs: number): number {
    if (pairs <= 0) return 0;
    const dp = this.splitDp;
    for (let r = 0; r <= pairs; r++) dp[r] = 0;
    const P = SPLIT_MAX_PAIRS;
    // (i) the best options of the sets counted from 0 pieces, P per pair count (0/1 items).
    const base = (family * (this.levels + 1) + level) * P * P;
    for (let p = 1; p <= pairs; p++) {
      for (let k = 0; k < P; k++) {
        const gain = this.splitTop[base + (p - 1) * P + k];
        if (!(gain > 0)) break;
        for (let r = pairs; r >= p; r--) if (dp[r - p] + gain > dp[r]) dp[r] = dp[r - p] + gain;
      }
    }
    // (ii) the sets already worn: one option each (a group knapsack).
    const S = this.setRows.length;
    const stride = this.setStride;
    const beta = family === 0 ? this.setBeta : this.setRawObjective;
    const next = this.splitNext;
    this.splitStamp++;
    const locked = this.lockedSets.length;
    for (let k = 0; k < locked + level; k++) {
      const s = k < locked ? this.lockedSets[k] : this.candSet[this.groups[this.levelGroup[k - locked]].order[this.chosen[k - locked]]];
      if (s < 0 || this.splitSeen[s] === this.splitStamp) continue;
      this.splitSeen[s] = this.splitStamp;
      const count = this.setCount[s];
      const most = Math.min(pairs, this.reach[level * S + s], this.setSize[s] - count);
      if (count === 0 || most <= 0) continue;
      for (let r = 0; r <= pairs; r++) next[r] = dp[r];
      for (let p = 1; p <= most; p++) {
        const gain = beta[s * stride + count + p] - beta[s * stride + count];
        if (!(gain > 0)) continue;
        for (let r = p; r <= pairs; r++) if (dp[r - p] + gain > next[r]) next[r] = dp[r - p] + gain;
      }
      for (let r = 0; r <= pairs; r++) dp[r] = next[r];
    }
    return dp[pairs];
  }

  /** Whether the split applies, the largest ceiling, first-piece credits and the best options per level. */
  private prepareSplit(): void {
    let ceiling = -Infinity;
    for (const group of this.groups) for (const c of group.order) if (this.candSetBonusMost[c] !== Infinity) ceiling = Math.max(ceiling, this.candSetBonusMost[c]);
    let lockedCeiling = Infinity;
    for (const { row } of this.lockedRows) lockedCeiling = Math.min(lockedCeiling, setBonusMost(this.core.items[row]));
    this.splitEnabled = ceiling !== -Infinity || lockedCeiling !== Infinity;
    if (!this.splitEnabled) return;
    this.splitCeiling = ceiling === -Infinity ? lockedCeiling : ceiling;
    const S = this.setRows.length;
    const stride = this.setStride;
    const L = this.levels;
    const P = SPLIT_MAX_PAIRS;
    this.splitFirstLagrangian = new Float64Array(S);
    this.splitFirstPlain = new Float64Array(S);
    for (let s = 0; s < S; s++) {
      if (this.setSize[s] < 1) continue;
      this.splitFirstLagrangian[s] = Math.max(0, this.setBeta[s * stride + 1]);
      this.splitFirstPlain[s] = Math.max(0, this.setRawObjective[s * stride + 1]);
    }
    this.splitTop = new Float64Array(2 * (L + 1) * P * P).fill(-Infinity);
    for (let family = 0; family < 2; family++) {
      const beta = family === 0 ? this.setBeta : this.setRawObjective;
      for (let level = 0; level <= L; level++) {
        const base = (family * (L + 1) + level) * P * P;
        for (let s = 0; s < S; s++) {
          const reach = this.reach[level * S + s];
          for (let p = 1; p <= P && p + 1 <= Math.min(reach, this.setSize[s]); p++) {
            const gain = beta[s * stride + p + 1];
            if (!(gain > 0)) continue;
            // Insert into the P best of this pair count (descending).
            const at = base + (p - 1) * P;
            if (gain <= this.splitTop[at + P - 1]) continue;
            let k = P - 1;
            while (k > 0 && this.splitTop[at + k - 1] < gain) {
              this.splitTop[at + k] = this.splitTop[at + k - 1];
              k--;
            }
            this.splitTop[at + k] = gain;
          }
        }
      }
    }
    for (let family = 0; family < (this.plainEnabled ? 2 : 1); family++) {
      const sigma = family === 0 ? this.candSigma : this.rawObjective;
      const first = family === 0 ? this.splitFirstLagrangian : this.splitFirstPlain;
      const statics = Float64Array.from(sigma, (value, c) => value + (this.candSet[c] >= 0 ? first[this.candSet[c]] : 0));
      this.splitStatic[family] = statics;
      this.splitOrder[family] = this.groups.map((group) => Int32Array.from([...group.order].sort((x, y) => statics[y] - statics[x] || x - y)));
    }
    this.splitDp = new Float64Array(P + 1);
    this.splitNext = new Float64Array(P + 1);
    this.splitSeen = new Int32Array(S);
    const locked = new Set<number>();
    for (const { row } of this.lockedRows) {
      const set = this.lockedCandidate(row).set;
      if (set >= 0) locked.add(set);
    }
    this.lockedSets = Int32Array.from(locked);
  }

  // ------------------------------------------------------------------------------------------
  // Deficit bound on the set-free tail (issue 23)

  /**
   * Whether the stuff at depth `depth` (its levels from `depth` on all in the tail: groups without set
   * items, e.g. pet, Dofus and trophies, mount) is cut by a bound that knows a tracked value still
   * falls short. For a row t with need n_t (constraint row or item requirement: every valid stuff
   * has final value ≥ n_t) and deficit D = n_t − value(now) > 0, any μ ≥ 0 gives, for a valid
   * completion X (no set pieces, so no set gain): Σ_X σ ≤ Σ_X (σ + μ·τ_t) − μ·D, at most the best
   * positions' values of σ + μ·τ_t (viable candidates, distinct items unless repeatable) minus μ·D.
   * The usual bound is μ = 0; μ is searched by bisection on the subgradient, every value tried being
   * a bound. Family 0 only (σ = the Lagrangian score; adding μ to a constraint's λ keeps it ≥ 0).
   */
  private tailCut(depth: number, threshold: number): boolean {
    if (depth < this.tailStart || depth >= this.levels || threshold === -Infinity) return false;
    const T = this.trackedCount;
    const rows = this.lambda.length;
    const base = this.lockedConstant + this.partial[depth];
    for (let t = 0; t < T; t++) {
      const needed = Math.max(t < rows ? this.tracked[t].bound : -Infinity, this.requirementLo[depth * T + t]);
      if (needed === -Infinity) continue;
      const deficit = needed - this.trackedPartial[depth * T + t];
      if (!(deficit > EPSILON)) continue;
      let best = this.tailValue(depth, t, 0, deficit);
      if (this.tailGradient >= 0) continue;
      if (base + best <= threshold) return true;
      let low = 0;
      let high = this.tailMuHigh;
      if (!(high > 0)) continue;
      for (let iteration = 0; iteration < 10; iteration++) {
        const mu = iteration === 0 ? high : (low + high) / 2;
        const value = this.tailValue(depth, t, mu, deficit);
        if (value < best) best = value;
        if (base + best <= threshold) return true;
        if (iteration === 0) {
          if (this.tailGradient < 0) break;
          continue;
        }
        if (this.tailGradient < 0) low = mu;
        else high = mu;
      }
    }
    return false;
  }

  /**
   * Σ over the tail's positions from `depth` of the best σ + μ·τ_t, minus μ·D; sets `tailGradient`
   * (Σ τ_t of the values taken − D) and, at μ = 0, `tailMuHigh` (a μ past which every candidate
   * with τ_t > 0 outranks every other one of its group).
   */
  private tailValue(depth: number, t: number, mu: number, deficit: number): number {
    const T = this.trackedCount;
    const L = this.levels;
    let total = -mu * deficit;
    let gradient = -deficit;
    let muHigh = 0;
    const twoHanded = this.twoHandedAt[depth] === 1;
    let level = depth;
    while (level < L) {
      const groupIndex = this.levelGroup[level];
      const group = this.groups[groupIndex];
      const m = (group.name === 'exo' ? 1 : group.slots.length) - this.levelPosition[level];
      level += m;
      if (groupIndex === this.shieldGroup && twoHanded) continue;
      const values = this.tailScratch;
      const taus = this.tailTau;
      let filled = 0;
      let most = -Infinity;
      let least = Infinity;
      const order = group.order;
      for (let i = 0; i < order.length; i++) {
        const c = order[i];
        if (this.candGated[c] === 1 && !this.viable(c, depth)) continue;
        const tau = this.candTracked[c * T + t];
        const value = this.candSigma[c] + mu * tau;
        if (mu === 0) {
          if (value > most) most = value;
          if (tau > 0 && value < least) least = value;
        }
        let copies = this.candRepeat[c] ? m : 1;
        while (copies-- > 0) {
          if (filled === m && value <= values[m - 1]) break;
          let at = filled === m ? m - 1 : filled++;
          while (at > 0 && values[at - 1] < value) {
            values[at] = values[at - 1];
            taus[at] = taus[at - 1];
            at--;
          }
          values[at] = value;
          taus[at] = tau;
        }
      }
      for (let k = 0; k < filled; k++) {
        total += values[k];
        gradient += taus[k];
      }
      if (mu === 0 && least !== Infinity) muHigh = Math.max(muHigh, most - least + 1);
    }
    this.tailGradient = gradient;
    if (mu === 0) this.tailMuHigh = muHigh;
    return total;
  }

  /** The first level from which no group has a set item (the levels the deficit bound covers). */
  private prepareTail(): void {
    this.tailStart = this.levels;
    let most = 1;
    for (let g = this.groups.length - 1; g >= 0; g--) {
      const group = this.groups[g];
      if (group.order.some((c) => this.candSet[c] >= 0)) break;
      this.tailStart = group.firstLevel;
      most = Math.max(most, group.slots.length);
    }
    this.tailScratch = new Float64Array(most);
    this.tailTau = new Float64Array(most);
  }

  private tailStart = 0;
  private tailScratch = new Float64Array(0);
  private tailTau = new Float64Array(0);
  private tailGradient = 0;
  private tailMuHigh = 0;

  private boundMode = 0;
  /** Per family: case B's static keys (σ + first-piece credit) and each group's order by them. */
  private splitStatic: Float64Array[] = [];
  private splitOrder: Int32Array[][] = [];
  private splitEnabled = false;
  private splitCeiling = Infinity;
  private splitFirst = new Float64Array(0);
  private splitFirstLagrangian = new Float64Array(0);
  private splitFirstPlain = new Float64Array(0);
  /** Per family, level (reach from there) and pair count p: the SPLIT_MAX_PAIRS best β_s(p + 1), descending. */
  private splitTop = new Float64Array(0);
  private splitDp = new Float64Array(0);
  private splitNext = new Float64Array(0);
  private splitSeen = new Int32Array(0);
  private splitStamp = 0;
  private lockedSets = new Int32Array(0);

  /**
   * Whether candidate c can still be part of a feasible stuff from the state at depth `d`: its own
   * requirements against the most (least) the stuff can still reach, its `set_bonus` ceiling against
   * the count already worn (which only grows). The same tests `feasibleAt` makes once c is worn, and
   * they only get stricter deeper, so a candidate that fails here is in no feasible completion: the
   * bounds leave it out (a trophy an earth build cannot wear no longer inflates a fire build's bound).
   */
  private viable(c: number, d: number): boolean {
    if (this.candGated[c] === 0) return true;
    if (this.setBonusAt[d] > this.candSetBonusMost[c]) return false;
    if (!this.alternativesPossible(c, d)) return false;
    const requirements = this.candRequirements[c];
    if (requirements === null) return true;
    const T = this.trackedCount;
    for (let r = 0; r < requirements.length; r++) {
      const requirement = requirements[r];
      const at = d * T + requirement.tracked;
      const value = this.trackedPartial[at];
      if (value + this.suffixTrackedMax[at] < requirement.lo - EPSILON) return false;
      if (value + this.suffixTrackedMin[at] > requirement.hi + EPSILON) return false;
    }
    return true;
  }

  /** A candidate's value at level d with the amortised bonus its set can still promise from there. */
  private dynamicValue(c: number, d: number, sigma: Float64Array, amortised: Float64Array): number {
    const s = this.candSet[c];
    if (s < 0 || this.setCount[s] >= this.setSize[s]) return sigma[c];
    const stride = this.setStride;
    const pieces = Math.min(this.reach[d * this.setRows.length + s], stride - 1);
    return sigma[c] + amortised[(s * stride + this.setCount[s]) * stride + pieces];
  }

  /** Sum of the `m` best dynamic values among order[start…] (an item that may repeat counts up to m times). */
  private topValues(order: Int32Array, start: number, m: number, level: number, sigma: Float64Array, statics: Float64Array, amortised: Float64Array): number {
    const reachAt = level * this.setRows.length;
    const mode = this.boundMode;
    if (this.topScratch.length < m) this.topScratch = new Float64Array(m);
    const top = this.topScratch;
    let filled = 0;
    const stride = this.setStride;
    for (let i = start; i < order.length; i++) {
      const c = order[i];
      if (filled === m && statics[c] <= top[m - 1]) break;
      if (this.candGated[c] === 1 && !this.viable(c, level)) continue;
      const s = this.candSet[c];
      let value = sigma[c];
      // Split bound (see `splitBound`): case A leaves out the items a set_bonus ceiling gates; case B
      // counts a set item's first piece alone, the rest of the sets' gain being G(R).
      if (mode === 1 && this.candSetBonusMost[c] !== Infinity) continue;
      if (mode === 2) {
        if (s >= 0 && this.setCount[s] === 0) value += this.splitFirst[s];
      } else if (s >= 0 && this.setCount[s] < this.setSize[s]) {
        const pieces = Math.min(this.reach[reachAt + s], stride - 1);
        value += amortised[(s * stride + this.setCount[s]) * stride + pieces];
      }
      let copies = this.candRepeat[c] ? m : 1;
      while (copies-- > 0) {
        if (filled === m && value <= top[m - 1]) break;
        let at = filled === m ? m - 1 : filled++;
        while (at > 0 && top[at - 1] < value) {
          top[at] = top[at - 1];
          at--;
        }
        top[at] = value;
      }
    }
    let sum = 0;
    for (let i = 0; i < filled; i++) sum += top[i];
    return sum;
  }

  /**
   * The second bound family: the plain objective (λ = 0). A Lagrangian bound counts the surplus of a
   * constraint already met as if it were objective; the plain bound does not, so the smaller of the
   * two is used. Only built when the search has constraints.
   */
  private preparePlainFamily(): void {
    this.plainEnabled = this.lambda.some((value) => value !== 0);
    if (!this.plainEnabled) return;
    const S = this.setRows.length;
    const stride = this.setStride;
    this.plainAmortised = new Float64Array(S * stride * stride);
    const most = new Float64Array(S);
    for (let s = 0; s < S; s++) {
      for (let c = 0; c < this.setSize[s]; c++) {
        let up = -Infinity;
        for (let j = 1; j < stride; j++) {
          if (c + j <= this.setSize[s]) up = Math.max(up, (this.setRawObjective[s * stride + c + j] - this.setRawObjective[s * stride + c]) / j);
          this.plainAmortised[(s * stride + c) * stride + j] = up;
        }
        most[s] = Math.max(most[s], up);
      }
    }
    this.plainStatic = new Float64Array(this.candRow.length);
    for (let c = 0; c < this.candRow.length; c++) this.plainStatic[c] = this.rawObjective[c] + (this.candSet[c] >= 0 ? most[this.candSet[c]] : 0);
    this.plainOrder = this.groups.map((group) => Int32Array.from([...group.order].sort((x, y) => this.plainStatic[y] - this.plainStatic[x] || x - y)));
    const L = this.levels;
    this.plainSuffixStatic = new Float64Array(L + 1);
    for (let level = L - 1; level >= 0; level--) {
      const order = this.plainOrder[this.levelGroup[level]];
      this.plainSuffixStatic[level] = this.plainSuffixStatic[level + 1] + (order.length > 0 ? this.plainStatic[order[0]] : 0);
    }
  }

  private plainEnabled = false;
  private levelRest = new Float64Array(0);
  /** Per level: the split bound's cases A and B for the levels after it (see `splitParts`), per family. */
  private levelRestA = new Float64Array(0);
  private levelRestB = new Float64Array(0);
  private levelRestPlainA = new Float64Array(0);
  private levelRestPlainB = new Float64Array(0);

  /**
   * The bound of a stuff that takes candidate c at level d (family 0 or 1): the usual rest plus c's
   * dynamic value, and the split's max(case A plus the same, case B plus σ_c and c's first-piece
   * credit, case B's G counting the sets' gain from level d on, c's piece included).
   */
  private candidateBound(c: number, d: number, family: number): number {
    const base = family === 0 ? this.lockedConstant + this.partial[d] : this.rootConstant + this.plainPartial[d];
    const dynamic = family === 0 ? this.dynamicValue(c, d, this.candSigma, this.setAmortised) : this.dynamicValue(c, d, this.rawObjective, this.plainAmortised);
    const usual = base + (family === 0 ? this.levelRest[d] : this.levelRestPlain[d]) + dynamic;
    if (!this.splitEnabled) return usual;
    const s = this.candSet[c];
    const first = s >= 0 && this.setCount[s] === 0 ? (family === 0 ? this.splitFirstLagrangian[s] : this.splitFirstPlain[s]) : 0;
    const caseA = family === 0 ? this.levelRestA[d] : this.levelRestPlainA[d];
    const caseB = family === 0 ? this.levelRestB[d] : this.levelRestPlainB[d];
    const own = family === 0 ? this.candSigma[c] : this.rawObjective[c];
    return Math.min(usual, Math.max(base + caseA + dynamic, base + caseB + own + first));
  }
  /** Per level: the bound of the groups after the level's group (set counts and reach as at the level's visit). */
  private levelAfter = new Float64Array(0);
  /** Per level: its group's positions from this one on (this one included). */
  private levelPositionsLeft = new Int32Array(0);

  /**
   * The largest sum of `m` static keys (`candTight`) among order[i…], an item that may be worn twice
   * counted up to m times: what a group's positions from here on can hold when the current one takes
   * order[i] and the later ones (non-decreasing order) take order[i…]. The order is by `candTight`,
   * best first, so the greedy walk is the best multiset and the sum never grows with i.
   */
  private windowTight(order: Int32Array, i: number, m: number): number {
    let sum = 0;
    let filled = 0;
    for (let j = i; j < order.length && filled < m; j++) {
      const c = order[j];
      const copies = this.candRepeat[c] ? m - filled : 1;
      sum += copies * this.candTight[c];
      filled += copies;
    }
    return sum;
  }
  private levelRestPlain = new Float64Array(0);
  private plainAmortised = new Float64Array(0);
  private plainStatic = new Float64Array(0);
  private plainOrder: Int32Array[] = [];
  private plainSuffixStatic = new Float64Array(0);
  private plainPartial = new Float64Array(0);

  step(sliceMs: number): boolean {
    if (this.done) return true;
    this.stepping = true;
    if (this.walk === 'assemblyscript' && this.arena !== 0) return this.stepInAssembly(sliceMs);
    this.viewArena();
    const until = performance.now() + sliceMs;
    const L = this.levels;
    const T = this.trackedCount;
    const stride = this.setStride;
    let memory = this.core.words();
    const stuffAt = this.stuffPointer / INT32_BYTES;
    let budget = 0;
    let d = this.depth;
    for (;;) {
      if (++budget === 512) {
        budget = 0;
        if (performance.now() >= until) break;
      }
      if (this.probing && d > 0 && this.nodes - this.probeFrom >= PROBE_NODES && (this.best.length > 0 || this.externalBound > -Infinity)) {
        // Probe over for this first-level branch: leave its subtree (taken again by the full pass).
        for (let k = d; k > 0; k--) {
          if (this.choice[k] >= 0) this.undo(k);
          this.choice[k] = -1;
        }
        this.restCachedAt = -1;
        d = 0;
      }
      const group = this.groups[this.levelGroup[d]];
      const order = group.order;
      let i: number;
      if (this.choice[d] < 0) {
        // Entering the level: its first allowed candidate.
        let start = 0;
        if (this.levelPosition[d] > 0) {
          const previous = this.chosen[d - 1];
          start = this.candRepeat[order[previous]] ? previous : previous + 1;
        }
        if (d === this.splitLevel) {
          // This part's share: the paths whose level-0 and split-level indices add up to `part` modulo `parts`.
          const parts = this.q.parts;
          const offset = d === 0 ? 0 : this.chosen[0];
          start += (((this.q.part - offset - start) % parts) + parts) % parts;
        }
        this.startIndex[d] = start;
        i = start;
        if (this.restCachedAt === d) {
          // Computed by the test that let the stuff down to this level (same depth, same state): the
          // groups after this level's one, which has no position left after this one.
          this.levelRest[d] = this.cachedRest[0];
          this.levelRestA[d] = this.cachedRest[1];
          this.levelRestB[d] = this.cachedRest[2];
          this.levelAfter[d] = 0;
          this.levelRestPlain[d] = this.plainEnabled ? this.cachedRest[3] : 0;
          this.levelRestPlainA[d] = this.cachedRest[4];
          this.levelRestPlainB[d] = this.cachedRest[5];
        } else {
          // What the levels after this one can add whatever this level takes: set counts as at this
          // depth, reach counted from this level (this level's piece included), and the group's later
          // positions from this level's start. Counts are the same for every candidate of the level.
          this.levelRest[d] = this.splitParts(d + 1, 0, d, start);
          this.levelRestA[d] = this.splitA;
          this.levelRestB[d] = this.splitB;
          // The later groups alone (same counts and reach), for the window test below.
          const positionsLeft = this.levelPositionsLeft[d];
          this.levelAfter[d] = positionsLeft > 1 && d + positionsLeft < L ? this.remainingBound(d + positionsLeft, 0, d) : 0;
          this.levelRestPlain[d] = this.plainEnabled ? this.splitParts(d + 1, 1, d, -1) : 0;
          this.levelRestPlainA[d] = this.splitA;
          this.levelRestPlainB[d] = this.splitB;
        }
        this.restCachedAt = -1;
      } else {
        this.undo(d);
        i = this.choice[d] + (d === this.splitLevel ? this.q.parts : 1);
      }
      const onlyEmpty = this.levelGroup[d] === this.shieldGroup && this.twoHandedAt[d] === 1;
      const kth = this.threshold();
      // A better stuff reaches kth + granularity at least: a bound below that (with a margin for
      // rounding) cannot hold one.
      const threshold = kth === -Infinity ? -Infinity : kth + this.granularity - 2 * EPSILON * (1 + Math.abs(kth));
      let advanced = false;
      while (i < order.length) {
        const c = order[i];
        if (onlyEmpty && this.candRow[c] >= 0) {
          i += d === this.splitLevel ? this.q.parts : 1;
          continue;
        }
        // Candidates come best static key first: once one cannot beat the threshold, none after it can.
        const rest = this.lockedConstant + this.partial[d] + this.levelRest[d];
        if (rest + this.candTight[c] <= threshold) break;
        // A group with positions left after this one (rings, Dofus) fills them from order[i…] on: its
        // share is at most the best static keys of that window, which only shrink as i grows.
        if (this.levelPositionsLeft[d] > 1 && this.lockedConstant + this.partial[d] + this.levelAfter[d] + this.windowTight(order, i, this.levelPositionsLeft[d]) <= threshold) break;
        if (
          this.candidateBound(c, d, 0) <= threshold ||
          (this.plainEnabled && this.candidateBound(c, d, 1) <= threshold)
        ) {
          i += d === this.splitLevel ? this.q.parts : 1;
          continue;
        }
        if (this.candGated[c] === 1 && !this.viable(c, d)) {
          i += d === this.splitLevel ? this.q.parts : 1;
          continue;
        }
        if (T > 0 && !this.trackedReachable(c, d)) {
          i += d === this.splitLevel ? this.q.parts : 1;
          continue;
        }
        this.nodes++;
        this.apply(d, i, c, memory, stuffAt, T, stride);
        if (
          this.feasibleAt(d + 1) &&
          this.lockedConstant + this.partial[d + 1] + this.suffixStatic[d + 1] > threshold &&
          this.lockedConstant + this.partial[d + 1] + this.splitBound(d + 1, 0, threshold - this.lockedConstant - this.partial[d + 1]) > threshold &&
          this.keepTails(0) &&
          !this.tailCut(d + 1, threshold) &&
          (!this.plainEnabled ||
            (this.rootConstant + this.plainPartial[d + 1] + this.plainSuffixStatic[d + 1] > threshold &&
              this.rootConstant + this.plainPartial[d + 1] + this.splitBound(d + 1, 1, threshold - this.rootConstant - this.plainPartial[d + 1]) > threshold &&
              this.keepTails(3)))
        ) {
          advanced = true;
          // The next level's rest is what these tests summed after level d + 1's group when that group
          // has no position after d + 1 (both were computed at depth d + 1, nothing changed since).
          if (d + 1 < L && this.levelPositionsLeft[d + 1] === 1) this.restCachedAt = d + 1;
          break;
        }
        this.undo(d);
        i += d === this.splitLevel ? this.q.parts : 1;
      }
      if (advanced) {
        if (d + 1 === L) {
          this.evaluateLeaf();
          // Reporting a stuff calls out of the loop: should the memory have grown, view the arena again.
          this.viewArena();
          memory = this.core.words();
          // Stay on this level: the next pass moves to its next candidate.
          continue;
        }
        d++;
        this.choice[d] = -1;
        continue;
      }
      // Level exhausted: back up.
      this.choice[d] = -1;
      if (d === 0) {
        if (this.probing) {
          // Probes over: the full search, from the first level, with the stuffs they found.
          this.probing = false;
          this.restCachedAt = -1;
          continue;
        }
        this.done = true;
        break;
      }
      d--;
    }
    this.depth = d;
    if (this.done) this.releaseArena();
    return this.done;
  }

  /**
   * `step` with the walk in WASM (`panominatorWalk` over the arena, engine/assembly/panominator.ts):
   * slices of WALK_PASSES passes of its loop, the clock looked at between them, as the TypeScript
   * walk looks at it every WALK_PASSES passes; a complete stuff it reaches is evaluated and recorded
   * here (`evaluateLeaf`), then the walk goes on with the threshold that raised. The walk's state
   * (depth, node count, probing) is read back after each call for `progress` and `record`.
   */
  private stepInAssembly(sliceMs: number): boolean {
    // The memory may have grown since the last step (views detached).
    this.viewArena();
    const until = performance.now() + sliceMs;
    const kernels = this.core.kernels;
    for (;;) {
      const status = kernels.panominatorWalk(this.arena, this.threshold(), this.best.length > 0 || this.externalBound > -Infinity ? 1 : 0, WALK_PASSES);
      this.nodes = this.walkReal[PANOMINATOR_WALK_REAL.nodes];
      this.probeFrom = this.walkReal[PANOMINATOR_WALK_REAL.probeFrom];
      this.depth = this.walkInt[PANOMINATOR_WALK_INT.depth];
      this.probing = this.walkInt[PANOMINATOR_WALK_INT.probing] === 1;
      this.restCachedAt = this.walkInt[PANOMINATOR_WALK_INT.restCachedAt];
      if (status === PANOMINATOR_WALK.done) {
        this.done = true;
        break;
      }
      if (status === PANOMINATOR_WALK.leaf) {
        this.evaluateLeaf();
        // Reporting a stuff calls out of the walk: should the memory have grown, view the arena again.
        this.viewArena();
      }
      if (performance.now() >= until) break;
    }
    if (this.done) {
      this.releaseArena();
      this.checkWalk();
    }
    return this.done;
  }

  /**
   * `check`: the TypeScript walk of the same query (its bounds compared with the TypeScript ones at
   * every evaluation) once this WASM walk has ended, unstopped, with the same external bound; an
   * error unless both visited the same nodes and leaves and ranked the same stuffs.
   */
  private checkWalk(): void {
    if (this.reference === null || this.stopped || this.raisedWhileStepping) return;
    const twin = this.reference();
    twin.raiseLowerBound(this.externalBound);
    const expected = twin.runToEnd({});
    const actual = this.result();
    const essence = (result: PanominatorResult) =>
      JSON.stringify({
        status: result.status,
        nodes: result.progress.nodes,
        leaves: result.progress.leaves,
        solutions: result.solutions.map((solution) => [solution.objective, solution.items, solution.exo, solution.points]),
      });
    panominatorBoundChecks.walks++;
    if (essence(actual) !== essence(expected)) {
      throw new Error(`panominator: the WASM walk (${essence(actual)}) differs from the TypeScript walk (${essence(expected)})`);
    }
  }

  /**
   * Probes: before the full search, each first-level branch (of this part) is searched depth first
   * for at most PROBE_NODES nodes (the first one until it finds a stuff, so that the first stuff comes
   * as early as without probes), with the same bounds and the threshold as it rises, so that a good
   * stuff is known early (the first branches by key are seldom the best, and the full search prunes
   * by the best stuff known). Probes only find stuffs (each one computed and checked like any
   * other); nothing is proven by them, so the full search then walks the whole tree.
   */
  private probing = false;
  private probeFrom = 0;
  /**
   * The level whose candidates are dealt out between the parts (−1: one part): the second level, so
   * that every first-level branch, the heavy ones too, is shared; the first when there is one level.
   */
  private splitLevel = -1;
  /** Stuffs recorded while probing (the full search skips them when it meets them again). */
  private probedStuffs = 0;

  /** Keeps the tails of the last `splitBound` (family 0 at 0, family 1 at 3) for the next level's rest; always true. */
  private keepTails(at: number): boolean {
    this.cachedRest[at] = this.splitTail;
    this.cachedRest[at + 1] = this.splitTailA;
    this.cachedRest[at + 2] = this.splitTailB;
    return true;
  }

  /** The level whose rest `cachedRest` holds (−1: none); set when the search goes down to it, used on entering it. */
  private restCachedAt = -1;
  private cachedRest = new Float64Array(6);

  /** Puts candidate `c` (at `order` index i) at level d and derives depth d + 1. */
  private apply(d: number, i: number, c: number, memory: Int32Array, stuffAt: number, T: number, stride: number): void {
    if (d === 0) this.probeFrom = this.nodes;
    this.choice[d] = i;
    this.chosen[d] = i;
    const slotWord = this.levelSlotWord[d];
    if (slotWord >= 0) memory[stuffAt + slotWord] = this.candRow[c];
    let partial = this.partial[d] + this.candSigma[c];
    let plain = this.plainPartial[d] + this.rawObjective[c];
    const base = d * T;
    const next = (d + 1) * T;
    for (let t = 0; t < T; t++) {
      this.trackedPartial[next + t] = this.trackedPartial[base + t] + this.candTracked[c * T + t];
      this.requirementLo[next + t] = this.requirementLo[base + t];
      this.requirementHi[next + t] = this.requirementHi[base + t];
    }
    const s = this.candSet[c];
    this.setBonusAt[d + 1] = this.setBonusAt[d];
    this.setBonusMostAt[d + 1] = Math.min(this.setBonusMostAt[d], this.candSetBonusMost[c]);
    if (s >= 0) {
      const before = this.setCount[s]++;
      if (before >= 1) this.setBonusAt[d + 1]++;
      partial += this.setBeta[s * stride + before + 1] - this.setBeta[s * stride + before];
      plain += this.setRawObjective[s * stride + before + 1] - this.setRawObjective[s * stride + before];
      for (let t = 0; t < T; t++) {
        this.trackedPartial[next + t] += this.setTrackedBonus[(s * stride + before + 1) * T + t] - this.setTrackedBonus[(s * stride + before) * T + t];
      }
    }
    const requirements = this.candRequirements[c];
    if (requirements) {
      for (const requirement of requirements) {
        const at = next + requirement.tracked;
        if (requirement.lo > this.requirementLo[at]) this.requirementLo[at] = requirement.lo;
        if (requirement.hi < this.requirementHi[at]) this.requirementHi[at] = requirement.hi;
      }
    }
    this.partial[d + 1] = partial;
    this.plainPartial[d + 1] = plain;
    this.twoHandedAt[d + 1] = this.twoHandedAt[d] | this.candTwoHanded[c];
    this.alternativesAt[d + 1] = this.alternativesAt[d];
    if (this.candAlternatives[c] !== null) this.wornAlternatives[this.alternativesAt[d + 1]++] = c;
  }

  /** Takes back the set count of the candidate chosen at level d. */
  private undo(d: number): void {
    const c = this.groups[this.levelGroup[d]].order[this.choice[d]];
    const s = this.candSet[c];
    if (s >= 0) this.setCount[s]--;
  }

  /** The complete stuff in the record: its sheet by the kernel, then every rule, then the objective. */
  private evaluateLeaf(): void {
    this.leaves++;
    const memory = this.core.words();
    const stuffAt = this.stuffPointer / INT32_BYTES;
    const L = this.levels;
    let exo = NO_EXO;
    let exoLevel = -1;
    for (let level = 0; level < L; level++) {
      if (this.levelSlotWord[level] >= 0) continue;
      const c = this.groups[this.levelGroup[level]].order[this.chosen[level]];
      exo = this.candExo[c];
      exoLevel = level;
    }
    let exoSlot: Slot | null = null;
    if (exo !== NO_EXO) {
      exoSlot = this.exoHost(EXO_STATS.indexOf(exo), exoLevel);
      if (exoSlot === null) return;
      memory[stuffAt + STUFF_LAYOUT.extra + exo] += 1;
    }
    const { kernels } = this.core;
    kernels.computeStats(this.stuffPointer, this.sheetPointer);
    if (exo !== NO_EXO) memory[stuffAt + STUFF_LAYOUT.extra + exo] -= 1;
    const sheetAt = this.sheetPointer / INT32_BYTES + SHEET_LAYOUT.stats;
    for (const constraint of this.q.constraints) {
      const value = memory[sheetAt + constraint.stat];
      if (value < constraint.min || value > constraint.max) return;
    }
    for (let slot = 0; slot < SLOT_INDEX.d6 + 1; slot++) {
      const row = memory[stuffAt + STUFF_LAYOUT.items + slot];
      if (row >= 0 && this.core.items[row].conditions && kernels.unmetConditionGroups(row, this.stuffPointer, this.sheetPointer) !== 0) return;
    }
    let objective = 0;
    for (const k of this.objectiveStats) objective += this.q.weights[k] * memory[sheetAt + k];
    const threshold = this.threshold();
    if (threshold !== -Infinity && !(objective > threshold + 1e-9 * (1 + Math.abs(threshold)))) return;
    this.record(objective, exo, exoSlot, memory, stuffAt, sheetAt);
  }

  /** A worn gear item that lacks the exo stat, or null when the stuff has none. */
  private exoHost(bit: number, exoLevel: number): Slot | null {
    for (let level = 0; level < this.levels; level++) {
      if (level === exoLevel) continue;
      const c = this.groups[this.levelGroup[level]].order[this.chosen[level]];
      if ((this.candExoHost[c] >> bit) & 1) return this.groups[this.levelGroup[level]].slots[this.levelPosition[level]];
    }
    for (const { slot, row } of this.lockedRows) {
      const item = this.core.items[row];
      const group = slotGroupOf(item.category)!;
      if (!NO_EXO_GROUPS.has(group) && !item.stats.some(([key]) => STAT_INDEX[key] === EXO_STATS[bit])) return slot;
    }
    return null;
  }

  private record(objective: number, exo: number, exoSlot: Slot | null, memory: Int32Array, stuffAt: number, sheetAt: number): void {
    const items: Partial<Record<Slot, number>> = {};
    for (const slot of Object.keys(SLOT_INDEX) as Slot[]) {
      const row = memory[stuffAt + STUFF_LAYOUT.items + SLOT_INDEX[slot]];
      if (row >= 0) items[slot] = this.core.items[row].id;
    }
    const stats: Partial<Record<StatKey, number>> = {};
    for (const k of this.reportStats) stats[STAT_KEYS[k]] = memory[sheetAt + k];
    const sheetBase = this.sheetPointer / INT32_BYTES;
    const sets: PanominatorSetCount[] = [];
    for (let worn = 0; worn < memory[sheetBase + SHEET_LAYOUT.setCount]; worn++) {
      const entry = sheetBase + SHEET_LAYOUT.sets + worn * 2;
      const set = this.core.catalog.sets[memory[entry]];
      const pieces = memory[entry + 1];
      const bonus: Partial<Record<StatKey, number>> = {};
      for (const [key, value] of setBonusFor(set, pieces)) bonus[key] = (bonus[key] ?? 0) + value;
      sets.push({ setId: set.id, pieces, bonus });
    }
    const solution: PanominatorSolution = {
      items,
      exo: exo === NO_EXO || exoSlot === null ? null : { slot: exoSlot, stat: STAT_KEYS[exo] as 'ap' | 'mp' | 'range' },
      points: { ...this.q.stuff.points },
      objective,
      stats,
      sets,
    };
    // The full search finds again the stuffs the probes found (the same leaves, the same slots).
    if (this.probedStuffs > 0 && this.best.some((other) => other.objective === objective && sameStuff(other, solution))) return;
    if (this.probing) this.probedStuffs++;
    let at = this.best.length;
    while (at > 0 && this.best[at - 1].objective < objective) at--;
    this.best.splice(at, 0, solution);
    if (this.best.length > this.q.limit) this.best.length = this.q.limit;
    this.onSolutions?.(this.best.slice());
  }

  progress(): PanominatorProgress {
    return {
      nodes: this.nodes,
      leaves: this.leaves,
      explored: this.done ? 1 : this.exploredShare(),
      best: this.best.length > 0 ? this.best[0].objective : null,
      bound: this.done ? null : this.openBound(),
      elapsedMs: Math.round((performance.now() - this.startedAt) * 10) / 10,
    };
  }

  /**
   * How much of the gap between the search's first bound and the best stuff found is closed: the
   * open part of the tree (the siblings still to come on the current path, and the current branch)
   * cannot beat `openBound`, which falls to the best objective as the search ends. A count of
   * subtrees would not do: the first ones hold most of the work, so it would sit near 0 then jump.
   */
  private exploredShare(): number {
    if (this.best.length === 0 || this.depth >= this.levels || this.probing) return 0;
    let open = -Infinity;
    for (let d = 0; d <= this.depth; d++) {
      if (this.choice[d] < 0) break;
      const order = this.groups[this.levelGroup[d]].order;
      const stepSize = d === this.splitLevel ? this.q.parts : 1;
      const rest = this.lockedConstant + this.partial[d] + this.levelRest[d];
      // The best sibling still to come, by its bound at this level (scan until the static keys, an
      // upper bound of it, fall below what is already found).
      let most = -Infinity;
      for (let i = this.choice[d] + stepSize; i < order.length; i += stepSize) {
        const c = order[i];
        if (rest + this.candTight[c] <= Math.max(most, open)) break;
        most = Math.max(most, rest + this.dynamicValue(c, d, this.candSigma, this.setAmortised));
      }
      open = Math.max(open, most);
      if (d === this.depth || this.choice[d + 1] < 0) {
        open = Math.max(open, rest + this.dynamicValue(order[this.choice[d]], d, this.candSigma, this.setAmortised));
      }
    }
    const best = this.threshold();
    if (this.firstBound === null) this.firstBound = Math.max(open, best);
    const gap = this.firstBound - best;
    if (!(gap > 0)) return open <= best ? 1 : 0;
    return Math.min(1, Math.max(0, (this.firstBound - open) / gap));
  }

  private firstBound: number | null = null;

  /**
   * A proven bound on the part of the tree not explored yet: per level of the current path, the rest
   * bound of that level's visit plus the static key of its next sibling and of the current branch
   * (static keys hold for any set counts). Before the first step, the whole tree's bound.
   */
  private openBound(): number | null {
    if (this.levels === 0) return null;
    // Probes leave subtrees behind: nothing is proven yet.
    if (this.probing) return this.lockedConstant + this.partial[0] + this.suffixStatic[0];
    let open = -Infinity;
    let entered = false;
    for (let d = 0; d <= this.depth && d < this.levels; d++) {
      if (this.choice[d] < 0) break;
      entered = true;
      const order = this.groups[this.levelGroup[d]].order;
      const stepSize = d === this.splitLevel ? this.q.parts : 1;
      const rest = this.lockedConstant + this.partial[d] + this.levelRest[d];
      const next = this.choice[d] + stepSize;
      if (next < order.length) open = Math.max(open, rest + this.candTight[order[next]]);
      if (d === this.depth || this.choice[d + 1] < 0) open = Math.max(open, rest + this.candTight[order[this.choice[d]]]);
    }
    if (!entered) return this.lockedConstant + this.partial[0] + this.suffixStatic[0];
    return open === -Infinity ? null : open;
  }

  result(): PanominatorResult {
    const status = !this.done || this.stopped ? 'stopped' : this.best.length > 0 || this.externalBound > -Infinity ? 'optimal' : 'infeasible';
    return {
      status,
      solutions: this.best.slice(),
      progress: this.progress(),
      candidates: { ...this.candidateCounts },
      excluded: { ...this.excluded },
      availability: this.q.availability,
    };
  }

  runToEnd(options: PanominatorRunOptions): PanominatorResult {
    this.onSolutions = options.onSolutions;
    if (options.lowerBound !== undefined) this.raiseLowerBound(options.lowerBound);
    const every = options.progressEveryMs ?? 100;
    const deadline = options.timeLimitMs === undefined ? Infinity : this.startedAt + options.timeLimitMs;
    while (!this.done) {
      if (options.signal?.aborted || performance.now() >= deadline || (options.maxNodes !== undefined && this.nodes >= options.maxNodes)) {
        this.stopped = true;
        break;
      }
      const finished = this.step(Math.min(every, Math.max(1, deadline - performance.now())));
      if (!finished) options.onProgress?.(this.progress());
    }
    options.onProgress?.(this.progress());
    const result = this.result();
    // Nobody steps this search again (`Panominator.run` does not hand it out): free its arena now.
    this.releaseArena();
    return result;
  }
}

/** Whether two reported stuffs are the same items in the same slots, with the same exo. */
function sameStuff(a: PanominatorSolution, b: PanominatorSolution): boolean {
  const slots = Object.keys(a.items) as Slot[];
  if (slots.length !== Object.keys(b.items).length || slots.some((slot) => a.items[slot] !== b.items[slot])) return false;
  return a.exo === null ? b.exo === null : b.exo !== null && a.exo.slot === b.exo.slot && a.exo.stat === b.exo.stat;
}

function compare(actual: number, operator: string, value: number): boolean {
  switch (operator) {
    case '>':
      return actual > value;
    case '<':
      return actual < value;
    case '=':
      return actual === value;
    default:
      return actual !== value;
  }
}

/** The most `set_bonus` an item's single-atom groups allow (`set_bonus < v`, `= v`), Infinity when none. */
/** An OR group whose every alternative is a decidable `stat:` atom on a plain stat (<, >, =). */
function orGroupOnPlainStats(group: ConditionGroup, plain: ArrayLike<number | boolean>): boolean {
  for (const atom of group) {
    if (isUnevaluable(atom)) return false;
    const [subject, operator] = atom;
    if (!subject.startsWith('stat:') || (operator !== '<' && operator !== '>' && operator !== '=')) return false;
    const k = STAT_INDEX[subject.slice(5) as StatKey];
    if (k === undefined || !plain[k]) return false;
  }
  return true;
}

function setBonusMost(item: CatalogItem): number {
  let most = Infinity;
  for (const group of item.conditions ?? []) {
    if (group.length !== 1 || isUnevaluable(group[0])) continue;
    const [subject, operator, value] = group[0];
    if (subject !== 'set_bonus') continue;
    if (operator === '<') most = Math.min(most, value - 1);
    else if (operator === '=') most = Math.min(most, value);
  }
  return most;
}

/** The largest g such that every weight is a whole multiple of g (denominators up to 1,000), or 0. */
export function objectiveGranularity(weights: readonly number[]): number {
  for (let scale = 1; scale <= 1000; scale++) {
    const scaled = weights.map((weight) => weight * scale);
    if (!scaled.every((value) => Math.abs(value - Math.round(value)) <= 1e-9 * Math.max(1, Math.abs(value)))) continue;
    let divisor = 0;
    for (const value of scaled) divisor = gcd(divisor, Math.abs(Math.round(value)));
    return divisor === 0 ? 0 : divisor / scale;
  }
  return 0;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}
