/**
 * Input checks shared by every engine call: a stuff that breaks one throws an EngineInputError naming
 * the field, before anything reaches the kernels (which trust their records).
 */
import { EngineInputError } from './errors.ts';
import { SLOT_INDEX } from './slots.ts';
import { isStatKey, PRIMARY_STATS } from './stats.ts';
import { BOOST_EFFECTS, type StuffInput } from './types.ts';
import type { VariantRules } from './variants.ts';
import { isBoostList } from './boosts.ts';

/** Bound of any single value, far above the game's figures, so that sums stay inside 32 bits. */
export const VALUE_LIMIT = 100_000;
const BOOST_EFFECT_SET: ReadonlySet<string> = new Set(BOOST_EFFECTS);

function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}

function checkInteger(value: unknown, min: number, max: number, field: string, what: string): void {
  if (!isIntegerIn(value, min, max)) {
    throw new EngineInputError('invalid_stat', `${what} must be an integer from ${min} to ${max} (got ${String(value)})`, field);
  }
}

function checkStatMap(values: unknown, field: string): void {
  if (values === undefined) return;
  if (typeof values !== 'object' || values === null) throw new EngineInputError('invalid_stat', `${field} must be an object`, field);
  for (const [key, value] of Object.entries(values)) {
    if (!isStatKey(key)) throw new EngineInputError('invalid_stat', `unknown characteristic "${key}"`, `${field}.${key}`);
    checkInteger(value, -VALUE_LIMIT, VALUE_LIMIT, `${field}.${key}`, `${field}.${key}`);
  }
}

export function validateStuff(stuff: StuffInput, rules: VariantRules): void {
  if (typeof stuff !== 'object' || stuff === null) throw new EngineInputError('invalid_stat', 'a stuff must be an object', 'stuff');
  if (!isIntegerIn(stuff.level, 1, rules.levelMax)) {
    throw new EngineInputError('invalid_level', `level must be an integer from 1 to ${rules.levelMax} (got ${String(stuff.level)})`, 'level');
  }
  checkInteger(stuff.classId, 0, 10_000, 'classId', 'classId');
  if (stuff.gender !== undefined && stuff.gender !== 0 && stuff.gender !== 1) {
    throw new EngineInputError('invalid_stat', 'gender must be 0 or 1', 'gender');
  }
  for (const stat of PRIMARY_STATS) {
    if (stuff.points?.[stat] !== undefined) checkInteger(stuff.points[stat], 0, VALUE_LIMIT, `points.${stat}`, `points.${stat}`);
    if (stuff.scrolls?.[stat] !== undefined) checkInteger(stuff.scrolls[stat], 0, rules.scrollMax, `scrolls.${stat}`, `scroll of ${stat}`);
  }
  for (const field of ['points', 'scrolls'] as const) {
    for (const key of Object.keys(stuff[field] ?? {})) {
      if (!(PRIMARY_STATS as readonly string[]).includes(key)) throw new EngineInputError('invalid_stat', `unknown characteristic "${key}"`, `${field}.${key}`);
    }
  }
  if (typeof stuff.items !== 'object' || stuff.items === null) throw new EngineInputError('invalid_stat', 'items must be an object', 'items');
  for (const [slot, id] of Object.entries(stuff.items)) {
    if (!(slot in SLOT_INDEX)) throw new EngineInputError('invalid_stat', `unknown slot "${slot}"`, `items.${slot}`);
    if (id !== undefined) checkInteger(id, 0, 2_147_483_647, `items.${slot}`, `item id in ${slot}`);
  }
  for (const [slot, rolls] of Object.entries(stuff.rolls ?? {})) {
    if (!(slot in SLOT_INDEX)) throw new EngineInputError('invalid_stat', `unknown slot "${slot}"`, `rolls.${slot}`);
    checkStatMap(rolls, `rolls.${slot}`);
  }
  checkStatMap(stuff.forgemagie, 'forgemagie');
  if (isBoostList(stuff.boosts)) {
    stuff.boosts.forEach((boost, index) => {
      const field = `boosts[${index}]`;
      if (!isStatKey(boost.effect) && !BOOST_EFFECT_SET.has(boost.effect)) {
        throw new EngineInputError('invalid_stat', `unknown boost effect "${String(boost.effect)}"`, field);
      }
      checkInteger(boost.value, -VALUE_LIMIT, VALUE_LIMIT, `${field}.value`, 'boost value');
      if (boost.count !== undefined) checkInteger(boost.count, 0, 100, `${field}.count`, 'boost count');
      if (boost.effect === 'final_damage_percent' && boost.value <= -100) {
        throw new EngineInputError('invalid_stat', 'a final-damage boost must be above −100 %', `${field}.value`);
      }
      // Health and shield boosts only ever add (builder-spec §9): a negative one is a typing error.
      if (BOOST_EFFECT_SET.has(boost.effect) && boost.value < 0) {
        throw new EngineInputError('invalid_stat', `a ${boost.effect} boost cannot be negative`, `${field}.value`);
      }
    });
  } else {
    checkStatMap(stuff.boosts, 'boosts');
  }
}
