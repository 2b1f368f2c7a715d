// Weapon and spell damage of one stuff against one target (research §2.1–2.7 for retro, §5 for the
// Dofus 2 / Touch formulas; the variant's settings come from the damage rule block). Every kernel
// first computes the stuff's sheet into the caller's scratch sheet, then reads its totals.
//
// All arithmetic is on f64 holding integers, one division per floor, in the same order as the
// TypeScript reference (engine/src/reference-damage.ts): both give the same bits for every input.
// No allocation: tables, request and result live at caller-given addresses.

import {
  S_STRENGTH, S_INTELLIGENCE, S_CHANCE, S_AGILITY, S_AP,
  S_DAMAGE, S_DAMAGE_PERCENT, S_PHYSICAL_DAMAGE, S_CRITICAL_HIT, S_CRITICAL_DAMAGE, S_HEALS,
  S_NEUTRAL_DAMAGE, S_EARTH_DAMAGE, S_FIRE_DAMAGE, S_WATER_DAMAGE, S_AIR_DAMAGE,
  S_SPELL_DAMAGE_PERCENT, S_WEAPON_DAMAGE_PERCENT, S_MELEE_DAMAGE_PERCENT, S_RANGED_DAMAGE_PERCENT,
  SHEET_STATS, SHEET_FINAL_DAMAGE_FACTOR, FACTOR_SCALE, STUFF_CLASS_ID,
  DR_CRITICAL_MODEL, DR_CRITICAL_RATE_FLOOR, DR_RESISTANCE_ORDER, DR_PERCENT_RESISTANCE_CAP,
  DR_PERCENT_RESISTANCE_CAP_PLAYERS_ONLY, DR_WEAPON_SKILL_MODEL, DR_UNKNOWN_CLASS_WEAPON_SKILL,
  DR_MASTERY_COMBINATION, DR_DISTANCE_PENALTY_PERCENT,
  ELEMENT_NEUTRAL, ELEMENT_EARTH, ELEMENT_FIRE, ELEMENT_WATER, ELEMENT_AIR, ELEMENT_BEST,
  KIND_STEAL, KIND_HEAL,
  WEAPON_LINE_START, WEAPON_LINE_COUNT, WEAPON_AP_COST, WEAPON_CRIT_RATE, WEAPON_CRIT_PERCENT,
  WEAPON_CRIT_BONUS, WEAPON_FAIL_RATE, WEAPON_USES_PER_TURN, WEAPON_TYPE_COLUMN, WEAPON_RANGE_CLASS,
  WEAPON_DISTANCE_PENALTY, WEAPON_WORDS,
  LINE_KIND, LINE_ELEMENT, LINE_MIN, LINE_MAX, LINE_TURNS, LINE_CHANCE, LINE_WORDS,
  SPELL_NORMAL_START, SPELL_NORMAL_COUNT, SPELL_CRITICAL_START, SPELL_CRITICAL_COUNT, SPELL_AP_COST,
  SPELL_CRIT_RATE, SPELL_CRIT_PERCENT, SPELL_FAIL_RATE, SPELL_CASTS_PER_TURN, SPELL_RANGE_MAX, SPELL_WORDS,
  REQUEST_ROW, REQUEST_TARGET_PLAYER, REQUEST_AT_DISTANCE, REQUEST_WEAPON_MASTERY, REQUEST_WEAPON_SKILL_POWER,
  REQUEST_RESIST_PERCENT, REQUEST_RESIST_FLAT,
  OUT_NORMAL_COUNT, OUT_CRITICAL_COUNT, OUT_CRIT_KIND, OUT_CRIT_VALUE, OUT_CRIT_CHANCE, OUT_FAIL_CHANCE,
  OUT_USES_PER_TURN, OUT_EXPECTED_DAMAGE, OUT_DAMAGE_PER_TURN, OUT_DAMAGE_PER_AP, OUT_EXPECTED_HEAL,
  OUT_AT_DISTANCE, OUT_WEAPON_SKILL, OUT_WORDS,
  OUT_LINE_KIND, OUT_LINE_ELEMENT, OUT_LINE_MIN, OUT_LINE_MAX, OUT_LINE_AVERAGE, OUT_LINE_HEAL_MIN,
  OUT_LINE_HEAL_MAX, OUT_LINE_HEAL_AVERAGE, OUT_LINE_WORDS,
  SKILL_CLASS_LIMIT,
} from './generated/constants';
import { computeSheet } from './sheet';

