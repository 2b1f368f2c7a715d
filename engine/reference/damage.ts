/**
 * Plain-TypeScript reference of weapon and spell damage: the oracle of the property tests and the
 * baseline of the benchmarks. It reads the catalogue objects and the reference sheet directly; no
 * WASM, no memory layout. Formulas: engine README, section "Damage" (research §2.1–2.7 and §5).
 *
 * The arithmetic is done on doubles holding integers, one division per floor, in the same order as
 * the kernels, so that both give identical numbers.
 */
import type { Catalog, CatalogItem, CatalogSpellLevel, DamageHitKind, Element } from '../src/catalog.ts';
import {
  criticalRateOf,
  pairSpellLines,
  validateDamageInput,
  DAMAGE_ELEMENTS,
  type ComputedSpellLine,
  type CriticalRate,
  type DamageElement,
  type DamageOptions,
  type DamageRange,
  type SpellDamage,
  type Target,
  type WeaponDamage,
  type WeaponDamageLine,
} from '../src/damage-common.ts';
import { EngineInputError } from '../src/errors.ts';
import { referenceComputeStats } from './stats.ts';
import type { StatKey } from '../../game/stats.ts';
import type { StatSheet, StuffInput } from '../../game/stuff.ts';
import {
  VARIANT_DAMAGE_RULES,
  WEAPON_RANGE_CLASSES,
  weaponRangeClass,
  weaponSkillPercent,
  type DamageRules,
  type Variant,
} from '../../game/variants.ts';

const ELEMENT_STAT: Record<DamageElement, StatKey> = {
  neutral: 'strength',
  earth: 'strength',
  fire: 'intelligence',
  water: 'chance',
  air: 'agility',
};
const ELEMENT_DAMAGE: Record<DamageElement, StatKey> = {
  neutral: 'neutral_damage',
  earth: 'earth_damage',
  fire: 'fire_damage',
  water: 'water_damage',
  air: 'air_damage',
};

/** One hit line of a weapon or spell, as the data gives it. */
interface Line {
  kind: DamageHitKind;
  element: Element | '';
  min: number;
  max: number;
  turns: number;
  chance: number;
}

/** What stays the same for every line of one call. */
interface Context {
  rules: DamageRules;
  stats: Record<StatKey, number>;
  target: Target | undefined;
  onWeapon: boolean;
  /** Class weapon skill % and weapon mastery % (retro), how they apply, and the Weapon Skill power. */
  skill: number;
  mastery: number;
  skillMode: 'none' | 'scale_roll_range' | 'scale_boosted_roll';
  skillPower: number;
  /** finalFactor × weapon-or-spell factor × distance penalty × melee-or-ranged factor. */
  multiplier: number;
}

interface LineResult {
  appliedElement: DamageElement | null;
  range: DamageRange;
  healed: DamageRange;
}

function bestElement(stats: Record<StatKey, number>): DamageElement {
  let best: DamageElement = 'earth';
  for (const element of ['fire', 'water', 'air'] as const) {
    const value = stats[ELEMENT_STAT[element]];
    const bestValue = stats[ELEMENT_STAT[best]];
    if (value > bestValue || (value === bestValue && stats[ELEMENT_DAMAGE[element]] > stats[ELEMENT_DAMAGE[best]])) best = element;
  }
  return best;
}

function boostedRoll(context: Context, roll: number, percent: number): number {
  if (context.skillMode === 'scale_boosted_roll') return Math.floor((roll * percent * (100 + context.mastery) * context.skill) / 1000000);
  return Math.floor((roll * percent) / 100);
}

function computeLine(context: Context, line: Line, critical: boolean, critBonus: number): LineResult {
  const { stats } = context;
  const applied: DamageElement | null = line.kind === 'heal' ? null : line.element === 'best' ? bestElement(stats) : (line.element as DamageElement);
  let first = line.min + critBonus;
  let last = line.max + critBonus;
  if (context.skillMode === 'scale_roll_range') {
    first = Math.max(1, Math.floor((first * (context.skill + context.mastery)) / 100));
    last = Math.max(1, Math.floor((last * (context.skill + context.mastery)) / 100));
  }
  if (last < first) last = first;

  const values: number[] = [];
  const healed: number[] = [];
  if (applied === null) {
    const percent = Math.max(0, 100 + Math.max(0, stats.intelligence) + (context.onWeapon ? context.skillPower : 0));
    for (let roll = first; roll <= last; roll++) {
      values.push(Math.max(0, boostedRoll(context, roll, percent) + stats.heals));
      healed.push(0);
    }
  } else {
    const percent = Math.max(0, 100 + Math.max(0, stats[ELEMENT_STAT[applied]]) + stats.damage_percent + (context.onWeapon ? context.skillPower : 0));
    let flat = stats.damage + stats[ELEMENT_DAMAGE[applied]];
    if (applied === 'neutral' || applied === 'earth') flat += stats.physical_damage;
    if (critical) flat += stats.critical_damage;
    let resistPercent = context.target?.resistPercent?.[applied] ?? 0;
    const { percentResistanceCap, percentResistanceCapPlayersOnly } = context.rules;
    if (percentResistanceCap > 0 && (!percentResistanceCapPlayersOnly || context.target?.player)) {
      resistPercent = Math.min(resistPercent, percentResistanceCap);
    }
    const kept = Math.max(0, 100 - resistPercent);
    const resistFlat = context.target?.resistFlat?.[applied] ?? 0;
    for (let roll = first; roll <= last; roll++) {
      const dealt = Math.max(0, boostedRoll(context, roll, percent) + flat);
      const total = Math.floor(dealt * context.multiplier);
      const taken =
        context.rules.resistanceOrder === 'percent_then_flat'
          ? Math.max(0, Math.floor((total * kept) / 100) - resistFlat)
          : Math.floor((Math.max(0, total - resistFlat) * kept) / 100);
      values.push(taken);
      healed.push(line.kind === 'steal' && taken > 0 ? Math.max(1, Math.floor(taken / 2)) : 0);
    }
  }
  return { appliedElement: applied, range: rangeOf(values), healed: rangeOf(healed) };
}

