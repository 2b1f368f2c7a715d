/**
 * The encyclopedia API on the full Retro catalogue (DATA_DIR, else ../shared/data), on both
 * databases: what a player types finds what they mean among 8 000 items, filters hold on every
 * row, and every class's spells come with the templates of their effects.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BootstrapResponse } from '#contract/bootstrap';
import { ItemDetail, ItemSearchResponse } from '#contract/items';
import { NavbarSearchResponse } from '#contract/search';
import { ClothAutocompleteResponse } from '#contract/sets';
import { ClassSpellsResponse } from '#contract/spells';
import { normalizeText } from '#server/modules/search/text';
import { createHarness, describeEachDatabase, hasRealData, realDataSubset, type Harness } from './support/harness.ts';

describe.skipIf(!hasRealData)(`full Retro data${hasRealData ? '' : ' — skipped: no full game data (DATA_DIR)'}`, () => {
  describeEachDatabase('encyclopedia', (dialect) => {
    let harness: Harness;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = realDataSubset(['retro']);
      harness = await createHarness(dialect, { dataDir });
    });
    afterAll(async () => {
      await harness?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const get = async (url: string) => {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json();
    };
    const navbar = async (query: string) => NavbarSearchResponse.parse(await get(`/api/search/retro/${encodeURIComponent(query)}`)).results;
    const names = (name: Record<string, string>) => Object.values(name).map(normalizeText).join(' | ');

    it('offers only the characteristics that Retro items and sets give', async () => {
      const { data } = BootstrapResponse.parse(await get('/api/bootstrap?game=retro'));
      for (const stat of ['vitality', 'strength', 'ap', 'mp', 'range', 'summons', 'heals', 'prospecting', 'damage', 'res_fire_percent']) {
        expect(data.stats_in_use, stat).toContain(stat);
      }
      // Dofus 2's vocabulary: no Retro item gives these.
      for (const stat of ['lock', 'dodge', 'ap_reduction', 'mp_reduction', 'pushback_damage', 'spell_damage_percent', 'weapon_damage_percent', 'melee_damage_percent', 'ranged_damage_percent']) {
        expect(data.stats_in_use, stat).not.toContain(stat);
      }
    });

    it('finds Gelano however it is typed', async () => {
      for (const query of ['gelano', 'Gelano', 'gélano', 'GÉLANO', 'gelanno', 'glano', 'gelan']) {
        const [items] = await navbar(query);
        expect(items.hits[0]?.id, query).toBe(2469);
      }
    });

    it('puts the Coiffe du Bouftou first for "coiffe bouf", names before type names', async () => {
      const [items] = await navbar('coiffe bouf');
      expect(items.hits.map((hit) => hit.id).slice(0, 2)).toEqual([2411, 7886]);
      // Ranked after the names: an item found through its type name ("Coiffe" of a ceremonial hat).
      const all = ItemSearchResponse.parse(await get('/api/items/retro/search/all?text=coiffe%20bouf&availability=all&size=100'));
      const nameMatches = all.rows.filter((row) => /\bcoiffe\b/.test(names(row.name)) && /\bbouf/.test(names(row.name)));
      expect(all.rows.slice(0, nameMatches.length)).toEqual(nameMatches);
    });

    it('finds every item with the word, and the same items with a typo in it', async () => {
      const exact = ItemSearchResponse.parse(await get('/api/items/retro/search/all?text=bouftou&size=100'));
      expect(exact.count).toBeGreaterThan(15);
      for (const row of exact.rows) expect(names(row.name)).toMatch(/\bbouftou/);
      const typo = ItemSearchResponse.parse(await get('/api/items/retro/search/all?text=bouftuo&size=100'));
      expect(typo.rows.map((row) => row.id)).toEqual(exact.rows.filter((row) => /\bbouftou\b/.test(names(row.name))).map((row) => row.id));
      const [items] = await navbar('Bouftou');
      expect(items.estimatedTotalHits).toBe(exact.count);
      expect(items.hits.map((hit) => hit.id)).toEqual(exact.rows.slice(0, 5).map((row) => row.id));
    });

    it('finds spells by name, with a typo, and by class', async () => {
      expect((await navbar('colere de iop'))[2].hits[0]).toMatchObject({ id: 159, class_id: 8 });
      expect((await navbar('colre'))[2].hits.map((hit) => hit.id)).toContain(159);
      const feca = (await navbar('feca'))[2];
      expect(feca.estimatedTotalHits).toBeGreaterThanOrEqual(20);
      expect(feca.hits.every((hit) => hit.class_id === 1)).toBe(true);
    });

    it('keeps every filter on every row of a filtered page', async () => {
      const page = ItemSearchResponse.parse(
        await get('/api/items/retro/search/items?level_min=100&level_max=200&main_effect=pa&sort=effect_desc&size=50'),
      );
      expect(page.count).toBeGreaterThan(10);
      for (const row of page.rows) {
        expect(row.level).toBeGreaterThanOrEqual(100);
        expect(row.level).toBeLessThanOrEqual(200);
        expect(row.official).toBe(true);
        const detail = ItemDetail.parse(await get(`/api/items/retro/${row.id}`));
        const ap = detail.effects.filter((effect) => effect.stat === 'ap').reduce((total, effect) => total + (effect.max ?? 0), 0);
        expect(ap, String(row.id)).toBeGreaterThan(0);
      }
      const feca = ItemSearchResponse.parse(await get('/api/items/retro/search/weapons?class=1&text=baton%20feca'));
      expect(feca.rows.map((row) => row.id)).toContain(6525);
      const sacrieur = ItemSearchResponse.parse(await get('/api/items/retro/search/weapons?class=11&text=baton%20feca'));
      expect(sacrieur.rows.map((row) => row.id)).not.toContain(6525);
    });

    it('gives every class its spells, with the template of every effect they use', async () => {
      const { data: bootstrap } = BootstrapResponse.parse(await get('/api/bootstrap?game=retro'));
      const templates = new Set(bootstrap.effect_templates.map((entry) => entry.id));
      let spellCount = 0;
      for (const { id } of bootstrap.classes) {
        const { data } = ClassSpellsResponse.parse(await get(`/api/spells/retro/class/${id}`));
        expect(data.spells.length, `class ${id}`).toBeGreaterThanOrEqual(15);
        spellCount += data.spells.length;
        for (const spell of data.spells) {
          expect(spell.levels.length, `spell ${spell.id}`).toBeGreaterThan(0);
          for (const level of spell.levels) {
            for (const effect of [...level.effects, ...level.critical_effects]) {
              expect(templates.has(effect.effect_id!), `spell ${spell.id} effect ${effect.effect_id}`).toBe(true);
            }
          }
        }
      }
      expect(spellCount).toBe(252);
    });

    it('completes set names', async () => {
      const { data } = ClothAutocompleteResponse.parse(await get('/api/clothes/retro/autocomplete?q=bouftou%20royal'));
      expect(data[0]).toMatchObject({ id: 4, name: { fr: 'Panoplie du Bouftou Royal' } });
      const typo = ClothAutocompleteResponse.parse(await get('/api/clothes/retro/autocomplete?q=bouftuo%20royal'));
      expect(typo.data[0]?.id).toBe(4);
    });
  });
});
