/**
 * The Panominator's form in the URL, the engine query built from it and the draft, the draft after
 * "Open in the builder", the message of an engine refusal, and the Dofus-Stuffer proposal's form.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Stuff } from '#contract/stuff';
import { PANOMINATOR_PRESETS, presetObjective } from '#game/panominator-presets';
import type { PanominatorSolution } from '#game/panominator-types';
import { SLOTS } from '#game/slots';
import { STAT_KEYS } from '#game/stats';
import type { StuffInput } from '#game/stuff';
import { PANOMINATOR_ERROR_KEYS, panominatorFailure } from '#web/entities/panominator/model/panominator-errors.ts';
import { lockedItems, panominatorQueryOf, searchCharacter } from '#web/features/panominator/model/panominator-query.ts';
import { draftFromSolution, shownStats } from '#web/entities/panominator/model/solution.ts';
import {
  activePreset,
  COMPATIBILITY_LIMIT,
  DEFAULT_VIEW,
  parseBound,
  parseWeight,
  presetRows,
  searchFromView,
  viewFromSearch,
  withConstraint,
  withViewChange,
  type PanominatorView,
} from '#web/features/panominator/model/panominator-view.ts';
import { DEFAULT_DOFUS_STUFFER_VIEW, searchFromDofusStufferView, dofusStufferViewFromSearch } from '#web/features/dofus-stuffer/model/dofus-stuffer-view.ts';
import { fr } from '../../support/i18n-messages.ts';

const DRAFT: StuffInput = {
  classId: 8,
  level: 120,
  gender: 1,
  points: { strength: 200 },
  scrolls: { strength: 101 },
  items: { ar: 2416, ch: 2411 },
  rolls: { ar: { strength: 3 } },
  forgemagie: { wisdom: 10 },
  boosts: [{ effect: 'damage', value: 10, count: 1, active: true }] as unknown as StuffInput['boosts'],
};

const arbitraryView: fc.Arbitrary<PanominatorView> = fc.record({
  classId: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
  level: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
  weights: fc.array(fc.record({ stat: fc.constantFrom(...STAT_KEYS), weight: fc.integer({ min: -1000, max: 1000 }).map((value) => value / 4) }), { minLength: 1, maxLength: 6 }),
  constraints: fc.array(
    fc.record({
      stat: fc.constantFrom(...STAT_KEYS),
      min: fc.option(fc.integer({ min: -500, max: 500 }), { nil: null }),
      max: fc.option(fc.integer({ min: -500, max: 500 }), { nil: null }),
    }),
    { maxLength: 5 },
  ),
  lock: fc.uniqueArray(fc.constantFrom(...SLOTS)).map((slots) => SLOTS.filter((slot) => slots.includes(slot))),
  banned: fc.uniqueArray(fc.integer({ min: 1, max: 99_999 }), { maxLength: 5 }),
  forced: fc.uniqueArray(fc.integer({ min: 1, max: 99_999 }), { maxLength: 4 }),
  empty: fc.constant([]),
  exos: fc.boolean(),
  dofus: fc.boolean(),
  pets: fc.boolean(),
  availability: fc.constantFrom('standard' as const, 'all' as const),
  limit: fc.integer({ min: 1, max: 50 }),
});

describe('the Panominator’s URL', () => {
  it('reads back every view it writes', () => {
    fc.assert(
      fc.property(arbitraryView, (view) => {
        expect(viewFromSearch(new URLSearchParams(searchFromView(view).toString()))).toEqual(view);
      }),
    );
  });

  it('leaves the defaults out, and falls back to them for what a link gets wrong', () => {
    expect(searchFromView(DEFAULT_VIEW).toString()).toBe('');
    expect(viewFromSearch(new URLSearchParams('level=500&class=x&w=nope:3,ap:abc&c=ap:1.5:&top=99&availability=some&lock=zz-ch&exos=yes'))).toEqual({
      ...DEFAULT_VIEW,
      lock: ['ch'],
    });
  });

  it('keeps a constraint with one bound and a weight with decimals', () => {
    const view = viewFromSearch(new URLSearchParams('c=ap:11:,range::6&w=hp:0.1,ap:1000'));
    expect(view.constraints).toEqual([
      { stat: 'ap', min: 11, max: null },
      { stat: 'range', min: null, max: 6 },
    ]);
    expect(view.weights).toEqual([
      { stat: 'hp', weight: 0.1 },
      { stat: 'ap', weight: 1000 },
    ]);
  });

  it('never keeps and empties the same slot: the last choice wins', () => {
    const kept = withViewChange(DEFAULT_VIEW, { lock: ['ar', 'ch'] });
    expect(withViewChange(kept, { empty: ['ar'] })).toMatchObject({ lock: ['ch'], empty: ['ar'] });
    expect(withViewChange({ ...DEFAULT_VIEW, empty: ['ch'] }, { lock: ['ch'] })).toMatchObject({ lock: ['ch'], empty: [] });
    expect(withViewChange(DEFAULT_VIEW, { weights: [] }).weights).toEqual(DEFAULT_VIEW.weights);
  });

  it('parses typed weights and bounds, refusing what the engine would', () => {
    expect(parseWeight('2,5')).toBe(2.5);
    expect(parseWeight('-3')).toBe(-3);
    expect(parseWeight('1e3')).toBeUndefined();
    expect(parseWeight('2000000')).toBeUndefined();
    expect(parseBound('')).toBeNull();
    expect(parseBound('-20')).toBe(-20);
    expect(parseBound('1.5')).toBeUndefined();
  });

  it('recognises each preset from its weights, in any order', () => {
    for (const preset of PANOMINATOR_PRESETS) {
      expect(activePreset([...presetRows(preset)].reverse())).toBe(preset);
      expect(presetRows(preset).length).toBe(Object.keys(presetObjective(preset)).length);
    }
    expect(activePreset([{ stat: 'hp', weight: 1 }])).toBeNull();
  });

  it('adds a quick constraint once, replacing the row of its stat', () => {
    const rows = withConstraint([{ stat: 'mp', min: 3, max: null }], { stat: 'ap', min: 11, max: null });
    expect(withConstraint(rows, { stat: 'ap', min: 12, max: null })).toEqual([
      { stat: 'mp', min: 3, max: null },
      { stat: 'ap', min: 12, max: null },
    ]);
  });
});

describe('the engine query of the form', () => {
  it('keeps the draft’s characteristics for its own class and level only, and never its items or forgemagie', () => {
    const own = searchCharacter(DEFAULT_VIEW, DRAFT);
    expect(own.keepsDraftPoints).toBe(true);
    expect(own.stuff).toEqual({ classId: 8, level: 120, gender: 1, points: DRAFT.points, scrolls: DRAFT.scrolls, boosts: DRAFT.boosts, items: {} });
    const other = searchCharacter({ classId: 8, level: 60 }, DRAFT);
    expect(other.keepsDraftPoints).toBe(false);
    expect(other.stuff).toEqual({ classId: 8, level: 60, gender: 1, items: {} });
  });

  it('locks the draft items of the ticked slots that hold one', () => {
    expect(lockedItems(['ar', 'bo'], DRAFT.items)).toEqual({ ar: 2416 });
  });

  it('carries every setting, drops rows with no bound and fixes the list in compatibility mode', () => {
    const view: PanominatorView = {
      ...DEFAULT_VIEW,
      weights: [
        { stat: 'ap', weight: 100 },
        { stat: 'ap', weight: 5 },
        { stat: 'hp', weight: 0 },
      ],
      constraints: [
        { stat: 'ap', min: 11, max: null },
        { stat: 'mp', min: null, max: null },
        { stat: 'range', min: 2, max: 4 },
      ],
      lock: ['ch'],
      banned: [7, 9],
      empty: ['d1'],
      exos: true,
      pets: false,
      availability: 'all',
      limit: 5,
    };
    const query = panominatorQueryOf(view, DRAFT);
    expect(query).toEqual({
      stuff: searchCharacter(view, DRAFT).stuff,
      objective: { ap: 105, hp: 0 },
      constraints: [
        { stat: 'ap', min: 11 },
        { stat: 'range', min: 2, max: 4 },
      ],
      locked: { ch: 2411 },
      banned: [7, 9],
      emptySlots: ['d1'],
      allow: { exos: true, dofus: true, pets: false },
      availability: 'all',
      limit: 5,
    });
    expect(panominatorQueryOf(view, DRAFT, 12)).toMatchObject({ setId: 12, limit: COMPATIBILITY_LIMIT });
    expect(shownStats(query)).toEqual(['ap', 'range']);
  });
});

describe('opening a stuff in the builder', () => {
  const draft: Stuff = {
    id: 0,
    mode: 'local',
    name: 'Mine',
    classId: 8,
    level: 120,
    gender: 1,
    points: { strength: 200 },
    scrolls: { strength: 101 },
    items: { ar: 2416, fa: 99 },
    rolls: { ar: { strength: 3 } },
    forgemagie: { wisdom: 10 },
    boosts: [],
  };
  const solution: PanominatorSolution = { items: { ch: 2411, am: 2422 }, exo: { slot: 'am', stat: 'mp' }, points: {}, objective: 10, stats: {}, sets: [] };

  it('puts the items by slot and the exo as a roll of its item, nothing else of the old stuff', () => {
    const next = draftFromSolution(draft, { classId: 8, level: 120, items: {} }, true, solution);
    expect(next).toEqual({ ...draft, items: { ch: 2411, am: 2422 }, rolls: { am: { mp: 1 } }, forgemagie: {} });
  });

  it('takes the search’s character when it was not the draft’s', () => {
    const next = draftFromSolution(draft, { classId: 3, level: 100, points: { vitality: 495 }, items: {} }, false, { ...solution, exo: null });
    expect(next).toMatchObject({ classId: 3, level: 100, points: { vitality: 495 }, scrolls: {}, boosts: [], rolls: {}, name: 'Mine' });
  });
});

describe('an engine refusal', () => {
  const refusal = (code: string, field?: string) => ({ name: 'EngineInputError', code, message: 'english text', field });

  it('names what to change, in a message every language has', () => {
    expect(panominatorFailure(refusal('invalid_panominator_query', 'objective'))).toEqual({ key: 'panominator.error.objective', field: 'objective', retryable: false });
    expect(panominatorFailure(refusal('invalid_panominator_query', 'constraints[2].min')).key).toBe('panominator.error.constraints');
    expect(panominatorFailure(refusal('invalid_panominator_query', 'locked.a1')).key).toBe('panominator.error.locked');
    expect(panominatorFailure(refusal('invalid_panominator_query', 'setId')).key).toBe('panominator.error.set');
    expect(panominatorFailure(refusal('invalid_panominator_query', 'emptySlots[0]')).key).toBe('panominator.error.choices');
    expect(panominatorFailure(refusal('invalid_level', 'level')).key).toBe('panominator.error.level');
    expect(panominatorFailure(refusal('invalid_stat', 'points.strength')).key).toBe('panominator.error.character');
    expect(panominatorFailure(refusal('invalid_panominator_query', 'parts')).key).toBe('panominator.error.query');
    expect(panominatorFailure(new Error('worker died'))).toEqual({ key: 'panominator.error.generic', retryable: true });
    for (const key of PANOMINATOR_ERROR_KEYS) expect(fr).toHaveProperty(key);
  });
});

describe('the Dofus-Stuffer proposal’s URL', () => {
  it('reads back what it writes and falls back to the defaults', () => {
    const view = { classId: 3, level: 150, element: 'air' as const, role: 'tank' as const };
    expect(dofusStufferViewFromSearch(searchFromDofusStufferView(view))).toEqual(view);
    expect(searchFromDofusStufferView(DEFAULT_DOFUS_STUFFER_VIEW).toString()).toBe('');
    expect(dofusStufferViewFromSearch(new URLSearchParams('level=0&element=light&role=heal&class=-1'))).toEqual(DEFAULT_DOFUS_STUFFER_VIEW);
  });
});
