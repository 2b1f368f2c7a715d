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

export function ruleBlock(variant: Variant): Int32Array {
  const rules = VARIANT_RULES[variant];
  return Int32Array.from(RULE_FIELDS.map((field) => rules[field]));
}