function rangeOf(values: number[]): DamageRange {
  let sum = 0;
  for (const value of values) sum += value;
  return { min: Math.min(...values), max: Math.max(...values), average: sum / values.length };
}

function multiplierOf(sheet: StatSheet, kindPercent: number, penaltyPercent: number, atDistance: boolean): number {
  const rangePercent = atDistance ? sheet.stats.ranged_damage_percent : sheet.stats.melee_damage_percent;
  return (
    Math.max(0, sheet.finalDamageMultiplier) *
    Math.max(0, 1 + kindPercent / 100) *
    Math.max(0, 1 - penaltyPercent / 100) *
    Math.max(0, 1 + rangePercent / 100)
  );
}

function usesPerTurn(sheet: StatSheet, apCost: number, limit: number): number {
  let uses = apCost > 0 ? Math.trunc(Math.max(0, sheet.stats.ap) / apCost) : 1;
  if (limit > 0 && uses > limit) uses = limit;
  return uses;
}

function weight(line: Line): number {
  return Math.max(1, line.turns) * (line.chance > 0 ? line.chance / 100 : 1);
}

/** Expected damage and heal per use from the weighted line averages. */
function expectation(
  normal: { line: Line; result: LineResult }[],
  critical: { line: Line; result: LineResult }[],
  critChance: number,
  failRate: number,
) {
  const sums = (entries: { line: Line; result: LineResult }[]) => {
    let damage = 0;
    let heal = 0;
    for (const { line, result } of entries) {
      const w = weight(line);
      if (line.kind === 'heal') heal += w * result.range.average;
      else {
        damage += w * result.range.average;
        heal += w * result.healed.average;
      }
    }
    return { damage, heal };
  };
  const n = sums(normal);
  const c = sums(critical);
  const failChance = failRate > 0 ? 1 / failRate : 0;
  return {
    failChance,
    expectedDamage: (1 - failChance) * ((1 - critChance) * n.damage + critChance * c.damage),
    expectedHeal: (1 - failChance) * ((1 - critChance) * n.heal + critChance * c.heal),
  };
}

function summary(
  sheet: StatSheet,
  criticalRate: CriticalRate,
  failRate: number,
  apCost: number,
  limit: number,
  atDistance: boolean,
  expected: ReturnType<typeof expectation>,
) {
  const uses = usesPerTurn(sheet, apCost, limit);
  return {
    criticalRate,
    criticalChance: criticalRate.chance,
    failRate,
    failChance: expected.failChance,
    apCost,
    usesPerTurn: uses,
    expectedDamage: expected.expectedDamage,
    expectedHeal: expected.expectedHeal,
    damagePerTurn: uses * expected.expectedDamage,
    damagePerAp: apCost > 0 ? expected.expectedDamage / apCost : 0,
    atDistance,
  };
}

function weaponLines(item: CatalogItem): Line[] {
  const lines: Line[] = [];
  for (const [kind, element, min, max] of item.hits ?? []) {
    if (kind !== 'damage' && kind !== 'steal' && kind !== 'heal') continue;
    if (kind !== 'heal' && element === '') continue;
    lines.push({ kind, element, min, max, turns: 0, chance: 0 });
  }
  return lines;
}

