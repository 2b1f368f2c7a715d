/**
 * Capital: what a level gives and what characteristic points cost, with the class's cost tables made
 * complete and ordered (a stat the data leaves out costs 1 a point; the variant's count overrides
 * applied). The engine lays the same tables out for its kernel; the builder's main thread prices
 * points with them directly.
 */
import { PRIMARY_STATS, type PrimaryStat } from './stats.ts';
import type { CapitalSheet, StuffInput } from './stuff.ts';
import { CAPITAL_COUNT_OVERRIDES, VARIANT_RULES, type Variant } from './variants.ts';

/** Tiers kept per characteristic (the data has at most 5). */
export const CAPITAL_TIERS_MAX = 7;

export interface CapitalTier {
  from: number;
  cost: number;
  count: number;
}
export type ClassCostTables = Record<PrimaryStat, CapitalTier[]>;

/** A class as its cost tables need it: the data's tiers per characteristic. */
export interface CostedClass {
  id: number;
  statCosts: Partial<Record<PrimaryStat, readonly { from: number; cost: number; count?: number }[]>>;
}

const tablesCache = new WeakMap<readonly CostedClass[], Map<string, Map<number, ClassCostTables>>>();

/** Cost tables of every class of the catalogue, under `variant`'s rules. */
export function classCostTables(classes: readonly CostedClass[], variant: Variant): Map<number, ClassCostTables> {
  let byVariant = tablesCache.get(classes);
  if (!byVariant) tablesCache.set(classes, (byVariant = new Map()));
  const cached = byVariant.get(variant);
  if (cached) return cached;
  const tables = new Map<number, ClassCostTables>();
  for (const cls of classes) {
    const perStat = {} as ClassCostTables;
    for (const stat of PRIMARY_STATS) {
      const raw = cls.statCosts[stat];
      const override = CAPITAL_COUNT_OVERRIDES[variant].find((entry) => entry.classId === cls.id && entry.stat === stat);
      const tiers = (raw && raw.length > 0 ? raw : [{ from: 0, cost: 1 }])
        .map((tier) => ({ from: tier.from, cost: Math.max(1, tier.cost), count: Math.max(1, override?.count ?? tier.count ?? 1) }))
        .sort((a, b) => a.from - b.from)
        // At most CAPITAL_TIERS_MAX tiers (the WASM table keeps one more entry as a sentinel).
        .slice(0, CAPITAL_TIERS_MAX);
      tiers[0] = { ...tiers[0], from: 0 };
      perStat[stat] = tiers;
    }
    tables.set(cls.id, perStat);
  }
  byVariant.set(variant, tables);
  return tables;
}

export function capitalAvailable(variant: Variant, level: number): number {
  return VARIANT_RULES[variant].capitalPerLevel * (level - 1);
}

export function capitalSheet(variant: Variant, level: number, spent: Record<PrimaryStat, number>): CapitalSheet {
  const available = capitalAvailable(variant, level);
  const totalSpent = PRIMARY_STATS.reduce((sum, stat) => sum + spent[stat], 0);
  return { available, spent, totalSpent, left: available - totalSpent };
}

/**
 * How many points `capital` buys in a characteristic with these cost tiers (from this base value on,
 * `cost` capital buys `count` points); no table: one capital a point, as for a characteristic the
 * data leaves out.
 */
export function pointsForCapital(capital: number, tiers: readonly { from: number; cost: number; count?: number }[] | undefined): number {
  const ordered = [...(tiers && tiers.length > 0 ? tiers : [{ from: 0, cost: 1 }])].sort((a, b) => a.from - b.from);
  let points = 0;
  let left = capital;
  for (;;) {
    let tier = ordered[0];
    for (const candidate of ordered) if (candidate.from <= points) tier = candidate;
    const cost = Math.max(1, tier.cost);
    if (left < cost) return points;
    left -= cost;
    points += Math.max(1, tier.count ?? 1);
  }
}

/**
 * Capital spent on each characteristic to invest `stuff.points` on top of its scrolls (where the
 * variant counts scrolls in the tiers), with the class's tables; null for a class without tables.
 */
export function capitalSpent(
  tables: Map<number, ClassCostTables>,
  variant: Variant,
  stuff: Pick<StuffInput, 'classId' | 'points' | 'scrolls'>,
): Record<PrimaryStat, number> | null {
  const classTables = tables.get(stuff.classId);
  if (!classTables) return null;
  const rules = VARIANT_RULES[variant];
  const spent = {} as Record<PrimaryStat, number>;
  for (const stat of PRIMARY_STATS) {
    let base = rules.scrollsInCapitalTiers ? (stuff.scrolls?.[stat] ?? 0) : 0;
    let remaining = stuff.points?.[stat] ?? 0;
    spent[stat] = 0;
    while (remaining > 0) {
      const tier = classTables[stat].findLast((entry) => entry.from <= base)!;
      spent[stat] += tier.cost;
      base += tier.count;
      remaining -= tier.count;
    }
  }
  return spent;
}
