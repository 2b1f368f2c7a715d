/**
 * Issue 14, the tools' part (pure models): each game's own stat vocabulary in the Panominator's lists
 * and presets; the items a link forces into every stuff (`?with=`), placed slot by slot or refused
 * with a reason; why each of the Cacminator's weapons ranks where it does, checked against the
 * engine's figures on the fixture catalogue; what "all items" adds, named in every language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITIES } from '#game/availability';
import { PANOMINATOR_PRESETS, presetObjective } from '#game/panominator-presets';
import { STAT_KEYS, type StatKey } from '#game/stats';
import { createEngine } from '#engine/src/index.ts';
import type { Engine } from '#engine/src/engine.ts';
import type { StuffInput } from '#game/stuff';
import { objectiveIn, offeredStats, SHEET_STATS, statOptions } from '#web/entities/panominator/model/game-stats.ts';
import { placeForcedItems } from '#web/features/panominator/model/forced-items.ts';
import { panominatorQueryOf } from '#web/features/panominator/model/panominator-query.ts';
import {
  activePreset,
  DEFAULT_VIEW,
  invalidForcedTokens,
  presetRows,
  searchFromView,
  viewFromSearch,
  withViewChange,
} from '#web/features/panominator/model/panominator-view.ts';
import { DEFAULT_VIEW as CACMINATOR_DEFAULT_VIEW } from '#web/features/cacminator/model/cacminator-filters.ts';
import { cacminatorQueryOf } from '#web/features/cacminator/model/cacminator-query.ts';
import { damageByElement, ELEMENT_CHARACTERISTIC, weaponWhy } from '#web/features/cacminator/model/weapon-why.ts';
import { en, es, fr } from '../../support/i18n-messages.ts';
import { fixtureCatalog } from '../../support/catalogs.ts';

/** What a Retro bootstrap says its records give: no elemental damage, no tackle, flee or % spell damage. */
const RETRO_IN_USE: StatKey[] = ['vitality', 'wisdom', 'strength', 'intelligence', 'chance', 'agility', 'ap', 'mp', 'range', 'summons', 'initiative', 'prospecting', 'pods', 'damage', 'damage_percent', 'critical_hit', 'heals', 'res_earth', 'res_fire', 'res_earth_percent', 'res_fire_percent', 'res_water_percent', 'res_air_percent', 'res_neutral_percent'];

describe('the stats a game offers', () => {
  const offered = offeredStats(RETRO_IN_USE);

  it('are the game’s stats and the sheet’s own, in the table’s order, never another game’s', () => {
    expect(offered).toEqual(STAT_KEYS.filter((stat) => RETRO_IN_USE.includes(stat) || SHEET_STATS.includes(stat)));
    expect(offered).toContain('hp');
    for (const foreign of ['lock', 'dodge', 'ap_reduction', 'mp_reduction', 'pushback_damage', 'spell_damage_percent', 'weapon_damage_percent', 'melee_damage_percent', 'ranged_damage_percent', 'physical_reduction', 'earth_damage'] as const) {
      expect(offered).not.toContain(foreign);
    }
    // Until the bootstrap answers, nothing is hidden.
    expect(offeredStats(undefined)).toEqual([...STAT_KEYS]);
  });

  it('keep a stat a link already holds, at its place in the table, without offering others', () => {
    expect(statOptions(offered, 'lock')).toEqual(STAT_KEYS.filter((stat) => offered.includes(stat) || stat === 'lock'));
    expect(statOptions(offered, 'ap')).toEqual(offered);
  });

  it('give each preset only the game’s stats, and still recognise it', () => {
    for (const preset of PANOMINATOR_PRESETS) {
      const rows = presetRows(preset, offered);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(offered).toContain(row.stat);
      expect(rows).toEqual(presetRows(preset).filter((row) => offered.includes(row.stat)));
      expect(activePreset([...rows].reverse(), offered)).toBe(preset);
    }
    expect(presetRows('earth', offered).map((row) => row.stat)).not.toContain('earth_damage');
    expect(objectiveIn(presetObjective('earth'), offered)).not.toHaveProperty('earth_damage');
    // An objective with none of the game's stats is left as it is (the engine then says it is empty).
    expect(objectiveIn({ lock: 3 }, offered)).toEqual({ lock: 3 });
  });

  it('give the default objective its game rows, and a link without weights stays short', () => {
    const view = viewFromSearch(new URLSearchParams(''), offered);
    expect(view.weights).toEqual(presetRows('earth', offered));
    expect(searchFromView(view, offered).toString()).toBe('');
    // The unfiltered default is another objective for this game: it is written.
    expect(searchFromView(DEFAULT_VIEW, offered).get('w')).not.toBeNull();
    expect(withViewChange(view, { weights: [] }, offered).weights).toEqual(presetRows('earth', offered));
  });
});

