/**
 * Per-variant rules of the characteristic sheet. Sources: builder-spec §9 and
 * shared/research/retro-formulas.md §3 (confidence tags there). Rules the research marks as
 * proposals or open questions are named settings here, so a later finding changes one number.
 * The numeric fields are copied, in `RULE_FIELDS` order, into the WASM rule block.
 */
export const VARIANTS = ['retro', 'dofus', 'touch'] as const;
export type Variant = (typeof VARIANTS)[number];
export const DEFAULT_VARIANT: Variant = 'retro';

export interface VariantRules {
  /** AP of a naked character, and from `apHighLevelFrom` on. [EMU2] */
  apBase: number;
  apHighLevel: number;
  apHighLevelFrom: number;
  mpBase: number;
  /** HP = hpBase + hpPerLevel × (level − 1) + vitality + hp lines. [EMU1][RE] */
  hpBase: number;
  hpPerLevel: number;
  summonsBase: number;
  prospectingBase: number;
  /** Class whose base prospecting differs (Enutrof in retro: 120); 0 for none. [EMU2][RE] */
  prospectingClassId: number;
  prospectingClassBase: number;
  prospectingChanceDivisor: number;
  podsBase: number;
  podsPerStrength: number;
  /** AP/MP loss dodge: one point per `dodgeWisdomDivisor` wisdom (retro 4, others 10). [EMU2] */
  dodgeWisdomDivisor: number;
  /** AP/MP reduction from wisdom (0 = the variant has no such stat). */
  reductionWisdomDivisor: number;
  /** Lock and dodge (tackle/flee) from agility (0 = the variant has no such stat). */
  lockAgilityDivisor: number;
  dodgeAgilityDivisor: number;
  /** Initiative = strength + intelligence + chance + agility + initiative lines (builder-spec §9). */
  initiativeFromPrimaries: number;
  scrollMax: number;
  levelMax: number;
  /** Capital points gained per level after the first (5 × (level − 1) in all). [EMU2] */
  capitalPerLevel: number;
  /**
   * Whether scrolled points count in the base value that picks a capital cost tier. Retro: yes, the
   * 1.29 stats packet has no separate scroll field [OFF S1]. Dofus/Touch keep scrolls apart ([PROP]).
   */
  scrollsInCapitalTiers: number;
}

/**
 * Points a capital purchase gives where the data's cost table says nothing: the retro Sacrieur gets
 * 2 vitality per capital point [OFF S2 classes lang, research §3.1], which the data file does not carry.
 */
export interface CapitalCountOverride {
  classId: number;
  stat: 'vitality' | 'wisdom' | 'strength' | 'intelligence' | 'chance' | 'agility';
  count: number;
}
export const CAPITAL_COUNT_OVERRIDES: Readonly<Record<Variant, readonly CapitalCountOverride[]>> = {
  retro: [{ classId: 11, stat: 'vitality', count: 2 }],
  dofus: [],
  touch: [],
};

/**
 * The spec's "maximum stat per version" (builder-spec §9): the largest value the builder accepts for
 * one characteristic a player types (a forgemagie or boost line). The spec does not say which field it
 * bounds, so it is a setting the UI reads, not a rule the sheet enforces. Touch grows with the level.
 */
export function statValueMax(variant: Variant, level: number): number {
  if (variant === 'retro') return 35;
  if (variant === 'dofus') return 300;
  if (level >= 180) return 300;
  if (level >= 150) return 260;
  if (level >= 120) return 220;
  if (level >= 90) return 180;
  if (level >= 60) return 140;
  return 100;
}

const COMMON: VariantRules = {
  apBase: 6,
  apHighLevel: 7,
  apHighLevelFrom: 100,
  mpBase: 3,
  hpBase: 55,
  hpPerLevel: 5,
  summonsBase: 1,
  prospectingBase: 100,
  prospectingClassId: 0,
  prospectingClassBase: 100,
  prospectingChanceDivisor: 10,
  podsBase: 1000,
  podsPerStrength: 5,
  dodgeWisdomDivisor: 10,
  reductionWisdomDivisor: 10,
  lockAgilityDivisor: 10,
  dodgeAgilityDivisor: 10,
  initiativeFromPrimaries: 1,
  scrollMax: 100,
  levelMax: 200,
  capitalPerLevel: 5,
  scrollsInCapitalTiers: 0,
};

