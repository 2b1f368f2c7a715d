/**
 * Weapon and spell damage: the catalogue's spell lines, the critical rate, worked examples with real
 * records, WASM ≡ reference on random stuffs, targets and options (fixtures and the real catalogues),
 * metamorphic properties, and bad input.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CatalogSchema } from '#contract/catalog';
import { RETRO_SPELL_HIT_EFFECTS, buildCatalog, type Catalog, type RawItem } from '#engine/src/catalog.ts';
import { DAMAGE_ELEMENTS, criticalRate, type DamageElement } from '#engine/src/damage-common.ts';
import type { CriticalRate, DamageOptions, Target } from '#game/damage-types';
import { createEngine } from '#engine/src/index.ts';
import type { Engine } from '#engine/src/engine.ts';
import { EngineInputError } from '#engine/src/errors.ts';
import { referenceSpellDamage, referenceWeaponDamage } from '#engine/reference/damage.ts';
import { referenceComputeStats } from '#engine/reference/index.ts';
import { PRIMARY_STATS, type PrimaryStat } from '#game/stats';
import type { StuffInput } from '#game/stuff';
import { MASTERY_COMBINATIONS, RESISTANCE_ORDERS, VARIANT_DAMAGE_RULES, type DamageRules, type Variant } from '#game/variants';
import { FIXTURE_DATA_DIR, REAL_DATA_DIR, REPO_ROOT, fixtureCatalog, hasRealData, realCatalog } from '../../support/catalogs.ts';
import { stuffArbitrary } from '../../support/stuff-arbitrary.ts';

const SRAM = 4;
const ENIRIPSA = 7;
const IOP = 8;
const CRA = 9;

/** The fixtures plus the real weapon records that only the damage tests read (tests/fixtures/damage). */
async function damageCatalog(variant: 'retro' | 'dofus'): Promise<Catalog> {
  const catalog = await fixtureCatalog(variant);
  const weapons = JSON.parse(readFileSync(resolve(REPO_ROOT, `tests/fixtures/damage/${variant}-weapons.json`), 'utf8')) as RawItem[];
  const extra = buildCatalog(variant, catalog.version, { items: [], weapons, sets: [], classes: [] });
  return { ...catalog, items: [...catalog.items, ...extra.items] };
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

describe('spells in the catalogue', () => {
  it('maps the retro spell effect ids as the data names them (effects.json hit and element)', () => {
    const dirs = [FIXTURE_DATA_DIR, ...(hasRealData ? [REAL_DATA_DIR] : [])];
    let checked = 0;
    for (const dir of dirs) {
      const effects = readJson<{ id: number; kind?: string; hit?: string; element?: string | null; template?: { fr?: string } }[]>(
        resolve(dir, 'retro/effects.json'),
      );
      for (const effect of effects) {
        const mapped = RETRO_SPELL_HIT_EFFECTS[effect.id];
        if (effect.kind === 'hit' && (effect.hit === 'damage' || effect.hit === 'steal' || effect.hit === 'heal')) {
          expect(mapped, `effect ${effect.id}`).toEqual([effect.hit, effect.element ?? '']);
          checked++;
        } else if (mapped) {
          // 81 and 143 are "other" in the dictionary but restore HP like 108 ("PDV rendus").
          expect(mapped[0]).toBe('heal');
          expect(effect.template?.fr).toMatch(/^PDV rendus/);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    if (hasRealData) expect(Object.keys(RETRO_SPELL_HIT_EFFECTS).map(Number).sort((a, b) => a - b)).toEqual([81, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 108, 143, 646]);
  });

  it('keeps Flèche Magique (retro 161) per level with its critical list, rates and AP', async () => {
    const catalog = await fixtureCatalog('retro');
    const spell = catalog.spells.find((candidate) => candidate.id === 161)!;
    expect(spell.classId).toBe(CRA);
    expect(spell.levels.map((level) => level.level)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(spell.levels[5]).toEqual({
      level: 6,
      apCost: 4,
      rangeMax: 12,
      critRate: 30,
      failRate: 100,
      hits: [['damage', 'fire', 20, 22]],
      criticalHits: [['damage', 'fire', 24, 26]],
      minPlayerLevel: 101,
    });
    // Armure Terrestre has no damage line: the spell is there, its lines are empty.
    expect(catalog.spells.find((candidate) => candidate.id === 6)!.levels[0].hits).toEqual([]);
  });

  it('keeps Dofus 2 grades, percent rates, cast limits and steal/heal lines', async () => {
    const catalog = await fixtureCatalog('dofus');
    const constriction = catalog.spells.find((spell) => spell.id === 12614)!;
    expect(constriction.levels[0]).toEqual({
      level: 1,
      apCost: 3,
      rangeMax: 5,
      critPercent: 10,
      castsPerTurn: 3,
      hits: [['steal', 'earth', 25, 29]],
      criticalHits: [['steal', 'earth', 30, 35]],
      minPlayerLevel: 150,
    });
    const reptincelles = catalog.spells.find((spell) => spell.id === 14021)!;
    expect(reptincelles.levels[1].hits).toEqual([['damage', 'fire', 22, 24], ['heal', '', 22, 24]]);
  });

  it('keeps poison turns and random-line chances of retro spells', async () => {
    if (!hasRealData) return;
    const catalog = await realCatalog('retro');
    // Flèche Empoisonnée (164): neutral 2–3 for 2 turns.
    expect(catalog.spells.find((spell) => spell.id === 164)!.levels[0].hits).toEqual([['damage', 'neutral', 2, 3, 2]]);
    const random = catalog.spells.flatMap((spell) => spell.levels).flatMap((level) => level.hits).filter((line) => (line[5] ?? 0) > 0);
    expect(random.length).toBeGreaterThan(0);
  });

  it('passes the wire schema with spells, for the fixtures and the real data', async () => {
    for (const variant of ['retro', 'dofus', 'touch'] as const) {
      if (variant !== 'touch') expect(CatalogSchema.safeParse(await fixtureCatalog(variant)).success).toBe(true);
      if (hasRealData) {
        const result = CatalogSchema.safeParse(await realCatalog(variant));
        expect(result.error?.issues.slice(0, 3)).toBeUndefined();
      }
    }
  });
});

describe('critical rate (research §2.4, builder-spec §9)', () => {
  const xOf = (rate: CriticalRate) => (rate.model === 'one_in_x' ? rate.x : Number.NaN);
  const percentOf = (rate: CriticalRate) => (rate.model === 'percent' ? rate.percent : Number.NaN);
  it('gives the official retro checks: 1/50 at 150 agility → 1/29, with +10 critical hits → 1/23', () => {
    expect(criticalRate('retro', 50, 0, 150)).toMatchObject({ model: 'one_in_x', x: 29, display: '1/29' });
    expect(criticalRate('retro', 50, 10, 150)).toMatchObject({ x: 23, display: '1/23' });
    expect(criticalRate('retro', 50, 0, 150).chance).toBe(1 / 29);
  });

  it('reduces only from 8 agility on, ignores negative bonus and agility, and stops at 1/2 in retro', () => {
    expect(xOf(criticalRate('retro', 50, 0, 7))).toBe(50);
    expect(xOf(criticalRate('retro', 50, 0, 8))).toBe(49); // 50 × 2.9901 / ln 20 = 49.9
    expect(xOf(criticalRate('retro', 50, -20, -100))).toBe(50);
    expect(xOf(criticalRate('retro', 30, 40, 0))).toBe(2);
    expect(criticalRate('retro', 0, 10, 500)).toEqual({ model: 'none', display: '-', chance: 0 });
  });

  it('goes down to 1/1 in touch and is a clamped percent in dofus', () => {
    expect(criticalRate('touch', 5, 10, 0)).toMatchObject({ x: 1, chance: 1 });
    expect(xOf(criticalRate('touch', 50, 0, 150))).toBe(29);
    expect(criticalRate('dofus', 30, 10, 999)).toMatchObject({ model: 'percent', percent: 40, display: '40%', chance: 0.4 });
    expect(percentOf(criticalRate('dofus', 30, 90, 0))).toBe(100);
    expect(percentOf(criticalRate('dofus', 5, -20, 0))).toBe(0);
  });

  it('is what the kernel shows for a real weapon (Petite Épée de Boisaille, 1/50)', async () => {
    const catalog = await fixtureCatalog('retro');
    const engine = await createEngine({ variant: 'retro', catalog });
    for (const [agility, critical, x] of [[150, 0, 29], [150, 10, 23], [0, 0, 50], [1000, 45, 2]] as const) {
      const damage = engine.weaponDamage({ classId: IOP, level: 100, points: { agility }, boosts: { critical_hit: critical }, items: { ar: 40 } })!;
      expect(damage.criticalRate).toEqual({ model: 'one_in_x', x, display: `1/${x}`, chance: 1 / x });
    }
  });
});

describe('retro damage with real records (worked by hand)', () => {
  let catalog: Catalog;
  let engine: Engine;
  beforeAll(async () => {
    catalog = await damageCatalog('retro');
    engine = await createEngine({ variant: 'retro', catalog });
  });

  it('Marteau du Bouftou (2416) in an Iop\'s hands against a target weak to fire and resisting earth', () => {
    // Iop level 100, strength 150, intelligence 50 (capital values), the hammer alone: 7 AP, no damage lines.
    // Hammer: fire 4–8 and earth 4–8, 5 AP, critical 1/40 (+5), failure 1/40. Iop: hammer is the
    // secondary weapon, 95 %, applied to min and max before the characteristic (S4): floor(4 × 0.95) = 3,
    // floor(8 × 0.95) = 7, so rolls 3…7; critical rolls floor(9 × 0.95) = 8 … floor(13 × 0.95) = 12.
    // Target: fire −10 % (weakness), earth 20 % and 5 flat; retro applies % first, then flat.
    // Fire, normal: floor(r × 150/100) = 4, 6, 7, 9, 10 → floor(× 110/100) = 4, 6, 7, 9, 11 → average 37/5 = 7.4
    //   (the average is over every roll: floor of the mean roll would give floor(5 × 1.5 × 1.1) = 8).
    // Earth, normal: floor(r × 250/100) = 7, 10, 12, 15, 17 → floor(× 80/100) − 5 = 0, 3, 4, 7, 8 → 22/5 = 4.4
    // Fire, critical: 12, 13, 15, 16, 18 → 13, 14, 16, 17, 19 → 79/5 = 15.8
    // Earth, critical: 20, 22, 25, 27, 30 → 16, 17, 20, 21, 24 → − 5: 11, 12, 15, 16, 19 → 73/5 = 14.6
    // Expected per use: (1 − 1/40) × ((1 − 1/40) × (7.4 + 4.4) + 1/40 × (15.8 + 14.6)) = 11.958375; 7 AP / 5 = 1 use.
    const stuff: StuffInput = { classId: IOP, level: 100, points: { strength: 150, intelligence: 50 }, items: { ar: 2416 } };
    const target: Target = { resistPercent: { fire: -10, earth: 20 }, resistFlat: { earth: 5 } };
    const damage = engine.weaponDamage(stuff, target)!;
    expect(damage).toMatchObject({ itemId: 2416, weaponType: 'hammer', rangeClass: 'melee', weaponSkill: 95, atDistance: false });
    expect(damage.lines).toEqual([
      { kind: 'damage', element: 'fire', appliedElement: 'fire', normal: { min: 4, max: 11, average: 7.4 }, critical: { min: 13, max: 19, average: 15.8 } },
      { kind: 'damage', element: 'earth', appliedElement: 'earth', normal: { min: 0, max: 8, average: 4.4 }, critical: { min: 11, max: 19, average: 14.6 } },
    ]);
    expect(damage.criticalRate.display).toBe('1/40');
    expect(damage.failChance).toBe(1 / 40);
    expect(damage.usesPerTurn).toBe(1);
    expect(damage.expectedDamage).toBeCloseTo(11.958375, 10);
    expect(damage.damagePerTurn).toBeCloseTo(11.958375, 10);
    expect(damage.damagePerAp).toBeCloseTo(11.958375 / 5, 10);
    expect(damage).toEqual(referenceWeaponDamage(catalog, stuff, target));
  });

  it('caps a player target\'s % resistance at 50 and uses the favoured weapon at 100 %', () => {
    // Osamodas (2) favours the hammer: rolls 4–8; strength 0: earth 4…8 → 60 % capped at 50 for a player.
    const stuff: StuffInput = { classId: 2, level: 50, items: { ar: 2416 } };
    const earth = (target: Target) => engine.weaponDamage(stuff, target)!.lines[1].normal;
    expect(engine.weaponDamage(stuff)!.weaponSkill).toBe(100);
    expect(earth({})).toEqual({ min: 4, max: 8, average: 6 });
    expect(earth({ resistPercent: { earth: 60 } })).toEqual({ min: 1, max: 3, average: 2 }); // floor(r × 0.4)
    expect(earth({ resistPercent: { earth: 60 }, player: true })).toEqual({ min: 2, max: 4, average: 2.8 }); // floor(r × 0.5): 2, 2, 3, 3, 4
  });

  it('strikes as many times as the AP allow when the weapon has no per-turn limit', () => {
    const stuff = (ap: number): StuffInput => ({ classId: IOP, level: 100, boosts: { ap }, items: { ar: 2416 } });
    expect(engine.weaponDamage(stuff(0))!.usesPerTurn).toBe(1); // 7 AP / 5
    const twice = engine.weaponDamage(stuff(3))!; // 10 AP
    expect(twice.usesPerTurn).toBe(2);
    expect(twice.damagePerTurn).toBe(2 * twice.expectedDamage);
  });

  it('heals the attacker half the damage of a steal (L\'Ergot Mina, 1370, in a Sram\'s hands)', () => {
    // Sram: dagger favoured, 100 %. The dagger gives chance +15 and agility −6 at their maxima.
    // Chance 85 + 15 = 100: water 6–8 → floor(r × 2) = 12, 14, 16, healed floor(/2) = 6, 7, 8.
    // Critical +8: 14–16 → 28, 30, 32, healed 14, 15, 16. Agility −6 counts as 0: critical 1/50.
    const damage = engine.weaponDamage({ classId: SRAM, level: 60, points: { chance: 85 }, items: { ar: 1370 } })!;
    expect(damage.lines).toEqual([
      {
        kind: 'steal',
        element: 'water',
        appliedElement: 'water',
        normal: { min: 12, max: 16, average: 14 },
        critical: { min: 28, max: 32, average: 30 },
        healed: { normal: { min: 6, max: 8, average: 7 }, critical: { min: 14, max: 16, average: 15 } },
      },
    ]);
    expect(damage.criticalRate.display).toBe('1/50');
    // (1 − 1/50) × ((1 − 1/50) × 7 + 1/50 × 15)
    expect(damage.expectedHeal).toBeCloseTo(0.98 * (0.98 * 7 + 0.02 * 15), 10);
  });

  it('heals with intelligence and heals, not resistances (Marteau Pinambour, 6508, for an Eniripsa)', () => {
    // Eniripsa: hammer is neither favoured nor secondary, 90 %. Heal 7–11 → floor(7 × 0.9) = 6 … floor(11 × 0.9) = 9;
    // intelligence 100, heals +5: floor(r × 200/100) + 5 = 17, 19, 21, 23 → average 20.
    // Fire steal 3–7 → rolls 2…6 → 4, 6, 8, 10, 12 → healed 2, 3, 4, 5, 6.
    const stuff: StuffInput = { classId: ENIRIPSA, level: 60, points: { intelligence: 100 }, boosts: { heals: 5 }, items: { ar: 6508 } };
    const damage = engine.weaponDamage(stuff, { resistPercent: { fire: 30 }, resistFlat: { fire: 100 } })!;
    const [steal, heal] = damage.lines;
    expect(heal).toEqual({
      kind: 'heal',
      element: '',
      appliedElement: null,
      normal: { min: 17, max: 23, average: 20 },
      // critical +6: 13–17 → 11…15 (× 0.9) → 27, 29, 31, 33, 35
      critical: { min: 27, max: 35, average: 31 },
    });
    expect(steal.normal).toEqual({ min: 0, max: 0, average: 0 }); // 100 flat fire resistance
    expect(steal.healed!.normal).toEqual({ min: 0, max: 0, average: 0 });
    expect(engine.weaponDamage(stuff)!.lines[0].healed!.normal).toEqual({ min: 2, max: 6, average: 4 });
  });

  it('Flèche Magique (161) level 6 for a Crâ: fire 20–22, intelligence 200, +10 damage, target 10 % and 5 flat', () => {
    // Normal: floor(r × 300/100) + 10 = 70, 73, 76 → floor(× 90/100) − 5 = 58, 60, 63 → average 181/3.
    // Critical 24–26: 82, 85, 88 → 73, 76, 79 → 68, 71, 74 → 71. Critical 1/30, failure 1/100.
    // 7 AP at level 101, 4 AP a cast, no cast limit: 1 cast.
    const stuff: StuffInput = { classId: CRA, level: 101, points: { intelligence: 200 }, boosts: { damage: 10 }, items: {} };
    const target: Target = { resistPercent: { fire: 10 }, resistFlat: { fire: 5 } };
    const spell = engine.spellDamage(stuff, 161, 6, target);
    expect(spell.lines).toEqual([
      { kind: 'damage', element: 'fire', appliedElement: 'fire', turns: 0, chance: 0, normal: { min: 58, max: 63, average: 181 / 3 }, critical: { min: 68, max: 74, average: 71 } },
    ]);
    expect(spell).toMatchObject({ spellId: 161, level: 6, apCost: 4, usesPerTurn: 1, failRate: 100, atDistance: true });
    expect(spell.criticalRate).toMatchObject({ model: 'one_in_x', x: 30 });
    expect(spell.expectedDamage).toBeCloseTo(0.99 * ((29 / 30) * (181 / 3) + (1 / 30) * 71), 10);
    expect(spell).toEqual(referenceSpellDamage(catalog, stuff, 161, 6, target));
  });

  it('weapon mastery adds to the class skill before the characteristic (S4), a retro-only option', () => {
    // Iop + hammer 95 % + mastery 20 % → 115 %: fire 4–8 → floor(4.6) = 4 … floor(9.2) = 9.
    const damage = engine.weaponDamage({ classId: IOP, level: 100, items: { ar: 2416 } }, undefined, { weaponMastery: 20 })!;
    expect(damage.lines[0].normal).toEqual({ min: 4, max: 9, average: 6.5 });
    expect(() => engine.weaponDamage({ classId: IOP, level: 100, items: { ar: 2416 } }, undefined, { weaponSkillPower: 300 })).toThrow(EngineInputError);
  });
});

describe('dofus damage with real records (worked by hand)', () => {
  let catalog: Catalog;
  let engine: Engine;
  beforeAll(async () => {
    catalog = await damageCatalog('dofus');
    engine = await createEngine({ variant: 'dofus', catalog });
  });

  it('Épée de Boisaille (44): power, flat, critical damage, weapon and melee %, fixed then % resistance', () => {
    // Strength 100 + 10 (sword, max roll) = 110; Weapon Skill power 300; power = 100 + 110 + 300 = 510 %.
    // Flat: damage 5 (+ critical damage 8 on a critical); earth damage does not count for a neutral line.
    // Multiplier (dofuslab): (1 + 20/100) × (1 + 10/100) = 1.32 (weapon %, melee %).
    // Normal 8–10: floor(r × 5.1) + 5 = 45, 50, 56 → floor(× 1.32) = 59, 66, 73 → − 3 flat, × 75/100 → 42, 47, 52.
    // Critical 13–15: 66 + 13, 71 + 13, 76 + 13 = 79, 84, 89 → 104, 110, 117 → 75, 80, 85.
    // Critical 30 % + 10 = 40 %; no failure; 7 AP / 3 = 2 uses, capped at 1 use per turn.
    const stuff: StuffInput = {
      classId: 8,
      level: 200,
      points: { strength: 100 },
      boosts: { critical_hit: 10, damage: 5, critical_damage: 8, weapon_damage_percent: 20, melee_damage_percent: 10 },
      items: { ar: 44 },
    };
    const target: Target = { resistPercent: { neutral: 25 }, resistFlat: { neutral: 3 } };
    const options: DamageOptions = { weaponSkillPower: 300 };
    const damage = engine.weaponDamage(stuff, target, options)!;
    expect(damage.lines).toEqual([
      { kind: 'damage', element: 'neutral', appliedElement: 'neutral', normal: { min: 42, max: 52, average: 47 }, critical: { min: 75, max: 85, average: 80 } },
    ]);
    expect(damage.criticalRate).toEqual({ model: 'percent', percent: 40, display: '40%', chance: 0.4 });
    expect(damage).toMatchObject({ weaponSkill: 100, failChance: 0, usesPerTurn: 1, apCost: 3 });
    expect(damage.expectedDamage).toBeCloseTo(0.6 * 47 + 0.4 * 80, 10);
    expect(damage).toEqual(referenceWeaponDamage(catalog, stuff, target, options));
  });

  it('takes 10 % off a hammer at distance, not a sword; 25 % in touch', async () => {
    const at = (engineToUse: Engine, ar: number, atDistance: boolean) =>
      engineToUse.weaponDamage({ classId: 8, level: 200, points: { strength: 100, intelligence: 100 }, items: { ar } }, undefined, { atDistance })!;
    // Hammer 2416, earth 4–8 at 200 %: 8…16 in melee; at distance floor(× 0.9): 7, 9, 10, 12, 14.
    expect(at(engine, 2416, false).lines[1].normal).toEqual({ min: 8, max: 16, average: 12 });
    expect(at(engine, 2416, true).lines[1].normal).toEqual({ min: 7, max: 14, average: 10.4 });
    expect(at(engine, 44, true).lines[0].normal).toEqual(at(engine, 44, false).lines[0].normal);
    const touch = await createEngine({ variant: 'touch', catalog });
    // × 0.75: 6, 7, 9, 10, 12
    expect(at(touch, 2416, true).lines[1].normal).toEqual({ min: 6, max: 12, average: 8.8 });
  });

  it('resolves a best-element line to the highest characteristic, ties to the higher elemental damage (Crocobur, 20353)', () => {
    const best = (stuff: Omit<StuffInput, 'items' | 'classId' | 'level'>) =>
      engine.weaponDamage({ classId: 1, level: 200, items: { ar: 20353 }, ...stuff })!.lines[0].appliedElement;
    expect(best({ points: { agility: 300, chance: 200 } })).toBe('air');
    expect(best({ points: { intelligence: 100, chance: 100 }, boosts: { water_damage: 5, fire_damage: 4 } })).toBe('water');
    expect(best({})).toBe('earth');
    const damage = engine.weaponDamage({ classId: 1, level: 200, items: { ar: 20353 } })!;
    expect(damage.lines.map((line) => [line.kind, line.element, line.appliedElement])).toEqual([
      ['damage', 'best', 'earth'],
      ['steal', 'air', 'air'],
      ['steal', 'water', 'water'],
    ]);
  });

  it('Constriction (12614): steal with casts per turn, at distance by default', () => {
    // Strength 100: 25–29 → 50…58, healed 25…29; critical 30–35 → 60…70, healed 30…35. 10 %; 7 AP / 3 = 2 casts (limit 3).
    const spell = engine.spellDamage({ classId: 2, level: 200, points: { strength: 100 }, items: {} }, 12614, 1);
    expect(spell.lines).toEqual([
      {
        kind: 'steal',
        element: 'earth',
        appliedElement: 'earth',
        turns: 0,
        chance: 0,
        normal: { min: 50, max: 58, average: 54 },
        critical: { min: 60, max: 70, average: 65 },
        healed: { normal: { min: 25, max: 29, average: 27 }, critical: { min: 30, max: 35, average: 32.5 } },
      },
    ]);
    expect(spell).toMatchObject({ usesPerTurn: 2, atDistance: true, criticalChance: 0.1 });
    expect(spell.expectedDamage).toBeCloseTo(0.9 * 54 + 0.1 * 65, 10);
    expect(spell.damagePerTurn).toBeCloseTo(2 * (0.9 * 54 + 0.1 * 65), 10);
  });
});

describe('bad input', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createEngine({ variant: 'retro', catalog: await fixtureCatalog('retro') });
  });
  const iop: StuffInput = { classId: IOP, level: 100, items: { ar: 2416 } };
  const code = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof EngineInputError ? [error.code, error.field] : ['other', String(error)];
    }
    return null;
  };

  it('gives null without a weapon, or with an unknown one or a non-weapon in ar', () => {
    expect(engine.weaponDamage({ classId: IOP, level: 100, items: {} })).toBeNull();
    expect(engine.weaponDamage({ classId: IOP, level: 100, items: { ar: 999_999 } })).toBeNull();
    expect(engine.weaponDamage({ classId: IOP, level: 100, items: { ar: 2411 } })).toBeNull();
  });

  it('throws unknown_spell for an unknown spell or level', () => {
    expect(code(() => engine.spellDamage(iop, 999_999, 1))).toEqual(['unknown_spell', 'spellId']);
    expect(code(() => engine.spellDamage(iop, 161, 7))).toEqual(['unknown_spell', 'spellLevel']);
    expect(code(() => referenceSpellDamage(engine.catalog, iop, 161, 0))).toEqual(['unknown_spell', 'spellLevel']);
  });

  it('throws on a bad target, bad options and a bad stuff, never a WASM trap', () => {
    expect(code(() => engine.weaponDamage(iop, { resistPercent: { fire: 1.5 } }))).toEqual(['invalid_target', 'target.resistPercent.fire']);
    expect(code(() => engine.weaponDamage(iop, { resistFlat: { wind: 3 } } as unknown as Target))).toEqual(['invalid_target', 'target.resistFlat.wind']);
    expect(code(() => engine.weaponDamage(iop, { resistPercent: { earth: 5000 } }))).toEqual(['invalid_target', 'target.resistPercent.earth']);
    expect(code(() => engine.weaponDamage(iop, null as unknown as Target))).toEqual(['invalid_target', 'target']);
    expect(code(() => engine.weaponDamage(iop, {}, { weaponMastery: -5 }))).toEqual(['invalid_damage_option', 'options.weaponMastery']);
    expect(code(() => engine.weaponDamage(iop, {}, { atDistance: 'yes' as unknown as boolean }))).toEqual(['invalid_damage_option', 'options.atDistance']);
    expect(code(() => engine.spellDamage({ ...iop, level: 0 }, 161, 1))).toEqual(['invalid_level', 'level']);
  });
});

