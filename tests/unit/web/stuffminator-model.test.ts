/**
 * The Stuffminator's pure parts: the pair of stuffs in the URL (tokens, choosing, removing,
 * swapping, routes), each side's picker state in the query and its memory, and the comparison
 * (difference, verdict and colour model, groups, chart rows, differing slots).
 */
import { describe, expect, it } from 'vitest';
import { StuffIdParam } from '#contract/stuffs';
import { STAT_KEYS, type StatKey } from '#game/stats';
import { buildPath } from '#web/config/routes.ts';
import {
  compareStat,
  chartRows,
  groupOf,
  LOWER_IS_BETTER,
  scoreOf,
  signedText,
  slotDifferences,
  statSections,
  winnerOf,
} from '#web/features/stuffminator/model/comparison.ts';
import {
  DEFAULT_PICKER,
  effectiveSource,
  hasPickerState,
  offeredSources,
  pickerStatesFromSearch,
  rememberedPickers,
  rememberPickers,
  searchQueryOf,
  searchWithPickers,
  withPickerChange,
  PICKER_PAGE_SIZE,
  TEXT_MAX,
} from '#web/features/stuffminator/model/picker-state.ts';
import { chosenCount, DRAFT_TOKEN, pairOfParams, pairRoute, parseStuffRef, swapped, withChoice } from '#web/features/stuffminator/model/stuff-pair.ts';

const zeroSheet = (): Record<StatKey, number> => Object.fromEntries(STAT_KEYS.map((key) => [key, 0])) as Record<StatKey, number>;
const sheetWith = (values: Partial<Record<StatKey, number>>) => ({ ...zeroSheet(), ...values });

describe('the pair of stuffs in the URL', () => {
  it('reads an id, a slug, the draft and anything else as a stuff that does not exist', () => {
    expect(parseStuffRef(undefined)).toBeNull();
    expect(parseStuffRef('')).toBeNull();
    expect(parseStuffRef('draft')).toEqual({ kind: 'draft' });
    expect(parseStuffRef(DRAFT_TOKEN)).toEqual({ kind: 'draft' });
    expect(parseStuffRef('12')).toEqual({ kind: 'stored', id: 12, token: '12' });
    expect(parseStuffRef('12-mon-stuff-terre')).toEqual({ kind: 'stored', id: 12, token: '12-mon-stuff-terre' });
    for (const bad of ['0', '012', 'abc', '12_x', '-3', '12-Mon', '99999999999', 'Draft']) {
      expect(parseStuffRef(bad), bad).toEqual({ kind: 'invalid', token: bad });
    }
    // Every token read as a saved stuff is one the API accepts, with the same id.
    for (const token of ['1', '12', '12-mon-stuff', '2147483647']) {
      const ref = parseStuffRef(token);
      expect(ref?.kind).toBe('stored');
      expect(StuffIdParam.parse(token)).toBe(ref?.kind === 'stored' ? ref.id : NaN);
    }
  });

  it('chooses, removes and swaps, never leaving the first side empty while the second is filled', () => {
    expect(pairOfParams({})).toEqual([null, null]);
    expect(pairOfParams({ stuffId1: '4', stuffId2: 'draft' })).toEqual(['4', 'draft']);
    expect(withChoice([null, null], 1, '4')).toEqual(['4', null]);
    expect(withChoice(['4', null], 2, 'draft')).toEqual(['4', 'draft']);
    expect(withChoice(['4', 'draft'], 1, '9-autre')).toEqual(['9-autre', 'draft']);
    // A stuff chosen on the second side alone goes first (the URL has no empty first segment).
    expect(withChoice([null, null], 2, 'draft')).toEqual(['draft', null]);
    // Removing the first moves the second up.
    expect(withChoice(['4', 'draft'], 1, null)).toEqual(['draft', null]);
    expect(withChoice(['4', 'draft'], 2, null)).toEqual(['4', null]);
    expect(swapped(['4', 'draft'])).toEqual(['draft', '4']);
    expect(swapped(['4', null])).toEqual(['4', null]);
    expect([chosenCount([null, null]), chosenCount(['4', null]), chosenCount(['4', '5'])]).toEqual([0, 1, 2]);
  });

  it('gives each pair its page of the route table', () => {
    expect(pairRoute([null, null])).toEqual({ name: 'tools.stuffminator', params: {} });
    expect(pairRoute(['4', null])).toEqual({ name: 'tools.stuffminator-one', params: { stuffId1: '4' } });
    expect(pairRoute([null, '4'])).toEqual({ name: 'tools.stuffminator-one', params: { stuffId1: '4' } });
    const two = pairRoute(['4-mon-stuff', 'draft']);
    expect(two).toEqual({ name: 'tools.stuffminator-two', params: { stuffId1: '4-mon-stuff', stuffId2: 'draft' } });
    expect(buildPath(two.name, 'fr', two.params)).toBe('/fr/outils/stuffminator/4-mon-stuff/draft');
    expect(buildPath(two.name, 'es', two.params)).toBe('/es/herramientas/stuffminator/4-mon-stuff/draft');
  });
});

