/** The capital cost tables (game/capital.ts) laid out for the kernel. */
import { classCostTables } from '../../game/capital.ts';
import { PRIMARY_STATS } from '../../game/stats.ts';
import type { Variant } from '../../game/variants.ts';
import type { Catalog } from './catalog.ts';
import { CAPITAL_LAYOUT } from './layout.ts';

/** The lookup and tier words of `setCapitalTables` (layout: engine/src/layout.ts CAPITAL_LAYOUT). */
export function capitalTableWords(catalog: Pick<Catalog, 'classes'>, variant: Variant): { rows: Int32Array; tiers: Int32Array } {
  const tables = [...classCostTables(catalog.classes, variant)].filter(([id]) => id >= 0 && id < CAPITAL_LAYOUT.classIdLimit);
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

