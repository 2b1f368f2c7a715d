/**
 * Boosts arrive as a map (stat → value) or as the builder's list (effect, value, count, active).
 * Both become the same totals: stat lines add, health and shield add up as percents and flat points,
 * and each final-damage boost of the list multiplies (builder-spec §9: "final-damage boosts multiply").
 */
import { isStatKey, type StatKey } from './stats.ts';
import type { Boost, StuffInput } from './stuff.ts';

export interface BoostTotals {
  stats: Partial<Record<StatKey, number>>;
  hpPercent: number;
  shieldPercent: number;
  shieldFlat: number;
  /** Product of (1 + value / 100) over every final-damage boost of a list, each `count` times. */
  damageFactor: number;
}

export function isBoostList(boosts: StuffInput['boosts']): boosts is readonly Boost[] {
  return Array.isArray(boosts);
}

export function boostTotals(boosts: StuffInput['boosts']): BoostTotals {
  const totals: BoostTotals = { stats: {}, hpPercent: 0, shieldPercent: 0, shieldFlat: 0, damageFactor: 1 };
  if (!boosts) return totals;
  if (!isBoostList(boosts)) {
    totals.stats = boosts;
    return totals;
  }
  for (const boost of boosts) {
    if (boost.active === false) continue;
    const count = boost.count ?? 1;
    const value = boost.value * count;
    switch (boost.effect) {
      case 'hp_percent':
        totals.hpPercent += value;
        break;
      case 'shield_percent':
        totals.shieldPercent += value;
        break;
      case 'shield':
        totals.shieldFlat += value;
        break;
      case 'final_damage_percent':
        totals.damageFactor *= (1 + boost.value / 100) ** count;
        break;
      default:
        if (isStatKey(boost.effect)) totals.stats[boost.effect] = (totals.stats[boost.effect] ?? 0) + value;
    }
  }
  return totals;
}
