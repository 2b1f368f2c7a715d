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
  /** Boosts (spells, consumables): stat key → value. */
  boosts?: Partial<Record<StatKey, number>>;
}

export interface PrimaryParts {
  base: number;
  scroll: number;
  /** Items, with their rolled and forgemagie lines. */
  items: number;
  set: number;
  boost: number;
  total: number;
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
}