// ── Properties ────────────────────────────────────────────────────────────────────────────────────

const targetArbitrary: fc.Arbitrary<Target> = fc.record(
  {
    resistPercent: fc.dictionary(fc.constantFrom(...DAMAGE_ELEMENTS), fc.integer({ min: -100, max: 150 }), { maxKeys: 5 }),
    resistFlat: fc.dictionary(fc.constantFrom(...DAMAGE_ELEMENTS), fc.integer({ min: -50, max: 200 }), { maxKeys: 5 }),
    player: fc.boolean(),
  },
  { requiredKeys: [] },
);

function optionsArbitrary(variant: Variant): fc.Arbitrary<DamageOptions | undefined> {
  const rules = VARIANT_DAMAGE_RULES[variant];
  return fc.option(
    fc.record(
      {
        atDistance: fc.boolean(),
        ...(rules.weaponSkillModel === 'class_table' ? { weaponMastery: fc.integer({ min: 0, max: 50 }) } : {}),
        ...(rules.weaponSkillPower ? { weaponSkillPower: fc.constantFrom(0, 300, 350) } : {}),
      },
      { requiredKeys: [] },
    ),
    { nil: undefined },
  );
}

/** Stuffs that mostly hold a weapon with damage lines. */
function armedStuffArbitrary(catalog: Catalog): fc.Arbitrary<StuffInput> {
  const weapons = catalog.items.filter((item) => item.weapon && (item.hits ?? []).some(([kind]) => kind === 'damage' || kind === 'steal' || kind === 'heal'));
  return fc
    .tuple(stuffArbitrary(catalog), fc.constantFrom(...weapons.map((item) => item.id)), fc.boolean())
    .map(([stuff, weapon, keep]) => (keep ? stuff : { ...stuff, items: { ...stuff.items, ar: weapon } }));
}