// Codes of the damage settings (engine/src/variants.ts, in their list order).
const MODEL_ONE_IN_X: i32 = 0;
const ORDER_PERCENT_THEN_FLAT: i32 = 0;
const SKILL_CLASS_TABLE: i32 = 1;
const MASTERY_SCALE_BOOSTED_ROLL: i32 = 1;
const RANGE_DISTANCE: i32 = 1;
const CRIT_NONE: f64 = 0;
const CRIT_ONE_IN_X: f64 = 1;
const CRIT_PERCENT: f64 = 2;

/** e × 1.1 of the 1.29 client's getCriticalHitChance (not e^1.1). [OFF S1] */
const CRIT_AGILITY_FACTOR: f64 = Math.E * 1.1;

let damageRules: usize = 0;
let weaponRows: usize = 0;
let lineRows: usize = 0;
let spellRows: usize = 0;
let skillTable: usize = 0;
let skillColumns: i32 = 0;

export function setDamageTables(rules: usize, weapons: usize, lines: usize, spells: usize, skills: usize, columns: i32): void {
  damageRules = rules;
  weaponRows = weapons;
  lineRows = lines;
  spellRows = spells;
  skillTable = skills;
  skillColumns = columns;
}

// State of the current call, set once before the lines are computed.
let stats: usize = 0;
let request: usize = 0;
let onWeapon: bool = false;
/** Class weapon skill % (100 outside retro). */
let skill: f64 = 100;
let mastery: f64 = 0;
/** retro scale_boosted_roll: skill and mastery multiply the boosted roll instead of scaling min/max. */
let scaleBoostedRoll: bool = false;
let scaleRollRange: bool = false;
let skillPower: f64 = 0;
let multiplier: f64 = 1;
/**
 * Bound mode (the Cacminator's pruning, engine/assembly/cacminator.ts): each line is computed at its
 * highest roll only, so its "average" is the value of that roll, never below the true average.
 */
let highestRollOnly: bool = false;

@inline function word(record: usize, offset: i32): i32 {
  return load<i32>(record + (<usize>offset << 2));
}

@inline function rule(field: i32): i32 {
  return word(damageRules, field);
}

@inline function stat(key: i32): f64 {
  return <f64>word(stats, key);
}

@inline function setOut(out: usize, index: i32, value: f64): void {
  store<f64>(out + (<usize>index << 3), value);
}

function statOfElement(element: i32): i32 {
  if (element == ELEMENT_FIRE) return S_INTELLIGENCE;
  if (element == ELEMENT_WATER) return S_CHANCE;
  if (element == ELEMENT_AIR) return S_AGILITY;
  return S_STRENGTH;
}

function damageOfElement(element: i32): i32 {
  if (element == ELEMENT_EARTH) return S_EARTH_DAMAGE;
  if (element == ELEMENT_FIRE) return S_FIRE_DAMAGE;
  if (element == ELEMENT_WATER) return S_WATER_DAMAGE;
  if (element == ELEMENT_AIR) return S_AIR_DAMAGE;
  return S_NEUTRAL_DAMAGE;
}

/** "Best element" lines: the highest of strength, intelligence, chance, agility; ties go to the higher elemental damage. [EMU1 S8] */
function bestElement(): i32 {
  let best = ELEMENT_EARTH;
  for (let element = ELEMENT_FIRE; element <= ELEMENT_AIR; element++) {
    const value = word(stats, statOfElement(element));
    const bestValue = word(stats, statOfElement(best));
    if (value > bestValue || (value == bestValue && word(stats, damageOfElement(element)) > word(stats, damageOfElement(best)))) best = element;
  }
  return best;
}

/** floor(roll × percent / 100), or with the retro StarLoco skill factor (100 + mastery)/100 × skill/100. */
@inline function boostedRoll(roll: f64, percent: f64): f64 {
  if (scaleBoostedRoll) return Math.floor(roll * percent * (100 + mastery) * skill / 1000000);
  return Math.floor(roll * percent / 100);
}

/**
 * Min, max and average of one line into the result slot `out`. The average is the exact expectation
 * of the whole computation over the integer rolls lo…hi (each equally likely), not the value of the
 * mean roll. A steal line also gives the HP the attacker gets back.
 */
