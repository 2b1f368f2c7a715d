/**
 * Reference implementation of the characteristic sheet, written for clarity rather than speed:
 * maps and plain loops over the catalogue records. It is the oracle of the property tests and the
 * baseline of the benchmarks; the WASM kernels must give the same sheet for every stuff.
 */
import type { Catalog, CatalogItem, CatalogSet } from '../src/catalog.ts';
import { PRIMARY_STATS, STAT_KEYS, type PrimaryStat, type StatKey } from '../../game/stats.ts';
import { SLOTS } from '../../game/slots.ts';
import { VARIANT_RULES, type Variant } from '../../game/variants.ts';
import type { PrimaryParts, SheetMeta, StatSheet, StuffInput } from '../../game/stuff.ts';
import { boostTotals } from '../../game/boosts.ts';
import { capitalSheet, capitalSpent, classCostTables } from '../../game/capital.ts';
import { setBonusFor, sheetMeta } from '../src/sheet-common.ts';
import { FACTOR_SCALE } from '../src/layout.ts';
import { validateStuff } from '../src/validate.ts';

function zeroStats(): Record<StatKey, number> {
  return Object.fromEntries(STAT_KEYS.map((key) => [key, 0])) as Record<StatKey, number>;
}

/** Truncated toward zero, as the game servers divide integers; a zero divisor disables the rule. */
function per(value: number, divisor: number): number {
  return divisor === 0 ? 0 : Math.trunc(value / divisor);
}

/** The item's lines at their maximum, with the stuff's rolled values replacing or adding lines. */
export function itemLineValues(item: CatalogItem, rolls: Partial<Record<StatKey, number>> | undefined): Map<StatKey, number> {
  const values = new Map<StatKey, number>();
  for (const [key, , max] of item.stats) values.set(key, (values.get(key) ?? 0) + max);
  for (const [key, value] of Object.entries(rolls ?? {}) as [StatKey, number][]) values.set(key, value);
  return values;
}

const indexes = new WeakMap<Catalog, { itemsById: Map<number, CatalogItem>; setsById: Map<number, CatalogSet> }>();

function indexOf(catalog: Catalog) {
  let index = indexes.get(catalog);
  if (!index) {
    index = {
      itemsById: new Map(catalog.items.map((item) => [item.id, item])),
      setsById: new Map(catalog.sets.map((set) => [set.id, set])),
    };
    indexes.set(catalog, index);
  }
  return index;
}

/** Capital spent on each invested stat (game/capital.ts, the builder's own pricing). */
export function referenceCapitalSpent(catalog: Catalog, variant: Variant, stuff: StuffInput): Record<PrimaryStat, number> | null {
  return capitalSpent(classCostTables(catalog.classes, variant), variant, stuff);
}

export function referenceComputeStats(catalog: Catalog, stuff: StuffInput, variant: Variant = catalog.variant): StatSheet {
  validateStuff(stuff, VARIANT_RULES[variant]);
  const rules = VARIANT_RULES[variant];
  const { itemsById, setsById } = indexOf(catalog);
  const stats = zeroStats();
  const unknownItems: number[] = [];
  const piecesBySet = new Map<number, Set<number>>();

  for (const slot of SLOTS) {
    const id = stuff.items[slot];
    if (id === undefined || id === 0) continue;
    const item = itemsById.get(id);
    if (!item) {
      unknownItems.push(id);
      continue;
    }
    for (const [key, value] of itemLineValues(item, stuff.rolls?.[slot])) stats[key] += value;
    if (item.setId !== 0 && setsById.has(item.setId)) {
      const pieces = piecesBySet.get(item.setId) ?? new Set<number>();
      pieces.add(item.id);
      piecesBySet.set(item.setId, pieces);
    }
  }

  const itemsPart = Object.fromEntries(PRIMARY_STATS.map((key) => [key, stats[key]])) as Record<PrimaryStat, number>;
  const sets: StatSheet['sets'] = [];
  for (const [setId, pieces] of piecesBySet) {
    sets.push({ setId, count: pieces.size });
    for (const [key, value] of setBonusFor(setsById.get(setId)!, pieces.size)) stats[key] += value;
  }

  const setPart = Object.fromEntries(PRIMARY_STATS.map((key) => [key, stats[key] - itemsPart[key]])) as Record<PrimaryStat, number>;
  for (const [key, value] of Object.entries(stuff.forgemagie ?? {}) as [StatKey, number][]) stats[key] += value;
  const boosts = boostTotals(stuff.boosts);
  for (const [key, value] of Object.entries(boosts.stats) as [StatKey, number][]) stats[key] += value;

  const parts = {} as Record<PrimaryStat, PrimaryParts>;
  for (const key of PRIMARY_STATS) {
    const base = stuff.points?.[key] ?? 0;
    const scroll = stuff.scrolls?.[key] ?? 0;
    stats[key] += base + scroll;
    parts[key] = {
      base,
      scroll,
      items: itemsPart[key],
      set: setPart[key],
      forgemagie: stuff.forgemagie?.[key] ?? 0,
      boost: boosts.stats[key] ?? 0,
      total: stats[key],
    };
  }

  const { level, classId } = stuff;
  stats.ap += level >= rules.apHighLevelFrom ? rules.apHighLevel : rules.apBase;
  stats.mp += rules.mpBase;
  stats.hp += rules.hpBase + rules.hpPerLevel * (level - 1) + stats.vitality;
  stats.summons += rules.summonsBase;
  stats.prospecting +=
    (classId === rules.prospectingClassId ? rules.prospectingClassBase : rules.prospectingBase) +
    per(stats.chance, rules.prospectingChanceDivisor);
  stats.pods += rules.podsBase + rules.podsPerStrength * stats.strength;
  if (rules.initiativeFromPrimaries) stats.initiative += stats.strength + stats.intelligence + stats.chance + stats.agility;
  stats.ap_loss_dodge += per(stats.wisdom, rules.dodgeWisdomDivisor);
  stats.mp_loss_dodge += per(stats.wisdom, rules.dodgeWisdomDivisor);
  stats.ap_reduction += per(stats.wisdom, rules.reductionWisdomDivisor);
  stats.mp_reduction += per(stats.wisdom, rules.reductionWisdomDivisor);
  stats.lock += per(stats.agility, rules.lockAgilityDivisor);
  stats.dodge += per(stats.agility, rules.dodgeAgilityDivisor);

  // Health boosts are a percent of the whole HP; shield a percent of that plus flat points.
  stats.hp = Math.trunc((stats.hp * (100 + boosts.hpPercent)) / 100);
  const shield = Math.trunc((stats.hp * boosts.shieldPercent) / 100) + boosts.shieldFlat;
  // Final damage: the items' percent is one factor, each boost another, kept to a millionth.
  const itemFactor = FACTOR_SCALE + stats.final_damage_percent * (FACTOR_SCALE / 100);
  const boostFactor = Math.round(boosts.damageFactor * FACTOR_SCALE);
  // The kernel saturates at the largest 32-bit word rather than wrap.
  const finalDamageMultiplier = Math.min(Math.trunc((itemFactor * boostFactor) / FACTOR_SCALE), 2_147_483_647) / FACTOR_SCALE;

  const spent = referenceCapitalSpent(catalog, variant, stuff);
  return {
    variant,
    stats,
    parts,
    sets,
    unknownItems,
    capital: spent ? capitalSheet(variant, level, spent) : null,
    shield,
    finalDamageMultiplier,
    meta: sheetMeta(variant, catalog.variant),
  };
}
