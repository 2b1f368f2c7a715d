/**
 * Two oracles for the Panominator, independent of its branch and bound:
 *
 * - `highsOptimum`: the same instance written as a mixed-integer programme (one binary per slot and
 *   item, one binary per set and piece count, truncated divisions as integer variables, item
 *   conditions as big-M indicator rows, OR groups with one binary per alternative) and solved by
 *   HiGHS (`highs` package). The sheet's rules are written from the variant's rule table, the
 *   naked character's sheet is the engine's.
 * - `bruteForceOptimum`: every stuff of a tiny instance built and checked through the engine's public
 *   `computeStats` and `checkConditions`.
 *
 * Both support the instances the tests generate: no HP-percent boosts, characteristic totals that
 * stay non-negative (so that a truncated division is a floor).
 */
import highsLoader from 'highs';
import type { Catalog, CatalogItem } from '#engine/src/catalog.ts';
import type { Engine } from '#engine/src/engine.ts';
import type { ConditionGroup } from '#game/item-conditions';
import type { PanominatorQuery } from '#game/panominator-types';
import { SLOT_GROUPS, SLOTS, slotGroupOf, type Slot, type SlotGroup } from '#game/slots';
import { PRIMARY_STATS, STAT_KEYS, type StatKey } from '#game/stats';
import type { StuffInput } from '#game/stuff';
import { VARIANT_RULES, type Variant } from '#game/variants';

type Highs = Awaited<ReturnType<typeof highsLoader>>;
let highsPromise: Promise<Highs> | undefined;
export function loadHighs(): Promise<Highs> {
  highsPromise ??= highsLoader();
  return highsPromise;
}

const EXO_STATS = ['ap', 'mp', 'range'] as const;
const NO_EXO_GROUPS: ReadonlySet<SlotGroup> = new Set(['dofus', 'pet', 'mount']);

/** The items a slot may take under the query's filters (locked and emptied slots excepted). */
export function slotCandidates(catalog: Catalog, query: PanominatorQuery): Map<Slot, CatalogItem[]> {
  const level = query.stuff.level;
  const banned = new Set(query.banned ?? []);
  const allow = { dofus: true, pets: true, ...query.allow };
  const locked = lockedItems(catalog, query);
  const lockedIds = new Set([...locked.values()].map((item) => item.id));
  const result = new Map<Slot, CatalogItem[]>();
  for (const slot of SLOTS) {
    if (locked.has(slot) || query.emptySlots?.includes(slot)) continue;
    const list: CatalogItem[] = [];
    for (const item of catalog.items) {
      const group = slotGroupOf(item.category);
      if (!group || !(SLOT_GROUPS[group] as readonly Slot[]).includes(slot)) continue;
      if ((query.availability ?? 'standard') === 'standard' && item.availability !== 'standard') continue;
      if (item.level > level || banned.has(item.id)) continue;
      if ((group === 'dofus' && !allow.dofus) || (group === 'pet' && !allow.pets)) continue;
      if (lockedIds.has(item.id) && !(group === 'ring' && item.setId === 0)) continue;
      if ((query.undecidedConditions ?? 'exclude') === 'exclude' && item.conditions?.some((g) => g.some((atom) => atom[0] === 'unevaluable'))) continue;
      list.push(item);
    }
    result.set(slot, list);
  }
  return result;
}

export function lockedItems(catalog: Catalog, query: PanominatorQuery): Map<Slot, CatalogItem> {
  const byId = new Map(catalog.items.map((item) => [item.id, item]));
  const locked = new Map<Slot, CatalogItem>();
  for (const [slot, id] of Object.entries(query.locked ?? {})) if (id) locked.set(slot as Slot, byId.get(id)!);
  if (query.setId !== undefined) {
    const set = catalog.sets.find((candidate) => candidate.id === query.setId)!;
    for (const id of set.itemIds) {
      const item = byId.get(id);
      if (!item || [...locked.values()].some((worn) => worn.id === id)) continue;
      const group = slotGroupOf(item.category)!;
      const slot = (SLOT_GROUPS[group] as readonly Slot[]).find((candidate) => !locked.has(candidate) && !query.emptySlots?.includes(candidate))!;
      locked.set(slot, item);
    }
  }
  return locked;
}