function computeLine(kind: i32, element: i32, lo: i32, hi: i32, critical: bool, critBonus: i32, out: usize): void {
  const applied = element == ELEMENT_BEST ? bestElement() : element;
  setOut(out, OUT_LINE_KIND, <f64>kind);
  setOut(out, OUT_LINE_ELEMENT, <f64>applied);
  let first: f64 = <f64>(lo + critBonus);
  let last: f64 = <f64>(hi + critBonus);
  if (scaleRollRange) {
    first = Math.max(1, Math.floor(first * (skill + mastery) / 100));
    last = Math.max(1, Math.floor(last * (skill + mastery) / 100));
  }
  if (last < first) last = first;
  // Every step from the roll to the damage taken is non-decreasing in the roll (floors, maxima,
  // products by factors ≥ 0), so the highest roll deals the most; unless the retro skill factor
  // (100 + mastery) × skill is negative, where every roll is computed as usual.
  if (highestRollOnly && (!scaleBoostedRoll || (100 + mastery) * skill >= 0)) first = last;

  let sum: f64 = 0;
  let healSum: f64 = 0;
  let low: f64 = Infinity;
  let high: f64 = -Infinity;
  let healLow: f64 = Infinity;
  let healHigh: f64 = -Infinity;
  if (kind == KIND_HEAL) {
    const percent = Math.max(0, 100 + Math.max(0, stat(S_INTELLIGENCE)) + (onWeapon ? skillPower : 0));
    const heals = stat(S_HEALS);
    for (let roll = first; roll <= last; roll++) {
      const value = Math.max(0, boostedRoll(roll, percent) + heals);
      sum += value;
      low = Math.min(low, value);
      high = Math.max(high, value);
    }
    healLow = 0;
    healHigh = 0;
  } else {
    const percent = Math.max(0, 100 + Math.max(0, stat(statOfElement(applied))) + stat(S_DAMAGE_PERCENT) + (onWeapon ? skillPower : 0));
    let flat = stat(S_DAMAGE) + stat(damageOfElement(applied));
    if (applied == ELEMENT_NEUTRAL || applied == ELEMENT_EARTH) flat += stat(S_PHYSICAL_DAMAGE);
    if (critical) flat += stat(S_CRITICAL_DAMAGE);
    let resistPercent = <f64>word(request, REQUEST_RESIST_PERCENT + applied);
    const cap = rule(DR_PERCENT_RESISTANCE_CAP);
    if (cap > 0 && (rule(DR_PERCENT_RESISTANCE_CAP_PLAYERS_ONLY) == 0 || word(request, REQUEST_TARGET_PLAYER) != 0)) {
      resistPercent = Math.min(resistPercent, <f64>cap);
    }
    const kept = Math.max(0, 100 - resistPercent);
    const resistFlat = <f64>word(request, REQUEST_RESIST_FLAT + applied);
    const percentFirst = rule(DR_RESISTANCE_ORDER) == ORDER_PERCENT_THEN_FLAT;
    for (let roll = first; roll <= last; roll++) {
      const dealt = Math.max(0, boostedRoll(roll, percent) + flat);
      const total = Math.floor(dealt * multiplier);
      const taken = percentFirst
        ? Math.max(0, Math.floor(total * kept / 100) - resistFlat)
        : Math.floor(Math.max(0, total - resistFlat) * kept / 100);
      sum += taken;
      low = Math.min(low, taken);
      high = Math.max(high, taken);
      // Steal: the attacker heals half the damage taken, at least 1 when any was taken. [EMU2 S3 S4]
      const healed = kind == KIND_STEAL && taken > 0 ? Math.max(1, Math.floor(taken / 2)) : 0;
      healSum += healed;
      healLow = Math.min(healLow, healed);
      healHigh = Math.max(healHigh, healed);
    }
  }
  const count = last - first + 1;
  setOut(out, OUT_LINE_MIN, low);
  setOut(out, OUT_LINE_MAX, high);
  setOut(out, OUT_LINE_AVERAGE, sum / count);
  setOut(out, OUT_LINE_HEAL_MIN, healLow);
  setOut(out, OUT_LINE_HEAL_MAX, healHigh);
  setOut(out, OUT_LINE_HEAL_AVERAGE, healSum / count);
}

