/**
 * Characteristic points and scrolls of a stuff (builder-spec §5, §9; research §3.1). Capital costs
 * come from the game's capital rules (`classCostTables`, `capitalSpent`, game/capital.ts), which the
 * engine lays out for its kernel, on the class record the engine computes with, so the tab and the
 * sheet never disagree on a price.
 */
import { SCROLL_MAX, type Stuff } from '#contract/stuff';
import type { CatalogClass } from '#engine';
import { capitalSheet, capitalSpent, classCostTables, type CapitalTier, type ClassCostTables } from '#game/capital';
import { PRIMARY_STATS, type PrimaryStat } from '#game/stats';
import { VALUE_LIMIT } from '#game/limits';
import { VARIANT_RULES, type Variant } from '#game/variants';
import { parseIntegerText, type IntegerBounds } from './integer-text.ts';

export type PrimaryValues = Stuff['points'];

/** Points are characteristic values bought with capital (not the capital spent): the engine's bound. */
export const POINTS_BOUNDS: IntegerBounds = { min: 0, max: VALUE_LIMIT };
export const SCROLL_BOUNDS: IntegerBounds = { min: 0, max: SCROLL_MAX };

/** A class's cost tables under a variant's rules, in the shape the engine's capital functions read. */
export interface CapitalRules {
  variant: Variant;
  classId: number;
  /** The class's cost tables (only this class). */
  tables: Map<number, ClassCostTables>;
}

export function capitalRules(variant: Variant, characterClass: CatalogClass): CapitalRules {
  return {
    variant,
    classId: characterClass.id,
    tables: classCostTables([characterClass], variant),
  };
}

/** The class's tiers of `stat`, ordered, with the variant's overrides (Retro Sacrieur: 2 vitality a point). */
export function costTiers(rules: CapitalRules, stat: PrimaryStat): CapitalTier[] {
  return rules.tables.get(rules.classId)![stat];
}

/** Capital spent buying `points` of `stat` with `scroll` scrolled points, one purchase at a time as the game does. */
export function capitalSpentOn(rules: CapitalRules, stat: PrimaryStat, points: number, scroll: number): number {
  const spent = capitalSpent(rules.tables, rules.variant, {
    classId: rules.classId,
    points: { [stat]: points },
    scrolls: { [stat]: scroll },
  });
  return spent?.[stat] ?? 0;
}

/**
 * Capital left at `level` with these points and scrolls, as the sheet counts it (negative when
 * overspent). Computed from the stuff being changed, not from a sheet that may still be computing.
 */
export function capitalLeft(rules: CapitalRules, level: number, points: PrimaryValues, scrolls: PrimaryValues): number {
  const spent = capitalSpent(rules.tables, rules.variant, { classId: rules.classId, points, scrolls })!;
  return capitalSheet(rules.variant, level, spent).left;
}

/** The base value that picks the next purchase's tier: points, plus scrolls where the variant counts them (Retro). */
export function tierBase(variant: Variant, points: number, scroll: number): number {
  return points + (VARIANT_RULES[variant].scrollsInCapitalTiers ? scroll : 0);
}

export interface PurchaseTier extends CapitalTier {
  /** Base value where the next tier starts; undefined on the last tier. */
  until?: number;
}

/** The tier the next point of `stat` is bought at. */
export function nextPurchaseTier(rules: CapitalRules, stat: PrimaryStat, points: number, scroll: number): PurchaseTier {
  const tiers = costTiers(rules, stat);
  const base = tierBase(rules.variant, points, scroll);
  const index = tiers.findLastIndex((tier) => tier.from <= base);
  const tier = tiers[Math.max(0, index)];
  const following = tiers[index + 1];
  return following ? { ...tier, until: following.from } : { ...tier };
}

/**
 * The most points `stat` can have when `capitalLeft` more capital is spent on it: the largest value
 * whose cost exceeds the current cost by at most `capitalLeft`. Purchases come in whole `count`s, so
 * a Sacrieur's vitality ends on the last pair it can pay for. Nothing is added when no capital is left.
 */
export function maxAffordablePoints(rules: CapitalRules, stat: PrimaryStat, points: number, scroll: number, capitalLeft: number): number {
  if (capitalLeft <= 0) return points;
  const budget = capitalSpentOn(rules, stat, points, scroll) + capitalLeft;
  const largestCount = Math.max(...costTiers(rules, stat).map((tier) => tier.count));
  // Every capital point buys at most `largestCount` points (each purchase costs at least 1), and an
  // odd value of a stat bought in pairs already paid for one point more.
  let affordable = points;
  let beyond = Math.min(POINTS_BOUNDS.max, points + (capitalLeft + 1) * largestCount) + 1;
  while (beyond - affordable > 1) {
    const middle = Math.floor((affordable + beyond) / 2);
    if (capitalSpentOn(rules, stat, middle, scroll) <= budget) affordable = middle;
    else beyond = middle;
  }
  return affordable;
}

/** `points` moved by `delta`, kept inside what the stuff accepts. */
export function steppedPoints(points: number, delta: number): number {
  return Math.min(POINTS_BOUNDS.max, Math.max(POINTS_BOUNDS.min, points + delta));
}

/** The map with `stat` at `value`; 0 is not stored, so a reset stuff has empty maps. */
export function withPrimaryValue(values: PrimaryValues, stat: PrimaryStat, value: number): PrimaryValues {
  const next = { ...values };
  if (value === 0) delete next[stat];
  else next[stat] = value;
  return next;
}

/** Every characteristic scrolled to the maximum. */
export function fullScrolls(): PrimaryValues {
  return Object.fromEntries(PRIMARY_STATS.map((stat) => [stat, SCROLL_MAX]));
}

export type ValueError = 'invalid_stat' | 'scroll_max';

/** A typed points value, or why it is refused (spec §8 "invalid stat"). */
export function parsePointsText(text: string): { value: number } | { error: ValueError } {
  const value = parseIntegerText(text, POINTS_BOUNDS);
  return value === undefined ? { error: 'invalid_stat' } : { value };
}

/**
 * A typed scroll value, or why it is refused: a whole number above the maximum gets the spec's
 * "scrolls: maximum 100 per stat" (§5), anything else that is not a whole number from 0 "invalid stat".
 */
export function parseScrollText(text: string): { value: number } | { error: ValueError } {
  const value = parseIntegerText(text, SCROLL_BOUNDS);
  if (value !== undefined) return { value };
  const whole = parseIntegerText(text, { min: SCROLL_BOUNDS.max + 1, max: Number.MAX_SAFE_INTEGER });
  return { error: whole === undefined ? 'invalid_stat' : 'scroll_max' };
}
