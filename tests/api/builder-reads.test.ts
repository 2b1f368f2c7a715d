/**
 * The builder's remaining read calls (builder-spec §7, issue 17) over the fixtures, on both
 * databases: the items of a Dofus-Stuffer code (unknown ids listed apart), the Cacminator's weapons
 * (types, levels, hands, elements, text, availability, pages), the sets compatible with a stuff
 * (free slots, level, worn pieces, empty slots) and the sets of a Dofus-Stuffer proposal; and their
 * refusals, a 400 naming the parameter in the caller's language.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorBody } from '#contract/common';
import { CacminatorWeaponsResponse, StufferItemsResponse } from '#contract/items';
import { CompatibleSetsResponse, StufferSetsResponse } from '#contract/sets';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';

describeEachDatabase('builder reads: stuffer items and sets, Cacminator weapons, compatible sets', (dialect) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(dialect);
  });
  afterAll(() => harness?.close());

  const get = (url: string, lang = 'fr') => harness.app.inject({ method: 'GET', url, headers: { 'x-lang': lang } });
  const ok = async <T>(url: string, schema: { parse(value: unknown): T }) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  };
  const refused = async (url: string, name: string) => {
    for (const [lang, text] of [['fr', `Paramètre invalide : ${name}`], ['en', `Invalid parameter: ${name}`], ['es', `Parámetro no válido: ${name}`]] as const) {
      const response = await get(url, lang);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(ErrorBody.parse(response.json())).toMatchObject({ code: 'invalidParameter', message: text, params: { name } });
    }
  };
  const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

  it('gives the items of a stuffer code in the order asked, once each, and lists the unknown ids apart', async () => {
    const answer = await ok('/api/items/retro/stuffer/2414-99999-2411-2414-6525-88888', StufferItemsResponse);
    expect(ids(answer.data)).toEqual([2414, 2411, 6525]);
    expect(answer.unknown).toEqual([99999, 88888]);
    expect(answer.data[0]).toMatchObject({ id: 2414, category: 'cloak', set_id: 1, name: { fr: expect.any(String) } });
    expect(answer.data[2]?.effects.some((effect) => effect.kind === 'hit')).toBe(true);
    expect(await ok('/api/items/retro/stuffer/99999', StufferItemsResponse)).toEqual({ data: [], unknown: [99999] });
    await refused('/api/items/retro/stuffer/2411-abc', 'ids');
    await refused('/api/items/retro/stuffer/0', 'ids');
    await refused(`/api/items/retro/stuffer/${'1-'.repeat(100)}1`, 'ids');
  });

  it('gives the weapons the Cacminator compares, with their weapon block, filtered, sorted and paged', async () => {
    const all = await ok('/api/items/retro/cacminator', CacminatorWeaponsResponse);
    // Standard weapons by default (the NPC sword 2711 is left out), highest level first.
    expect(ids(all.rows)).toEqual([6525, 2416, 42, 40, 88]);
    expect(all).toMatchObject({ count: 5, page: 1, pages: 1 });
    expect(all.rows[0]).toMatchObject({ id: 6525, category_type: 'W', weapon: { weapon_type: 'staff', two_handed: true } });
    expect(all.rows[1]?.weapon).toMatchObject({ weapon_type: 'hammer', ap_cost: 5, range_min: 1, range_max: 1, two_handed: false });
    expect(all.rows[1]?.effects.filter((effect) => effect.kind === 'hit').map((effect) => effect.element).sort()).toEqual(['earth', 'fire']);

    expect(ids((await ok('/api/items/retro/cacminator?availability=all', CacminatorWeaponsResponse)).rows)).toEqual([6525, 2416, 2711, 42, 40, 88]);
    expect(ids((await ok('/api/items/retro/cacminator?type=ep', CacminatorWeaponsResponse)).rows)).toEqual([42, 40]);
    expect(ids((await ok('/api/items/retro/cacminator?type=sword-bow&hands=two', CacminatorWeaponsResponse)).rows)).toEqual([88]);
    expect(ids((await ok('/api/items/retro/cacminator?hands=one&sort=level_asc', CacminatorWeaponsResponse)).rows)).toEqual([40, 42, 2416]);
    expect(ids((await ok('/api/items/retro/cacminator?element=fire', CacminatorWeaponsResponse)).rows)).toEqual([2416]);
    expect(ids((await ok('/api/items/retro/cacminator?element=air-water', CacminatorWeaponsResponse)).rows)).toEqual([]);
    expect(ids((await ok('/api/items/retro/cacminator?element=neutral&level_max=50', CacminatorWeaponsResponse)).rows)).toEqual([42, 40, 88]);
    expect(ids((await ok('/api/items/retro/cacminator?level_min=3&level_max=10', CacminatorWeaponsResponse)).rows)).toEqual([2416, 42]);
    expect(ids((await ok('/api/items/retro/cacminator?text=boisa%20EPEE', CacminatorWeaponsResponse)).rows)).toEqual([42, 40]);
    expect(ids((await ok('/api/items/retro/cacminator?text=gobball', CacminatorWeaponsResponse)).rows)).toEqual([2416]);
    const page = await ok('/api/items/retro/cacminator?size=2&page=2', CacminatorWeaponsResponse);
    expect(page).toMatchObject({ count: 5, page: 2, pages: 3 });
    expect(ids(page.rows)).toEqual([42, 40]);
    const filteredPage = await ok('/api/items/retro/cacminator?hands=one&size=2&page=2', CacminatorWeaponsResponse);
    expect(filteredPage).toMatchObject({ count: 3, page: 2, pages: 2 });
    expect(ids(filteredPage.rows)).toEqual([40]);

    await refused('/api/items/retro/cacminator?type=ch', 'type');
    await refused('/api/items/retro/cacminator?type=nothing', 'type');
    await refused('/api/items/retro/cacminator?hands=three', 'hands');
    await refused('/api/items/retro/cacminator?element=earth-mud', 'element');
    await refused('/api/items/retro/cacminator?level_min=50&level_max=10', 'level_min');
    await refused('/api/items/retro/cacminator?size=0', 'size');
  });

  it('gives the sets that still fit around a stuff, where their pieces go and which are worn', async () => {
    const free = await ok('/api/clothes/retro/compatible', CompatibleSetsResponse);
    expect(ids(free.rows)).toEqual([6, 1, 24]);
    expect(free.rows.find((set) => set.id === 24)).toMatchObject({ slots: { ca: 6922, a1: 6919, a2: 6920, ch: 6921 }, worn: [] });
    expect(free.rows.find((set) => set.id === 1)?.slots).toEqual({ ar: 2416, bo: 2422, ch: 2411, a1: 2419, ca: 2414, ce: 2428, am: 2425 });

    // Level: the Bouftou belt is level 20, the ring of set 6 level 60.
    expect(ids((await ok('/api/clothes/retro/compatible?level=15', CompatibleSetsResponse)).rows)).toEqual([24]);
    // A hat that belongs to no set takes the hat slot that sets 1 and 24 need.
    expect(ids((await ok('/api/clothes/retro/compatible?items=ch:700', CompatibleSetsResponse)).rows)).toEqual([6]);
    // A piece already worn counts as placed.
    const withHat = await ok('/api/clothes/retro/compatible?items=ch:2411-ar:2416', CompatibleSetsResponse);
    expect(ids(withHat.rows)).toEqual([6, 1]);
    expect(withHat.rows[1]).toMatchObject({ id: 1, worn: [2416, 2411], slots: { bo: 2422, a1: 2419, ca: 2414, ce: 2428, am: 2425 } });
    // One ring slot left: set 24 needs two.
    const ring = await ok('/api/clothes/retro/compatible?items=a1:2419', CompatibleSetsResponse);
    expect(ids(ring.rows)).toEqual([6, 1]);
    expect(ring.rows[0]?.slots).toEqual({ a2: 2469 });
    // Slots kept empty take no piece.
    expect(ids((await ok('/api/clothes/retro/compatible?empty=ar', CompatibleSetsResponse)).rows)).toEqual([6, 24]);
    expect(ids((await ok('/api/clothes/retro/compatible?text=bouftou', CompatibleSetsResponse)).rows)).toEqual([1]);
    const paged = await ok('/api/clothes/retro/compatible?size=2&page=2', CompatibleSetsResponse);
    expect(paged).toMatchObject({ count: 3, page: 2, pages: 2 });
    expect(ids(paged.rows)).toEqual([24]);

    await refused('/api/clothes/retro/compatible?items=ch:2414', 'items');
    await refused('/api/clothes/retro/compatible?items=ch:99999', 'items');
    await refused('/api/clothes/retro/compatible?items=zz:2411', 'items');
    await refused('/api/clothes/retro/compatible?items=ch:2411-ch:700', 'items');
    await refused('/api/clothes/retro/compatible?items=ch', 'items');
    await refused('/api/clothes/retro/compatible?items=ch:2411&empty=ch', 'empty');
    await refused('/api/clothes/retro/compatible?empty=hat', 'empty');
    await refused('/api/clothes/retro/compatible?level=201', 'level');
    await refused('/api/clothes/retro/compatible?class=999', 'class');
  });

  it('gives the sets of a stuffer proposal with their pieces, unknown ids apart', async () => {
    const answer = await ok('/api/clothes/retro/stuffer/24-999-1-24', StufferSetsResponse);
    expect(ids(answer.data)).toEqual([24, 1]);
    expect(answer.unknown).toEqual([999]);
    expect(ids(answer.data[0]?.items ?? [])).toEqual([6922, 6919, 6920, 6921]);
    expect(answer.data[1]?.items?.map((piece) => piece.id)).toEqual([2416, 2422, 2411, 2419, 2414, 2428, 2425]);
    expect(answer.data[0]?.bonuses.length).toBeGreaterThan(0);
    await refused('/api/clothes/retro/stuffer/24-x', 'ids');
  });
});
