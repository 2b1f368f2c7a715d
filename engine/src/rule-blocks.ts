/**
 * The variant's rules as the kernels read them: the numeric settings of game/variants.ts copied, in a
 * fixed order, into Int32 rule blocks (the order is the generated AssemblyScript constants').
 */
import {
  CRITICAL_MODELS,
  MASTERY_COMBINATIONS,
  RESISTANCE_ORDERS,
  VARIANT_DAMAGE_RULES,
  VARIANT_RULES,
  WEAPON_SKILL_MODELS,
  type CriticalModel,
  type DamageRules,
  type MasteryCombination,
  type ResistanceOrder,
  type Variant,
  type VariantRules,
  type WeaponSkillModel,
} from '../../game/variants.ts';

export const RULE_FIELDS = [
  'apBase',
  'apHighLevel',
  'apHighLevelFrom',
  'mpBase',
  'hpBase',
  'hpPerLevel',
  'summonsBase',
  'prospectingBase',
  'prospectingClassId',
  'prospectingClassBase',
  'prospectingChanceDivisor',
  'podsBase',
  'podsPerStrength',
  'dodgeWisdomDivisor',
  'reductionWisdomDivisor',
  'lockAgilityDivisor',
  'dodgeAgilityDivisor',
  'initiativeFromPrimaries',
  'scrollMax',
  'levelMax',
  'capitalPerLevel',
  'scrollsInCapitalTiers',
] as const satisfies readonly (keyof VariantRules)[];

export function ruleBlock(variant: Variant): Int32Array {
  const rules = VARIANT_RULES[variant];
  return Int32Array.from(RULE_FIELDS.map((field) => rules[field]));
}

/** The numeric damage settings copied, in this order, into the WASM damage rule block. */
export const DAMAGE_RULE_FIELDS = [
  'criticalModel',
  'criticalRateFloor',
  'resistanceOrder',
  'percentResistanceCap',
  'percentResistanceCapPlayersOnly',
  'weaponSkillModel',
  'unknownClassWeaponSkill',
  'masteryCombination',
  'distancePenaltyPercent',
] as const satisfies readonly (keyof DamageRules)[];

export function damageRuleBlock(variant: Variant): Int32Array {
  const rules = VARIANT_DAMAGE_RULES[variant];
  const code = (field: (typeof DAMAGE_RULE_FIELDS)[number]): number => {
    const value = rules[field];
    switch (field) {
      case 'criticalModel':
        return CRITICAL_MODELS.indexOf(value as CriticalModel);
      case 'resistanceOrder':
        return RESISTANCE_ORDERS.indexOf(value as ResistanceOrder);
      case 'weaponSkillModel':
        return WEAPON_SKILL_MODELS.indexOf(value as WeaponSkillModel);
      case 'masteryCombination':
        return MASTERY_COMBINATIONS.indexOf(value as MasteryCombination);
      default:
        return Number(value);
    }
  };
  return Int32Array.from(DAMAGE_RULE_FIELDS.map(code));
}

