/**
 * An engine created with `lazyPanominator` (issue 23, the builder's worker) computes sheets without
 * the Panominator's code, refuses a search until `preparePanominator()` loaded it, then finds the
 * same stuffs as an engine created without the option.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, preloadPanominator, type Catalog } from '#engine';
import { fixtureCatalog } from '../../support/catalogs.ts';

describe('an engine created with lazyPanominator', () => {
  let catalog: Catalog;

  beforeAll(async () => {
    catalog = await fixtureCatalog('retro');
  });

  it('computes sheets at once, searches once prepared, and finds what an eager engine finds', async () => {
    const lazy = await createEngine({ variant: 'retro', catalog, lazyPanominator: true });
    const eager = await createEngine({ variant: 'retro', catalog });
    const stuff = { classId: 8, level: 120, items: { ar: 2416 } };
    expect(lazy.computeStats(stuff)).toEqual(eager.computeStats(stuff));
    const query = { stuff: { classId: 8, level: 120, items: {} }, objective: { vitality: 1, strength: 1 }, limit: 3 };
    expect(() => lazy.panominator(query)).toThrow(/preparePanominator/);
    expect(() => lazy.panominatorSearch(query)).toThrow(/preparePanominator/);
    await lazy.preparePanominator();
    await lazy.preparePanominator(); // a second call changes nothing
    const found = lazy.panominator(query);
    expect(found.status).toBe('optimal');
    expect(found.solutions.length).toBeGreaterThan(0);
    const eagerFound = eager.panominator(query);
    expect(found.solutions).toEqual(eagerFound.solutions);
    // An eager engine needs no preparation, and is not disturbed by one.
    await eager.preparePanominator();
    expect(eager.panominator(query).solutions).toEqual(found.solutions);
    // Loaded before the engine exists: a later lazy engine is prepared at once.
    await preloadPanominator();
    const later = await createEngine({ variant: 'retro', catalog, lazyPanominator: true });
    expect(() => later.panominator(query)).toThrow(/preparePanominator/);
    await later.preparePanominator();
    expect(later.panominator(query).solutions).toEqual(found.solutions);
  });
});
