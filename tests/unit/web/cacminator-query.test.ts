import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WEAPON_CATEGORIES } from '#contract/categories';
import { cacminatorScore } from '#engine/src/cacminator-common.ts';
import { createEngine } from '#engine/src/index.ts';
import type { Engine } from '#engine/src/engine.ts';
import { ENGINE_ERROR_CODES, EngineInputError } from '#engine/src/errors.ts';
import type { StuffInput } from '#game/stuff';
import { CACMINATOR_ERROR_KEYS, cacminatorFailure } from '#web/features/cacminator/model/cacminator-errors.ts';
import { DEFAULT_VIEW, viewFromSearch, type CacminatorView } from '#web/features/cacminator/model/cacminator-filters.ts';
import {
  cacminatorQueryOf,
  effectiveMaxLevel,
  rangeText,
  weaponTypeKeys,
  wornWeaponStanding,
} from '#web/features/cacminator/model/cacminator-query.ts';
import { en, es, fr } from '../../support/i18n-messages.ts';
import { fixtureCatalog } from '../../support/catalogs.ts';

const STUFF: StuffInput = { classId: 8, level: 120, items: { ar: 2416 } };

describe('the Cacminator query of a view', () => {
  it('asks by default for the weapons the character can equip: conditions met, up to its level, standard', () => {
    expect(cacminatorQueryOf(DEFAULT_VIEW, STUFF, true)).toEqual({ stuff: STUFF, filters: { maxLevel: 120, conditions: 'met' }, limit: 20 });
    expect(cacminatorQueryOf({ ...DEFAULT_VIEW, conditions: 'any' }, STUFF, true).filters).toEqual({ maxLevel: 120 });
    expect(effectiveMaxLevel(DEFAULT_VIEW, 120)).toBe(120);
    expect(effectiveMaxLevel({ ...DEFAULT_VIEW, levelMax: 60 }, 120)).toBe(60);
  });

  it('writes every setting of the view in the engine terms', () => {
    const view = viewFromSearch(
      'type=ep-ha&level_min=20&level_max=100&element=earth&hands=two&conditions=met&availability=all&fm=damage-fire-85&rank=ap&expectation=critical&top=5&res=earth20&player=1&hit=melee&mastery=35',
    );
    expect(cacminatorQueryOf(view, STUFF, true)).toEqual({
      stuff: STUFF,
      filters: { types: ['sword', 'axe'], minLevel: 20, maxLevel: 100, elements: ['earth'], hands: 'two', conditions: 'met', availability: 'all' },
      limit: 5,
      target: { resistPercent: { earth: 20 }, player: true },
      options: { atDistance: false, weaponMastery: 35 },
      forgemagie: { line: 'damage', element: 'fire', percent: 85 },
      rankBy: 'ap',
      expectation: 'critical',
    });
    // A variant without the retro weapon mastery never sends it.
    expect(cacminatorQueryOf(view, STUFF, false).options).toEqual({ atDistance: false });
  });

  it('maps every weapon code of the spec to the catalogue weapon type', () => {
    for (const category of WEAPON_CATEGORIES.filter((entry) => entry.code)) {
      expect(weaponTypeKeys([category.code!])).toEqual([category.key]);
    }
    expect(weaponTypeKeys(['ch', 'zz'])).toEqual([]);
  });

  it('places the worn weapon: listed, after a full list, or left out by the filters', () => {
    const entries = [
      { weaponId: 1, score: 30 },
      { weaponId: 2, score: 20 },
    ];
    expect(wornWeaponStanding(entries, 2, undefined, undefined)).toEqual({ kind: 'none' });
    expect(wornWeaponStanding(entries, 2, 2, 20)).toEqual({ kind: 'listed', rank: 2 });
    expect(wornWeaponStanding(entries, 2, 3, 10)).toEqual({ kind: 'below', shown: 2 });
    expect(wornWeaponStanding(entries, 2, 3, undefined)).toEqual({ kind: 'below', shown: 2 });
    // It would beat the last listed weapon, so it was not searched.
    expect(wornWeaponStanding(entries, 2, 3, 25)).toEqual({ kind: 'outside' });
    // The list is not full: every weapon passing the filters is in it.
    expect(wornWeaponStanding(entries, 20, 3, 10)).toEqual({ kind: 'outside' });
  });

  it('writes a range as min–max, or one number', () => {
    expect(rangeText({ min: 3, max: 7, average: 5 }, String)).toBe('3–7');
    expect(rangeText({ min: 4, max: 4, average: 4 }, String)).toBe('4');
  });

  it('says every engine refusal in the three languages, and offers a retry only for other failures', () => {
    for (const code of ENGINE_ERROR_CODES) {
      const failure = cacminatorFailure(new EngineInputError(code, 'english engine text'));
      expect(failure).toEqual({ key: `cacminator.error.${code}`, retryable: false });
    }
    expect(cacminatorFailure(new Error('engine worker failed'))).toEqual({ key: 'cacminator.error.generic', retryable: true });
    expect(cacminatorFailure(new EngineInputError('invalid_cacminator_query', 'filters.minLevel (100) is above the highest level (50)', 'filters.minLevel'))).toEqual({
      key: 'cacminator.error.levelRange',
      retryable: false,
    });
    for (const key of CACMINATOR_ERROR_KEYS) {
      for (const messages of [fr, en, es] as Record<string, string>[]) expect(messages[key]).toBeTruthy();
    }
  });
});

