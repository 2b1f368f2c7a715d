/**
 * Why a weapon ranks where it does (issue 14 §6), from the figures the engine gives with it in the
 * slot: its ranking figure against the next weapon's (the previous one's for the last), the element
 * most of its expected damage is dealt in and the characteristic that element scales with, and the
 * part of its expected damage that its critical hits add. Pure functions: unit tested.
 */
import type { CacminatorEntry } from '#game/cacminator-types';
import type { DamageElement, WeaponDamage } from '#game/damage-types';
import type { StatKey } from '#game/stats';

/** The characteristic each element's damage scales with (neutral hits with strength, as earth). */
export const ELEMENT_CHARACTERISTIC: Readonly<Record<DamageElement, StatKey>> = {
  neutral: 'strength',
  earth: 'strength',
  fire: 'intelligence',
  water: 'chance',
  air: 'agility',
};

export type WeaponComparison =
  /** Ranks before weapon `rank` by `difference` (> 0) of the ranking figure. */
  | { kind: 'ahead'; rank: number; difference: number }
  /** Same figure as weapon `rank` (the engine then ranks by id). */
  | { kind: 'tied'; rank: number }
  /** The last weapon shown: `difference` (> 0) below weapon `rank`. */
  | { kind: 'behind'; rank: number; difference: number }
  /** The only weapon the filters let through. */
  | { kind: 'alone' };

export interface WeaponWhy {
  comparison: WeaponComparison;
  /** The element of most of the expected damage (damage and steal lines), its share 0–1, its characteristic; null without damage. */
  element: { element: DamageElement; share: number; characteristic: StatKey } | null;
  /** The share 0–1 of the expected damage that critical hits add over normal ones; null when the weapon cannot crit. */
  critical: { share: number; rate: string } | null;
}

/** Differences below this are ties (the figures are shown with one decimal). */
const TIE = 0.05;

function comparisonOf(entries: readonly Pick<CacminatorEntry, 'score'>[], index: number): WeaponComparison {
  const own = entries[index].score;
  const next = entries[index + 1];
  if (next !== undefined) {
    const difference = own - next.score;
    return difference < TIE ? { kind: 'tied', rank: index + 2 } : { kind: 'ahead', rank: index + 2, difference };
  }
  const previous = entries[index - 1];
  if (previous === undefined) return { kind: 'alone' };
  const difference = previous.score - own;
  return difference < TIE ? { kind: 'tied', rank: index } : { kind: 'behind', rank: index, difference };
}

/** Expected damage per element (normal and critical hits mixed at the weapon's critical chance), heals left out. */
export function damageByElement(damage: Pick<WeaponDamage, 'lines' | 'criticalChance'>): Map<DamageElement, number> {
  const byElement = new Map<DamageElement, number>();
  const crit = damage.criticalChance;
  for (const line of damage.lines) {
    if (line.kind === 'heal' || line.appliedElement === null) continue;
    const expected = (1 - crit) * line.normal.average + crit * line.critical.average;
    byElement.set(line.appliedElement, (byElement.get(line.appliedElement) ?? 0) + expected);
  }
  return byElement;
}

function elementOf(damage: WeaponDamage): WeaponWhy['element'] {
  const byElement = damageByElement(damage);
  const total = [...byElement.values()].reduce((sum, value) => sum + value, 0);
  if (total <= 0) return null;
  const [element, value] = [...byElement.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return { element, share: value / total, characteristic: ELEMENT_CHARACTERISTIC[element] };
}

function criticalOf(damage: WeaponDamage): WeaponWhy['critical'] {
  if (damage.criticalRate.model === 'none' || damage.criticalChance <= 0) return null;
  let normal = 0;
  let critical = 0;
  for (const line of damage.lines) {
    if (line.kind === 'heal') continue;
    normal += line.normal.average;
    critical += line.critical.average;
  }
  const crit = damage.criticalChance;
  const expected = (1 - crit) * normal + crit * critical;
  if (expected <= 0) return null;
  return { share: Math.max(0, (crit * (critical - normal)) / expected), rate: damage.criticalRate.display };
}

/** Why `entries[index]` ranks where it does. */
export function weaponWhy(entries: readonly Pick<CacminatorEntry, 'score' | 'damage'>[], index: number): WeaponWhy {
  const { damage } = entries[index];
  return { comparison: comparisonOf(entries, index), element: elementOf(damage), critical: criticalOf(damage) };
}
