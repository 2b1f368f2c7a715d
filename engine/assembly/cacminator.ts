// The Cacminator's weapon sweep (engine README "Cacminator"; layout in engine/src/cacminator-layout.ts).
// For each candidate weapon: its catalogue row goes into the `ar` word of the stuff record it is
// computed in (without the shield for a two-handed weapon), its damage row into the request; the
// damage kernel recomputes the sheet and the weapon's lines; the element and condition filters and
// the ranking figure are read from the same records, and the weapon is inserted into the sorted top
// list when it ranks among the `limit` best (score descending, then weapon id ascending).
//
// Runs in slices: a call computes at most `slice` candidates from the record's cursor and returns how
// many are left, so that the wrapper can report progress and honour a stop between slices. No
// allocation: every table and record is at an address the wrapper laid out once.
//
// The figures use the same f64 operations in the same order as the TypeScript loop and reference
// (engine/src/cacminator-common.ts `cacminatorScore`, `ranksBefore`), so the rankings agree exactly.

import {
  CAC_WEAPON_ID, CAC_WEAPON_ITEM_ROW, CAC_WEAPON_DAMAGE_ROW, CAC_WEAPON_TWO_HANDED, CAC_WEAPON_LINE_COUNT,
  CAC_WEAPON_AP_COST, CAC_WEAPON_WORDS,
  CAC_SCAN_WEAPONS, CAC_SCAN_CANDIDATES, CAC_SCAN_CANDIDATE_COUNT, CAC_SCAN_ONE_HAND_STUFF, CAC_SCAN_TWO_HAND_STUFF,
  CAC_SCAN_SHEET, CAC_SCAN_REQUEST, CAC_SCAN_OUT, CAC_SCAN_TOP_INDEX, CAC_SCAN_TOP_SCORE, CAC_SCAN_ELEMENT_MASK,
  CAC_SCAN_CHECK_CONDITIONS, CAC_SCAN_EXPECTATION, CAC_SCAN_RANK_BY, CAC_SCAN_LIMIT, CAC_SCAN_NEXT,
  CAC_SCAN_CONSIDERED, CAC_SCAN_KEPT,
  CAC_EXPECTATION_EXPECTED, CAC_EXPECTATION_CRITICAL, CAC_RANK_TURN, CAC_AR_WORD,
  REQUEST_ROW, KIND_HEAL,
  OUT_CRIT_KIND, OUT_FAIL_CHANCE, OUT_USES_PER_TURN, OUT_DAMAGE_PER_TURN, OUT_DAMAGE_PER_AP, OUT_WORDS,
  OUT_LINE_KIND, OUT_LINE_ELEMENT, OUT_LINE_AVERAGE, OUT_LINE_WORDS,
} from './generated/constants';
import { weaponDamage, weaponDamageBound } from './damage';
import { unmetConditionGroups } from './conditions';

@inline function word(record: usize, offset: i32): i32 {
  return load<i32>(record + (<usize>offset << 2));
}

@inline function setWord(record: usize, offset: i32, value: i32): void {
  store<i32>(record + (<usize>offset << 2), value);
}

@inline function address(record: usize, offset: i32): usize {
  return <usize><u32>word(record, offset);
}

@inline function outWord(out: usize, index: i32): f64 {
  return load<f64>(out + (<usize>index << 3));
}

/** Whether a damage or steal line of the result was computed in one of the masked elements (normal slots). */
function hitsInElements(out: usize, lineCount: i32, mask: i32): bool {
  for (let line = 0; line < lineCount; line++) {
    const slot = OUT_WORDS + 2 * line * OUT_LINE_WORDS;
    const element = <i32>outWord(out, slot + OUT_LINE_ELEMENT);
    if (outWord(out, slot + OUT_LINE_KIND) != <f64>KIND_HEAL && (mask & (1 << element)) != 0) return true;
  }
  return false;
}

/** `cacminatorScore` of the result record: the expected figure as the kernel wrote it, or one side's line averages. */
function score(out: usize, lineCount: i32, apCost: i32, expectation: i32, rankBy: i32): f64 {
  if (expectation == CAC_EXPECTATION_EXPECTED) return rankBy == CAC_RANK_TURN ? outWord(out, OUT_DAMAGE_PER_TURN) : outWord(out, OUT_DAMAGE_PER_AP);
  // Critical kind 0: the weapon cannot crit, its critical side is its normal side.
  const side = expectation == CAC_EXPECTATION_CRITICAL && outWord(out, OUT_CRIT_KIND) != 0 ? 1 : 0;
  let sum: f64 = 0;
  for (let line = 0; line < lineCount; line++) {
    const slot = OUT_WORDS + (2 * line + side) * OUT_LINE_WORDS;
    if (outWord(out, slot + OUT_LINE_KIND) != <f64>KIND_HEAL) sum += outWord(out, slot + OUT_LINE_AVERAGE);
  }
  // forcedDamagePerUse, then rankingFigure.
  const perUse = (1 - outWord(out, OUT_FAIL_CHANCE)) * sum;
  if (rankBy == CAC_RANK_TURN) return outWord(out, OUT_USES_PER_TURN) * perUse;
  return apCost > 0 ? perUse / <f64>apCost : 0;
}

