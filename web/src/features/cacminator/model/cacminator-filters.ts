/**
 * The Cacminator's view: the filters, the weapon forgemagie preset, the ranking, the target and
 * the number of weapons shown, and its URL query (like the encyclopedia lists: a link reproduces
 * the search; multi-value filters joined with '-'). Pure functions: unit tested.
 */
import { findCategory } from '#contract/categories';
import { WEAPON_FM_PERCENTS, type CacminatorExpectation, type CacminatorRanking, type WeaponForgemagie, type WeaponFmPercent } from '#game/cacminator-types';
import type { Target } from '#game/damage-types';
import {
  DAMAGE_ELEMENTS,
  HIT_RANGES,
  parseResistance,
  RESISTANCE_KINDS,
  resistanceLimit,
  WEAPON_MASTERY_CHOICES,
  type DamageElement,
  type HitRange,
  type ResistanceKind,
} from '#web/lib/damage-target.ts';

export const HANDS = ['any', 'one', 'two'] as const;
export type Hands = (typeof HANDS)[number];
export const CONDITION_MODES = ['met', 'any'] as const;
export type ConditionMode = (typeof CONDITION_MODES)[number];
export const AVAILABILITIES = ['standard', 'all'] as const;
export type CacminatorAvailability = (typeof AVAILABILITIES)[number];
export const RANKINGS: readonly CacminatorRanking[] = ['turn', 'ap'];
export const EXPECTATIONS: readonly CacminatorExpectation[] = ['expected', 'normal', 'critical'];
export const FM_LINES: readonly WeaponForgemagie['line'][] = ['damage', 'steal'];
/** The elements a neutral line can be turned into. */
export const FM_ELEMENTS = DAMAGE_ELEMENTS.filter((element) => element !== 'neutral') as Exclude<DamageElement, 'neutral'>[];
export { WEAPON_FM_PERCENTS };

/** How many weapons the menu offers to show; a link may carry any count the engine takes (1–500). */
export const TOP_CHOICES = [10, 20, 50, 100] as const;
export const TOP_MAX = 500;
export const DEFAULT_TOP = 20;
export const LEVEL_MAX = 200;

export interface CacminatorView {
  /** Weapon category codes of the spec (contract/categories.ts: `ep` sword, `ha` axe…); empty: every type. */
  types: string[];
  levelMin: number | null;
  /** null: the stuff's level (a weapon above it cannot be worn). */
  levelMax: number | null;
  elements: DamageElement[];
  hands: Hands;
  conditions: ConditionMode;
  availability: CacminatorAvailability;
  forgemagie: WeaponForgemagie | null;
  rankBy: CacminatorRanking;
  expectation: CacminatorExpectation;
  top: number;
  target: Target;
  hitRange: HitRange;
  /** Retro weapon-mastery buff in % (0 = none). */
  weaponMastery: number;
}

export const DEFAULT_VIEW: CacminatorView = {
  types: [],
  levelMin: null,
  levelMax: null,
  elements: [],
  hands: 'any',
  // Weapons the character can equip (issue 14 §6): with the level (≤ the character's) and the
  // standard availability below, a ranking of what it can really wear; "any" widens it.
  conditions: 'met',
  availability: 'standard',
  forgemagie: null,
  rankBy: 'turn',
  expectation: 'expected',
  top: DEFAULT_TOP,
  target: {},
  hitRange: 'default',
  weaponMastery: 0,
};

const PARAM = {
  types: 'type',
  levelMin: 'level_min',
  levelMax: 'level_max',
  elements: 'element',
  hands: 'hands',
  conditions: 'conditions',
  availability: 'availability',
  forgemagie: 'fm',
  rankBy: 'rank',
  expectation: 'expectation',
  top: 'top',
  resistPercent: 'res',
  resistFlat: 'res_flat',
  player: 'player',
  hitRange: 'hit',
  weaponMastery: 'mastery',
} as const;