function objectiveOf(query: PanominatorQuery, stats: Record<StatKey, number>): number {
  let total = 0;
  for (const [key, weight] of Object.entries(query.objective)) total += (weight ?? 0) * stats[key as StatKey];
  return total;
}

function naked(query: PanominatorQuery): StuffInput {
  const { classId, level, gender, points, scrolls, boosts } = query.stuff;
  return { classId, level, gender, points, scrolls, boosts, items: {} };
}

// ---------------------------------------------------------------------------------------------
// Brute force

/**
 * Every stuff of the instance (each free slot empty or one of its candidates, Dofus and set items
 * once, no shield with a two-handed weapon, at most one exo on a gear item lacking it), each computed
 * by `engine.computeStats` and checked by `engine.checkConditions`; the best objectives, best first.
 */
export function bruteForceOptimum(engine: Engine, catalog: Catalog, query: PanominatorQuery, limit = 1): number[] {
  const candidates = slotCandidates(catalog, query);
  const locked = lockedItems(catalog, query);
  const slots = [...candidates.keys()];
  const best: number[] = [];
  const items: Partial<Record<Slot, number>> = {};
  for (const [slot, item] of locked) items[slot] = item.id;
  const worn = (id: number) => Object.values(items).filter((value) => value === id).length;
  // One stuff per multiset of items in each group: d1 = A, d2 = B is the same stuff as d1 = B, d2 = A.
  const seen = new Set<string>();
  const evaluate = () => {
    const key = JSON.stringify(
      Object.entries(SLOT_GROUPS).map(([, groupSlots]) => (groupSlots as readonly Slot[]).map((slot) => items[slot] ?? 0).sort((a, b) => a - b)),
    );
    if (seen.has(key)) return;
    seen.add(key);
    const exoOptions: ({ slot: Slot; stat: (typeof EXO_STATS)[number] } | null)[] = [null];
    if (query.allow?.exos) {
      for (const stat of EXO_STATS) {
        const host = SLOTS.find((slot) => {
          const id = items[slot];
          if (!id) return false;
          const item = catalog.items.find((candidate) => candidate.id === id)!;
          return !NO_EXO_GROUPS.has(slotGroupOf(item.category)!) && !item.stats.some(([key]) => key === stat);
        });
        if (host) exoOptions.push({ slot: host, stat });
      }
    }
    for (const exo of exoOptions) {
      const stuff: StuffInput = { ...naked(query), items: { ...items } };
      if (exo) stuff.rolls = { [exo.slot]: { [exo.stat]: 1 } };
      const sheet = engine.computeStats(stuff);
      if (query.constraints?.some((c) => (c.min !== undefined && sheet.stats[c.stat] < c.min) || (c.max !== undefined && sheet.stats[c.stat] > c.max))) continue;
      const unmet = engine.checkConditions(stuff);
      // Candidates with undecidable conditions are already out under `exclude`; what remains undecided
      // (a locked item's) is the player's choice and counts as met.
      if (unmet.some((problem) => problem.kind === 'unmet')) continue;
      best.push(objectiveOf(query, sheet.stats));
      best.sort((a, b) => b - a);
      if (best.length > limit) best.length = limit;
    }
  };
  const walk = (index: number) => {
    if (index === slots.length) {
      evaluate();
      return;
    }
    const slot = slots[index];
    walk(index + 1);
    for (const item of candidates.get(slot)!) {
      const group = slotGroupOf(item.category)!;
      if ((group === 'dofus' || item.setId !== 0) && worn(item.id) > 0) continue;
      if (slot === 'br' && items.ar && catalog.items.find((candidate) => candidate.id === items.ar)?.weapon?.twoHanded) continue;
      if (slot === 'ar' && item.weapon?.twoHanded && items.br) continue;
      items[slot] = item.id;
      walk(index + 1);
      delete items[slot];
    }
  };
  walk(0);
  return best;
}

// ---------------------------------------------------------------------------------------------
// Mixed-integer programme