function spellArbitrary(catalog: Catalog): fc.Arbitrary<[number, number]> {
  const levels = catalog.spells.flatMap((spell) => spell.levels.map((level) => [spell.id, level.level] as [number, number]));
  return fc.constantFrom(...levels);
}

interface Case {
  name: string;
  variant: Variant;
  catalog: () => Promise<Catalog>;
  runs: number;
}

const CASES: Case[] = [
  { name: 'retro fixtures', variant: 'retro', catalog: () => damageCatalog('retro'), runs: 3000 },
  { name: 'dofus fixtures', variant: 'dofus', catalog: () => damageCatalog('dofus'), runs: 3000 },
  { name: 'touch rules on the dofus fixtures', variant: 'touch', catalog: () => damageCatalog('dofus'), runs: 2000 },
  ...(hasRealData
    ? [
        { name: 'real retro catalogue', variant: 'retro' as const, catalog: () => realCatalog('retro'), runs: 2000 },
        { name: 'real dofus catalogue', variant: 'dofus' as const, catalog: () => realCatalog('dofus'), runs: 2000 },
        { name: 'real touch catalogue', variant: 'touch' as const, catalog: () => realCatalog('touch'), runs: 1000 },
      ]
    : []),
];

describe.each(CASES)('WASM ≡ reference: $name', ({ variant, catalog: load, runs }) => {
  let catalog: Catalog;
  let engine: Engine;
  beforeAll(async () => {
    catalog = await load();
    engine = await createEngine({ variant, catalog });
  });

  it('weapon damage agrees on random stuffs, targets and options', () => {
    fc.assert(
      fc.property(armedStuffArbitrary(catalog), fc.option(targetArbitrary, { nil: undefined }), optionsArbitrary(variant), (stuff, target, options) => {
        expect(engine.weaponDamage(stuff, target, options)).toEqual(referenceWeaponDamage(catalog, stuff, target, options, variant));
      }),
      { numRuns: runs, seed: 20261122 },
    );
  });

  it('spell damage agrees on random stuffs, spells, targets and options', () => {
    if (catalog.spells.length === 0) {
      expect(() => engine.spellDamage({ classId: 1, level: 1, items: {} }, 161, 1)).toThrow(EngineInputError);
      return;
    }
    fc.assert(
      fc.property(stuffArbitrary(catalog), spellArbitrary(catalog), fc.option(targetArbitrary, { nil: undefined }), optionsArbitrary(variant), (stuff, [id, level], target, options) => {
        const spellOptions = options && { atDistance: options.atDistance };
        expect(engine.spellDamage(stuff, id, level, target, spellOptions)).toEqual(referenceSpellDamage(catalog, stuff, id, level, target, spellOptions, variant));
      }),
      { numRuns: runs, seed: 20261123 },
    );
  });
});

