// Capital spent on the invested characteristic points, with the class's official cost tables
// (research §3.1 [OFF]): from base value `from` on, `cost` capital buys `count` points. The tier is
// the one of the base value at the moment of each purchase, so a purchase that crosses a threshold
// is paid at the lower tier, as in the game.

import {
  PRIMARY_COUNT, CAPITAL_CLASS_ID_LIMIT, CAPITAL_TIERS, CAPITAL_TIER_WORDS,
  STUFF_CLASS_ID, STUFF_POINTS, STUFF_SCROLLS, SHEET_CAPITAL_KNOWN, SHEET_CAPITAL_SPENT,
  R_SCROLLS_IN_CAPITAL_TIERS,
} from './generated/constants';
import { rule } from './catalog';

let classRowOf: usize = 0;
let tierTable: usize = 0;

/** `rows`: CLASS_ID_LIMIT words, the table row of each class id or −1; `tiers`: the rows. */
export function setCapitalTables(rows: usize, tiers: usize): void {
  classRowOf = rows;
  tierTable = tiers;
}

/** First (from, cost, count) entry of one class's table for one primary stat. */
@inline function tiersOf(row: i32, primary: i32): usize {
  return tierTable + (<usize>((row * PRIMARY_COUNT + primary) * CAPITAL_TIERS * CAPITAL_TIER_WORDS) << 2);
}

const TIER_BYTES: usize = <usize>CAPITAL_TIER_WORDS << 2;

/**
 * Capital to buy `points` more points of one stat starting from base value `start`. Unused entries
 * after the real tiers start at i32.MAX_VALUE (the wrapper writes them so), which ends every scan.
 */
function costOf(tiers: usize, start: i32, points: i32): i32 {
  if (points <= 0) return 0;
  let spent: i32 = 0;
  let base = start;
  let remaining = points;
  // Tiers are in increasing `from` order and the base only grows: the current tier only moves forward.
  let tier = tiers;
  while (load<i32>(tier + TIER_BYTES) <= base) tier += TIER_BYTES;
  while (remaining > 0) {
    const cost = load<i32>(tier, 4);
    const count = load<i32>(tier, 8);
    // Points bought at this tier: up to the next threshold, by whole purchases of `count` points.
    const wanted = min(remaining, load<i32>(tier + TIER_BYTES) - base);
    const purchases = count == 1 ? wanted : (wanted + count - 1) / count;
    spent += purchases * cost;
    base += purchases * count;
    remaining -= purchases * count;
    while (load<i32>(tier + TIER_BYTES) <= base) tier += TIER_BYTES;
  }
  return spent;
}

export function computeCapital(stuff: usize, sheet: usize): void {
  const classId = load<i32>(stuff + (<usize>STUFF_CLASS_ID << 2));
  const row = classId >= 0 && classId < CAPITAL_CLASS_ID_LIMIT ? load<i32>(classRowOf + (<usize>classId << 2)) : -1;
  store<i32>(sheet + (<usize>SHEET_CAPITAL_KNOWN << 2), row >= 0 ? 1 : 0);
  const scrollsCount = rule(R_SCROLLS_IN_CAPITAL_TIERS) != 0;
  for (let p: i32 = 0; p < PRIMARY_COUNT; p++) {
    let spent: i32 = 0;
    if (row >= 0) {
      const start = scrollsCount ? load<i32>(stuff + (<usize>(STUFF_SCROLLS + p) << 2)) : 0;
      spent = costOf(tiersOf(row, p), start, load<i32>(stuff + (<usize>(STUFF_POINTS + p) << 2)));
    }
    store<i32>(sheet + (<usize>(SHEET_CAPITAL_SPENT + p) << 2), spent);
  }
}