class LinearExpression {
  constant = 0;
  readonly terms = new Map<string, number>();

  add(variable: string, coefficient: number): this {
    if (coefficient !== 0) this.terms.set(variable, (this.terms.get(variable) ?? 0) + coefficient);
    return this;
  }

  plus(other: LinearExpression, factor = 1): this {
    this.constant += other.constant * factor;
    for (const [variable, coefficient] of other.terms) this.add(variable, coefficient * factor);
    return this;
  }

  text(): string {
    const parts: string[] = [];
    for (const [variable, coefficient] of this.terms) {
      if (coefficient === 0) continue;
      parts.push(`${coefficient < 0 ? '-' : '+'} ${Math.abs(coefficient)} ${variable}`);
    }
    if (parts.length === 0) return '0 zero';
    // LP lines are read whole; keep them short by breaking every few terms.
    const lines: string[] = [];
    for (let i = 0; i < parts.length; i += 8) lines.push(parts.slice(i, i + 8).join(' '));
    return lines.join('\n  ');
  }
}

export interface MipOutcome {
  /** null: HiGHS proved the instance infeasible. */
  objective: number | null;
  /** HiGHS's stuff: items by slot (locked ones included) and the exo stat it added. */
  items: Partial<Record<Slot, number>>;
  exo: string | null;
  status: string;
  lpText: string;
}

/** The instance as a MIP in CPLEX LP format, solved by HiGHS. */
export async function highsOptimum(engine: Engine, catalog: Catalog, query: PanominatorQuery): Promise<MipOutcome> {
  const lp = panominatorMip(engine, catalog, query);
  const highs = await loadHighs();
  const solution = highs.solve(lp.text, { mip_rel_gap: 0, mip_abs_gap: 1e-9 });
  if (solution.Status === 'Infeasible') return { objective: null, items: {}, exo: null, status: solution.Status, lpText: lp.text };
  if (solution.Status !== 'Optimal') throw new Error(`HiGHS: ${solution.Status}`);
  const items: Partial<Record<Slot, number>> = {};
  for (const [slot, item] of lockedItems(catalog, query)) items[slot] = item.id;
  let exo: string | null = null;
  for (const [name, column] of Object.entries(solution.Columns) as [string, { Primal: number }][]) {
    if (column.Primal < 0.5) continue;
    const placed = lp.placements.get(name);
    if (placed) items[placed.slot] = placed.itemId;
    if (name.startsWith('e_')) exo = name.slice(2);
  }
  return { objective: solution.ObjectiveValue + lp.objectiveConstant, items, exo, status: solution.Status, lpText: lp.text };
}

