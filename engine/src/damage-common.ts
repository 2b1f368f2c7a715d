/**
 * The public shapes of weapon and spell damage, the input checks, and the critical rate as the game
 * shows it. Shared by the WASM wrapper (damage.ts) and the plain-TS reference (reference-damage.ts);
 * neither computes a hit here.
 */
import { DAMAGE_ELEMENTS, type DamageElement } from '../../game/elements.ts';
import type { CriticalRate, DamageLineBase, DamageOptions, DamageRange, SpellDamageLine, Target } from '../../game/damage-types.ts';
import { EngineInputError } from './errors.ts';
import { VARIANT_DAMAGE_RULES, type Variant } from '../../game/variants.ts';

export { DAMAGE_ELEMENTS, type DamageElement };
export type * from '../../game/damage-types.ts';

/** e × 1.1 of the 1.29 client's getCriticalHitChance (not e^1.1). [OFF S1] */
export const CRIT_AGILITY_FACTOR = Math.E * 1.1;

/**
 * The critical rate of a spell or weapon for a character (research §2.4; builder-spec §9).
 * `baseRate`: the x of "1/x" in retro and touch, the percent in dofus; 0 = cannot crit.
 * Retro/touch: d = base − max(0, criticalHit); with agility > 0, d = min(d, d × e·1.1 / ln(agility + 12));
 * x = floor(max(d, floor)), floor 2 in retro, 1 in touch. Dofus: clamp(base + criticalHit, 0, 100) %.
 */
export function criticalRate(variant: Variant, baseRate: number, criticalHit: number, agility: number): CriticalRate {
  return criticalRateOf(variant, VARIANT_DAMAGE_RULES[variant].criticalModel === 'one_in_x' ? baseRate : 0, VARIANT_DAMAGE_RULES[variant].criticalModel === 'percent' ? baseRate : 0, criticalHit, agility);
}

/**
 * The same from a row that carries a 1/x rate, a percent, or both: a 1/x variant reads the 1/x rate
 * and falls back on the percent (touch rules on the Dofus 2 catalogue, which has percents only).
 */
export function criticalRateOf(variant: Variant, oneInX: number, percent: number, criticalHit: number, agility: number): CriticalRate {
  const rules = VARIANT_DAMAGE_RULES[variant];
  if (rules.criticalModel === 'one_in_x' && oneInX > 0) {
    // The client ignores a negative critical bonus and a negative agility. [OFF S1 §2.4]
    let d = oneInX - Math.max(0, criticalHit);
    const agi = Math.max(0, agility);
    if (agi !== 0) d = Math.min(d, (d * CRIT_AGILITY_FACTOR) / Math.log(agi + 12));
    const x = Math.floor(Math.max(d, rules.criticalRateFloor));
    return { model: 'one_in_x', x, display: `1/${x}`, chance: 1 / x };
  }
  if (percent > 0) {
    const value = Math.min(100, Math.max(0, percent + criticalHit));
    return { model: 'percent', percent: value, display: `${value}%`, chance: value / 100 };
  }
  return { model: 'none', display: '-', chance: 0 };
}

const PERCENT_LIMIT = 1_000;
const FLAT_LIMIT = 100_000;

function checkInteger(value: unknown, min: number, max: number, code: 'invalid_target' | 'invalid_damage_option', field: string): void {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    throw new EngineInputError(code, `${field} must be an integer from ${min} to ${max} (got ${String(value)})`, field);
  }
}

const ELEMENT_SET: ReadonlySet<string> = new Set(DAMAGE_ELEMENTS);

/** Runs once per damage call: no string is built unless a value is wrong. */
function checkElements(values: unknown, limit: number, field: string): void {
  if (values === undefined) return;
  if (typeof values !== 'object' || values === null) throw new EngineInputError('invalid_target', `${field} must be an object`, field);
  const record = values as Record<string, unknown>;
  for (const element in record) {
    if (!ELEMENT_SET.has(element)) throw new EngineInputError('invalid_target', `unknown element "${element}"`, `${field}.${element}`);
    const value = record[element];
    if (value !== undefined && !(Number.isInteger(value) && (value as number) >= -limit && (value as number) <= limit)) {
      checkInteger(value, -limit, limit, 'invalid_target', `${field}.${element}`);
    }
  }
}

