// The Panominator's bounds and feasibility tests (engine README "Panominator", fourth and fifth
// rounds: the rest bound, then the split set-bonus bound with G(R), `feasibleAt` and
// `trackedReachable`, further down; layout in
// engine/src/panominator-layout.ts). `panominatorRemainingBound` is `remainingBound` of
// engine/src/panominator.ts with its per-candidate walk (`topValues`, `viable`,
// `alternativesPossible`) over the tables of the search's arena: per remaining group from `level`,
// the sum of its positions' best dynamic values, in the same f64 operations and the same order as
// the TypeScript reference, so both return the same value bit for bit (the property tests check it).
//
// The search writes its per-depth state (set counts, chosen indices, tracked sums, set_bonus and its
// ceiling, the two-handed flag, requirement ranges, worn OR groups) straight into the arena through
// typed-array views, so a call copies nothing. No allocation: the top list, the knapsack rows and the
// per-group terms are the arena's scratch.

import {
  PANO_BOUND_LEVELS, PANO_BOUND_SETS, PANO_BOUND_STRIDE, PANO_BOUND_TRACKED, PANO_BOUND_SHIELD_GROUP,
  PANO_BOUND_LEVEL_GROUP, PANO_BOUND_LEVEL_POSITION, PANO_BOUND_GROUP_POSITIONS, PANO_BOUND_GROUP_FIRST_LEVEL,
  PANO_BOUND_ORDER_START, PANO_BOUND_ORDER_LENGTH, PANO_BOUND_ORDERS, PANO_BOUND_CHOSEN,
  PANO_BOUND_CAND_SET, PANO_BOUND_CAND_REPEAT, PANO_BOUND_CAND_GATED, PANO_BOUND_SET_COUNT, PANO_BOUND_SET_SIZE,
  PANO_BOUND_REACH, PANO_BOUND_TWO_HANDED_AT, PANO_BOUND_SET_BONUS_AT,
  PANO_BOUND_CAND_REQUIREMENT_START, PANO_BOUND_CAND_REQUIREMENT_COUNT, PANO_BOUND_CAND_ALTERNATIVE_START,
  PANO_BOUND_CAND_ALTERNATIVE_COUNT, PANO_BOUND_ALTERNATIVE_START, PANO_BOUND_ALTERNATIVE_COUNT,
  PANO_BOUND_REQUIREMENT_TRACKED, PANO_BOUND_REQUIREMENT_LO, PANO_BOUND_REQUIREMENT_HI,
  PANO_BOUND_CAND_SIGMA, PANO_BOUND_CAND_TIGHT, PANO_BOUND_CAND_STATIC, PANO_BOUND_RAW_OBJECTIVE,
  PANO_BOUND_PLAIN_STATIC, PANO_BOUND_SPLIT_STATIC0, PANO_BOUND_SPLIT_STATIC1, PANO_BOUND_CAND_SET_BONUS_MOST,
  PANO_BOUND_SET_AMORTISED, PANO_BOUND_PLAIN_AMORTISED, PANO_BOUND_SPLIT_FIRST_LAGRANGIAN, PANO_BOUND_SPLIT_FIRST_PLAIN,
  PANO_BOUND_TRACKED_PARTIAL, PANO_BOUND_SUFFIX_TRACKED_MAX, PANO_BOUND_SUFFIX_TRACKED_MIN, PANO_BOUND_TOP, PANO_BOUND_TAIL,
  PANO_ORDER_SEARCH, PANO_ORDER_LOOSE, PANO_ORDER_PLAIN, PANO_ORDER_SPLIT0, PANO_ORDER_KINDS,
  PANO_BOUND_SET_BONUS_MOST_AT, PANO_BOUND_SPLIT_TOP, PANO_BOUND_SET_BETA, PANO_BOUND_SET_RAW_OBJECTIVE,
  PANO_BOUND_LOCKED_SETS, PANO_BOUND_LOCKED_SET_COUNT, PANO_BOUND_SPLIT_SEEN, PANO_BOUND_SPLIT_DP, PANO_BOUND_SPLIT_NEXT,
  PANO_BOUND_SPLIT_ENABLED, PANO_BOUND_SPLIT_STAMP, PANO_BOUND_SPLIT_CEILING, PANO_BOUND_SPLIT_OUT, PANO_SPLIT_MAX_PAIRS,
  PANO_BOUND_TRACKED_NEED, PANO_BOUND_NEED_LO, PANO_BOUND_NEED_HI, PANO_BOUND_ALTERNATIVES_AT, PANO_BOUND_WORN_ALTERNATIVES,
  PANO_BOUND_ITEM_SUFFIX_MAX, PANO_BOUND_SET_GAIN_CAP, PANO_BOUND_RAISING_START, PANO_BOUND_RAISING_COUNT, PANO_BOUND_RAISING_SETS,
  PANO_BOUND_SET_GAIN_UP, PANO_BOUND_CAND_TRACKED, PANO_BOUND_SET_TRACKED_BONUS, PANO_BOUND_GROUP_FLAGS, PANO_BOUND_GROUP_TERM, PANO_GROUP_CAPPED, PANO_GROUP_SETS,
  PANO_BOUND_LEVEL_SLOT_WORD, PANO_BOUND_CAND_ROW, PANO_BOUND_CAND_TWO_HANDED, PANO_BOUND_CHOICE, PANO_BOUND_START_INDEX,
  PANO_BOUND_PARTIAL, PANO_BOUND_PLAIN_PARTIAL, PANO_BOUND_LEVEL_REST, PANO_BOUND_LEVEL_REST_A, PANO_BOUND_LEVEL_REST_B,
  PANO_BOUND_LEVEL_REST_PLAIN, PANO_BOUND_LEVEL_REST_PLAIN_A, PANO_BOUND_LEVEL_REST_PLAIN_B, PANO_BOUND_LEVEL_AFTER,
  PANO_BOUND_LEVEL_POSITIONS_LEFT, PANO_BOUND_SUFFIX_STATIC, PANO_BOUND_PLAIN_SUFFIX_STATIC, PANO_BOUND_CACHED_REST,
  PANO_BOUND_TAIL_SCRATCH, PANO_BOUND_TAIL_TAU, PANO_BOUND_WALK_REAL, PANO_BOUND_WALK_INT, PANO_BOUND_TAIL_LIST, PANO_BOUND_TAIL_SIGMA, PANO_BOUND_TAIL_TAU_LIST, PANO_BOUND_TAIL_RED, PANO_BOUND_TAIL_RED_SIGMA, PANO_BOUND_TAIL_PICK,
  PANO_BOUND_TAIL_SIGNATURE_AT, PANO_BOUND_TAIL_STAMP_AT, PANO_BOUND_TAIL_LIST_STAMP, PANO_BOUND_TAIL_LIST_LENGTH, PANO_BOUND_TAIL_GATED,
  PANO_WALK_INT_TAIL_WIDTH, PANO_WALK_INT_TAIL_GATED_COUNT, PANO_WALK_INT_TAIL_STAMP,
  PANO_WALK_REAL_NODES, PANO_WALK_REAL_PROBE_FROM, PANO_WALK_REAL_LOCKED_CONSTANT, PANO_WALK_REAL_ROOT_CONSTANT, PANO_WALK_REAL_GRANULARITY,
  PANO_WALK_INT_DEPTH, PANO_WALK_INT_PROBING, PANO_WALK_INT_REST_CACHED_AT, PANO_WALK_INT_PLAIN_ENABLED, PANO_WALK_INT_PARTS,
  PANO_WALK_INT_PART, PANO_WALK_INT_SPLIT_LEVEL, PANO_WALK_INT_TAIL_START, PANO_WALK_INT_STUFF,
  PANO_WALK_BUDGET, PANO_WALK_LEAF, PANO_WALK_DONE, PANO_WALK_PROBE_NODES,
} from './generated/constants';

const EPSILON: f64 = 1e-7;

