/**
 * AssemblyScript constants of the dofus-stuffer codec (record layout, error codes, limits, category
 * capacities), generated from `engine/src/stuffer-format.ts` into `assembly/generated/constants.ts`.
 */
import {
  STUFFER_BYTES_CAPACITY,
  STUFFER_CATEGORY_COUNT,
  STUFFER_ERRORS,
  STUFFER_FIELD_ROOT,
  STUFFER_ID_MAX,
  STUFFER_INDEX_MAP_KEY,
  STUFFER_LAYOUT,
  STUFFER_LEVEL_MAX,
  STUFFER_LEVEL_MIN,
  STUFFER_MAX_DEPTH,
  STUFFER_MAX_IDS,
  STUFFER_PLACED_CATEGORIES,
  STUFFER_POINTS_LENGTH,
  STUFFER_TABLE_LENGTH,
  STUFFER_TEXT_CAPACITY,
  STUFFER_VALUE_LIMIT,
  stufferCategoryCapacity,
} from '../../game/stuffer-code-format.ts';

export function stufferConstantLines(constName: (name: string) => string): string[] {
  const capacities = Array.from({ length: STUFFER_CATEGORY_COUNT }, (_, category) => stufferCategoryCapacity(category));
  return [
    ...Object.entries(STUFFER_LAYOUT).map(([name, offset]) => `@inline export const STUFFER_${constName(name)}: i32 = ${offset};`),
    ...STUFFER_ERRORS.map((name, code) => `@inline export const STUFFER_ERR_${name.toUpperCase()}: i32 = ${code};`),
    `@inline export const STUFFER_TABLE_LENGTH: i32 = ${STUFFER_TABLE_LENGTH};`,
    `@inline export const STUFFER_POINTS_LENGTH: i32 = ${STUFFER_POINTS_LENGTH};`,
    `@inline export const STUFFER_CATEGORY_COUNT: i32 = ${STUFFER_CATEGORY_COUNT};`,
    `@inline export const STUFFER_PLACED_CATEGORIES: i32 = ${STUFFER_PLACED_CATEGORIES};`,
    `@inline export const STUFFER_MAX_IDS: i32 = ${STUFFER_MAX_IDS};`,
    `@inline export const STUFFER_TEXT_CAPACITY: i32 = ${STUFFER_TEXT_CAPACITY};`,
    `@inline export const STUFFER_BYTES_CAPACITY: i32 = ${STUFFER_BYTES_CAPACITY};`,
    `@inline export const STUFFER_MAX_DEPTH: i32 = ${STUFFER_MAX_DEPTH};`,
    `@inline export const STUFFER_VALUE_LIMIT: i32 = ${STUFFER_VALUE_LIMIT};`,
    `@inline export const STUFFER_LEVEL_MIN: i32 = ${STUFFER_LEVEL_MIN};`,
    `@inline export const STUFFER_LEVEL_MAX: i32 = ${STUFFER_LEVEL_MAX};`,
    `@inline export const STUFFER_ID_MAX: i32 = ${STUFFER_ID_MAX};`,
    `@inline export const STUFFER_FIELD_ROOT: i32 = ${STUFFER_FIELD_ROOT};`,
    `@inline export const STUFFER_INDEX_MAP_KEY: i32 = ${STUFFER_INDEX_MAP_KEY};`,
    '/** Slots of each item category of the code (research §1.2); 0 past the ten used ones. */',
    'export function stufferCategoryCapacity(category: i32): i32 {',
    '  switch (category) {',
    ...capacities.flatMap((capacity, category) => (capacity > 0 ? [`    case ${category}: return ${capacity};`] : [])),
    '    default: return 0;',
    '  }',
    '}',
  ];
}