export const VARIANT_RULES: Readonly<Record<Variant, VariantRules>> = {
  retro: {
    ...COMMON,
    prospectingClassId: 3,
    prospectingClassBase: 120,
    dodgeWisdomDivisor: 4,
    // Retro has neither AP/MP reduction nor tackle/flee characteristics.
    reductionWisdomDivisor: 0,
    lockAgilityDivisor: 0,
    dodgeAgilityDivisor: 0,
    scrollsInCapitalTiers: 1,
  },
  dofus: { ...COMMON },
  touch: { ...COMMON },
};

export function isVariant(value: string): value is Variant {
  return (VARIANTS as readonly string[]).includes(value);
}

// ── Damage ───────────────────────────────────────────────────────────────────────────────────────
// Rules of weapon and spell damage that differ between variants or that no source settles: each one
// is a named setting here (engine README, section "Damage", says why). Source ids and confidence tags
// are those of shared/research/retro-formulas.md.

/** How the critical-hit chance is expressed and computed. */
export const CRITICAL_MODELS = ['one_in_x', 'percent'] as const;
export type CriticalModel = (typeof CRITICAL_MODELS)[number];
/** Which resistance applies first on the target side. */
export const RESISTANCE_ORDERS = ['percent_then_flat', 'flat_then_percent'] as const;
export type ResistanceOrder = (typeof RESISTANCE_ORDERS)[number];
/** How a class weapon skill is given: the retro class × weapon-type table, or none (Dofus 2 / Touch). */
export const WEAPON_SKILL_MODELS = ['none', 'class_table'] as const;
export type WeaponSkillModel = (typeof WEAPON_SKILL_MODELS)[number];
/**
 * How the retro weapon-mastery % meets the class skill: `scale_roll_range` adds it to the skill and
 * scales the line's min and max before the characteristic bonus (Araknemu, S4); `scale_boosted_roll`
 * multiplies the characteristic-boosted roll by (100 + mastery)/100 × skill/100 (StarLoco, S3). [EMU1 each]
 */
export const MASTERY_COMBINATIONS = ['scale_roll_range', 'scale_boosted_roll'] as const;
export type MasteryCombination = (typeof MASTERY_COMBINATIONS)[number];

export interface DamageRules {
  /** retro 1/x with the client's agility formula [OFF S1 §2.4]; dofus percent = base % + critical hits [EMU1 S8, W5]. */
  criticalModel: CriticalModel;
  /** Smallest x of a 1/x rate: retro 2 [OFF S1]; touch 1 (builder-spec §9 "at least 1"). */
  criticalRateFloor: number;
  /** retro % then flat [EMU2 S3 S4]; dofus and touch flat then % [OFF W4]. */
  resistanceOrder: ResistanceOrder;
  /** Cap of a target's % resistance; 0 = no cap. Retro 50 [EMU1 S3, medium confidence]; dofus/touch 50 [PROP]. */
  percentResistanceCap: number;
  /** Whether the cap applies only when the target is a player (S3 caps players only). */
  percentResistanceCapPlayersOnly: boolean;
  weaponSkillModel: WeaponSkillModel;
  /** Skill % for a class the table does not know (class 0: a decoded code): 100, the weapon as it reads. [PROP] */
  unknownClassWeaponSkill: number;
  masteryCombination: MasteryCombination;
  /** Whether the "Weapon Skill" power option (dofuslab: 300 or 350 power on weapon hits) exists. [EMU1 S8] */
  weaponSkillPower: boolean;
  /**
   * % taken off a weapon hit at distance by a weapon of `WEAPON_RANGE_CLASSES.distancePenalty`:
   * dofus 10, touch 25 (builder-spec §9, no game source: research §6.1); retro 0 (no source at all).
   */
  distancePenaltyPercent: number;
}

const DOFUS_DAMAGE_RULES: DamageRules = {
  criticalModel: 'percent',
  criticalRateFloor: 2,
  resistanceOrder: 'flat_then_percent',
  percentResistanceCap: 50,
  percentResistanceCapPlayersOnly: true,
  weaponSkillModel: 'none',
  unknownClassWeaponSkill: 100,
  masteryCombination: 'scale_roll_range',
  weaponSkillPower: true,
  distancePenaltyPercent: 10,
};