/** `ranksBefore`: score descending, then weapon id ascending. */
@inline function ranksBefore(score: f64, id: i32, otherScore: f64, otherId: i32): bool {
  return score > otherScore || (score == otherScore && id < otherId);
}

@inline function idOf(weapons: usize, index: i32): i32 {
  return load<i32>(weapons + (<usize>(index * CAC_WEAPON_WORDS + CAC_WEAPON_ID) << 2));
}

/** Inserts weapon `index` into the sorted top list of `kept` entries when it ranks among the `limit` best; returns the new count. */
function keep(weapons: usize, topIndex: usize, topScore: usize, kept: i32, limit: i32, index: i32, value: f64): i32 {
  const id = idOf(weapons, index);
  if (kept == limit) {
    const last = <usize>(kept - 1);
    if (!ranksBefore(value, id, load<f64>(topScore + (last << 3)), idOf(weapons, load<i32>(topIndex + (last << 2))))) return kept;
  }
  let position = kept < limit ? kept : limit - 1;
  while (position > 0) {
    const previous = <usize>(position - 1);
    const previousScore = load<f64>(topScore + (previous << 3));
    const previousIndex = load<i32>(topIndex + (previous << 2));
    if (!ranksBefore(value, id, previousScore, idOf(weapons, previousIndex))) break;
    store<f64>(topScore + (<usize>position << 3), previousScore);
    store<i32>(topIndex + (<usize>position << 2), previousIndex);
    position--;
  }
  store<f64>(topScore + (<usize>position << 3), value);
  store<i32>(topIndex + (<usize>position << 2), index);
  return kept < limit ? kept + 1 : kept;
}

/**
 * Computes up to `slice` candidates from the scan record's cursor (CACMINATOR_SCAN), filters and
 * ranks them into its top list; returns how many candidates are left (0: the sweep is over).
 */
export function cacminatorScan(scan: usize, slice: i32): i32 {
  const weapons = address(scan, CAC_SCAN_WEAPONS);
  const candidates = address(scan, CAC_SCAN_CANDIDATES);
  const count = word(scan, CAC_SCAN_CANDIDATE_COUNT);
  const oneHand = address(scan, CAC_SCAN_ONE_HAND_STUFF);
  const twoHand = address(scan, CAC_SCAN_TWO_HAND_STUFF);
  const sheet = address(scan, CAC_SCAN_SHEET);
  const request = address(scan, CAC_SCAN_REQUEST);
  const out = address(scan, CAC_SCAN_OUT);
  const topIndex = address(scan, CAC_SCAN_TOP_INDEX);
  const topScore = address(scan, CAC_SCAN_TOP_SCORE);
  const elementMask = word(scan, CAC_SCAN_ELEMENT_MASK);
  const checkConditions = word(scan, CAC_SCAN_CHECK_CONDITIONS) != 0;
  const expectation = word(scan, CAC_SCAN_EXPECTATION);
  const rankBy = word(scan, CAC_SCAN_RANK_BY);
  const limit = word(scan, CAC_SCAN_LIMIT);
  let next = word(scan, CAC_SCAN_NEXT);
  let considered = word(scan, CAC_SCAN_CONSIDERED);
  let kept = word(scan, CAC_SCAN_KEPT);

  const end = slice < count - next ? next + slice : count;
  for (; next < end; next++) {
    const index = load<i32>(candidates + (<usize>next << 2));
    const weapon = weapons + (<usize>(index * CAC_WEAPON_WORDS) << 2);
    const itemRow = word(weapon, CAC_WEAPON_ITEM_ROW);
    const stuff = word(weapon, CAC_WEAPON_TWO_HANDED) != 0 ? twoHand : oneHand;
    const lineCount = word(weapon, CAC_WEAPON_LINE_COUNT);
    setWord(stuff, CAC_AR_WORD, itemRow);
    setWord(request, REQUEST_ROW, word(weapon, CAC_WEAPON_DAMAGE_ROW));
    const apCost = word(weapon, CAC_WEAPON_AP_COST);
    // Full list: a weapon whose bound (every line at its highest roll) cannot enter it is not computed
    // further. Every filter reads the true sheet and applied elements, which the bound already has.
    const full = kept == limit;
    if (full) weaponDamageBound(stuff, sheet, request, out);
    else weaponDamage(stuff, sheet, request, out);
    if (elementMask != 0 && !hitsInElements(out, lineCount, elementMask)) continue;
    if (checkConditions && unmetConditionGroups(itemRow, stuff, sheet) != 0) continue;
    considered++;
    if (full) {
      // score ≤ bound, so a bound that does not rank before the last entry means the score does not either.
      const last = <usize>(kept - 1);
      const bound = score(out, lineCount, apCost, expectation, rankBy);
      if (!ranksBefore(bound, idOf(weapons, index), load<f64>(topScore + (last << 3)), idOf(weapons, load<i32>(topIndex + (last << 2))))) continue;
      weaponDamage(stuff, sheet, request, out);
    }
    const value = score(out, lineCount, apCost, expectation, rankBy);
    kept = keep(weapons, topIndex, topScore, kept, limit, index, value);
  }
  setWord(scan, CAC_SCAN_NEXT, next);
  setWord(scan, CAC_SCAN_CONSIDERED, considered);
  setWord(scan, CAC_SCAN_KEPT, kept);
  return count - next;
}
