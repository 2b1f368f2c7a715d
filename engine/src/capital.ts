/**
 * Capital cost tables: the catalogue's per-class tables made complete and ordered (a stat the data
 * leaves out costs 1 a point; the variant's count overrides applied), and their WASM layout.
 */
import type { Catalog } from './catalog.ts';
import { CAPITAL_LAYOUT } from './layout.ts';
import { PRIMARY_STATS, type PrimaryStat } from './stats.ts';
import type { CapitalSheet } from './types.ts';
import { CAPITAL_COUNT_OVERRIDES, VARIANT_RULES, type Variant } from './variants.ts';

export interface CapitalTier {
  from: number;
  cost: number;
  count: number;
}
export type ClassCostTables = Record<PrimaryStat, CapitalTier[]>;

const tablesCache = new WeakMap<Catalog, Map<string, Map<number, ClassCostTables>>>();

/** Cost tables of every class of the catalogue, under `variant`'s rules. */
export function classCostTables(catalog: Catalog, variant: Variant): Map<number, ClassCostTables> {
  let byVariant = tablesCache.get(catalog);
  if (!byVariant) tablesCache.set(catalog, (byVariant = new Map()));
  const cached = byVariant.get(variant);
  if (cached) return cached;
  const tables = new Map<number, ClassCostTables>();
  for (const cls of catalog.classes) {
    const perStat = {} as ClassCostTables;
    for (const stat of PRIMARY_STATS) {
      const raw = cls.statCosts[stat];
      const override = CAPITAL_COUNT_OVERRIDES[variant].find((entry) => entry.classId === cls.id && entry.stat === stat);
      const tiers = (raw && raw.length > 0 ? raw : [{ from: 0, cost: 1 }])
        .map((tier) => ({ from: tier.from, cost: Math.max(1, tier.cost), count: Math.max(1, override?.count ?? tier.count ?? 1) }))
        .sort((a, b) => a.from - b.from)
        // The last entry of each WASM table stays a sentinel.
        .slice(0, CAPITAL_LAYOUT.tiers - 1);
      tiers[0] = { ...tiers[0], from: 0 };
      perStat[stat] = tiers;
    }
    tables.set(cls.id, perStat);
  }
  byVariant.set(variant, tables);
  return tables;
}

/** The lookup and tier words of `setCapitalTables` (layout: engine/src/layout.ts CAPITAL_LAYOUT). */
export function capitalTableWords(catalog: Catalog, variant: Variant): { rows: Int32Array; tiers: Int32Array } {
  const tables = [...classCostTables(catalog, variant)].filter(([id]) => id >= 0 && id < CAPITAL_LAYOUT.classIdLimit);
  const rows = new Int32Array(CAPITAL_LAYOUT.classIdLimit).fill(-1);
  const rowWords = PRIMARY_STATS.length * CAPITAL_LAYOUT.tiers * CAPITAL_LAYOUT.tierWords;
  const tiers = new Int32Array(Math.max(1, tables.length) * rowWords);
  // Unused entries start at the largest value: the kernel's tier scans stop on them without a bound check.
  for (let at = 0; at < tiers.length; at += CAPITAL_LAYOUT.tierWords) tiers[at] = 0x7fffffff;
  tables.forEach(([classId, table], row) => {
    rows[classId] = row;
    PRIMARY_STATS.forEach((stat, primary) => {
      table[stat].forEach((tier, index) => {
        const at = row * rowWords + (primary * CAPITAL_LAYOUT.tiers + index) * CAPITAL_LAYOUT.tierWords;
        tiers[at] = tier.from;
        tiers[at + 1] = tier.cost;
        tiers[at + 2] = tier.count;
      });
    });
  });
  return { rows, tiers };
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