/** Writes the critical rate of a base rate (x of 1/x, or percent) into the result header. */
function writeCritical(critRate: i32, critPercent: i32, out: usize): f64 {
  const bonus = stat(S_CRITICAL_HIT);
  if (rule(DR_CRITICAL_MODEL) == MODEL_ONE_IN_X && critRate > 0) {
    // The client ignores a negative critical bonus and a negative agility. [OFF S1 §2.4]
    let d: f64 = <f64>critRate - Math.max(0, bonus);
    const agility = Math.max(0, stat(S_AGILITY));
    if (agility != 0) d = Math.min(d, d * CRIT_AGILITY_FACTOR / Math.log(agility + 12));
    const x = Math.floor(Math.max(d, <f64>rule(DR_CRITICAL_RATE_FLOOR)));
    setOut(out, OUT_CRIT_KIND, CRIT_ONE_IN_X);
    setOut(out, OUT_CRIT_VALUE, x);
    setOut(out, OUT_CRIT_CHANCE, 1 / x);
    return 1 / x;
  }
  if (critPercent > 0) {
    const percent = Math.min(100, Math.max(0, <f64>critPercent + bonus));
    setOut(out, OUT_CRIT_KIND, CRIT_PERCENT);
    setOut(out, OUT_CRIT_VALUE, percent);
    setOut(out, OUT_CRIT_CHANCE, percent / 100);
    return percent / 100;
  }
  setOut(out, OUT_CRIT_KIND, CRIT_NONE);
  setOut(out, OUT_CRIT_VALUE, 0);
  setOut(out, OUT_CRIT_CHANCE, 0);
  return 0;
}

/** Weight of a line in the expectation: each turn of a poison counts, a random line by its chance. */
@inline function lineWeight(line: usize): f64 {
  const turns = word(line, LINE_TURNS);
  const chance = word(line, LINE_CHANCE);
  return <f64>max(1, turns) * (chance > 0 ? <f64>chance / 100 : 1);
}

@inline function lineAt(index: i32): usize {
  return lineRows + (<usize>(index * LINE_WORDS) << 2);
}

@inline function slotAt(out: usize, slot: i32): usize {
  return out + (<usize>(OUT_WORDS + slot * OUT_LINE_WORDS) << 3);
}

function begin(stuff: usize, sheet: usize, requestRecord: usize, weapon: bool, highestOnly: bool): void {
  computeSheet(stuff, sheet);
  highestRollOnly = highestOnly;
  stats = sheet + (<usize>SHEET_STATS << 2);
  request = requestRecord;
  onWeapon = weapon;
  skill = 100;
  mastery = 0;
  scaleBoostedRoll = false;
  scaleRollRange = false;
  skillPower = 0;
}

/** Final-damage factor of the sheet × weapon or spell % × distance penalty × melee or ranged %. [EMU1 S8] */
function setMultiplier(sheet: usize, kindPercent: f64, penaltyPercent: f64, atDistance: bool): void {
  // A final-damage total below −100 % deals nothing rather than turning damage negative.
  const finalFactor = Math.max(0, <f64>word(sheet, SHEET_FINAL_DAMAGE_FACTOR) / <f64>FACTOR_SCALE);
  const kindFactor = Math.max(0, 1 + kindPercent / 100);
  const penaltyFactor = Math.max(0, 1 - penaltyPercent / 100);
  const rangeFactor = Math.max(0, 1 + stat(atDistance ? S_RANGED_DAMAGE_PERCENT : S_MELEE_DAMAGE_PERCENT) / 100);
  multiplier = finalFactor * kindFactor * penaltyFactor * rangeFactor;
}

/**
 * Uses per turn: the sheet's AP over the AP cost, capped by the per-turn limit when there is one; a
 * 0-AP line is used once (or its limit).
 */
function usesPerTurn(apCost: i32, limit: i32): i32 {
  let uses = apCost > 0 ? max(0, word(stats, S_AP)) / apCost : 1;
  if (limit > 0 && uses > limit) uses = limit;
  return uses;
}

