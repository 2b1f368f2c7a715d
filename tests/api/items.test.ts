/** Items, weapons and sets over the fixtures: detail, search, summaries by ids, 404s and 400s. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorBody } from '#contract/common';
import { ItemDetail, ItemSearchResponse, ItemsByIdsResponse } from '#contract/items';
import { SetSummary, SetsByIdsResponse } from '#contract/sets';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';

describeEachDatabase('items and sets', (dialect) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(dialect);
  });
  afterAll(() => harness?.close());

  const get = (url: string, headers: Record<string, string> = {}) => harness.app.inject({ method: 'GET', url, headers });
  const search = async (query: string, category = 'all') => {
    const response = await get(`/api/items/retro/search/${category}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return ItemSearchResponse.parse(response.json());
  };
  const ids = (page: { rows: { id: number }[] }) => page.rows.map((row) => row.id);

  it('gives the detail of an item: names, level, effects, set and recipe with ingredient names', async () => {
    const response = await get('/api/items/retro/2411');
    expect(response.statusCode).toBe(200);
    const item = ItemDetail.parse(response.json());
    expect(item).toMatchObject({
      id: 2411,
      game: 'retro',
      name: { fr: 'Coiffe du Bouftou', en: 'Gobball Headgear', es: 'Sombrero del jalató' },
      level: 10,
      category: 'hat',
      category_type: 'I',
      set_id: 1,
      availability: 'standard',
      type_name: { fr: 'Chapeau', en: 'Hat' },
      weapon: null,
      set: { id: 1, name: { fr: 'Panoplie du Bouftou', en: 'Gobball Set' } },
    });
    expect(item.effects).toEqual([
      { effect_id: 118, kind: 'stat', stat: 'strength', hit: null, element: null, min: 1, max: 40 },
      { effect_id: 126, kind: 'stat', stat: 'intelligence', hit: null, element: null, min: 1, max: 40 },
    ]);
    expect(item.recipe).toEqual([
      { item_id: 384, quantity: 150, name: expect.objectContaining({ fr: 'Laine de Bouftou' }) },
      { item_id: 881, quantity: 100, name: expect.objectContaining({ fr: 'Laine de Boufton Blanc' }) },
      { item_id: 882, quantity: 40, name: expect.objectContaining({ fr: 'Laine du Chef de Guerre Bouftou' }) },
      { item_id: 2448, quantity: 1, name: expect.objectContaining({ fr: 'Cervelle de Bouftou' }) },
    ]);
    expect(item.description.fr).toMatch(/chapeau/);
  });

  it('gives the weapon block and hit lines of a weapon', async () => {
    const item = ItemDetail.parse((await get('/api/items/retro/2416')).json());
    expect(item).toMatchObject({ category: 'weapon', category_type: 'W', set_id: 1 });
    expect(item.weapon).toEqual({
      weapon_type: 'hammer',
      ap_cost: 5,
      range_min: 1,
      range_max: 1,
      crit_rate: 40,
      crit_bonus: 5,
      fail_rate: 40,
      two_handed: false,
    });
    expect(item.effects.filter((effect) => effect.kind === 'hit').length).toBeGreaterThan(0);
    const bow = ItemDetail.parse((await get('/api/items/retro/88')).json());
    expect(bow.weapon).toMatchObject({ weapon_type: 'bow', two_handed: true });
    expect(bow.conditions).toBe('CS>1');
  });

  it('gives a Dofus 2 item, whose type and stat lines are shaped differently', async () => {
    const item = ItemDetail.parse((await get('/api/items/dofus/2411')).json());
    expect(item).toMatchObject({ game: 'dofus', level: 20, type_name: { en: 'Hat' }, set: { id: 1 } });
    expect(item.name).toEqual({ fr: 'Coiffe du Bouftou', en: 'Gobball Headgear', es: 'Sombrero de jalató' });
    expect(item.effects[0]).toMatchObject({ effect_id: 118, kind: 'stat', stat: 'strength' });
  });

  it('answers 404 with the message in the x-lang language', async () => {
    const cases: [string, string | undefined, string][] = [
      ['/api/items/retro/999999', undefined, 'Objet introuvable'],
      ['/api/items/retro/999999', 'fr', 'Objet introuvable'],
      ['/api/items/retro/999999', 'en', 'Item not found'],
      ['/api/items/retro/999999', 'es', 'Objeto no encontrado'],
      ['/api/items/retro/999999', 'de', 'Objet introuvable'],
      ['/api/clothes/retro/999', undefined, 'Panoplie introuvable'],
      ['/api/clothes/retro/999', 'en', 'Set not found'],
      ['/api/clothes/retro/999', 'es', 'Set no encontrado'],
      ['/api/nothing/here', undefined, 'Ressource introuvable'],
      ['/api/nothing/here', 'en', 'Resource not found'],
      ['/api/nothing/here', 'es', 'Recurso no encontrado'],
      // An item of the wrong game is not found either.
      ['/api/items/dofus/737', 'en', 'Item not found'],
    ];
    for (const [url, lang, message] of cases) {
      const response = await get(url, lang ? { 'x-lang': lang } : {});
      expect(response.statusCode, url).toBe(404);
      expect(ErrorBody.parse(response.json())).toEqual({ statusCode: 404, error: 'Not Found', message, code: expect.stringMatching(/NotFound$/) });
    }
  });

  it('answers 400 naming the bad parameter', async () => {
    const cases: [string, string][] = [
      ['/api/items/retro/abc', 'id'],
      ['/api/items/retro/0', 'id'],
      ['/api/items/retro/-3', 'id'],
      ['/api/items/retro/1.5', 'id'],
      ['/api/items/retro/99999999999', 'id'],
      ['/api/items/wow/2411', 'game'],
      ['/api/items/retro/search/all?page=0', 'page'],
      ['/api/items/retro/search/all?page=abc', 'page'],
      ['/api/items/retro/search/all?size=1000', 'size'],
      ['/api/items/retro/search/all?availability=some', 'availability'],
      ['/api/items/retro/search/all?text=' + 'a'.repeat(101), 'text'],
      ['/api/items/retro/search/nosuchcategory', 'category'],
      ['/api/items/retro/search/HAT', 'category'],
      ['/api/items/retro/stuff/12-abc', 'ids'],
      ['/api/items/retro/stuff/' + Array.from({ length: 101 }, (_, i) => i + 1).join('-'), 'ids'],
      ['/api/clothes/retro/some/1--2', 'ids'],
    ];
    for (const [url, name] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      const body = ErrorBody.parse(response.json());
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: `Paramètre invalide : ${name}` });
      expect(body.issues?.some((issue) => issue.path.includes(name)), url).toBe(true);
    }
    const english = await get('/api/items/retro/abc', { 'x-lang': 'en' });
    expect(english.json().message).toBe('Invalid parameter: id');
  });

  it('answers errors Fastify meets before routing in the same shape', async () => {
    const tooLong = await get(`/api/items/retro/stuff/${'1-'.repeat(700)}1`, { 'x-lang': 'en' });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toMatchObject({ statusCode: 414, error: 'URI Too Long', message: 'Invalid request' });
    const badUrl = await get('/api/items/retro/%E0%A4%A');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Requête invalide' });
  });

  it('takes a full stuff of ids (17 slots of 5-digit ids)', async () => {
    const idList = Array.from({ length: 17 }, (_, i) => 10_000 + i).concat([2411]).join('-');
    const response = await get(`/api/items/retro/stuff/${idList}`);
    expect(response.statusCode).toBe(200);
    expect(ItemsByIdsResponse.parse(response.json()).data.map((item) => item.id)).toEqual([2411]);
  });

  it('searches names accent- and case-insensitively, word by word, in any language', async () => {
    expect(ids(await search('text=bouftou'))).toEqual([2425, 2411, 2416, 2428]);
    expect(ids(await search('text=Bouftou'))).toEqual([2425, 2411, 2416, 2428]);
    expect(ids(await search('text=BOUFTOU%20%20'))).toEqual([2425, 2411, 2416, 2428]);
    expect(ids(await search('text=coiffe%20bouf'))).toEqual([2411]);
    expect(ids(await search('text=bouf%20coiffe'))).toEqual([2411]);
    // "Epée de Boisaille" begins with the word: before "Petite Epée de Boisaille" (see the ranking tests).
    expect(ids(await search('text=epee'))).toEqual([42, 40]);
    expect(ids(await search('text=%C3%89P%C3%89E'))).toEqual([42, 40]); // ÉPÉE
    expect(ids(await search('text=gobball%20headgear'))).toEqual([2411]);
    expect(ids(await search('text=jalat%C3%B3'))).toEqual(ids(await search('text=jalato')));
    expect((await search('text=zzzz')).count).toBe(0);
    // Punctuation only: no words, so no filter.
    expect((await search('text=%25%25_')).count).toBe((await search('')).count);
  });

  it('puts an exact name first, then orders by level and name', async () => {
    // "Epée de Boisaille" (level 3) is the name asked: before "Petite Epée de Boisaille" (level 2).
    expect(ids(await search('text=epee%20de%20boisaille'))).toEqual([42, 40]);
    expect(ids(await search('text=boisaille'))).toEqual([88, 40, 42]);
  });

  it('keeps NPC and private-server records out unless availability=all', async () => {
    expect(ids(await search('text=bretim'))).toEqual([]);
    expect(ids(await search('text=bretim&availability=all'))).toEqual([2711]);
    expect(ids(await search('text=tengu'))).toEqual([]);
    expect(ids(await search('text=tengu&availability=all'))).toEqual([11703]);
    expect((await search('availability=all')).count).toBe(27);
    expect((await search('')).count).toBe(25);
  });

  it('filters by category: all, items, weapons, a data key, a weapon type or a spec code', async () => {
    expect(ids(await search('', 'hat'))).toEqual([700, 6921, 2411]);
    expect(ids(await search('', 'ch'))).toEqual([700, 6921, 2411]);
    expect(ids(await search('availability=all', 'hat'))).toEqual([11703, 700, 6921, 2411]);
    expect(ids(await search('', 'weapons'))).toEqual([88, 40, 42, 2416, 6525]);
    expect(ids(await search('', 'weapon'))).toEqual([88, 40, 42, 2416, 6525]);
    expect(ids(await search('availability=all', 'sword'))).toEqual([40, 42, 2711]);
    expect(ids(await search('', 'ep'))).toEqual([40, 42]);
    expect(ids(await search('', 'ar'))).toEqual([88]);
    expect((await search('', 'items')).rows.every((row) => row.category_type === 'I')).toBe(true);
    // Equipment without the cosmetics (Chapopics 13294, Coiffe Belliciste 12844, and for the Skinator
    // Cape Brâkmarienne 2118, Bouclier Pararayon 9566, Chacha des Glaces 13128, Cape Belliciste 12845):
    // their own category, by level then name.
    expect((await search('', 'items')).count).toBe(14);
    expect(ids(await search('', 'cosmetics'))).toEqual([9566, 12845, 2118, 13128, 13294, 12844]);
    expect((await search('', 'trophy')).count).toBe(0);
  });

  it('pages the results', async () => {
    const first = await search('text=bouftou&size=3');
    expect(first).toMatchObject({ count: 4, page: 1, pages: 2 });
    expect(ids(first)).toEqual([2425, 2411, 2416]);
    const second = await search('text=bouftou&size=3&page=2');
    expect(second).toMatchObject({ count: 4, page: 2, pages: 2 });
    expect(ids(second)).toEqual([2428]);
    const beyond = await search('text=bouftou&size=3&page=9');
    expect(beyond).toMatchObject({ rows: [], count: 4, page: 9, pages: 2 });
    expect(await search('text=zzzz')).toMatchObject({ rows: [], count: 0, pages: 0 });
  });

  it('gives item summaries by ids, in the order asked, without unknown ids or repeats', async () => {
    const response = await get('/api/items/retro/stuff/2416-2411-999999-2411-739');
    expect(response.statusCode).toBe(200);
    const { data } = ItemsByIdsResponse.parse(response.json());
    expect(data.map((item) => item.id)).toEqual([2416, 2411, 739]);
    expect(data[0]).toEqual({
      id: 2416,
      name: { fr: 'Marteau du Bouftou', en: 'Gobball Hammer', es: expect.any(String) },
      level: 10,
      category: 'weapon',
      category_type: 'W',
      set_id: 1,
      availability: 'standard',
      official: true,
      weapon_type: 'hammer',
      effects: expect.arrayContaining([
        { effect_id: 182, kind: 'stat', stat: 'summons', hit: null, element: null, min: 1, max: 1 },
      ]),
    });
    // Equipment has no weapon type; every summary carries the item's effect lines.
    expect(data[1]!.weapon_type).toBeNull();
    expect(data[1]!.effects.length).toBeGreaterThan(0);
  });

  it('gives set summaries by ids and one set by id', async () => {
    const response = await get('/api/clothes/retro/some/24-1-77');
    expect(response.statusCode).toBe(200);
    const { data } = SetsByIdsResponse.parse(response.json());
    expect(data.map((set) => [set.id, set.name.fr, set.level])).toEqual([
      [24, 'Panoplie Champ Champ', 9],
      [1, 'Panoplie du Bouftou', 20],
    ]);
    expect(data[1]!.item_ids).toEqual([2416, 2422, 2411, 2419, 2414, 2428, 2425]);
    // The list's effects: the bonus of the whole set worn (its largest bonus).
    expect(data[1]!.full_bonus.length).toBeGreaterThan(0);
    const one = SetSummary.parse((await get('/api/clothes/retro/6')).json());
    expect(one).toMatchObject({ id: 6, name: { en: 'Jellix Set' }, level: 60, availability: 'standard' });
  });
});