/** Reference of `engine.weaponDamage`. */
export function referenceWeaponDamage(
  catalog: Catalog,
  stuff: StuffInput,
  target?: Target,
  options?: DamageOptions,
  variant: Variant = catalog.variant,
): WeaponDamage | null {
  validateDamageInput(variant, target, options);
  const sheet = referenceComputeStats(catalog, stuff, variant);
  const item = catalog.items.find((candidate) => candidate.id === stuff.items.ar);
  const weapon = item?.weapon;
  if (!item || !weapon) return null;

  const rules = VARIANT_DAMAGE_RULES[variant];
  const rangeClass = weaponRangeClass(variant, weapon.type, weapon.rangeMin, weapon.rangeMax);
  const atDistance = rangeClass === 'distance' || options?.atDistance === true;
  const penalty = atDistance && WEAPON_RANGE_CLASSES[variant].distancePenalty.includes(weapon.type) ? rules.distancePenaltyPercent : 0;
  const classTable = rules.weaponSkillModel === 'class_table';
  const context: Context = {
    rules,
    stats: sheet.stats,
    target,
    onWeapon: true,
    skill: classTable ? weaponSkillPercent(variant, stuff.classId, weapon.type) : 100,
    mastery: classTable ? (options?.weaponMastery ?? 0) : 0,
    skillMode: classTable ? rules.masteryCombination : 'none',
    skillPower: options?.weaponSkillPower ?? 0,
    multiplier: multiplierOf(sheet, sheet.stats.weapon_damage_percent, penalty, atDistance),
  };
  const criticalRate = criticalRateOf(variant, weapon.critRate, weapon.critPercent, sheet.stats.critical_hit, sheet.stats.agility);

  const lines = weaponLines(item);
  const normal = lines.map((line) => ({ line, result: computeLine(context, line, false, 0) }));
  const critical = lines.map((line) => ({ line, result: computeLine(context, line, true, weapon.critBonus) }));
  const result: WeaponDamageLine[] = lines.map((line, index) => {
    const entry: WeaponDamageLine = {
      kind: line.kind,
      element: line.element,
      appliedElement: normal[index].result.appliedElement,
      normal: normal[index].result.range,
      critical: critical[index].result.range,
    };
    if (line.kind === 'steal') entry.healed = { normal: normal[index].result.healed, critical: critical[index].result.healed };
    return entry;
  });
  return {
    itemId: item.id,
    weaponType: weapon.type,
    rangeClass,
    weaponSkill: context.skill,
    lines: result,
    ...summary(sheet, criticalRate, weapon.failRate, weapon.apCost, weapon.usesPerTurn, atDistance, expectation(normal, critical, criticalRate.chance, weapon.failRate)),
  };
}

function spellLines(level: CatalogSpellLevel, critical: boolean): Line[] {
  const source = critical ? (level.criticalHits ?? level.hits) : level.hits;
  return source.map(([kind, element, min, max, turns, chance]) => ({ kind, element, min, max, turns: turns ?? 0, chance: chance ?? 0 }));
}

/** Reference of `engine.spellDamage`. */
export function referenceSpellDamage(
  catalog: Catalog,
  stuff: StuffInput,
  spellId: number,
  spellLevel: number,
  target?: Target,
  options?: DamageOptions,
  variant: Variant = catalog.variant,
): SpellDamage {
  const spell = catalog.spells.find((candidate) => candidate.id === spellId);
  if (!spell) throw new EngineInputError('unknown_spell', `unknown spell ${String(spellId)}`, 'spellId');
  const level = spell.levels.find((candidate) => candidate.level === spellLevel);
  if (!level) throw new EngineInputError('unknown_spell', `spell ${spellId} has no level ${String(spellLevel)}`, 'spellLevel');
  return referenceSpellLevelDamage(catalog, stuff, spellId, level, target, options, variant);
}

/** Reference of `engine.spellLevelDamage`: a spell level the caller gives, computed like a catalogue one. */
export function referenceSpellLevelDamage(
  catalog: Catalog,
  stuff: StuffInput,
  spellId: number,
  level: CatalogSpellLevel,
  target?: Target,
  options?: DamageOptions,
  variant: Variant = catalog.variant,
): SpellDamage {
  const spellLevel = level.level;
  validateDamageInput(variant, target, options);
  const sheet = referenceComputeStats(catalog, stuff, variant);

  const rules = VARIANT_DAMAGE_RULES[variant];
  const atDistance = options?.atDistance ?? level.rangeMax > 1;
  const context: Context = {
    rules,
    stats: sheet.stats,
    target,
    onWeapon: false,
    skill: 100,
    mastery: 0,
    skillMode: 'none',
    skillPower: 0,
    multiplier: multiplierOf(sheet, sheet.stats.spell_damage_percent, 0, atDistance),
  };
  const criticalRate = criticalRateOf(variant, level.critRate ?? 0, level.critPercent ?? 0, sheet.stats.critical_hit, sheet.stats.agility);
  const normal = spellLines(level, false).map((line) => ({ line, result: computeLine(context, line, false, 0) }));
  const critical = spellLines(level, true).map((line) => ({ line, result: computeLine(context, line, true, 0) }));
  const computed = (entries: typeof normal): ComputedSpellLine[] =>
    entries.map(({ line, result }) => ({
      kind: line.kind,
      element: line.element,
      appliedElement: result.appliedElement,
      turns: line.turns,
      chance: line.chance,
      range: result.range,
      ...(line.kind === 'steal' ? { healed: result.healed } : {}),
    }));
  const failRate = level.failRate ?? 0;
  return {
    spellId,
    level: spellLevel,
    lines: pairSpellLines(computed(normal), computed(critical)),
    ...summary(sheet, criticalRate, failRate, level.apCost, level.castsPerTurn ?? 0, atDistance, expectation(normal, critical, criticalRate.chance, failRate)),
  };
}

export { DAMAGE_ELEMENTS };
