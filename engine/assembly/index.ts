// Entry point of the Tofulab WASM engine. Memory is handed out once by `allocate` (bump allocator
// of the stub runtime, never freed: an engine lives as long as its catalogue); every kernel then
// works on caller-given addresses without allocating.

import { SHEET_WORDS, STUFF_WORDS, S_HP } from './generated/constants';
import { computeSheet } from './sheet';

export { setCatalog } from './catalog';
export { setConditionTables, checkConditions, unmetConditionGroups } from './conditions';
export { setCapitalTables, computeCapital } from './capital';
export { decodeStufferCode, encodeStufferCode } from './stuffer';
export { setDamageTables, weaponDamage, spellDamage } from './damage';

export function allocate(bytes: usize): usize {
  const ptr = heap.alloc(bytes);
  memory.fill(ptr, 0, bytes);
  return ptr;
}

export function computeStats(stuff: usize, sheet: usize): void {
  computeSheet(stuff, sheet);
}

/**
 * Sheets of `count` consecutive stuffs, each written over the same sheet record (the optimiser's
 * inner loop scores each sheet and moves on); returns the sum of HP so the work cannot be elided.
 */
export function computeStatsBatch(stuffs: usize, count: i32, sheet: usize): i32 {
  let checksum: i32 = 0;
  for (let i: i32 = 0; i < count; i++) {
    computeSheet(stuffs + (<usize>i * <usize>STUFF_WORDS << 2), sheet);
    checksum += load<i32>(sheet + (<usize>S_HP << 2));
  }
  return checksum;
}

export const stuffWords: i32 = STUFF_WORDS;
export const sheetWords: i32 = SHEET_WORDS;
