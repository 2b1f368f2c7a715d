// The characteristic sheet of one stuff: base + scroll + items (with their rolls) + set bonuses +
// boosts, then the derived values of the variant's rules (builder-spec §9, research §3).
// No allocation: the stuff and the sheet are Int32 records at caller-given addresses.

import {
  STAT_STRIDE, SLOT_COUNT, PRIMARY_COUNT,
  S_VITALITY, S_WISDOM, S_STRENGTH, S_INTELLIGENCE, S_CHANCE, S_AGILITY,
  S_AP, S_MP, S_SUMMONS, S_INITIATIVE, S_PROSPECTING, S_PODS, S_HP,
  S_AP_LOSS_DODGE, S_MP_LOSS_DODGE, S_AP_REDUCTION, S_MP_REDUCTION, S_LOCK, S_DODGE,
  R_AP_BASE, R_AP_HIGH_LEVEL, R_AP_HIGH_LEVEL_FROM, R_MP_BASE, R_HP_BASE, R_HP_PER_LEVEL,
  R_SUMMONS_BASE, R_PROSPECTING_BASE, R_PROSPECTING_CLASS_ID, R_PROSPECTING_CLASS_BASE,
  R_PROSPECTING_CHANCE_DIVISOR, R_PODS_BASE, R_PODS_PER_STRENGTH, R_DODGE_WISDOM_DIVISOR,
  R_REDUCTION_WISDOM_DIVISOR, R_LOCK_AGILITY_DIVISOR, R_DODGE_AGILITY_DIVISOR, R_INITIATIVE_FROM_PRIMARIES,
  STUFF_CLASS_ID, STUFF_LEVEL, STUFF_ITEMS, STUFF_POINTS, STUFF_SCROLLS, STUFF_ROLL_PRIMARIES,
  STUFF_FORGEMAGIE_PRIMARIES, STUFF_BOOST_PRIMARIES, STUFF_EXTRA, STUFF_HP_PERCENT, STUFF_SHIELD_PERCENT, STUFF_SHIELD_FLAT, STUFF_BOOST_DAMAGE_FACTOR,
  SHEET_STATS, SHEET_PARTS, SHEET_PART_COUNT, SHEET_SET_COUNT, SHEET_SETS, SHEET_WORDS, SHEET_SHIELD,
  SHEET_FINAL_DAMAGE_FACTOR, S_FINAL_DAMAGE_PERCENT, FACTOR_SCALE,
} from './generated/constants';
import { rule, itemRow, setOfItem, setBonusRow } from './catalog';

// Order of PART_NAMES in engine/src/layout.ts.
const PART_BASE: i32 = 0;
const PART_SCROLL: i32 = 1;
const PART_ITEMS: i32 = 2;
const PART_SET: i32 = 3;
const PART_FORGEMAGIE: i32 = 4;
const PART_BOOST: i32 = 5;

@inline function word(record: usize, offset: i32): i32 {
  return load<i32>(record + (<usize>offset << 2));
}

@inline function setWord(record: usize, offset: i32, value: i32): void {
  store<i32>(record + (<usize>offset << 2), value);
}

@inline function part(sheet: usize, primary: i32, which: i32): usize {
  return sheet + (<usize>(SHEET_PARTS + primary * SHEET_PART_COUNT + which) << 2);
}

/** row(dst) += row(src), STAT_STRIDE lanes, four at a time. */
@inline function addRow(dst: usize, src: usize): void {
  for (let lane: usize = 0; lane < <usize>(STAT_STRIDE << 2); lane += 16) {
    v128.store(dst + lane, i32x4.add(v128.load(dst + lane), v128.load(src + lane)));
  }
}

/** Integer division truncated toward zero, as the game servers compute it; divisor 0 gives 0. */
@inline function per(value: i32, divisor: i32): i32 {
  return divisor == 0 ? 0 : value / divisor;
}

export function computeSheet(stuff: usize, sheet: usize): void {
  memory.fill(sheet, 0, <usize>SHEET_WORDS << 2);
  const stats = sheet + (<usize>SHEET_STATS << 2);
  const sets = sheet + (<usize>SHEET_SETS << 2);
  let setsWorn: i32 = 0;

  // Items: every piece adds its row; each distinct piece counts once for its set.
  for (let slot: i32 = 0; slot < SLOT_COUNT; slot++) {
    const item = word(stuff, STUFF_ITEMS + slot);
    if (item < 0) continue;
    addRow(stats, itemRow(item));
    const set = setOfItem(item);
    if (set < 0) continue;
    let repeated = false;
    for (let earlier: i32 = 0; earlier < slot; earlier++) {
      if (word(stuff, STUFF_ITEMS + earlier) == item) { repeated = true; break; }
    }
    if (repeated) continue;
    let found = false;
    for (let worn: i32 = 0; worn < setsWorn; worn++) {
      const entry = sets + (<usize>(worn << 1) << 2);
      if (load<i32>(entry) == set) { store<i32>(entry + 4, load<i32>(entry + 4) + 1); found = true; break; }
    }
    if (!found) {
      const entry = sets + (<usize>(setsWorn << 1) << 2);
      store<i32>(entry, set);
      store<i32>(entry + 4, 1);
      setsWorn++;
    }
  }
  for (let p: i32 = 0; p < PRIMARY_COUNT; p++) {
    store<i32>(part(sheet, p, PART_ITEMS), word(stats, p) + word(stuff, STUFF_ROLL_PRIMARIES + p));
  }

  for (let worn: i32 = 0; worn < setsWorn; worn++) {
    const entry = sets + (<usize>(worn << 1) << 2);
    addRow(stats, setBonusRow(load<i32>(entry), load<i32>(entry + 4)));
  }
  setWord(sheet, SHEET_SET_COUNT, setsWorn);
  for (let p: i32 = 0; p < PRIMARY_COUNT; p++) {
    const itemRows = load<i32>(part(sheet, p, PART_ITEMS)) - word(stuff, STUFF_ROLL_PRIMARIES + p);
    store<i32>(part(sheet, p, PART_SET), word(stats, p) - itemRows);
  }

  addRow(stats, stuff + (<usize>STUFF_EXTRA << 2));
  for (let p: i32 = 0; p < PRIMARY_COUNT; p++) {
    const base = word(stuff, STUFF_POINTS + p);
    const scroll = word(stuff, STUFF_SCROLLS + p);
    store<i32>(part(sheet, p, PART_BASE), base);
    store<i32>(part(sheet, p, PART_SCROLL), scroll);
    store<i32>(part(sheet, p, PART_FORGEMAGIE), word(stuff, STUFF_FORGEMAGIE_PRIMARIES + p));
    store<i32>(part(sheet, p, PART_BOOST), word(stuff, STUFF_BOOST_PRIMARIES + p));
    setWord(stats, p, word(stats, p) + base + scroll);
  }

  deriveStats(stats, word(stuff, STUFF_CLASS_ID), word(stuff, STUFF_LEVEL));
  applyBoostEffects(stuff, sheet, stats);
}

