/**
 * Records of the damage kernels (engine/assembly/damage.ts) in linear memory, shared with the
 * wrapper (engine/src/damage.ts). `damageAssemblyConstants` turns them into the generated AS
 * constants, so an offset is written once, here.
 *
 * Int32 tables laid out once per engine: the damage rule block, one row per weapon, one row per
 * spell level, their hit lines, and the class weapon-skill table. Per call the wrapper writes an
 * Int32 request record and the kernel writes a Float64 result record.
 */
import { DAMAGE_RULE_FIELDS } from './rule-blocks.ts';
import type { DamageHitKind, Element } from '../../game/elements.ts';

/** Element codes of a line: the five elements, `best` (resolved per stuff), and none (heals). */
export const ELEMENT_CODES = { neutral: 0, earth: 1, fire: 2, water: 3, air: 4, best: 5, none: 6 } as const;
export const KIND_CODES: Readonly<Record<DamageHitKind, number>> = { damage: 0, steal: 1, heal: 2 };

export function elementCode(element: Element | ''): number {
  return element === '' ? ELEMENT_CODES.none : ELEMENT_CODES[element];
}

export const WEAPON_ROW = {
  lineStart: 0,
  lineCount: 1,
  apCost: 2,
  critRate: 3,
  critPercent: 4,
  critBonus: 5,
  failRate: 6,
  /** 0 = no limit */
  usesPerTurn: 7,
  /** Column of the weapon type in the class weapon-skill table. */
  typeColumn: 8,
  /** 0 melee, 1 distance, 2 melee or distance (WEAPON_RANGE_CLASS_NAMES order). */
  rangeClass: 9,
  /** 1 when the variant's distance penalty applies to this weapon type. */
  distancePenalty: 10,
  words: 12,
} as const;

export const LINE = { kind: 0, element: 1, min: 2, max: 3, turns: 4, chance: 5, words: 6 } as const;

export const SPELL_ROW = {
  normalStart: 0,
  normalCount: 1,
  criticalStart: 2,
  /** −1: the level has no critical list, a critical cast hits with the normal lines. */
  criticalCount: 3,
  apCost: 4,
  critRate: 5,
  critPercent: 6,
  failRate: 7,
  /** 0 = no limit */
  castsPerTurn: 8,
  rangeMax: 9,
  words: 10,
} as const;

/** Int32 request of one call. Resistances are five words each, in DAMAGE_ELEMENTS order. */
export const REQUEST = {
  /** Weapon index or spell-level index. */
  row: 0,
  /** 1 when the target is a player (the % resistance cap may apply only then). */
  targetPlayer: 1,
  /** 1 at distance, 0 in melee, −1 the default of the weapon or spell. */
  atDistance: 2,
  weaponMastery: 3,
  weaponSkillPower: 4,
  resistPercent: 5,
  resistFlat: 10,
  words: 16,
} as const;

/** Float64 result: a header, then OUT_LINE records. */
export const OUT = {
  normalCount: 0,
  criticalCount: 1,
  /** 0 cannot crit, 1 one in x, 2 percent */
  critKind: 2,
  critValue: 3,
  critChance: 4,
  failChance: 5,
  usesPerTurn: 6,
  expectedDamage: 7,
  damagePerTurn: 8,
  damagePerAp: 9,
  expectedHeal: 10,
  atDistance: 11,
  weaponSkill: 12,
  words: 16,
} as const;
export const CRIT_KINDS = ['none', 'one_in_x', 'percent'] as const;

export const OUT_LINE = { kind: 0, element: 1, min: 2, max: 3, average: 4, healMin: 5, healMax: 6, healAverage: 7, words: 8 } as const;

export const SKILL_TABLE = {
  /** Class ids 0 … limit − 1 have a row; larger ids read the variant's unknown-class skill. */
  classLimit: 256,
} as const;

const constName = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

/** Lines of engine/assembly/generated/constants.ts for the damage kernels. */
export function damageAssemblyConstants(): string[] {
  const group = (prefix: string, record: Readonly<Record<string, number>>) =>
    Object.entries(record).map(([name, value]) => `@inline export const ${prefix}_${constName(name)}: i32 = ${value};`);
  return [
    ...DAMAGE_RULE_FIELDS.map((field, index) => `@inline export const DR_${constName(field)}: i32 = ${index};`),
    ...group('ELEMENT', ELEMENT_CODES),
    ...group('KIND', KIND_CODES),
    ...group('WEAPON', WEAPON_ROW),
    ...group('LINE', LINE),
    ...group('SPELL', SPELL_ROW),
    ...group('REQUEST', REQUEST),
    ...group('OUT', OUT),
    ...group('OUT_LINE', OUT_LINE),
    ...group('SKILL', SKILL_TABLE),
  ];
}
