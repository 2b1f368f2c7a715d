// Entry point of the Tofulab WASM engine. Memory is handed out once by `allocate` (bump allocator
// of the stub runtime, never freed: an engine lives as long as its catalogue); every kernel then
// works on caller-given addresses without allocating.

import { SHEET_WORDS, STUFF_WORDS, S_HP, SHEET_CAPITAL_SPENT, PRIMARY_COUNT } from './generated/constants';
import { computeSheet } from './sheet';
import { computeCapital } from './capital';

export { setCatalog } from './catalog';
export { setConditionTables, checkConditions, unmetConditionGroups } from './conditions';
export { setCapitalTables } from './capital';
export { decodeStufferCode, encodeStufferCode } from './stuffer';
export { setDamageTables, weaponDamage, weaponDamageBound, spellDamage } from './damage';
export { cacminatorScan } from './cacminator';
export { panominatorRemainingBound, panominatorBindBound, panominatorSplitParts, panominatorSplitBound, panominatorFeasibleAt, panominatorTrackedReachable, panominatorWalk } from './panominator';

export function allocate(bytes: usize): usize {
  const ptr = heap.alloc(bytes);
  const end = ptr + bytes;
  // Memory past everything ever handed out is still as the module started or grew it: zero. Only a
  // region handed out before (none with this allocator, which never frees) would need clearing;
  // clearing fresh memory would only touch its pages early (a 3 MB catalogue image: ~10 ms).
  if (ptr < untouched) memory.fill(ptr, 0, min(end, untouched) - ptr);
  if (end > untouched) untouched = end;
  return ptr;
}

/** Every byte from here on has never been handed out by `allocate`. */
let untouched: usize = 0;

/** The whole sheet of one stuff: characteristics, then the capital spent on its points. */
export function computeStats(stuff: usize, sheet: usize): void {
  computeSheet(stuff, sheet);
  computeCapital(stuff, sheet);
}

/**
 * Sheets of `count` consecutive stuffs, each written over the same sheet record (the optimiser's
 * inner loop scores each sheet and moves on); returns the sum of HP and capital spent, so that the
 * work cannot be elided and a benchmark can check it against the reference.
 */
export function computeStatsBatch(stuffs: usize, count: i32, sheet: usize): i32 {
  let checksum: i32 = 0;
  for (let i: i32 = 0; i < count; i++) {
    computeStats(stuffs + (<usize>i * <usize>STUFF_WORDS << 2), sheet);
    checksum += load<i32>(sheet + (<usize>S_HP << 2));
    for (let p: i32 = 0; p < PRIMARY_COUNT; p++) checksum += load<i32>(sheet + (<usize>(SHEET_CAPITAL_SPENT + p) << 2));
  }
  return checksum;
}

export const stuffWords: i32 = STUFF_WORDS;
export const sheetWords: i32 = SHEET_WORDS;
