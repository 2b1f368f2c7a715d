import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CatalogSchema } from '#contract/catalog';
import { buildCatalog, type Catalog } from '#engine/src/catalog.ts';
import { ConditionChecker, slotRuleViolations } from '#engine/src/conditions.ts';
import { EngineCore } from '#engine/src/core.ts';
import { createEngine } from '#engine/src/index.ts';
import type { Engine } from '#engine/src/engine.ts';
import { EngineInputError } from '#engine/src/errors.ts';
import { referenceCheckConditions, referenceUnmetGroups } from '#engine/reference/conditions.ts';
import { referenceComputeStats } from '#engine/reference/index.ts';
import type { StuffInput } from '#game/stuff';
import type { Variant } from '#game/variants';
import { instantiateKernels } from '#engine/src/wasm.ts';
import { hasRealData, realCatalog } from '../../support/catalogs.ts';
import { conditionFixtureCatalog } from '../../support/condition-fixtures.ts';
import { stuffArbitrary } from '../../support/stuff-arbitrary.ts';

const OSAMODAS = 2;
const ENUTROF = 3;
const ECAFLIP = 6;
const IOP = 8;
const PANDAWA = 12;

const byId = (catalog: Catalog, id: number) => catalog.items.find((item) => item.id === id)!;

describe('conditions in the catalogue', () => {
  it('compiles retro conditions: totals, a class OR group, raw and non-sheet codes kept as text', () => {
    const catalog = conditionFixtureCatalog('retro');
    // Marteau Ronto: CI>150&CV>150&(PG=2|PG=5)
    expect(byId(catalog, 7156).conditions).toEqual([
      [['stat:intelligence', '>', 150]],
      [['stat:vitality', '>', 150]],
      [['class', '=', 2], ['class', '=', 5]],
    ]);
    expect(byId(catalog, 6839).conditions).toEqual([[['class', '=', 6]], [['sex', '=', 0]]]);
    expect(byId(catalog, 700).conditions).toEqual([[['class', '!', 10]]]);
    expect(byId(catalog, 8695).conditions).toEqual([[['stat:mp', '>', 5]]]);
    expect(byId(catalog, 1711).conditions).toEqual([[['unevaluable', 'PZ=1']]]);
    expect(byId(catalog, 1698).conditions).toEqual([
      ['PJ>2,20', 'PJ>24,20', 'PJ>36,20', 'PJ>28,20', 'PJ>26,20', 'PJ>41,20'].map((text) => ['unevaluable', text]),
    ]);
    expect(byId(catalog, 13093).conditions).toEqual(
      ['POE737', 'POE694', 'POE739', 'POE7754', 'POE7115', 'POE7114'].map((text) => [['unevaluable', text]]),
    );
    expect(byId(catalog, 2416).conditions).toBeUndefined();
  });

  it('reads a retro condition text without its parsed form: base codes, groups in parentheses, ~ and unknown codes', () => {
    const catalog = buildCatalog('retro', 'test', {
      items: [{ id: 1, category: 'hat', conditions: 'Cs>10&(PG=1|PS=1)&PN~Silaisie&CI<20' }],
      weapons: [],
      sets: [],
      classes: [],
    });
    expect(catalog.items[0].conditions).toEqual([
      [['base:strength', '>', 10]],
      [['class', '=', 1], ['sex', '=', 1]],
      [['unevaluable', 'PN~Silaisie']],
      [['stat:intelligence', '<', 20]],
    ]);
  });

  it('compiles dofuslab conditions: AND of OR groups, SET_BONUS, and unknown stats as text', () => {
    const catalog = conditionFixtureCatalog('dofus');
    expect(byId(catalog, 8827).conditions).toEqual([
      [['stat:vitality', '>', 1499]],
      [['stat:ap', '<', 12], ['stat:mp', '<', 6]],
    ]);
    expect(byId(catalog, 180).conditions).toEqual([[['stat:wisdom', '>', 99]], [['stat:ap', '<', 12]], [['stat:mp', '<', 6]]]);
    expect(byId(catalog, 16182).conditions).toEqual([[['set_bonus', '<', 3]]]);
    expect(byId(catalog, 758).conditions).toEqual([[['unevaluable', 'ALIGNMENT_LEVEL > 20']]]);
    expect(byId(catalog, 18691).conditions).toEqual([[['unevaluable', 'KAMAS > 49999']]]);
  });

  it('distributes an OR of ANDs into groups', () => {
    const leaf = (stat: string, value: number) => ({ stat, operator: '>', value });
    const catalog = buildCatalog('dofus', 'test', {
      items: [{ id: 1, category: 'hat', conditions: { conditions: { or: [{ and: [leaf('STRENGTH', 1), leaf('AGILITY', 2)] }, leaf('CHANCE', 3)] } } }],
      weapons: [],
      sets: [],
      classes: [],
    });
    expect(catalog.items[0].conditions).toEqual([
      [['stat:strength', '>', 1], ['stat:chance', '>', 3]],
      [['stat:agility', '>', 2], ['stat:chance', '>', 3]],
    ]);
  });

  it('compiles Touch lines: parsed lines (with "de base"), other lines as text', () => {
    const catalog = conditionFixtureCatalog('touch');
    expect(byId(catalog, 40).conditions).toEqual([[['stat:strength', '>', 4]]]);
    expect(byId(catalog, 1485).conditions).toEqual([[['base:chance', '>', 10]]]);
    expect(byId(catalog, 1698).conditions).toEqual([
      [['unevaluable', 'Bûcheron > Niv. 20 ou Mineur > Niv. 20 ou Pêcheur > Niv. 20 ou Paysan > Niv. 20 ou Alchimiste > Niv. 20 ou Chasseur > Niv. 20']],
    ]);
  });

  it('passes the wire schema of /api/catalog', () => {
    for (const variant of ['retro', 'dofus', 'touch'] as const) {
      const catalog = conditionFixtureCatalog(variant);
      expect(CatalogSchema.parse(catalog).items.filter((item) => item.conditions).length).toBeGreaterThan(2);
    }
  });

  it.skipIf(!hasRealData).each(['retro', 'dofus', 'touch'] as const)('compiles every condition of the real %s data within the kernel limits', async (variant) => {
    const catalog = await realCatalog(variant);
    const withConditions = catalog.items.filter((item) => item.conditions);
    expect(withConditions.length).toBeGreaterThan(200);
    for (const item of withConditions) expect(item.conditions!.length).toBeLessThanOrEqual(32);
    expect(() => CatalogSchema.parse(catalog)).not.toThrow();
  });
});

