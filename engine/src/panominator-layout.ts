/**
 * The Panominator's bound record in linear memory (issue 23; engine/assembly/panominator.ts), shared
 * with the search (engine/src/panominator.ts). `panominatorAssemblyConstants` turns it into the
 * generated AS constants, so an offset is written once, here.
 *
 * One arena per search, laid out once after its set-up: the Int32 record below (table addresses and
 * sizes), then every table `remainingBound`, the split bound (`splitParts`, `splitBound`, G(R)) and the feasibility tests
 * (`feasibleAt`, `trackedReachable`) read. The search keeps typed-array views on the same
 * tables (the per-depth state it writes while it walks: set counts, chosen indices, tracked sums,
 * `set_bonus` and its ceiling, the two-handed flag, requirement ranges, worn OR groups), so no table is copied per node: the kernel reads what the search
 * wrote. Addresses are byte addresses; Float64 tables are 8-byte aligned.
 */

/** Int32 words of the bound record. */
export const PANOMINATOR_BOUND = {
  /** Sizes: levels L, sets S, set stride (counts 0…stride − 1), tracked values T, the shield's group (−1 none). */
  levels: 0,
  sets: 1,
  stride: 2,
  tracked: 3,
  shieldGroup: 4,
  /** Int32 [L]: group and position in the group of each level. */
  levelGroup: 5,
  levelPosition: 6,
  /** Int32 [G]: positions of each group (1 for the exo group) and its first level. */
  groupPositions: 7,
  groupFirstLevel: 8,
  /** Int32 [G · ORDER_KINDS]: start (in the pool) and length of each group's candidate orders; the Int32 pool. */
  orderStart: 9,
  orderLength: 10,
  orders: 11,
  /** Int32 [L]: per level, the index (in its group's order) of the candidate chosen on the current path. */
  chosen: 12,
  /** Per candidate: local set (Int32, −1 none), may be worn twice (Uint8), gated by `viable` (Uint8). */
  candSet: 13,
  candRepeat: 14,
  candGated: 15,
  /** Int32 [S]: pieces of each set on the current path, pieces attainable. */
  setCount: 16,
  setSize: 17,
  /** Int32 [(L + 1) · S]: pieces of each set the levels from a level on can still hold. */
  reach: 18,
  /** Per depth [L + 1]: two-handed weapon worn (Uint8), `set_bonus` so far (Int32). */
  twoHandedAt: 19,
  setBonusAt: 20,
  /** Per candidate (Int32): its requirements (start, count in the requirement table) and OR groups (start, count in the group table). */
  candRequirementStart: 21,
  candRequirementCount: 22,
  candAlternativeStart: 23,
  candAlternativeCount: 24,
  /** Int32 per OR group: its alternatives (start, count in the requirement table). */
  alternativeStart: 25,
  alternativeCount: 26,
  /** Requirement table: tracked value (Int32), lowest and highest final value (Float64). */
  requirementTracked: 27,
  requirementLo: 28,
  requirementHi: 29,
  /** Float64 per candidate: Lagrangian score σ, static keys (tight, loose), plain objective, plain static key, case B's static keys (two families). */
  candSigma: 30,
  candTight: 31,
  candStatic: 32,
  rawObjective: 33,
  plainStatic: 34,
  splitStatic0: 35,
  splitStatic1: 36,
  /** Float64 per candidate: the most `set_bonus` its conditions allow (Infinity: no ceiling). */
  candSetBonusMost: 37,
  /** Float64 [S · stride · stride]: amortised set bonus by count and reach, Lagrangian and plain. */
  setAmortised: 38,
  plainAmortised: 39,
  /** Float64 [S]: case B's first-piece credit, Lagrangian and plain. */
  splitFirstLagrangian: 40,
  splitFirstPlain: 41,
  /** Float64 [(L + 1) · T]: tracked sums per depth (written by the search), the most and least the later levels add. */
  trackedPartial: 42,
  suffixTrackedMax: 43,
  suffixTrackedMin: 44,
  /** Float64 scratch of the top list (the largest group's positions). */
  top: 45,
  /** Float64 out (words 46–47): what the last bound summed after its first group (`boundTail`). */
  tail: 46,
  // The split set-bonus bound (`splitParts`, `splitBound` and G(R), fifth round).
  /** Float64 [L + 1]: per depth, the most `set_bonus` the worn items allow (written by the search). */
  setBonusMostAt: 48,
  /** Float64 [2 · (L + 1) · P · P]: per family, level and pair count, the P best β_s(p + 1) (P = SPLIT.maxPairs). */
  splitTop: 49,
  /** Float64 [S · stride]: set bonus by piece count, Lagrangian (β) and plain objective. */
  setBeta: 50,
  setRawObjective: 51,
  /** Int32 [lockedSetCount]: the local sets of the locked items, each once. */
  lockedSets: 52,
  lockedSetCount: 53,
  /** Scratch: Int32 [S] stamps of the sets seen by G(R), Float64 [P + 1] twice (its knapsack rows). */
  splitSeen: 54,
  splitDp: 55,
  splitNext: 56,
  /** Whether the split applies (1) and the stamp G(R) last used (per arena, from 0). */
  splitEnabled: 57,
  splitStamp: 58,
  /** Float64 (words 60–61): the largest ceiling among the candidates (or the locked items' one). */
  splitCeiling: 60,
  /** Float64 [5] out: case A, case B, and the tails of the usual bound, case A and case B. */
  splitOut: 62,
  // The feasibility tests (`feasibleAt`, `trackedReachable`, fifth round).
  /** Float64 [T]: each constraint row's bound (−Infinity for a condition's tracked value). */
  trackedNeed: 63,
  /** Float64 [(L + 1) · T]: per depth, the range the worn items' requirements give each tracked value (written by the search). */
  needLo: 64,
  needHi: 65,
  /** Int32: per depth [L + 1], how many worn candidates have OR groups on plain stats; those candidates [L] (written by the search). */
  alternativesAt: 66,
  wornAlternatives: 67,
  /** Float64 [(L + 1) · T]: per level, the most the items from there add (set bonuses aside), and a cap of the sets' gain. */
  itemSuffixMax: 68,
  setGainCap: 69,
  /** Int32: per tracked value, the sets whose bonus can raise it (start, count in the pool), the pool. */
  raisingStart: 70,
  raisingCount: 71,
  raisingSets: 72,
  /** Float64 [S · stride · stride · T]: per set, count and pieces to come, the most a tracked value rises. */
  setGainUp: 73,
  /** Float64: per candidate its tracked values [C · T]; per set and count the tracked bonus values [S · stride · T]. */
  candTracked: 74,
  setTrackedBonus: 75,
  /**
   * Uint8 [G]: bit 1 when a candidate of the group has a `set_bonus` ceiling (case A's walk differs
   * from the usual one only there), bit 2 when one is a set item (case B's values differ only there).
   */
  groupFlags: 76,
  /** Float64 [G] scratch: each group's term in the last usual bound, reused by cases A and B where their walk gives the same. */
  groupTerm: 77,
  // The walk (`panominatorWalk`, sixth round): what `step` reads and writes besides the bound's tables.
  /** Int32 [L]: per level, the stuff record's word of its slot (−1: the exo level). */
  levelSlotWord: 78,
  /** Per candidate: catalogue row (Int32, −1 none), two-handed weapon (Uint8). */
  candRow: 79,
  candTwoHanded: 80,
  /** Int32 [L]: per level, the order index of the candidate applied (−1: the level is entered next), and where its walk started. */
  choice: 81,
  startIndex: 82,
  /** Float64 [L + 1]: per depth, the Lagrangian and the plain objective so far. */
  partial: 83,
  plainPartial: 84,
  /** Float64 [L]: per level, the rests of its visit (usual, cases A and B; plain family the same), and the later groups alone. */
  levelRest: 85,
  levelRestA: 86,
  levelRestB: 87,
  levelRestPlain: 88,
  levelRestPlainA: 89,
  levelRestPlainB: 90,
  levelAfter: 91,
  /** Int32 [L]: per level, its group's positions from this one on. */
  levelPositionsLeft: 92,
  /** Float64 [L + 1]: the static keys of the levels from each on (Lagrangian, plain). */
  suffixStatic: 93,
  plainSuffixStatic: 94,
  /** Float64 [6]: the tails the last post-apply tests summed (family 0 at 0, family 1 at 3), for the next level's rest. */
  cachedRest: 95,
  /** Float64 scratch of the deficit bound (`tailCut`): the largest group's positions, values and τ. */
  tailScratch: 96,
  tailTau: 97,
  /** Float64 [PANOMINATOR_WALK_REAL.count] and Int32 [PANOMINATOR_WALK_INT.count]: the walk's scalars. */
  walkReal: 98,
  walkInt: 99,
  /** Int32 scratch of `tailCut` [C + 2 · G]: per group from its depth on, its positions, its viable candidates' count, those candidates in order (~c: may be worn twice). */
  tailList: 100,
  /** Float64 scratch [C + 2 · G] beside `tailList`: per listed candidate its σ. */
  tailSigma: 101,
  /**
   * Per tracked value, the list `tailValue` walks (`listTailTau`): `tailList` without the candidates
   * with τ = 0 that cannot be among their group's best (Int32, same layout), their σ and τ (Float64
   * [C + 2 · G] each), and the scratch of that selection (Int32, the largest group's positions).
   */
  tailTauList: 102,
  tailRed: 103,
  tailRedSigma: 104,
  tailPick: 105,
  /**
   * The deficit bound's lists kept per depth and tracked value (`tailCut`): per depth the viability
   * of the tail groups' gated candidates and the two-handed flag as bits (Int64 [L + 1]) and the stamp
   * they got (Int32 [L + 1]); per depth and tracked value the stamp its list was made for and its
   * length (Int32 [(L + 1) · T]); the tail groups' gated candidates (Int32). The lists themselves are
   * `tailRed`, `tailRedSigma`, `tailTauList`, one region of `tailWidth` per depth and tracked value.
   */
  tailSignatureAt: 106,
  tailStampAt: 107,
  tailListStamp: 108,
  tailListLength: 109,
  tailGated: 110,
  words: 111,
} as const;