/** Header figures from the per-line results: expectation with the critical and failure chances. */
function finish(out: usize, normalCount: i32, criticalCount: i32, normalLine0: i32, criticalLine0: i32, critChance: f64, failRate: i32, apCost: i32, uses: i32, atDistance: bool, weapon: bool): void {
  let normalDamage: f64 = 0;
  let criticalDamage: f64 = 0;
  let normalHeal: f64 = 0;
  let criticalHeal: f64 = 0;
  for (let i = 0; i < normalCount; i++) {
    const line = lineAt(normalLine0 + i);
    const slot = slotAt(out, weapon ? 2 * i : i);
    const w = lineWeight(line);
    const kind = word(line, LINE_KIND);
    if (kind == KIND_HEAL) normalHeal += w * load<f64>(slot + (<usize>OUT_LINE_AVERAGE << 3));
    else {
      normalDamage += w * load<f64>(slot + (<usize>OUT_LINE_AVERAGE << 3));
      normalHeal += w * load<f64>(slot + (<usize>OUT_LINE_HEAL_AVERAGE << 3));
    }
  }
  for (let i = 0; i < criticalCount; i++) {
    const line = lineAt(criticalLine0 + i);
    const slot = slotAt(out, weapon ? 2 * i + 1 : normalCount + i);
    const w = lineWeight(line);
    const kind = word(line, LINE_KIND);
    if (kind == KIND_HEAL) criticalHeal += w * load<f64>(slot + (<usize>OUT_LINE_AVERAGE << 3));
    else {
      criticalDamage += w * load<f64>(slot + (<usize>OUT_LINE_AVERAGE << 3));
      criticalHeal += w * load<f64>(slot + (<usize>OUT_LINE_HEAL_AVERAGE << 3));
    }
  }
  const failChance: f64 = failRate > 0 ? 1 / <f64>failRate : 0;
  const expectedDamage = (1 - failChance) * ((1 - critChance) * normalDamage + critChance * criticalDamage);
  const expectedHeal = (1 - failChance) * ((1 - critChance) * normalHeal + critChance * criticalHeal);
  setOut(out, OUT_NORMAL_COUNT, <f64>normalCount);
  setOut(out, OUT_CRITICAL_COUNT, <f64>criticalCount);
  setOut(out, OUT_FAIL_CHANCE, failChance);
  setOut(out, OUT_USES_PER_TURN, <f64>uses);
  setOut(out, OUT_EXPECTED_DAMAGE, expectedDamage);
  setOut(out, OUT_DAMAGE_PER_TURN, <f64>uses * expectedDamage);
  setOut(out, OUT_DAMAGE_PER_AP, apCost > 0 ? expectedDamage / <f64>apCost : 0);
  setOut(out, OUT_EXPECTED_HEAL, expectedHeal);
  setOut(out, OUT_AT_DISTANCE, atDistance ? 1 : 0);
  setOut(out, OUT_WEAPON_SKILL, skill);
}

/** Damage of the weapon at row `REQUEST_ROW` of the weapon table, worn by the stuff. */
export function weaponDamage(stuff: usize, sheet: usize, requestRecord: usize, out: usize): void {
  computeWeaponDamage(stuff, sheet, requestRecord, out, false);
}

/**
 * The same result record with every line at its highest roll (line minimum and maximum not
 * meaningful): each average, and so every figure built from them with factors ≥ 0 (expected damage,
 * per turn, per AP, one side's sum), is at least the true one. The sheet, applied elements, critical
 * and failure chances and uses per turn are the true ones. O(lines) instead of O(lines × rolls).
 */
export function weaponDamageBound(stuff: usize, sheet: usize, requestRecord: usize, out: usize): void {
  computeWeaponDamage(stuff, sheet, requestRecord, out, true);
}