describe('conditions of retro stuffs (real items)', () => {
  let catalog: Catalog;
  let engine: Engine;
  beforeAll(async () => {
    catalog = conditionFixtureCatalog('retro');
    engine = await createEngine({ variant: 'retro', catalog });
  });

  // Marteau Ronto 7156: 151–200 vitality, 26–40 intelligence; CI>150&CV>150&(PG=2|PG=5).
  const ronto = (intelligence: number, classId = OSAMODAS): StuffInput => ({
    classId,
    level: 120,
    points: { intelligence },
    items: { ar: 7156 },
  });

  it('compares strictly: 150 intelligence fails CI>150, 151 passes', () => {
    expect(engine.checkConditions(ronto(110))).toEqual([
      {
        kind: 'unmet',
        slot: 'ar',
        itemId: 7156,
        group: 0,
        atoms: [{ subject: 'stat:intelligence', operator: '>', required: 150, actual: 150 }],
      },
    ]);
    expect(engine.checkConditions(ronto(111))).toEqual([]);
  });

  it('counts the item’s own lines, at their roll: CV>150 holds on the hammer’s 200 vitality, fails at a 150 roll', () => {
    expect(engine.checkConditions(ronto(111))).toEqual([]);
    expect(engine.checkConditions({ ...ronto(111), rolls: { ar: { vitality: 150 } } })).toEqual([
      {
        kind: 'unmet',
        slot: 'ar',
        itemId: 7156,
        group: 1,
        atoms: [{ subject: 'stat:vitality', operator: '>', required: 150, actual: 150 }],
      },
    ]);
  });

  it('reports a class OR group with the class of the stuff', () => {
    expect(engine.checkConditions(ronto(111, IOP))).toEqual([
      {
        kind: 'unmet',
        slot: 'ar',
        itemId: 7156,
        group: 2,
        atoms: [
          { subject: 'class', operator: '=', required: 2, actual: IOP },
          { subject: 'class', operator: '=', required: 5, actual: IOP },
        ],
      },
    ]);
    expect(engine.checkConditions(ronto(111, 5))).toEqual([]);
  });

  it('counts set bonuses: Force de Crocoburio (CS>59) holds with the Gobball 2-piece +5 strength', () => {
    // 1718: 16–30 strength; Coiffe 2411 and Amulette 2425 rolled at 1 strength each, +5 for 2 Gobball pieces.
    const stuff = (strength: number): StuffInput => ({
      classId: IOP,
      level: 40,
      points: { strength },
      items: { a1: 1718, ch: 2411, am: 2425 },
      rolls: { ch: { strength: 1 }, am: { strength: 1 } },
    });
    expect(engine.checkConditions(stuff(23))).toEqual([]);
    expect(engine.checkConditions(stuff(22))).toEqual([
      {
        kind: 'unmet',
        slot: 'a1',
        itemId: 1718,
        group: 0,
        atoms: [{ subject: 'stat:strength', operator: '>', required: 59, actual: 22 + 30 + 1 + 1 + 5 }],
      },
    ]);
  });

  it('checks sex and class (Epée de Yingnitié PG=6&PS=0), gender defaulting to 0', () => {
    const sword = { classId: ECAFLIP, level: 10, items: { ar: 6839 } };
    expect(engine.checkConditions({ ...sword, gender: 1 })).toEqual([
      { kind: 'unmet', slot: 'ar', itemId: 6839, group: 1, atoms: [{ subject: 'sex', operator: '=', required: 0, actual: 1 }] },
    ]);
    expect(engine.checkConditions({ ...sword, gender: 0 })).toEqual([]);
    expect(engine.checkConditions(sword)).toEqual([]);
  });

  it('checks “not this class” (Pandawa hat 700, PG!10) and total MP (L’Épée Nice 8695, CM>5)', () => {
    expect(engine.checkConditions({ classId: 10, level: 10, items: { ch: 700 } })).toEqual([
      { kind: 'unmet', slot: 'ch', itemId: 700, group: 0, atoms: [{ subject: 'class', operator: '!', required: 10, actual: 10 }] },
    ]);
    expect(engine.checkConditions({ classId: PANDAWA, level: 10, items: { ch: 700 } })).toEqual([]);
    // 3 base MP + 1 from the sword = 4, not above 5; two boosted MP make 6.
    const sword = { classId: ENUTROF, level: 177, items: { ar: 8695 } };
    expect(engine.checkConditions(sword)).toEqual([
      { kind: 'unmet', slot: 'ar', itemId: 8695, group: 0, atoms: [{ subject: 'stat:mp', operator: '>', required: 5, actual: 4 }] },
    ]);
    expect(engine.checkConditions({ ...sword, boosts: { mp: 2 } })).toEqual([]);
  });

  it('reports subscription, job and owned-item conditions as unevaluable, never as passed', () => {
    const report = engine.checkConditions({ classId: IOP, level: 50, items: { fa: 1711, ca: 1698, br: 13093 } });
    expect(report[0]).toEqual({ kind: 'unevaluable', slot: 'ca', itemId: 1698, group: 0, atoms: expect.any(Array) });
    expect(report[0].atoms).toHaveLength(6);
    expect(report[0].atoms[0]).toEqual({ subject: 'unevaluable', text: 'PJ>2,20' });
    expect(report.filter((entry) => entry.slot === 'br').map((entry) => entry.group)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(report.at(-1)).toEqual({ kind: 'unevaluable', slot: 'fa', itemId: 1711, group: 0, atoms: [{ subject: 'unevaluable', text: 'PZ=1' }] });
    expect(report).toHaveLength(1 + 6 + 1);
  });

  it('leaves unknown items out, and refuses bad input with an EngineInputError', () => {
    expect(engine.checkConditions({ classId: IOP, level: 50, items: { ar: 900_001 } })).toEqual([]);
    expect(() => engine.checkConditions({ classId: IOP, level: 0, items: {} })).toThrow(EngineInputError);
  });
});

describe('conditions of dofus and touch stuffs (real items)', () => {
  it('counts active set bonuses for SET_BONUS (Obstructeur mineur 16182: fewer than 3)', async () => {
    const catalog = conditionFixtureCatalog('dofus');
    const engine = await createEngine({ variant: 'dofus', catalog });
    const gobball = { ch: 2411, ca: 2414, a1: 2419 };
    expect(engine.checkConditions({ classId: IOP, level: 60, items: { ...gobball, d1: 16182 } })).toEqual([]);
    expect(engine.checkConditions({ classId: IOP, level: 60, items: { ...gobball, bo: 2422, d1: 16182 } })).toEqual([
      { kind: 'unmet', slot: 'd1', itemId: 16182, group: 0, atoms: [{ subject: 'set_bonus', operator: '<', required: 3, actual: 3 }] },
    ]);
  });

  it('checks AP and MP caps as totals with the base AP (Hache du Guerrier Zoth 8827)', async () => {
    const catalog = conditionFixtureCatalog('dofus');
    const engine = await createEngine({ variant: 'dofus', catalog });
    // 7 AP at level 200 + 1 from the axe + 4 boosted = 12; 3 MP + 2 boosted = 5 (< 6 holds).
    const axe = { classId: IOP, level: 200, points: { vitality: 1199 }, items: { ar: 8827 }, boosts: { ap: 4, mp: 2 } };
    expect(engine.checkConditions(axe)).toEqual([
      { kind: 'unmet', slot: 'ar', itemId: 8827, group: 0, atoms: [{ subject: 'stat:vitality', operator: '>', required: 1499, actual: 1199 + 300 }] },
    ]);
    expect(engine.checkConditions({ ...axe, points: { vitality: 1200 }, boosts: { ap: 4, mp: 3 } })).toEqual([
      {
        kind: 'unmet',
        slot: 'ar',
        itemId: 8827,
        group: 1,
        atoms: [
          { subject: 'stat:ap', operator: '<', required: 12, actual: 12 },
          { subject: 'stat:mp', operator: '<', required: 6, actual: 6 },
        ],
      },
    ]);
    expect(engine.checkConditions({ classId: IOP, level: 60, items: { br: 18691 } })).toEqual([
      { kind: 'unevaluable', slot: 'br', itemId: 18691, group: 0, atoms: [{ subject: 'unevaluable', text: 'KAMAS > 49999' }] },
    ]);
  });

  it('compares base values (points + scrolls) for Touch "de base" lines: La Reinette 1485, chance de base > 10', async () => {
    const catalog = conditionFixtureCatalog('touch');
    const engine = await createEngine({ variant: 'touch', catalog });
    // The amulet's own 20 chance does not count towards a base value.
    expect(engine.checkConditions({ classId: 0, level: 30, items: { am: 1485 } })).toEqual([
      { kind: 'unmet', slot: 'am', itemId: 1485, group: 0, atoms: [{ subject: 'base:chance', operator: '>', required: 10, actual: 0 }] },
    ]);
    expect(engine.checkConditions({ classId: 0, level: 30, points: { chance: 5 }, scrolls: { chance: 6 }, items: { am: 1485 } })).toEqual([]);
  });
});

describe('WASM conditions ≡ reference', () => {
  const genders = fc.constantFrom<0 | 1 | undefined>(0, 1, undefined);
  const withGender = (catalog: Catalog) =>
    fc.tuple(stuffArbitrary(catalog), genders).map(([stuff, gender]) => (gender === undefined ? stuff : { ...stuff, gender }));

  async function checkerFor(variant: Variant, catalog: Catalog) {
    const core = new EngineCore(variant, catalog, await instantiateKernels());
    return new ConditionChecker(core);
  }

  function differential(variant: Variant, catalog: Catalog, numRuns: number) {
    return async () => {
      const checker = await checkerFor(variant, catalog);
      const conditioned = catalog.items.filter((item) => item.conditions);
      let flagged = 0;
      fc.assert(
        fc.property(withGender(catalog), fc.constantFrom(...conditioned), (stuff, candidate) => {
          const expected = referenceCheckConditions(catalog, stuff);
          flagged += expected.length > 0 ? 1 : 0;
          expect(checker.checkConditions(stuff)).toEqual(expected);
          const sheet = referenceComputeStats(catalog, stuff);
          expect(checker.unmetGroups(candidate.id, stuff)).toBe(referenceUnmetGroups(candidate, stuff, sheet));
        }),
        { numRuns, seed: 3_2026 },
      );
      // The generator must reach the interesting cases, or the property proves little.
      expect(flagged).toBeGreaterThan(numRuns / 20);
    };
  }

  it('on the retro fixtures', differential('retro', conditionFixtureCatalog('retro'), 3000));
  it('on the dofus fixtures', differential('dofus', conditionFixtureCatalog('dofus'), 3000));
  it('on the touch fixtures', differential('touch', conditionFixtureCatalog('touch'), 2000));

  for (const variant of ['retro', 'dofus', 'touch'] as const) {
    it.skipIf(!hasRealData)(`on the real ${variant} catalogue`, async () => {
      const catalog = await realCatalog(variant);
      await differential(variant, catalog, 2000)();
    }, 120_000);
  }
});

describe('slot rules', () => {
  let retro: Engine;
  let dofus: Engine;
  beforeAll(async () => {
    retro = await createEngine({ variant: 'retro', catalog: conditionFixtureCatalog('retro') });
    dofus = await createEngine({ variant: 'dofus', catalog: conditionFixtureCatalog('dofus') });
  });
  const stuff = (items: StuffInput['items'], extra: Partial<StuffInput> = {}): StuffInput => ({ classId: IOP, level: 200, items, ...extra });

  it('accepts a plain stuff', () => {
    expect(retro.checkSlotRules(stuff({ ch: 2411, am: 2425, a1: 2419, a2: 1718, ar: 2416, d1: 737, d2: 739 }))).toEqual([]);
  });

  it('flags an item in a slot its category does not go in', () => {
    expect(retro.checkSlotRules(stuff({ a1: 2411, ch: 2411 }))).toEqual([{ code: 'wrong_slot', slots: ['a1'], itemIds: [2411] }]);
  });

  it('flags the same set ring twice (Anneau du Bouftou 2419), not the same set-less ring (1718)', () => {
    expect(retro.checkSlotRules(stuff({ a1: 2419, a2: 2419 }))).toEqual([{ code: 'duplicate_set_ring', slots: ['a1', 'a2'], itemIds: [2419, 2419] }]);
    expect(retro.checkSlotRules(stuff({ a1: 1718, a2: 1718 }))).toEqual([]);
    expect(retro.checkSlotRules(stuff({ a1: 6919, a2: 6920 }))).toEqual([]);
  });

  it('flags the same Dofus or trophy twice', () => {
    expect(retro.checkSlotRules(stuff({ d1: 737, d2: 739, d4: 737 }))).toEqual([
      { code: 'duplicate_dofus', slots: ['d1', 'd4'], itemIds: [737, 737] },
    ]);
    expect(dofus.checkSlotRules(stuff({ d2: 12622, d5: 12622, d6: 16182 }))).toEqual([
      { code: 'duplicate_dofus', slots: ['d2', 'd5'], itemIds: [12622, 12622] },
    ]);
  });

  it('flags two exo lines of AP, MP or range, not one, not a rolled line the item has, not other stats', () => {
    const items = { ch: 2411, a1: 1718, bo: 2422 };
    expect(retro.checkSlotRules(stuff(items, { rolls: { ch: { ap: 1 }, a1: { ap: 1 } } }))).toEqual([
      { code: 'multiple_exo', slots: ['ch', 'a1'], itemIds: [2411, 1718], stat: 'ap' },
    ]);
    expect(retro.checkSlotRules(stuff(items, { rolls: { ch: { mp: 1 }, a1: { ap: 1 }, bo: { range: 1 } } }))).toEqual([]);
    expect(retro.checkSlotRules(stuff(items, { rolls: { ch: { vitality: 20 }, a1: { vitality: 20 } } }))).toEqual([]);
    // The Baguette des Limbes (dofus 180) has an AP line: rolling it is not an exo.
    expect(dofus.checkSlotRules(stuff({ ar: 180, ch: 2411 }, { rolls: { ar: { ap: 1 }, ch: { ap: 1 } } }))).toEqual([]);
  });

  it('flags a two-handed weapon with a shield', () => {
    expect(retro.checkSlotRules(stuff({ ar: 7156, br: 13093 }))).toEqual([
      { code: 'two_handed_with_shield', slots: ['ar', 'br'], itemIds: [7156, 13093] },
    ]);
    expect(retro.checkSlotRules(stuff({ ar: 88, br: 13093 }))[0].code).toBe('two_handed_with_shield');
    expect(retro.checkSlotRules(stuff({ ar: 2416, br: 13093 }))).toEqual([]);
  });

  it('flags an item above the character’s level', () => {
    expect(retro.checkSlotRules(stuff({ ar: 7156, ch: 2411 }, { level: 106 }))).toEqual([{ code: 'level_too_high', slots: ['ar'], itemIds: [7156] }]);
    expect(retro.checkSlotRules(stuff({ ar: 7156 }, { level: 107 }))).toEqual([]);
  });

  it('flags two prysmaradites (Dofus 2)', () => {
    expect(dofus.checkSlotRules(stuff({ d1: 21451, d3: 21995 }))).toEqual([
      { code: 'multiple_prysmaradites', slots: ['d1', 'd3'], itemIds: [21451, 21995] },
    ]);
    expect(dofus.checkSlotRules(stuff({ d1: 21451, d3: 12622 }))).toEqual([]);
  });

  it('lists several violations rule by rule, and leaves unknown ids out', () => {
    const report = retro.checkSlotRules(stuff({ a1: 2419, a2: 2419, ar: 7156, br: 13093, d1: 737, d2: 737, ch: 900_002 }, { level: 50 }));
    expect(report.map((violation) => violation.code)).toEqual(['duplicate_set_ring', 'duplicate_dofus', 'two_handed_with_shield', 'level_too_high']);
    expect(() => retro.checkSlotRules(stuff({}, { level: 201 }))).toThrow(EngineInputError);
  });

  it('never flags a slot or a duplicate on generated stuffs whose items sit in their own slots, once', () => {
    const catalog = conditionFixtureCatalog('retro');
    const itemOf = (id: number) => catalog.items.find((item) => item.id === id);
    fc.assert(
      fc.property(stuffArbitrary(catalog), (generated) => {
        const seen = new Set<number>();
        const items = Object.fromEntries(Object.entries(generated.items).filter(([, id]) => !seen.has(id!) && seen.add(id!)));
        const codes = slotRuleViolations({ ...generated, items, rolls: {} }, itemOf).map((violation) => violation.code);
        expect(codes.filter((code) => code !== 'level_too_high' && code !== 'two_handed_with_shield')).toEqual([]);
      }),
      { numRuns: 1000, seed: 7 },
    );
  });
});
