import { describe, expect, it } from 'vitest';
import type { CatalogReport } from '#engine/src/catalog.ts';
import { loadCatalog } from '#engine/node';
import { FIXTURE_DATA_DIR, REAL_DATA_DIR, hasRealData } from '../../support/catalogs.ts';

describe('catalogue conversion', () => {
  it('keeps game ids, sets, weapon blocks and signed lines of the fixtures', async () => {
    const catalog = await loadCatalog(FIXTURE_DATA_DIR, 'retro');
    const hat = catalog.items.find((item) => item.id === 2411)!;
    expect(hat).toMatchObject({ category: 'hat', level: 10, setId: 1, availability: 'standard' });
    expect(hat.stats).toEqual([['strength', 1, 40], ['intelligence', 1, 40]]);
    const hammer = catalog.items.find((item) => item.id === 2416)!;
    expect(hammer.weapon).toMatchObject({ type: 'hammer', apCost: 5, twoHanded: false });
    expect(hammer.hits?.length).toBe(2);
    expect(catalog.items.find((item) => item.id === 6919)!.stats).toContainEqual(['strength', -30, -1]);
    expect(catalog.items.find((item) => item.id === 2711)!.availability).toBe('npc');
    const gobball = catalog.sets.find((set) => set.id === 1)!;
    expect(gobball.bonuses.map((bonus) => bonus.items)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(catalog.classes).toHaveLength(12);
  });

  it.skipIf(!hasRealData).each(['retro', 'dofus', 'touch'] as const)('maps every stat key of the real %s data', async (variant) => {
    const report: CatalogReport = { unknownStatKeys: new Map() };
    const catalog = await loadCatalog(REAL_DATA_DIR, variant, report);
    expect(Object.fromEntries(report.unknownStatKeys)).toEqual({});
    expect(catalog.items.length).toBeGreaterThan(1000);
  });
});

describe('one record per game id', () => {
  it('keeps the real item when a mount family id clashes with it, and reports the rest', async () => {
    const { buildCatalog } = await import('#engine/src/catalog.ts');
    const report: CatalogReport = { unknownStatKeys: new Map(), skipped: [] };
    const catalog = buildCatalog('touch', 'test', {
      items: [
        { id: 7, id_kind: 'mount_family_id', category: 'mount' },
        { id: 7, category: 'hat' },
        { id: 8, category: 'ring' },
        { id: 8, category: 'ring' },
        { id: -1, category: 'ring' },
      ],
      weapons: [],
      sets: [],
      classes: [],
    }, report);
    expect(catalog.items.map((item) => [item.id, item.category])).toEqual([[7, 'hat'], [8, 'ring']]);
    expect(report.skipped!.map((skip) => skip.reason)).toEqual([
      'id clash: mount_family_id record replaced by an item id',
      'duplicate id',
      'invalid id',
    ]);
  });
});
