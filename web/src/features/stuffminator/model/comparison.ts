/**
 * What the Stuffminator compares: every characteristic of both sheets with its difference and
 * verdict, the chart's rows and the slots whose items differ. Pure functions: unit tested.
 *
 * The difference is the second stuff's value minus the first's, and the verdict says whether the
 * second stuff is better, worse or equal on that line. Higher is better on every line but critical
 * failures (`critical_failure`: a larger number means failing more often), the one characteristic
 * of the sheet a player wants low. Resistances, damage, dodge and pods are all "more is better".
 */
import type { Stuff } from '#contract/stuff';
import { SLOTS, type Slot } from '#game/slots';
import { PRIMARY_STATS, STAT_KEYS, type StatKey } from '#game/stats';
import { offeredStats } from '#web/entities/panominator/model/game-stats.ts';

export type Verdict = 'better' | 'worse' | 'equal';

/** Characteristics where less is better. */
export const LOWER_IS_BETTER: ReadonlySet<StatKey> = new Set<StatKey>(['critical_failure']);

export interface StatComparison {
  stat: StatKey;
  first: number;
  second: number;
  /** second − first. */
  difference: number;
  /** The second stuff against the first. */
  verdict: Verdict;
}

export function compareStat(stat: StatKey, first: number, second: number): StatComparison {
  const difference = second - first;
  const gain = LOWER_IS_BETTER.has(stat) ? -difference : difference;
  const verdict: Verdict = gain > 0 ? 'better' : gain < 0 ? 'worse' : 'equal';
  return { stat, first, second, difference, verdict };
}

/** Which side wins a line: the first, the second, or neither. */
export function winnerOf(comparison: StatComparison): 1 | 2 | null {
  if (comparison.verdict === 'equal') return null;
  return comparison.verdict === 'better' ? 2 : 1;
}

export const STAT_GROUPS = ['characteristics', 'general', 'damage', 'resistances', 'other'] as const;
export type StatGroup = (typeof STAT_GROUPS)[number];

const GENERAL: readonly StatKey[] = [
  'ap', 'mp', 'range', 'hp', 'initiative', 'prospecting', 'pods', 'summons', 'critical_hit', 'critical_failure',
  'ap_loss_dodge', 'mp_loss_dodge', 'ap_reduction', 'mp_reduction', 'lock', 'dodge',
];
const RESISTANCE_FIRST = STAT_KEYS.indexOf('res_neutral');
const RESISTANCE_LAST = STAT_KEYS.indexOf('ranged_res_percent');
const DAMAGE_FIRST = STAT_KEYS.indexOf('damage');
const DAMAGE_LAST = STAT_KEYS.indexOf('reflect_damage');

export function groupOf(stat: StatKey): StatGroup {
  if ((PRIMARY_STATS as readonly StatKey[]).includes(stat)) return 'characteristics';
  if (GENERAL.includes(stat)) return 'general';
  const index = STAT_KEYS.indexOf(stat);
  if (index >= DAMAGE_FIRST && index <= DAMAGE_LAST) return 'damage';
  if (index >= RESISTANCE_FIRST && index <= RESISTANCE_LAST) return 'resistances';
  return 'other';
}

export interface StatSection {
  group: StatGroup;
  rows: StatComparison[];
}

/**
 * Every characteristic of the game (bootstrap `stats_in_use` and what every sheet has) and any other
 * that either stuff has, compared, by group in the sheet's order; an empty group is left out.
 */
export function statSections(
  statsInUse: readonly StatKey[] | undefined,
  first: Readonly<Record<StatKey, number>>,
  second: Readonly<Record<StatKey, number>>,
): StatSection[] {
  const offered = new Set(offeredStats(statsInUse));
  const shown = STAT_KEYS.filter((stat) => offered.has(stat) || (first[stat] ?? 0) !== 0 || (second[stat] ?? 0) !== 0);
  const order = (stat: StatKey) => (GENERAL.includes(stat) ? GENERAL.indexOf(stat) : STAT_KEYS.indexOf(stat));
  return STAT_GROUPS.map((group) => ({
    group,
    rows: shown
      .filter((stat) => groupOf(stat) === group)
      .sort((a, b) => order(a) - order(b))
      .map((stat) => compareStat(stat, first[stat] ?? 0, second[stat] ?? 0)),
  })).filter((section) => section.rows.length > 0);
}

/** How many lines each stuff wins. */
export function scoreOf(sections: readonly StatSection[]): { first: number; second: number } {
  let first = 0;
  let second = 0;
  for (const row of sections.flatMap((section) => section.rows)) {
    const winner = winnerOf(row);
    if (winner === 1) first += 1;
    if (winner === 2) second += 1;
  }
  return { first, second };
}

/**
 * The chart's two panels (values of a very different size: a thousand vitality next to 6 AP): the
 * characteristics with initiative, prospecting and power, then the points, damage and % resistances.
 */
export const CHART_PANELS = {
  characteristics: ['vitality', 'wisdom', 'strength', 'intelligence', 'chance', 'agility', 'initiative', 'prospecting', 'damage_percent'],
  points: ['ap', 'mp', 'range', 'summons', 'critical_hit', 'damage', 'res_neutral_percent', 'res_earth_percent', 'res_fire_percent', 'res_water_percent', 'res_air_percent'],
} as const satisfies Record<string, readonly StatKey[]>;
export type ChartPanel = keyof typeof CHART_PANELS;

export interface ChartRow {
  stat: StatKey;
  first: number;
  second: number;
}

/** A panel's rows: only the characteristics of this game (those of `offeredStats`). */
export function chartRows(
  panel: ChartPanel,
  statsInUse: readonly StatKey[] | undefined,
  first: Readonly<Record<StatKey, number>>,
  second: Readonly<Record<StatKey, number>>,
): ChartRow[] {
  const offered = new Set(offeredStats(statsInUse));
  return CHART_PANELS[panel].filter((stat) => offered.has(stat)).map((stat) => ({ stat, first: first[stat] ?? 0, second: second[stat] ?? 0 }));
}

export interface SlotDifference {
  slot: Slot;
  first: number | null;
  second: number | null;
  /** `item`: another item (or none); `rolls`: the same item with other rolled or forgemagie lines. */
  kind: 'item' | 'rolls';
}

function sameRolls(a: Readonly<Partial<Record<StatKey, number>>> | undefined, b: Readonly<Partial<Record<StatKey, number>>> | undefined): boolean {
  const entries = (lines: typeof a) => Object.entries(lines ?? {}).filter(([, value]) => value !== undefined);
  const left = entries(a);
  const right = new Map(entries(b));
  return left.length === right.size && left.every(([key, value]) => right.get(key) === value);
}

/** The slots whose items differ, in the paper doll's order. */
export function slotDifferences(first: Pick<Stuff, 'items' | 'rolls'>, second: Pick<Stuff, 'items' | 'rolls'>): SlotDifference[] {
  const differences: SlotDifference[] = [];
  for (const slot of SLOTS) {
    const a = first.items[slot] ?? null;
    const b = second.items[slot] ?? null;
    if (a !== b) differences.push({ slot, first: a, second: b, kind: 'item' });
    else if (a !== null && !sameRolls(first.rolls[slot], second.rolls[slot])) differences.push({ slot, first: a, second: b, kind: 'rolls' });
  }
  return differences;
}

/** A signed difference as written in the table: "+12", "−3", "0". */
export function signedText(difference: number, format: Intl.NumberFormat): string {
  if (difference > 0) return `+${format.format(difference)}`;
  if (difference < 0) return `\u2212${format.format(-difference)}`;
  return format.format(0);
}
