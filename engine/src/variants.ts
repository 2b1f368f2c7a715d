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
}

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
] as const satisfies readonly (keyof VariantRules)[];

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
  },
  dofus: { ...COMMON },
  touch: { ...COMMON },
};

export function isVariant(value: string): value is Variant {
  return (VARIANTS as readonly string[]).includes(value);
}

export function ruleBlock(variant: Variant): Int32Array {
  const rules = VARIANT_RULES[variant];
  return Int32Array.from(RULE_FIELDS.map((field) => rules[field]));
}