describe('the items a link forces into every stuff', () => {
  const found = [
    { id: 2469, category: 'ring', level: 60 },
    { id: 2419, category: 'ring', level: 10 },
    { id: 6919, category: 'ring', level: 3 },
    { id: 2411, category: 'hat', level: 10 },
    { id: 737, category: 'dofus', level: 6 },
    { id: 739, category: 'dofus', level: 6 },
    { id: 999, category: 'resource', level: 1 },
  ];

  it('are read from `with=`, each once, and written back with commas', () => {
    const view = viewFromSearch(new URLSearchParams('with=2469,2411,2469'));
    expect(view.forced).toEqual([2469, 2411]);
    expect(searchFromView(view).toString()).toBe('with=2469%2C2411');
    expect(invalidForcedTokens(new URLSearchParams('with=2469,abc,,0'))).toEqual(['abc', '0']);
    expect(viewFromSearch(new URLSearchParams('with=2469,abc')).forced).toEqual([2469]);
  });

  it('go in a free slot that fits: two rings, several Dofus, none where the draft keeps an item or a slot stays empty', () => {
    expect(placeForcedItems({ forced: [2469, 2419, 737, 739, 2411], found, level: 120, locked: {}, empty: [] })).toEqual({
      locked: { a1: 2469, a2: 2419, d1: 737, d2: 739, ch: 2411 },
      problems: [],
    });
    expect(placeForcedItems({ forced: [2469, 2411], found, level: 120, locked: { a1: 6919 }, empty: ['ch'] })).toEqual({
      locked: { a2: 2469 },
      problems: [{ id: 2411, reason: 'noSlot' }],
    });
    // Already kept from the draft: nothing to add.
    expect(placeForcedItems({ forced: [6919], found, level: 120, locked: { a1: 6919 }, empty: [] })).toEqual({ locked: {}, problems: [] });
  });

  it('say why one cannot be placed: unknown, not worn, above the level, no slot left', () => {
    const { locked, problems } = placeForcedItems({ forced: [123456, 999, 2469, 2419, 6919, 6919], found, level: 20, locked: {}, empty: [] });
    expect(locked).toEqual({ a1: 2419, a2: 6919 });
    expect(problems).toEqual([
      { id: 123456, reason: 'unknown' },
      { id: 999, reason: 'notWearable' },
      { id: 2469, reason: 'level', level: 60 },
      { id: 6919, reason: 'noSlot' },
    ]);
  });

  it('are locked in the engine query with the draft’s kept items, and banning one stops forcing it', () => {
    const draft: StuffInput = { classId: 8, level: 120, items: { ar: 2416 } };
    const view = { ...DEFAULT_VIEW, lock: ['ar' as const], forced: [2469] };
    expect(panominatorQueryOf(view, draft, null, { a1: 2469 }).locked).toEqual({ ar: 2416, a1: 2469 });
    expect(withViewChange(view, { banned: [2469] })).toMatchObject({ banned: [2469], forced: [] });
    expect(withViewChange({ ...view, forced: [], banned: [2469] }, { forced: [2469] })).toMatchObject({ banned: [], forced: [2469] });
  });
});

