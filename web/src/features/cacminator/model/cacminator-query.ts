/**
 * The engine's Cacminator query for a view and a stuff, and what the page reads back from its
 * result. Only the settings that differ from the engine's defaults are written, so one search is
 * one query key (the worker is not asked twice for the same ranking).
 */
import { findCategory } from '#contract/categories';
import type { CacminatorEntry, CacminatorFilters, CacminatorQuery } from '#game/cacminator-types';
import type { DamageRange } from '#game/damage-types';
import type { StuffInput } from '#game/stuff';
import { damageOptionsOf, RESISTANCE_KINDS } from '#web/lib/damage-target.ts';
import type { CacminatorView } from './cacminator-filters.ts';

/** The highest weapon level searched: the one the user chose, else the character's. */
export function effectiveMaxLevel(view: CacminatorView, stuffLevel: number): number {
  return view.levelMax ?? stuffLevel;
}

/** The catalogue's weapon types (`weapon.type`, e.g. `sword`) of the spec codes the view holds. */
export function weaponTypeKeys(codes: readonly string[]): string[] {
  return codes.flatMap((code) => {
    const category = findCategory(code);
    return category?.kind === 'weapon' ? [category.key] : [];
  });
}

export function cacminatorQueryOf(view: CacminatorView, stuff: StuffInput, weaponMasteryAllowed: boolean): CacminatorQuery {
  const filters: CacminatorFilters = { maxLevel: effectiveMaxLevel(view, stuff.level) };
  const types = weaponTypeKeys(view.types);
  if (types.length > 0) filters.types = types;
  if (view.levelMin !== null) filters.minLevel = view.levelMin;
  if (view.elements.length > 0) filters.elements = [...view.elements];
  if (view.hands !== 'any') filters.hands = view.hands;
  if (view.conditions !== 'any') filters.conditions = view.conditions;
  if (view.availability !== 'standard') filters.availability = view.availability;

  const query: CacminatorQuery = { stuff, filters, limit: view.top };
  const hasResistance = RESISTANCE_KINDS.some((kind) => Object.values(view.target[kind] ?? {}).some((value) => value !== 0));
  if (hasResistance || view.target.player) query.target = view.target;
  const options = damageOptionsOf({ target: view.target, hitRange: view.hitRange, weaponMastery: view.weaponMastery }, weaponMasteryAllowed);
  if (options) query.options = options;
  if (view.forgemagie) query.forgemagie = view.forgemagie;
  if (view.rankBy !== 'turn') query.rankBy = view.rankBy;
  if (view.expectation !== 'expected') query.expectation = view.expectation;
  return query;
}

/** Where the worn weapon stands in the ranking. */
export type WornWeaponStanding =
  | { kind: 'none' }
  | { kind: 'listed'; rank: number }
  /** The list is full and every listed weapon does better: it ranks after them. */
  | { kind: 'below'; shown: number }
  /** It would have been listed if searched: the filters (type, level, element…) leave it out. */
  | { kind: 'outside' };

/**
 * `wornScore` is the worn weapon's figure under the same ranking (the engine's `cacminatorScore` of
 * its damage); unknown while it is computed, then only the list itself tells.
 */
export function wornWeaponStanding(
  entries: readonly Pick<CacminatorEntry, 'weaponId' | 'score'>[],
  limit: number,
  wornId: number | undefined,
  wornScore: number | undefined,
): WornWeaponStanding {
  if (wornId === undefined) return { kind: 'none' };
  const index = entries.findIndex((entry) => entry.weaponId === wornId);
  if (index >= 0) return { kind: 'listed', rank: index + 1 };
  const full = entries.length >= limit;
  const last = entries.at(-1);
  const wouldBeListed = wornScore !== undefined && last !== undefined && wornScore > last.score;
  return full && !wouldBeListed ? { kind: 'below', shown: entries.length } : { kind: 'outside' };
}

/** min–max of a range, or one number when both are equal. */
export function rangeText(range: DamageRange, format: (value: number) => string): string {
  return range.min === range.max ? format(range.min) : `${format(range.min)}–${format(range.max)}`;
}
