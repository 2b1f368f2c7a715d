/**
 * The shapes of a damage calculation: the defender, the attack situation, and the weapon and spell
 * damage the engine answers with (engine README "Damage").
 */
import type { DamageElement, DamageHitKind, Element } from './elements.ts';
export type { DamageElement };
import type { WeaponRangeClass } from './variants.ts';

/** The defender. Leave a field out for 0. */
export interface Target {
  /** % resistance per element; negative for a weakness. */
  resistPercent?: Partial<Record<DamageElement, number>>;
  /** Flat resistance per element (fold PvP and physical/magic reduction in here). */
  resistFlat?: Partial<Record<DamageElement, number>>;
  /** A player character: the variant's % resistance cap applies (research §2.6). */
  player?: boolean;
}

/** The attack situation. */
export interface DamageOptions {
  /**
   * The hit lands on a cell that is not adjacent (range 2+, or a cell of a weapon's area): uses the
   * ranged instead of the melee damage %, and the variant's distance penalty for staves, lances,
   * hammers and shovels. Distance-only weapons are always at distance; default: melee for a weapon, a
   * spell of maximum range 2 or more at distance.
   */
  atDistance?: boolean;
  /** Retro: the weapon-mastery buff in % (spells 390–397: 10–35, 15–40 on a critical cast). */
  weaponMastery?: number;
  /** Dofus 2 / Touch: power of the "Weapon Skill" spell (dofuslab offers 300 and 350). */
  weaponSkillPower?: number;
}

export interface DamageRange {
  min: number;
  max: number;
  /** Exact expectation over the integer rolls of the line, each equally likely. */
  average: number;
}

/** The critical rate as the game shows it. */
export type CriticalRate =
  | { model: 'one_in_x'; x: number; display: string; chance: number }
  | { model: 'percent'; percent: number; display: string; chance: number }
  | { model: 'none'; display: string; chance: 0 };

export interface DamageLineBase {
  kind: DamageHitKind;
  /** The element the data gives (`best`, or '' for a heal without one). */
  element: Element | '';
  /** The element the hit is computed with (`best` resolved on the sheet); null for a heal. */
  appliedElement: DamageElement | null;
}

export interface WeaponDamageLine extends DamageLineBase {
  /** Damage taken by the target (damage, steal) or HP restored (heal). */
  normal: DamageRange;
  critical: DamageRange;
  /** Steal lines: HP the attacker gets back (half the damage taken, at least 1). */
  healed?: { normal: DamageRange; critical: DamageRange };
}

export interface SpellDamageLine extends DamageLineBase {
  /** > 0: a poison, the same hit at the start of each of the target's next `turns` turns. */
  turns: number;
  /** > 0: the line applies with this % chance (random alternatives). */
  chance: number;
  /** null when only the critical list has this line (or only the normal one). */
  normal: DamageRange | null;
  critical: DamageRange | null;
  healed?: { normal: DamageRange | null; critical: DamageRange | null };
}

export interface DamageSummary {
  criticalRate: CriticalRate;
  /** Probability of a critical hit, 0–1. */
  criticalChance: number;
  /** x of the "1/x" critical failure rate, 0 = none. */
  failRate: number;
  failChance: number;
  apCost: number;
  /** floor(AP / AP cost) capped by the per-turn limit when there is one. */
  usesPerTurn: number;
  /**
   * Expected damage taken by the target per use: (1 − fail) × ((1 − crit) × Σ normal averages +
   * crit × Σ critical averages), a poison counted once per turn, a random line by its chance.
   */
  expectedDamage: number;
  /** Same expectation for the HP the caster restores (heal lines and steals). */
  expectedHeal: number;
  damagePerTurn: number;
  /** expectedDamage / AP cost (0 for a 0-AP line). */
  damagePerAp: number;
  atDistance: boolean;
}

export interface WeaponDamage extends DamageSummary {
  itemId: number;
  weaponType: string;
  rangeClass: WeaponRangeClass;
  /** Class weapon skill applied, % (retro class table; 100 elsewhere). */
  weaponSkill: number;
  lines: WeaponDamageLine[];
}

export interface SpellDamage extends DamageSummary {
  spellId: number;
  level: number;
  lines: SpellDamageLine[];
}