// The record whose tables the globals below hold (a search's arena; rebound when another search calls).
let bound: usize = 0;
let L: i32 = 0;
let S: i32 = 0;
let stride: i32 = 0;
let T: i32 = 0;
let shieldGroup: i32 = -1;
let levelGroup: usize = 0;
let levelPosition: usize = 0;
let groupPositions: usize = 0;
let groupFirstLevel: usize = 0;
let orderStart: usize = 0;
let orderLength: usize = 0;
let orders: usize = 0;
let chosen: usize = 0;
let candSet: usize = 0;
let candRepeat: usize = 0;
let candGated: usize = 0;
let setCount: usize = 0;
let setSize: usize = 0;
let reach: usize = 0;
let twoHandedAt: usize = 0;
let setBonusAt: usize = 0;
let candRequirementStart: usize = 0;
let candRequirementCount: usize = 0;
let candAlternativeStart: usize = 0;
let candAlternativeCount: usize = 0;
let alternativeStart: usize = 0;
let alternativeCount: usize = 0;
let requirementTracked: usize = 0;
let requirementLo: usize = 0;
let requirementHi: usize = 0;
let candSigma: usize = 0;
let candTight: usize = 0;
let candStatic: usize = 0;
let rawObjective: usize = 0;
let plainStatic: usize = 0;
let splitStatic0: usize = 0;
let splitStatic1: usize = 0;
let candSetBonusMost: usize = 0;
let setAmortised: usize = 0;
let plainAmortised: usize = 0;
let splitFirstLagrangian: usize = 0;
let splitFirstPlain: usize = 0;
let trackedPartial: usize = 0;
let suffixTrackedMax: usize = 0;
let suffixTrackedMin: usize = 0;
let top: usize = 0;
let setBonusMostAt: usize = 0;
let splitTop: usize = 0;
let setBeta: usize = 0;
let setRawObjective: usize = 0;
let lockedSets: usize = 0;
let lockedSetCount: i32 = 0;
let splitSeen: usize = 0;
let splitDp: usize = 0;
let splitNext: usize = 0;
let splitEnabled: bool = false;
let splitCeiling: f64 = 0;
let splitOut: usize = 0;
let trackedNeed: usize = 0;
let needLo: usize = 0;
let needHi: usize = 0;
let alternativesAt: usize = 0;
let wornAlternatives: usize = 0;
let itemSuffixMax: usize = 0;
let setGainCap: usize = 0;
let raisingStart: usize = 0;
let raisingCount: usize = 0;
let raisingSets: usize = 0;
let setGainUp: usize = 0;
let candTracked: usize = 0;
let setTrackedBonus: usize = 0;
let groupFlags: usize = 0;
let groupTerm: usize = 0;
// The walk's tables (sixth round).
let levelSlotWord: usize = 0;
let candRow: usize = 0;
let candTwoHanded: usize = 0;
let choice: usize = 0;
let startIndex: usize = 0;
let partial: usize = 0;
let plainPartial: usize = 0;
let levelRest: usize = 0;
let levelRestA: usize = 0;
let levelRestB: usize = 0;
let levelRestPlain: usize = 0;
let levelRestPlainA: usize = 0;
let levelRestPlainB: usize = 0;
let levelAfter: usize = 0;
let levelPositionsLeft: usize = 0;
let suffixStatic: usize = 0;
let plainSuffixStatic: usize = 0;
let cachedRest: usize = 0;
let tailScratch: usize = 0;
let tailTau: usize = 0;
let walkReal: usize = 0;
let walkInt: usize = 0;
let tailList: usize = 0;
let tailSigma: usize = 0;
let tailTauList: usize = 0;
let tailRed: usize = 0;
let tailRedSigma: usize = 0;
let tailPick: usize = 0;
let tailSignatureAt: usize = 0;
let tailStampAt: usize = 0;
let tailListStamp: usize = 0;
let tailListLength: usize = 0;
let tailGated: usize = 0;
/** What the last `rest` summed after its first group. */
let restTail: f64 = 0;

@inline function word(record: usize, offset: i32): i32 {
  return load<i32>(record + (<usize>offset << 2));
}

@inline function address(record: usize, offset: i32): usize {
  return <usize><u32>word(record, offset);
}

@inline function i32At(table: usize, index: i32): i32 {
  return load<i32>(table + (<usize>index << 2));
}

@inline function f64At(table: usize, index: i32): f64 {
  return load<f64>(table + (<usize>index << 3));
}

@inline function u8At(table: usize, index: i32): i32 {
  return <i32>load<u8>(table + <usize>index);
}

/** Reads the tables of `record` (a search's arena laid out again at the same address must call it: the cached tables would be stale). */
export function panominatorBindBound(record: usize): void {
  bind(record);
}

