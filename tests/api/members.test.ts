/**
 * Issue 18, members: the public member (`GET /api/users/name/:name`, `GET /api/users/:id`) — label,
 * avatar, slug and its history, visits, public stuffs, never the e-mail —, the member list
 * (`GET /api/users/:game`: search, sorts, pages, `online=true`) and the online count, which two apps
 * over one database (two server processes) agree on.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_PAGE_SIZE, ROLES } from '#contract/users';
import { buildApp } from '#server/app';
import { openDatabase, type DatabaseHandle } from '#server/db/connection';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { uniqueName } from './support/accounts.ts';
import { call, draft, signedInMember, type SignedIn } from './support/stuffs.ts';

/** Every e-mail of the members of a suite: none may appear in a public answer. */
const emails: string[] = [];

function noEmailIn(body: string): void {
  expect(body).not.toContain('@');
  for (const email of emails) expect(body.toLowerCase()).not.toContain(email.toLowerCase());
  expect(body).not.toMatch(/"email/);
}

async function member(harness: Harness, options: { role?: number; privacy?: boolean } = {}): Promise<SignedIn> {
  const signed = await signedInMember(harness.app, options);
  emails.push(`${signed.name}@example.test`);
  return signed;
}

describeEachDatabase('members', (dialect) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(dialect);
  });
  afterAll(() => harness?.close());

  const get = (url: string, lang = 'en', headers: Record<string, string> = {}) => harness.app.inject({ method: 'GET', url, headers: { 'x-lang': lang, ...headers } });

  it('answers the public member by id, nickname (any case) and slug, with the label, the public stuffs and never the e-mail', async () => {
    const alice = await member(harness);
    await harness.app.repos.users.update(alice.id, { ingame_name: 'Ali-Baba', favourite_map: 'Astrub [4,-18]', about: 'Je joue Iop.' });
    // One public and one private stuff in retro, one public in dofus... the fixtures have retro items only: a second retro one stays private.
    const saved = await call(harness.app, alice, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: { ...draft(), visible: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    const hidden = await call(harness.app, alice, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: { ...draft({ name: 'Secret' }), visible: false } });
    expect(hidden.statusCode, hidden.body).toBe(200);

    const byId = await get(`/api/users/${alice.id}?game=retro`, 'fr');
    expect(byId.statusCode, byId.body).toBe(200);
    noEmailIn(byId.body);
    expect(byId.json()).toMatchObject({
      id: alice.id,
      name: alice.name,
      slug: alice.name.toLowerCase(),
      label: 'Utilisateur',
      avatar_url: null,
      ingame_name: 'Ali-Baba',
      favourite_map: 'Astrub [4,-18]',
      about: 'Je joue Iop.',
      public_stuffs: 1,
      visits: 0,
    });
    expect(Number.isNaN(Date.parse(byId.json().created_at))).toBe(false);
    // The game asked counts its own public stuffs; the host's game by default.
    expect((await get(`/api/users/${alice.id}?game=dofus`)).json().public_stuffs).toBe(0);
    expect((await get(`/api/users/${alice.id}`)).json().public_stuffs).toBe(1);

    for (const name of [alice.name, alice.name.toUpperCase(), alice.name.toLowerCase()]) {
      const byName = await get(`/api/users/name/${name}`, 'es');
      expect(byName.statusCode).toBe(200);
      noEmailIn(byName.body);
      expect(byName.json()).toMatchObject({ id: alice.id, slug: alice.name.toLowerCase(), label: 'Usuario' });
    }

    const unknown = await get('/api/users/name/nobody-here', 'fr');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Utilisateur introuvable');
    expect((await get('/api/users/2147483600')).statusCode).toBe(404);
    expect((await get(`/api/users/${alice.id}?game=wow`)).statusCode).toBe(400);
  });

  it('labels role, tags and patron joined with " - ", in the caller\'s language', async () => {
    const admin = await member(harness, { role: ROLES.admin });
    await harness.app.repos.users.update(admin.id, { tags: JSON.stringify([30, 35, 48]), is_patron: 1 });
    expect((await get(`/api/users/${admin.id}`, 'fr')).json().label).toBe('Admin - Streamer - Stuffer - Patron');
    expect((await get(`/api/users/${admin.id}`, 'es')).json().label).toBe('Admin - Streamer - Stuffer - Mecenas');
    const moderator = await member(harness, { role: ROLES.moderator });
    expect((await get(`/api/users/${moderator.id}`, 'fr')).json().label).toBe('Modo');
    const manager = await member(harness, { role: ROLES.communityManager });
    await harness.app.repos.users.update(manager.id, { tags: JSON.stringify([35]) });
    expect((await get(`/api/users/${manager.id}`, 'en')).json().label).toBe('CM - Stuffer');
    // Silver (48) alone is not named by the label.
    const silver = await member(harness);
    await harness.app.repos.users.update(silver.id, { tags: JSON.stringify([48]) });
    expect((await get(`/api/users/${silver.id}`, 'en')).json().label).toBe('User');
  });

  it('keeps a former slug: it answers the member with the new slug, until another member takes that nickname', async () => {
    const bob = await member(harness);
    const oldSlug = bob.name.toLowerCase();
    const newName = uniqueName('Robert');
    const renamed = await call(harness.app, bob, { method: 'PUT', url: '/api/users', payload: { name: newName } });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const byOld = await get(`/api/users/name/${oldSlug}`);
    expect(byOld.statusCode).toBe(200);
    expect(byOld.json()).toMatchObject({ id: bob.id, name: newName, slug: newName.toLowerCase() });
    expect((await get(`/api/users/name/${newName}`)).json()).toMatchObject({ id: bob.id, slug: newName.toLowerCase() });

    // Renamed again: both former slugs lead to him.
    const third = uniqueName('Bobby');
    expect((await call(harness.app, bob, { method: 'PUT', url: '/api/users', payload: { name: third } })).statusCode).toBe(200);
    for (const slug of [oldSlug, newName.toLowerCase(), third.toLowerCase()]) {
      expect((await get(`/api/users/name/${slug}`)).json()).toMatchObject({ id: bob.id, slug: third.toLowerCase() });
    }

    // Another member takes his first nickname: the slug is theirs now, and stays theirs.
    const carol = await member(harness);
    expect((await call(harness.app, carol, { method: 'PUT', url: '/api/users', payload: { name: bob.name } })).statusCode).toBe(200);
    expect((await get(`/api/users/name/${oldSlug}`)).json()).toMatchObject({ id: carol.id, slug: oldSlug });
    const carolNext = uniqueName('Caro');
    expect((await call(harness.app, carol, { method: 'PUT', url: '/api/users', payload: { name: carolNext } })).statusCode).toBe(200);
    expect((await get(`/api/users/name/${oldSlug}`)).json()).toMatchObject({ id: carol.id, slug: carolNext.toLowerCase() });

    // Bob keeps only the former slug nobody took; deleting his account takes it too.
    const slugsOf = async (id: number) => (await harness.database.db.selectFrom('user_slugs').select('slug').where('user_id', '=', id).execute()).map((row) => row.slug);
    expect(await slugsOf(bob.id)).toEqual([newName.toLowerCase()]);
    const removed = await call(harness.app, bob, { method: 'DELETE', url: '/api/users', payload: { password: 'stuff-pw' } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await slugsOf(bob.id)).toEqual([]);
    expect((await get(`/api/users/name/${newName}`)).statusCode).toBe(404);
  });

  it('counts a profile visit once per visitor and per day, never the member\'s own', async () => {
    const owner = await member(harness);
    const visitor = await member(harness);
    const visit = (headers: Record<string, string>, remoteAddress = '10.20.0.1') =>
      harness.app.inject({ method: 'POST', url: `/api/users/${owner.id}/visit`, headers, remoteAddress });
    expect((await visit({ 'user-agent': 'browser A' })).json()).toEqual({ visits: 1 });
    expect((await visit({ 'user-agent': 'browser A' })).json()).toEqual({ visits: 1 });
    expect((await visit({ 'user-agent': 'browser B' })).json()).toEqual({ visits: 2 });
    expect((await visit({ 'user-agent': 'browser A' }, '10.20.0.2')).json()).toEqual({ visits: 3 });
    expect((await visit(visitor.headers)).json()).toEqual({ visits: 4 });
    expect((await visit(visitor.headers, '10.20.0.9')).json()).toEqual({ visits: 4 });
    expect((await visit(owner.headers)).json()).toEqual({ visits: 4 });
    expect((await get(`/api/users/${owner.id}`)).json().visits).toBe(4);
    // Nothing about the address or the browser is stored: only keyed hashes.
    const rows = await harness.database.db.selectFrom('profile_visits').selectAll().where('user_id', '=', owner.id).execute();
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.visitor).toMatch(/^(m:\d+|v:[0-9a-f]{32})$/);
    expect(JSON.stringify(rows)).not.toContain('10.20');
    expect((await harness.app.inject({ method: 'POST', url: '/api/users/2147483600/visit' })).statusCode).toBe(404);
  });

  describe('the member list', () => {
    const prefix = `Liste${Math.random().toString(36).slice(2, 6)}`;
    const names: string[] = [];
    const ids: number[] = [];

    beforeAll(async () => {
      // 23 members sharing a prefix, created in order (registration dates ascending).
      for (let index = 0; index < MEMBER_PAGE_SIZE + 3; index += 1) {
        const name = `${prefix}${String.fromCharCode(122 - index)}${index}`;
        const created = await harness.app.repos.users.create({ name, email: `${name}@example.test`, password_hash: null, email_verified: 1, lang: 'fr' });
        emails.push(`${name}@example.test`);
        names.push(name);
        ids.push(created!.id);
      }
      // A banned one is never listed.
      const banned = `${prefix}Banni`;
      await harness.app.repos.users.create({ name: banned, email: `${banned}@example.test`, password_hash: null, role_id: ROLES.banned, lang: 'fr' });
      emails.push(`${banned}@example.test`);
    });

    it('searches the nickname, sorts by name or registration, and pages by 20', async () => {
      const first = await get(`/api/users/retro?search=${prefix.toLowerCase()}`, 'fr');
      expect(first.statusCode, first.body).toBe(200);
      noEmailIn(first.body);
      const page1 = first.json();
      expect(page1).toMatchObject({ count: names.length, page: 1, pages: 2 });
      expect(page1.rows).toHaveLength(MEMBER_PAGE_SIZE);
      const byName = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
      expect(page1.rows.map((row: { name: string }) => row.name)).toEqual(byName.slice(0, MEMBER_PAGE_SIZE));
      expect(page1.rows[0]).toEqual({
        id: expect.any(Number),
        name: byName[0],
        slug: byName[0]!.toLowerCase(),
        label: 'Utilisateur',
        avatar_url: null,
        created_at: expect.any(String),
        public_stuffs: 0,
        online: false,
      });
      const page2 = (await get(`/api/users/retro?search=${prefix}&page=2`)).json();
      expect(page2.rows.map((row: { name: string }) => row.name)).toEqual(byName.slice(MEMBER_PAGE_SIZE));
      expect((await get(`/api/users/retro?search=${prefix}&order=desc`)).json().rows[0].name).toBe(byName.at(-1));

      // Registration: newest first by default, oldest first with order=asc.
      const newest = (await get(`/api/users/dofus?search=${prefix}&sort=registration`)).json();
      expect(newest.rows.map((row: { id: number }) => row.id)).toEqual([...ids].reverse().slice(0, MEMBER_PAGE_SIZE));
      const oldest = (await get(`/api/users/touch?search=${prefix}&sort=registration&order=asc`)).json();
      expect(oldest.rows.map((row: { id: number }) => row.id)).toEqual(ids.slice(0, MEMBER_PAGE_SIZE));

      // One member; none; a LIKE wildcard is taken literally.
      expect((await get(`/api/users/retro?search=${names[4]}`)).json()).toMatchObject({ count: 1, pages: 1 });
      expect((await get(`/api/users/retro?search=${prefix}%25`)).json()).toMatchObject({ count: 0, rows: [], page: 1, pages: 1 });
      expect((await get(`/api/users/retro?search=${prefix.slice(0, 3)}_`)).json().count).toBe(0);
    });

    it('refuses bad parameters in the caller\'s language', async () => {
      const badSort = await get('/api/users/retro?sort=level', 'fr');
      expect(badSort.statusCode).toBe(400);
      expect(badSort.json().message).toMatch(/Paramètre invalide/);
      expect((await get('/api/users/retro?page=0', 'en')).json().message).toMatch(/Invalid parameter/);
      expect((await get(`/api/users/retro?search=${'a'.repeat(21)}`, 'es')).statusCode).toBe(400);
      expect((await get('/api/users/retro?online=maybe')).statusCode).toBe(400);
      expect((await get('/api/users/wow')).statusCode).toBe(400);
    });

    it('lists only members active in the last minutes with online=true', async () => {
      const [activeId, staleId] = [ids[2]!, ids[3]!];
      const now = Date.now();
      await harness.database.db
        .insertInto('activity')
        .values([
          { key: `m:${activeId}`, user_id: activeId, seen_at: new Date(now - 60_000).toISOString() },
          { key: `m:${staleId}`, user_id: staleId, seen_at: new Date(now - 6 * 60_000).toISOString() },
        ])
        .execute();
      const online = (await get(`/api/users/retro?search=${prefix}&online=true`)).json();
      expect(online).toMatchObject({ count: 1, pages: 1 });
      expect(online.rows.map((row: { id: number; online: boolean }) => [row.id, row.online])).toEqual([[activeId, true]]);
      const all = (await get(`/api/users/retro?search=${prefix}&online=false&sort=registration&order=asc`)).json();
      expect(all.rows.filter((row: { online: boolean }) => row.online).map((row: { id: number }) => row.id)).toEqual([activeId]);
      expect((await get(`/api/users/${staleId}`)).json().online).toBe(false);
      expect((await get(`/api/users/${activeId}`)).json().online).toBe(true);

      // A signed-in member's request makes them online.
      const dave = await member(harness);
      expect((await get(`/api/users/retro?search=${dave.name}&online=true`)).json().count).toBe(0);
      await get('/api/stats', 'en', dave.headers);
      await harness.app.activity.settled();
      expect((await get(`/api/users/retro?search=${dave.name}&online=true`)).json().rows).toMatchObject([{ id: dave.id, online: true }]);
    });
  });

  describe('online count over two server processes sharing the database', () => {
    // A second app with its own connection pool, as a second process would have.
    let secondDb: DatabaseHandle;
    let second: FastifyInstance;
    beforeAll(async () => {
      secondDb = openDatabase({
        databaseUrl: harness.config.databaseUrl,
        sqliteFile: harness.config.sqliteFile,
        ...(harness.database.schema ? { pgSchema: harness.database.schema, poolSize: 4 } : {}),
      });
      second = await buildApp({ db: secondDb.db, config: harness.config, logger: false });
      await second.ready();
    });
    afterAll(async () => {
      await second?.close();
      await secondDb?.close();
    });

    it('counts members and visitors from the stored activity, the same from both apps', async () => {
      await harness.database.db.deleteFrom('activity').execute();
      const first = harness.app;
      expect(await first.activity.onlineCounts()).toEqual({ members: 0, visitors: 0 });
      const erin = await member(harness);
      const frank = await member(harness);
      // Each request's activity write runs beside it: wait for it before reading the table.
      const ask = async (app: FastifyInstance, headers: Record<string, string>, remoteAddress: string) => {
        const response = await app.inject({ method: 'GET', url: '/api/stats', headers, remoteAddress });
        expect(response.statusCode).toBe(200);
        await app.activity.settled();
      };
      await ask(first, { ...erin.headers, 'user-agent': 'E' }, '10.30.0.1');
      const seenAt = () => harness.database.db.selectFrom('activity').select('seen_at').where('key', '=', `m:${erin.id}`).executeTakeFirstOrThrow();
      const written = await seenAt();
      // The other process has not seen Erin yet: its write is skipped by the statement itself (within the minute).
      await ask(second, { ...erin.headers, 'user-agent': 'E' }, '10.30.0.1');
      expect(await seenAt()).toEqual(written);
      await ask(second, { ...frank.headers, 'user-agent': 'F' }, '10.30.0.2');
      // One visitor through both processes is one visitor; another browser is another.
      await ask(first, { 'user-agent': 'V1' }, '10.30.0.3');
      await ask(second, { 'user-agent': 'V1' }, '10.30.0.3');
      await ask(second, { 'user-agent': 'V2' }, '10.30.0.3');

      const counts = await first.activity.onlineCounts();
      expect(await second.activity.onlineCounts()).toEqual(counts);
      // Erin and Frank; V1 and V2, and the two logins (signedInMember: each from its own address,
      // without the bearer token yet, so an anonymous visitor's request).
      expect(counts).toEqual({ members: 2, visitors: 4 });
      expect(await first.activity.countOnlineUsers()).toBe(6);
      expect(await second.activity.countOnlineUsers()).toBe(6);

      // Stored: the id of a member, a keyed hash for a visitor; never an address.
      const rows = await harness.database.db.selectFrom('activity').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain('10.30');
      expect(rows.filter((row) => row.user_id !== null).map((row) => row.key).sort()).toEqual([`m:${erin.id}`, `m:${frank.id}`].sort());
      for (const row of rows.filter((entry) => entry.user_id === null)) expect(row.key).toMatch(/^v:[0-9a-f]{32}$/);

      // A member signing in from a visitor's browser is counted once: that visitor row goes.
      await ask(first, { ...frank.headers, 'user-agent': 'V2' }, '10.30.0.3');
      // (This process had not written Frank's row: its write is skipped within the minute, the visitor row goes.)
      expect(await second.activity.onlineCounts()).toEqual({ members: 2, visitors: 3 });

      // An activity older than the window is not counted.
      await harness.database.db
        .insertInto('activity')
        .values({ key: 'v:old', user_id: null, seen_at: new Date(Date.now() - 10 * 60_000).toISOString() })
        .execute();
      expect(await first.activity.onlineCounts()).toEqual({ members: 2, visitors: 3 });
    });
  });
});

describeEachDatabase('members with an avatar service', (dialect) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(dialect, { importData: false, env: { AVATAR_URL: 'https://avatars.example/avatar/{hash}?d=identicon' } });
  });
  afterAll(() => harness?.close());

  it('gives the avatar address from the hash of the e-mail, and lets the pages show it', async () => {
    const name = uniqueName('Avatar');
    const email = `  ${name}@Example.TEST `;
    const created = await harness.app.repos.users.create({ name, email, password_hash: null, lang: 'fr' });
    const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    const response = await harness.app.inject({ method: 'GET', url: `/api/users/${created!.id}` });
    expect(response.json().avatar_url).toBe(`https://avatars.example/avatar/${hash}?d=identicon`);
    expect(response.body.toLowerCase()).not.toContain(`${name.toLowerCase()}@example.test`);
    const list = await harness.app.inject({ method: 'GET', url: `/api/users/retro?search=${name}` });
    expect(list.json().rows[0].avatar_url).toBe(`https://avatars.example/avatar/${hash}?d=identicon`);
    expect(response.headers['content-security-policy']).toMatch(/img-src 'self' data: https:\/\/avatars\.example/);
  });
});