/**
 * Boosts that are not stat lines (builder-spec §9): health is a percent of HP, shield a percent of HP
 * plus a flat amount, and final damage multiplies: the items' and sets' percent is one factor and
 * the wrapper has already multiplied the boosts' factors into STUFF_BOOST_DAMAGE_FACTOR.
 */
function applyBoostEffects(stuff: usize, sheet: usize, stats: usize): void {
  const hp = <i64>word(stats, S_HP) * <i64>(100 + word(stuff, STUFF_HP_PERCENT)) / 100;
  setWord(stats, S_HP, <i32>hp);
  setWord(sheet, SHEET_SHIELD, <i32>(hp * <i64>word(stuff, STUFF_SHIELD_PERCENT) / 100) + word(stuff, STUFF_SHIELD_FLAT));
  const itemFactor = FACTOR_SCALE + <i64>word(stats, S_FINAL_DAMAGE_PERCENT) * (FACTOR_SCALE / 100);
  // Saturates at the largest 32-bit word (×2,147) instead of wrapping: only items past +100,000 %
  // final damage with a ×1,000 boost stack get there.
  const factor = min<i64>(itemFactor * <i64>word(stuff, STUFF_BOOST_DAMAGE_FACTOR) / FACTOR_SCALE, <i64>i32.MAX_VALUE);
  setWord(sheet, SHEET_FINAL_DAMAGE_FACTOR, <i32>factor);
}

function deriveStats(stats: usize, classId: i32, level: i32): void {
  const vitality = word(stats, S_VITALITY);
  const wisdom = word(stats, S_WISDOM);
  const strength = word(stats, S_STRENGTH);
  const intelligence = word(stats, S_INTELLIGENCE);
  const chance = word(stats, S_CHANCE);
  const agility = word(stats, S_AGILITY);

  const apBase = level >= rule(R_AP_HIGH_LEVEL_FROM) ? rule(R_AP_HIGH_LEVEL) : rule(R_AP_BASE);
  setWord(stats, S_AP, word(stats, S_AP) + apBase);
  setWord(stats, S_MP, word(stats, S_MP) + rule(R_MP_BASE));
  setWord(stats, S_HP, word(stats, S_HP) + rule(R_HP_BASE) + rule(R_HP_PER_LEVEL) * (level - 1) + vitality);
  setWord(stats, S_SUMMONS, word(stats, S_SUMMONS) + rule(R_SUMMONS_BASE));

  const prospectingBase = classId == rule(R_PROSPECTING_CLASS_ID) ? rule(R_PROSPECTING_CLASS_BASE) : rule(R_PROSPECTING_BASE);
  setWord(stats, S_PROSPECTING, word(stats, S_PROSPECTING) + prospectingBase + per(chance, rule(R_PROSPECTING_CHANCE_DIVISOR)));
  setWord(stats, S_PODS, word(stats, S_PODS) + rule(R_PODS_BASE) + rule(R_PODS_PER_STRENGTH) * strength);
  if (rule(R_INITIATIVE_FROM_PRIMARIES) != 0) {
    setWord(stats, S_INITIATIVE, word(stats, S_INITIATIVE) + strength + intelligence + chance + agility);
  }

  const dodgeFromWisdom = per(wisdom, rule(R_DODGE_WISDOM_DIVISOR));
  setWord(stats, S_AP_LOSS_DODGE, word(stats, S_AP_LOSS_DODGE) + dodgeFromWisdom);
  setWord(stats, S_MP_LOSS_DODGE, word(stats, S_MP_LOSS_DODGE) + dodgeFromWisdom);
  const reductionFromWisdom = per(wisdom, rule(R_REDUCTION_WISDOM_DIVISOR));
  setWord(stats, S_AP_REDUCTION, word(stats, S_AP_REDUCTION) + reductionFromWisdom);
  setWord(stats, S_MP_REDUCTION, word(stats, S_MP_REDUCTION) + reductionFromWisdom);
  setWord(stats, S_LOCK, word(stats, S_LOCK) + per(agility, rule(R_LOCK_AGILITY_DIVISOR)));
  setWord(stats, S_DODGE, word(stats, S_DODGE) + per(agility, rule(R_DODGE_AGILITY_DIVISOR)));
}
