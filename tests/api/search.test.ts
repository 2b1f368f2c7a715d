/**
 * Text search on the fixtures, on both databases: folding, prefixes, languages and type names,
 * ranking, the typo stage and its limits, the navbar search and the set autocomplete.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ItemSearchResponse } from '#contract/items';
import { NavbarSearchResponse } from '#contract/search';
import { ClothAutocompleteResponse } from '#contract/sets';
import { SpellSearchResponse } from '#contract/spells';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';

describeEachDatabase('text search', (dialect) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(dialect);
  });
  afterAll(() => harness?.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await harness.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  /** Ids found by the item search for a text, every availability. */
  const items = async (text: string, category = 'all', extra = '') =>
    ItemSearchResponse.parse(await get(`/api/items/retro/search/${category}?availability=all&text=${encodeURIComponent(text)}${extra}`)).rows.map(
      (row) => row.id,
    );
  const navbar = async (query: string, headers: Record<string, string> = {}, game = 'retro') =>
    NavbarSearchResponse.parse(await get(`/api/search/${game}/${encodeURIComponent(query)}`, headers)).results;

  it('finds what a player means whatever the case and the accents (the issue’s examples)', async () => {
    const bouftou = [2425, 2411, 2416, 2428];
    expect(await items('bouftou')).toEqual(bouftou);
    expect(await items('Bouftou')).toEqual(bouftou);
    expect(await items('BOUFTOU')).toEqual(bouftou);
    expect(await items('coiffe bouf')).toEqual([2411]);
    expect(await items('gélano')).toEqual([2469]);
    expect(await items('gelano')).toEqual([2469]);
    expect(await items('GÉLANO')).toEqual([2469]);
  });

  it('matches every word as the beginning of a word, in any order and any language', async () => {
    expect(await items('bouf coiffe')).toEqual([2411]);
    expect(await items('gobball headgear')).toEqual([2411]);
    expect(await items('sombrero jalato')).toEqual([2411]);
    // A word must begin a word: "coiffe" does not find "Champcoiffe" (6921).
    expect(await items('coiffe')).not.toContain(6921);
    expect(await items('champcoiffe')).toEqual([6921]);
    expect(await items('zzz')).toEqual([]);
  });

  it('also searches the type and category names, ranked after the names', async () => {
    // "chapeau" is the type of the hats: the Pandawa hat, the Champcoiffe, the Coiffe du Bouftou and
    // the private-server hat; the ceremonial hat's type is "Coiffe d'apparat".
    expect(await items('chapeau bouftou')).toEqual([2411]);
    expect(await items('hat gobball')).toEqual([2411]);
    expect(await items('staff feca')).toEqual([6525]);
    expect(await items('chapeau')).toEqual([11703, 700, 6921, 2411]);
  });

  it('ranks exact names, then name beginnings, whole words, word beginnings, type names', async () => {
    // "Epée de Boisaille" is the name asked (rank 0); "Petite Epée de Boisaille" holds its words (2).
    expect(await items('epee de boisaille')).toEqual([42, 40]);
    // Name beginnings (1) by level, "Epée de Boisaille" (3) and the NPC "Epée de Bretim" (5), before
    // the whole word in "Petite Epée de Boisaille" (2) although that one has the lowest level.
    expect(await items('epee')).toEqual([42, 2711, 40]);
    // Name beginnings (1) by level then name; the ceremonial hat by its type name (4) last.
    expect(await items('coiffe')).toEqual([12844, 11703, 2411, 13294]);
    // "Champcoiffe" begins with the text (1), the Champ Champ pieces hold it as a whole word (2).
    expect(await items('champ')).toEqual([6921, 6920, 6919, 6922]);
    // "Boufbottes" begins with the text (1); the others only have a word beginning with it (3).
    expect(await items('bouf')).toEqual([2422, 2425, 2414, 2411, 2416, 2428]);
    expect(await items('cape champ')).toEqual([6922]);
  });

  it('tolerates typos only when nothing matches, with the closest words', async () => {
    expect(await items('bouftuo')).toEqual([2425, 2411, 2416, 2428]);
    expect(await items('gelanno')).toEqual([2469]);
    expect(await items('glano')).toEqual([2469]);
    expect(await items('coiffe bouftuo')).toEqual([2411]);
    // An unfinished word with a typo: "boutfo" is the beginning of "bouftou".
    expect(await items('boutfo')).toEqual([2425, 2411, 2416, 2428]);
    // Words of three letters get no typo tolerance; two typos need nine letters.
    // ("gel" begins the Spanish name of 11703, Sombrero de Tengu Gélifux.)
    expect(await items('gel')).toEqual([2469, 11703]);
    expect(await items('gle')).toEqual([]);
    expect(await items('bofutuo')).toEqual([]);
    expect(await items('boisailel')).toEqual([88, 40, 42]);
    // When the exact words find something, no typo neighbour is added ("epee" is not "epees").
    expect(await items('boisaille')).toEqual([88, 40, 42]);
  });

  it('applies the typo stage under the same filters', async () => {
    expect(await items('bouftuo', 'weapons')).toEqual([2416]);
    expect(await items('bouftuo', 'dofus')).toEqual([]);
    expect(await items('bouftuo', 'all', '&level_min=10')).toEqual([2411, 2416, 2428]);
  });

  it('answers the navbar search in three groups of at most 5 hits with their totals', async () => {
    const [itemGroup, stuffGroup, spellGroup] = await navbar('bouftou');
    expect(itemGroup).toEqual({
      index: 'items',
      hits: [
        { id: 2425, name: expect.objectContaining({ fr: 'Amulette du Bouftou' }), level: 3, category: 'amulet', category_type: 'I' },
        { id: 2411, name: expect.objectContaining({ fr: 'Coiffe du Bouftou' }), level: 10, category: 'hat', category_type: 'I' },
        { id: 2416, name: expect.objectContaining({ fr: 'Marteau du Bouftou' }), level: 10, category: 'weapon', category_type: 'W' },
        { id: 2428, name: expect.objectContaining({ fr: 'Ceinture du Bouftou' }), level: 20, category: 'belt', category_type: 'I' },
      ],
      estimatedTotalHits: 4,
    });
    expect(stuffGroup).toEqual({ index: 'stuffs', hits: [], estimatedTotalHits: 0 });
    expect(spellGroup).toEqual({ index: 'spells', hits: [], estimatedTotalHits: 0 });

    // "a" begins a word of many names: 5 hits, the total counts them all.
    const [manyItems] = await navbar('a');
    expect(manyItems.hits).toHaveLength(5);
    expect(manyItems.estimatedTotalHits).toBeGreaterThan(5);
    const all = ItemSearchResponse.parse(await get('/api/items/retro/search/all?text=a&size=100'));
    expect(manyItems.estimatedTotalHits).toBe(all.count);
    expect(manyItems.hits.map((hit) => hit.id)).toEqual(all.rows.slice(0, 5).map((row) => row.id));
  });

  it('finds spells by their names and by their class’s name, in the x-lang language order', async () => {
    const spells = (await navbar('armure'))[2];
    expect(spells.hits.map((hit) => [hit.id, hit.name.fr])).toEqual([
      [18, 'Armure Aqueuse'],
      [1, 'Armure Incandescente'],
      [6, 'Armure Terrestre'],
    ]);
    expect(spells.hits[0]).toEqual({ id: 18, spell_id: 18, class_id: 1, name: expect.any(Object), icon: null });
    // English names order differently: Aqueous, Earth, Glowing.
    const english = (await navbar('armour', { 'x-lang': 'en' }))[2];
    expect(english.hits.map((hit) => hit.id)).toEqual([18, 6, 1]);
    // The class name finds the class's spells; the Féca's staff is found by its own name.
    const [featItems, , featSpells] = await navbar('feca');
    expect(featItems.hits.map((hit) => hit.id)).toEqual([6525]);
    expect(featSpells.hits.map((hit) => hit.id).sort((a, b) => a - b)).toEqual([1, 6, 18]);
    expect((await navbar('armure terrestre'))[2].hits.map((hit) => hit.id)).toEqual([6]);
    expect((await navbar('armrue'))[2].estimatedTotalHits).toBe(3);
  });

  it('pages through the spells of a text as the navbar ranks them, with the total (the search page)', async () => {
    const spells = async (query: string) => SpellSearchResponse.parse(await get(`/api/spells/retro/search?${query}`));
    const first = await spells('text=armure&size=2');
    expect(first.rows.map((hit) => hit.id)).toEqual([18, 1]);
    expect([first.count, first.page, first.pages]).toEqual([3, 1, 2]);
    const second = await spells('text=armure&size=2&page=2');
    expect(second.rows.map((hit) => hit.id)).toEqual([6]);
    const past = await spells('text=armure&size=2&page=3');
    expect([past.rows.length, past.count]).toEqual([0, 3]);
    expect((await spells('text=armrue')).count).toBe(3);
    expect((await spells('text=%25%25')).rows).toEqual([]);
    const refused = await harness.app.inject({ method: 'GET', url: '/api/spells/retro/search?text=armure&size=500' });
    expect(refused.statusCode).toBe(400);
  });

  it('keeps NPC and private-server records out of the navbar unless availability=all', async () => {
    expect((await navbar('tengu'))[0].hits).toEqual([]);
    const all = NavbarSearchResponse.parse(await get('/api/search/retro/tengu?availability=all')).results[0];
    expect(all.hits.map((hit) => hit.id)).toEqual([11703]);
  });

  it('answers empty groups for a query without a word, and searches other games', async () => {
    for (const query of ['%', '--', ' ']) {
      const results = await navbar(query);
      expect(results.map((group) => [group.index, group.hits.length, group.estimatedTotalHits])).toEqual([
        ['items', 0, 0],
        ['stuffs', 0, 0],
        ['spells', 0, 0],
      ]);
    }
    const dofus = await navbar('gobball', { 'x-lang': 'en' }, 'dofus');
    expect(dofus[0].hits.map((hit) => hit.name.en)).toContain('Gobball Headgear');
    const dofusSpell = (await navbar('reptincelles', {}, 'dofus'))[2].hits[0];
    expect(dofusSpell).toMatchObject({ id: 14021, class_id: 2, icon: expect.any(Number) });
  });

  it('completes set names, best match first, and nothing for an empty text', async () => {
    const complete = async (query: string) =>
      ClothAutocompleteResponse.parse(await get(`/api/clothes/retro/autocomplete?${query}`)).data.map((set) => set.id);
    expect(await complete('q=bouf')).toEqual([1]);
    expect(await complete('q=panoplie')).toEqual([24, 1, 6]);
    expect(await complete('q=panoplie&size=2')).toEqual([24, 1]);
    expect(await complete('q=gelax')).toEqual([6]);
    expect(await complete('q=gelxa')).toEqual([6]);
    expect(await complete('q=')).toEqual([]);
    expect(await complete('')).toEqual([]);
    expect(await complete('q=%25%25')).toEqual([]);
  });
});