describe('the Cacminator query on the fixture catalogue', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createEngine({ variant: 'retro', catalog: await fixtureCatalog('retro') });
  });

  it('gives the level-range refusal for a minimum above the character level', () => {
    const query = cacminatorQueryOf({ ...DEFAULT_VIEW, levelMin: 150 }, STUFF, true);
    let caught: unknown;
    try {
      engine.cacminator(query);
    } catch (error) {
      caught = error;
    }
    expect(cacminatorFailure(caught).key).toBe('cacminator.error.levelRange');
  });

  it('is a query the engine takes for any view, and the engine’s score of the worn weapon is its listed score', () => {
    const views = fc.record({
      types: fc.subarray(['ep', 'ha', 'ma', 'bn', 'ba', 'da', 'ar', 'pe']),
      levelMax: fc.option(fc.integer({ min: 1, max: 200 })),
      hands: fc.constantFrom('any', 'one', 'two'),
      rankBy: fc.constantFrom('turn', 'ap'),
      expectation: fc.constantFrom('expected', 'normal', 'critical'),
      top: fc.integer({ min: 1, max: 500 }),
      forgemagie: fc.option(fc.constant({ line: 'damage', element: 'earth', percent: 68 } as const)),
      target: fc.constantFrom({}, { resistPercent: { earth: 20 }, player: true }),
    });
    fc.assert(
      fc.property(views, (settings) => {
        const view: CacminatorView = { ...DEFAULT_VIEW, ...(settings as Partial<CacminatorView>) };
        const query = cacminatorQueryOf(view, STUFF, true);
        const result = engine.cacminator(query);
        expect(result.entries.length).toBeLessThanOrEqual(view.top);
        for (const entry of result.entries) expect(cacminatorScore(entry.damage, view.rankBy, view.expectation)).toBeCloseTo(entry.score, 9);
        // The page scores the worn weapon from weaponDamage on the same stuff: the same figure when listed.
        const worn = result.entries.find((entry) => entry.weaponId === STUFF.items!.ar);
        if (worn && !worn.forgemagieApplied) {
          const damage = engine.weaponDamage(STUFF, query.target, query.options)!;
          expect(cacminatorScore(damage, view.rankBy, view.expectation)).toBeCloseTo(worn.score, 9);
        }
      }),
      { numRuns: 40 },
    );
  });
});
