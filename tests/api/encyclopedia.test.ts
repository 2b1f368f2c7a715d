/**
 * The encyclopedia API over the fixtures, on both databases: every item search filter and sort,
 * the set search, a set with its pieces, a class's spells, the `official` flag, the effect
 * templates of the bootstrap, and the 400/404 answers of each.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BootstrapResponse } from '#contract/bootstrap';
import { ErrorBody } from '#contract/common';
import { ItemDetail, ItemSearchResponse } from '#contract/items';
import { ClothSearchResponse, SetDetail } from '#contract/sets';
import { ClassSpellsResponse } from '#contract/spells';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';

describeEachDatabase('encyclopedia', (dialect) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(dialect);
  });
  afterAll(() => harness?.close());

  const get = (url: string, headers: Record<string, string> = {}) => harness.app.inject({ method: 'GET', url, headers });
  const ok = async (url: string, headers: Record<string, string> = {}) => {
    const response = await get(url, headers);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  const itemIds = async (query: string, category = 'all', headers: Record<string, string> = {}) =>
    ItemSearchResponse.parse(await ok(`/api/items/retro/search/${category}?size=100&${query}`, headers)).rows.map((row) => row.id);
  const setIds = async (query: string) =>
    ClothSearchResponse.parse(await ok(`/api/clothes/retro/search?${query}`)).rows.map((row) => row.id);
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it('filters items by the classes their conditions allow', async () => {
    const everything = await itemIds('');
    // Bâton du Féca 6525 is PG=1; the Pandawa hat 700 is PG!10.
    expect(await itemIds('class=1')).toEqual(everything);
    const pandawa = await itemIds('class=10');
    expect(sorted(everything.filter((id) => !pandawa.includes(id)))).toEqual([700, 6525]);
    expect(await itemIds('class=9&text=baton')).toEqual([]);
    expect(await itemIds('class=1&text=baton')).toEqual([6525]);
  });

  it('filters by element: its characteristic, its damage or a weapon hit of it', async () => {
    // Intelligence on the Bouftou hat and amulet and the Féca staff; a fire hit on the hammer.
    expect(await itemIds('element=fire')).toEqual([2425, 2411, 2416, 6525]);
    // Earth: strength, or the hammer's earth hit; the Champ Champ pieces only lose strength.
    expect(await itemIds('element=earth')).toEqual([40, 2425, 42, 2411, 2416]);
    expect(await itemIds('element=earth-fire')).toEqual([2425, 2411, 2416]);
    expect(await itemIds('element=air')).toEqual([]);
  });

  it('filters by level range and by sub-types within the path category', async () => {
    expect(await itemIds('level_min=9&level_max=10')).toEqual([6922, 6921, 2419, 2422, 2414, 2411, 2416]);
    expect(await itemIds('level_min=60')).toEqual([2469, 6525]);
    expect(await itemIds('include=ch-an', 'items')).toEqual([6920, 6919, 700, 6921, 2419, 2411, 2469]);
    // Keys and codes mean the same; repeats are dropped.
    expect(await itemIds('include=hat-ring-ch', 'items')).toEqual(await itemIds('include=ch-an', 'items'));
    expect(await itemIds('exclude=ch-an-do', 'items')).toEqual([2425, 6922, 2422, 2414, 2428]);
    expect(await itemIds('include=ep-ar', 'weapons')).toEqual([88, 40, 42]);
    expect(await itemIds('exclude=ep', 'weapons')).toEqual([88, 2416, 6525]);
    expect(await itemIds('include=ep', 'all')).toEqual([40, 42]);
  });

  it('filters by effects given as bootstrap ids, short names or stat keys', async () => {
    const strengthAndIntelligence = [2425, 2411];
    expect(await itemIds('main_effect=118-126')).toEqual(strengthAndIntelligence);
    expect(await itemIds('main_effect=fo-in')).toEqual(strengthAndIntelligence);
    expect(await itemIds('main_effect=strength&effect=intelligence')).toEqual(strengthAndIntelligence);
    expect(await itemIds('main_effect=pa')).toEqual([2469]);
    // A malus does not count: the Champ Champ ring loses strength and gains water resistance.
    expect(await itemIds('effect=res_water')).toEqual([6919]);
    expect(await itemIds('effect=re-fo')).toEqual([]);
  });

  it('sorts by level, name (in the x-lang language) or effect value, ties by level, name and id', async () => {
    const levels = async (query: string) =>
      ItemSearchResponse.parse(await ok(`/api/items/retro/search/all?size=100&${query}`)).rows.map((row) => row.level);
    const ascending = await levels('sort=level_asc');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(await levels('sort=level_desc')).toEqual([...ascending].sort((a, b) => b - a));
    expect((await itemIds('sort=level_desc')).slice(0, 2)).toEqual([6525, 2469]);
    expect(await itemIds('sort=name_asc&include=ca-an', 'items')).toEqual([6920, 2419, 6919, 2414, 6922, 2469]);
    expect(await itemIds('sort=name_desc&include=ca-an', 'items')).toEqual([2469, 6922, 2414, 6919, 2419, 6920]);
    // English: Bouze's Ring, Gelano, Gobball Cape, Mush Mush Cloak, Mush Mush Ring, Mush Mush Wedding Ring.
    expect(await itemIds('sort=name_asc&include=ca-an', 'items', { 'x-lang': 'en' })).toEqual([2419, 2469, 2414, 6922, 6919, 6920]);
    // Highest vitality first: Dofus Emeraude 100, Cape Bouffante 50, Féca staff 40, boots 35, ring 30, bow 1.
    const byVitality = await itemIds('main_effect=vi&sort=effect_desc');
    expect(byVitality[0]).toBe(737);
    expect(byVitality).toEqual([737, 2414, 6525, 2422, 2419, 88]);
    // The sort follows the first main effect, else the first effect.
    expect(await itemIds('effect=vi-fo&sort=effect_desc')).toEqual([]);
    expect(await itemIds('effect=in&main_effect=fo&sort=effect_desc')).toEqual([2411, 2425]);
  });

  it('answers a visitor’s folder or favourite filter with nothing (a member’s: encyclopedia-personal-filters.test.ts)', async () => {
    expect(await itemIds('')).not.toEqual([]);
    expect(await itemIds('folder=1-2')).toEqual([]);
    expect(await itemIds('favorite=true')).toEqual([]);
  });

  it('pages with the page size and says how many pages there are', async () => {
    const first = ItemSearchResponse.parse(await ok('/api/items/retro/search/all?size=6'));
    expect(first).toMatchObject({ count: 25, page: 1, pages: 5 });
    const last = ItemSearchResponse.parse(await ok('/api/items/retro/search/all?size=6&page=5'));
    expect(last.rows.map((row) => row.id)).toEqual([6525]);
  });

  it('answers 400 naming the filter, in the caller’s language', async () => {
    const cases: [string, string][] = [
      ['/api/items/retro/search/all?class=13', 'class'],
      ['/api/items/retro/search/all?class=0', 'class'],
      ['/api/items/retro/search/all?class=feca', 'class'],
      ['/api/items/retro/search/all?element=fire-ice', 'element'],
      ['/api/items/retro/search/all?element=fire--water', 'element'],
      ['/api/items/retro/search/all?level_min=-1', 'level_min'],
      ['/api/items/retro/search/all?level_min=20&level_max=10', 'level_min'],
      ['/api/items/retro/search/all?level_max=x', 'level_max'],
      ['/api/items/retro/search/items?include=ep', 'include'],
      ['/api/items/retro/search/items?include=nothing', 'include'],
      ['/api/items/retro/search/weapons?exclude=ch', 'exclude'],
      ['/api/items/retro/search/items?include=CH', 'include'],
      ['/api/items/retro/search/all?main_effect=res_water', 'main_effect'],
      ['/api/items/retro/search/all?main_effect=157', 'main_effect'],
      ['/api/items/retro/search/all?effect=999', 'effect'],
      ['/api/items/retro/search/all?effect=nope', 'effect'],
      ['/api/items/retro/search/all?sort=price', 'sort'],
      ['/api/items/retro/search/all?sort=effect_desc', 'sort'],
      ['/api/items/retro/search/all?folder=abc', 'folder'],
      ['/api/items/retro/search/all?folder=0', 'folder'],
      ['/api/items/retro/search/all?element=' + Array.from({ length: 31 }, (_, i) => 'fire'.repeat(1) + 'x'.repeat(i)).join('-'), 'element'],
      ['/api/items/retro/search/all?text=a&text=b', 'text'],
      ['/api/clothes/retro/search?include=do', 'include'],
      ['/api/clothes/retro/search?exclude=sword', 'exclude'],
      ['/api/clothes/retro/search?class=99', 'class'],
      ['/api/clothes/retro/search?page=0', 'page'],
      ['/api/clothes/retro/autocomplete?size=21', 'size'],
      ['/api/clothes/retro/1?populate=items,recipes', 'populate'],
      ['/api/clothes/retro/1?populate=', 'populate'],
      ['/api/items/retro/2411?official=maybe', 'official'],
      ['/api/spells/retro/class/abc', 'classId'],
      ['/api/search/retro/' + 'a'.repeat(101), 'query'],
      ['/api/search/wow/bouftou', 'game'],
    ];
    for (const [url, name] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      const body = ErrorBody.parse(response.json());
      expect(body, url).toMatchObject({ statusCode: 400, error: 'Bad Request', message: `Paramètre invalide : ${name}` });
      expect(body.issues?.some((issue) => issue.path.includes(name)), url).toBe(true);
    }
    const spanish = await get('/api/items/retro/search/all?class=13', { 'x-lang': 'es' });
    expect(spanish.json().message).toBe('Parámetro no válido: class');
  });

  it('searches sets by pieces, elements, effects and classes of the whole set', async () => {
    expect(await setIds('')).toEqual([24, 1, 6]);
    expect(await setIds('include=ch')).toEqual([24, 1]);
    expect(await setIds('include=ch-ar')).toEqual([1]);
    expect(await setIds('include=hat-weapon')).toEqual([1]);
    expect(await setIds('exclude=ar')).toEqual([24, 6]);
    // Strength: the Bouftou set; the Champ Champ pieces only lose some.
    expect(await setIds('main_effect=fo')).toEqual([1]);
    expect(await setIds('element=fire')).toEqual([24, 1, 6]);
    expect(await setIds('element=earth')).toEqual([1]);
    expect(await setIds('main_effect=in&sort=effect_desc')).toEqual([1, 6, 24]);
    expect(await setIds('level_min=10&level_max=59')).toEqual([1]);
    expect(await setIds('text=gelax')).toEqual([6]);
    expect(await setIds('text=panoplie&sort=level_desc')).toEqual([6, 1, 24]);
    expect(await setIds('class=1')).toEqual([24, 1, 6]);
    const page = ClothSearchResponse.parse(await ok('/api/clothes/retro/search?size=2&page=2'));
    expect(page).toMatchObject({ count: 3, page: 2, pages: 2 });
  });

  it('gives a set with its bonuses, and its pieces, recipes and conditions when asked', async () => {
    const plain = SetDetail.parse(await ok('/api/clothes/retro/1'));
    expect(plain).toMatchObject({ id: 1, game: 'retro', level: 20, name: { fr: 'Panoplie du Bouftou' } });
    expect(plain.items).toBeUndefined();
    expect(plain.bonuses.map((bonus) => bonus.items)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(plain.bonuses[0]!.effects).toEqual([
      { effect_id: 118, kind: 'stat', stat: 'strength', hit: null, element: null, min: 5, max: 5 },
      { effect_id: 126, kind: 'stat', stat: 'intelligence', hit: null, element: null, min: 5, max: 5 },
    ]);

    const withItems = SetDetail.parse(await ok('/api/clothes/retro/1?populate=items'));
    expect(withItems.items!.map((piece) => piece.id)).toEqual([2416, 2422, 2411, 2419, 2414, 2428, 2425]);
    expect(withItems.items![2]).toMatchObject({ id: 2411, category: 'hat', official: true });
    expect(withItems.items![2]!.effects.map((effect) => effect.stat)).toEqual(['strength', 'intelligence']);
    expect(withItems.items![2]!.recipe).toBeUndefined();
    expect(withItems.items![2]!.conditions).toBeUndefined();

    const full = SetDetail.parse(await ok('/api/clothes/retro/1?populate=items,ingredients,constraints'));
    const hat = full.items!.find((piece) => piece.id === 2411)!;
    expect(hat.recipe).toEqual([
      { item_id: 384, quantity: 150, name: expect.objectContaining({ fr: 'Laine de Bouftou' }) },
      { item_id: 881, quantity: 100, name: expect.objectContaining({ fr: 'Laine de Boufton Blanc' }) },
      { item_id: 882, quantity: 40, name: expect.objectContaining({ fr: 'Laine du Chef de Guerre Bouftou' }) },
      { item_id: 2448, quantity: 1, name: expect.objectContaining({ fr: 'Cervelle de Bouftou' }) },
    ]);
    expect(hat).toMatchObject({ conditions: null, condition_groups: null });
    // Ingredients alone bring the pieces too.
    expect(SetDetail.parse(await ok('/api/clothes/retro/1?populate=ingredients')).items).toHaveLength(7);
    // Gelax: only Gelano of its six pieces is in the fixtures; the others are left out.
    expect(SetDetail.parse(await ok('/api/clothes/retro/6?populate=constraints')).items!.map((piece) => piece.id)).toEqual([2469]);
  });

  it('gives an item’s conditions structured, and its official flag', async () => {
    const staff = ItemDetail.parse(await ok('/api/items/retro/6525'));
    expect(staff).toMatchObject({ conditions: 'PG=1', condition_groups: [[['class', '=', 1]]], official: true });
    expect(staff.recipe.map((line) => line.name?.fr ?? null).every((name) => name !== null)).toBe(true);
    const bow = ItemDetail.parse(await ok('/api/items/retro/88'));
    expect(bow.condition_groups).toEqual([[['stat:strength', '>', 1]]]);
  });

  it('answers official items only when the official flag is set', async () => {
    expect(ItemDetail.parse(await ok('/api/items/retro/11703')).official).toBe(false);
    for (const flag of ['official', 'official=true', 'official=1']) {
      const response = await get(`/api/items/retro/11703?${flag}`, { 'x-lang': 'en' });
      expect(response.statusCode, flag).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Item not found', code: 'itemNotFound' });
      expect((await get(`/api/items/retro/2411?${flag}`)).statusCode, flag).toBe(200);
    }
    expect((await get('/api/items/retro/11703?official=false')).statusCode).toBe(200);
    expect((await get('/api/items/retro/2711?official=0')).statusCode).toBe(200);
  });

  it('gives a class’s spells in the class’s order, each level with its figures and effect parameters', async () => {
    const { data } = ClassSpellsResponse.parse(await ok('/api/spells/retro/class/1'));
    expect(data.class).toEqual({ id: 1, name: { fr: 'Féca', en: 'Feca', es: 'Feca' } });
    // Féca's list: 6, 3, 17, 4, 2, 1, 9, 18…: the fixtures have 6, 1 and 18.
    expect(data.spells.map((spell) => spell.id)).toEqual([6, 1, 18]);
    const glowing = data.spells[1]!;
    expect(glowing).toMatchObject({ id: 1, class_id: 1, name: { en: 'Glowing Armour' }, icon: null });
    expect(glowing.description.fr).toBe('Cette armure prévient des dégâts de Feu.');
    expect(glowing.levels.map((level) => level.level)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(glowing.levels[0]).toMatchObject({
      ap_cost: 2,
      range_min: 0,
      range_max: 0,
      crit_rate: 50,
      crit_percent: null,
      fail_rate: 100,
      casts_per_turn: null,
      cooldown: 5,
      min_player_level: 9,
      area: null,
      effects_text: null,
    });
    expect(glowing.levels[0]!.effects).toEqual([
      {
        effect_id: 265,
        kind: null,
        hit: null,
        element: null,
        min: 7,
        max: 7,
        params: [7],
        turns: 4,
        chance: 0,
        zone: { shape: 'C', size: 2 },
        value: null,
        cells: null,
      },
    ]);
    expect(glowing.levels[0]!.critical_effects[0]).toMatchObject({ effect_id: 265, params: [8] });

    // Every effect of these spells has its template in the bootstrap.
    const { data: bootstrap } = BootstrapResponse.parse(await ok('/api/bootstrap?game=retro'));
    const templates = new Map(bootstrap.effect_templates.map((entry) => [entry.id, entry.template]));
    const used = data.spells.flatMap((spell) => spell.levels.flatMap((level) => [...level.effects, ...level.critical_effects]));
    for (const effect of used) expect(templates.get(effect.effect_id!)?.fr, String(effect.effect_id)).toBeTruthy();
    expect(templates.get(118)).toEqual({ fr: '+#1{~1~2 à }#2 en force' });
  });

  it('gives Dofus 2 spells with their rendered texts and grades', async () => {
    const { data } = ClassSpellsResponse.parse(await ok('/api/spells/dofus/class/1'));
    expect(data.spells.map((spell) => spell.id)).toEqual([12977]);
    const level = data.spells[0]!.levels[0]!;
    expect(level.level).toBe(1);
    expect(level.effects_text?.fr?.length).toBeGreaterThan(0);
    expect(data.spells[0]!.icon).toEqual(expect.any(Number));
  });

  it('answers 404 for an unknown class or set in the language of x-lang, else of the lang cookie', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/api/spells/retro/class/13', {}, 'Classe introuvable'],
      ['/api/spells/retro/class/13', { 'x-lang': 'en' }, 'Class not found'],
      ['/api/spells/retro/class/13', { 'x-lang': 'es' }, 'Clase no encontrada'],
      ['/api/spells/touch/class/1', { cookie: 'theme=dark; lang=en' }, 'Class not found'],
      ['/api/clothes/retro/999', { cookie: 'lang=es' }, 'Set no encontrado'],
      ['/api/clothes/retro/999', { cookie: 'lang=es', 'x-lang': 'en' }, 'Set not found'],
      ['/api/items/retro/999999', { cookie: 'lang=de' }, 'Objet introuvable'],
    ];
    for (const [url, headers, message] of cases) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ statusCode: 404, error: 'Not Found', message });
    }
  });
});