describe('why a weapon ranks where it does', () => {
  let engine: Engine;
  const STUFF: StuffInput = { classId: 8, level: 120, points: { strength: 20, vitality: 10 }, items: {} };
  beforeAll(async () => {
    engine = await createEngine({ variant: 'retro', catalog: await fixtureCatalog('retro') });
  });

  it('compares each weapon with the next (the last with the previous) on the ranking figure', () => {
    const entries = engine.cacminator(cacminatorQueryOf({ ...CACMINATOR_DEFAULT_VIEW, conditions: 'any', availability: 'all' }, STUFF, true)).entries;
    expect(entries.length).toBeGreaterThan(2);
    entries.forEach((entry, index) => {
      const why = weaponWhy(entries, index);
      if (index < entries.length - 1) {
        const difference = entry.score - entries[index + 1].score;
        if (difference >= 0.05) expect(why.comparison).toEqual({ kind: 'ahead', rank: index + 2, difference });
        else expect(why.comparison).toEqual({ kind: 'tied', rank: index + 2 });
      } else {
        const difference = entries[index - 1].score - entry.score;
        if (difference >= 0.05) expect(why.comparison).toEqual({ kind: 'behind', rank: index, difference });
        else expect(why.comparison).toEqual({ kind: 'tied', rank: index });
      }
    });
    expect(weaponWhy(entries.slice(0, 1), 0).comparison).toEqual({ kind: 'alone' });
  });

  it('names the element of most of the expected damage and its characteristic, and what critical hits add', () => {
    const entries = engine.cacminator(cacminatorQueryOf({ ...CACMINATOR_DEFAULT_VIEW, conditions: 'any', availability: 'all' }, STUFF, true)).entries;
    for (const [index, entry] of entries.entries()) {
      const why = weaponWhy(entries, index);
      const byElement = damageByElement(entry.damage);
      const total = [...byElement.values()].reduce((sum, value) => sum + value, 0);
      // The per-element expectation adds up to the engine's expected damage per use, failures aside.
      expect(total * (1 - entry.damage.failChance)).toBeCloseTo(entry.damage.expectedDamage, 6);
      expect(why.element).not.toBeNull();
      expect(why.element!.share).toBeCloseTo(Math.max(...byElement.values()) / total, 9);
      expect(why.element!.characteristic).toBe(ELEMENT_CHARACTERISTIC[why.element!.element]);
      if (entry.damage.criticalRate.model === 'none') expect(why.critical).toBeNull();
      else {
        expect(why.critical!.rate).toBe(entry.damage.criticalRate.display);
        expect(why.critical!.share).toBeGreaterThanOrEqual(0);
        expect(why.critical!.share).toBeLessThan(1);
      }
    }
  });

  it('ranks by default only weapons the character can equip', () => {
    const widened = engine.cacminator(cacminatorQueryOf({ ...CACMINATOR_DEFAULT_VIEW, conditions: 'any' }, STUFF, true)).entries;
    const entries = engine.cacminator(cacminatorQueryOf(CACMINATOR_DEFAULT_VIEW, STUFF, true)).entries;
    expect(widened.some((entry) => !entry.conditionsMet)).toBe(true);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.conditionsMet).toBe(true);
      expect(engine.catalog.items.find((item) => item.id === entry.weaponId)!.level).toBeLessThanOrEqual(STUFF.level);
      expect(engine.catalog.items.find((item) => item.id === entry.weaponId)!.availability).toBe('standard');
    }
  });
});

describe('what “all items” adds', () => {
  it('is named, and each availability has a badge, in the three languages', () => {
    for (const messages of [fr, en, es] as Record<string, string>[]) {
      expect(messages['tools.availability.allAdds']).toContain('{{list}}');
      for (const availability of AVAILABILITIES) {
        expect(messages[`tools.availability.${availability}`]).toBeTruthy();
        if (availability !== 'standard') expect(messages[`tools.availability.source.${availability}`]).toBeTruthy();
      }
    }
    expect(fr['panominator.availability.all']).not.toBe(fr['panominator.availability.standard']);
    expect(fr['cacminator.equipped']).not.toMatch(/est équipée/);
  });
});