/** Bad target or options → EngineInputError naming the field, before anything reaches the kernels. */
export function validateDamageInput(variant: Variant, target: Target | undefined, options: DamageOptions | undefined): void {
  if (target !== undefined) {
    if (typeof target !== 'object' || target === null) throw new EngineInputError('invalid_target', 'a target must be an object', 'target');
    checkElements(target.resistPercent, PERCENT_LIMIT, 'target.resistPercent');
    checkElements(target.resistFlat, FLAT_LIMIT, 'target.resistFlat');
    if (target.player !== undefined && typeof target.player !== 'boolean') {
      throw new EngineInputError('invalid_target', 'target.player must be a boolean', 'target.player');
    }
  }
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null) throw new EngineInputError('invalid_damage_option', 'options must be an object', 'options');
  if (options.atDistance !== undefined && typeof options.atDistance !== 'boolean') {
    throw new EngineInputError('invalid_damage_option', 'options.atDistance must be a boolean', 'options.atDistance');
  }
  const rules = VARIANT_DAMAGE_RULES[variant];
  if (options.weaponMastery !== undefined && options.weaponMastery !== 0) {
    if (rules.weaponSkillModel !== 'class_table') {
      throw new EngineInputError('invalid_damage_option', `weapon mastery is a retro rule, not ${variant}`, 'options.weaponMastery');
    }
    checkInteger(options.weaponMastery, 0, PERCENT_LIMIT, 'invalid_damage_option', 'options.weaponMastery');
  }
  if (options.weaponSkillPower !== undefined && options.weaponSkillPower !== 0) {
    if (!rules.weaponSkillPower) {
      throw new EngineInputError('invalid_damage_option', `the Weapon Skill power is not a ${variant} rule`, 'options.weaponSkillPower');
    }
    checkInteger(options.weaponSkillPower, 0, PERCENT_LIMIT, 'invalid_damage_option', 'options.weaponSkillPower');
  }
}

/** A computed line before pairing: the catalogue line's identity and its range (and healed HP). */
export interface ComputedSpellLine extends DamageLineBase {
  turns: number;
  chance: number;
  range: DamageRange;
  healed?: DamageRange;
}

/**
 * Spell levels list normal and critical lines apart; each normal line is paired with the first
 * critical line left of the same kind, element, turns and chance (the data lists them in the same
 * order except a few swapped pairs, e.g. retro Bluff). Unpaired lines keep a null side.
 */
export function pairSpellLines(normal: ComputedSpellLine[], critical: ComputedSpellLine[]): SpellDamageLine[] {
  const used = new Array<boolean>(critical.length).fill(false);
  const same = (a: ComputedSpellLine, b: ComputedSpellLine) =>
    a.kind === b.kind && a.element === b.element && a.turns === b.turns && a.chance === b.chance;
  const lines: SpellDamageLine[] = normal.map((line) => {
    const index = critical.findIndex((candidate, i) => !used[i] && same(line, candidate));
    const match = index < 0 ? undefined : critical[index];
    if (index >= 0) used[index] = true;
    return spellLine(line, line.range, match?.range ?? null, line.healed, match?.healed);
  });
  critical.forEach((line, i) => {
    if (!used[i]) lines.push(spellLine(line, null, line.range, undefined, line.healed));
  });
  return lines;
}

function spellLine(
  line: ComputedSpellLine,
  normal: DamageRange | null,
  critical: DamageRange | null,
  healedNormal: DamageRange | undefined,
  healedCritical: DamageRange | undefined,
): SpellDamageLine {
  const result: SpellDamageLine = {
    kind: line.kind,
    element: line.element,
    appliedElement: line.appliedElement,
    turns: line.turns,
    chance: line.chance,
    normal,
    critical,
  };
  if (line.kind === 'steal') result.healed = { normal: healedNormal ?? null, critical: healedCritical ?? null };
  return result;
}
