/**
 * The Cacminator: the weapon forgemagie formula on hand-checked numbers, a worked example, WASM ≡
 * plain-TS reference on random stuffs, targets, presets and filters (fixtures and real catalogues),
 * brute force through the public weaponDamage on a tiny catalogue, "the best weapon is never beaten
 * by a random one", the shield a two-handed weapon takes off, the filters, and bad queries. Issue 23:
 * the AssemblyScript sweep ≡ the TypeScript loop it replaced (same entries, order, figures and counts,
 * whatever the slice size), its progress reports, and a stop between slices.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildCatalog, type Catalog, type CatalogItem, type RawItem } from '#engine/src/catalog.ts';
import { CACMINATOR_DEFAULT_SLICE } from '#engine/src/cacminator.ts';
import { forgemagedHits, passesCatalogFilters, resolveCacminatorQuery, weaponForgemagieRange, CACMINATOR_MAX_LIMIT } from '#engine/src/cacminator-common.ts';
import { WEAPON_FM_PERCENTS, type CacminatorFilters, type CacminatorProgress, type CacminatorQuery, type CacminatorResult, type WeaponForgemagie } from '#game/cacminator-types';
import { DAMAGE_ELEMENTS, type DamageElement } from '#engine/src/damage-common.ts';
import type { DamageOptions, Target, WeaponDamage } from '#game/damage-types';
import { createEngine } from '#engine/src/index.ts';
import { EngineCore } from '#engine/src/core.ts';
import { DamageCalculator } from '#engine/src/damage.ts';
import { OUT, OUT_LINE } from '#engine/src/damage-layout.ts';
import { instantiateKernels } from '#engine/src/wasm.ts';
import type { Engine } from '#engine/src/engine.ts';
import { EngineInputError } from '#engine/src/errors.ts';
import { referenceCacminator } from '#engine/reference/cacminator.ts';
import type { StuffInput } from '#game/stuff';
import type { Variant } from '#game/variants';
import { REPO_ROOT, fixtureCatalog, hasRealData, realCatalog } from '../../support/catalogs.ts';
import { stuffArbitrary } from '../../support/stuff-arbitrary.ts';

const IOP = 8;
const readJson = <T>(path: string): T => JSON.parse(readFileSync(resolve(REPO_ROOT, path), 'utf8')) as T;

/** The fixtures plus the real records of the damage and Cacminator tests (a shield, steal and one-value lines). */
async function cacminatorCatalog(variant: 'retro' | 'dofus'): Promise<Catalog> {
  const catalog = await fixtureCatalog(variant);
  const weapons = readJson<RawItem[]>(`tests/fixtures/damage/${variant}-weapons.json`);
  const items: RawItem[] = [];
  if (variant === 'retro') {
    weapons.push(...readJson<RawItem[]>('tests/fixtures/cacminator/retro-weapons.json'));
    items.push(...readJson<RawItem[]>('tests/fixtures/cacminator/retro-items.json'));
  }
  const extra = buildCatalog(variant, catalog.version, { items, weapons, sets: [], classes: [] });
  return { ...catalog, items: [...catalog.items, ...extra.items] };
}

/** The result, or the engine input error's code and field: both sides must agree on either. */
function outcome(run: () => CacminatorResult): unknown {
  try {
    return { result: run() };
  } catch (error) {
    if (error instanceof EngineInputError) return { error: error.code, field: error.field };
    throw error;
  }
}