function bind(record: usize): void {
  bound = record;
  L = word(record, PANO_BOUND_LEVELS);
  S = word(record, PANO_BOUND_SETS);
  stride = word(record, PANO_BOUND_STRIDE);
  T = word(record, PANO_BOUND_TRACKED);
  shieldGroup = word(record, PANO_BOUND_SHIELD_GROUP);
  levelGroup = address(record, PANO_BOUND_LEVEL_GROUP);
  levelPosition = address(record, PANO_BOUND_LEVEL_POSITION);
  groupPositions = address(record, PANO_BOUND_GROUP_POSITIONS);
  groupFirstLevel = address(record, PANO_BOUND_GROUP_FIRST_LEVEL);
  orderStart = address(record, PANO_BOUND_ORDER_START);
  orderLength = address(record, PANO_BOUND_ORDER_LENGTH);
  orders = address(record, PANO_BOUND_ORDERS);
  chosen = address(record, PANO_BOUND_CHOSEN);
  candSet = address(record, PANO_BOUND_CAND_SET);
  candRepeat = address(record, PANO_BOUND_CAND_REPEAT);
  candGated = address(record, PANO_BOUND_CAND_GATED);
  setCount = address(record, PANO_BOUND_SET_COUNT);
  setSize = address(record, PANO_BOUND_SET_SIZE);
  reach = address(record, PANO_BOUND_REACH);
  twoHandedAt = address(record, PANO_BOUND_TWO_HANDED_AT);
  setBonusAt = address(record, PANO_BOUND_SET_BONUS_AT);
  candRequirementStart = address(record, PANO_BOUND_CAND_REQUIREMENT_START);
  candRequirementCount = address(record, PANO_BOUND_CAND_REQUIREMENT_COUNT);
  candAlternativeStart = address(record, PANO_BOUND_CAND_ALTERNATIVE_START);
  candAlternativeCount = address(record, PANO_BOUND_CAND_ALTERNATIVE_COUNT);
  alternativeStart = address(record, PANO_BOUND_ALTERNATIVE_START);
  alternativeCount = address(record, PANO_BOUND_ALTERNATIVE_COUNT);
  requirementTracked = address(record, PANO_BOUND_REQUIREMENT_TRACKED);
  requirementLo = address(record, PANO_BOUND_REQUIREMENT_LO);
  requirementHi = address(record, PANO_BOUND_REQUIREMENT_HI);
  candSigma = address(record, PANO_BOUND_CAND_SIGMA);
  candTight = address(record, PANO_BOUND_CAND_TIGHT);
  candStatic = address(record, PANO_BOUND_CAND_STATIC);
  rawObjective = address(record, PANO_BOUND_RAW_OBJECTIVE);
  plainStatic = address(record, PANO_BOUND_PLAIN_STATIC);
  splitStatic0 = address(record, PANO_BOUND_SPLIT_STATIC0);
  splitStatic1 = address(record, PANO_BOUND_SPLIT_STATIC1);
  candSetBonusMost = address(record, PANO_BOUND_CAND_SET_BONUS_MOST);
  setAmortised = address(record, PANO_BOUND_SET_AMORTISED);
  plainAmortised = address(record, PANO_BOUND_PLAIN_AMORTISED);
  splitFirstLagrangian = address(record, PANO_BOUND_SPLIT_FIRST_LAGRANGIAN);
  splitFirstPlain = address(record, PANO_BOUND_SPLIT_FIRST_PLAIN);
  trackedPartial = address(record, PANO_BOUND_TRACKED_PARTIAL);
  suffixTrackedMax = address(record, PANO_BOUND_SUFFIX_TRACKED_MAX);
  suffixTrackedMin = address(record, PANO_BOUND_SUFFIX_TRACKED_MIN);
  top = address(record, PANO_BOUND_TOP);
  setBonusMostAt = address(record, PANO_BOUND_SET_BONUS_MOST_AT);
  splitTop = address(record, PANO_BOUND_SPLIT_TOP);
  setBeta = address(record, PANO_BOUND_SET_BETA);
  setRawObjective = address(record, PANO_BOUND_SET_RAW_OBJECTIVE);
  lockedSets = address(record, PANO_BOUND_LOCKED_SETS);
  lockedSetCount = word(record, PANO_BOUND_LOCKED_SET_COUNT);
  splitSeen = address(record, PANO_BOUND_SPLIT_SEEN);
  splitDp = address(record, PANO_BOUND_SPLIT_DP);
  splitNext = address(record, PANO_BOUND_SPLIT_NEXT);
  splitEnabled = word(record, PANO_BOUND_SPLIT_ENABLED) != 0;
  splitCeiling = load<f64>(record + (<usize>PANO_BOUND_SPLIT_CEILING << 2));
  splitOut = address(record, PANO_BOUND_SPLIT_OUT);
  trackedNeed = address(record, PANO_BOUND_TRACKED_NEED);
  needLo = address(record, PANO_BOUND_NEED_LO);
  needHi = address(record, PANO_BOUND_NEED_HI);
  alternativesAt = address(record, PANO_BOUND_ALTERNATIVES_AT);
  wornAlternatives = address(record, PANO_BOUND_WORN_ALTERNATIVES);
  itemSuffixMax = address(record, PANO_BOUND_ITEM_SUFFIX_MAX);
  setGainCap = address(record, PANO_BOUND_SET_GAIN_CAP);
  raisingStart = address(record, PANO_BOUND_RAISING_START);
  raisingCount = address(record, PANO_BOUND_RAISING_COUNT);
  raisingSets = address(record, PANO_BOUND_RAISING_SETS);
  setGainUp = address(record, PANO_BOUND_SET_GAIN_UP);
  candTracked = address(record, PANO_BOUND_CAND_TRACKED);
  setTrackedBonus = address(record, PANO_BOUND_SET_TRACKED_BONUS);
  groupFlags = address(record, PANO_BOUND_GROUP_FLAGS);
  groupTerm = address(record, PANO_BOUND_GROUP_TERM);
  levelSlotWord = address(record, PANO_BOUND_LEVEL_SLOT_WORD);
  candRow = address(record, PANO_BOUND_CAND_ROW);
  candTwoHanded = address(record, PANO_BOUND_CAND_TWO_HANDED);
  choice = address(record, PANO_BOUND_CHOICE);
  startIndex = address(record, PANO_BOUND_START_INDEX);
  partial = address(record, PANO_BOUND_PARTIAL);
  plainPartial = address(record, PANO_BOUND_PLAIN_PARTIAL);
  levelRest = address(record, PANO_BOUND_LEVEL_REST);
  levelRestA = address(record, PANO_BOUND_LEVEL_REST_A);
  levelRestB = address(record, PANO_BOUND_LEVEL_REST_B);
  levelRestPlain = address(record, PANO_BOUND_LEVEL_REST_PLAIN);
  levelRestPlainA = address(record, PANO_BOUND_LEVEL_REST_PLAIN_A);
  levelRestPlainB = address(record, PANO_BOUND_LEVEL_REST_PLAIN_B);
  levelAfter = address(record, PANO_BOUND_LEVEL_AFTER);
  levelPositionsLeft = address(record, PANO_BOUND_LEVEL_POSITIONS_LEFT);
  suffixStatic = address(record, PANO_BOUND_SUFFIX_STATIC);
  plainSuffixStatic = address(record, PANO_BOUND_PLAIN_SUFFIX_STATIC);
  cachedRest = address(record, PANO_BOUND_CACHED_REST);
  tailScratch = address(record, PANO_BOUND_TAIL_SCRATCH);
  tailTau = address(record, PANO_BOUND_TAIL_TAU);
  walkReal = address(record, PANO_BOUND_WALK_REAL);
  walkInt = address(record, PANO_BOUND_WALK_INT);
  tailList = address(record, PANO_BOUND_TAIL_LIST);
  tailSigma = address(record, PANO_BOUND_TAIL_SIGMA);
  tailTauList = address(record, PANO_BOUND_TAIL_TAU_LIST);
  tailRed = address(record, PANO_BOUND_TAIL_RED);
  tailRedSigma = address(record, PANO_BOUND_TAIL_RED_SIGMA);
  tailPick = address(record, PANO_BOUND_TAIL_PICK);
  tailSignatureAt = address(record, PANO_BOUND_TAIL_SIGNATURE_AT);
  tailStampAt = address(record, PANO_BOUND_TAIL_STAMP_AT);
  tailListStamp = address(record, PANO_BOUND_TAIL_LIST_STAMP);
  tailListLength = address(record, PANO_BOUND_TAIL_LIST_LENGTH);
  tailGated = address(record, PANO_BOUND_TAIL_GATED);
  // `tailList` holds the list of no depth of this arena yet (as far as this binding knows).
  tailListDepth = -1;
}

/** `alternativesPossible`: each OR group of candidate c still has an alternative the stuff can meet from depth d. */
function alternativesPossible(c: i32, d: i32): bool {
  const groups = i32At(candAlternativeCount, c);
  if (groups == 0) return true;
  const first = i32At(candAlternativeStart, c);
  for (let g = first; g < first + groups; g++) {
    const start = i32At(alternativeStart, g);
    const end = start + i32At(alternativeCount, g);
    let possible = false;
    for (let a = start; a < end && !possible; a++) {
      const at = d * T + i32At(requirementTracked, a);
      const value = f64At(trackedPartial, at);
      possible = value + f64At(suffixTrackedMax, at) >= f64At(requirementLo, a) - EPSILON && value + f64At(suffixTrackedMin, at) <= f64At(requirementHi, a) + EPSILON;
    }
    if (!possible) return false;
  }
  return true;
}

/** `viable` of a gated candidate: its set_bonus ceiling, OR groups and requirements against the state at depth d. */
function viable(c: i32, d: i32): bool {
  if (<f64>i32At(setBonusAt, d) > f64At(candSetBonusMost, c)) return false;
  if (!alternativesPossible(c, d)) return false;
  const start = i32At(candRequirementStart, c);
  const end = start + i32At(candRequirementCount, c);
  for (let r = start; r < end; r++) {
    const at = d * T + i32At(requirementTracked, r);
    const value = f64At(trackedPartial, at);
    if (value + f64At(suffixTrackedMax, at) < f64At(requirementLo, r) - EPSILON) return false;
    if (value + f64At(suffixTrackedMin, at) > f64At(requirementHi, r) + EPSILON) return false;
  }
  return true;
}

/** `topValues`: the sum of the `m` best dynamic values among order[start…] (a repeatable item counts up to m times). */
function topValues(order: usize, length: i32, start: i32, m: i32, level: i32, sigma: usize, statics: usize, amortised: usize, mode: i32, splitFirst: usize): f64 {
  const reachAt = level * S;
  let filled = 0;
  for (let i = start; i < length; i++) {
    const c = i32At(order, i);
    if (filled == m && f64At(statics, c) <= f64At(top, m - 1)) break;
    if (u8At(candGated, c) == 1 && !viable(c, level)) continue;
    const s = i32At(candSet, c);
    let value = f64At(sigma, c);
    if (mode == 1 && f64At(candSetBonusMost, c) != Infinity) continue;
    if (mode == 2) {
      if (s >= 0 && i32At(setCount, s) == 0) value += f64At(splitFirst, s);
    } else if (s >= 0) {
      const count = i32At(setCount, s);
      if (count < i32At(setSize, s)) {
        const reachable = i32At(reach, reachAt + s);
        const pieces = reachable < stride - 1 ? reachable : stride - 1;
        value += f64At(amortised, (s * stride + count) * stride + pieces);
      }
    }
    let copies = u8At(candRepeat, c) != 0 ? m : 1;
    while (copies-- > 0) {
      if (filled == m && value <= f64At(top, m - 1)) break;
      let at = filled == m ? m - 1 : filled++;
      while (at > 0 && f64At(top, at - 1) < value) {
        store<f64>(top + (<usize>at << 3), f64At(top, at - 1));
        at--;
      }
      store<f64>(top + (<usize>at << 3), value);
    }
  }
  let sum: f64 = 0;
  for (let i = 0; i < filled; i++) sum += f64At(top, i);
  return sum;
}

