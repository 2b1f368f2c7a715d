/**
 * Word offsets (Int32) of the records shared between the wrapper and the kernels. A stuff and a
 * sheet are flat Int32 records so that a batch of them is one typed array in linear memory.
 */
import { STAT_COUNT, PRIMARY_STATS } from '../../game/stats.ts';
import { SLOT_COUNT } from '../../game/slots.ts';
import { CAPITAL_TIERS_MAX } from '../../game/capital.ts';

/** Row width: the stat count rounded up to whole 4-lane SIMD vectors. */
export const STAT_STRIDE = Math.ceil(STAT_COUNT / 4) * 4;

const PRIMARY_COUNT = PRIMARY_STATS.length;

/** Fixed-point scale of the final-damage factor words (parts per million). */
export const FACTOR_SCALE = 1_000_000;

const STUFF_HEADER = 8;
const STUFF_EXTRA_ROW = alignTo4(STUFF_HEADER + SLOT_COUNT + 5 * PRIMARY_COUNT);

/**
 * A stuff record. It is kept small because the optimiser streams millions of them: everything that
 * adds to the sheet besides the items' rows and set bonuses (rolls, forgemagie, boosts) is summed into
 * one row, and only the primary stats keep those contributions apart, for the sheet's parts.
 */
export const STUFF_LAYOUT = {
  classId: 0,
  level: 1,
  /** Health boost, % of HP. */
  hpPercent: 2,
  /** Shield boosts: % of HP, and flat. */
  shieldPercent: 3,
  shieldFlat: 4,
  /** Product of the final-damage boosts, in FACTOR_SCALE units (the wrapper multiplies them). */
  boostDamageFactor: 5,
  /** 0 male, 1 female. */
  gender: 6,
  /** One catalogue row index per slot, −1 for an empty slot. */
  items: STUFF_HEADER,
  points: STUFF_HEADER + SLOT_COUNT,
  scrolls: STUFF_HEADER + SLOT_COUNT + PRIMARY_COUNT,
  /** Per primary stat: rolled value − catalogue maximum, summed over the slots (part of "items"). */
  rollPrimaries: STUFF_HEADER + SLOT_COUNT + 2 * PRIMARY_COUNT,
  forgemagiePrimaries: STUFF_HEADER + SLOT_COUNT + 3 * PRIMARY_COUNT,
  boostPrimaries: STUFF_HEADER + SLOT_COUNT + 4 * PRIMARY_COUNT,
  /** Every stat: roll deltas + forgemagie + boosts, one SIMD-aligned row. */
  extra: STUFF_EXTRA_ROW,
  words: STUFF_EXTRA_ROW + STAT_STRIDE,
} as const;

/** Parts of a primary stat, in the sheet record's order. */
export const PART_NAMES = ['base', 'scroll', 'items', 'set', 'forgemagie', 'boost'] as const;
const PART_COUNT = PART_NAMES.length;
const SHEET_TAIL = STAT_STRIDE + PART_COUNT * PRIMARY_COUNT;

export const SHEET_LAYOUT = {
  stats: 0,
  /** Per primary stat, the PART_NAMES values. */
  parts: STAT_STRIDE,
  partCount: PART_COUNT,
  /** Shield points, and every final-damage source multiplied, in FACTOR_SCALE units. */
  shield: SHEET_TAIL,
  finalDamageFactor: SHEET_TAIL + 1,
  /** 1 when the class has cost tables, then capital spent per primary stat. */
  capitalKnown: SHEET_TAIL + 2,
  capitalSpent: SHEET_TAIL + 3,
  /** Number of sets worn, then (set row, distinct pieces) pairs. */
  setCount: SHEET_TAIL + 3 + PRIMARY_COUNT,
  sets: SHEET_TAIL + 4 + PRIMARY_COUNT,
  words: alignTo4(SHEET_TAIL + 4 + PRIMARY_COUNT + 2 * SLOT_COUNT),
} as const;

/**
 * Capital cost tables in linear memory: a class id → row lookup of CLASS_ID_LIMIT entries, then per
 * row and primary stat up to `tiers` entries of (from, cost, count), unused entries with cost 0.
 */
export const CAPITAL_LAYOUT = {
  classIdLimit: 256,
  /** CAPITAL_TIERS_MAX and a sentinel. */
  tiers: CAPITAL_TIERS_MAX + 1,
  tierWords: 3,
} as const;

function alignTo4(words: number): number {
  return Math.ceil(words / 4) * 4;
}
