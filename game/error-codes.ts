/**
 * Why the engine refused an input: each code maps to the spec's message in the user's language (the
 * engine itself speaks no language).
 */
export const ENGINE_ERROR_CODES = [
  /** A dofus-stuffer code or link that cannot be decoded (bad base64, bad MessagePack, missing key…). */
  'invalid_stuffer_code',
  /** Character level outside 1–200. */
  'invalid_level',
  /** A characteristic value that is not an integer in its allowed range (points, scrolls, rolls, boosts). */
  'invalid_stat',
  /** A spell id the catalogue does not have, or a level the spell does not have. */
  'unknown_spell',
  /** A damage target that is not an object of integer resistances per element (see `Target`). */
  'invalid_target',
  /** A damage option of the wrong type, out of range, or not a rule of the variant (see `DamageOptions`). */
  'invalid_damage_option',
  /** A Cacminator query with a wrong field: filters, weapon forgemagie preset, ranking, limit (see `CacminatorQuery`). */
  'invalid_cacminator_query',
  /** A Panominator query with a wrong field: objective, constraints, locked items, slots, limit (see `PanominatorQuery`). */
  'invalid_panominator_query',
] as const;
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];