describe('each side’s picker state', () => {
  it('reads and writes page1, page2 and the other filters per side, defaults left out', () => {
    const search = new URLSearchParams('source1=public&text1=terre&page1=3&source2=draft&page2=2&foo=bar');
    const states = pickerStatesFromSearch(search);
    expect(states[1]).toEqual({ source: 'public', text: 'terre', page: 3 });
    expect(states[2]).toEqual({ source: 'draft', text: '', page: 2 });
    const written = searchWithPickers(new URLSearchParams('foo=bar'), states);
    expect(Object.fromEntries(written)).toEqual({ foo: 'bar', source1: 'public', text1: 'terre', page1: '3', source2: 'draft', page2: '2' });
    expect(searchWithPickers(search, { 1: DEFAULT_PICKER, 2: DEFAULT_PICKER }).toString()).toBe('foo=bar');
  });

  it('reads a value the picker does not offer as its default', () => {
    const states = pickerStatesFromSearch(new URLSearchParams(`source1=mine&page1=0&page2=-4&text2=${'x'.repeat(150)}&page1=abc`));
    expect(states[1]).toEqual(DEFAULT_PICKER);
    expect(states[2]).toEqual({ source: null, text: 'x'.repeat(TEXT_MAX), page: 1 });
    expect(pickerStatesFromSearch(new URLSearchParams('page1=1.5&page2=9999999'))[1].page).toBe(1);
    expect(pickerStatesFromSearch(new URLSearchParams('page2=9999999'))[2].page).toBe(1);
  });

  it('changes one side only; new words or another list go back to page 1', () => {
    const states = { 1: { source: 'public' as const, text: 'terre', page: 4 }, 2: { source: 'own' as const, text: '', page: 2 } };
    expect(withPickerChange(states, 1, { page: 5 })[1]).toEqual({ source: 'public', text: 'terre', page: 5 });
    expect(withPickerChange(states, 1, { text: 'feu' })[1]).toEqual({ source: 'public', text: 'feu', page: 1 });
    expect(withPickerChange(states, 1, { source: 'own' })[1]).toEqual({ source: 'own', text: 'terre', page: 1 });
    expect(withPickerChange(states, 1, { text: 'feu' })[2]).toBe(states[2]);
    expect(withPickerChange(states, 2, { page: 0 })[2].page).toBe(1);
  });

  it('shows a member their own stuffs first and a visitor the public ones, never "own" to a visitor', () => {
    expect(effectiveSource(DEFAULT_PICKER, true)).toBe('own');
    expect(effectiveSource(DEFAULT_PICKER, false)).toBe('public');
    expect(effectiveSource({ ...DEFAULT_PICKER, source: 'own' }, false)).toBe('public');
    expect(effectiveSource({ ...DEFAULT_PICKER, source: 'draft' }, false)).toBe('draft');
    expect(offeredSources(true)).toEqual(['own', 'public', 'draft']);
    expect(offeredSources(false)).toEqual(['public', 'draft']);
    expect(searchQueryOf({ source: null, text: '  terre ', page: 2 })).toEqual({ text: 'terre', page: 2, size: PICKER_PAGE_SIZE });
    expect(searchQueryOf(DEFAULT_PICKER)).toEqual({ page: 1, size: PICKER_PAGE_SIZE });
  });

  it('remembers the pickers per game for the tab, re-validated when read back', () => {
    const values = new Map<string, string>();
    const store = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key) };
    expect(hasPickerState(new URLSearchParams('foo=1'))).toBe(false);
    expect(hasPickerState(new URLSearchParams('page2=2'))).toBe(true);
    rememberPickers('retro', new URLSearchParams('page1=2&text2=feu&other=1'), store);
    expect(values.get('tofulab:stuffminator:retro')).toBe('page1=2&text2=feu');
    expect(rememberedPickers('retro', store)).toEqual({ 1: { source: null, text: '', page: 2 }, 2: { source: null, text: 'feu', page: 1 } });
    expect(rememberedPickers('dofus', store)).toBeNull();
    values.set('tofulab:stuffminator:retro', 'page1=abc&source2=nope');
    expect(rememberedPickers('retro', store)).toEqual({ 1: DEFAULT_PICKER, 2: DEFAULT_PICKER });
    rememberPickers('retro', new URLSearchParams(''), store);
    expect(values.has('tofulab:stuffminator:retro')).toBe(false);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
    expect(() => rememberPickers('retro', new URLSearchParams('page1=2'), broken)).not.toThrow();
    expect(rememberedPickers('retro', broken)).toBeNull();
  });
});