/**
 * `remainingBound(level, family, reachLevel, firstStart)` in bound mode `mode` (0 usual, 1 case A,
 * 2 case B) over the arena of `record`; what it summed after its first group goes to the record's
 * `tail` word.
 */
export function panominatorRemainingBound(record: usize, level: i32, family: i32, reachLevel: i32, firstStart: i32, mode: i32): f64 {
  if (record != bound) bind(record);
  return rest(level, family, reachLevel, firstStart, mode, false);
}

/**
 * `panominatorRemainingBound` over the bound record; the tail also goes to `restTail`. Mode 0 keeps
 * each group's term in `groupTerm`; with `reuse`, called after mode 0 with the same arguments (and
 * nothing else in between but the other case), a case takes those terms where its walk gives the same
 * value bit for bit, summed in the same order:
 *
 * - case A (mode 1), a group without a `set_bonus` ceiling: its walk is the usual one (skipping capped
 *   items, the only difference, never applies);
 * - case B (mode 2), a group without set items that the usual walk read from its first candidate:
 *   every value is σ in both (no amortised bonus, no first-piece credit), over the same viable
 *   candidates, so both keep the same `m` largest values (the walks differ only in their order and
 *   in their early stop, which each makes only when no later candidate can enter the top list), and
 *   the top list sums them in descending order.
 */
function rest(level: i32, family: i32, reachLevel: i32, firstStart: i32, mode: i32, reuse: bool): f64 {
  let head: f64 = 0;
  let tail: f64 = 0;
  let current = level;
  const twoHanded = u8At(twoHandedAt, reachLevel) == 1;
  while (current < L) {
    const g = i32At(levelGroup, current);
    const position = i32At(levelPosition, current);
    const positionsLeft = i32At(groupPositions, g) - position;
    const searchOrder = orders + (<usize>i32At(orderStart, g * PANO_ORDER_KINDS + PANO_ORDER_SEARCH) << 2);
    let start = 0;
    if (family == 0 && position > 0) {
      if (firstStart >= 0) {
        start = firstStart;
      } else {
        const previous = i32At(chosen, current - 1);
        start = u8At(candRepeat, i32At(searchOrder, previous)) != 0 ? previous : previous + 1;
      }
    }
    firstStart = -1;
    let term: f64 = 0;
    let same = false;
    if (reuse) {
      const flags = u8At(groupFlags, g);
      if (mode == 1) same = (flags & PANO_GROUP_CAPPED) == 0;
      // The usual walk's first index: the symmetry start in the search order, else 0.
      else if (mode == 2) same = (flags & PANO_GROUP_SETS) == 0 && (family != 0 || start == 0 || reachLevel < i32At(groupFirstLevel, g));
    }
    if (same) {
      term = f64At(groupTerm, g);
    } else if (!(g == shieldGroup && twoHanded)) {
      let kind = PANO_ORDER_SEARCH;
      let sigma = candSigma;
      let statics = candTight;
      let amortised = setAmortised;
      let from = 0;
      if (mode == 2) {
        kind = PANO_ORDER_SPLIT0 + family;
        if (family != 0) sigma = rawObjective;
        statics = family == 0 ? splitStatic0 : splitStatic1;
      } else if (family == 0) {
        if (reachLevel >= i32At(groupFirstLevel, g)) {
          from = start;
        } else {
          kind = PANO_ORDER_LOOSE;
          statics = candStatic;
        }
      } else {
        kind = PANO_ORDER_PLAIN;
        sigma = rawObjective;
        statics = plainStatic;
        amortised = plainAmortised;
      }
      const slot = g * PANO_ORDER_KINDS + kind;
      const order = orders + (<usize>i32At(orderStart, slot) << 2);
      term = topValues(order, i32At(orderLength, slot), from, positionsLeft, reachLevel, sigma, statics, amortised, mode, family == 0 ? splitFirstLagrangian : splitFirstPlain);
    }
    if (mode == 0) store<f64>(groupTerm + (<usize>g << 3), term);
    if (current == level) head = term;
    else tail += term;
    current += positionsLeft;
  }
  store<f64>(bound + (<usize>PANO_BOUND_TAIL << 2), tail);
  restTail = tail;
  return head + tail;
}

// ------------------------------------------------------------------------------------------
// The split set-bonus bound (fifth round): `splitParts`, `splitBound` and `setGainWithin` (G(R)) of
// engine/src/panominator.ts, their proof there, in the same f64 operations and order.

/** G(R): the most the sets can add from depth `level` on with at most `pairs` more `set_bonus` pairs. */
function gainWithin(level: i32, family: i32, pairs: i32): f64 {
  if (pairs <= 0) return 0;
  for (let r = 0; r <= pairs; r++) store<f64>(splitDp + (<usize>r << 3), 0);
  const P = PANO_SPLIT_MAX_PAIRS;
  // (i) the best options of the sets counted from 0 pieces, P per pair count (0/1 items).
  const base = (family * (L + 1) + level) * P * P;
  for (let p = 1; p <= pairs; p++) {
    for (let k = 0; k < P; k++) {
      const gain = f64At(splitTop, base + (p - 1) * P + k);
      if (!(gain > 0)) break;
      for (let r = pairs; r >= p; r--) {
        const value = f64At(splitDp, r - p) + gain;
        if (value > f64At(splitDp, r)) store<f64>(splitDp + (<usize>r << 3), value);
      }
    }
  }
  // (ii) the sets already worn: one option each (a group knapsack).
  const beta = family == 0 ? setBeta : setRawObjective;
  let stamp = word(bound, PANO_BOUND_SPLIT_STAMP) + 1;
  if (stamp == i32.MAX_VALUE) {
    memory.fill(splitSeen, 0, <usize>S << 2);
    stamp = 1;
  }
  store<i32>(bound + (<usize>PANO_BOUND_SPLIT_STAMP << 2), stamp);
  const worn = lockedSetCount + level;
  for (let k = 0; k < worn; k++) {
    let s: i32;
    if (k < lockedSetCount) {
      s = i32At(lockedSets, k);
    } else {
      const at = k - lockedSetCount;
      const g = i32At(levelGroup, at);
      const searchOrder = orders + (<usize>i32At(orderStart, g * PANO_ORDER_KINDS + PANO_ORDER_SEARCH) << 2);
      s = i32At(candSet, i32At(searchOrder, i32At(chosen, at)));
    }
    if (s < 0 || i32At(splitSeen, s) == stamp) continue;
    store<i32>(splitSeen + (<usize>s << 2), stamp);
    const count = i32At(setCount, s);
    let most = pairs;
    const reachable = i32At(reach, level * S + s);
    if (reachable < most) most = reachable;
    if (i32At(setSize, s) - count < most) most = i32At(setSize, s) - count;
    if (count == 0 || most <= 0) continue;
    for (let r = 0; r <= pairs; r++) store<f64>(splitNext + (<usize>r << 3), f64At(splitDp, r));
    const from = f64At(beta, s * stride + count);
    for (let p = 1; p <= most; p++) {
      const gain = f64At(beta, s * stride + count + p) - from;
      if (!(gain > 0)) continue;
      for (let r = p; r <= pairs; r++) {
        const value = f64At(splitDp, r - p) + gain;
        if (value > f64At(splitNext, r)) store<f64>(splitNext + (<usize>r << 3), value);
      }
    }
    for (let r = 0; r <= pairs; r++) store<f64>(splitDp + (<usize>r << 3), f64At(splitNext, r));
  }
  return f64At(splitDp, pairs);
}

