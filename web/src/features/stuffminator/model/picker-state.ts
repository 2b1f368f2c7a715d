/**
 * The filter state of each side's stuff picker (site-spec §2: "stuffminator (page1, page2)"): which
 * list it shows (the member's own stuffs, the public search or the draft), the words searched and
 * the page, per side, in the URL query (`source1`, `text1`, `page1`, `source2`, `text2`, `page2`) so
 * a link or a reload gives the same lists, and remembered for the tab (sessionStorage, like the
 * encyclopedia's lists) so coming back to the Stuffminator without a query restores them. A value
 * that is not one the picker offers reads as its default. Pure functions: unit tested.
 */
import type { Side } from './stuff-pair.ts';

export const PICKER_SOURCES = ['own', 'public', 'draft'] as const;
export type PickerSource = (typeof PICKER_SOURCES)[number];

/** Longest search text (the API's stuff search takes 100 characters). */
export const TEXT_MAX = 100;
export const PAGE_MAX = 100_000;
/** Stuffs per page of a picker's list. */
export const PICKER_PAGE_SIZE = 8;

export interface PickerState {
  /** null: the default list (the member's own stuffs, a visitor's public search). */
  source: PickerSource | null;
  text: string;
  page: number;
}

export type PickerStates = Readonly<Record<Side, PickerState>>;

export const DEFAULT_PICKER: PickerState = { source: null, text: '', page: 1 };

const keysOf = (side: Side) => ({ source: `source${side}`, text: `text${side}`, page: `page${side}` });
const ALL_KEYS = ([1, 2] as const).flatMap((side) => Object.values(keysOf(side)));

function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

function parseSource(value: string | null): PickerSource | null {
  return (PICKER_SOURCES as readonly string[]).includes(value ?? '') ? (value as PickerSource) : null;
}

export function pickerStateFromSearch(search: URLSearchParams, side: Side): PickerState {
  const keys = keysOf(side);
  return {
    source: parseSource(search.get(keys.source)),
    text: (search.get(keys.text) ?? '').slice(0, TEXT_MAX),
    page: parsePage(search.get(keys.page)),
  };
}

export function pickerStatesFromSearch(search: URLSearchParams): PickerStates {
  return { 1: pickerStateFromSearch(search, 1), 2: pickerStateFromSearch(search, 2) };
}

/** `search` with both pickers' states written in (defaults left out); other parameters are kept. */
export function searchWithPickers(search: URLSearchParams, states: PickerStates): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const side of [1, 2] as const) {
    const keys = keysOf(side);
    const state = states[side];
    next.delete(keys.source);
    next.delete(keys.text);
    next.delete(keys.page);
    if (state.source !== null) next.set(keys.source, state.source);
    if (state.text.trim() !== '') next.set(keys.text, state.text.slice(0, TEXT_MAX));
    if (state.page > 1) next.set(keys.page, String(Math.min(state.page, PAGE_MAX)));
  }
  return next;
}

/** A change of one side: another list or other words go back to the first page. */
export function withPickerChange(states: PickerStates, side: Side, change: Partial<PickerState>): PickerStates {
  const current = states[side];
  const next: PickerState = { ...current, ...change };
  if ((change.source !== undefined && change.source !== current.source) || (change.text !== undefined && change.text !== current.text)) {
    next.page = change.page ?? 1;
  }
  next.page = Math.max(1, Math.min(PAGE_MAX, Math.trunc(next.page) || 1));
  next.text = next.text.slice(0, TEXT_MAX);
  return { ...states, [side]: next };
}

/** The list a picker shows: its choice, else the member's own stuffs (a visitor has none: the public search). */
export function effectiveSource(state: PickerState, member: boolean): PickerSource {
  const source = state.source ?? (member ? 'own' : 'public');
  return source === 'own' && !member ? 'public' : source;
}

/** The lists a picker offers: a visitor has no own stuffs. */
export function offeredSources(member: boolean): PickerSource[] {
  return member ? [...PICKER_SOURCES] : PICKER_SOURCES.filter((source) => source !== 'own');
}

/** The query of the API's stuff search for a picker's list. */
export function searchQueryOf(state: PickerState): { text?: string; page: number; size: number } {
  const text = state.text.trim();
  return { ...(text ? { text } : {}), page: state.page, size: PICKER_PAGE_SIZE };
}

/** True when `search` says anything about the pickers (then the remembered state is not restored). */
export function hasPickerState(search: URLSearchParams): boolean {
  return ALL_KEYS.some((key) => search.has(key));
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): SessionStore | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

const storageKey = (game: string) => `tofulab:stuffminator:${game}`;

/** Keeps the pickers' states of `search` (canonical form) for the tab; default states forget them. */
export function rememberPickers(game: string, search: URLSearchParams, store = sessionStore()): void {
  try {
    const canonical = searchWithPickers(new URLSearchParams(), pickerStatesFromSearch(search)).toString();
    if (canonical) store?.setItem(storageKey(game), canonical);
    else store?.removeItem(storageKey(game));
  } catch {
    // Storage full or denied: the memory is a convenience.
  }
}

/** The remembered pickers' states, re-validated (a stored value may come from an older version). */
export function rememberedPickers(game: string, store = sessionStore()): PickerStates | null {
  try {
    const stored = store?.getItem(storageKey(game));
    return stored ? pickerStatesFromSearch(new URLSearchParams(stored)) : null;
  } catch {
    return null;
  }
}
