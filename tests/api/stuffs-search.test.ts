/**
 * The public stuff search after migration 0009 (masks, guide flag, name words) answers exactly what
 * the filters over the stored text columns answered before it: the reference below is the search as
 * it was (`like` over `name_folded`, `elements`, `tags`, `markdown`), run on the same database, and
 * every query — fixed ones and fast-check's — must give the same count and the same page, in the
 * same order. 3,200 stuffs are stored (most named "terre …", so that a word matches more public
 * stuffs than the repository reads by id), then stuffs saved, renamed, re-tagged, made private and
 * deleted through the API must be found (or not) at once: every write path keeps the search columns.
 */
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STUFF_ELEMENTS, STUFF_SORTS, STUFF_TAGS, StuffSearchQuery } from '#contract/stuffs';
import type { Database } from '#server/db/schema';
import { fillStuffSearchColumns } from '#server/db/migrations/0009_stuffs_search';
import { searchWords } from '#server/modules/search/text';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { call, draft, signedInMember, type SignedIn } from './support/stuffs.ts';

const WORDS = ['terre', 'feu', 'eau', 'air', 'iop', 'cra', 'pvp', 'tank', 'terreur', 'te'];
const STORED = 3200;

/** The search before migration 0009, verbatim in its filters and order. */
async function referenceSearch(db: Kysely<Database>, game: string, filters: StuffSearchQuery, ownerId?: number) {
  let query = db.selectFrom('stuffs').where('stuffs.game', '=', game);
  query = ownerId === undefined ? query.where('stuffs.visible', '=', 1) : query.where('stuffs.user_id', '=', ownerId);
  for (const word of searchWords(filters.text ?? '')) query = query.where('stuffs.name_folded', 'like', `% ${word}%`);
  if (filters.class !== undefined) query = query.where('stuffs.class_id', '=', filters.class);
  if (filters.level_min !== undefined) query = query.where('stuffs.level', '>=', filters.level_min);
  if (filters.level_max !== undefined) query = query.where('stuffs.level', '<=', filters.level_max);
  for (const element of filters.element ?? []) query = query.where('stuffs.elements', 'like', `%,${element},%`);
  for (const tag of filters.tags ?? []) query = query.where('stuffs.tags', 'like', `%,${tag},%`);
  if (filters.guide === true) query = query.where('stuffs.markdown', '<>', '');
  if (filters.guide === false) query = query.where('stuffs.markdown', '=', '');
  if (filters.folder && ownerId !== undefined) query = query.where('stuffs.folder_id', 'in', filters.folder);
  const counted = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
  let rows = query.select('stuffs.id');
  if (filters.sort === 'views_desc') rows = rows.orderBy('stuffs.views', 'desc');
  if (filters.sort === 'level_desc') rows = rows.orderBy('stuffs.level', 'desc');
  if (filters.sort === 'level_asc') rows = rows.orderBy('stuffs.level', 'asc');
  if (filters.sort === 'name_asc') rows = rows.orderBy('stuffs.name_folded', 'asc');
  const found = await rows.orderBy('stuffs.updated_at', 'desc').orderBy('stuffs.id', 'desc').limit(filters.size).offset((filters.page - 1) * filters.size).execute();
  return { count: Number(counted?.n ?? 0), ids: found.map((row) => row.id) };
}

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describeEachDatabase('stuffs: the public search answers as before its indexes', (dialect) => {
  let harness: Harness;
  let owner: SignedIn;
  beforeAll(async () => {
    harness = await createHarness(dialect);
    owner = await signedInMember(harness.app, { privacy: false });
    const next = random(5);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const at = Date.parse('2026-01-01T00:00:00Z');
    const data = JSON.stringify({ ...draft(), mode: 'private' });
    for (let start = 0; start < STORED; start += 400) {
      const rows = Array.from({ length: 400 }, (_, offset) => {
        const index = start + offset;
        const name = `${next() < 0.9 ? 'Terre' : pick(WORDS)} ${pick(WORDS)}-${pick(WORDS)} n°${index}`;
        const elements = STUFF_ELEMENTS.filter(() => next() < 0.3);
        const tags = STUFF_TAGS.filter(() => next() < 0.15);
        return {
          user_id: owner.id, game: 'retro', name, name_folded: ` ${name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `,
          class_id: 1 + Math.floor(next() * 12), gender: 0, character_level: 100, level: Math.floor(next() * 200),
          elements: elements.length ? `,${elements.join(',')},` : ',', tags: tags.length ? `,${tags.join(',')},` : ',',
          allowed_classes: '[]', description: '', markdown: next() < 0.1 ? '# Guide' : '', visible: next() < 0.8 ? 1 : 0,
          folder_id: null, views: Math.floor(next() * 50), short_code: null, version: 1, skin: null, data,
          created_at: new Date(at).toISOString(),
          // Equal dates in pairs: ties fall to the id.
          updated_at: new Date(at - Math.floor(index / 2) * 1000).toISOString(),
        };
      });
      await harness.database.db.insertInto('stuffs').values(rows).execute();
    }
    await fillStuffSearchColumns(harness.database.db);
    if (dialect === 'postgres') await sql`analyze stuffs`.execute(harness.database.db);
  });
  afterAll(() => harness?.close());

  /** The API's answer against the reference's; `member`: their own search. */
  const compare = async (query: string, member?: SignedIn) => {
    const filters = StuffSearchQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const expected = await referenceSearch(harness.database.db, 'retro', filters, member?.id);
    const url = member === undefined ? `/api/search/retro/stuffs?${query}` : `/api/stuffs/retro/private?${query}`;
    const response = await call(harness.app, member, { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { count: number; hits: { id: number }[]; pages: number };
    expect({ query, count: answer.count, ids: answer.hits.map((hit) => hit.id) }).toEqual({ query, ...expected });
    expect(answer.pages).toBe(Math.ceil(expected.count / filters.size));
    return expected;
  };

  it('gives the same counts and pages as the text filters did, for fixed and generated queries', async () => {
    // Many matches (more than the search reads by id), few, none; every filter and sort.
    expect((await compare('text=terre')).count).toBeGreaterThan(2000);
    expect((await compare('text=terre&sort=name_asc&page=30')).ids.length).toBe(20);
    await compare('text=te');
    await compare('text=Terreur%20IOP&sort=views_desc');
    await compare('text=t%20pvp%20eau&size=100');
    await compare('text=zzz');
    await compare('text=%20%20');
    await compare('element=earth-air&tags=pvp');
    await compare('tags=tank&sort=level_asc&page=2');
    await compare('guide=1&sort=level_desc');
    await compare('guide=0&class=3&level_min=20&level_max=120');
    await compare('sort=name_asc&page=40');
    await compare('text=terre&element=fire&guide');
    await compare('text=cra&tags=pvp', owner);
    await compare('text=terre&page=3', owner);

    const words = fc.constantFrom(...WORDS, 'terr', 'n', 'xy', 'eau-feu', 'TERRE');
    const query = fc.record(
      {
        text: fc.array(words, { minLength: 1, maxLength: 3 }).map((list) => list.join(' ')),
        class: fc.integer({ min: 1, max: 12 }),
        level_min: fc.integer({ min: 0, max: 100 }),
        level_max: fc.integer({ min: 100, max: 200 }),
        element: fc.subarray([...STUFF_ELEMENTS], { minLength: 1, maxLength: 2 }).map((list) => list.join('-')),
        tags: fc.subarray([...STUFF_TAGS], { minLength: 1, maxLength: 2 }).map((list) => list.join('-')),
        guide: fc.constantFrom('1', '0'),
        sort: fc.constantFrom(...STUFF_SORTS),
        page: fc.integer({ min: 1, max: 4 }).map(String),
        size: fc.constantFrom('5', '20', '100'),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), async (fields, own) => {
        const params = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
        await compare(params.toString(), own ? owner : undefined);
      }),
      { numRuns: 60, seed: 17 },
    );
  });

  it('keeps the search columns right on every write: save, rename, tags, visibility, copy, delete', async () => {
    // Another member: the first one holds the stored stuffs, far beyond the 500 a member may save.
    const writer = await signedInMember(harness.app, { privacy: false });
    const find = async (query: string) =>
      ((await call(harness.app, undefined, { method: 'GET', url: `/api/search/retro/stuffs?${query}` })).json() as { hits: { id: number }[] }).hits.map((hit) => hit.id);
    const saved = (await call(harness.app, writer, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: { ...draft({ name: 'Zorglub Kwak' }), tags: ['sa'], visible: true } })).json();
    expect(await find('text=zorg%20kwa')).toEqual([saved.id]);
    expect(await find('text=zorglub&tags=sa&element=earth')).toEqual([saved.id]);

    const renamed = (await call(harness.app, writer, { method: 'PUT', url: `/api/stuffs/retro/private/${saved.id}`, payload: { version: saved.version, name: 'Blorp Ultime', tags: ['dp'], markdown: '# Guide' } })).json();
    expect(await find('text=zorglub')).toEqual([]);
    expect(await find('text=blorp%20ult&tags=dp&guide')).toEqual([saved.id]);
    expect(await find('text=blorp&tags=sa')).toEqual([]);

    const copy = (await call(harness.app, writer, { method: 'POST', url: `/api/stuffs/retro/private/${saved.id}/copy`, payload: { name: 'Blorp Copie' } })).json();
    // The copy follows its member's setting (public by default here); made private, it leaves the public search.
    expect((await find('text=blorp')).sort()).toEqual([saved.id, copy.id].sort());
    const hidden = (await call(harness.app, writer, { method: 'PUT', url: `/api/stuffs/retro/private/${copy.id}`, payload: { version: copy.version, visible: false } })).json();
    expect(await find('text=blorp')).toEqual([saved.id]);
    await compare('text=blorp', writer);
    const shown = (await call(harness.app, writer, { method: 'PUT', url: `/api/stuffs/retro/private/${copy.id}`, payload: { version: hidden.version, visible: true } })).json();
    expect((await find('text=blorp')).sort()).toEqual([saved.id, copy.id].sort());
    // New characteristics change the stuff's elements, and the element filter follows them.
    const caracs = (await call(harness.app, writer, { method: 'PUT', url: `/api/stuffs/retro/private/${copy.id}/caracs`, payload: { version: shown.version, points: { intelligence: 395 }, scrolls: {} } })).json();
    expect(caracs.elements).toContain('fire');
    expect(caracs.elements).not.toContain('earth');
    expect(await find('text=blorp&element=earth')).toEqual([saved.id]);
    expect(await find('text=blorp&element=fire')).toEqual([copy.id]);
    await call(harness.app, writer, { method: 'PUT', url: `/api/stuffs/retro/private/${saved.id}`, payload: { version: renamed.version, visible: false } });
    expect(await find('text=blorp')).toEqual([copy.id]);
    await call(harness.app, writer, { method: 'DELETE', url: `/api/stuffs/retro/private/${copy.id}` });
    expect(await find('text=blorp')).toEqual([]);
    const words = await harness.database.db.selectFrom('stuff_words').select('word').where('stuff_id', '=', copy.id).execute();
    expect(words).toEqual([]);
    await compare('text=blorp', writer);
  });
});