@inline function out(index: i32, value: f64): void {
  store<f64>(splitOut + (<usize>index << 3), value);
}

/**
 * `splitParts`: the usual bound of the levels from `level` on (returned; `known` and its tail when
 * `hasKnown`), cases A and B and the three tails to the record's `splitOut`, the state read at `depth`.
 */
function splitParts(level: i32, family: i32, depth: i32, firstStart: i32, hasKnown: bool, known: f64, knownTail: f64): f64 {
  let usual = known;
  let usualTail = knownTail;
  if (!hasKnown) {
    usual = level < L ? rest(level, family, depth, firstStart, 0, false) : 0;
    usualTail = level < L ? restTail : 0;
  }
  out(2, usualTail);
  if (!splitEnabled) {
    out(0, usual);
    out(1, usual);
    out(3, usualTail);
    out(4, usualTail);
    return usual;
  }
  const wornCeiling = f64At(setBonusMostAt, depth);
  let caseA = -Infinity;
  let tailA = -Infinity;
  if (wornCeiling == Infinity) {
    // After the usual bound with the same arguments (here or in `panominatorSplitBound`); case B after both.
    caseA = level < L ? rest(level, family, depth, firstStart, 1, true) : 0;
    tailA = level < L ? restTail : 0;
  }
  const ceiling = wornCeiling != Infinity ? wornCeiling : splitCeiling;
  const pairs = ceiling - <f64>i32At(setBonusAt, depth);
  let caseB = -Infinity;
  let tailB = -Infinity;
  if (pairs > <f64>PANO_SPLIT_MAX_PAIRS) {
    caseB = Infinity;
    tailB = Infinity;
  } else if (pairs >= 0 && (caseA < usual || wornCeiling != Infinity)) {
    const restB = level < L ? rest(level, family, depth, firstStart, 2, true) : 0;
    const restTailB = level < L ? restTail : 0;
    const gain = gainWithin(depth, family, <i32>pairs);
    caseB = restB + gain;
    tailB = restTailB + gain;
  }
  out(0, caseA);
  out(1, caseB);
  out(3, tailA);
  out(4, tailB);
  return usual;
}

/**
 * `splitParts(level, family, depth, firstStart)` of the search: returns the usual bound; case A,
 * case B and the tails (usual, A, B) go to the record's `splitOut` (Float64 [5]).
 */
export function panominatorSplitParts(record: usize, level: i32, family: i32, depth: i32, firstStart: i32): f64 {
  if (record != bound) bind(record);
  return splitParts(level, family, depth, firstStart, false, 0, 0);
}

/**
 * `splitBound(level, family, enough)`: min(usual, max(A, B)) at depth `level`, the usual bound alone
 * when it is ≤ `enough` or the split does not apply; the tails go to `splitOut` (words 2–4; cases A and B
 * too, when they were computed).
 */
export function panominatorSplitBound(record: usize, level: i32, family: i32, enough: f64): f64 {
  if (record != bound) bind(record);
  return splitBound(level, family, enough);
}

function splitBound(level: i32, family: i32, enough: f64): f64 {
  const usual = rest(level, family, level, -1, 0, false);
  const usualTail = restTail;
  if (!splitEnabled || usual <= enough) {
    out(2, usualTail);
    out(3, usualTail);
    out(4, usualTail);
    return usual;
  }
  splitParts(level, family, level, -1, true, usual, usualTail);
  return min(usual, max(f64At(splitOut, 0), f64At(splitOut, 1)));
}


// ------------------------------------------------------------------------------------------
// The feasibility tests (fifth round): `feasibleAt`, `setGainBound` and `trackedReachable` of
// engine/src/panominator.ts, in the same f64 operations and order.

/** `setGainBound`: the most the sets can still add to tracked value t from depth d (counts and reach as they stand). */
function setGainBound(d: i32, t: i32): f64 {
  const start = i32At(raisingStart, t);
  const end = start + i32At(raisingCount, t);
  let gain: f64 = 0;
  for (let i = start; i < end; i++) {
    const s = i32At(raisingSets, i);
    let pieces = i32At(reach, d * S + s);
    if (pieces > stride - 1) pieces = stride - 1;
    if (pieces > 0) gain += f64At(setGainUp, ((s * stride + i32At(setCount, s)) * stride + pieces) * T + t);
  }
  return gain;
}

/** `feasibleAt(d)`: whether every constraint row and condition requirement can still be met from depth d on (1) or not (0). */
export function panominatorFeasibleAt(record: usize, d: i32): i32 {
  if (record != bound) bind(record);
  return feasibleAt(d);
}

function feasibleAt(d: i32): i32 {
  if (<f64>i32At(setBonusAt, d) > f64At(setBonusMostAt, d)) return 0;
  const worn = i32At(alternativesAt, d);
  for (let k = 0; k < worn; k++) if (!alternativesPossible(i32At(wornAlternatives, k), d)) return 0;
  for (let t = 0; t < T; t++) {
    const at = d * T + t;
    const value = f64At(trackedPartial, at);
    const most = value + f64At(suffixTrackedMax, at);
    const least = value + f64At(suffixTrackedMin, at);
    const needed = max(f64At(trackedNeed, t), f64At(needLo, at));
    if (most < needed - EPSILON) return 0;
    if (least > f64At(needHi, at) + EPSILON) return 0;
    if (needed != -Infinity && value + f64At(itemSuffixMax, at) + f64At(setGainCap, at) < needed - EPSILON && value + f64At(itemSuffixMax, at) + setGainBound(d, t) < needed - EPSILON) return 0;
  }
  return 1;
}

/** `trackedReachable(c, d)`: the tracked-value tests `feasibleAt(d + 1)` would make once candidate c is applied at level d (1 pass, 0 fail). */
export function panominatorTrackedReachable(record: usize, c: i32, d: i32): i32 {
  if (record != bound) bind(record);
  return trackedReachable(c, d);
}

function trackedReachable(c: i32, d: i32): i32 {
  const s = i32At(candSet, c);
  let stepAt = -1;
  if (s >= 0) {
    const count = i32At(setCount, s);
    if (count < i32At(setSize, s)) stepAt = (s * stride + count) * T;
  }
  for (let t = 0; t < T; t++) {
    let value = f64At(trackedPartial, d * T + t) + f64At(candTracked, c * T + t);
    if (stepAt >= 0) value += f64At(setTrackedBonus, stepAt + T + t) - f64At(setTrackedBonus, stepAt + t);
    const needed = max(f64At(trackedNeed, t), f64At(needLo, d * T + t));
    if (value + f64At(suffixTrackedMax, (d + 1) * T + t) < needed - EPSILON) return 0;
    if (value + f64At(suffixTrackedMin, (d + 1) * T + t) > f64At(needHi, d * T + t) + EPSILON) return 0;
  }
  return 1;
}

// ------------------------------------------------------------------------------------------
// The walk (sixth round): `step` of engine/src/panominator.ts, its candidate loop per level
// (`candidateBound`, `windowTight`, `viable`, `trackedReachable`), `apply` and `undo`, the
// post-apply tests (`feasibleAt`, the static and split bounds, `keepTails`, `tailCut`), descent and
// backtracking, the probes and the two-part split, over the arena, in the same f64 operations and
// order as the TypeScript walk (kept as the reference: both visit the same nodes). No allocation.
// It returns to the search when its iteration budget is spent, when a complete stuff is reached
// (the search evaluates and records it, then calls again with the threshold it raised), or when
// the walk is over.

@inline function setF64(table: usize, index: i32, value: f64): void {
  store<f64>(table + (<usize>index << 3), value);
}

@inline function setI32(table: usize, index: i32, value: i32): void {
  store<i32>(table + (<usize>index << 2), value);
}