describe('WASM ≡ reference under the alternative settings', () => {
  /** Runs `check` with one retro damage setting changed (engines read the settings when created). */
  async function withSetting<K extends keyof DamageRules>(key: K, value: DamageRules[K], check: () => Promise<void>): Promise<void> {
    const rules = VARIANT_DAMAGE_RULES.retro as DamageRules;
    const previous = rules[key];
    rules[key] = value;
    try {
      await check();
    } finally {
      rules[key] = previous;
    }
  }
  const alternatives: [keyof DamageRules, DamageRules[keyof DamageRules]][] = [
    ['masteryCombination', MASTERY_COMBINATIONS[1]],
    ['resistanceOrder', RESISTANCE_ORDERS[1]],
    ['percentResistanceCapPlayersOnly', false],
    ['percentResistanceCap', 0],
    ['criticalRateFloor', 1],
    ['unknownClassWeaponSkill', 90],
  ];
  it.each(alternatives)('retro with %s = %s', async (key, value) => {
    await withSetting(key, value, async () => {
      const catalog = await damageCatalog('retro');
      const engine = await createEngine({ variant: 'retro', catalog });
      fc.assert(
        fc.property(armedStuffArbitrary(catalog), targetArbitrary, optionsArbitrary('retro'), (stuff, target, options) => {
          expect(engine.weaponDamage(stuff, target, options)).toEqual(referenceWeaponDamage(catalog, stuff, target, options, 'retro'));
        }),
        { numRuns: 500, seed: 7 },
      );
    });
  });

  it('scale_boosted_roll (S3) multiplies the boosted roll by (100 + mastery)/100 × skill/100', async () => {
    await withSetting('masteryCombination', 'scale_boosted_roll', async () => {
      const engine = await createEngine({ variant: 'retro', catalog: await fixtureCatalog('retro') });
      // Iop, hammer 95 %, mastery 20 %, strength 100: earth 4–8 → floor(r × 200 × 120 × 95 / 10^6) = 9, 11, 13, 15, 18.
      const damage = engine.weaponDamage({ classId: IOP, level: 100, points: { strength: 100 }, items: { ar: 2416 } }, undefined, { weaponMastery: 20 })!;
      expect(damage.lines[1].normal).toEqual({ min: 9, max: 18, average: (9 + 11 + 13 + 15 + 18) / 5 });
    });
  });
});

