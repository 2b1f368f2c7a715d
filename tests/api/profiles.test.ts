/**
 * Issue 18, profiles: what another caller sees of a member never holds their e-mail nor a hash of it
 * (but inside the avatar service's address, which is what that service needs); the authors of
 * stuffs carry their profile's slug; the member's news (public stuffs, guides, badges earned,
 * newest first, paged) leaves out private stuffs, stuffs hidden by a moderator and the whole news
 * of a banned member; the owner reads that their stuff is hidden.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MEMBER_NEWS_PAGE_SIZE, ROLES, type MemberNewsEntry, type PublicMember } from '#contract/users';
import { BADGES } from '#game/gamification';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { call, draft, signedInMember, type SignedIn } from './support/stuffs.ts';

const AVATAR_SERVICE = 'https://avatars.example/avatar/{hash}?d=identicon';

const emailOf = (member: SignedIn) => `${member.name}@example.test`;
const folded = (member: SignedIn) => emailOf(member).trim().toLowerCase();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Every `avatar_url` value of a JSON body, and the body without them. */
function splitAvatars(body: string): { avatars: string[]; rest: string } {
  const avatars: string[] = [];
  const rest = JSON.stringify(JSON.parse(body), (key, value: unknown) => {
    if (key === 'avatar_url') {
      if (typeof value === 'string') avatars.push(value);
      return null;
    }
    return value;
  });
  return { avatars, rest };
}

