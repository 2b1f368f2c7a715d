/** A stuff as the engine reads it (`StuffInput`, its boosts) and the characteristic sheet it computes. */
import type { PrimaryStat, StatKey } from './stats.ts';
import type { Slot } from './slots.ts';
import type { Variant } from './variants.ts';

export type PrimaryValues = Partial<Record<PrimaryStat, number>>;

/** A stuff as the engine reads it. Item ids are the game's ids; unknown ids are reported, not fatal. */
export interface StuffInput {
  classId: number;
  /** 1–200 */
  level: number;
  gender?: 0 | 1;
  /** Characteristic values invested from capital (values, not capital spent). */
  points?: PrimaryValues;
  /** Scroll values, 0 to the variant's scroll maximum (100). */
  scrolls?: PrimaryValues;
  items: Partial<Record<Slot, number>>;
  /**
   * Rolled values per slot and stat key; a line left out keeps the item's maximum, a key the item
   * does not have is an exo (forgemagie) line.
   */
  rolls?: Partial<Record<Slot, Partial<Record<StatKey, number>>>>;
  /**
   * Forgemagie lines tied to no item: stat key → value. A dofus-stuffer code carries only one
   * build-wide total per stat, so a decoded code lands here; the builder itself uses `rolls`.
   */
  forgemagie?: Partial<Record<StatKey, number>>;
  /**
   * Boosts (spells, consumables, class buffs). A map adds each value to its stat; a list also carries
   * the boosts that are not a stat line: health (% of HP), shield (% of HP and flat) and final damage,
   * which multiplies (builder-spec §9).
   */
  boosts?: Partial<Record<StatKey, number>> | readonly Boost[];
}

/** builder-spec §3: a new stuff's class (Féca, id 1). */
export const DEFAULT_CLASS_ID = 1;

/** What a new draft computes with (builder-spec §4): the default class at level 200, nothing worn or invested. */
export function newStuffInput() {
  return { classId: DEFAULT_CLASS_ID, level: 200, gender: 0 as const, points: {}, scrolls: {}, items: {}, rolls: {}, forgemagie: {}, boosts: [] as never[] } satisfies StuffInput;
}

/** Boost effects beyond the stat keys. */
export const BOOST_EFFECTS = ['hp_percent', 'shield_percent', 'shield'] as const;
export type BoostEffect = StatKey | (typeof BOOST_EFFECTS)[number];

export interface Boost {
  effect: BoostEffect;
  value: number;
  /** How many times it applies (stacked casts); default 1. */
  count?: number;
  /** An inactive boost is kept in the list but left out of the sheet; default true. */
  active?: boolean;
}

export interface PrimaryParts {
  base: number;
  scroll: number;
  /** Items, with their rolled and forgemagie lines. */
  items: number;
  set: number;
  /** Forgemagie lines tied to no item (`StuffInput.forgemagie`). */
  forgemagie: number;
  boost: number;
  total: number;
}

/** Capital: 5 points a level, spent with the class's cost tables on the invested `points`. */
export interface CapitalSheet {
  available: number;
  spent: Record<PrimaryStat, number>;
  totalSpent: number;
  /** Negative when the points cost more than the level gives. */
  left: number;
}

export interface StatSheet {
  variant: Variant;
  /** Every stat key, totalled; derived keys (hp, ap, mp, …) include the character's base values. */
  stats: Record<StatKey, number>;
  parts: Record<PrimaryStat, PrimaryParts>;
  /** Sets worn with the number of distinct pieces of each. */
  sets: { setId: number; count: number }[];
  /** Item ids of the stuff that the catalogue does not know (left out of the sheet). */
  unknownItems: number[];
  /** Capital spent and left; null when the class is unknown (e.g. a decoded dofus-stuffer code). */
  capital: CapitalSheet | null;
  /** Shield points from the boosts: % of HP plus flat shield. */
  shield: number;
  /** Every final-damage source multiplied together (1 = none): items add, each boost multiplies. */
  finalDamageMultiplier: number;
  /** Which data and rules the sheet was computed with (touch runs on the dofus catalogue). */
  meta: SheetMeta;
}

export interface SheetMeta {
  rules: Variant;
  catalog: Variant;
  /** Set when the rules run on another variant's catalogue, saying so in words. */
  note?: string;
}
