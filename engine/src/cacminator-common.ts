/**
 * What the Cacminator's WASM wrapper (cacminator.ts) and its plain-TS reference
 * (reference-cacminator.ts) share: the query checks and defaults, the weapon filters that need no
 * computation, the stuff each candidate weapon is computed in, the weapon forgemagie formula and the
 * ranking figure. Neither damage nor sheet is computed here.
 */
import type { CatalogItem, HitLine } from './catalog.ts';
import {
  WEAPON_FM_PERCENTS,
  type CacminatorExpectation,
  type CacminatorQuery,
  type CacminatorRanking,
  type WeaponForgemagie,
} from '../../game/cacminator-types.ts';
import { DAMAGE_ELEMENTS, validateDamageInput, type DamageElement, type WeaponDamage } from './damage-common.ts';
import { EngineInputError } from './errors.ts';
import type { Slot } from '../../game/slots.ts';
import type { StuffInput } from '../../game/stuff.ts';
import { validateStuff } from './validate.ts';
import { VARIANT_RULES, type Variant } from '../../game/variants.ts';

/** How many entries a query returns by default, and at most. */
export const CACMINATOR_DEFAULT_LIMIT = 20;
export const CACMINATOR_MAX_LIMIT = 500;

/** A query with its defaults filled in, after every check. */
export interface ResolvedCacminatorQuery {
  stuff: StuffInput;
  target: CacminatorQuery['target'];
  options: CacminatorQuery['options'];
  /** null: every type. */
  types: ReadonlySet<string> | null;
  minLevel: number;
  maxLevel: number;
  /** null: any element. */
  elements: ReadonlySet<DamageElement> | null;
  hands: 'one' | 'two' | 'any';
  conditions: 'met' | 'any';
  availability: 'standard' | 'all';
  forgemagie: WeaponForgemagie | null;
  rankBy: CacminatorRanking;
  expectation: CacminatorExpectation;
  limit: number;
}

const QUERY_FIELDS: ReadonlySet<string> = new Set(['stuff', 'target', 'options', 'filters', 'forgemagie', 'rankBy', 'expectation', 'limit']);
const FILTER_FIELDS: ReadonlySet<string> = new Set(['types', 'maxLevel', 'minLevel', 'elements', 'hands', 'conditions', 'availability']);
const FORGEMAGIE_FIELDS: ReadonlySet<string> = new Set(['line', 'element', 'percent']);
const FM_ELEMENTS: readonly string[] = DAMAGE_ELEMENTS.filter((element) => element !== 'neutral');
const TYPE_LIMIT = 64;

function fail(message: string, field: string): never {
  throw new EngineInputError('invalid_cacminator_query', message, field);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkFields(record: Record<string, unknown>, allowed: ReadonlySet<string>, prefix: string): void {
  for (const key in record) if (!allowed.has(key)) fail(`unknown field "${prefix}${key}"`, `${prefix}${key}`);
}

function oneOf<T extends string | number>(value: unknown, allowed: readonly T[], fallback: T, field: string): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly unknown[]).includes(value)) fail(`${field} must be one of ${allowed.join(', ')} (got ${String(value)})`, field);
  return value as T;
}

function level(value: unknown, fallback: number, max: number, field: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > max) fail(`${field} must be an integer from 1 to ${max} (got ${String(value)})`, field);
  return value as number;
}

/**
 * Checks a query (the stuff, target and options with the engine's own checks first) and fills in the
 * defaults; throws EngineInputError naming the field otherwise.
 */