/** The search order of level d's group. */
@inline function searchOrderOf(g: i32): usize {
  return orders + (<usize>i32At(orderStart, g * PANO_ORDER_KINDS + PANO_ORDER_SEARCH) << 2);
}

let lockedConstant: f64 = 0;
let rootConstant: f64 = 0;
let plainEnabled: bool = false;
let tailGradient: f64 = 0;
let tailMuHigh: f64 = 0;

/** `dynamicValue`: candidate c's value at level d with the amortised bonus its set can still promise. */
@inline function dynamicValue(c: i32, d: i32, sigma: usize, amortised: usize): f64 {
  const s = i32At(candSet, c);
  if (s < 0) return f64At(sigma, c);
  const count = i32At(setCount, s);
  if (count >= i32At(setSize, s)) return f64At(sigma, c);
  const reachable = i32At(reach, d * S + s);
  const pieces = reachable < stride - 1 ? reachable : stride - 1;
  return f64At(sigma, c) + f64At(amortised, (s * stride + count) * stride + pieces);
}

/** `candidateBound(c, d, family)`: the usual rest plus c's dynamic value, and the split's max(case A, case B). */
function candidateBound(c: i32, d: i32, family: i32): f64 {
  const base = family == 0 ? lockedConstant + f64At(partial, d) : rootConstant + f64At(plainPartial, d);
  const dynamic = family == 0 ? dynamicValue(c, d, candSigma, setAmortised) : dynamicValue(c, d, rawObjective, plainAmortised);
  const usual = base + (family == 0 ? f64At(levelRest, d) : f64At(levelRestPlain, d)) + dynamic;
  if (!splitEnabled) return usual;
  const s = i32At(candSet, c);
  const first = s >= 0 && i32At(setCount, s) == 0 ? (family == 0 ? f64At(splitFirstLagrangian, s) : f64At(splitFirstPlain, s)) : 0;
  const caseA = family == 0 ? f64At(levelRestA, d) : f64At(levelRestPlainA, d);
  const caseB = family == 0 ? f64At(levelRestB, d) : f64At(levelRestPlainB, d);
  const own = family == 0 ? f64At(candSigma, c) : f64At(rawObjective, c);
  return min(usual, max(base + caseA + dynamic, base + caseB + own + first));
}

/** `windowTight(order, i, m)`: the largest sum of m static keys among order[i…] (a repeatable item up to m times). */
function windowTight(order: usize, length: i32, i: i32, m: i32): f64 {
  let sum: f64 = 0;
  let filled = 0;
  for (let j = i; j < length && filled < m; j++) {
    const c = i32At(order, j);
    const copies = u8At(candRepeat, c) != 0 ? m - filled : 1;
    sum += <f64>copies * f64At(candTight, c);
    filled += copies;
  }
  return sum;
}

/** `apply(d, i, c)`: candidate c (order index i) at level d, depth d + 1 derived. */
function apply(d: i32, i: i32, c: i32): void {
  setI32(choice, d, i);
  setI32(chosen, d, i);
  const slotWord = i32At(levelSlotWord, d);
  if (slotWord >= 0) store<i32>(<usize><u32>i32At(walkInt, PANO_WALK_INT_STUFF) + (<usize>slotWord << 2), i32At(candRow, c));
  let value = f64At(partial, d) + f64At(candSigma, c);
  let plain = f64At(plainPartial, d) + f64At(rawObjective, c);
  const base = d * T;
  const next = (d + 1) * T;
  for (let t = 0; t < T; t++) {
    setF64(trackedPartial, next + t, f64At(trackedPartial, base + t) + f64At(candTracked, c * T + t));
    setF64(needLo, next + t, f64At(needLo, base + t));
    setF64(needHi, next + t, f64At(needHi, base + t));
  }
  const s = i32At(candSet, c);
  setI32(setBonusAt, d + 1, i32At(setBonusAt, d));
  setF64(setBonusMostAt, d + 1, min(f64At(setBonusMostAt, d), f64At(candSetBonusMost, c)));
  if (s >= 0) {
    const before = i32At(setCount, s);
    setI32(setCount, s, before + 1);
    if (before >= 1) setI32(setBonusAt, d + 1, i32At(setBonusAt, d + 1) + 1);
    const at = s * stride + before;
    value += f64At(setBeta, at + 1) - f64At(setBeta, at);
    plain += f64At(setRawObjective, at + 1) - f64At(setRawObjective, at);
    for (let t = 0; t < T; t++) {
      setF64(trackedPartial, next + t, f64At(trackedPartial, next + t) + (f64At(setTrackedBonus, (at + 1) * T + t) - f64At(setTrackedBonus, at * T + t)));
    }
  }
  const start = i32At(candRequirementStart, c);
  const end = start + i32At(candRequirementCount, c);
  for (let r = start; r < end; r++) {
    const at = next + i32At(requirementTracked, r);
    const lo = f64At(requirementLo, r);
    const hi = f64At(requirementHi, r);
    if (lo > f64At(needLo, at)) setF64(needLo, at, lo);
    if (hi < f64At(needHi, at)) setF64(needHi, at, hi);
  }
  setF64(partial, d + 1, value);
  setF64(plainPartial, d + 1, plain);
  store<u8>(twoHandedAt + <usize>(d + 1), <u8>(u8At(twoHandedAt, d) | u8At(candTwoHanded, c)));
  const worn = i32At(alternativesAt, d);
  if (i32At(candAlternativeCount, c) > 0) {
    setI32(wornAlternatives, worn, c);
    setI32(alternativesAt, d + 1, worn + 1);
  } else {
    setI32(alternativesAt, d + 1, worn);
  }
}

/** `undo(d)`: takes back the set count of the candidate chosen at level d. */
@inline function undo(d: i32): void {
  const c = i32At(searchOrderOf(i32At(levelGroup, d)), i32At(choice, d));
  const s = i32At(candSet, c);
  if (s >= 0) setI32(setCount, s, i32At(setCount, s) - 1);
}

/**
 * The groups `tailValue` walks from `depth` (the shield left out under a two-handed weapon), each as
 * its positions and the count of its candidates `viable` at that depth, then each such candidate in
 * the group's order (c, or ~c when it may be worn twice: `tailList`) and its σ (`tailSigma`; τ goes to
 * `tailTauList` per tracked value, `listTailTau`): viability does not depend on μ or the tracked
 * value, so one list serves every `tailValue` of a `tailCut` (the same candidates in the same order,
 * the same values, as testing each candidate at each call).
 */
function listTail(depth: i32): void {
  const twoHanded = u8At(twoHandedAt, depth) == 1;
  let level = depth;
  let at = 0;
  while (level < L) {
    const g = i32At(levelGroup, level);
    const m = i32At(groupPositions, g) - i32At(levelPosition, level);
    level += m;
    if (g == shieldGroup && twoHanded) continue;
    const slot = g * PANO_ORDER_KINDS + PANO_ORDER_SEARCH;
    const order = orders + (<usize>i32At(orderStart, slot) << 2);
    const length = i32At(orderLength, slot);
    const head = at;
    setI32(tailList, head, m);
    at += 2;
    for (let i = 0; i < length; i++) {
      const c = i32At(order, i);
      if (u8At(candGated, c) == 1 && !viable(c, depth)) continue;
      setI32(tailList, at, u8At(candRepeat, c) != 0 ? ~c : c);
      setF64(tailSigma, at, f64At(candSigma, c));
      at++;
    }
    setI32(tailList, head + 1, at - head - 2);
  }
  tailListEnd = at;
}

let tailListEnd: i32 = 0;

