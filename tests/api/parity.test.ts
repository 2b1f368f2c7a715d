/**
 * SQLite and PostgreSQL give the same answers: the same requests go to an app on each database and
 * the two answers must be equal, byte for byte once parsed — on the fixtures, and on the full
 * Retro catalogue when it is present (texts taken from its names, with typos). Needs DATABASE_URL.
 */
import { rmSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, hasRealData, realDataSubset, type Harness } from './support/harness.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const NO_POSTGRES = 'skipped: DATABASE_URL is not set (postgres://user:password@host:port/database)';

/** One app per database over the same data; `same` asks both and compares. */
function pairOver(dataDir: () => string | undefined) {
  const apps: { sqlite?: Harness; postgres?: Harness } = {};
  beforeAll(async () => {
    const dir = dataDir();
    const options = dir ? { dataDir: dir } : {};
    [apps.sqlite, apps.postgres] = await Promise.all([createHarness('sqlite', options), createHarness('postgres', options)]);
  });
  afterAll(async () => {
    await Promise.all([apps.sqlite?.close(), apps.postgres?.close()]);
  });
  return async function same(url: string, headers: Record<string, string> = {}): Promise<{ statusCode: number; body: unknown }> {
    const [lite, pg] = await Promise.all(
      [apps.sqlite!, apps.postgres!].map((harness) => harness.app.inject({ method: 'GET', url, headers })),
    );
    expect(pg!.statusCode, url).toBe(lite!.statusCode);
    expect(pg!.json(), url).toEqual(lite!.json());
    return { statusCode: lite!.statusCode, body: lite!.json() };
  };
}

const FIXED_URLS = [
  '/api/items/retro/search/all?availability=all&size=100',
  '/api/items/retro/search/all?text=bouftou',
  '/api/items/retro/search/all?text=coiffe%20bouf&availability=all',
  '/api/items/retro/search/all?text=g%C3%A9lano',
  '/api/items/retro/search/all?text=bouftuo&sort=name_desc',
  '/api/items/retro/search/all?text=boutfo',
  '/api/items/retro/search/all?text=a&size=100&availability=all',
  '/api/items/retro/search/items?include=ch-an&sort=name_asc',
  '/api/items/retro/search/all?main_effect=vi&sort=effect_desc',
  '/api/items/retro/search/all?element=earth&class=10&level_min=2&level_max=20',
  '/api/items/dofus/search/all?text=gobball&availability=all',
  '/api/clothes/retro/search?text=panoplie&sort=name_desc',
  '/api/clothes/retro/search?main_effect=in&sort=effect_desc',
  '/api/clothes/retro/autocomplete?q=gelxa',
  '/api/clothes/retro/1?populate=items,ingredients,constraints',
  '/api/search/retro/armure',
  '/api/search/retro/feca',
  '/api/search/retro/bouftuo',
  '/api/spells/retro/class/1',
  '/api/spells/dofus/class/1',
  '/api/bootstrap?game=retro',
  '/api/items/retro/search/all?class=13',
];

const words = fc.constantFrom('bouftou', 'coiffe', 'bouf', 'gelano', 'epee', 'champ', 'cape', 'armure', 'feca', 'a', 'du', 'hat', 'jalato');
const typo = (word: string, seed: number) => {
  const at = seed % Math.max(1, word.length);
  return seed % 3 === 0 ? word.slice(0, at) + word.slice(at + 1) : seed % 3 === 1 ? word.slice(0, at) + 'e' + word.slice(at) : word.slice(0, at) + word.slice(at + 1, at + 2) + word.slice(at, at + 1) + word.slice(at + 2);
};

describe.skipIf(!DATABASE_URL)(`same answers on SQLite and PostgreSQL, fixtures${DATABASE_URL ? '' : ` — ${NO_POSTGRES}`}`, () => {
  const same = pairOver(() => undefined);

  it('for the searches, filters, sorts and details of the other suites', async () => {
    for (const url of FIXED_URLS) await same(url);
    await same('/api/items/retro/search/all?sort=name_asc&size=100', { 'x-lang': 'en' });
    await same('/api/search/retro/armour', { 'x-lang': 'en' });
  });

  it('for random texts, typos and filters', async () => {
    const text = fc
      .tuple(fc.array(words, { minLength: 1, maxLength: 3 }), fc.nat(), fc.boolean())
      .map(([picked, seed, withTypo]) => picked.map((word, index) => (withTypo && index === 0 ? typo(word, seed) : word)).join(' '));
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.constantFrom('all', 'items', 'weapons', 'ch'),
        fc.constantFrom('', '&sort=name_asc', '&sort=level_desc', '&level_min=5', '&element=earth', '&main_effect=vi&sort=effect_desc'),
        fc.constantFrom('standard', 'all'),
        async (typed, category, filter, availability) => {
          const encoded = encodeURIComponent(typed);
          await same(`/api/items/retro/search/${category}?text=${encoded}&availability=${availability}${filter}`);
          await same(`/api/search/retro/${encoded}?availability=${availability}`);
          await same(`/api/clothes/retro/search?text=${encoded}${filter.replace('&element=earth', '')}`);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});

const realReason = !DATABASE_URL ? NO_POSTGRES : !hasRealData ? 'skipped: no full game data (DATA_DIR)' : '';
describe.skipIf(realReason !== '')(`same answers on SQLite and PostgreSQL, full Retro data${realReason ? ` — ${realReason}` : ''}`, () => {
  let dataDir: string;
  const same = pairOver(() => {
    dataDir = realDataSubset(['retro']);
    return dataDir;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('for the names of the catalogue, whole, cut short, and with a typo', async () => {
    const { body } = await same('/api/items/retro/search/all?availability=all&size=100&sort=name_asc');
    const names = (body as { rows: { name: { fr?: string } }[] }).rows.flatMap((row) => (row.name.fr ? [row.name.fr] : []));
    const typed = fc.tuple(fc.constantFrom(...names), fc.nat(), fc.constantFrom('whole', 'cut', 'typo')).map(([name, seed, how]) => {
      const parts = name.split(' ');
      if (how === 'whole') return name;
      const last = parts.at(-1)!;
      if (how === 'cut') return [...parts.slice(0, -1), last.slice(0, Math.max(1, last.length - (seed % 3)))].join(' ');
      return [...parts.slice(0, -1), typo(last, seed)].join(' ');
    });
    await fc.assert(
      fc.asyncProperty(typed, fc.constantFrom('', '&sort=level_desc', '&main_effect=vi', '&class=3'), async (text, filter) => {
        const encoded = encodeURIComponent(text);
        await same(`/api/search/retro/${encoded}?availability=all`);
        await same(`/api/items/retro/search/all?text=${encoded}&availability=all${filter}`);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('for filtered pages and class spells', async () => {
    await same('/api/items/retro/search/items?level_min=100&main_effect=pa&sort=effect_desc&size=50');
    await same('/api/items/retro/search/weapons?element=fire-air&class=9&size=50&sort=name_desc');
    await same('/api/clothes/retro/search?include=ch-an&exclude=ar&level_max=100&size=50');
    for (const classId of [1, 8, 12]) await same(`/api/spells/retro/class/${classId}`);
  });
});
