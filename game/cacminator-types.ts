/**
 * The public shapes of the Cacminator (builder-spec §1 "finds the best melee weapon for a stuff";
 * site-spec §2): every weapon of the catalogue allowed by the filters is tried in the weapon slot of
 * the stuff, everything that changes is recomputed (the weapon's own lines and stats, set bonuses,
 * the shield a two-handed weapon takes off, class weapon skill, critical chance with the weapon's
 * base rate), and the weapons are ranked by expected damage.
 */
import type { Availability } from './availability.ts';
import type { DamageElement, DamageOptions, Target, WeaponDamage } from './damage-types.ts';
import type { StuffInput } from './stuff.ts';

/** Weapon forgemagie presets (spec Stuff `fmWeapon`, `fmStealWeapon`; §9 "preset exo levels 50, 68, 85"). */
export const WEAPON_FM_PERCENTS = [50, 68, 85] as const;
export type WeaponFmPercent = (typeof WEAPON_FM_PERCENTS)[number];

/**
 * A weapon's neutral damage line (`damage`) or neutral steal line (`steal`) turned into an element at
 * 50, 68 or 85 % (research §5 calcElementMage: k = percent / 100, b = ⌊(min − 1)·k⌋,
 * d = ⌊(max − min + 1)·k⌋, new min = b + 1, new max = b + d). Applied to every candidate that has
 * such a line; the others are ranked as they are.
 */
export interface WeaponForgemagie {
  line: 'damage' | 'steal';
  element: Exclude<DamageElement, 'neutral'>;
  percent: WeaponFmPercent;
}

export interface CacminatorFilters {
  /** Weapon types (catalogue `weapon.type`, e.g. `sword`, `hammer`); empty or absent: every type. */
  types?: readonly string[];
  /** Highest weapon level; default the stuff's level (a weapon above it cannot be worn). */
  maxLevel?: number;
  minLevel?: number;
  /** Keep weapons with at least one damage or steal line in one of these elements (applied element). */
  elements?: readonly DamageElement[];
  /** One- or two-handed weapons only; default both. */
  hands?: 'one' | 'two' | 'any';
  /** `met`: only weapons whose item conditions hold on the stuff's final sheet with them; default `any`. */
  conditions?: 'met' | 'any';
  /** Default `standard` (builders and optimisers default to standard records, data README). */
  availability?: 'standard' | 'all';
}

export type CacminatorRanking = 'turn' | 'ap';
/** Which expectation ranks the weapons: the game's mix of normal and critical hits, or one of them alone. */
export type CacminatorExpectation = 'expected' | 'normal' | 'critical';

export interface CacminatorQuery {
  stuff: StuffInput;
  target?: Target;
  options?: DamageOptions;
  filters?: CacminatorFilters;
  forgemagie?: WeaponForgemagie | null;
  /** Per turn (uses per turn from the stuff's AP) or per AP; default `turn`. */
  rankBy?: CacminatorRanking;
  expectation?: CacminatorExpectation;
  /** How many of the best weapons to return with their breakdown; default 20, at most 500. */
  limit?: number;
}

export interface CacminatorEntry {
  weaponId: number;
  /** The ranking figure: damage per turn or per AP under the chosen expectation. */
  score: number;
  /** The full breakdown with this weapon in the slot (lines, crit rate, uses, per turn, per AP). */
  damage: WeaponDamage;
  /** Whether the weapon's item conditions hold on the sheet with it. */
  conditionsMet: boolean;
  /** A two-handed weapon took the shield off for this computation. */
  shieldRemoved: boolean;
  /** The weapon forgemagie preset was applied to one of its lines. */
  forgemagieApplied: boolean;
}

export interface CacminatorResult {
  entries: CacminatorEntry[];
  /** Weapons of the catalogue, and how many passed the filters and were computed. */
  catalogWeapons: number;
  considered: number;
  availability: Availability | 'all';
}

/** How far a sweep is: candidates computed so far, of those that passed the filters needing no computation. */
export interface CacminatorProgress {
  computed: number;
  candidates: number;
}

/**
 * How a caller runs one search (`engine.cacminator(query, options)`): the sweep runs in slices of
 * `sliceWeapons` candidates (default 512); between slices it reports `onProgress` and stops when
 * `signal` is aborted (the call then throws the signal's reason, and the catalogue is left as it was).
 */
export interface CacminatorRunOptions {
  signal?: AbortSignal;
  onProgress?: (progress: CacminatorProgress) => void;
  sliceWeapons?: number;
}
