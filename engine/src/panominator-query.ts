/**
 * Checks a Panominator query and fills in its defaults. Everything a search cannot treat exactly is
 * refused here with `invalid_panominator_query` and the field at fault, before any work starts.
 */
import type { Catalog, CatalogItem } from './catalog.ts';
import { EngineInputError } from './errors.ts';
import type { PanominatorQuery, UndecidedConditionPolicy } from '../../game/panominator-types.ts';
import { SLOT_GROUPS, SLOTS, slotGroupOf, type Slot, type SlotGroup } from '../../game/slots.ts';
import { capitalAvailable, classCostTables, pointsForCapital } from '../../game/capital.ts';
import { isStatKey, PRIMARY_STATS, STAT_COUNT, STAT_INDEX, type StatKey } from '../../game/stats.ts';
import type { StuffInput } from '../../game/stuff.ts';
import { VALUE_LIMIT } from './validate.ts';
import type { Variant } from '../../game/variants.ts';

export const PANOMINATOR_MAX_LIMIT = 50;
export const PANOMINATOR_MAX_CONSTRAINTS = 20;
export const PANOMINATOR_MAX_PARTS = 64;
/** Objective weights beyond this are refused: sums of weight × value must stay exact in a double. */
export const PANOMINATOR_WEIGHT_LIMIT = 1_000_000;

export interface ResolvedConstraint {
  stat: number;
  min: number;
  max: number;
}

export interface ResolvedPanominatorQuery {
  /** The character alone: no items, rolls or forgemagie. */
  stuff: StuffInput;
  weights: Float64Array;
  constraints: ResolvedConstraint[];
  /** Items fixed by the player or by the compatibility set, per slot. */
  locked: Map<Slot, CatalogItem>;
  banned: Set<number>;
  empty: Set<Slot>;
  exos: boolean;
  dofus: boolean;
  pets: boolean;
  availability: 'standard' | 'all';
  undecided: UndecidedConditionPolicy;
  limit: number;
  setId: number | null;
  part: number;
  parts: number;
}

function fail(message: string, field: string): never {
  throw new EngineInputError('invalid_panominator_query', message, field);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSlot(value: unknown): value is Slot {
  return typeof value === 'string' && (SLOTS as readonly string[]).includes(value);
}

function integerIn(value: unknown, min: number, max: number, fallback: number, field: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail(`${field} must be an integer from ${min} to ${max}`, field);
  }
  return value;
}

function flag(value: unknown, fallback: boolean, field: string): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') fail(`${field} must be true or false`, field);
  return value;
}

const QUERY_FIELDS = new Set([
  'stuff', 'capitalTo', 'objective', 'constraints', 'locked', 'banned', 'emptySlots', 'allow', 'availability',
  'undecidedConditions', 'limit', 'setId', 'part', 'parts',
]);

