/**
 * The Panominator's form as a view kept in the URL (like the Cacminator's filters: a link or a
 * reload gives the same search): the character, the objective's weights, the constraints, the
 * slots whose draft items are kept, the banned items, the slots left empty, the allowances, the
 * availability and the length of the list. Pure functions: unit tested.
 */
import { PANOMINATOR_PRESETS, presetObjective, type PanominatorPreset } from '#game/panominator-presets';
import { SLOTS, type Slot } from '#game/slots';
import { isStatKey, type StatKey } from '#game/stats';

import { objectiveIn } from '#web/entities/panominator/model/game-stats.ts';
import { LEVEL_MAX, LEVEL_MIN, parseLevel } from '#web/entities/panominator/model/level.ts';

export { LEVEL_MAX, LEVEL_MIN, parseLevel } from '#web/entities/panominator/model/level.ts';
/** The engine's bounds (engine/src/panominator-query.ts): weights within ±1,000,000, 20 constraints, 50 stuffs. */
export const WEIGHT_LIMIT = 1_000_000;
export const CONSTRAINT_VALUE_LIMIT = 100_000;
export const CONSTRAINTS_MAX = 20;
export const LIMIT_CHOICES = [1, 3, 5, 10] as const;
export const LIMIT_MAX = 50;
/** Compatibility mode ranks this many completions of the set. */
export const COMPATIBILITY_LIMIT = 10;
export const AVAILABILITIES = ['standard', 'all'] as const;
export type PanominatorAvailability = (typeof AVAILABILITIES)[number];
export const DEFAULT_PRESET: PanominatorPreset = 'earth';
/** How many items a link may force into every stuff (`?with=`): one per slot at most. */
export const FORCED_MAX = SLOTS.length;

export interface WeightRow {
  stat: StatKey;
  weight: number;
}

export interface ConstraintRow {
  stat: StatKey;
  min: number | null;
  max: number | null;
}

export interface PanominatorView {
  /** null: the draft's class and level. */
  classId: number | null;
  level: number | null;
  weights: WeightRow[];
  constraints: ConstraintRow[];
  /** Slots whose draft item is kept (locked) in the search. */
  lock: Slot[];
  banned: number[];
  /** Items forced into every proposed stuff, in a free slot that fits (`?with=`, e.g. from an item page). */
  forced: number[];
  empty: Slot[];
  exos: boolean;
  dofus: boolean;
  pets: boolean;
  availability: PanominatorAvailability;
  /** How many of the best stuffs to show (optimisation mode). */
  limit: number;
}

/**
 * A preset's weights as rows; with `offered` (the game's stats, entities/panominator/model/game-stats.ts),
 * only the rows of stats the game has: a Retro preset has no elemental damage row.
 */
export function presetRows(preset: PanominatorPreset, offered?: readonly StatKey[]): WeightRow[] {
  return Object.entries(objectiveIn(presetObjective(preset), offered))
    .filter((entry): entry is [StatKey, number] => isStatKey(entry[0]) && typeof entry[1] === 'number')
    .map(([stat, weight]) => ({ stat, weight }));
}

export const DEFAULT_VIEW: PanominatorView = {
  classId: null,
  level: null,
  weights: presetRows(DEFAULT_PRESET),
  constraints: [],
  lock: [],
  banned: [],
  forced: [],
  empty: [],
  exos: false,
  dofus: true,
  pets: true,
  availability: 'standard',
  limit: 1,
};

/** The default objective's rows for a game (all of them while its stats are not known). */
export function defaultWeights(offered?: readonly StatKey[]): WeightRow[] {
  return offered === undefined ? DEFAULT_VIEW.weights : presetRows(DEFAULT_PRESET, offered);
}

/** The preset whose weights are exactly these (in any order), if any; `offered` as in `presetRows`. */
export function activePreset(weights: readonly WeightRow[], offered?: readonly StatKey[]): PanominatorPreset | null {
  const key = (rows: readonly WeightRow[]) =>
    rows
      .filter((row) => row.weight !== 0)
      .map((row) => `${row.stat}:${row.weight}`)
      .sort()
      .join(',');
  const wanted = key(weights);
  return PANOMINATOR_PRESETS.find((preset) => key(presetRows(preset, offered)) === wanted) ?? null;
}

/** The engine's objective: the weights by stat (a stat given twice adds up, as the rows say). */
export function objectiveOf(weights: readonly WeightRow[]): Partial<Record<StatKey, number>> {
  const objective: Partial<Record<StatKey, number>> = {};
  for (const row of weights) objective[row.stat] = (objective[row.stat] ?? 0) + row.weight;
  return objective;
}