/**
 * The list `tailValue` walks for tracked value t (`tailRed`, σ in `tailRedSigma`, τ_t in
 * `tailTauList`): `tailList` without the candidates with τ_t = 0 outside their group's stable best m
 * among those (σ descending, the first met first, copies counted). `tailValue`'s top list is the
 * stable best m of its group by σ + μ·τ_t (each new value enters only above the m-th, after the
 * values equal to it): a candidate with τ_t = 0 has σ + μ·τ_t = σ at every μ, so one with m such
 * candidates ranked above it never enters, and leaving it out changes neither the top list nor the
 * order of the others (nor, at μ = 0, the most value, which such a best one holds, nor the least
 * among τ_t > 0). The same values, τ and sums as the whole list, bit for bit.
 */
function listTailTau(t: i32, region: i32): i32 {
  let at = 0;
  let out = region;
  while (at < tailListEnd) {
    const m = i32At(tailList, at);
    const end = at + 2 + i32At(tailList, at + 1);
    let filled = 0;
    for (let k = at + 2; k < end; k++) {
      const entry = i32At(tailList, k);
      if (f64At(candTracked, (entry < 0 ? ~entry : entry) * T + t) != 0) continue;
      const value = f64At(tailSigma, k);
      let copies = entry < 0 ? m : 1;
      while (copies-- > 0) {
        if (filled == m && value <= f64At(tailScratch, m - 1)) break;
        let slot = filled == m ? m - 1 : filled++;
        while (slot > 0 && f64At(tailScratch, slot - 1) < value) {
          setF64(tailScratch, slot, f64At(tailScratch, slot - 1));
          setI32(tailPick, slot, i32At(tailPick, slot - 1));
          slot--;
        }
        setF64(tailScratch, slot, value);
        setI32(tailPick, slot, k);
      }
    }
    const head = out;
    setI32(tailRed, head, m);
    out += 2;
    for (let k = at + 2; k < end; k++) {
      const entry = i32At(tailList, k);
      const tau = f64At(candTracked, (entry < 0 ? ~entry : entry) * T + t);
      if (tau == 0) {
        let kept = false;
        for (let p = 0; p < filled; p++) {
          if (i32At(tailPick, p) == k) {
            kept = true;
            break;
          }
        }
        if (!kept) continue;
      }
      setI32(tailRed, out, entry);
      setF64(tailRedSigma, out, f64At(tailSigma, k));
      setF64(tailTauList, out, tau);
      out++;
    }
    setI32(tailRed, head + 1, out - head - 2);
    at = end;
  }
  return out;
}

/** The region of `tailRed` `tailValue` walks (`listTailTau`), from `tailRedStart` to `tailRedEnd`. */
let tailRedStart: i32 = 0;
let tailRedEnd: i32 = 0;
/** The depth and stamp whose list `tailList` holds (−1: none). */
let tailListDepth: i32 = -1;
let tailListStampNow: i32 = 0;

/** `tailValue`: Σ over the positions from `depth` of the best σ + μ·τ_t, minus μ·D (gradient and μ high to the globals), over `tailRed` (see `listTailTau`). */
function tailValue(mu: f64, deficit: f64): f64 {
  let total = -mu * deficit;
  let gradient = -deficit;
  let muHigh: f64 = 0;
  let at = tailRedStart;
  while (at < tailRedEnd) {
    const m = i32At(tailRed, at);
    const end = at + 2 + i32At(tailRed, at + 1);
    at += 2;
    let filled = 0;
    let most = -Infinity;
    let least = Infinity;
    for (; at < end; at++) {
      const tau = f64At(tailTauList, at);
      const value = f64At(tailRedSigma, at) + mu * tau;
      if (mu == 0) {
        if (value > most) most = value;
        if (tau > 0 && value < least) least = value;
      }
      let copies = i32At(tailRed, at) < 0 ? m : 1;
      while (copies-- > 0) {
        if (filled == m && value <= f64At(tailScratch, m - 1)) break;
        let slot = filled == m ? m - 1 : filled++;
        while (slot > 0 && f64At(tailScratch, slot - 1) < value) {
          setF64(tailScratch, slot, f64At(tailScratch, slot - 1));
          setF64(tailTau, slot, f64At(tailTau, slot - 1));
          slot--;
        }
        setF64(tailScratch, slot, value);
        setF64(tailTau, slot, tau);
      }
    }
    for (let k = 0; k < filled; k++) {
      total += f64At(tailScratch, k);
      gradient += f64At(tailTau, k);
    }
    if (mu == 0 && least != Infinity) muHigh = max(muHigh, most - least + 1);
  }
  tailGradient = gradient;
  if (mu == 0) tailMuHigh = muHigh;
  return total;
}

/**
 * The stamp of the deficit bound's lists at `depth`: the same as the last one of that depth while the
 * viability of the tail groups' gated candidates and the two-handed flag (all the lists depend on
 * besides the depth and the tracked value) are the same bits, a new one otherwise (and always when
 * there are too many gated candidates for the bits).
 */
function tailStampOf(depth: i32): i32 {
  const gated = i32At(walkInt, PANO_WALK_INT_TAIL_GATED_COUNT);
  let signature: i64 = <i64>u8At(twoHandedAt, depth);
  if (gated >= 0) {
    for (let k = 0; k < gated; k++) signature = (signature << 1) | (viable(i32At(tailGated, k), depth) ? 1 : 0);
    const stamped = i32At(tailStampAt, depth);
    if (stamped != 0 && load<i64>(tailSignatureAt + (<usize>depth << 3)) == signature) return stamped;
  }
  let next = i32At(walkInt, PANO_WALK_INT_TAIL_STAMP) + 1;
  if (next == i32.MAX_VALUE) {
    // Stamps start again: every list is made again.
    memory.fill(tailStampAt, 0, <usize>(L + 1) << 2);
    memory.fill(tailListStamp, 0, <usize>((L + 1) * T) << 2);
    tailListDepth = -1;
    next = 1;
  }
  setI32(walkInt, PANO_WALK_INT_TAIL_STAMP, next);
  setI32(tailStampAt, depth, next);
  store<i64>(tailSignatureAt + (<usize>depth << 3), signature);
  return next;
}

/** `tailCut(depth, threshold)`: whether the deficit bound of a tracked value cuts the stuff at `depth`. */
function tailCut(depth: i32, threshold: f64): bool {
  if (depth < i32At(walkInt, PANO_WALK_INT_TAIL_START) || depth >= L || threshold == -Infinity) return false;
  const base = lockedConstant + f64At(partial, depth);
  let stamp = 0;
  for (let t = 0; t < T; t++) {
    const needed = max(f64At(trackedNeed, t), f64At(needLo, depth * T + t));
    if (needed == -Infinity) continue;
    const deficit = needed - f64At(trackedPartial, depth * T + t);
    if (!(deficit > EPSILON)) continue;
    if (stamp == 0) stamp = tailStampOf(depth);
    // The list of (depth, t) is kept while the viability it was made with holds (same stamp).
    const slot = depth * T + t;
    const region = slot * i32At(walkInt, PANO_WALK_INT_TAIL_WIDTH);
    if (i32At(tailListStamp, slot) != stamp) {
      if (tailListDepth != depth || tailListStampNow != stamp) {
        listTail(depth);
        tailListDepth = depth;
        tailListStampNow = stamp;
      }
      setI32(tailListLength, slot, listTailTau(t, region) - region);
      setI32(tailListStamp, slot, stamp);
    }
    tailRedStart = region;
    tailRedEnd = region + i32At(tailListLength, slot);
    let best = tailValue(0, deficit);
    if (tailGradient >= 0) continue;
    if (base + best <= threshold) return true;
    let low: f64 = 0;
    let high = tailMuHigh;
    if (!(high > 0)) continue;
    for (let iteration = 0; iteration < 10; iteration++) {
      const mu = iteration == 0 ? high : (low + high) / 2;
      const value = tailValue(mu, deficit);
      if (value < best) best = value;
      if (base + best <= threshold) return true;
      if (iteration == 0) {
        if (tailGradient < 0) break;
        continue;
      }
      if (tailGradient < 0) low = mu;
      else high = mu;
    }
  }
  return false;
}