export function resolvePanominatorQuery(
  variant: Variant,
  catalog: Catalog,
  itemsById: ReadonlyMap<number, CatalogItem>,
  query: PanominatorQuery,
): ResolvedPanominatorQuery {
  if (!isRecord(query)) fail('a Panominator query must be an object', 'query');
  for (const key of Object.keys(query)) if (!QUERY_FIELDS.has(key)) fail(`unknown field ${key}`, key);
  if (!isRecord(query.stuff)) fail('stuff must be a character (class, level, points…)', 'stuff');
  const { classId, level, gender, points, scrolls, boosts } = query.stuff;
  const stuff: StuffInput = { classId, level, items: {} };
  if (gender !== undefined) stuff.gender = gender;
  if (points !== undefined) stuff.points = points;
  if (scrolls !== undefined) stuff.scrolls = scrolls;
  if (boosts !== undefined) stuff.boosts = boosts;
  if (query.capitalTo !== undefined) {
    if (!(PRIMARY_STATS as readonly string[]).includes(query.capitalTo)) fail(`capitalTo must be one of ${PRIMARY_STATS.join(', ')}`, 'capitalTo');
    if (points !== undefined) fail('give the points or capitalTo, not both', 'capitalTo');
    const tiers = typeof classId === 'number' ? classCostTables(catalog.classes, variant).get(classId)?.[query.capitalTo] : undefined;
    const capital = typeof level === 'number' && level >= 1 ? capitalAvailable(variant, level) : 0;
    stuff.points = { [query.capitalTo]: pointsForCapital(capital, tiers) };
  }

  const weights = new Float64Array(STAT_COUNT);
  if (!isRecord(query.objective)) fail('objective must map stat keys to weights', 'objective');
  let nonZero = 0;
  for (const [key, weight] of Object.entries(query.objective)) {
    if (!isStatKey(key)) fail(`unknown stat key ${key}`, `objective.${key}`);
    if (typeof weight !== 'number' || !Number.isFinite(weight) || Math.abs(weight) > PANOMINATOR_WEIGHT_LIMIT) {
      fail(`the weight of ${key} must be a number from −${PANOMINATOR_WEIGHT_LIMIT} to ${PANOMINATOR_WEIGHT_LIMIT}`, `objective.${key}`);
    }
    weights[STAT_INDEX[key]] = weight;
    if (weight !== 0) nonZero++;
  }
  if (nonZero === 0) fail('the objective needs at least one non-zero weight', 'objective');

  const constraints: ResolvedConstraint[] = [];
  if (query.constraints !== undefined) {
    if (!Array.isArray(query.constraints)) fail('constraints must be a list', 'constraints');
    if (query.constraints.length > PANOMINATOR_MAX_CONSTRAINTS) fail(`at most ${PANOMINATOR_MAX_CONSTRAINTS} constraints`, 'constraints');
    query.constraints.forEach((constraint, index) => {
      const field = `constraints[${index}]`;
      if (!isRecord(constraint) || !isStatKey(String(constraint.stat))) fail('a constraint needs a stat key', `${field}.stat`);
      const min = constraint.min === undefined ? -Infinity : integerIn(constraint.min, -VALUE_LIMIT, VALUE_LIMIT, 0, `${field}.min`);
      const max = constraint.max === undefined ? Infinity : integerIn(constraint.max, -VALUE_LIMIT, VALUE_LIMIT, 0, `${field}.max`);
      if (min === -Infinity && max === Infinity) fail('a constraint needs a minimum or a maximum', field);
      if (min > max) fail('the minimum is above the maximum', field);
      constraints.push({ stat: STAT_INDEX[constraint.stat as StatKey], min, max });
    });
  }

  const banned = new Set<number>();
  if (query.banned !== undefined) {
    if (!Array.isArray(query.banned) || query.banned.length > 10_000) fail('banned must be a list of item ids', 'banned');
    query.banned.forEach((id, index) => banned.add(integerIn(id, 1, 2 ** 31 - 1, 0, `banned[${index}]`)));
  }
  const empty = new Set<Slot>();
  if (query.emptySlots !== undefined) {
    if (!Array.isArray(query.emptySlots)) fail('emptySlots must be a list of slots', 'emptySlots');
    query.emptySlots.forEach((slot, index) => {
      if (!isSlot(slot)) fail(`unknown slot ${String(slot)}`, `emptySlots[${index}]`);
      empty.add(slot);
    });
  }
  const allow = query.allow ?? {};
  if (!isRecord(allow)) fail('allow must be an object', 'allow');
  const availability = query.availability ?? 'standard';
  if (availability !== 'standard' && availability !== 'all') fail('availability must be standard or all', 'availability');
  const undecided = query.undecidedConditions ?? 'exclude';
  if (undecided !== 'exclude' && undecided !== 'assume-met') fail('undecidedConditions must be exclude or assume-met', 'undecidedConditions');
  const parts = integerIn(query.parts, 1, PANOMINATOR_MAX_PARTS, 1, 'parts');
  const part = integerIn(query.part, 0, parts - 1, 0, 'part');

  const locked = new Map<Slot, CatalogItem>();
  const lockItem = (slot: Slot, item: CatalogItem, field: string) => {
    const group = slotGroupOf(item.category);
    if (!group || !(SLOT_GROUPS[group] as readonly Slot[]).includes(slot)) fail(`item ${item.id} cannot be worn in ${slot}`, field);
    if (item.level > level) fail(`item ${item.id} is above the character's level`, field);
    if (empty.has(slot)) fail(`${slot} is both locked and left empty`, field);
    locked.set(slot, item);
  };
  if (query.locked !== undefined) {
    if (!isRecord(query.locked)) fail('locked must map slots to item ids', 'locked');
    for (const [slot, id] of Object.entries(query.locked)) {
      if (id === undefined || id === 0) continue;
      if (!isSlot(slot)) fail(`unknown slot ${slot}`, `locked.${slot}`);
      const item = typeof id === 'number' ? itemsById.get(id) : undefined;
      if (!item) fail(`unknown item ${String(id)}`, `locked.${slot}`);
      lockItem(slot, item, `locked.${slot}`);
    }
  }

  let setId: number | null = null;
  if (query.setId !== undefined) {
    setId = integerIn(query.setId, 1, 2 ** 31 - 1, 0, 'setId');
    const set = catalog.sets.find((candidate) => candidate.id === setId);
    if (!set) fail(`unknown set ${setId}`, 'setId');
    for (const id of set.itemIds) {
      const item = itemsById.get(id);
      if (!item) continue;
      if ([...locked.values()].some((worn) => worn.id === id)) continue;
      const group = slotGroupOf(item.category);
      const slot = group && (SLOT_GROUPS[group] as readonly Slot[]).find((candidate) => !locked.has(candidate) && !empty.has(candidate));
      if (!slot) fail(`the set's item ${id} has no free slot`, 'setId');
      lockItem(slot, item, 'setId');
    }
  }
  checkLockedRules(locked);

  return {
    stuff,
    weights,
    constraints,
    locked,
    banned,
    empty,
    exos: flag(allow.exos, false, 'allow.exos'),
    dofus: flag(allow.dofus, true, 'allow.dofus'),
    pets: flag(allow.pets, true, 'allow.pets'),
    availability,
    undecided,
    limit: integerIn(query.limit, 1, PANOMINATOR_MAX_LIMIT, 1, 'limit'),
    setId,
    part,
    parts,
  };
}

/** The game rules among the locked items themselves: one copy of a Dofus or set ring, no shield with a two-handed weapon. */
function checkLockedRules(locked: Map<Slot, CatalogItem>): void {
  const seen = new Map<number, Slot>();
  for (const [slot, item] of locked) {
    const group: SlotGroup | undefined = slotGroupOf(item.category);
    const earlier = seen.get(item.id);
    if (earlier !== undefined && (group === 'dofus' || item.setId !== 0)) fail(`item ${item.id} is locked twice (${earlier} and ${slot})`, `locked.${slot}`);
    seen.set(item.id, slot);
  }
  if (locked.get('ar')?.weapon?.twoHanded && locked.has('br')) fail('a two-handed weapon is locked with a shield', 'locked.br');
}