export function panominatorMip(
  engine: Engine,
  catalog: Catalog,
  query: PanominatorQuery,
): { text: string; objectiveConstant: number; placements: Map<string, { slot: Slot; itemId: number }> } {
  const placements = new Map<string, { slot: Slot; itemId: number }>();
  const variant: Variant = engine.variant;
  const rules = VARIANT_RULES[variant];
  const candidates = slotCandidates(catalog, query);
  const locked = lockedItems(catalog, query);
  const base = engine.computeStats(naked(query)).stats;
  const policy = query.undecidedConditions ?? 'exclude';
  const rows: string[] = [];
  const binaries: string[] = [];
  const integers: string[] = [];
  const bounds: string[] = ['zero = 0'];
  let rowCount = 0;
  const row = (expression: LinearExpression, sense: '<=' | '>=' | '=', value: number) => {
    rows.push(` r${rowCount++}: ${expression.text()} ${sense} ${value - expression.constant}`);
  };

  // x[slot][item]: the item in that slot.
  const placement = new Map<string, string>();
  const wornExpression = new Map<number, LinearExpression>();
  let counter = 0;
  for (const [slot, list] of candidates) {
    const slotSum = new LinearExpression();
    for (const item of list) {
      const variable = `x${counter++}`;
      binaries.push(variable);
      placement.set(`${slot}:${item.id}`, variable);
      placements.set(variable, { slot, itemId: item.id });
      slotSum.add(variable, 1);
      let worn = wornExpression.get(item.id);
      if (!worn) wornExpression.set(item.id, (worn = new LinearExpression()));
      worn.add(variable, 1);
    }
    row(slotSum, '<=', 1);
  }
  const lockedIds = new Map<number, number>();
  for (const item of locked.values()) lockedIds.set(item.id, (lockedIds.get(item.id) ?? 0) + 1);
  const itemsById = new Map(catalog.items.map((item) => [item.id, item]));
  // Dofus and set items: one copy.
  for (const [id, worn] of wornExpression) {
    const item = itemsById.get(id)!;
    if (slotGroupOf(item.category) === 'dofus' || item.setId !== 0) row(worn, '<=', 1 - (lockedIds.get(id) ?? 0));
  }
  // Two-handed weapons: no shield.
  const twoHandedLocked = locked.get('ar')?.weapon?.twoHanded ?? false;
  const shields = new LinearExpression();
  for (const item of candidates.get('br') ?? []) shields.add(placement.get(`br:${item.id}`)!, 1);
  const handsRow = new LinearExpression().plus(shields);
  for (const item of candidates.get('ar') ?? []) if (item.weapon?.twoHanded) handsRow.add(placement.get(`ar:${item.id}`)!, 1);
  if (locked.has('br')) for (const item of candidates.get('ar') ?? []) if (item.weapon?.twoHanded) row(new LinearExpression().add(placement.get(`ar:${item.id}`)!, 1), '=', 0);
  row(handsRow, '<=', twoHandedLocked ? 0 : 1);

  // Raw stat sums: items, sets, exo.
  const raw = new Map<StatKey, LinearExpression>(STAT_KEYS.map((key) => [key, new LinearExpression()]));
  const addItem = (item: CatalogItem, variable: string | null) => {
    for (const [key, , max] of item.stats) {
      const expression = raw.get(key)!;
      if (variable) expression.add(variable, max);
      else expression.constant += max;
    }
  };
  for (const item of locked.values()) addItem(item, null);
  for (const [slot, list] of candidates) for (const item of list) addItem(item, placement.get(`${slot}:${item.id}`)!);

  // y[set][k]: the set is worn with k pieces.
  const setPieces = new Map<number, LinearExpression>();
  for (const [id, worn] of wornExpression) {
    const item = itemsById.get(id)!;
    if (item.setId === 0) continue;
    let pieces = setPieces.get(item.setId);
    if (!pieces) setPieces.set(item.setId, (pieces = new LinearExpression()));
    pieces.plus(worn);
  }
  for (const item of locked.values()) {
    if (item.setId === 0) continue;
    let pieces = setPieces.get(item.setId);
    if (!pieces) setPieces.set(item.setId, (pieces = new LinearExpression()));
    pieces.constant += 1;
  }
  const activeBonuses = new LinearExpression();
  for (const [setId, pieces] of setPieces) {
    const set = catalog.sets.find((candidate) => candidate.id === setId);
    if (!set) continue;
    const most = set.itemIds.length;
    const choose = new LinearExpression();
    const count = new LinearExpression();
    for (let k = 0; k <= most; k++) {
      const variable = `y${setId}_${k}`;
      binaries.push(variable);
      choose.add(variable, 1);
      count.add(variable, k);
      if (k >= 1) activeBonuses.add(variable, k - 1);
      let bonus: [StatKey, number][] = [];
      for (const entry of set.bonuses) if (entry.items <= k) bonus = entry.stats;
      for (const [key, value] of bonus) raw.get(key)!.add(variable, value);
    }
    row(choose, '=', 1);
    row(new LinearExpression().plus(count).plus(pieces, -1), '=', 0);
  }

  // Exo: one of AP, MP, range, on a worn gear item without that line.
  if (query.allow?.exos) {
    const any = new LinearExpression();
    for (const stat of EXO_STATS) {
      const variable = `e_${stat}`;
      binaries.push(variable);
      any.add(variable, 1);
      raw.get(stat)!.add(variable, 1);
      const hosts = new LinearExpression().add(variable, 1);
      let lockedHost = 0;
      for (const item of locked.values()) if (!NO_EXO_GROUPS.has(slotGroupOf(item.category)!) && !item.stats.some(([key]) => key === stat)) lockedHost++;
      for (const [slot, list] of candidates) {
        for (const item of list) {
          if (NO_EXO_GROUPS.has(slotGroupOf(item.category)!) || item.stats.some(([key]) => key === stat)) continue;
          hosts.add(placement.get(`${slot}:${item.id}`)!, -1);
        }
      }
      row(hosts, '<=', lockedHost);
    }
    row(any, '<=', 1);
  }

  // Final sheet values, from the rule table.
  const sheetCache = new Map<StatKey, LinearExpression>();
  let floors = 0;
  const floorOf = (stat: StatKey, divisor: number): LinearExpression => {
    const total = new LinearExpression().plus(raw.get(stat)!);
    total.constant += base[stat];
    const variable = `q${floors++}`;
    integers.push(variable);
    bounds.push(`-100000 <= ${variable} <= 100000`);
    // divisor·q ≤ total ≤ divisor·q + divisor − 1 (totals are non-negative in the instances).
    row(new LinearExpression().plus(total).add(variable, -divisor), '>=', 0);
    row(new LinearExpression().plus(total).add(variable, -divisor), '<=', divisor - 1);
    return new LinearExpression().add(variable, 1);
  };
  const nakedFloor = (stat: StatKey, divisor: number) => Math.trunc(base[stat] / divisor);
  const sheetValue = (key: StatKey): LinearExpression => {
    const cached = sheetCache.get(key);
    if (cached) return cached;
    const value = new LinearExpression().plus(raw.get(key)!);
    value.constant += base[key];
    const divided = (from: StatKey, divisor: number) => {
      if (divisor === 0) return;
      value.plus(floorOf(from, divisor));
      value.constant -= nakedFloor(from, divisor);
    };
    switch (key) {
      case 'hp':
        value.plus(raw.get('vitality')!);
        break;
      case 'pods':
        value.plus(raw.get('strength')!, rules.podsPerStrength);
        break;
      case 'initiative':
        if (rules.initiativeFromPrimaries) for (const from of ['strength', 'intelligence', 'chance', 'agility'] as const) value.plus(raw.get(from)!);
        break;
      case 'prospecting':
        divided('chance', rules.prospectingChanceDivisor);
        break;
      case 'ap_loss_dodge':
      case 'mp_loss_dodge':
        divided('wisdom', rules.dodgeWisdomDivisor);
        break;
      case 'ap_reduction':
      case 'mp_reduction':
        divided('wisdom', rules.reductionWisdomDivisor);
        break;
      case 'lock':
        divided('agility', rules.lockAgilityDivisor);
        break;
      case 'dodge':
        divided('agility', rules.dodgeAgilityDivisor);
        break;
    }
    // One variable per final stat, defined once: condition rows then name it instead of repeating
    // its thousands of terms (a formulation HiGHS solves far faster).
    const variable = `s_${key}`;
    bounds.push(`-1000000 <= ${variable} <= 1000000`);
    row(new LinearExpression().add(variable, 1).plus(value, -1), '=', 0);
    const named = new LinearExpression().add(variable, 1);
    sheetCache.set(key, named);
    return named;
  };

  for (const constraint of query.constraints ?? []) {
    const value = sheetValue(constraint.stat);
    if (constraint.min !== undefined) row(new LinearExpression().plus(value), '>=', constraint.min);
    if (constraint.max !== undefined) row(new LinearExpression().plus(value), '<=', constraint.max);
  }

  // Conditions: each group of a worn item holds (big-M rows switched on by the item's placement).
  const BIG = 100_000;
  let switches = 0;
  const subjectValue = (subject: string): LinearExpression | number => {
    if (subject.startsWith('stat:')) return sheetValue(subject.slice(5) as StatKey);
    if (subject === 'set_bonus') {
      if (!bounds.includes('0 <= s_set_bonus <= 1000')) {
        bounds.push('0 <= s_set_bonus <= 1000');
        row(new LinearExpression().add('s_set_bonus', 1).plus(activeBonuses, -1), '=', 0);
      }
      return new LinearExpression().add('s_set_bonus', 1);
    }
    const stuff = query.stuff;
    if (subject === 'level') return stuff.level;
    if (subject === 'class') return stuff.classId;
    if (subject === 'sex') return stuff.gender ?? 0;
    const key = subject.slice(5) as (typeof PRIMARY_STATS)[number];
    return (stuff.points?.[key] ?? 0) + (stuff.scrolls?.[key] ?? 0);
  };
  const holds = (actual: number, operator: string, value: number) =>
    operator === '>' ? actual > value : operator === '<' ? actual < value : operator === '=' ? actual === value : actual !== value;
  /** Rows making `atom` hold when `on` (an expression that is 1 or 0) is 1. */
  const atomRows = (value: LinearExpression, operator: string, required: number, on: LinearExpression) => {
    const off = (factor: number) => new LinearExpression().plus(value).plus(on, factor);
    // value − BIG·on ≥ required + 1 − BIG  ⇔  value ≥ required + 1 when on = 1.
    if (operator === '>') row(off(-BIG), '>=', required + 1 - BIG);
    else if (operator === '<') row(off(BIG), '<=', required - 1 + BIG);
    else if (operator === '=') {
      row(off(-BIG), '>=', required - BIG);
      row(off(BIG), '<=', required + BIG);
    } else {
      const side = `b${switches++}`;
      binaries.push(side);
      // side = 0: value ≤ required − 1; side = 1: value ≥ required + 1.
      row(off(BIG).add(side, -BIG), '<=', required - 1 + BIG);
      row(off(-BIG).add(side, -BIG), '>=', required + 1 - 2 * BIG);
    }
  };
  /** `locked`: a locked item is the player's choice, its undecidable atoms count as met (as in the engine's check). */
  const conditionRows = (groups: ConditionGroup[], on: LinearExpression, locked = false) => {
    for (const group of groups) {
      const alternatives: [LinearExpression, string, number][] = [];
      let satisfied = false;
      for (const atom of group) {
        if (atom[0] === 'unevaluable') {
          if (policy === 'assume-met' || locked) satisfied = true;
          continue;
        }
        const [subject, operator, required] = atom;
        const value = subjectValue(subject);
        if (typeof value === 'number') {
          if (holds(value, operator, required)) satisfied = true;
          continue;
        }
        alternatives.push([value, operator, required]);
      }
      if (satisfied) continue;
      if (alternatives.length === 0) {
        row(new LinearExpression().plus(on), '=', 0);
      } else if (alternatives.length === 1) {
        atomRows(alternatives[0][0], alternatives[0][1], alternatives[0][2], on);
      } else {
        const pick = new LinearExpression();
        for (const [value, operator, required] of alternatives) {
          const choice = `u${switches++}`;
          binaries.push(choice);
          pick.add(choice, 1);
          atomRows(value, operator, required, new LinearExpression().add(choice, 1));
        }
        row(pick.plus(on, -1), '>=', 0);
      }
    }
  };
  for (const item of locked.values()) if (item.conditions) conditionRows(item.conditions, new LinearExpression().add('one', 1), true);
  bounds.push('one = 1');
  for (const [id, worn] of wornExpression) {
    const item = itemsById.get(id)!;
    if (!item.conditions) continue;
    // A ring may be worn twice: "worn" is a binary at least every placement.
    const flag = `w${id}`;
    binaries.push(flag);
    for (const variable of worn.terms.keys()) row(new LinearExpression().add(flag, 1).add(variable, -1), '>=', 0);
    conditionRows(item.conditions, new LinearExpression().add(flag, 1));
  }

  const objective = new LinearExpression();
  for (const [key, weight] of Object.entries(query.objective)) if (weight) objective.plus(sheetValue(key as StatKey), weight);
  const text = [
    'Maximize',
    ` obj: ${objective.text()}`,
    'Subject To',
    ...rows,
    'Bounds',
    ...bounds.map((line) => ` ${line}`),
    'General',
    ...integers.map((name) => ` ${name}`),
    'Binary',
    ...binaries.map((name) => ` ${name}`),
    'End',
  ].join('\n');
  return { text, objectiveConstant: objective.constant, placements };
}