/** `keepTails(at)`: the tails of the last split bound, kept for the next level's rest. */
@inline function keepTails(at: i32): bool {
  setF64(cachedRest, at, f64At(splitOut, 2));
  setF64(cachedRest, at + 1, f64At(splitOut, 3));
  setF64(cachedRest, at + 2, f64At(splitOut, 4));
  return true;
}

/**
 * Walks the search tree of the arena `record` from the state it holds, with the threshold built from
 * `kth` (the k-th best objective, or the external bound; −Infinity: none) and whether a stuff is known
 * (`incumbent`, the probes' end test), for at most `budget` passes of its loop: returns
 * PANO_WALK_BUDGET (budget spent), PANO_WALK_LEAF (a complete stuff is in the stuff record: the search
 * evaluates it and calls again) or PANO_WALK_DONE (the tree is walked).
 */
export function panominatorWalk(record: usize, kth: f64, incumbent: i32, budget: i32): i32 {
  if (record != bound) bind(record);
  lockedConstant = f64At(walkReal, PANO_WALK_REAL_LOCKED_CONSTANT);
  rootConstant = f64At(walkReal, PANO_WALK_REAL_ROOT_CONSTANT);
  plainEnabled = i32At(walkInt, PANO_WALK_INT_PLAIN_ENABLED) != 0;
  const granularity = f64At(walkReal, PANO_WALK_REAL_GRANULARITY);
  const parts = i32At(walkInt, PANO_WALK_INT_PARTS);
  const part = i32At(walkInt, PANO_WALK_INT_PART);
  const splitLevel = i32At(walkInt, PANO_WALK_INT_SPLIT_LEVEL);
  let d = i32At(walkInt, PANO_WALK_INT_DEPTH);
  let probing = i32At(walkInt, PANO_WALK_INT_PROBING) != 0;
  let restCachedAt = i32At(walkInt, PANO_WALK_INT_REST_CACHED_AT);
  let nodes = f64At(walkReal, PANO_WALK_REAL_NODES);
  let probeFrom = f64At(walkReal, PANO_WALK_REAL_PROBE_FROM);
  // A better stuff reaches kth + granularity at least: a bound below that (with a margin for rounding) cannot hold one.
  const threshold = kth == -Infinity ? -Infinity : kth + granularity - 2 * EPSILON * (1 + abs(kth));
  let status = PANO_WALK_BUDGET;
  let passes = 0;
  for (;;) {
    if (passes == budget) break;
    passes++;
    if (probing && d > 0 && nodes - probeFrom >= <f64>PANO_WALK_PROBE_NODES && incumbent != 0) {
      // Probe over for this first-level branch: leave its subtree (taken again by the full pass).
      for (let k = d; k > 0; k--) {
        if (i32At(choice, k) >= 0) undo(k);
        setI32(choice, k, -1);
      }
      restCachedAt = -1;
      d = 0;
    }
    const g = i32At(levelGroup, d);
    const order = searchOrderOf(g);
    const length = i32At(orderLength, g * PANO_ORDER_KINDS + PANO_ORDER_SEARCH);
    const step = d == splitLevel ? parts : 1;
    let i: i32;
    if (i32At(choice, d) < 0) {
      // Entering the level: its first allowed candidate.
      let start = 0;
      if (i32At(levelPosition, d) > 0) {
        const previous = i32At(chosen, d - 1);
        start = u8At(candRepeat, i32At(order, previous)) != 0 ? previous : previous + 1;
      }
      if (d == splitLevel) {
        const offset = d == 0 ? 0 : i32At(chosen, 0);
        start += (((part - offset - start) % parts) + parts) % parts;
      }
      setI32(startIndex, d, start);
      i = start;
      if (restCachedAt == d) {
        setF64(levelRest, d, f64At(cachedRest, 0));
        setF64(levelRestA, d, f64At(cachedRest, 1));
        setF64(levelRestB, d, f64At(cachedRest, 2));
        setF64(levelAfter, d, 0);
        setF64(levelRestPlain, d, plainEnabled ? f64At(cachedRest, 3) : 0);
        setF64(levelRestPlainA, d, f64At(cachedRest, 4));
        setF64(levelRestPlainB, d, f64At(cachedRest, 5));
      } else {
        setF64(levelRest, d, splitParts(d + 1, 0, d, start, false, 0, 0));
        setF64(levelRestA, d, f64At(splitOut, 0));
        setF64(levelRestB, d, f64At(splitOut, 1));
        const positionsLeft = i32At(levelPositionsLeft, d);
        setF64(levelAfter, d, positionsLeft > 1 && d + positionsLeft < L ? rest(d + positionsLeft, 0, d, -1, 0, false) : 0);
        setF64(levelRestPlain, d, plainEnabled ? splitParts(d + 1, 1, d, -1, false, 0, 0) : 0);
        setF64(levelRestPlainA, d, f64At(splitOut, 0));
        setF64(levelRestPlainB, d, f64At(splitOut, 1));
      }
      restCachedAt = -1;
    } else {
      undo(d);
      i = i32At(choice, d) + step;
    }
    const onlyEmpty = g == shieldGroup && u8At(twoHandedAt, d) == 1;
    const positionsLeft = i32At(levelPositionsLeft, d);
    let advanced = false;
    while (i < length) {
      const c = i32At(order, i);
      if (onlyEmpty && i32At(candRow, c) >= 0) {
        i += step;
        continue;
      }
      // Candidates come best static key first: once one cannot beat the threshold, none after it can.
      const restValue = lockedConstant + f64At(partial, d) + f64At(levelRest, d);
      if (restValue + f64At(candTight, c) <= threshold) break;
      if (positionsLeft > 1 && lockedConstant + f64At(partial, d) + f64At(levelAfter, d) + windowTight(order, length, i, positionsLeft) <= threshold) break;
      if (candidateBound(c, d, 0) <= threshold || (plainEnabled && candidateBound(c, d, 1) <= threshold)) {
        i += step;
        continue;
      }
      if (u8At(candGated, c) == 1 && !viable(c, d)) {
        i += step;
        continue;
      }
      if (T > 0 && trackedReachable(c, d) == 0) {
        i += step;
        continue;
      }
      nodes++;
      if (d == 0) probeFrom = nodes;
      apply(d, i, c);
      const e = d + 1;
      if (
        feasibleAt(e) != 0 &&
        lockedConstant + f64At(partial, e) + f64At(suffixStatic, e) > threshold &&
        lockedConstant + f64At(partial, e) + splitBound(e, 0, threshold - lockedConstant - f64At(partial, e)) > threshold &&
        keepTails(0) &&
        !tailCut(e, threshold) &&
        (!plainEnabled ||
          (rootConstant + f64At(plainPartial, e) + f64At(plainSuffixStatic, e) > threshold &&
            rootConstant + f64At(plainPartial, e) + splitBound(e, 1, threshold - rootConstant - f64At(plainPartial, e)) > threshold &&
            keepTails(3)))
      ) {
        advanced = true;
        if (e < L && i32At(levelPositionsLeft, e) == 1) restCachedAt = e;
        break;
      }
      undo(d);
      i += step;
    }
    if (advanced) {
      if (d + 1 == L) {
        // A complete stuff: the search evaluates it, then the next pass moves to this level's next candidate.
        status = PANO_WALK_LEAF;
        break;
      }
      d++;
      setI32(choice, d, -1);
      continue;
    }
    // Level exhausted: back up.
    setI32(choice, d, -1);
    if (d == 0) {
      if (probing) {
        // Probes over: the full search, from the first level, with the stuffs they found.
        probing = false;
        restCachedAt = -1;
        continue;
      }
      status = PANO_WALK_DONE;
      break;
    }
    d--;
  }
  setI32(walkInt, PANO_WALK_INT_DEPTH, d);
  setI32(walkInt, PANO_WALK_INT_PROBING, probing ? 1 : 0);
  setI32(walkInt, PANO_WALK_INT_REST_CACHED_AT, restCachedAt);
  setF64(walkReal, PANO_WALK_REAL_NODES, nodes);
  setF64(walkReal, PANO_WALK_REAL_PROBE_FROM, probeFrom);
  return status;
}