export function resolveCacminatorQuery(variant: Variant, query: CacminatorQuery): ResolvedCacminatorQuery {
  if (!isRecord(query)) fail('a Cacminator query must be an object', 'query');
  checkFields(query, QUERY_FIELDS, '');
  const rules = VARIANT_RULES[variant];
  validateStuff(query.stuff, rules);
  validateDamageInput(variant, query.target, query.options);

  const filters = query.filters ?? {};
  if (!isRecord(filters)) fail('filters must be an object', 'filters');
  checkFields(filters, FILTER_FIELDS, 'filters.');
  let types: Set<string> | null = null;
  if (filters.types !== undefined) {
    if (!Array.isArray(filters.types) || filters.types.length > TYPE_LIMIT) fail(`filters.types must be an array of at most ${TYPE_LIMIT} weapon types`, 'filters.types');
    filters.types.forEach((type, index) => {
      if (typeof type !== 'string' || type === '') fail('a weapon type must be a non-empty string', `filters.types[${index}]`);
    });
    if (filters.types.length > 0) types = new Set(filters.types);
  }
  const maxLevel = level(filters.maxLevel, query.stuff.level, rules.levelMax, 'filters.maxLevel');
  const minLevel = level(filters.minLevel, 1, rules.levelMax, 'filters.minLevel');
  if (minLevel > maxLevel) fail(`filters.minLevel (${minLevel}) is above the highest level (${maxLevel})`, 'filters.minLevel');
  let elements: Set<DamageElement> | null = null;
  if (filters.elements !== undefined) {
    if (!Array.isArray(filters.elements)) fail('filters.elements must be an array of elements', 'filters.elements');
    filters.elements.forEach((element, index) => oneOf(element, DAMAGE_ELEMENTS, 'neutral', `filters.elements[${index}]`));
    if (filters.elements.length > 0) elements = new Set(filters.elements);
  }

  let forgemagie: WeaponForgemagie | null = null;
  if (query.forgemagie !== undefined && query.forgemagie !== null) {
    const fm = query.forgemagie;
    if (!isRecord(fm)) fail('forgemagie must be an object or null', 'forgemagie');
    checkFields(fm, FORGEMAGIE_FIELDS, 'forgemagie.');
    if (fm.line === undefined || fm.element === undefined || fm.percent === undefined) fail('forgemagie needs line, element and percent', 'forgemagie');
    forgemagie = {
      line: oneOf(fm.line, ['damage', 'steal'] as const, 'damage', 'forgemagie.line'),
      element: oneOf(fm.element, FM_ELEMENTS, 'earth', 'forgemagie.element') as WeaponForgemagie['element'],
      percent: oneOf(fm.percent, WEAPON_FM_PERCENTS, 50, 'forgemagie.percent'),
    };
  }

  let limit = CACMINATOR_DEFAULT_LIMIT;
  if (query.limit !== undefined) {
    if (!Number.isInteger(query.limit) || query.limit < 1 || query.limit > CACMINATOR_MAX_LIMIT) {
      fail(`limit must be an integer from 1 to ${CACMINATOR_MAX_LIMIT} (got ${String(query.limit)})`, 'limit');
    }
    limit = query.limit;
  }
  return {
    stuff: query.stuff,
    target: query.target,
    options: query.options,
    types,
    minLevel,
    maxLevel,
    elements,
    hands: oneOf(filters.hands, ['one', 'two', 'any'] as const, 'any', 'filters.hands'),
    conditions: oneOf(filters.conditions, ['met', 'any'] as const, 'any', 'filters.conditions'),
    availability: oneOf(filters.availability, ['standard', 'all'] as const, 'standard', 'filters.availability'),
    forgemagie,
    rankBy: oneOf(query.rankBy, ['turn', 'ap'] as const, 'turn', 'rankBy'),
    expectation: oneOf(query.expectation, ['expected', 'normal', 'critical'] as const, 'expected', 'expectation'),
    limit,
  };
}

/** The filters that need no computation: type, level range, hands, availability. */
export function passesCatalogFilters(item: CatalogItem, query: ResolvedCacminatorQuery): boolean {
  const weapon = item.weapon;
  if (!weapon) return false;
  if (query.types !== null && !query.types.has(weapon.type)) return false;
  if (item.level < query.minLevel || item.level > query.maxLevel) return false;
  if (query.hands === 'one' && weapon.twoHanded) return false;
  if (query.hands === 'two' && !weapon.twoHanded) return false;
  return query.availability === 'all' || item.availability === 'standard';
}

/** Whether the stuff holds a shield that a two-handed weapon takes off. */
export function holdsShield(stuff: StuffInput): boolean {
  const shield = stuff.items.br;
  return shield !== undefined && shield !== 0;
}

/**
 * The stuff without its weapon (and without its shield when `removeShield`): the rolls of the
 * emptied slots go with them, since they belonged to the items that were there.
 */
