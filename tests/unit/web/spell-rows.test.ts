/**
 * The spells tab's rows: API spells joined with the engine's levels (nothing dropped either way),
 * the level a spell starts at for a character, and the way ranges are written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Spell } from '#contract/spells';
import { createEngine } from '#engine/src/index.ts';
import type { Engine } from '#engine/src/engine.ts';
import type { SpellDamage } from '#game/damage-types';
import { damageFormatters, defaultSpellLevel, rangeText } from '#web/features/stuff-builder/model/damage-display.ts';
import { spellRows } from '#web/features/stuff-builder/model/spell-rows.ts';
import { fixtureCatalog } from '../../support/catalogs.ts';

function apiSpell(id: number, levels: { level: number; min_player_level: number | null }[]): Spell {
  return {
    id,
    class_id: 9,
    name: { fr: `Sort ${id}` },
    description: {},
    icon: null,
    levels: levels.map((level) => ({
      ...level,
      ap_cost: 4,
      range_min: 1,
      range_max: 7,
      range_boostable: true,
      line_only: false,
      line_of_sight: true,
      free_cell: false,
      crit_rate: 50,
      crit_percent: null,
      fail_rate: 100,
      casts_per_turn: null,
      casts_per_target: null,
      cooldown: null,
      area: null,
      effects: [],
      critical_effects: [],
      effects_text: null,
      critical_effects_text: null,
    })),
  };
}

describe('spellRows on the engine’s real figures (fixture catalogue)', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createEngine({ variant: 'retro', catalog: await fixtureCatalog('retro') });
  });

  const computed = (spellId: number): { spellId: number; levels: SpellDamage[] } => {
    const spell = engine.catalog.spells.find((entry) => entry.id === spellId)!;
    return { spellId, levels: spell.levels.map((level) => engine.spellDamage({ classId: 9, level: 100, items: {} }, spellId, level.level)) };
  };

  it('keeps the API order, joins every level, and marks spells without lines', () => {
    const magicArrow = computed(161);
    const glowingArmour = computed(1);
    const rows = spellRows(
      [apiSpell(1, [{ level: 1, min_player_level: 9 }]), apiSpell(161, [1, 2, 3, 4, 5, 6].map((level) => ({ level, min_player_level: level * 20 })))],
      [magicArrow, glowingArmour],
    );
    expect(rows.map((row) => row.spellId)).toEqual([1, 161]);
    // Armure Incandescente reduces damage taken: no damage, steal or heal line, listed as such.
    expect(rows[0]?.hasLines).toBe(false);
    expect(rows[0]?.levels[0]?.damage?.lines).toEqual([]);
    expect(rows[1]?.hasLines).toBe(true);
    expect(rows[1]?.levels.map((level) => level.damage?.level)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows[1]?.levels[5]?.damage).toBe(magicArrow.levels[5]);
    expect(rows[1]?.levels[2]?.minPlayerLevel).toBe(60);
  });

  it('keeps an API spell the engine lacks (no figures) and an engine spell the API lacks (no name)', () => {
    const rows = spellRows([apiSpell(999, [{ level: 1, min_player_level: 1 }])], [computed(161)]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ spellId: 999, hasLines: false, levels: [{ level: 1, damage: null }] });
    expect(rows[1]).toMatchObject({ spellId: 161, name: null, hasLines: true });
    expect(rows[1]?.levels).toHaveLength(6);
  });
});

describe('defaultSpellLevel', () => {
  const levels = [1, 2, 3, 4, 5, 6].map((level) => ({ level, minPlayerLevel: [1, 10, 20, 30, 40, 100][level - 1]! }));

  it('is the highest level the character has reached', () => {
    expect(defaultSpellLevel(levels, 1)).toBe(1);
    expect(defaultSpellLevel(levels, 35)).toBe(4);
    expect(defaultSpellLevel(levels, 100)).toBe(6);
    expect(defaultSpellLevel(levels, 200)).toBe(6);
  });

  it('falls back to the first level when none is reached, and counts an unknown requirement as reached', () => {
    expect(defaultSpellLevel([{ level: 1, minPlayerLevel: 50 }, { level: 2, minPlayerLevel: 60 }], 10)).toBe(1);
    expect(defaultSpellLevel([{ level: 1, minPlayerLevel: null }, { level: 2, minPlayerLevel: null }], 1)).toBe(2);
    expect(defaultSpellLevel([], 100)).toBeUndefined();
  });
});

describe('rangeText', () => {
  it('writes min–max per language, one number when the line cannot vary', () => {
    expect(rangeText({ min: 12, max: 20, average: 16 }, damageFormatters('en'))).toBe('12\u201320');
    expect(rangeText({ min: 15, max: 15, average: 15 }, damageFormatters('en'))).toBe('15');
    expect(rangeText({ min: 1200, max: 2500, average: 1850 }, damageFormatters('fr'))).toBe('1\u202f200\u20132\u202f500');
    expect(damageFormatters('fr').decimal.format(12.25)).toBe('12,3');
  });
});