const PARAM = {
  classId: 'class',
  level: 'level',
  weights: 'w',
  constraints: 'c',
  lock: 'lock',
  banned: 'ban',
  forced: 'with',
  empty: 'empty',
  exos: 'exos',
  dofus: 'dofus',
  pets: 'pets',
  availability: 'availability',
  limit: 'top',
} as const;

const NUMBER = /^-?\d{1,7}(\.\d{1,6})?$/;
const INTEGER = /^-?\d{1,6}$/;

/** A weight typed or read from a link: a finite number within the engine's bound. */
export function parseWeight(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!NUMBER.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && Math.abs(value) <= WEIGHT_LIMIT ? value : undefined;
}

/** A constraint bound typed or read from a link: empty is none (null); undefined when invalid. */
export function parseBound(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!INTEGER.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Math.abs(value) <= CONSTRAINT_VALUE_LIMIT ? value : undefined;
}


function positiveId(raw: string): number | undefined {
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 && value <= 2 ** 31 - 1 ? value : undefined;
}

function slotList(raw: string | null): Slot[] {
  if (!raw) return [];
  const wanted = new Set(raw.split('-'));
  return SLOTS.filter((slot) => wanted.has(slot));
}

function idList(raw: string | null): number[] {
  if (!raw) return [];
  const ids = raw.split('-').flatMap((part) => positiveId(part) ?? []);
  return [...new Set(ids)];
}

/** `with=12,34`: the forced items, each once, in the link's order. */
function forcedList(raw: string | null): number[] {
  if (!raw) return [];
  const ids = raw.split(/[,\s]+/).flatMap((part) => positiveId(part) ?? []);
  return [...new Set(ids)].slice(0, FORCED_MAX);
}

/** The parts of a `with=` that name no item id (`abc`, `0`): the page says so rather than dropping them silently. */
export function invalidForcedTokens(search: URLSearchParams): string[] {
  const raw = search.get(PARAM.forced);
  if (!raw) return [];
  return raw.split(/[,\s]+/).filter((part) => part !== '' && positiveId(part) === undefined);
}

function weightList(raw: string | null): WeightRow[] | undefined {
  if (raw === null) return undefined;
  const rows: WeightRow[] = [];
  for (const part of raw.split(',')) {
    const [stat, weightText] = part.split(':');
    const weight = weightText === undefined ? undefined : parseWeight(weightText);
    if (!isStatKey(stat) || weight === undefined) continue;
    rows.push({ stat, weight });
  }
  return rows.length > 0 ? rows : undefined;
}

function constraintList(raw: string | null): ConstraintRow[] {
  if (!raw) return [];
  const rows: ConstraintRow[] = [];
  for (const part of raw.split(',')) {
    const [stat, minText = '', maxText = ''] = part.split(':');
    const min = parseBound(minText);
    const max = parseBound(maxText);
    if (!isStatKey(stat) || min === undefined || max === undefined) continue;
    rows.push({ stat, min, max });
  }
  return rows.slice(0, CONSTRAINTS_MAX);
}

function flag(raw: string | null, fallback: boolean): boolean {
  if (raw === '1') return true;
  if (raw === '0') return false;
  return fallback;
}

/** The view of a URL query; `offered` (the game's stats) gives the default objective its rows for the game. */
export function viewFromSearch(search: URLSearchParams, offered?: readonly StatKey[]): PanominatorView {
  const classText = search.get(PARAM.classId);
  const levelText = search.get(PARAM.level);
  const limitText = search.get(PARAM.limit);
  const limit = limitText !== null && /^\d{1,2}$/.test(limitText) ? Number(limitText) : NaN;
  const availability = search.get(PARAM.availability);
  return {
    classId: classText === null ? null : (positiveId(classText) ?? null),
    level: levelText === null ? null : (parseLevel(levelText) ?? null),
    weights: weightList(search.get(PARAM.weights)) ?? defaultWeights(offered),
    constraints: constraintList(search.get(PARAM.constraints)),
    lock: slotList(search.get(PARAM.lock)),
    banned: idList(search.get(PARAM.banned)),
    forced: forcedList(search.get(PARAM.forced)),
    empty: slotList(search.get(PARAM.empty)),
    exos: flag(search.get(PARAM.exos), DEFAULT_VIEW.exos),
    dofus: flag(search.get(PARAM.dofus), DEFAULT_VIEW.dofus),
    pets: flag(search.get(PARAM.pets), DEFAULT_VIEW.pets),
    availability: (AVAILABILITIES as readonly string[]).includes(availability ?? '') ? (availability as PanominatorAvailability) : DEFAULT_VIEW.availability,
    limit: limit >= 1 && limit <= LIMIT_MAX ? limit : DEFAULT_VIEW.limit,
  };
}

