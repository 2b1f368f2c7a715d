/**
 * Whatever a client puts in the search text, the ids or the category, the server answers with a
 * client error at worst: never a 5xx (no SQL error, no overflow, no crash on odd Unicode).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ItemSearchResponse } from '../../contract/api.ts';
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
});
