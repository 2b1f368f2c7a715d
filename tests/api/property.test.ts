/**
 * Whatever a client puts in the search text, the ids, the category or the filters, the server
 * answers with a client error at worst: never a 5xx (no SQL error, no overflow, no crash on odd
 * Unicode), and a 400 names a parameter of the request.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorBody } from '#contract/common';
import { ItemDetail, ItemSearchResponse } from '#contract/items';
import { NavbarSearchResponse } from '#contract/search';
import { ClothAutocompleteResponse, ClothSearchResponse, SetDetail } from '#contract/sets';
import { ClassSpellsResponse } from '#contract/spells';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';

const RUNS = 150;

/** Strings a user could type, plus SQL and LIKE metacharacters and odd Unicode. */
const anyText = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom("'; drop table items; --", '%', '_', '\\', '%_%', '|', '"', '\u0000', 'épée%', 'Œuvre', 'ß'),
);

/** Path segments that may or may not be ids. */
const anySegment = fc.oneof(
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double().map(String),
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.array(fc.nat(), { minLength: 1, maxLength: 120 }).map((ids) => ids.join('-')),
);

/** A filter value: a plausible one, a near miss, or garbage. */
const filterValue = (plausible: readonly string[]) =>
  fc.oneof(
    fc.constantFrom(...plausible),
    fc.array(fc.constantFrom(...plausible), { minLength: 1, maxLength: 4 }).map((values) => values.join('-')),
    fc.integer({ min: -5, max: 300 }).map(String),
    anyText,
  );

/** Random combinations of the encyclopedia filters, each present or not, with garbage values. */
const anyFilters = fc.record(
  {
    text: anyText,
    class: filterValue(['1', '8', '10', '12', '13', '0', '99999999999']),
    element: filterValue(['neutral', 'earth', 'fire', 'water', 'air', 'ice']),
    level_min: filterValue(['0', '1', '10', '60', '200', '-1', '1e3']),
    level_max: filterValue(['0', '5', '10', '100', '100001']),
    include: filterValue(['ch', 'an', 'hat', 'ring', 'ep', 'ar', 'do', 'cosmetic_hat', 'weapon']),
    exclude: filterValue(['ch', 'an', 'bo', 'sword', 'bow', 'living_item']),
    main_effect: filterValue(['118', '125', '157', 'fo', 'vi', 'pa', 'strength', 'res_water']),
    effect: filterValue(['240', '999', 're', 'rn', 'intelligence', 'pods']),
    folder: filterValue(['1', '2', '0']),
    sort: filterValue(['relevance', 'level_asc', 'level_desc', 'name_asc', 'name_desc', 'effect_desc']),
    page: filterValue(['1', '2', '0', '100000']),
    size: filterValue(['1', '5', '20', '100', '101']),
    availability: filterValue(['standard', 'all']),
  },
  { requiredKeys: [] },
);

const dashed = (values: readonly string[]) =>
  fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 }).map((picked) => picked.join('-'));

/** Combinations a web page would send, on the `all` category: every one is valid. */
const validFilters = fc
  .record(
  {
    text: fc.constantFrom('bouftou', 'coiffe bouf', 'gélano', 'bouftuo', 'epee', 'champ', 'a', 'feca', 'xyzzy'),
    class: fc.integer({ min: 1, max: 12 }).map(String),
    element: dashed(['neutral', 'earth', 'fire', 'water', 'air']),
    level_min: fc.integer({ min: 0, max: 100 }).map(String),
    level_max: fc.integer({ min: 0, max: 200 }).map(String),
    include: dashed(['ch', 'an', 'am', 'ca', 'ep', 'ma', 'ar']),
    exclude: dashed(['bo', 'ce', 'do', 'ba']),
    main_effect: dashed(['fo', 'in', 'vi', '118', 'pa']),
    effect: dashed(['re', 'pd', 'rn']),
    folder: dashed(['1', '2']),
    sort: fc.constantFrom('relevance', 'level_asc', 'level_desc', 'name_asc', 'name_desc', 'effect_desc'),
    page: fc.integer({ min: 1, max: 3 }).map(String),
    size: fc.integer({ min: 1, max: 30 }).map(String),
    availability: fc.constantFrom('standard', 'all'),
  },
  { requiredKeys: [] },
  )
  .map((values) => {
    // The two clashes a page could make: an upside-down level range, an effect sort without an effect.
    const fixed: Record<string, string> = { ...values };
    if (fixed.level_min !== undefined && fixed.level_max !== undefined && Number(fixed.level_min) > Number(fixed.level_max)) {
      [fixed.level_min, fixed.level_max] = [fixed.level_max, fixed.level_min];
    }
    if (fixed.sort === 'effect_desc' && fixed.main_effect === undefined && fixed.effect === undefined) fixed.main_effect = 'vi';
    return fixed;
  });

const filters = fc.oneof(validFilters, anyFilters);

function queryString(values: Record<string, string>): string {
  return new URLSearchParams(values).toString();
}