function sameWeights(a: readonly WeightRow[], b: readonly WeightRow[]): boolean {
  return a.length === b.length && a.every((row, index) => row.stat === b[index].stat && row.weight === b[index].weight);
}

/** The URL query of a view; defaults are left out so a plain link stays short (`offered` as in `viewFromSearch`). */
export function searchFromView(view: PanominatorView, offered?: readonly StatKey[]): URLSearchParams {
  const search = new URLSearchParams();
  if (view.classId !== null) search.set(PARAM.classId, String(view.classId));
  if (view.level !== null) search.set(PARAM.level, String(view.level));
  if (!sameWeights(view.weights, defaultWeights(offered))) {
    search.set(PARAM.weights, view.weights.map((row) => `${row.stat}:${row.weight}`).join(','));
  }
  if (view.constraints.length > 0) {
    search.set(PARAM.constraints, view.constraints.map((row) => `${row.stat}:${row.min ?? ''}:${row.max ?? ''}`).join(','));
  }
  if (view.lock.length > 0) search.set(PARAM.lock, view.lock.join('-'));
  if (view.banned.length > 0) search.set(PARAM.banned, view.banned.join('-'));
  if (view.forced.length > 0) search.set(PARAM.forced, view.forced.join(','));
  if (view.empty.length > 0) search.set(PARAM.empty, view.empty.join('-'));
  if (view.exos !== DEFAULT_VIEW.exos) search.set(PARAM.exos, view.exos ? '1' : '0');
  if (view.dofus !== DEFAULT_VIEW.dofus) search.set(PARAM.dofus, view.dofus ? '1' : '0');
  if (view.pets !== DEFAULT_VIEW.pets) search.set(PARAM.pets, view.pets ? '1' : '0');
  if (view.availability !== DEFAULT_VIEW.availability) search.set(PARAM.availability, view.availability);
  if (view.limit !== DEFAULT_VIEW.limit) search.set(PARAM.limit, String(view.limit));
  return search;
}

/**
 * A change of the view. A slot cannot be both kept and left empty: the last choice wins, and a weight
 * row of zero is kept (the user may be typing) but an emptied list falls back to the default preset.
 */
export function withViewChange(view: PanominatorView, change: Partial<PanominatorView>, offered?: readonly StatKey[]): PanominatorView {
  const next = { ...view, ...change };
  // An item forced into every stuff cannot be banned from them: the last choice wins.
  if (change.banned) next.forced = next.forced.filter((id) => !change.banned!.includes(id) || view.banned.includes(id));
  else if (change.forced) next.banned = next.banned.filter((id) => !change.forced!.includes(id));
  if (change.lock) next.empty = next.empty.filter((slot) => !change.lock!.includes(slot));
  else if (change.empty) next.lock = next.lock.filter((slot) => !change.empty!.includes(slot));
  if (next.weights.length === 0) next.weights = defaultWeights(offered);
  next.forced = [...new Set(next.forced)].slice(0, FORCED_MAX);
  next.constraints = next.constraints.slice(0, CONSTRAINTS_MAX);
  return next;
}

/** Adds `item` to `list` or takes it out. */
export function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  const without = list.filter((entry) => entry !== item);
  return on ? [...without, item] : without;
}

/** The quick constraint rows the form offers (AP ≥, MP ≥, range ≥), with the usual targets. */
export const QUICK_CONSTRAINTS: readonly ConstraintRow[] = [
  { stat: 'ap', min: 11, max: null },
  { stat: 'mp', min: 6, max: null },
  { stat: 'range', min: 3, max: null },
];

/** Sets (or replaces) the row of that stat; a new row goes at the end. */
export function withConstraint(rows: readonly ConstraintRow[], row: ConstraintRow): ConstraintRow[] {
  const index = rows.findIndex((entry) => entry.stat === row.stat);
  if (index === -1) return [...rows, row].slice(0, CONSTRAINTS_MAX);
  return rows.map((entry, at) => (at === index ? row : entry));
}

/** The first stat not yet in the rows, for a new row. */
export function nextFreeStat(used: readonly StatKey[], candidates: readonly StatKey[]): StatKey {
  return candidates.find((stat) => !used.includes(stat)) ?? candidates[0];
}
