/**
 * Issue 17, the encyclopedia's personal filters (contract/search.ts `folder`, `favorite`): the items
 * (and sets) of the caller's stuffs in the named folders, the caller's favourites. Never another
 * member's data: a visitor, or someone naming another member's folder, finds nothing; such an
 * answer is the caller's own (private, no data ETag), while the plain search keeps its ETag.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { call, draft, signedInMember, type SignedIn } from './support/stuffs.ts';

const ITEMS = '/api/items/retro/search/items';
const SETS = '/api/clothes/retro/search';

describeEachDatabase('encyclopedia: folder and favourite filters', (dialect) => {
  let harness: Harness;
  let owner: SignedIn;
  let other: SignedIn;
  let pvp: number;
  let pvm: number;
  let othersFolder: number;
  beforeAll(async () => {
    harness = await createHarness(dialect);
    owner = await signedInMember(harness.app);
    other = await signedInMember(harness.app);
    const app = harness.app;
    const folder = async (who: SignedIn, name: string) => {
      const answer = await call(app, who, { method: 'POST', url: '/api/folders', payload: { name } });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().rows as { id: number; name: string }[]).find((row) => row.name === name)!.id;
    };
    pvp = await folder(owner, 'PvP');
    pvm = await folder(owner, 'PvM');
    othersFolder = await folder(other, 'Secret');
    const save = async (who: SignedIn, items: Record<string, number>, folderId: number | null) => {
      const answer = await call(app, who, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: { ...draft({ items }), folder_id: folderId } });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    // PvP: the Gobball hat and cloak; PvM: the Mush Mush ring; outside any folder: the Gelano.
    await save(owner, { ch: 2411, ca: 2414 }, pvp);
    await save(owner, { a1: 6919 }, pvm);
    await save(owner, { a1: 2469 }, null);
    // The other member's secret folder holds the Pandawa hat.
    await save(other, { ch: 700 }, othersFolder);
  });
  afterAll(async () => {
    await harness?.close();
  });
  const ids = (body: { rows: { id: number }[] }) => body.rows.map((row) => row.id).sort((a, b) => a - b);

  it('lists the items of the caller’s stuffs in the folders, privately, and nothing of anyone else', async () => {
    const app = harness.app;
    const one = await call(app, owner, { method: 'GET', url: `${ITEMS}?folder=${pvp}` });
    expect(one.statusCode, one.body).toBe(200);
    expect(ids(one.json())).toEqual([2411, 2414]);
    expect(one.json().count).toBe(2);
    expect(one.headers['cache-control']).toBe('private, no-store');
    expect(one.headers.etag).toBeUndefined();
    expect(String(one.headers.vary)).toMatch(/Authorization/);

    expect(ids((await call(app, owner, { method: 'GET', url: `${ITEMS}?folder=${pvp}-${pvm}` })).json())).toEqual([2411, 2414, 6919]);
    // The other filters still apply on top.
    expect(ids((await call(app, owner, { method: 'GET', url: `${ITEMS}?folder=${pvp}-${pvm}&include=ch` })).json())).toEqual([2411]);
    // Sets: those with a piece in the folders.
    expect(ids((await call(app, owner, { method: 'GET', url: `${SETS}?folder=${pvm}` })).json())).toEqual([24]);
    expect(ids((await call(app, owner, { method: 'GET', url: `${SETS}?folder=${pvp}-${pvm}` })).json())).toEqual([1, 24]);

    // Another member's folder id: nothing, not the other member's Pandawa hat.
    const foreign = await call(app, owner, { method: 'GET', url: `${ITEMS}?folder=${othersFolder}` });
    expect(foreign.json()).toMatchObject({ rows: [], count: 0, pages: 0 });
    // The other member sees their own folder, and nothing of the owner's.
    expect(ids((await call(app, other, { method: 'GET', url: `${ITEMS}?folder=${othersFolder}` })).json())).toEqual([700]);
    expect(ids((await call(app, other, { method: 'GET', url: `${ITEMS}?folder=${pvp}` })).json())).toEqual([]);
    // A visitor: nothing, privately.
    const visitor = await call(app, undefined, { method: 'GET', url: `${ITEMS}?folder=${pvp}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ rows: [], count: 0 });
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    expect((await call(app, undefined, { method: 'GET', url: `${SETS}?folder=${pvp}` })).json().rows).toEqual([]);
    // A broken token is refused, not taken for a visitor.
    const broken = await app.inject({ method: 'GET', url: `${ITEMS}?folder=${pvp}`, headers: { authorization: 'Bearer nope' } });
    expect(broken.statusCode).toBe(401);
  });

  it('keeps the data ETag of the plain search and never answers a personal search with a 304', async () => {
    const app = harness.app;
    const plain = await call(app, owner, { method: 'GET', url: ITEMS });
    expect(plain.headers['cache-control']).toBe('no-cache');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    expect((await call(app, owner, { method: 'GET', url: ITEMS, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const personal = await call(app, owner, { method: 'GET', url: `${ITEMS}?folder=${pvp}`, headers: { 'if-none-match': etag } });
    expect(personal.statusCode).toBe(200);
    expect(ids(personal.json())).toEqual([2411, 2414]);
  });

  it('lists the caller’s favourites, alone or with the folders', async () => {
    const app = harness.app;
    for (const itemId of [2411, 2469]) {
      expect((await call(app, owner, { method: 'POST', url: '/api/favorites', payload: { game: 'retro', itemId } })).statusCode).toBe(200);
    }
    expect((await call(app, other, { method: 'POST', url: '/api/favorites', payload: { game: 'retro', itemId: 700 } })).statusCode).toBe(200);
    expect(ids((await call(app, owner, { method: 'GET', url: `${ITEMS}?favorite=true` })).json())).toEqual([2411, 2469]);
    expect(ids((await call(app, other, { method: 'GET', url: `${ITEMS}?favorite=1` })).json())).toEqual([700]);
    // Both: favourites equipped in the folder.
    expect(ids((await call(app, owner, { method: 'GET', url: `${ITEMS}?favorite=true&folder=${pvp}` })).json())).toEqual([2411]);
    expect(ids((await call(app, owner, { method: 'GET', url: `${SETS}?favorite=true` })).json())).toEqual([1, 6]);
    expect((await call(app, undefined, { method: 'GET', url: `${ITEMS}?favorite=true` })).json().rows).toEqual([]);
    // `favorite=false` is the plain search (data-versioned again).
    const plain = await call(app, owner, { method: 'GET', url: `${ITEMS}?favorite=false` });
    expect(plain.json().count).toBeGreaterThan(2);
    expect(plain.headers.etag).toMatch(/^W\//);
    // A bad value names the parameter.
    const bad = await call(app, owner, { method: 'GET', url: `${ITEMS}?favorite=maybe` });
    expect(bad.statusCode).toBe(400);
  });
});