function computeWeaponDamage(stuff: usize, sheet: usize, requestRecord: usize, out: usize, highestOnly: bool): void {
  begin(stuff, sheet, requestRecord, true, highestOnly);
  const weapon = weaponRows + (<usize>(word(requestRecord, REQUEST_ROW) * WEAPON_WORDS) << 2);

  if (rule(DR_WEAPON_SKILL_MODEL) == SKILL_CLASS_TABLE) {
    const classId = word(stuff, STUFF_CLASS_ID);
    skill = classId >= 0 && classId < SKILL_CLASS_LIMIT
      ? <f64>word(skillTable, classId * skillColumns + word(weapon, WEAPON_TYPE_COLUMN))
      : <f64>rule(DR_UNKNOWN_CLASS_WEAPON_SKILL);
    mastery = <f64>word(requestRecord, REQUEST_WEAPON_MASTERY);
    scaleBoostedRoll = rule(DR_MASTERY_COMBINATION) == MASTERY_SCALE_BOOSTED_ROLL;
    scaleRollRange = !scaleBoostedRoll;
  }
  skillPower = <f64>word(requestRecord, REQUEST_WEAPON_SKILL_POWER);

  const asked = word(requestRecord, REQUEST_AT_DISTANCE);
  const atDistance = word(weapon, WEAPON_RANGE_CLASS) == RANGE_DISTANCE || asked == 1;
  const penalty = atDistance && word(weapon, WEAPON_DISTANCE_PENALTY) != 0 ? <f64>rule(DR_DISTANCE_PENALTY_PERCENT) : 0;
  setMultiplier(sheet, stat(S_WEAPON_DAMAGE_PERCENT), penalty, atDistance);
  const critChance = writeCritical(word(weapon, WEAPON_CRIT_RATE), word(weapon, WEAPON_CRIT_PERCENT), out);

  const first = word(weapon, WEAPON_LINE_START);
  const count = word(weapon, WEAPON_LINE_COUNT);
  const critBonus = word(weapon, WEAPON_CRIT_BONUS);
  for (let i = 0; i < count; i++) {
    const line = lineAt(first + i);
    const kind = word(line, LINE_KIND);
    const element = word(line, LINE_ELEMENT);
    computeLine(kind, element, word(line, LINE_MIN), word(line, LINE_MAX), false, 0, slotAt(out, 2 * i));
    computeLine(kind, element, word(line, LINE_MIN), word(line, LINE_MAX), true, critBonus, slotAt(out, 2 * i + 1));
  }
  const apCost = word(weapon, WEAPON_AP_COST);
  const uses = usesPerTurn(apCost, word(weapon, WEAPON_USES_PER_TURN));
  finish(out, count, count, first, first, critChance, word(weapon, WEAPON_FAIL_RATE), apCost, uses, atDistance, true);
}

/** Damage of the spell level at row `REQUEST_ROW` of the spell table, cast by the stuff. */
export function spellDamage(stuff: usize, sheet: usize, requestRecord: usize, out: usize): void {
  begin(stuff, sheet, requestRecord, false, false);
  const spell = spellRows + (<usize>(word(requestRecord, REQUEST_ROW) * SPELL_WORDS) << 2);

  const asked = word(requestRecord, REQUEST_AT_DISTANCE);
  const atDistance = asked == -1 ? word(spell, SPELL_RANGE_MAX) > 1 : asked == 1;
  setMultiplier(sheet, stat(S_SPELL_DAMAGE_PERCENT), 0, atDistance);
  const critChance = writeCritical(word(spell, SPELL_CRIT_RATE), word(spell, SPELL_CRIT_PERCENT), out);

  const normalStart = word(spell, SPELL_NORMAL_START);
  const normalCount = word(spell, SPELL_NORMAL_COUNT);
  // A level without a critical list of its own hits with its normal lines on a critical cast.
  const ownCritical = word(spell, SPELL_CRITICAL_COUNT) >= 0;
  const criticalStart = ownCritical ? word(spell, SPELL_CRITICAL_START) : normalStart;
  const criticalCount = ownCritical ? word(spell, SPELL_CRITICAL_COUNT) : normalCount;
  for (let i = 0; i < normalCount; i++) {
    const line = lineAt(normalStart + i);
    computeLine(word(line, LINE_KIND), word(line, LINE_ELEMENT), word(line, LINE_MIN), word(line, LINE_MAX), false, 0, slotAt(out, i));
  }
  for (let i = 0; i < criticalCount; i++) {
    const line = lineAt(criticalStart + i);
    computeLine(word(line, LINE_KIND), word(line, LINE_ELEMENT), word(line, LINE_MIN), word(line, LINE_MAX), true, 0, slotAt(out, normalCount + i));
  }
  const apCost = word(spell, SPELL_AP_COST);
  const uses = usesPerTurn(apCost, word(spell, SPELL_CASTS_PER_TURN));
  finish(out, normalCount, criticalCount, normalStart, criticalStart, critChance, word(spell, SPELL_FAIL_RATE), apCost, uses, atDistance, false);
}
