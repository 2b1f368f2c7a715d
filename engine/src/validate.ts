/**
 * Input checks shared by every engine call: a stuff that breaks one throws an EngineInputError naming
 * the field, before anything reaches the kernels (which trust their records).
 */
import { BOOST_DAMAGE_FACTOR_LIMIT, VALUE_LIMIT } from '../../game/limits.ts';
import { EngineInputError } from './errors.ts';
import { SLOT_INDEX } from '../../game/slots.ts';
import { isStatKey, PRIMARY_STATS } from '../../game/stats.ts';
import { BOOST_EFFECTS, type StuffInput } from '../../game/stuff.ts';
import type { VariantRules } from '../../game/variants.ts';
import { boostTotals, isBoostList } from '../../game/boosts.ts';

export { VALUE_LIMIT, BOOST_DAMAGE_FACTOR_LIMIT };
const BOOST_EFFECT_SET: ReadonlySet<string> = new Set(BOOST_EFFECTS);

function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}

/** Field names are built only on failure: validation runs on every stuff the optimiser encodes. */
function checkInteger(value: unknown, min: number, max: number, field: string, key?: string): void {
  if (!isIntegerIn(value, min, max)) {
    const name = key === undefined ? field : `${field}.${key}`;
    throw new EngineInputError('invalid_stat', `${name} must be an integer from ${min} to ${max} (got ${String(value)})`, name);
  }
}

function checkStatMap(values: unknown, field: string): void {
  if (values === undefined) return;
  if (typeof values !== 'object' || values === null) throw new EngineInputError('invalid_stat', `${field} must be an object`, field);
  for (const key in values) {
    if (!isStatKey(key)) throw new EngineInputError('invalid_stat', `unknown characteristic "${key}"`, `${field}.${key}`);
    checkInteger((values as Record<string, unknown>)[key], -VALUE_LIMIT, VALUE_LIMIT, field, key);
  }
}

const PRIMARY_SET: ReadonlySet<string> = new Set(PRIMARY_STATS);

function checkPrimaryMap(values: unknown, field: string, max: number): void {
  if (values === undefined) return;
  if (typeof values !== 'object' || values === null) throw new EngineInputError('invalid_stat', `${field} must be an object`, field);
  for (const key in values) {
    if (!PRIMARY_SET.has(key)) throw new EngineInputError('invalid_stat', `unknown characteristic "${key}"`, `${field}.${key}`);
    const value = (values as Record<string, unknown>)[key];
    if (value !== undefined) checkInteger(value, 0, max, field, key);
  }
}

export function validateStuff(stuff: StuffInput, rules: VariantRules): void {
  if (typeof stuff !== 'object' || stuff === null) throw new EngineInputError('invalid_stat', 'a stuff must be an object', 'stuff');
  if (!isIntegerIn(stuff.level, 1, rules.levelMax)) {
    throw new EngineInputError('invalid_level', `level must be an integer from 1 to ${rules.levelMax} (got ${String(stuff.level)})`, 'level');
  }
  checkInteger(stuff.classId, 0, 10_000, 'classId');
  if (stuff.gender !== undefined && stuff.gender !== 0 && stuff.gender !== 1) {
    throw new EngineInputError('invalid_stat', 'gender must be 0 or 1', 'gender');
  }
  checkPrimaryMap(stuff.points, 'points', VALUE_LIMIT);
  checkPrimaryMap(stuff.scrolls, 'scrolls', rules.scrollMax);
  if (typeof stuff.items !== 'object' || stuff.items === null) throw new EngineInputError('invalid_stat', 'items must be an object', 'items');
  for (const slot in stuff.items) {
    if (!(slot in SLOT_INDEX)) throw new EngineInputError('invalid_stat', `unknown slot "${slot}"`, `items.${slot}`);
    const id = stuff.items[slot as keyof typeof stuff.items];
    if (id !== undefined) checkInteger(id, 0, 2_147_483_647, 'items', slot);
  }
  const rolls = stuff.rolls ?? {};
  for (const slot in rolls) {
    if (!(slot in SLOT_INDEX)) throw new EngineInputError('invalid_stat', `unknown slot "${slot}"`, `rolls.${slot}`);
    checkStatMap(rolls[slot as keyof typeof rolls], `rolls.${slot}`);
  }
  checkStatMap(stuff.forgemagie, 'forgemagie');
  if (isBoostList(stuff.boosts)) {
    stuff.boosts.forEach((boost, index) => {
      const field = `boosts[${index}]`;
      if (!isStatKey(boost.effect) && !BOOST_EFFECT_SET.has(boost.effect)) {
        throw new EngineInputError('invalid_stat', `unknown boost effect "${String(boost.effect)}"`, field);
      }
      checkInteger(boost.value, -VALUE_LIMIT, VALUE_LIMIT, field, 'value');
      if (boost.count !== undefined) checkInteger(boost.count, 0, 100, field, 'count');
      if (boost.effect === 'final_damage_percent' && boost.value <= -100) {
        throw new EngineInputError('invalid_stat', 'a final-damage boost must be above −100 %', `${field}.value`);
      }
      // Health and shield boosts only ever add (builder-spec §9): a negative one is a typing error.
      if (BOOST_EFFECT_SET.has(boost.effect) && boost.value < 0) {
        throw new EngineInputError('invalid_stat', `a ${boost.effect} boost cannot be negative`, `${field}.value`);
      }
    });
    const damageFactor = boostTotals(stuff.boosts).damageFactor;
    if (!(damageFactor <= BOOST_DAMAGE_FACTOR_LIMIT)) {
      throw new EngineInputError(
        'invalid_stat',
        `the final-damage boosts multiply to ×${damageFactor.toPrecision(4)}, above ×${BOOST_DAMAGE_FACTOR_LIMIT}`,
        'boosts',
      );
    }
  } else {
    checkStatMap(stuff.boosts, 'boosts');
  }
}
