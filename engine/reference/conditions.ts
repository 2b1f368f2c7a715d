/**
 * Reference evaluation of item conditions, written for clarity: the sheet of the plain-TS
 * reference, the catalogue's compiled conditions walked with maps and loops. It is the oracle of
 * the WASM conditions kernel in the property tests and its baseline in the benchmarks.
 */
import type { Catalog, CatalogItem } from '../src/catalog.ts';
import type { CheckedAtom, UncheckedAtom, UnmetCondition } from '../src/conditions.ts';
import { isUnevaluable, type ConditionAtom, type ConditionGroup, type ConditionOperator, type ConditionSubject } from '../../game/item-conditions.ts';
import { referenceComputeStats } from './stats.ts';
import { SLOTS } from '../../game/slots.ts';
import type { PrimaryStat, StatKey } from '../../game/stats.ts';
import type { StatSheet, StuffInput } from '../../game/stuff.ts';

/** The value a stuff has for a condition subject. */
export function referenceSubjectValue(subject: ConditionSubject, stuff: StuffInput, sheet: StatSheet): number {
  if (subject.startsWith('stat:')) return sheet.stats[subject.slice('stat:'.length) as StatKey];
  if (subject.startsWith('base:')) {
    // Base values are the invested points plus the scroll: the 1.29 stats packet has no separate
    // scroll field, so the servers' "base" characteristic includes it (research §3, capital).
    const parts = sheet.parts[subject.slice('base:'.length) as PrimaryStat];
    return parts.base + parts.scroll;
  }
  switch (subject) {
    case 'level':
      return stuff.level;
    case 'class':
      return stuff.classId;
    case 'sex':
      return stuff.gender ?? 0;
    case 'set_bonus':
      // dofuslab: the number of active set bonuses, Σ over worn sets of (distinct pieces − 1).
      return sheet.sets.reduce((total, set) => total + set.count - 1, 0);
    default:
      throw new Error(`unknown condition subject ${String(subject)}`);
  }
}

export function referenceCompare(actual: number, operator: ConditionOperator, required: number): boolean {
  switch (operator) {
    case '>':
      return actual > required;
    case '<':
      return actual < required;
    case '=':
      return actual === required;
    case '!':
      return actual !== required;
  }
}

type GroupOutcome = 'holds' | 'unmet' | 'unevaluable';

function groupOutcome(group: ConditionGroup, stuff: StuffInput, sheet: StatSheet): GroupOutcome {
  const evaluable = group.filter((atom): atom is ConditionAtom => !isUnevaluable(atom));
  if (evaluable.some(([subject, operator, value]) => referenceCompare(referenceSubjectValue(subject, stuff, sheet), operator, value))) {
    return 'holds';
  }
  return evaluable.length === group.length ? 'unmet' : 'unevaluable';
}

/** Indexes of the item's groups that fail (undecided groups left out), as a 32-bit mask. */
export function referenceUnmetGroups(item: CatalogItem, stuff: StuffInput, sheet: StatSheet): number {
  let mask = 0;
  (item.conditions ?? []).forEach((group, index) => {
    if (groupOutcome(group, stuff, sheet) === 'unmet') mask |= 1 << index;
  });
  return mask >>> 0;
}

const itemIndexes = new WeakMap<Catalog, Map<number, CatalogItem>>();

function itemsByIdOf(catalog: Catalog): Map<number, CatalogItem> {
  let index = itemIndexes.get(catalog);
  if (!index) {
    index = new Map(catalog.items.map((item) => [item.id, item]));
    itemIndexes.set(catalog, index);
  }
  return index;
}

export function referenceCheckConditions(catalog: Catalog, stuff: StuffInput, sheet = referenceComputeStats(catalog, stuff)): UnmetCondition[] {
  const itemsById = itemsByIdOf(catalog);
  const report: UnmetCondition[] = [];
  for (const slot of SLOTS) {
    const id = stuff.items[slot];
    const item = id === undefined ? undefined : itemsById.get(id);
    if (!item?.conditions) continue;
    item.conditions.forEach((group, index) => {
      const outcome = groupOutcome(group, stuff, sheet);
      if (outcome === 'holds') return;
      const atoms = group.map((atom): CheckedAtom | UncheckedAtom =>
        isUnevaluable(atom)
          ? { subject: 'unevaluable', text: atom[1] }
          : { subject: atom[0], operator: atom[1], required: atom[2], actual: referenceSubjectValue(atom[0], stuff, sheet) },
      );
      report.push({ kind: outcome, slot, itemId: item.id, group: index, atoms });
    });
  }
  return report;
}