export function stuffWithoutWeapon(stuff: StuffInput, removeShield: boolean): StuffInput {
  const emptied: Slot[] = removeShield ? ['ar', 'br'] : ['ar'];
  const items = { ...stuff.items };
  for (const slot of emptied) delete items[slot];
  const result: StuffInput = { ...stuff, items };
  if (stuff.rolls) {
    const rolls = { ...stuff.rolls };
    for (const slot of emptied) delete rolls[slot];
    result.rolls = rolls;
  }
  return result;
}

/** The stuff with `weapon` in `ar` at its maximum lines, the shield taken off for a two-handed weapon. */
export function stuffWithWeapon(stuff: StuffInput, weapon: CatalogItem): StuffInput {
  const result = stuffWithoutWeapon(stuff, weapon.weapon?.twoHanded === true);
  result.items.ar = weapon.id;
  return result;
}

/**
 * Research §5 calcElementMage [EMU1 S8] for a line of `min`–`max` turned into an element at
 * `percent` %: b = ⌊(min − 1)·k⌋, d = ⌊(max − min + 1)·k⌋ with k = percent / 100, new min = b + 1,
 * new max = b + d. Computed on integers (⌊n · percent / 100⌋), so that 25 × 0.68 is exactly 17.
 * When d is 0 (a one-value line at 50–85 %) the source gives a max below the min: the line keeps
 * the one value b + 1 (our reading).
 */
export function weaponForgemagieRange(min: number, max: number, percent: number): [number, number] {
  const base = Math.floor(((min - 1) * percent) / 100);
  const spread = Math.floor(((max - min + 1) * percent) / 100);
  return [base + 1, base + Math.max(1, spread)];
}

/** Whether a weapon line is one the preset converts: a neutral line of the preset's kind. */
export function isForgemagieLine(line: HitLine, forgemagie: WeaponForgemagie): boolean {
  return line[0] === forgemagie.line && line[1] === 'neutral';
}

/** The weapon's hit lines after the preset (the same array when no line converts). */
export function forgemagedHits(hits: readonly HitLine[], forgemagie: WeaponForgemagie): readonly HitLine[] {
  if (!hits.some((line) => isForgemagieLine(line, forgemagie))) return hits;
  return hits.map((line) => {
    if (!isForgemagieLine(line, forgemagie)) return line;
    const [min, max] = weaponForgemagieRange(line[2], line[3], forgemagie.percent);
    return [line[0], forgemagie.element, min, max];
  });
}

/**
 * Damage per use with the critical chance forced to 0 (`normal`) or 1 (`critical`): (1 − fail) ×
 * the sum of that side's line averages over damage and steal lines. A weapon that cannot crit keeps
 * its normal side under `critical`.
 */
export function forcedDamagePerUse(lineSum: number, failChance: number): number {
  return (1 - failChance) * lineSum;
}

/** Per turn (uses × damage per use, as `damagePerTurn`) or per AP (÷ AP cost, 0 for a 0-AP weapon). */
export function rankingFigure(perUse: number, uses: number, apCost: number, rankBy: CacminatorRanking): number {
  return rankBy === 'turn' ? uses * perUse : apCost > 0 ? perUse / apCost : 0;
}

/** The ranking figure of a computed weapon (the reference's path; the WASM scan reads the same numbers from the kernel's record). */
export function cacminatorScore(damage: WeaponDamage, rankBy: CacminatorRanking, expectation: CacminatorExpectation): number {
  if (expectation === 'expected') return rankBy === 'turn' ? damage.damagePerTurn : damage.damagePerAp;
  const critical = expectation === 'critical' && damage.criticalRate.model !== 'none';
  let sum = 0;
  for (const line of damage.lines) if (line.kind !== 'heal') sum += critical ? line.critical.average : line.normal.average;
  return rankingFigure(forcedDamagePerUse(sum, damage.failChance), damage.usesPerTurn, damage.apCost, rankBy);
}

/** Whether one of the damage or steal lines hits in one of `elements` (the element it is computed with). */
export function hitsInElements(damage: WeaponDamage, elements: ReadonlySet<DamageElement>): boolean {
  return damage.lines.some((line) => line.kind !== 'heal' && line.appliedElement !== null && elements.has(line.appliedElement));
}

/** Ranking order: score descending, then weapon id ascending. */
export function ranksBefore(score: number, weaponId: number, otherScore: number, otherWeaponId: number): boolean {
  return score > otherScore || (score === otherScore && weaponId < otherWeaponId);
}
