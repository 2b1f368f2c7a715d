/**
 * The category part of the searches: the item search's path category (`/search/:category`) and its
 * `include`/`exclude` sub-types, and the set search's piece kinds, and their SQL conditions. Names
 * that mean nothing here are answered 400 naming the parameter, never silently ignored.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import {
  ALL_CATEGORIES,
  COSMETIC_KEYS,
  findCategory,
  findClothCategory,
  ITEM_CATEGORIES,
  WEAPON_CATEGORIES,
  type CategoryDef,
} from '#contract/categories';
import type { ItemKind } from '#server/db/schema';
import { invalidParameter } from '#server/plugins/errors';

export interface SubTypes {
  /** Item data categories (hat, ring…). */
  categories: string[];
  /** Weapon types (sword, bow…). */
  weaponTypes: string[];
}

/** Which items a search covers, by kind and sub-type. */
export interface TypeSelection {
  kind?: ItemKind;
  /** Only these sub-types; undefined: any. */
  anyOf?: SubTypes;
  /** None of these sub-types. */
  noneOf: SubTypes;
}

function subTypesOf(defs: readonly CategoryDef[]): SubTypes {
  return {
    categories: defs.filter((def) => def.kind === 'item').map((def) => def.key),
    weaponTypes: defs.filter((def) => def.kind === 'weapon').map((def) => def.key),
  };
}

const COSMETICS = ITEM_CATEGORIES.filter((def) => COSMETIC_KEYS.includes(def.key));
const EQUIPMENT = ITEM_CATEGORIES.filter((def) => !COSMETIC_KEYS.includes(def.key));

/** The sub-types a path category is made of, and its own selection. */
function pathCategory(category: string): { members: readonly CategoryDef[]; selection: TypeSelection } {
  const none = { categories: [], weaponTypes: [] };
  switch (category) {
    case 'all':
      return { members: ALL_CATEGORIES, selection: { noneOf: none } };
    case 'items':
      // Equipment without the cosmetics (their own screen), whatever its data category.
      return { members: EQUIPMENT, selection: { kind: 'item', noneOf: subTypesOf(COSMETICS) } };
    case 'cosmetics':
      return { members: COSMETICS, selection: { kind: 'item', anyOf: subTypesOf(COSMETICS), noneOf: none } };
    // `weapon` is also the data category of every weapon record.
    case 'weapons':
    case 'weapon':
      return { members: WEAPON_CATEGORIES, selection: { kind: 'weapon', noneOf: none } };
  }
  const def = findCategory(category);
  if (!def) throw invalidParameter('params', 'category', `unknown category "${category}"`);
  return { members: [def], selection: { kind: def.kind, anyOf: subTypesOf([def]), noneOf: none } };
}

function subTypeDefs(
  name: 'include' | 'exclude',
  values: readonly string[],
  category: string,
  members: readonly CategoryDef[],
): CategoryDef[] {
  return values.map((value) => {
    const def = findCategory(value);
    if (!def) throw invalidParameter('querystring', name, `unknown sub-type "${value}"`);
    if (!members.includes(def)) throw invalidParameter('querystring', name, `"${value}" is not a sub-type of ${category}`);
    return def;
  });
}

/**
 * The item search's selection: the path category, narrowed to `include` (any of them) and without
 * `exclude`. A sub-type outside the path category is a 400.
 */
export function itemTypeSelection(
  category: string,
  include: readonly string[] | undefined,
  exclude: readonly string[] | undefined,
): TypeSelection {
  const { members, selection } = pathCategory(category);
  const result: TypeSelection = { ...selection };
  if (include && include.length > 0) result.anyOf = subTypesOf(subTypeDefs('include', include, category, members));
  if (exclude && exclude.length > 0) {
    const excluded = subTypesOf(subTypeDefs('exclude', exclude, category, members));
    result.noneOf = {
      categories: [...selection.noneOf.categories, ...excluded.categories],
      weaponTypes: [...selection.noneOf.weaponTypes, ...excluded.weaponTypes],
    };
  }
  return result;
}

/** The set search's piece kinds (`piece_kinds` entries) of cloth category codes or keys. */
export function pieceKinds(name: 'include' | 'exclude', values: readonly string[] | undefined): string[] {
  return (values ?? []).flatMap((value) => {
    const def = findClothCategory(value);
    if (!def) throw invalidParameter('querystring', name, `unknown set category "${value}"`);
    return def.keys;
  });
}

function anySubType({ categories, weaponTypes }: SubTypes): RawBuilder<SqlBool> {
  const alternatives = [
    ...(categories.length > 0 ? [sql<SqlBool>`items.category in (${sql.join(categories)})`] : []),
    ...(weaponTypes.length > 0 ? [sql<SqlBool>`items.weapon_type in (${sql.join(weaponTypes)})`] : []),
  ];
  return alternatives.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`;
}

/** The conditions on `items` of a type selection. */
export function typeConditions({ kind, anyOf, noneOf }: TypeSelection): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (kind) conditions.push(sql<SqlBool>`items.kind = ${kind}`);
  if (anyOf) conditions.push(anySubType(anyOf));
  if (noneOf.categories.length > 0) conditions.push(sql<SqlBool>`items.category not in (${sql.join(noneOf.categories)})`);
  if (noneOf.weaponTypes.length > 0) {
    // weapon_type is null for equipment: `not in` alone would drop every piece of equipment.
    conditions.push(sql<SqlBool>`(items.weapon_type is null or items.weapon_type not in (${sql.join(noneOf.weaponTypes)}))`);
  }
  return conditions;
}

/**
 * The conditions on `sets` of piece kinds it must all hold and kinds it must not hold:
 * `piece_kinds` is `|hat|ring|weapon|`, so a kind matches as `%|kind|%` (keys hold no wildcard).
 */
export function pieceConditions(withPieces: readonly string[] = [], withoutPieces: readonly string[] = []): RawBuilder<SqlBool>[] {
  return [
    ...withPieces.map((kind) => sql<SqlBool>`sets.piece_kinds like ${`%|${kind}|%`}`),
    ...withoutPieces.map((kind) => sql<SqlBool>`sets.piece_kinds not like ${`%|${kind}|%`}`),
  ];
}
