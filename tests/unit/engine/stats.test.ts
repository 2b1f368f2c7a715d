import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createEngine } from '#engine/src/index.ts';
import type { Engine } from '#engine/src/engine.ts';
import { referenceComputeStats } from '#engine/reference/index.ts';
import type { Catalog } from '#engine/src/catalog.ts';
import type { StuffInput } from '#game/stuff';
import { fixtureCatalog, hasRealData, realCatalog } from '../../support/catalogs.ts';
import { stuffArbitrary } from '../../support/stuff-arbitrary.ts';

const IOP = 8;
const ENUTROF = 3;
const naked = (level: number, classId = IOP): StuffInput => ({ classId, level, items: {} });

describe('characteristics on the retro fixtures (real figures)', () => {
  let catalog: Catalog;
  let engine: Engine;
  beforeAll(async () => {
    catalog = await fixtureCatalog('retro');
    engine = await createEngine({ variant: 'retro', catalog });
  });

  it('gives a naked character its base values', () => {
    const sheet = engine.computeStats(naked(1));
    expect(sheet.stats).toMatchObject({ hp: 55, ap: 6, mp: 3, summons: 1, prospecting: 100, pods: 1000, initiative: 0, range: 0 });
    expect(engine.computeStats(naked(99)).stats.ap).toBe(6);
    expect(engine.computeStats(naked(100)).stats.ap).toBe(7);
    expect(engine.computeStats(naked(200)).stats.hp).toBe(55 + 5 * 199);
  });

  it('gives the Enutrof 120 prospecting in retro, plus one per 10 chance', () => {
    expect(engine.computeStats(naked(50, ENUTROF)).stats.prospecting).toBe(120);
    expect(engine.computeStats({ ...naked(50, ENUTROF), points: { chance: 59 } }).stats.prospecting).toBe(125);
  });

  it('derives dodge from wisdom per 4, pods and initiative from the primaries', () => {
    const sheet = engine.computeStats({ ...naked(100), points: { wisdom: 101, strength: 10, intelligence: 20, chance: 30, agility: 40 } });
    expect(sheet.stats.ap_loss_dodge).toBe(25);
    expect(sheet.stats.mp_loss_dodge).toBe(25);
    expect(sheet.stats.pods).toBe(1000 + 5 * 10);
    expect(sheet.stats.initiative).toBe(100);
    expect(sheet.stats.lock).toBe(0);
  });

  it('adds the Gobball set bonus for two distinct pieces worn (Coiffe 2411 + Amulette 2425)', () => {
    const sheet = engine.computeStats({ ...naked(20), items: { ch: 2411, am: 2425 } });
    expect(sheet.sets).toEqual([{ setId: 1, count: 2 }]);
    expect(sheet.parts.strength).toEqual({ base: 0, scroll: 0, items: 40 + 10, set: 5, forgemagie: 0, boost: 0, total: 55 });
    expect(sheet.stats.intelligence).toBe(55);
    expect(sheet.stats.initiative).toBe(110);
  });

  it('gives the full 7-piece Gobball bonus (AP, wisdom, vitality) with every line at its maximum', () => {
    const sheet = engine.computeStats({
      ...naked(20),
      items: { ar: 2416, bo: 2422, ch: 2411, a1: 2419, ca: 2414, ce: 2428, am: 2425 },
    });
    expect(sheet.sets).toEqual([{ setId: 1, count: 7 }]);
    expect(sheet.stats.ap).toBe(6 + 1);
    expect(sheet.stats.wisdom).toBe(20);
    expect(sheet.stats.vitality).toBe(50 + 30 + 35 + 30);
    expect(sheet.stats.hp).toBe(55 + 5 * 19 + 145);
    expect(sheet.stats.damage).toBe(5);
    expect(sheet.stats.pods).toBe(1000 + 500 + 5 * (40 + 10 + 50));
  });

  it('counts two identical set rings once for the set but twice for their lines', () => {
    const sheet = engine.computeStats({ ...naked(20), items: { a1: 2419, a2: 2419, ch: 2411 } });
    expect(sheet.sets).toEqual([{ setId: 1, count: 2 }]);
    expect(sheet.stats.vitality).toBe(60);
  });

  it('keeps malus lines at their best roll and applies rolls and exo lines', () => {
    const sheet = engine.computeStats({ ...naked(20), items: { a1: 6919, a2: 6920 }, rolls: { a1: { strength: -30, ap: 1 } } });
    expect(sheet.stats.strength).toBe(-30 + -1);
    expect(sheet.stats.ap).toBe(7);
    expect(sheet.stats.chance).toBe(-2);
    // Two different Champ Champ rings make a 2-piece set: +10 wisdom, +5 intelligence.
    expect(sheet.parts.wisdom.set).toBe(10);
    expect(sheet.stats.res_earth).toBe(3);
  });

  it('reports unknown item ids and leaves them out', () => {
    const sheet = engine.computeStats({ ...naked(20), items: { ch: 999_999, am: 2425 } });
    expect(sheet.unknownItems).toEqual([999_999]);
    expect(sheet.stats.strength).toBe(10);
  });

  it('adds points, scrolls and boosts to the primaries and reports each part', () => {
    const sheet = engine.computeStats({ ...naked(200), points: { vitality: 300 }, scrolls: { vitality: 100 }, boosts: { vitality: 50, hp: 10 }, items: { d1: 737 } });
    expect(sheet.parts.vitality).toEqual({ base: 300, scroll: 100, items: 100, set: 0, forgemagie: 0, boost: 50, total: 550 });
    expect(sheet.stats.hp).toBe(55 + 5 * 199 + 550 + 10);
  });

  it('agrees with the reference implementation on random stuffs', () => {
    fc.assert(
      fc.property(stuffArbitrary(catalog, { unknownIds: true }), (stuff) => {
        expect(engine.computeStats(stuff)).toEqual(referenceComputeStats(catalog, stuff));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the reference on a batch (the same sheets, summed HP and capital spent)', () => {
    const stuffs = fc.sample(stuffArbitrary(catalog), 300);
    const expected = stuffs.reduce((sum, stuff) => {
      const sheet = referenceComputeStats(catalog, stuff);
      return sum + sheet.stats.hp + (sheet.capital?.totalSpent ?? 0);
    }, 0);
    expect(engine.computeStatsBatch(engine.encodeStuffs(stuffs))).toBe(expected);
  });
});

describe('characteristics on the dofus fixtures', () => {
  it('agrees with the reference and derives lock, dodge and reductions', async () => {
    const catalog = await fixtureCatalog('dofus');
    const engine = await createEngine({ variant: 'dofus', catalog });
    const sheet = engine.computeStats({ classId: 1, level: 200, items: {}, points: { agility: 100, wisdom: 100 } });
    expect(sheet.stats).toMatchObject({ lock: 10, dodge: 10, ap_reduction: 10, mp_reduction: 10, ap_loss_dodge: 10 });
    fc.assert(
      fc.property(stuffArbitrary(catalog), (stuff) => {
        expect(engine.computeStats(stuff)).toEqual(referenceComputeStats(catalog, stuff));
      }),
      { numRuns: 500 },
    );
  });
});

describe.skipIf(!hasRealData)('characteristics on the full catalogue (DATA_DIR)', () => {
  for (const variant of ['retro', 'dofus', 'touch'] as const) {
    it(`agrees with the reference on random ${variant} stuffs`, async () => {
      const catalog = await realCatalog(variant);
      const engine = await createEngine({ variant, catalog });
      fc.assert(
        fc.property(stuffArbitrary(catalog, { unknownIds: true }), (stuff) => {
          expect(engine.computeStats(stuff)).toEqual(referenceComputeStats(catalog, stuff));
        }),
        { numRuns: 300 },
      );
    });
  }
});