describeEachDatabase('profiles', (dialect) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(dialect, { env: { AVATAR_URL: AVATAR_SERVICE } });
  });
  afterAll(() => harness?.close());

  const get = (url: string, who?: SignedIn) => call(harness.app, who, { method: 'GET', url, lang: 'fr' });

  it('never shows a member\'s e-mail, nor its md5 or sha256, to anyone else: the avatar service\'s address alone carries the hash', async () => {
    const author = await signedInMember(harness.app);
    const reader = await signedInMember(harness.app);
    const saved = await call(harness.app, author, {
      method: 'POST',
      url: '/api/stuffs/retro/private/save',
      payload: { ...draft({ name: `Vitrine ${author.id}` }), visible: true, markdown: 'Un guide.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stuff = saved.json() as { id: number; short_code: string };
    const secrets = [emailOf(author), folded(author), sha256(folded(author)), md5(folded(author)), sha256(emailOf(author)), md5(emailOf(author))].map((text) =>
      text.toLowerCase(),
    );

    const urls = [
      `/api/users/${author.id}`,
      `/api/users/${author.id}?game=retro`,
      `/api/users/name/${author.name}`,
      `/api/users/retro?search=${author.name}`,
      `/api/users/${author.id}/news`,
      `/api/search/retro/stuffs?text=Vitrine`,
      `/api/stuffs/retro/public/list/${author.id}`,
      '/api/stuffs/retro/public/latest',
      `/api/stuffs/retro/public/${stuff.id}`,
      `/api/stuffs/short/${stuff.short_code}`,
    ];
    let avatarsSeen = 0;
    for (const who of [undefined, reader]) {
      for (const url of urls) {
        const response = await get(url, who);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        const { avatars, rest } = splitAvatars(response.body);
        for (const secret of secrets) expect(rest.toLowerCase(), url).not.toContain(secret);
        expect(rest, url).not.toMatch(/avatar_hash|"email/);
        for (const avatar of avatars) expect([AVATAR_SERVICE.replace('{hash}', sha256(folded(author))), AVATAR_SERVICE.replace('{hash}', sha256(folded(reader)))]).toContain(avatar);
        avatarsSeen += avatars.length;
      }
    }
    // The member's pages and the member list do show the avatar.
    expect(avatarsSeen).toBeGreaterThanOrEqual(8);
    // The owner's own account keeps what it needs (it knows its e-mail).
    const own = await get('/api/users/authenticated', author);
    expect(own.json()).toMatchObject({ email: emailOf(author), avatar_hash: sha256(folded(author)) });
  });

  const save = async (who: SignedIn, name: string, extra: { visible: boolean; markdown?: string }) => {
    const saved = await call(harness.app, who, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: { ...draft({ name }), ...extra } });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json() as { id: number; slug: string; version: number };
  };
  const news = async (id: number, query = '', lang = 'fr') => {
    const response = await call(harness.app, undefined, { method: 'GET', url: `/api/users/${id}/news${query}`, lang });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { rows: MemberNewsEntry[]; count: number; page: number; pages: number };
  };
  const describeEntry = (entry: MemberNewsEntry) => (entry.kind === 'badge' ? `badge:${entry.badge.code}` : `${entry.kind}:${entry.stuff.name}`);

  it('gives the public member\'s level and badges, and their news: public stuffs, guides and badges, newest first, without private or hidden stuffs', async () => {
    const author = await signedInMember(harness.app);
    const moderator = await signedInMember(harness.app, { role: ROLES.moderator });
    const shown = await save(author, 'Montre', { visible: true });
    const secret = await save(author, 'Secret', { visible: false });
    const guide = await save(author, 'Guide terre', { visible: true, markdown: '# Le guide\nJouer terre.' });
    const hidden = await save(author, 'Masque', { visible: true });
    const hide = await call(harness.app, moderator, { method: 'POST', url: `/api/admin/stuffs/${hidden.id}/hide`, payload: { reason: 'spam' } });
    expect(hide.statusCode, hide.body).toBe(200);

    // Dated on purpose (the awards and badges are stored with their instants): the order is the dates'.
    const db = harness.database.db;
    const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
    await db.updateTable('xp_events').set({ created_at: at(1) }).where('user_id', '=', author.id).where('action', '=', 'stuff_public').where('object_key', '=', String(shown.id)).execute();
    await db.updateTable('xp_events').set({ created_at: at(5) }).where('user_id', '=', author.id).where('action', '=', 'guide_published').where('object_key', '=', String(guide.id)).execute();
    await db.updateTable('member_badges').set({ earned_at: at(0) }).where('user_id', '=', author.id).where('badge_id', '=', 1).execute();
    await db.updateTable('member_badges').set({ earned_at: at(2) }).where('user_id', '=', author.id).where('badge_id', '=', 3).execute();
    await db.updateTable('member_badges').set({ earned_at: at(6) }).where('user_id', '=', author.id).where('badge_id', '=', 4).execute();

    const first = await news(author.id, '?game=retro');
    expect(first.rows.map(describeEntry)).toEqual(['badge:first_guide', 'guide:Guide terre', 'badge:first_public', 'stuff:Montre', 'badge:first_stuff']);
    expect(first).toMatchObject({ count: 5, page: 1, pages: 1 });
    expect(first.rows[1]).toEqual({
      kind: 'guide',
      at: at(5),
      stuff: { id: guide.id, slug: guide.slug, game: 'retro', name: 'Guide terre', character_class: 8, character_gender: 0, character_level: 150, level: expect.any(Number) },
    });
    expect(first.rows[0]).toMatchObject({ kind: 'badge', at: at(6), badge: { id: 4, code: 'first_guide', name: BADGES.find((badge) => badge.id === 4)?.name } });
    const ids = first.rows.flatMap((entry) => (entry.kind === 'badge' ? [] : [entry.stuff.id]));
    expect(ids).not.toContain(secret.id);
    expect(ids).not.toContain(hidden.id);

    // The public member: level and badges (oldest first), public stuffs without the hidden one.
    const member = (await get(`/api/users/${author.id}?game=retro`)).json() as PublicMember;
    const stored = await harness.app.repos.gamification.level(author.id);
    expect(member.level).toBe(stored.level);
    expect(member.badges.map((badge) => [badge.code, badge.earned_at])).toEqual([
      ['first_stuff', at(0)],
      ['first_public', at(2)],
      ['first_guide', at(6)],
    ]);
    expect(member.badges[0]).toMatchObject({ name: { fr: 'Premier stuff' }, how: { en: 'Save a first stuff to your account.' } });
    expect(member.public_stuffs).toBe(2);

    // The private stuff made public is news (dated by its first public save); shown again, the hidden one too.
    const published = await call(harness.app, author, { method: 'PUT', url: `/api/stuffs/retro/private/${secret.id}`, payload: { version: secret.version, visible: true } });
    expect(published.statusCode, published.body).toBe(200);
    const unhide = await call(harness.app, moderator, { method: 'POST', url: `/api/admin/stuffs/${hidden.id}/unhide`, payload: {} });
    expect(unhide.statusCode, unhide.body).toBe(200);
    const after = await news(author.id);
    expect(after.count).toBe(7);
    expect(after.rows.slice(0, 2).map(describeEntry).sort()).toEqual(['stuff:Masque', 'stuff:Secret']);
    // Another game: the badges only.
    expect((await news(author.id, '?game=dofus')).rows.map(describeEntry)).toEqual(['badge:first_guide', 'badge:first_public', 'badge:first_stuff']);
  });

  it('pages the news by ten, and a banned member has none', async () => {
    const author = await signedInMember(harness.app);
    for (let index = 1; index <= 10; index += 1) await save(author, `Page ${index}`, { visible: true });
    const first = await news(author.id);
    // 10 stuffs and 3 badges (first stuff, first public, ten stuffs): ten entries, then three.
    expect(first).toMatchObject({ count: 13, page: 1, pages: 2 });
    expect(first.rows).toHaveLength(MEMBER_NEWS_PAGE_SIZE);
    const second = await news(author.id, '?page=2');
    expect(second).toMatchObject({ count: 13, page: 2, pages: 2 });
    expect(second.rows).toHaveLength(3);
    const all = [...first.rows, ...second.rows];
    expect(new Set(all.map(describeEntry)).size).toBe(13);
    expect(all.filter((entry) => entry.kind === 'badge').map(describeEntry).sort()).toEqual(['badge:first_public', 'badge:first_stuff', 'badge:ten_stuffs']);
    const dates = all.map((entry) => entry.at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await news(author.id, '?page=3')).rows).toEqual([]);

    const admin = await signedInMember(harness.app, { role: ROLES.admin });
    const ban = await call(harness.app, admin, { method: 'POST', url: `/api/admin/users/${author.id}/ban`, payload: { reason: 'triche' } });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(await news(author.id)).toEqual({ rows: [], count: 0, page: 1, pages: 1 });

    // Bad requests, in the caller's language.
    const unknown = await call(harness.app, undefined, { method: 'GET', url: '/api/users/2147483600/news', lang: 'fr' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Utilisateur introuvable');
    for (const url of [`/api/users/${admin.id}/news?page=0`, `/api/users/${admin.id}/news?game=wakfu`, '/api/users/abc/news']) {
      const refused = await call(harness.app, undefined, { method: 'GET', url, lang: 'es' });
      expect(refused.statusCode, url).toBe(400);
    }
  });

  it('names each author with the slug of their profile: stuff hits, lists, the public stuff, devblog posts', async () => {
    const author = await signedInMember(harness.app);
    const slug = author.name.toLowerCase();
    const stuff = await save(author, `Auteur ${author.id}`, { visible: true });
    const authorOf = (body: { user: { id: number; name: string; slug: string } }) => body.user;
    const expected = { id: author.id, name: author.name, slug };
    const hits = (await get(`/api/search/retro/stuffs?text=Auteur ${author.id}`)).json() as { hits: { id: number; user: typeof expected }[] };
    expect(hits.hits.map(authorOf)).toEqual([expected]);
    const list = (await get(`/api/stuffs/retro/public/list/${author.id}`)).json() as { rows: { user: typeof expected }[] };
    expect(list.rows.map(authorOf)).toEqual([expected]);
    expect(authorOf((await get(`/api/stuffs/retro/public/${stuff.id}`)).json())).toEqual(expected);
    expect(authorOf((await get('/api/stuffs/retro/private/list', author)).json().rows[0])).toEqual(expected);
    // The slug is the profile's: the member page answers it.
    expect((await get(`/api/users/name/${slug}`)).json()).toMatchObject({ id: author.id, slug });

    const admin = await signedInMember(harness.app, { role: ROLES.admin });
    const created = await call(harness.app, admin, { method: 'POST', url: '/api/devblog', payload: { title: { fr: 'Nouveautés' }, body: { fr: 'Texte' }, published: true } });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().author).toEqual({ id: admin.id, name: admin.name, slug: admin.name.toLowerCase() });
  });

  it('tells the owner and the moderators that a stuff is hidden; others no longer find it', async () => {
    const owner = await signedInMember(harness.app);
    const reader = await signedInMember(harness.app);
    const moderator = await signedInMember(harness.app, { role: ROLES.moderator });
    const stuff = await save(owner, `Cache ${owner.id}`, { visible: true });
    expect((await get(`/api/stuffs/retro/public/${stuff.id}`, reader)).json()).toMatchObject({ hidden: false });
    expect((await call(harness.app, moderator, { method: 'POST', url: `/api/admin/stuffs/${stuff.id}/hide`, payload: {} })).statusCode).toBe(200);

    expect((await get(`/api/stuffs/retro/private/${stuff.id}`, owner)).json()).toMatchObject({ id: stuff.id, hidden: true, visible: true });
    expect((await get(`/api/stuffs/retro/public/${stuff.id}`, owner)).json()).toMatchObject({ hidden: true });
    expect((await get('/api/stuffs/retro/private/list', owner)).json().rows).toEqual([expect.objectContaining({ id: stuff.id, hidden: true })]);
    expect((await get(`/api/stuffs/retro/private?text=Cache`, owner)).json().hits).toEqual([expect.objectContaining({ id: stuff.id, hidden: true })]);
    expect((await get(`/api/stuffs/retro/public/${stuff.id}`, moderator)).json()).toMatchObject({ hidden: true });
    expect((await get(`/api/stuffs/retro/public/${stuff.id}`, reader)).statusCode).toBe(404);
    expect((await get(`/api/search/retro/stuffs?text=Cache ${owner.id}`, reader)).json().count).toBe(0);
    expect((await get(`/api/stuffs/retro/public/list/${owner.id}`, reader)).json().rows).toEqual([]);
    expect((await get(`/api/users/${owner.id}?game=retro`, reader)).json().public_stuffs).toBe(0);
  });
});
