/**
 * The plain-TypeScript references of the kernels: clear rather than fast, the oracle of the property
 * tests and the baseline of the benchmarks. Not part of the engine's public entry.
 */
export { referenceComputeStats, referenceCapitalSpent, itemLineValues } from './stats.ts';
export { referenceDecodeStufferCode, referenceEncodeStufferCode } from './stuffer-code.ts';
export { referenceCheckConditions } from './conditions.ts';
export { referenceWeaponDamage, referenceSpellDamage, referenceSpellLevelDamage } from './damage.ts';
export { referenceCacminator } from './cacminator.ts';
