import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEAPON_CATEGORIES } from '#contract/categories';
import {
  AVAILABILITIES,
  CONDITION_MODES,
  DEFAULT_VIEW,
  EXPECTATIONS,
  FM_ELEMENTS,
  FM_LINES,
  HANDS,
  RANKINGS,
  searchFromView,
  toggled,
  TOP_MAX,
  viewFromSearch,
  WEAPON_FM_PERCENTS,
  withViewChange,
  type CacminatorView,
} from '#web/features/cacminator/model/cacminator-filters.ts';
import { DAMAGE_ELEMENTS, HIT_RANGES, TARGET_FLAT_LIMIT, TARGET_PERCENT_LIMIT, WEAPON_MASTERY_CHOICES } from '#web/lib/damage-target.ts';

const WEAPON_CODES = WEAPON_CATEGORIES.flatMap((category) => (category.code ? [category.code] : []));

const filtered: CacminatorView = {
  types: ['ep', 'ha'],
  levelMin: 20,
  levelMax: 120,
  elements: ['earth', 'air'],
  hands: 'two',
  // Widened: the default ranks only the weapons the character can equip.
  conditions: 'any',
  availability: 'all',
  forgemagie: { line: 'steal', element: 'fire', percent: 68 },
  rankBy: 'ap',
  expectation: 'critical',
  top: 50,
  target: { resistPercent: { earth: 20, fire: -10 }, resistFlat: { air: 5 }, player: true },
  hitRange: 'distance',
  weaponMastery: 35,
};

describe('the Cacminator view and its URL', () => {
  it('has an empty query for the default view, and the default view for an empty query', () => {
    expect(searchFromView(DEFAULT_VIEW).toString()).toBe('');
    expect(viewFromSearch('')).toEqual(DEFAULT_VIEW);
    // By default, the weapons the character can equip (issue 14 §6): conditions met, standard records.
    expect(DEFAULT_VIEW).toMatchObject({ conditions: 'met', availability: 'standard', levelMax: null });
    expect(viewFromSearch('conditions=any').conditions).toBe('any');
  });

  it('writes every setting readably and reads it back', () => {
    const search = searchFromView(filtered);
    expect(search.toString()).toBe(
      'type=ep-ha&level_min=20&level_max=120&element=earth-air&hands=two&conditions=any&availability=all&fm=steal-fire-68&rank=ap&expectation=critical&top=50&res=earth20_fire-10&res_flat=air5&player=1&hit=distance&mastery=35',
    );
    expect(viewFromSearch(search)).toEqual(filtered);
  });

  it('keeps the valid settings of a hand-edited link and drops the others', () => {
    const view = viewFromSearch(
      'type=ep-zz-weapon-ha-ep&level_min=0&level_max=300&element=earth-plasma&hands=three&conditions=some&availability=x&fm=damage-neutral-85&rank=hp&expectation=max&top=501&res=earth20_mud5_fire1001_air-1000&res_flat=water100001&player=yes&hit=far&mastery=33',
    );
    expect(view).toEqual({ ...DEFAULT_VIEW, types: ['ep', 'ha'], elements: ['earth'], target: { resistPercent: { earth: 20, air: -1000 } } });
  });

  it('refuses a forgemagie preset outside the spec (element, percent, line)', () => {
    for (const fm of ['damage-earth-60', 'heal-earth-85', 'damage-earth', 'damage-earth-85-1', 'damage-earth-085x']) {
      expect(viewFromSearch(`fm=${fm}`).forgemagie).toBeNull();
    }
    expect(viewFromSearch('fm=damage-water-50').forgemagie).toEqual({ line: 'damage', element: 'water', percent: 50 });
  });

  it('puts an upside-down level range the right way round', () => {
    expect(viewFromSearch('level_min=150&level_max=30')).toMatchObject({ levelMin: 30, levelMax: 150 });
    expect(withViewChange({ ...DEFAULT_VIEW, levelMax: 40 }, { levelMin: 90 })).toMatchObject({ levelMin: 40, levelMax: 90 });
    expect(withViewChange(DEFAULT_VIEW, { levelMin: 90 })).toMatchObject({ levelMin: 90, levelMax: null });
  });

  it('toggles a multi-value filter in the order of the list offered', () => {
    expect(toggled(['ha'], 'ep', true, ['ep', 'ha', 'ma'])).toEqual(['ep', 'ha']);
    expect(toggled(['ep', 'ha'], 'ep', false, ['ep', 'ha', 'ma'])).toEqual(['ha']);
    expect(toggled(['ep'], 'ep', true, ['ep', 'ha'])).toEqual(['ep']);
  });

  it('reads back any view it writes (property)', () => {
    const resistances = (limit: number) =>
      fc.dictionary(fc.constantFrom(...DAMAGE_ELEMENTS), fc.integer({ min: -limit, max: limit }).filter((value) => value !== 0));
    const view: fc.Arbitrary<CacminatorView> = fc
      .record({
        types: fc.uniqueArray(fc.constantFrom(...WEAPON_CODES)),
        levels: fc.tuple(fc.option(fc.integer({ min: 1, max: 200 })), fc.option(fc.integer({ min: 1, max: 200 }))),
        elements: fc.uniqueArray(fc.constantFrom(...DAMAGE_ELEMENTS)),
        hands: fc.constantFrom(...HANDS),
        conditions: fc.constantFrom(...CONDITION_MODES),
        availability: fc.constantFrom(...AVAILABILITIES),
        forgemagie: fc.option(
          fc.record({ line: fc.constantFrom(...FM_LINES), element: fc.constantFrom(...FM_ELEMENTS), percent: fc.constantFrom(...WEAPON_FM_PERCENTS) }),
        ),
        rankBy: fc.constantFrom(...RANKINGS),
        expectation: fc.constantFrom(...EXPECTATIONS),
        top: fc.integer({ min: 1, max: TOP_MAX }),
        percent: resistances(TARGET_PERCENT_LIMIT),
        flat: resistances(TARGET_FLAT_LIMIT),
        player: fc.boolean(),
        hitRange: fc.constantFrom(...HIT_RANGES),
        weaponMastery: fc.constantFrom(0, ...WEAPON_MASTERY_CHOICES.map((choice) => choice.percent)),
      })
      .map(({ levels: [low, high], percent, flat, player, ...rest }) => {
        const [levelMin, levelMax] = low !== null && high !== null && low > high ? [high, low] : [low, high];
        const target: CacminatorView['target'] = {};
        if (Object.keys(percent).length) target.resistPercent = percent;
        if (Object.keys(flat).length) target.resistFlat = flat;
        if (player) target.player = true;
        return { ...rest, levelMin, levelMax, target };
      });
    fc.assert(
      fc.property(view, (value) => {
        const read = viewFromSearch(searchFromView(value));
        expect(read).toEqual(value);
        expect(searchFromView(read).toString()).toBe(searchFromView(value).toString());
      }),
    );
  });
});