describe('the comparison', () => {
  it('takes the second stuff minus the first, better when higher except for critical failures', () => {
    expect(compareStat('vitality', 300, 450)).toEqual({ stat: 'vitality', first: 300, second: 450, difference: 150, verdict: 'better' });
    expect(compareStat('vitality', 450, 300)).toMatchObject({ difference: -150, verdict: 'worse' });
    expect(compareStat('ap', 7, 7)).toMatchObject({ difference: 0, verdict: 'equal' });
    expect(compareStat('res_fire_percent', -10, 5)).toMatchObject({ difference: 15, verdict: 'better' });
    expect([...LOWER_IS_BETTER]).toEqual(['critical_failure']);
    expect(compareStat('critical_failure', 2, 5)).toMatchObject({ difference: 3, verdict: 'worse' });
    expect(compareStat('critical_failure', 5, 2)).toMatchObject({ difference: -3, verdict: 'better' });
    expect(winnerOf(compareStat('vitality', 1, 2))).toBe(2);
    expect(winnerOf(compareStat('critical_failure', 1, 2))).toBe(1);
    expect(winnerOf(compareStat('ap', 6, 6))).toBeNull();
    const format = new Intl.NumberFormat('fr');
    expect([signedText(1500, format), signedText(-3, format), signedText(0, format)]).toEqual(['+1\u202f500', '\u22123', '0']);
  });

  it('lists the game’s characteristics and any other either stuff has, by group in the sheet’s order', () => {
    expect(groupOf('chance')).toBe('characteristics');
    expect(groupOf('critical_hit')).toBe('general');
    expect(groupOf('critical_failure')).toBe('general');
    expect(groupOf('fire_damage')).toBe('damage');
    expect(groupOf('res_air_percent')).toBe('resistances');
    expect(groupOf('pvp_res_fire')).toBe('resistances');
    const first = sheetWith({ vitality: 300, ap: 7, lock: 4 });
    const second = sheetWith({ vitality: 450, ap: 8, critical_failure: 2 });
    // A game whose items give strength, AP and fire resistance only.
    const sections = statSections(['strength', 'ap', 'res_fire'], first, second);
    expect(sections.map((section) => section.group)).toEqual(['characteristics', 'general', 'resistances']);
    const rows = Object.fromEntries(sections.flatMap((section) => section.rows).map((row) => [row.stat, row]));
    // Every sheet's stats, the game's, and lock which only the first has; not tackle's twin `dodge`.
    expect(sections[1].rows.map((row) => row.stat)).toEqual(['ap', 'mp', 'hp', 'initiative', 'prospecting', 'pods', 'summons', 'critical_failure', 'lock']);
    expect(rows.lock).toMatchObject({ first: 4, second: 0, verdict: 'worse' });
    expect(rows.critical_failure).toMatchObject({ difference: 2, verdict: 'worse' });
    expect(rows.dodge).toBeUndefined();
    expect(rows.res_fire).toMatchObject({ verdict: 'equal' });
    expect(scoreOf(sections)).toEqual({ first: 2, second: 2 });
    // Before the bootstrap answers: every characteristic.
    expect(statSections(undefined, first, second).flatMap((section) => section.rows)).toHaveLength(STAT_KEYS.length);
  });

  it('charts only the game’s main characteristics, in two panels', () => {
    const first = sheetWith({ vitality: 300, ap: 7 });
    const second = sheetWith({ vitality: 450, ap: 8 });
    const big = chartRows('characteristics', ['strength'], first, second);
    expect(big.map((row) => row.stat)).toEqual(['vitality', 'wisdom', 'strength', 'intelligence', 'chance', 'agility', 'initiative', 'prospecting']);
    expect(big[0]).toEqual({ stat: 'vitality', first: 300, second: 450 });
    const small = chartRows('points', ['range', 'res_fire_percent'], first, second);
    expect(small.map((row) => row.stat)).toEqual(['ap', 'mp', 'range', 'summons', 'res_fire_percent']);
    expect(chartRows('points', undefined, first, second).map((row) => row.stat)).toContain('damage');
  });

  it('lists the slots whose items differ, and the same item with other lines', () => {
    const first = { items: { ch: 2411, ca: 2414, a1: 2419, ar: 2416 }, rolls: { ch: { strength: 40 }, ca: { vitality: 10 } } };
    const second = { items: { ch: 2411, ca: 2414, a2: 2419, ar: 40 }, rolls: { ch: { strength: 40 }, ca: { vitality: 30 } } };
    expect(slotDifferences(first, second)).toEqual([
      { slot: 'a1', first: 2419, second: null, kind: 'item' },
      { slot: 'a2', first: null, second: 2419, kind: 'item' },
      { slot: 'ca', first: 2414, second: 2414, kind: 'rolls' },
      { slot: 'ar', first: 2416, second: 40, kind: 'item' },
    ]);
    expect(slotDifferences(first, first)).toEqual([]);
    expect(slotDifferences({ items: { ch: 1 }, rolls: {} }, { items: { ch: 1 }, rolls: { ch: {} } })).toEqual([]);
  });
});