describe('metamorphic properties', () => {
  const ELEMENT_STAT: Record<DamageElement, PrimaryStat> = { neutral: 'strength', earth: 'strength', fire: 'intelligence', water: 'chance', air: 'agility' };

  describe.each(CASES.slice(0, 3))('$name', ({ variant, catalog: load }) => {
    let catalog: Catalog;
    let engine: Engine;
    beforeAll(async () => {
      catalog = await load();
      engine = await createEngine({ variant, catalog });
    });

    it('more of a primary stat never lowers the damage (or heal) of its element', () => {
      fc.assert(
        fc.property(armedStuffArbitrary(catalog), targetArbitrary, fc.constantFrom(...PRIMARY_STATS), fc.integer({ min: 1, max: 500 }), (stuff, target, stat, more) => {
          const before = engine.weaponDamage(stuff, target);
          if (!before) return;
          const points = { ...stuff.points, [stat]: (stuff.points?.[stat] ?? 0) + more };
          const after = engine.weaponDamage({ ...stuff, points }, target)!;
          before.lines.forEach((line, index) => {
            if (line.element === 'best') return; // a best-element line may change element
            const own = line.kind === 'heal' ? stat === 'intelligence' : ELEMENT_STAT[line.appliedElement!] === stat;
            if (!own) return;
            for (const side of ['normal', 'critical'] as const) {
              expect(after.lines[index][side].min).toBeGreaterThanOrEqual(line[side].min);
              expect(after.lines[index][side].max).toBeGreaterThanOrEqual(line[side].max);
              expect(after.lines[index][side].average).toBeGreaterThanOrEqual(line[side].average);
            }
          });
        }),
        { numRuns: 1000, seed: 11 },
      );
    });

    it('more resistance never raises the damage taken (nor the HP stolen)', () => {
      fc.assert(
        fc.property(
          armedStuffArbitrary(catalog),
          targetArbitrary,
          fc.constantFrom(...DAMAGE_ELEMENTS),
          fc.constantFrom('resistPercent', 'resistFlat'),
          fc.integer({ min: 1, max: 80 }),
          (stuff, target, element, kind, more) => {
            const before = engine.weaponDamage(stuff, target);
            if (!before) return;
            const values = { ...target[kind], [element]: (target[kind]?.[element] ?? 0) + more };
            const after = engine.weaponDamage(stuff, { ...target, [kind]: values })!;
            before.lines.forEach((line, index) => {
              if (line.appliedElement !== element) return;
              for (const side of ['normal', 'critical'] as const) {
                expect(after.lines[index][side].max).toBeLessThanOrEqual(line[side].max);
                expect(after.lines[index][side].average).toBeLessThanOrEqual(line[side].average);
                if (line.healed) expect(after.lines[index].healed![side].average).toBeLessThanOrEqual(line.healed[side].average);
              }
            });
          },
        ),
        { numRuns: 1000, seed: 12 },
      );
    });

    it('a critical weapon hit is never below a normal one when critical damage is not negative', () => {
      fc.assert(
        fc.property(armedStuffArbitrary(catalog), targetArbitrary, (stuff, target) => {
          const damage = engine.weaponDamage(stuff, target);
          if (!damage) return;
          if (referenceComputeStats(catalog, stuff, variant).stats.critical_damage < 0) return;
          for (const line of damage.lines) {
            expect(line.critical.min).toBeGreaterThanOrEqual(line.normal.min);
            expect(line.critical.max).toBeGreaterThanOrEqual(line.normal.max);
            expect(line.critical.average).toBeGreaterThanOrEqual(line.normal.average);
          }
        }),
        { numRuns: 1000, seed: 13 },
      );
    });
  });
});
