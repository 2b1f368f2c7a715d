/** Sheet rules shared by the WASM wrapper and the plain-TS reference. */
import type { SheetMeta } from '../../game/stuff.ts';
import type { StatKey } from '../../game/stats.ts';
import type { Variant } from '../../game/variants.ts';
import type { CatalogSet } from './catalog.ts';

/** The bonus for `pieces` distinct pieces: that tier, or the highest tier below it. */
export function setBonusFor(set: CatalogSet, pieces: number): [StatKey, number][] {
  let chosen: [StatKey, number][] = [];
  for (const bonus of set.bonuses) if (bonus.items <= pieces) chosen = bonus.stats;
  return chosen;
}

/** Touch has no full dataset yet: its rules run on the Dofus 2 catalogue, and the sheet says so. */
export function sheetMeta(rules: Variant, catalog: Variant): SheetMeta {
  if (rules === catalog) return { rules, catalog };
  return { rules, catalog, note: `${rules} rules computed on the ${catalog} catalogue (no complete ${rules} dataset yet)` };
}