const elementArbitrary = fc.constantFrom<DamageElement>(...DAMAGE_ELEMENTS);
const targetArbitrary: fc.Arbitrary<Target | undefined> = fc.option(
  fc.record(
    {
      resistPercent: fc.dictionary(elementArbitrary, fc.integer({ min: -50, max: 100 }), { maxKeys: 5 }),
      resistFlat: fc.dictionary(elementArbitrary, fc.integer({ min: -20, max: 60 }), { maxKeys: 5 }),
      player: fc.boolean(),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);

function optionsArbitrary(variant: Variant): fc.Arbitrary<DamageOptions | undefined> {
  const options: fc.Arbitrary<DamageOptions> =
    variant === 'retro'
      ? fc.record({ atDistance: fc.boolean(), weaponMastery: fc.integer({ min: 0, max: 40 }) }, { requiredKeys: [] })
      : fc.record({ atDistance: fc.boolean(), weaponSkillPower: fc.constantFrom(0, 300, 350) }, { requiredKeys: [] });
  return fc.option(options, { nil: undefined });
}

const forgemagieArbitrary: fc.Arbitrary<WeaponForgemagie> = fc.record({
  line: fc.constantFrom<WeaponForgemagie['line']>('damage', 'steal'),
  element: fc.constantFrom<WeaponForgemagie['element']>('earth', 'fire', 'water', 'air'),
  percent: fc.constantFrom(...WEAPON_FM_PERCENTS),
});

function filtersArbitrary(catalog: Catalog): fc.Arbitrary<CacminatorFilters | undefined> {
  const types = [...new Set(catalog.items.flatMap((item) => (item.weapon ? [item.weapon.type] : [])))];
  return fc.option(
    fc.record(
      {
        types: fc.subarray([...types, 'no_such_type'], { maxLength: Math.min(4, types.length + 1) }),
        maxLevel: fc.integer({ min: 1, max: 200 }),
        minLevel: fc.integer({ min: 1, max: 120 }),
        elements: fc.subarray([...DAMAGE_ELEMENTS], { maxLength: 3 }),
        hands: fc.constantFrom<'one' | 'two' | 'any'>('one', 'two', 'any'),
        conditions: fc.constantFrom<'met' | 'any'>('met', 'any'),
        availability: fc.constantFrom<'standard' | 'all'>('standard', 'all'),
      },
      { requiredKeys: [] },
    ),
    { nil: undefined },
  );
}

function queryArbitrary(catalog: Catalog, variant: Variant, limitMax = 30): fc.Arbitrary<CacminatorQuery> {
  return fc.record(
    {
      stuff: stuffArbitrary(catalog),
      target: targetArbitrary,
      options: optionsArbitrary(variant),
      filters: filtersArbitrary(catalog),
      forgemagie: fc.option(forgemagieArbitrary, { nil: null }),
      rankBy: fc.constantFrom<'turn' | 'ap'>('turn', 'ap'),
      expectation: fc.constantFrom<'expected' | 'normal' | 'critical'>('expected', 'normal', 'critical'),
      limit: fc.integer({ min: 1, max: limitMax }),
    },
    { requiredKeys: ['stuff'] },
  );
}

/** The catalogue with the preset applied to every weapon, for an engine that computes it through plain weaponDamage. */
function forgemagedCatalog(catalog: Catalog, forgemagie: WeaponForgemagie): Catalog {
  return { ...catalog, items: catalog.items.map((item) => (item.weapon && item.hits ? { ...item, hits: [...forgemagedHits(item.hits, forgemagie)] } : item)) };
}

const presetKey = (fm: WeaponForgemagie | null | undefined) => (fm ? `${fm.line}:${fm.element}:${fm.percent}` : 'none');

/** One engine per preset over the converted catalogue (built on first use). */
function enginesByPreset(catalog: Catalog, variant: Variant) {
  const engines = new Map<string, Promise<Engine>>();
  return (fm: WeaponForgemagie | null | undefined): Promise<Engine> => {
    const key = presetKey(fm);
    if (!engines.has(key)) engines.set(key, createEngine({ variant, catalog: fm ? forgemagedCatalog(catalog, fm) : catalog }));
    return engines.get(key)!;
  };
}

/** The ranking figure written out again from a weaponDamage result (independent of cacminatorScore). */
function figureOf(damage: WeaponDamage, query: CacminatorQuery): number {
  const rankBy = query.rankBy ?? 'turn';
  const expectation = query.expectation ?? 'expected';
  let perUse = damage.expectedDamage;
  if (expectation !== 'expected') {
    const side = expectation === 'critical' && damage.criticalRate.model !== 'none' ? 'critical' : 'normal';
    const sum = damage.lines.filter((line) => line.kind !== 'heal').reduce((total, line) => total + line[side].average, 0);
    perUse = (1 - damage.failChance) * sum;
  }
  return rankBy === 'turn' ? damage.usesPerTurn * perUse : damage.apCost > 0 ? perUse / damage.apCost : 0;
}

function armed(stuff: StuffInput, weapon: CatalogItem): StuffInput {
  const items = { ...stuff.items, ar: weapon.id };
  const rolls = { ...(stuff.rolls ?? {}) };
  delete rolls.ar;
  if (weapon.weapon!.twoHanded) {
    delete items.br;
    delete rolls.br;
  }
  return { ...stuff, items, rolls };
}

describe('weapon forgemagie preset (research §5 calcElementMage)', () => {
  it('gives the hand-checked ranges', () => {
    // 1–7: b = ⌊0·k⌋ = 0, d = ⌊7·k⌋ = 3, 4, 5.
    expect(weaponForgemagieRange(1, 7, 50)).toEqual([1, 3]);
    expect(weaponForgemagieRange(1, 7, 68)).toEqual([1, 4]);
    expect(weaponForgemagieRange(1, 7, 85)).toEqual([1, 5]);
    // 11–30: b = ⌊10·k⌋ = 5, 6, 8; d = ⌊20·k⌋ = 10, 13, 17.
    expect(weaponForgemagieRange(11, 30, 50)).toEqual([6, 15]);
    expect(weaponForgemagieRange(11, 30, 68)).toEqual([7, 19]);
    expect(weaponForgemagieRange(11, 30, 85)).toEqual([9, 25]);
    // 25 × 0.68 = 17 exactly (a double product would give 17.000000000000004 or 16.99…).
    expect(weaponForgemagieRange(1, 25, 68)).toEqual([1, 17]);
    // 41–60 (Epée de Mercenaire's steal): b = ⌊40·0.5⌋ = 20, d = ⌊20·0.5⌋ = 10.
    expect(weaponForgemagieRange(41, 60, 50)).toEqual([21, 30]);
    // A one-value line: d = ⌊1·k⌋ = 0, the line keeps b + 1.
    expect(weaponForgemagieRange(10, 10, 50)).toEqual([5, 5]);
    expect(weaponForgemagieRange(1, 1, 85)).toEqual([1, 1]);
  });

  it('converts only neutral lines of the preset kind', () => {
    const hits: CatalogItem['hits'] = [
      ['steal', 'neutral', 2, 6],
      ['damage', 'neutral', 6, 10],
      ['damage', 'fire', 6, 10],
    ];
    expect(forgemagedHits(hits, { line: 'damage', element: 'water', percent: 68 })).toEqual([
      ['steal', 'neutral', 2, 6],
      ['damage', 'water', 4, 6],
      ['damage', 'fire', 6, 10],
    ]);
    expect(forgemagedHits(hits, { line: 'steal', element: 'air', percent: 85 })).toEqual([
      ['steal', 'air', 1, 4],
      ['damage', 'neutral', 6, 10],
      ['damage', 'fire', 6, 10],
    ]);
  });
});

describe('Cacminator on the retro fixtures', () => {
  let catalog: Catalog;
  let engine: Engine;
  beforeAll(async () => {
    catalog = await cacminatorCatalog('retro');
    engine = await createEngine({ variant: 'retro', catalog });
  });

  it('computes a converted line with the stuff (Petite Epée de Boisaille 40, fire 85 %, hand-checked)', () => {
    // Iop (sword 100 %), level 10 (6 AP), 100 intelligence: fire % = 200. Line 1–7 → 1–5 fire.
    const stuff: StuffInput = { classId: IOP, level: 10, points: { intelligence: 100 }, items: {} };
    const result = engine.cacminator({ stuff, forgemagie: { line: 'damage', element: 'fire', percent: 85 }, filters: { types: ['sword'], minLevel: 2, maxLevel: 2 } });
    expect(result.entries.map((entry) => entry.weaponId)).toEqual([40]);
    const [entry] = result.entries;
    expect(entry.forgemagieApplied).toBe(true);
    expect(entry.conditionsMet).toBe(false); // CS>4, no strength
    expect(entry.damage.lines).toEqual([
      { kind: 'damage', element: 'fire', appliedElement: 'fire', normal: { min: 2, max: 10, average: 6 }, critical: { min: 12, max: 20, average: 16 } },
    ]);
    expect(entry.damage.usesPerTurn).toBe(1);
    const expected = (29 / 30) * ((49 / 50) * 6 + (1 / 50) * 16);
    expect(entry.score).toBeCloseTo(expected, 12);
    const normal = engine.cacminator({ stuff, forgemagie: { line: 'damage', element: 'fire', percent: 85 }, filters: { types: ['sword'], minLevel: 2, maxLevel: 2 }, expectation: 'normal', rankBy: 'ap' });
    expect(normal.entries[0].score).toBeCloseTo(((29 / 30) * 6) / 4, 12);
    const critical = engine.cacminator({ stuff, forgemagie: { line: 'damage', element: 'fire', percent: 85 }, filters: { types: ['sword'], minLevel: 2, maxLevel: 2 }, expectation: 'critical' });
    expect(critical.entries[0].score).toBeCloseTo((29 / 30) * 16, 12);
  });

  it('leaves the catalogue lines as they were after a preset', () => {
    const stuff: StuffInput = { classId: IOP, level: 100, points: { strength: 100 }, items: { ar: 40 } };
    const before = engine.weaponDamage(stuff);
    engine.cacminator({ stuff, forgemagie: { line: 'damage', element: 'air', percent: 50 }, filters: { availability: 'all' } });
    expect(engine.weaponDamage(stuff)).toEqual(before);
    expect(before!.lines[0].element).toBe('neutral');
  });

  it('takes the shield off for two-handed weapons only, shield rolls included', () => {
    // 7069 is a real shield; an exo of 300 strength rolled on it would raise every earth and neutral hit.
    const stuff: StuffInput = { classId: IOP, level: 200, points: { strength: 200 }, items: { br: 7069 }, rolls: { br: { strength: 300 } } };
    const result = engine.cacminator({ stuff, filters: { availability: 'all' }, limit: CACMINATOR_MAX_LIMIT });
    const twoHanded = result.entries.filter((entry) => catalog.items.find((item) => item.id === entry.weaponId)!.weapon!.twoHanded);
    expect(twoHanded.length).toBeGreaterThan(0);
    for (const entry of result.entries) {
      const weapon = catalog.items.find((item) => item.id === entry.weaponId)!;
      expect(entry.shieldRemoved).toBe(weapon.weapon!.twoHanded);
      const withoutShield = engine.weaponDamage(armed(stuff, weapon));
      expect(entry.damage).toEqual(withoutShield);
      if (weapon.weapon!.twoHanded) {
        const keptShield = engine.weaponDamage({ ...stuff, items: { ...stuff.items, ar: weapon.id } })!;
        if (keptShield.expectedDamage > 0) expect(entry.damage.expectedDamage).toBeLessThan(keptShield.expectedDamage);
      }
    }
    // Without a shield there is nothing to take off.
    expect(engine.cacminator({ stuff: { ...stuff, items: {} }, filters: { availability: 'all' } }).entries.every((entry) => !entry.shieldRemoved)).toBe(true);
  });

  it('filters by type, level range, hands, availability, elements and conditions', () => {
    const stuff: StuffInput = { classId: IOP, level: 200, points: { strength: 80 }, items: {} };
    const all = engine.cacminator({ stuff, filters: { availability: 'all' }, limit: CACMINATOR_MAX_LIMIT });
    const weapons = catalog.items.filter((item) => item.weapon);
    expect(all.catalogWeapons).toBe(weapons.length);
    expect(all.considered).toBe(weapons.length);
    expect(all.availability).toBe('all');
    const itemOf = (id: number) => weapons.find((item) => item.id === id)!;
    const run = (filters: CacminatorFilters) => engine.cacminator({ stuff, filters, limit: CACMINATOR_MAX_LIMIT });

    const standard = run({});
    expect(standard.considered).toBe(weapons.filter((item) => item.availability === 'standard').length);
    expect(standard.entries.map((entry) => itemOf(entry.weaponId).availability)).not.toContain('npc');
    expect(run({ types: ['sword', 'bow'], availability: 'all' }).entries.map((entry) => entry.damage.weaponType).sort()).toEqual(
      weapons.filter((item) => ['sword', 'bow'].includes(item.weapon!.type)).map((item) => item.weapon!.type).sort(),
    );
    const ranged = run({ minLevel: 3, maxLevel: 20, availability: 'all' });
    expect(ranged.entries.map((entry) => entry.weaponId).sort()).toEqual(weapons.filter((item) => item.level >= 3 && item.level <= 20).map((item) => item.id).sort());
    // The default highest level is the stuff's.
    expect(engine.cacminator({ stuff: { ...stuff, level: 5 }, filters: { availability: 'all' } }).entries.every((entry) => itemOf(entry.weaponId).level <= 5)).toBe(true);
    expect(run({ hands: 'two', availability: 'all' }).entries.every((entry) => itemOf(entry.weaponId).weapon!.twoHanded)).toBe(true);
    expect(run({ hands: 'one', availability: 'all' }).considered).toBe(weapons.filter((item) => !item.weapon!.twoHanded).length);
    const fire = run({ elements: ['fire'], availability: 'all' });
    expect(fire.considered).toBeGreaterThan(0);
    for (const entry of fire.entries) expect(entry.damage.lines.some((line) => line.kind !== 'heal' && line.appliedElement === 'fire')).toBe(true);
    expect(fire.considered).toBe(all.entries.filter((entry) => entry.damage.lines.some((line) => line.kind !== 'heal' && line.appliedElement === 'fire')).length);
    // A preset turns neutral lines into water: those weapons now pass a water filter.
    const water = engine.cacminator({ stuff, filters: { elements: ['water'], availability: 'all' }, forgemagie: { line: 'damage', element: 'water', percent: 50 }, limit: CACMINATOR_MAX_LIMIT });
    expect(water.entries.map((entry) => entry.weaponId)).toContain(40);
    const met = run({ conditions: 'met', availability: 'all' });
    expect(met.entries.every((entry) => entry.conditionsMet)).toBe(true);
    expect(met.considered).toBe(all.entries.filter((entry) => entry.conditionsMet).length);
    expect(met.considered).toBeLessThan(all.considered);
  });

  it('ranks by score, then weapon id, and keeps at most `limit` entries', () => {
    const stuff: StuffInput = { classId: 0, level: 1, items: {} };
    // Naked level 1: several weapons tie (e.g. the 1–1 Loupe and others at the same figure, or none).
    const result = engine.cacminator({ stuff, filters: { availability: 'all' }, limit: CACMINATOR_MAX_LIMIT });
    for (let i = 1; i < result.entries.length; i++) {
      const [a, b] = [result.entries[i - 1], result.entries[i]];
      expect(a.score > b.score || (a.score === b.score && a.weaponId < b.weaponId)).toBe(true);
    }
    expect(engine.cacminator({ stuff, filters: { availability: 'all' }, limit: 2 }).entries).toEqual(result.entries.slice(0, 2));
    expect(engine.cacminator({ stuff, filters: { availability: 'all' } }).considered).toBe(result.considered);
  });

  it('refuses bad queries with invalid_cacminator_query and the field', () => {
    const stuff: StuffInput = { classId: IOP, level: 50, items: {} };
    const cases: [unknown, string][] = [
      [null, 'query'],
      [{ stuff, rankBy: 'hit' }, 'rankBy'],
      [{ stuff, expectation: 'max' }, 'expectation'],
      [{ stuff, limit: 0 }, 'limit'],
      [{ stuff, limit: 501 }, 'limit'],
      [{ stuff, limit: 2.5 }, 'limit'],
      [{ stuff, filters: [] }, 'filters'],
      [{ stuff, filters: { types: 'sword' } }, 'filters.types'],
      [{ stuff, filters: { types: [3] } }, 'filters.types[0]'],
      [{ stuff, filters: { maxLevel: 0 } }, 'filters.maxLevel'],
      [{ stuff, filters: { minLevel: 60 } }, 'filters.minLevel'],
      [{ stuff, filters: { elements: ['light'] } }, 'filters.elements[0]'],
      [{ stuff, filters: { hands: 'three' } }, 'filters.hands'],
      [{ stuff, filters: { conditions: 'unmet' } }, 'filters.conditions'],
      [{ stuff, filters: { availability: 'npc' } }, 'filters.availability'],
      [{ stuff, filters: { colour: 'red' } }, 'filters.colour'],
      [{ stuff, forgemagie: { line: 'damage', element: 'neutral', percent: 50 } }, 'forgemagie.element'],
      [{ stuff, forgemagie: { line: 'heal', element: 'fire', percent: 50 } }, 'forgemagie.line'],
      [{ stuff, forgemagie: { line: 'damage', element: 'fire', percent: 60 } }, 'forgemagie.percent'],
      [{ stuff, forgemagie: { line: 'damage', element: 'fire' } }, 'forgemagie'],
      [{ stuff, forgemagie: 'fire' }, 'forgemagie'],
      [{ stuff, sort: 'asc' }, 'sort'],
    ];
    for (const [query, field] of cases) {
      const run = () => engine.cacminator(query as CacminatorQuery);
      expect(run, JSON.stringify(query)).toThrow(EngineInputError);
      try {
        run();
      } catch (error) {
        expect((error as EngineInputError).code).toBe('invalid_cacminator_query');
        expect((error as EngineInputError).field).toBe(field);
      }
    }
    // The stuff, target and options keep the engine's own codes.
    expect(() => engine.cacminator({ stuff: { ...stuff, level: 0 } })).toThrow(expect.objectContaining({ code: 'invalid_level' }));
    expect(() => engine.cacminator({ stuff, target: { resistPercent: { earth: 2.5 } } })).toThrow(expect.objectContaining({ code: 'invalid_target' }));
    expect(() => engine.cacminator({ stuff, options: { weaponSkillPower: 300 } })).toThrow(expect.objectContaining({ code: 'invalid_damage_option' }));
  });
});

describe('WASM ≡ reference', () => {
  for (const [variant, runs] of [['retro', 1500], ['dofus', 400], ['touch', 200]] as const) {
    it(`on the ${variant} fixtures (${runs} random queries)`, async () => {
      const catalog = await cacminatorCatalog(variant === 'touch' ? 'dofus' : variant);
      const engine = await createEngine({ variant, catalog });
      let ranked = 0;
      fc.assert(
        fc.property(queryArbitrary(catalog, variant), (query) => {
          const wasm = outcome(() => engine.cacminator(query));
          expect(wasm).toEqual(outcome(() => referenceCacminator(catalog, query, variant)));
          if ((wasm as { result?: CacminatorResult }).result?.entries.length) ranked++;
        }),
        { numRuns: runs, seed: 61 },
      );
      // Not a test of errors and empty lists only.
      expect(ranked).toBeGreaterThan(runs / 5);
    }, 120_000);
  }

  it.runIf(hasRealData)('on the real retro and dofus catalogues', async () => {
    for (const [variant, runs] of [['retro', 8], ['dofus', 4]] as const) {
      const catalog = await realCatalog(variant);
      const engine = await createEngine({ variant, catalog });
      fc.assert(
        fc.property(queryArbitrary(catalog, variant, CACMINATOR_MAX_LIMIT), (query) => {
          expect(outcome(() => engine.cacminator(query))).toEqual(outcome(() => referenceCacminator(catalog, query, variant)));
        }),
        { numRuns: runs, seed: 62 },
      );
      // And the whole list with the default filters: a level-200 stuff, every availability, a preset.
      const [stuff] = fc.sample(stuffArbitrary(catalog), { numRuns: 1, seed: 65 });
      const whole: CacminatorQuery = { stuff: { ...stuff, level: 200 }, filters: { availability: 'all' }, forgemagie: { line: 'damage', element: 'air', percent: 68 }, limit: 50 };
      const result = engine.cacminator(whole);
      expect(result.considered).toBe(catalog.items.filter((item) => item.weapon).length);
      expect(result).toEqual(referenceCacminator(catalog, whole, variant));
    }
  }, 300_000);
});

describe('brute force on a tiny catalogue (public weaponDamage and checkConditions, one weapon at a time)', () => {
  it('finds the same ranking, entries and counts', async () => {
    const catalog = await cacminatorCatalog('retro');
    const engine = await createEngine({ variant: 'retro', catalog });
    const engineFor = enginesByPreset(catalog, 'retro');
    const weapons = catalog.items.filter((item) => item.weapon);
    let ranked = 0;
    await fc.assert(
      fc.asyncProperty(queryArbitrary(catalog, 'retro'), async (query) => {
        let expected: { weaponId: number; score: number; damage: WeaponDamage; conditionsMet: boolean }[];
        try {
          resolveCacminatorQuery('retro', query);
        } catch {
          return;
        }
        const presetEngine = await engineFor(query.forgemagie);
        const filters = query.filters ?? {};
        const maxLevel = filters.maxLevel ?? query.stuff.level;
        expected = [];
        for (const weapon of weapons) {
          const block = weapon.weapon!;
          if (filters.types && filters.types.length > 0 && !filters.types.includes(block.type)) continue;
          if (weapon.level > maxLevel || weapon.level < (filters.minLevel ?? 1)) continue;
          if ((filters.hands === 'one' && block.twoHanded) || (filters.hands === 'two' && !block.twoHanded)) continue;
          if ((filters.availability ?? 'standard') === 'standard' && weapon.availability !== 'standard') continue;
          const stuff = armed(query.stuff, weapon);
          const damage = presetEngine.weaponDamage(stuff, query.target, query.options)!;
          const elements = filters.elements ?? [];
          if (elements.length > 0 && !damage.lines.some((line) => line.kind !== 'heal' && elements.includes(line.appliedElement!))) continue;
          const conditionsMet = !presetEngine.checkConditions(stuff).some((condition) => condition.slot === 'ar' && condition.kind === 'unmet');
          if (filters.conditions === 'met' && !conditionsMet) continue;
          expected.push({ weaponId: weapon.id, score: figureOf(damage, query), damage, conditionsMet });
        }
        expected.sort((a, b) => b.score - a.score || a.weaponId - b.weaponId);
        if (expected.length > 0) ranked++;
        const result = engine.cacminator(query);
        expect(result.considered).toBe(expected.length);
        expect(result.entries.map(({ weaponId, score, damage, conditionsMet }) => ({ weaponId, score, damage, conditionsMet }))).toEqual(
          expected.slice(0, query.limit ?? 20),
        );
      }),
      { numRuns: 400, seed: 63 },
    );
    expect(ranked).toBeGreaterThan(80);
  }, 120_000);
});

describe('the best weapon is never beaten by a random weapon', () => {
  it('on the real retro catalogue (or the fixtures without it)', async () => {
    const catalog = hasRealData ? await realCatalog('retro') : await cacminatorCatalog('retro');
    const engine = await createEngine({ variant: 'retro', catalog });
    const engineFor = enginesByPreset(catalog, 'retro');
    const weapons = catalog.items.filter((item) => item.weapon);
    let challenged = 0;
    const presets: (WeaponForgemagie | null)[] = [null, { line: 'damage', element: 'water', percent: 85 }, { line: 'steal', element: 'fire', percent: 50 }];
    await fc.assert(
      fc.asyncProperty(
        queryArbitrary(catalog, 'retro'),
        fc.constantFrom(...presets),
        fc.array(fc.constantFrom(...weapons), { minLength: 1, maxLength: 8 }),
        async (drawn, forgemagie, challengers) => {
          // Elements and conditions left out: every weapon the catalogue filters let through is a candidate.
          const query: CacminatorQuery = { ...drawn, forgemagie, filters: { ...drawn.filters, elements: undefined, conditions: undefined } };
          let resolved;
          try {
            resolved = resolveCacminatorQuery('retro', query);
          } catch {
            return;
          }
          const result = engine.cacminator(query);
          const presetEngine = await engineFor(forgemagie);
          for (const weapon of challengers) {
            if (!passesCatalogFilters(weapon, resolved)) continue;
            const score = figureOf(presetEngine.weaponDamage(armed(query.stuff, weapon), query.target, query.options)!, query);
            challenged++;
            expect(result.entries.length).toBeGreaterThan(0);
            expect(score).toBeLessThanOrEqual(result.entries[0].score);
            const listed = result.entries.find((entry) => entry.weaponId === weapon.id);
            if (listed) expect(listed.score).toBe(score);
            else expect(score).toBeLessThanOrEqual(result.entries[result.entries.length - 1].score);
          }
        },
      ),
      { numRuns: hasRealData ? 150 : 400, seed: 64 },
    );
    expect(challenged).toBeGreaterThan(50);
  }, 300_000);
});

/** Entries of a result with at least one pair of equal scores (the weapon id decides their order). */
function hasTie(result: CacminatorResult): boolean {
  return result.entries.some((entry, i) => i > 0 && entry.score === result.entries[i - 1].score);
}

describe('the AssemblyScript sweep ≡ the TypeScript loop it replaced (issue 23)', () => {
  for (const [variant, runs] of [['retro', 2500], ['dofus', 600], ['touch', 300]] as const) {
    it(`on the ${variant} fixtures (${runs} random queries, random slice sizes)`, async () => {
      const catalog = await cacminatorCatalog(variant === 'touch' ? 'dofus' : variant);
      const sweep = await createEngine({ variant, catalog });
      const loop = await createEngine({ variant, catalog, cacminatorLoop: 'typescript' });
      let ranked = 0;
      let tied = 0;
      fc.assert(
        fc.property(queryArbitrary(catalog, variant, 60), fc.integer({ min: 1, max: 40 }), (query, sliceWeapons) => {
          const swept = outcome(() => sweep.cacminator(query, { sliceWeapons }));
          expect(swept).toEqual(outcome(() => loop.cacminator(query)));
          const result = (swept as { result?: CacminatorResult }).result;
          if (result?.entries.length) ranked++;
          if (result && hasTie(result)) tied++;
        }),
        { numRuns: runs, seed: 231 },
      );
      // Not a test of errors and empty lists only, and the tie-break is exercised (the dofus fixtures have fewer weapons, so fewer ties).
      expect(ranked).toBeGreaterThan(runs / 5);
      expect(tied).toBeGreaterThan(variant === 'retro' ? runs / 50 : 1);
    }, 120_000);
  }

  it.runIf(hasRealData)('on the real retro and dofus catalogues (top lists up to 500)', async () => {
    for (const [variant, runs] of [['retro', 120], ['dofus', 40]] as const) {
      const catalog = await realCatalog(variant);
      const sweep = await createEngine({ variant, catalog });
      const loop = await createEngine({ variant, catalog, cacminatorLoop: 'typescript' });
      fc.assert(
        fc.property(queryArbitrary(catalog, variant, CACMINATOR_MAX_LIMIT), fc.constantFrom(1, 7, 100, CACMINATOR_DEFAULT_SLICE, 100_000), (query, sliceWeapons) => {
          expect(outcome(() => sweep.cacminator(query, { sliceWeapons }))).toEqual(outcome(() => loop.cacminator(query)));
        }),
        { numRuns: runs, seed: 232 },
      );
      // The whole list under every ranking, with and without a preset and the condition filter.
      const [stuff] = fc.sample(stuffArbitrary(catalog), { numRuns: 1, seed: 233 });
      for (const rankBy of ['turn', 'ap'] as const) {
        for (const expectation of ['expected', 'normal', 'critical'] as const) {
          const query: CacminatorQuery = {
            stuff: { ...stuff, level: 200 },
            filters: { availability: 'all', conditions: rankBy === 'ap' ? 'met' : 'any' },
            forgemagie: expectation === 'normal' ? null : { line: 'damage', element: 'water', percent: 68 },
            rankBy,
            expectation,
            limit: CACMINATOR_MAX_LIMIT,
          };
          expect(sweep.cacminator(query)).toEqual(loop.cacminator(query));
        }
      }
    }
  }, 300_000);

  describe('progress and stop between slices', () => {
    let catalog: Catalog;
    let engine: Engine;
    const stuff: StuffInput = { classId: IOP, level: 200, points: { strength: 150, intelligence: 50 }, items: { br: 7069 } };
    const query: CacminatorQuery = { stuff, filters: { availability: 'all' }, forgemagie: { line: 'damage', element: 'fire', percent: 85 }, limit: 10 };
    beforeAll(async () => {
      catalog = await cacminatorCatalog('retro');
      engine = await createEngine({ variant: 'retro', catalog });
    });

    it('reports each slice, the last one with every candidate computed', () => {
      const candidates = catalog.items.filter((item) => item.weapon && passesCatalogFilters(item, resolveCacminatorQuery('retro', query))).length;
      expect(candidates).toBeGreaterThan(10);
      const reports: CacminatorProgress[] = [];
      const result = engine.cacminator(query, { sliceWeapons: 4, onProgress: (progress) => reports.push(progress) });
      expect(reports).toEqual(Array.from({ length: Math.ceil(candidates / 4) }, (_, i) => ({ computed: Math.min(candidates, 4 * (i + 1)), candidates })));
      expect(result).toEqual(engine.cacminator(query));
      expect(result.considered).toBe(candidates);
    });

    it('stops between slices when the signal is aborted, leaving the catalogue and the next search as they were', () => {
      const expected = engine.cacminator(query);
      const before = engine.weaponDamage({ ...stuff, items: { ar: 40 } });
      const controller = new AbortController();
      const reports: CacminatorProgress[] = [];
      const stopped = () =>
        engine.cacminator(query, {
          sliceWeapons: 3,
          signal: controller.signal,
          onProgress: (progress) => {
            reports.push(progress);
            if (reports.length === 2) controller.abort();
          },
        });
      expect(stopped).toThrow(expect.objectContaining({ name: 'AbortError' }));
      // Two slices ran, the third was not started.
      expect(reports.map((report) => report.computed)).toEqual([3, 6]);
      // The preset's lines were restored, and a stopped sweep leaves nothing behind for the next one.
      expect(engine.weaponDamage({ ...stuff, items: { ar: 40 } })).toEqual(before);
      expect(engine.cacminator(query, { sliceWeapons: 5 })).toEqual(expected);
      // Aborted before the call: nothing is computed.
      reports.length = 0;
      expect(stopped).toThrow(expect.objectContaining({ name: 'AbortError' }));
      expect(reports).toEqual([]);
      const reason = new Error('superseded');
      expect(() => engine.cacminator(query, { signal: AbortSignal.abort(reason) })).toThrow(reason);
    });

    it('refuses a slice size that is not a positive integer', () => {
      for (const sliceWeapons of [0, -1, 2.5, Number.NaN]) expect(() => engine.cacminator(query, { sliceWeapons })).toThrow(RangeError);
    });
  });
});

describe('the bound the sweep prunes with (weaponDamageBound: every line at its highest roll)', () => {
  for (const variant of ['retro', 'dofus'] as const) {
    it(`is at least every average and figure of the true result, with the same sheet figures, on the ${variant} fixtures`, async () => {
      const catalog = await cacminatorCatalog(variant);
      const core = new EngineCore(variant, catalog, await instantiateKernels());
      const damage = new DamageCalculator(core);
      const [request, exact, bound] = [core.allocateWords(32), core.allocateWords(512), core.allocateWords(512)];
      const weapons = catalog.items.filter((item) => item.weapon);
      let widened = 0;
      fc.assert(
        fc.property(stuffArbitrary(catalog), fc.constantFrom(...weapons), targetArbitrary, optionsArbitrary(variant), (drawn, weapon, target, options) => {
          const stuff = armed(drawn, weapon);
          try {
            core.writeStuff(stuff, core.stuffPointer);
          } catch {
            return;
          }
          damage.writeRequest(damage.weaponRow(weapon.id)!, target, options, request);
          core.kernels.weaponDamage(core.stuffPointer, core.sheetPointer, request, exact);
          core.kernels.weaponDamageBound(core.stuffPointer, core.sheetPointer, request, bound);
          const floats = new Float64Array(core.kernels.memory.buffer);
          const [e, b] = [exact / 8, bound / 8];
          for (const field of [OUT.critKind, OUT.critValue, OUT.critChance, OUT.failChance, OUT.usesPerTurn, OUT.atDistance, OUT.weaponSkill]) {
            expect(floats[b + field]).toBe(floats[e + field]);
          }
          for (const field of [OUT.expectedDamage, OUT.damagePerTurn, OUT.damagePerAp]) expect(floats[b + field]).toBeGreaterThanOrEqual(floats[e + field]);
          if (floats[b + OUT.expectedDamage] > floats[e + OUT.expectedDamage]) widened++;
          for (let slot = 0; slot < 2 * weapon.hits!.length; slot++) {
            const [es, bs] = [e + OUT.words + slot * OUT_LINE.words, b + OUT.words + slot * OUT_LINE.words];
            expect(floats[bs + OUT_LINE.kind]).toBe(floats[es + OUT_LINE.kind]);
            expect(floats[bs + OUT_LINE.element]).toBe(floats[es + OUT_LINE.element]);
            expect(floats[bs + OUT_LINE.average]).toBeGreaterThanOrEqual(floats[es + OUT_LINE.average]);
            // The highest roll is the true maximum of the line.
            expect(floats[bs + OUT_LINE.average]).toBe(floats[es + OUT_LINE.max]);
          }
        }),
        { numRuns: 1500, seed: 234 },
      );
      // Not a bound that equals the exact figures everywhere.
      expect(widened).toBeGreaterThan(300);
    }, 120_000);
  }
});