/** The walk's Float64 scalars (`walkReal`): node count, node count at the first level's last apply, constants. */
export const PANOMINATOR_WALK_REAL = { nodes: 0, probeFrom: 1, lockedConstant: 2, rootConstant: 3, granularity: 4, count: 5 } as const;

/**
 * The walk's Int32 scalars (`walkInt`): depth, probing (1), the level whose rest `cachedRest` holds (−1
 * none), the plain family on (1), the parts and this part, the level dealt out between parts (−1
 * none), the deficit bound's first level, the stuff record's byte address, the deficit bound's list
 * width, its gated candidates' count (−1: too many to keep lists) and its last stamp.
 */
export const PANOMINATOR_WALK_INT = { depth: 0, probing: 1, restCachedAt: 2, plainEnabled: 3, parts: 4, part: 5, splitLevel: 6, tailStart: 7, stuff: 8, tailWidth: 9, tailGatedCount: 10, tailStamp: 11, count: 12 } as const;

/** What `panominatorWalk` returns, and the probe budget (nodes per first-level branch). */
export const PANOMINATOR_WALK = { budget: 0, leaf: 1, done: 2, probeNodes: 300 } as const;

/** The split bound's constants: the most `set_bonus` pairs case B counts (beyond, the usual bound stands). */
export const PANOMINATOR_SPLIT = { maxPairs: 4 } as const;

/** Bits of `groupFlags`. */
export const PANOMINATOR_GROUP = { capped: 1, sets: 2 } as const;

/** The candidate orders of a group, in `orderStart` order: the search's, the loose one, the plain family's, case B's (two families). */
export const PANOMINATOR_ORDER = { search: 0, loose: 1, plain: 2, split0: 3, split1: 4, kinds: 5 } as const;

const constName = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

/** Lines of engine/assembly/generated/constants.ts for the Panominator's bound. */
export function panominatorAssemblyConstants(): string[] {
  const group = (prefix: string, record: Readonly<Record<string, number>>) =>
    Object.entries(record).map(([name, value]) => `@inline export const ${prefix}_${constName(name)}: i32 = ${value};`);
  return [...group('PANO_BOUND', PANOMINATOR_BOUND), ...group('PANO_ORDER', PANOMINATOR_ORDER), ...group('PANO_SPLIT', PANOMINATOR_SPLIT), ...group('PANO_GROUP', PANOMINATOR_GROUP), ...group('PANO_WALK_REAL', PANOMINATOR_WALK_REAL), ...group('PANO_WALK_INT', PANOMINATOR_WALK_INT), ...group('PANO_WALK', PANOMINATOR_WALK)];
}
