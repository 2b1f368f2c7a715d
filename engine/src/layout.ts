/**
 * Word offsets (Int32) of the records shared between the wrapper and the kernels. A stuff and a
 * sheet are flat Int32 records so that a batch of them is one typed array in linear memory.
 */
import { STAT_COUNT, PRIMARY_STATS } from './stats.ts';
import { SLOT_COUNT } from './slots.ts';

/** Row width: the stat count rounded up to whole 4-lane SIMD vectors. */
export const STAT_STRIDE = Math.ceil(STAT_COUNT / 4) * 4;

const PRIMARY_COUNT = PRIMARY_STATS.length;

export const STUFF_LAYOUT = {
  classId: 0,
  level: 1,
  /** One catalogue row index per slot, −1 for an empty slot. */
  items: 4,
  points: 4 + SLOT_COUNT,
  scrolls: 4 + SLOT_COUNT + PRIMARY_COUNT,
  /** Sum over slots of (rolled value − catalogue maximum), per stat; aligned for SIMD. */
  rollDelta: alignTo4(4 + SLOT_COUNT + 2 * PRIMARY_COUNT),
  boosts: alignTo4(4 + SLOT_COUNT + 2 * PRIMARY_COUNT) + STAT_STRIDE,
  words: alignTo4(4 + SLOT_COUNT + 2 * PRIMARY_COUNT) + 2 * STAT_STRIDE,
} as const;

export const SHEET_LAYOUT = {
  stats: 0,
  /** Per primary stat: base, scroll, items, set, boost. */
  parts: STAT_STRIDE,
  /** Number of sets worn, then (set row, distinct pieces) pairs. */
  setCount: STAT_STRIDE + 5 * PRIMARY_COUNT,
  sets: STAT_STRIDE + 5 * PRIMARY_COUNT + 1,
  words: alignTo4(STAT_STRIDE + 5 * PRIMARY_COUNT + 1 + 2 * SLOT_COUNT),
} as const;

function alignTo4(words: number): number {
  return Math.ceil(words / 4) * 4;
}