export const VARIANT_DAMAGE_RULES: Readonly<Record<Variant, DamageRules>> = {
  retro: {
    criticalModel: 'one_in_x',
    criticalRateFloor: 2,
    resistanceOrder: 'percent_then_flat',
    percentResistanceCap: 50,
    percentResistanceCapPlayersOnly: true,
    weaponSkillModel: 'class_table',
    unknownClassWeaponSkill: 100,
    masteryCombination: 'scale_roll_range',
    weaponSkillPower: false,
    distancePenaltyPercent: 0,
  },
  dofus: DOFUS_DAMAGE_RULES,
  // Touch shares the Dofus 2 rules but for the 1/x critical display and its own distance penalty.
  touch: { ...DOFUS_DAMAGE_RULES, criticalModel: 'one_in_x', criticalRateFloor: 1, distancePenaltyPercent: 25 },
};

/** Class weapon skill, % of the weapon's damage (research §2.3). [EMU2 S3 S4][WIKI W2 W6] */
export const WEAPON_SKILL_FAVOURED = 100;
export const WEAPON_SKILL_SECONDARY = 95;
export const WEAPON_SKILL_OTHER = 90;
/** Retro class id → [favoured, secondary] weapon type; a class listed with neither gets 90 % for all. */
export const RETRO_CLASS_WEAPONS: Readonly<Record<number, readonly [string, string] | null>> = {
  1: ['staff', 'wand'], // Féca
  2: ['hammer', 'staff'], // Osamodas
  3: ['shovel', 'hammer'], // Enutrof
  4: ['dagger', 'bow'], // Sram
  5: ['hammer', 'wand'], // Xélor
  6: ['sword', 'dagger'], // Ecaflip
  7: ['wand', 'staff'], // Eniripsa
  8: ['sword', 'hammer'], // Iop
  9: ['bow', 'dagger'], // Crâ
  10: ['staff', 'wand'], // Sadida
  11: null, // Sacrieur: 90 % with every weapon (W6)
  12: ['axe', 'staff'], // Pandawa
};

/** Class weapon skill % of `classId` with a weapon of `weaponType` under the variant's rules. */
export function weaponSkillPercent(variant: Variant, classId: number, weaponType: string): number {
  const rules = VARIANT_DAMAGE_RULES[variant];
  if (rules.weaponSkillModel === 'none') return 100;
  if (!(classId in RETRO_CLASS_WEAPONS)) return rules.unknownClassWeaponSkill;
  const weapons = RETRO_CLASS_WEAPONS[classId];
  if (weapons?.[0] === weaponType) return WEAPON_SKILL_FAVOURED;
  if (weapons?.[1] === weaponType) return WEAPON_SKILL_SECONDARY;
  return WEAPON_SKILL_OTHER;
}

/**
 * Weapon range classes (builder-spec §9 "dd, dm, ddOrDm"): bows and wands strike at distance only;
 * scythes and axes in melee, and outside retro at distance too; the other types in melee. The data's
 * own range refines it: a minimum range of 2 or more is distance only, a maximum of 2 or more (the
 * Dofus 2 staves, 1–2) melee or distance.
 */
export const WEAPON_RANGE_CLASSES: Readonly<Record<Variant, { distanceOnly: readonly string[]; meleeAndDistance: readonly string[]; distancePenalty: readonly string[] }>> = {
  retro: { distanceOnly: ['bow', 'wand'], meleeAndDistance: [], distancePenalty: [] },
  dofus: { distanceOnly: ['bow', 'wand'], meleeAndDistance: ['scythe', 'axe'], distancePenalty: ['staff', 'lance', 'hammer', 'shovel'] },
  touch: { distanceOnly: ['bow', 'wand'], meleeAndDistance: ['scythe', 'axe'], distancePenalty: ['staff', 'lance', 'hammer', 'shovel'] },
};
export const WEAPON_RANGE_CLASS_NAMES = ['melee', 'distance', 'melee_or_distance'] as const;
export type WeaponRangeClass = (typeof WEAPON_RANGE_CLASS_NAMES)[number];

export function weaponRangeClass(variant: Variant, weaponType: string, rangeMin: number, rangeMax: number): WeaponRangeClass {
  const classes = WEAPON_RANGE_CLASSES[variant];
  if (classes.distanceOnly.includes(weaponType) || rangeMin >= 2) return 'distance';
  if (classes.meleeAndDistance.includes(weaponType) || rangeMax >= 2) return 'melee_or_distance';
  return 'melee';
}