describeEachDatabase('robustness', (dialect) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(dialect);
  });
  afterAll(() => harness?.close());

  const status = async (url: string) => (await harness.app.inject({ method: 'GET', url })).statusCode;

  it('never fails on a search text', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, fc.constantFrom('all', 'items', 'weapons', 'hat', 'sword'), async (text, category) => {
        const response = await harness.app.inject({
          method: 'GET',
          url: `/api/items/retro/search/${category}?text=${encodeURIComponent(text)}&availability=all`,
        });
        expect(response.statusCode, text).toBeLessThan(500);
        if (response.statusCode === 200) ItemSearchResponse.parse(response.json());
      }),
      { numRuns: RUNS },
    );
  });

  it('never fails on an id, an id list, a category or a page', async () => {
    await fc.assert(
      fc.asyncProperty(anySegment, async (segment) => {
        const encoded = encodeURIComponent(segment);
        for (const url of [
          `/api/items/retro/${encoded}`,
          `/api/items/retro/stuff/${encoded}`,
          `/api/clothes/retro/${encoded}`,
          `/api/clothes/retro/some/${encoded}`,
          `/api/items/retro/search/${encoded}`,
          `/api/items/retro/search/all?page=${encoded}&size=${encoded}`,
          `/api/catalog/${encoded}`,
        ]) {
          expect(await status(url), url).toBeLessThan(500);
        }
      }),
      { numRuns: RUNS },
    );
  });

  /** Never a 5xx; a 400 has the error shape and names one of the parameters sent. */
  async function answer(url: string, sent: readonly string[]): Promise<unknown> {
    const response = await harness.app.inject({ method: 'GET', url, headers: { 'x-lang': 'en' } });
    expect(response.statusCode, url).toBeLessThan(500);
    if (response.statusCode === 400) {
      const body = ErrorBody.parse(response.json());
      const named = body.message.replace(/^Invalid parameter: /, '').split(', ');
      expect(named.every((name) => sent.includes(name)), `${url}: ${body.message}`).toBe(true);
      return undefined;
    }
    return response.statusCode === 200 ? response.json() : undefined;
  }

  it('answers every valid combination of item search filters, and pages consistently', async () => {
    await fc.assert(
      fc.asyncProperty(validFilters, async (values) => {
        const url = `/api/items/retro/search/all?${queryString(values)}`;
        const response = await harness.app.inject({ method: 'GET', url });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        const page = ItemSearchResponse.parse(response.json());
        const size = Number(values.size ?? 20);
        expect(page.rows.length).toBeLessThanOrEqual(size);
        expect(page.pages).toBe(Math.ceil(page.count / size));
        if (page.page < page.pages) expect(page.rows).toHaveLength(size);
      }),
      { numRuns: RUNS },
    );
  });

  it('never fails on any combination of filters, categories and garbage', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('all', 'items', 'weapons', 'cosmetics', 'ch', 'sword'), filters, async (category, values) => {
        const body = await answer(`/api/items/retro/search/${category}?${queryString(values)}`, ['category', ...Object.keys(values)]);
        if (body !== undefined) ItemSearchResponse.parse(body);
      }),
      { numRuns: RUNS },
    );
  });

  it('never fails on set searches, autocompletes, navbar searches or spells', async () => {
    await fc.assert(
      fc.asyncProperty(filters, anyText, anySegment, async (values, text, segment) => {
        const sets = await answer(`/api/clothes/retro/search?${queryString(values)}`, Object.keys(values));
        if (sets !== undefined) ClothSearchResponse.parse(sets);
        const completion = await answer(`/api/clothes/retro/autocomplete?q=${encodeURIComponent(text)}`, ['q']);
        if (completion !== undefined) ClothAutocompleteResponse.parse(completion);
        const navbar = await answer(`/api/search/retro/${encodeURIComponent(text)}`, ['query']);
        if (navbar !== undefined) {
          const results = NavbarSearchResponse.parse(navbar).results;
          for (const group of results) expect(group.hits.length).toBeLessThanOrEqual(Math.min(5, group.estimatedTotalHits));
        }
        const spells = await answer(`/api/spells/retro/class/${encodeURIComponent(segment)}`, ['classId']);
        if (spells !== undefined) ClassSpellsResponse.parse(spells);
      }),
      { numRuns: RUNS },
    );
  });

  it('never fails on the official flag or the populate list', async () => {
    const flag = fc.oneof(fc.constantFrom('', 'true', 'false', '1', '0'), anyText);
    const populate = fc.oneof(
      fc.array(fc.constantFrom('items', 'ingredients', 'constraints', 'recipes', ''), { maxLength: 4 }).map((parts) => parts.join(',')),
      anyText,
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(2411, 11703, 2711, 6525), flag, fc.constantFrom(1, 6, 24), populate, async (id, official, setId, parts) => {
        const item = await answer(`/api/items/retro/${id}?official=${encodeURIComponent(official)}`, ['official']);
        if (item !== undefined) ItemDetail.parse(item);
        const set = await answer(`/api/clothes/retro/${setId}?populate=${encodeURIComponent(parts)}`, ['populate']);
        if (set !== undefined) SetDetail.parse(set);
      }),
      { numRuns: RUNS },
    );
  });
});
