/**
 * The filter facets computed once at import: which classes may use a record (`class_mask`) and
 * which elements it serves (`element_mask`). Stored as integer bit masks so that a filter is one
 * `(mask & bit) <> 0` test, the same on SQLite and PostgreSQL.
 */
import { SEARCH_ELEMENTS, type SearchElement } from '#contract/search';
import type { HitLine, StatLine } from '#engine';
import { isUnevaluable, type ConditionAtom, type ConditionGroup } from '#game/item-conditions';
import type { StatKey } from '#game/stats';

export const ELEMENT_BITS: Readonly<Record<SearchElement, number>> = { neutral: 1, earth: 2, fire: 4, water: 8, air: 16 };

/**
 * The characteristics that make a record serve an element: the element's characteristic (builder
 * spec §9: neutral and earth hit with strength, fire with intelligence, water with chance, air with
 * agility) and the element's flat damage. Resistances do not: a water-resistant hat is not a water
 * item.
 */
const ELEMENT_STATS: Readonly<Record<SearchElement, readonly StatKey[]>> = {
  neutral: ['strength', 'neutral_damage'],
  earth: ['strength', 'earth_damage'],
  fire: ['intelligence', 'fire_damage'],
  water: ['chance', 'water_damage'],
  air: ['agility', 'air_damage'],
};

/** Weapon lines that deal an element's damage (heals and AP/MP losses do not count). */
const ELEMENT_HIT_KINDS: ReadonlySet<string> = new Set(['damage', 'steal']);

/**
 * Elements served: a positive total of one of the element's characteristics, or a weapon line
 * dealing its damage.
 */
export function elementMaskOf(positiveStats: ReadonlyMap<StatKey, number>, hits: readonly HitLine[] = []): number {
  let mask = 0;
  for (const element of SEARCH_ELEMENTS) {
    const byStat = ELEMENT_STATS[element].some((stat) => (positiveStats.get(stat) ?? 0) > 0);
    const byHit = hits.some(([kind, hitElement]) => ELEMENT_HIT_KINDS.has(kind) && hitElement === element);
    if (byStat || byHit) mask |= ELEMENT_BITS[element];
  }
  return mask;
}

/** Class ids fit in bits 0..29 (the games have ids 1–20); 30 keeps the mask a positive int4. */
const MAX_CLASS_ID = 30;
export const ALL_CLASSES_MASK = 2 ** MAX_CLASS_ID - 1;

export function classBit(classId: number): number {
  return 2 ** (classId - 1);
}

function classAtomHolds([, operator, value]: ConditionAtom, classId: number): boolean {
  switch (operator) {
    case '=':
      return classId === value;
    case '!':
      return classId !== value;
    case '>':
      return classId > value;
    case '<':
      return classId < value;
  }
}

/**
 * The classes allowed by an item's conditions. Only groups made of class atoms alone restrict the
 * class: a group that another atom could satisfy (`PG=1|CS>100`) lets every class through, since
 * the search cannot know the character's other figures.
 */
export function classMaskOf(conditions: readonly ConditionGroup[] | undefined): number {
  let mask = ALL_CLASSES_MASK;
  for (const group of conditions ?? []) {
    const classAtoms = group.filter((atom): atom is ConditionAtom => !isUnevaluable(atom) && atom[0] === 'class');
    if (classAtoms.length === 0 || classAtoms.length !== group.length) continue;
    let allowed = 0;
    for (let classId = 1; classId <= MAX_CLASS_ID; classId++) {
      if (classAtoms.some((atom) => classAtomHolds(atom, classId))) allowed |= classBit(classId);
    }
    mask &= allowed;
  }
  return mask;
}

/** Signed totals per characteristic of stat lines, each line counted at its highest roll. */
export function statTotals(lines: readonly StatLine[]): Map<StatKey, number> {
  const totals = new Map<StatKey, number>();
  for (const [stat, , max] of lines) totals.set(stat, (totals.get(stat) ?? 0) + max);
  return totals;
}

/** The totals above zero: what a record "gives" for the effect filters and the element mask. */
export function positiveTotals(totals: ReadonlyMap<StatKey, number>): Map<StatKey, number> {
  return new Map([...totals].filter(([, value]) => value > 0));
}
