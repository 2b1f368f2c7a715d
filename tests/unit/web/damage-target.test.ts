/**
 * The weapon and spells tabs' target and options: what the user types becomes the engine's Target
 * only when the engine accepts it (the bounds are held against the engine's own check), and the
 * session record reads back what was written or falls back to no resistance.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateDamageInput } from '#engine/src/damage-common.ts';
import { EngineInputError } from '#engine/src/errors.ts';
import {
  DAMAGE_ELEMENTS,
  damageOptionsOf,
  DEFAULT_DAMAGE_SETTINGS,
  parseResistance,
  parseTargetDraft,
  readDamageSettings,
  sameTarget,
  TARGET_FLAT_LIMIT,
  TARGET_PERCENT_LIMIT,
  TARGET_PRESETS,
  targetToDraft,
  WEAPON_MASTERY_CHOICES,
  type DamageSettings,
  type TargetDraft,
} from '#web/lib/damage-target.ts';

const emptyTexts = () => Object.fromEntries(DAMAGE_ELEMENTS.map((element) => [element, ''])) as TargetDraft['resistFlat'];
const draftWith = (change: Partial<{ percent: Partial<TargetDraft['resistPercent']>; flat: Partial<TargetDraft['resistFlat']>; player: boolean }>): TargetDraft => ({
  resistPercent: { ...emptyTexts(), ...change.percent },
  resistFlat: { ...emptyTexts(), ...change.flat },
  player: change.player ?? false,
});

function engineCode(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof EngineInputError) return error.code;
    throw error;
  }
}

describe('parseResistance', () => {
  it('reads signed integers and an empty field as 0', () => {
    expect(parseResistance('', 100)).toEqual({ value: 0 });
    expect(parseResistance('  ', 100)).toEqual({ value: 0 });
    expect(parseResistance('25', 100)).toEqual({ value: 25 });
    expect(parseResistance('-10', 100)).toEqual({ value: -10 });
    expect(parseResistance('+7', 100)).toEqual({ value: 7 });
    expect(parseResistance('\u221215', 100)).toEqual({ value: -15 });
    expect(parseResistance('-0', 100)).toEqual({ value: 0 });
  });

  it('refuses decimals, words and values beyond the bound', () => {
    expect(parseResistance('1.5', 100)).toEqual({ reason: 'not_integer' });
    expect(parseResistance('1e2', 100)).toEqual({ reason: 'not_integer' });
    expect(parseResistance('abc', 100)).toEqual({ reason: 'not_integer' });
    expect(parseResistance('-', 100)).toEqual({ reason: 'not_integer' });
    expect(parseResistance('101', 100)).toEqual({ reason: 'out_of_range' });
    expect(parseResistance('-101', 100)).toEqual({ reason: 'out_of_range' });
    expect(parseResistance('100', 100)).toEqual({ value: 100 });
    expect(parseResistance('99999999999999999999', 100)).toEqual({ reason: 'out_of_range' });
  });
});

describe('parseTargetDraft', () => {
  it('leaves zero resistances out and keeps the player flag', () => {
    const parsed = parseTargetDraft(draftWith({ percent: { earth: '20', fire: '0' }, flat: { air: '-5' }, player: true }));
    expect(parsed).toEqual({ ok: true, target: { resistPercent: { earth: 20 }, resistFlat: { air: -5 }, player: true } });
    expect(parseTargetDraft(draftWith({}))).toEqual({ ok: true, target: {} });
  });

  it('lists every wrong field with its reason', () => {
    const parsed = parseTargetDraft(draftWith({ percent: { earth: '2.5', water: String(TARGET_PERCENT_LIMIT + 1) }, flat: { neutral: 'x' } }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual([
      { kind: 'resistPercent', element: 'earth', reason: 'not_integer' },
      { kind: 'resistPercent', element: 'water', reason: 'out_of_range' },
      { kind: 'resistFlat', element: 'neutral', reason: 'not_integer' },
    ]);
  });

  it('accepts exactly what the engine accepts at the bounds', () => {
    for (const [kind, limit] of [
      ['resistPercent', TARGET_PERCENT_LIMIT],
      ['resistFlat', TARGET_FLAT_LIMIT],
    ] as const) {
      for (const value of [limit, -limit]) {
        const parsed = parseTargetDraft(draftWith(kind === 'resistPercent' ? { percent: { fire: String(value) } } : { flat: { fire: String(value) } }));
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(engineCode(() => validateDamageInput('retro', parsed.target, undefined))).toBeUndefined();
      }
      for (const value of [limit + 1, -limit - 1]) {
        const text = String(value);
        expect(parseTargetDraft(draftWith(kind === 'resistPercent' ? { percent: { fire: text } } : { flat: { fire: text } })).ok).toBe(false);
        expect(engineCode(() => validateDamageInput('retro', { [kind]: { fire: value } }, undefined))).toBe('invalid_target');
      }
    }
  });

  it('round-trips any valid target through the fields, and the engine accepts it', () => {
    const resistances = (limit: number) =>
      fc.record(Object.fromEntries(DAMAGE_ELEMENTS.map((element) => [element, fc.integer({ min: -limit, max: limit })])) as Record<(typeof DAMAGE_ELEMENTS)[number], fc.Arbitrary<number>>);
    fc.assert(
      fc.property(resistances(TARGET_PERCENT_LIMIT), resistances(TARGET_FLAT_LIMIT), fc.boolean(), (percent, flat, player) => {
        const target = { resistPercent: percent, resistFlat: flat, player };
        const parsed = parseTargetDraft(targetToDraft(target));
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(sameTarget(parsed.target, target)).toBe(true);
        expect(engineCode(() => validateDamageInput('retro', parsed.target, undefined))).toBeUndefined();
      }),
    );
  });
});

describe('sameTarget', () => {
  it('treats a missing resistance as 0 and compares the player flag', () => {
    expect(sameTarget({}, { resistPercent: { earth: 0 } })).toBe(true);
    expect(sameTarget({}, { resistPercent: { earth: 1 } })).toBe(false);
    expect(sameTarget({ player: false }, {})).toBe(true);
    expect(sameTarget({ player: true }, {})).toBe(false);
  });
});

describe('presets', () => {
  it('start with no resistance and are all targets the engine accepts', () => {
    expect(TARGET_PRESETS[0]?.target).toEqual({});
    expect(new Set(TARGET_PRESETS.map((preset) => preset.id)).size).toBe(TARGET_PRESETS.length);
    for (const preset of TARGET_PRESETS) {
      expect(engineCode(() => validateDamageInput('retro', preset.target, undefined))).toBeUndefined();
      const parsed = parseTargetDraft(targetToDraft(preset.target));
      expect(parsed.ok && sameTarget(parsed.target, preset.target)).toBe(true);
    }
  });
});

describe('damageOptionsOf', () => {
  it('gives the engine only the options that differ from its defaults', () => {
    expect(damageOptionsOf(DEFAULT_DAMAGE_SETTINGS, true)).toBeUndefined();
    expect(damageOptionsOf({ ...DEFAULT_DAMAGE_SETTINGS, hitRange: 'distance' }, true)).toEqual({ atDistance: true });
    expect(damageOptionsOf({ ...DEFAULT_DAMAGE_SETTINGS, hitRange: 'melee' }, true)).toEqual({ atDistance: false });
    expect(damageOptionsOf({ ...DEFAULT_DAMAGE_SETTINGS, weaponMastery: 35 }, true)).toEqual({ weaponMastery: 35 });
    // Outside retro the mastery is not a rule: it is left out rather than refused by the engine.
    expect(damageOptionsOf({ ...DEFAULT_DAMAGE_SETTINGS, weaponMastery: 35 }, false)).toBeUndefined();
  });

  it('offers mastery values the retro engine accepts', () => {
    for (const choice of WEAPON_MASTERY_CHOICES) {
      expect(engineCode(() => validateDamageInput('retro', undefined, { weaponMastery: choice.percent }))).toBeUndefined();
    }
    expect(engineCode(() => validateDamageInput('dofus', undefined, { weaponMastery: 10 }))).toBe('invalid_damage_option');
  });
});

describe('readDamageSettings', () => {
  it('reads back what was stored', () => {
    const settings: DamageSettings = { target: { resistPercent: { earth: 30 }, player: true }, hitRange: 'distance', weaponMastery: 20 };
    expect(readDamageSettings(JSON.stringify(settings))).toEqual(settings);
  });

  it('falls back to no resistance on anything unreadable', () => {
    expect(readDamageSettings(null)).toEqual(DEFAULT_DAMAGE_SETTINGS);
    expect(readDamageSettings('{not json')).toEqual(DEFAULT_DAMAGE_SETTINGS);
    expect(readDamageSettings(JSON.stringify({ target: { resistPercent: { earth: 1.5 } }, hitRange: 'default', weaponMastery: 0 }))).toEqual(
      DEFAULT_DAMAGE_SETTINGS,
    );
    expect(readDamageSettings(JSON.stringify({ target: { resistFlat: { lava: 3 } }, hitRange: 'default', weaponMastery: 0 }))).toEqual(
      DEFAULT_DAMAGE_SETTINGS,
    );
    expect(readDamageSettings(JSON.stringify({ target: {}, hitRange: 'far', weaponMastery: 0 }))).toEqual(DEFAULT_DAMAGE_SETTINGS);
    // A mastery the picker does not offer would leave the picker blank.
    expect(readDamageSettings(JSON.stringify({ target: {}, hitRange: 'default', weaponMastery: 12 }))).toEqual(DEFAULT_DAMAGE_SETTINGS);
  });
});
