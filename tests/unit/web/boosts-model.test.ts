/**
 * The boosts tab's list edits and value checks: a value the model accepts is one the engine
 * accepts (and the reverse at every bound), the list never grows past BOOSTS_MAX, and the class
 * buff presets are the figures of the retro spell data.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Stuff, type StuffBoost } from '#contract/stuff';
import { createEngine } from '#engine/src/index.ts';
import type { Engine } from '#engine/src/engine.ts';
import { EngineInputError } from '#engine/src/errors.ts';
import { VARIANT_RULES } from '#game/variants';
import { validateStuff, VALUE_LIMIT } from '#engine/src/validate.ts';
import {
  addBoosts,
  BOOST_COUNT_MAX,
  BOOST_EFFECT_CHOICES,
  BOOSTS_MAX,
  boostListFits,
  boostsDamageFactor,
  boostValueBounds,
  canAddBoost,
  changeBoostEffect,
  FINAL_DAMAGE_FACTOR_MAX,
  parseBoostCount,
  parseBoostValue,
  removeBoost,
  RETRO_BOOST_PRESETS,
  updateBoost,
} from '#web/features/stuff-builder/model/boosts.ts';
import { fixtureCatalog, hasRealData, REAL_DATA_DIR } from '../../support/catalogs.ts';

const boost = (effect: StuffBoost['effect'], value: number, count = 1, active = true): StuffBoost => ({ effect, value, count, active });

function engineAccepts(boosts: StuffBoost[]): boolean {
  try {
    validateStuff({ classId: 1, level: 200, items: {}, boosts }, VARIANT_RULES.retro);
    return true;
  } catch (error) {
    if (error instanceof EngineInputError) return false;
    throw error;
  }
}

describe('boost values', () => {
  it('offers every stat key and the three health and shield effects', () => {
    expect(BOOST_EFFECT_CHOICES).toContain('strength');
    expect(BOOST_EFFECT_CHOICES).toContain('final_damage_percent');
    expect(BOOST_EFFECT_CHOICES.slice(-3)).toEqual(['hp_percent', 'shield_percent', 'shield']);
    expect(new Set(BOOST_EFFECT_CHOICES).size).toBe(BOOST_EFFECT_CHOICES.length);
  });

  it('accepts exactly the values the engine accepts, at every bound', () => {
    for (const effect of BOOST_EFFECT_CHOICES) {
      const { min, max } = boostValueBounds(effect);
      for (const value of [min, max]) {
        expect(parseBoostValue(effect, String(value))).toEqual({ ok: true, value });
        expect(engineAccepts([boost(effect, value)])).toBe(true);
      }
      for (const value of [min - 1, max + 1]) {
        expect(parseBoostValue(effect, String(value))).toMatchObject({ ok: false, reason: 'out_of_range', min, max });
        expect(engineAccepts([boost(effect, value)])).toBe(false);
      }
    }
  });

  it('keeps health and shield non-negative and final damage above −100 %', () => {
    expect(boostValueBounds('shield')).toEqual({ min: 0, max: VALUE_LIMIT });
    expect(boostValueBounds('hp_percent').min).toBe(0);
    expect(boostValueBounds('final_damage_percent').min).toBe(-99);
    expect(boostValueBounds('strength')).toEqual({ min: -VALUE_LIMIT, max: VALUE_LIMIT });
  });

  it('refuses text that is not a whole number', () => {
    for (const text of ['', ' ', '1.5', '10%', 'abc', '-', '1e3']) {
      expect(parseBoostValue('strength', text)).toMatchObject({ ok: false, reason: 'not_integer' });
    }
    expect(parseBoostValue('strength', ' -20 ')).toEqual({ ok: true, value: -20 });
    expect(parseBoostValue('strength', '\u221220')).toEqual({ ok: true, value: -20 });
  });

  it('counts from 1 to BOOST_COUNT_MAX', () => {
    expect(parseBoostCount('0')).toMatchObject({ ok: false, reason: 'out_of_range' });
    expect(parseBoostCount('1')).toEqual({ ok: true, value: 1 });
    expect(parseBoostCount(String(BOOST_COUNT_MAX))).toEqual({ ok: true, value: BOOST_COUNT_MAX });
    expect(parseBoostCount(String(BOOST_COUNT_MAX + 1))).toMatchObject({ ok: false, reason: 'out_of_range' });
    expect(parseBoostCount('2.5')).toMatchObject({ ok: false, reason: 'not_integer' });
  });

  it('a boost of accepted value and count is accepted by the engine exactly when its list fits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BOOST_EFFECT_CHOICES), fc.integer({ min: -200_000, max: 200_000 }), fc.integer({ min: -5, max: 150 }), (effect, value, count) => {
        const parsedValue = parseBoostValue(effect, String(value));
        const parsedCount = parseBoostCount(String(count));
        if (!parsedValue.ok || !parsedCount.ok) return;
        const boosts = [boost(effect, parsedValue.value, parsedCount.value)];
        // A final-damage boost stacked many times can pass ×1,000 on its own: the list check says so.
        expect(engineAccepts(boosts)).toBe(boostListFits(boosts));
        expect(Stuff.shape.boosts.safeParse(boosts).success).toBe(true);
      }),
    );
  });
});

describe('boost list edits', () => {
  it('adds active boosts at the end, never past BOOSTS_MAX', () => {
    const one = addBoosts([], [{ effect: 'strength', value: 50, count: 1 }]);
    expect(one).toEqual([boost('strength', 50)]);
    const full = addBoosts([], Array.from({ length: BOOSTS_MAX + 5 }, (_, index) => ({ effect: 'ap' as const, value: index, count: 1 })));
    expect(full).toHaveLength(BOOSTS_MAX);
    expect(canAddBoost(full)).toBe(false);
    expect(addBoosts(full, [{ effect: 'mp', value: 1, count: 1 }])).toEqual(full);
    expect(canAddBoost(full.slice(1))).toBe(true);
  });

  it('updates and removes one boost by position, leaving the others and the input untouched', () => {
    const list = [boost('strength', 50), boost('ap', 1), boost('shield', 100)];
    const frozen = structuredClone(list);
    expect(updateBoost(list, 1, { active: false })).toEqual([boost('strength', 50), boost('ap', 1, 1, false), boost('shield', 100)]);
    expect(updateBoost(list, 2, { count: 3, value: 40 })).toEqual([boost('strength', 50), boost('ap', 1), boost('shield', 40, 3)]);
    expect(removeBoost(list, 0)).toEqual([boost('ap', 1), boost('shield', 100)]);
    expect(removeBoost(list, 7)).toEqual(list);
    expect(list).toEqual(frozen);
  });

  it('clamps the value into the new effect’s bounds when the effect changes', () => {
    expect(changeBoostEffect(boost('strength', -30), 'shield')).toEqual(boost('shield', 0));
    expect(changeBoostEffect(boost('strength', -300), 'final_damage_percent')).toEqual(boost('final_damage_percent', -99));
    expect(changeBoostEffect(boost('shield', 80, 2, false), 'agility')).toEqual(boost('agility', 80, 2, false));
  });
});

describe('boosts in the sheet', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createEngine({ variant: 'retro', catalog: await fixtureCatalog('retro') });
  });

  it('an inactive boost stays listed and out of the sheet; count stacks; shield and final damage show', () => {
    const base = { classId: 8, level: 100, items: {} };
    const without = engine.computeStats({ ...base, boosts: [] });
    const boosts = updateBoost(
      addBoosts([], [
        { effect: 'strength', value: 50, count: 2 },
        { effect: 'agility', value: 40, count: 1 },
        { effect: 'shield_percent', value: 10, count: 1 },
        { effect: 'shield', value: 25, count: 2 },
        { effect: 'final_damage_percent', value: 10, count: 2 },
      ]),
      1,
      { active: false },
    );
    const sheet = engine.computeStats({ ...base, boosts });
    expect(sheet.stats.strength - without.stats.strength).toBe(100);
    expect(sheet.stats.agility).toBe(without.stats.agility);
    expect(sheet.shield).toBe(Math.trunc((sheet.stats.hp * 10) / 100) + 50);
    expect(sheet.finalDamageMultiplier).toBeCloseTo(1.21, 6);
  });

  it('the final-damage factor is the engine’s, and a list past its bound is refused before the engine overflows', () => {
    const base = { classId: 8, level: 100, items: {} };
    fc.assert(
      fc.property(
        fc.array(fc.record({ value: fc.integer({ min: -99, max: 300 }), count: fc.integer({ min: 1, max: 5 }), active: fc.boolean() }), { maxLength: 4 }),
        (lines) => {
          const boosts = lines.map((line) => boost('final_damage_percent', line.value, line.count, line.active));
          if (!boostListFits(boosts)) return;
          expect(engine.computeStats({ ...base, boosts }).finalDamageMultiplier).toBeCloseTo(boostsDamageFactor(boosts), 5);
        },
      ),
      { numRuns: 50 },
    );
    // The sheet carries the factor in millionths on 32 bits: past 2 147.48 it wraps (a factor of
    // 2 152 reads −2 142), and 100 000 % stacked 99 times reads 0. The bound stays below that.
    expect(FINAL_DAMAGE_FACTOR_MAX).toBeLessThan(2 ** 31 / 1e6);
    expect(boostListFits([boost('final_damage_percent', VALUE_LIMIT, 99)])).toBe(false);
    expect(boostListFits([boost('final_damage_percent', 100, 9)])).toBe(true);
    expect(boostListFits([boost('final_damage_percent', 100, 10)])).toBe(false);
    expect(boostListFits([boost('final_damage_percent', 100, 10, false)])).toBe(true);
  });
});

interface RawSpellEffect {
  effect_id: number;
  min: number;
  max: number;
}
interface RawSpell {
  id: number;
  class_id: number;
  names: Record<string, string>;
  levels: { level: number; effects: RawSpellEffect[] }[];
}

describe.skipIf(!hasRealData)('class buff presets (real retro data)', () => {
  const spells = hasRealData ? (JSON.parse(readFileSync(resolve(REAL_DATA_DIR, 'retro/spells.json'), 'utf8')) as RawSpell[]) : [];
  const items = hasRealData
    ? (JSON.parse(readFileSync(resolve(REAL_DATA_DIR, 'retro/items.json'), 'utf8')) as { effects?: { effect_id?: number; stat?: string }[] }[])
    : [];
  const statOfEffect = new Map<number, Set<string>>();
  for (const item of items) {
    for (const effect of item.effects ?? []) {
      if (effect.effect_id === undefined || effect.stat === undefined) continue;
      statOfEffect.set(effect.effect_id, (statOfEffect.get(effect.effect_id) ?? new Set()).add(effect.stat));
    }
  }

  it.each(RETRO_BOOST_PRESETS.map((preset) => [preset.id, preset] as const))('%s is the spell’s own line', (_, preset) => {
    const spell = spells.find((entry) => entry.id === preset.spellId);
    expect(spell, `spell ${preset.spellId}`).toBeDefined();
    if (!spell) return;
    expect(spell.class_id).toBe(preset.classId);
    expect(spell.names).toMatchObject(preset.name);
    const level = spell.levels.find((entry) => entry.level === preset.spellLevel);
    expect(level?.effects).toContainEqual(expect.objectContaining({ effect_id: preset.effectId, min: preset.value, max: preset.value }));
    // The effect id means the same stat on items, where the data names it.
    expect([...(statOfEffect.get(preset.effectId) ?? [])]).toEqual([preset.effect]);
    expect(parseBoostValue(preset.effect, String(preset.value))).toEqual({ ok: true, value: preset.value });
  });
});