/** Whether a spec code names a weapon type of the catalogue's table. */
export function isWeaponTypeCode(code: string): boolean {
  const category = findCategory(code);
  return category?.kind === 'weapon' && category.code === code;
}

function level(raw: string | null): number | null {
  if (raw === null || !/^\d{1,3}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 && value <= LEVEL_MAX ? value : null;
}

function oneOf<T extends string>(raw: string | null, allowed: readonly T[], fallback: T): T {
  return raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

function dashList(raw: string | null): string[] {
  return raw ? [...new Set(raw.split('-'))] : [];
}

/** `fm=damage-earth-85`: the line, the element, the percent. */
function parseForgemagie(raw: string | null): WeaponForgemagie | null {
  const [line, element, percent, ...rest] = raw?.split('-') ?? [];
  if (rest.length > 0) return null;
  const fmPercent = Number(percent) as WeaponFmPercent;
  if (!(FM_LINES as readonly string[]).includes(line ?? '')) return null;
  if (!(FM_ELEMENTS as readonly string[]).includes(element ?? '')) return null;
  if (!/^\d+$/.test(percent ?? '') || !WEAPON_FM_PERCENTS.includes(fmPercent)) return null;
  return { line: line as WeaponForgemagie['line'], element: element as WeaponForgemagie['element'], percent: fmPercent };
}

/** The preset as one token (`damage-earth-85`; '' for none): the URL's and the picker's value. */
export function forgemagieValue(forgemagie: WeaponForgemagie | null): string {
  return forgemagie ? `${forgemagie.line}-${forgemagie.element}-${forgemagie.percent}` : '';
}

export function forgemagieFromValue(value: string): WeaponForgemagie | null {
  return parseForgemagie(value || null);
}

/** `res=earth20_fire-10`: resistances per element, each kept only when inside the engine's bounds. */
function parseResistances(raw: string | null, kind: ResistanceKind): Partial<Record<DamageElement, number>> | undefined {
  const values: Partial<Record<DamageElement, number>> = {};
  for (const token of raw?.split('_') ?? []) {
    const match = /^([a-z]+)(-?\d+)$/.exec(token);
    if (!match || !(DAMAGE_ELEMENTS as readonly string[]).includes(match[1])) continue;
    const parsed = parseResistance(match[2], resistanceLimit(kind));
    if ('value' in parsed && parsed.value !== 0) values[match[1] as DamageElement] = parsed.value;
  }
  return Object.keys(values).length > 0 ? values : undefined;
}

function formatResistances(values: Partial<Record<DamageElement, number>> | undefined): string {
  return DAMAGE_ELEMENTS.filter((element) => (values?.[element] ?? 0) !== 0)
    .map((element) => `${element}${values![element]}`)
    .join('_');
}

/**
 * The view of a URL query. Lenient like the encyclopedia lists: a hand-edited or outdated link
 * keeps every valid setting and drops the others.
 */
export function viewFromSearch(search: URLSearchParams | string): CacminatorView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  let levelMin = level(params.get(PARAM.levelMin));
  let levelMax = level(params.get(PARAM.levelMax));
  // A range given upside down is what the user meant the other way round.
  if (levelMin !== null && levelMax !== null && levelMin > levelMax) [levelMin, levelMax] = [levelMax, levelMin];
  const topText = params.get(PARAM.top);
  const top = topText !== null && /^\d{1,3}$/.test(topText) ? Number(topText) : NaN;
  const mastery = Number(params.get(PARAM.weaponMastery));
  const target: Target = {};
  for (const kind of RESISTANCE_KINDS) {
    const values = parseResistances(params.get(kind === 'resistPercent' ? PARAM.resistPercent : PARAM.resistFlat), kind);
    if (values) target[kind] = values;
  }
  if (params.get(PARAM.player) === '1') target.player = true;
  return {
    types: dashList(params.get(PARAM.types)).filter(isWeaponTypeCode),
    levelMin,
    levelMax,
    elements: dashList(params.get(PARAM.elements)).filter((value): value is DamageElement =>
      (DAMAGE_ELEMENTS as readonly string[]).includes(value),
    ),
    hands: oneOf(params.get(PARAM.hands), HANDS, DEFAULT_VIEW.hands),
    conditions: oneOf(params.get(PARAM.conditions), CONDITION_MODES, DEFAULT_VIEW.conditions),
    availability: oneOf(params.get(PARAM.availability), AVAILABILITIES, DEFAULT_VIEW.availability),
    forgemagie: parseForgemagie(params.get(PARAM.forgemagie)),
    rankBy: oneOf(params.get(PARAM.rankBy), RANKINGS, DEFAULT_VIEW.rankBy),
    expectation: oneOf(params.get(PARAM.expectation), EXPECTATIONS, DEFAULT_VIEW.expectation),
    top: top >= 1 && top <= TOP_MAX ? top : DEFAULT_VIEW.top,
    target,
    hitRange: oneOf(params.get(PARAM.hitRange), HIT_RANGES, DEFAULT_VIEW.hitRange),
    weaponMastery: WEAPON_MASTERY_CHOICES.some((choice) => choice.percent === mastery) ? mastery : 0,
  };
}

/** The URL query of a view: only what differs from the defaults, in a fixed order, so one view has one URL. */
export function searchFromView(view: CacminatorView): URLSearchParams {
  const params = new URLSearchParams();
  const types = view.types.filter(isWeaponTypeCode);
  if (types.length) params.set(PARAM.types, [...new Set(types)].join('-'));
  if (view.levelMin !== null) params.set(PARAM.levelMin, String(view.levelMin));
  if (view.levelMax !== null) params.set(PARAM.levelMax, String(view.levelMax));
  if (view.elements.length) params.set(PARAM.elements, [...new Set(view.elements)].join('-'));
  if (view.hands !== DEFAULT_VIEW.hands) params.set(PARAM.hands, view.hands);
  if (view.conditions !== DEFAULT_VIEW.conditions) params.set(PARAM.conditions, view.conditions);
  if (view.availability !== DEFAULT_VIEW.availability) params.set(PARAM.availability, view.availability);
  if (view.forgemagie) params.set(PARAM.forgemagie, forgemagieValue(view.forgemagie));
  if (view.rankBy !== DEFAULT_VIEW.rankBy) params.set(PARAM.rankBy, view.rankBy);
  if (view.expectation !== DEFAULT_VIEW.expectation) params.set(PARAM.expectation, view.expectation);
  if (view.top !== DEFAULT_VIEW.top) params.set(PARAM.top, String(view.top));
  const percent = formatResistances(view.target.resistPercent);
  if (percent) params.set(PARAM.resistPercent, percent);
  const flat = formatResistances(view.target.resistFlat);
  if (flat) params.set(PARAM.resistFlat, flat);
  if (view.target.player) params.set(PARAM.player, '1');
  if (view.hitRange !== DEFAULT_VIEW.hitRange) params.set(PARAM.hitRange, view.hitRange);
  if (view.weaponMastery !== 0) params.set(PARAM.weaponMastery, String(view.weaponMastery));
  return params;
}

/** A view with some settings changed; a level range given upside down is put the right way round. */
export function withViewChange(view: CacminatorView, change: Partial<CacminatorView>): CacminatorView {
  const next = { ...view, ...change };
  if (next.levelMin !== null && next.levelMax !== null && next.levelMin > next.levelMax) {
    return { ...next, levelMin: next.levelMax, levelMax: next.levelMin };
  }
  return next;
}

/** Adds or removes a value of a multi-value filter, keeping the order of `all`. */
export function toggled<T>(values: readonly T[], value: T, on: boolean, all: readonly T[]): T[] {
  const set = new Set(values);
  if (on) set.add(value);
  else set.delete(value);
  return all.filter((entry) => set.has(entry));
}
