/**
 * Issue 18, profiles: what another caller sees of a member never holds their e-mail nor a hash of it
 * (but inside the avatar service's address, which is what that service needs); the authors of
 * stuffs carry their profile's slug; the member's news (public stuffs, guides, badges earned,
 * newest first, paged) leaves out private stuffs, stuffs hidden by a moderator and the whole news
 * of a banned member; the owner reads that their stuff is hidden.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
});
