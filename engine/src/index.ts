/**
 * @tofulab/engine — the Tofulab calculation core (WASM kernels behind a typed API). The game's
 * vocabulary it computes with (stats, slots, variants, conditions…) lives in `game/` and is
 * re-exported here for the package's users; the plain-TS references are `engine/reference/`.
 */
export { createEngine, preloadPanominator, type Engine, type EngineOptions, type EncodedStuffs } from './engine.ts';
export type { CacminatorLoop } from './cacminator.ts';
export type { PanominatorBound } from './panominator.ts';
export {
  encodeCatalogBinary,
  layOutCatalogBinary,
  setCatalogBinaryChecksum,
  fnv1a32,
  FNV1A32_SEED,
  CATALOG_BINARY_CHECKSUM_START,
  decodeCatalogBinary,
  readCatalogBinaryHeader,
  CatalogBinaryError,
  CATALOG_BINARY_FORMAT,
  type CatalogBinaryHeader,
  type CatalogBinaryProblem,
} from './catalog-binary.ts';
export {
  CATALOG_IMAGE_FORMAT,
  CATALOG_IMAGE_LAYOUT,
  IMAGE_TOC,
  buildCatalogImage,
  buildCatalogImageInParts,
  layOutCatalogImage,
  sealCatalogImage,
  catalogImageChecksumParts,
  setCatalogImageChecksum,
  decodeCatalogImage,
  catalogImageHeadLength,
  unpackCatalogImage,
  type CatalogImage,
  type PackedCatalogImage,
  type DecodedCatalogImage,
} from './catalog-image.ts';
export { EngineInputError, ENGINE_ERROR_CODES, type EngineErrorCode } from './errors.ts';
export { validateStuff } from './validate.ts';
export { VALUE_LIMIT, BOOST_DAMAGE_FACTOR_LIMIT } from '../../game/limits.ts';
export { extractStufferCode, stufferNakedValue, type DecodedStuff } from './stuffer-code.ts';
export { STUFFER_STAT_CODES, STUFFER_STAT_KEYS, STUFFER_SLOTS } from '../../game/stuffer-code-format.ts';
export { weaponForgemagieRange, cacminatorScore, CACMINATOR_DEFAULT_LIMIT, CACMINATOR_MAX_LIMIT } from './cacminator-common.ts';
export {
  WEAPON_FM_PERCENTS,
  type WeaponFmPercent,
  type WeaponForgemagie,
  type CacminatorFilters,
  type CacminatorRanking,
  type CacminatorExpectation,
  type CacminatorQuery,
  type CacminatorEntry,
  type CacminatorResult,
  type CacminatorRunOptions,
  type CacminatorProgress,
} from '../../game/cacminator-types.ts';
export type {
  PanominatorAllow,
  PanominatorConstraint,
  PanominatorExo,
  PanominatorProgress,
  PanominatorQuery,
  PanominatorResult,
  PanominatorRunOptions,
  PanominatorSearch,
  PanominatorSetCount,
  PanominatorSolution,
  PanominatorStatus,
  UndecidedConditionPolicy,
} from '../../game/panominator-types.ts';
export { PANOMINATOR_MAX_LIMIT, PANOMINATOR_MAX_CONSTRAINTS, PANOMINATOR_MAX_PARTS, PANOMINATOR_WEIGHT_LIMIT } from './panominator-query.ts';
export { sheetModel, type SheetModel } from './panominator.ts';
export { pointsForCapital, capitalSpent, classCostTables, type CapitalTier } from '../../game/capital.ts';
export {
  PANOMINATOR_PRESETS,
  DOFUS_STUFFER_ROLES,
  presetObjective,
  dofusStufferQuery,
  type DamageElementPreset,
  type PanominatorPreset,
  type DofusStufferPreset,
  type DofusStufferRole,
} from '../../game/panominator-presets.ts';
export {
  criticalRate,
  DAMAGE_ELEMENTS,
  type CriticalRate,
  type DamageElement,
  type DamageOptions,
  type DamageRange,
  type SpellDamage,
  type SpellDamageLine,
  type Target,
  type WeaponDamage,
  type WeaponDamageLine,
} from './damage-common.ts';
export { EXO_LIMITED_STATS, EXO_STATS, NO_EXO_GROUPS, takesExoLines } from '../../game/exo.ts';
export {
  SLOT_RULE_CODES,
  slotRuleViolations,
  type CheckedAtom,
  type UncheckedAtom,
  type UnmetCondition,
  type RuleViolation,
  type SlotRuleCode,
} from './conditions.ts';
export {
  CONDITION_OPERATORS,
  CONDITION_SUBJECTS,
  type ConditionAtom,
  type ConditionGroup,
  type ConditionOperator,
  type ConditionSubject,
  type UnevaluableAtom,
} from '../../game/item-conditions.ts';
export {
  buildCatalog,
  AVAILABILITIES,
  type Availability,
  type Catalog,
  type CatalogItem,
  type CatalogSet,
  type CatalogClass,
  type CatalogReport,
  type RawVariantData,
  type RawClass,
  type RawEffect,
  type RawItem,
  type RawSet,
  type RawSpell,
  type RawSpellEffect,
  type RawSpellLevel,
  type StatLine,
  type HitLine,
  type WeaponBlock,
  type CatalogSpell,
  type CatalogBomb,
  type BombBaseLine,
  type CatalogSpellLevel,
  type SpellHitLine,
} from './catalog.ts';
export * from '../../game/stats.ts';
export * from '../../game/slots.ts';
export {
  VARIANTS,
  VARIANT_RULES,
  DEFAULT_VARIANT,
  CAPITAL_COUNT_OVERRIDES,
  isVariant,
  statValueMax,
  type Variant,
  type VariantRules,
  type CapitalCountOverride,
} from '../../game/variants.ts';
export {
  VARIANT_DAMAGE_RULES,
  WEAPON_RANGE_CLASSES,
  weaponRangeClass,
  weaponSkillPercent,
  type DamageRules,
  type WeaponRangeClass,
} from '../../game/variants.ts';
export { BOOST_EFFECTS } from '../../game/stuff.ts';
export type { StuffInput, StatSheet, PrimaryParts, PrimaryValues, Boost, BoostEffect, CapitalSheet, SheetMeta } from '../../game/stuff.ts';
export type { WasmSource } from './wasm.ts';
export { preloadKernels } from './wasm.ts';
export { isGameId, uniqueEquipment } from './catalog.ts';
