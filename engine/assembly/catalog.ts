// The catalogue in linear memory, as the wrapper lays it out once per engine (structure of arrays):
// one padded Int32 row of maximum-roll stats per item, the set row of each item, and for every set
// one bonus row per number of distinct pieces worn (0 … setStride − 1).

import { STAT_STRIDE } from './generated/constants';

export let itemStats: usize = 0;
export let itemSet: usize = 0;
export let itemCount: i32 = 0;
export let setBonus: usize = 0;
export let setCount: i32 = 0;
export let setStride: i32 = 0;
export let rules: usize = 0;

export function setCatalog(
  rulesPtr: usize,
  itemStatsPtr: usize,
  itemSetPtr: usize,
  items: i32,
  setBonusPtr: usize,
  sets: i32,
  stride: i32,
): void {
  rules = rulesPtr;
  itemStats = itemStatsPtr;
  itemSet = itemSetPtr;
  itemCount = items;
  setBonus = setBonusPtr;
  setCount = sets;
  setStride = stride;
}

@inline export function rule(field: i32): i32 {
  return load<i32>(rules + (<usize>field << 2));
}

@inline export function itemRow(item: i32): usize {
  return itemStats + (<usize>item * <usize>STAT_STRIDE << 2);
}

@inline export function setOfItem(item: i32): i32 {
  return load<i32>(itemSet + (<usize>item << 2));
}

/** Bonus row of `set` for `pieces` distinct pieces; counts past the table use its last row. */
@inline export function setBonusRow(set: i32, pieces: i32): usize {
  const tier = min(pieces, setStride - 1);
  return setBonus + ((<usize>set * <usize>setStride + <usize>tier) * <usize>STAT_STRIDE << 2);
}
