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
