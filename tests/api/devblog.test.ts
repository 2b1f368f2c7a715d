/**
 * Issue 18, the devblog on both databases: only admins write, delete, preview and see drafts; the
 * bodies are rendered and sanitised (no script, handler, frame or javascript: link survives, raw
 * HTML or markdown); the listing holds the published posts only, newest first, paged; each post is
 * in the reader's language, else English, else French, else Spanish; refusals in the caller's words.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLES } from '#contract/users';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { call, signedInMember, type SignedIn } from './support/stuffs.ts';

const post = (title: Record<string, string>, body: Record<string, string>, published = true) => ({ title, body, published });

describeEachDatabase('devblog', (dialect) => {
  let harness: Harness;
  let admin: SignedIn;
  let member: SignedIn;
  let moderator: SignedIn;
  beforeAll(async () => {
    harness = await createHarness(dialect);
    admin = await signedInMember(harness.app, { role: ROLES.admin });
    member = await signedInMember(harness.app);
    moderator = await signedInMember(harness.app, { role: ROLES.moderator });
  });
  afterAll(async () => {
    await harness?.close();
  });
  const app = () => harness.app;

  it('lets only its editors (admins, community managers) write, delete, preview and read drafts', async () => {
    const body = post({ fr: 'Réservé' }, { fr: 'Texte' });
    for (const who of [undefined, member, moderator]) {
      const expected = who ? 403 : 401;
      expect((await call(app(), who, { method: 'POST', url: '/api/devblog', payload: body })).statusCode).toBe(expected);
      expect((await call(app(), who, { method: 'POST', url: '/api/devblog/preview', payload: { markdown: '# a' } })).statusCode).toBe(expected);
      expect((await call(app(), who, { method: 'GET', url: '/api/devblog?drafts=true' })).statusCode).toBe(expected);
    }
    const refused = await call(app(), member, { method: 'POST', url: '/api/devblog', payload: body, lang: 'es' });
    expect(refused.json().message).toBe('El devblog lo escriben los administradores y los community managers');
    // A community manager writes the news too.
    const manager = await signedInMember(app(), { role: ROLES.communityManager });
    const managed = await call(app(), manager, { method: 'POST', url: '/api/devblog', payload: post({ fr: 'Du CM' }, { fr: 'Texte' }, false) });
    expect(managed.statusCode, managed.body).toBe(200);
    expect((await call(app(), manager, { method: 'GET', url: '/api/devblog?drafts=true' })).statusCode).toBe(200);
    expect((await call(app(), manager, { method: 'DELETE', url: `/api/devblog/${managed.json().id}` })).statusCode).toBe(200);

    const draft = await call(app(), admin, { method: 'POST', url: '/api/devblog', payload: post({ fr: 'Brouillon' }, { fr: 'Pas encore' }, false) });
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json().id as number;
    expect(draft.json()).toMatchObject({ published: false, published_at: null, author: { id: admin.id, name: admin.name }, source: { title: { fr: 'Brouillon', en: '', es: '' } } });
    // A draft is nobody's but the admins'.
    expect((await call(app(), member, { method: 'GET', url: `/api/devblog/${id}` })).statusCode).toBe(404);
    expect((await call(app(), undefined, { method: 'GET', url: '/api/devblog' })).json().rows.map((row: { id: number }) => row.id)).not.toContain(id);
    const drafts = await call(app(), admin, { method: 'GET', url: '/api/devblog?drafts=true' });
    expect(drafts.json().rows.map((row: { id: number }) => row.id)).toContain(id);

    for (const who of [undefined, member, moderator]) {
      const expected = who ? 403 : 401;
      expect((await call(app(), who, { method: 'PUT', url: `/api/devblog/${id}`, payload: body })).statusCode).toBe(expected);
      expect((await call(app(), who, { method: 'DELETE', url: `/api/devblog/${id}` })).statusCode).toBe(expected);
    }
    // Publishing dates it; a later edit keeps that date.
    const published = await call(app(), admin, { method: 'PUT', url: `/api/devblog/${id}`, payload: post({ fr: 'Publié' }, { fr: 'Enfin' }) });
    expect(published.json()).toMatchObject({ title: 'Publié', published: true });
    const date = published.json().published_at as string;
    expect(date).toMatch(/^\d{4}-\d\d-\d\dT/);
    const edited = await call(app(), admin, { method: 'PUT', url: `/api/devblog/${id}`, payload: post({ fr: 'Publié, corrigé' }, { fr: 'Enfin' }) });
    expect(edited.json()).toMatchObject({ title: 'Publié, corrigé', published_at: date });
    const readByMember = await call(app(), member, { method: 'GET', url: `/api/devblog/${id}` });
    expect(readByMember.json().title).toBe('Publié, corrigé');
    expect(readByMember.json().source).toBeUndefined();

    expect((await call(app(), admin, { method: 'DELETE', url: `/api/devblog/${id}` })).json()).toEqual({ id });
    expect((await call(app(), admin, { method: 'DELETE', url: `/api/devblog/${id}` })).statusCode).toBe(404);
    const gone = await call(app(), undefined, { method: 'GET', url: `/api/devblog/${id}`, lang: 'fr' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Article introuvable');
  });

  it('refuses a post without a title, a body without its title, a title without its body, too long texts', async () => {
    const cases: [object, string, string][] = [
      [post({}, {}), 'title.fr', 'The title is required in every language the post is written in (title.fr)'],
      [post({ fr: '  ' }, { fr: '' }), 'title.fr', 'The title is required in every language the post is written in (title.fr)'],
      [post({ fr: 'Titre' }, { en: 'Body' }), 'body.fr', 'The text is required for every title given (body.fr)'],
      [post({ fr: 'x'.repeat(151) }, { fr: 'a' }), 'title.fr', 'The title must not exceed 150 characters (title.fr)'],
      [post({ es: 'Título' }, { es: 'x'.repeat(50_001) }), 'body.es', 'The text must not exceed 50,000 characters (body.es)'],
      [{ title: { fr: 'a' }, body: { fr: 'b' }, published: 'yes' }, 'published', 'Say whether the post is published (published)'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call(app(), admin, { method: 'POST', url: '/api/devblog', payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const body = response.json();
      expect(body.issues.map((issue: { path: string[] }) => issue.path.slice(1).join('.'))).toContain(field);
      expect(body.issues.map((issue: { message: string }) => issue.message)).toContain(message);
    }
  });

  it('serves sanitised bodies: no script, handler, frame, style or javascript: link survives', async () => {
    const markdown = [
      '# Mise à jour',
      '**gras** et [lien](https://example.test/a) et [piège](javascript:alert(1))',
      '<script>alert(1)</script><img src=x onerror=alert(2)><iframe src="https://evil.test"></iframe>',
      '<a href="https://ok.test" onclick="steal()">clic</a><p style="color:red">rouge</p>',
    ].join('\n\n');
    const created = await call(app(), admin, { method: 'POST', url: '/api/devblog', payload: post({ fr: 'Sûr' }, { fr: markdown }) });
    const html = created.json().html as string;
    expect(html).toContain('<h2>Mise à jour</h2>');
    expect(html).toContain('<strong>gras</strong>');
    expect(html).toContain('href="https://example.test/a"');
    expect(html).toContain('rel="nofollow noopener noreferrer"');
    for (const bad of ['<script', 'onerror', 'onclick', '<iframe', '<img', 'style=', 'javascript:']) expect(html).not.toContain(bad);
    const read = await call(app(), undefined, { method: 'GET', url: `/api/devblog/${created.json().id}` });
    expect(read.json().html).toBe(html);
    const preview = await call(app(), admin, { method: 'POST', url: '/api/devblog/preview', payload: { markdown } });
    expect(preview.json().html).toBe(html);
    // Whatever the markdown, nothing executable comes out.
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('<script>x()</script>', '<svg onload=x()>', '[a](javascript:x)', '<img src=x onerror=x()>', '<iframe src=//x>', '**b**', '\n\n', 'text', '<a href="data:text/html,x">d</a>', '<style>*{}</style>'), { maxLength: 8 }), async (parts) => {
        const response = await call(app(), admin, { method: 'POST', url: '/api/devblog/preview', payload: { markdown: parts.join('') } });
        const out = response.json().html as string;
        expect(out).not.toMatch(/<script|<svg|<img|<iframe|<style|\son\w+=|href="\s*(javascript|data):/i);
      }),
      { numRuns: 25 },
    );
  });

  it('lists the published posts newest first, paged, each in the reader’s language or the fallback', async () => {
    // A fresh set: remove what the other cases left.
    for (const row of (await call(app(), admin, { method: 'GET', url: '/api/devblog?drafts=true&size=50' })).json().rows) {
      await call(app(), admin, { method: 'DELETE', url: `/api/devblog/${row.id}` });
    }
    const ids: number[] = [];
    const texts = [
      [{ fr: 'Un', en: 'One', es: 'Uno' }, { fr: 'corps un', en: 'body one', es: 'cuerpo uno' }],
      [{ fr: 'Deux' }, { fr: 'corps deux' }],
      [{ fr: 'Trois', en: 'Three' }, { fr: 'corps trois', en: 'body three' }],
      [{ es: 'Cuatro' }, { es: 'cuerpo cuatro' }],
    ] as const;
    for (const [title, body] of texts) {
      const response = await call(app(), admin, { method: 'POST', url: '/api/devblog', payload: post(title, body) });
      expect(response.statusCode, response.body).toBe(200);
      ids.push(response.json().id);
    }
    await call(app(), admin, { method: 'POST', url: '/api/devblog', payload: post({ fr: 'Caché' }, { fr: 'brouillon' }, false) });

    const page1 = (await call(app(), member, { method: 'GET', url: '/api/devblog?size=3', lang: 'es' })).json();
    expect(page1).toMatchObject({ count: 4, page: 1, pages: 2 });
    expect(page1.rows.map((row: { id: number }) => row.id)).toEqual([ids[3], ids[2], ids[1]]);
    // Spanish where written, else English, else French.
    expect(page1.rows.map((row: { title: string; lang: string }) => `${row.lang}:${row.title}`)).toEqual(['es:Cuatro', 'en:Three', 'fr:Deux']);
    expect(page1.rows[1].html.trim()).toBe('<p>body three</p>');
    const page2 = (await call(app(), undefined, { method: 'GET', url: '/api/devblog?size=3&page=2', lang: 'es' })).json();
    expect(page2.rows.map((row: { title: string }) => row.title)).toEqual(['Uno']);
    expect(page2.rows[0].langs).toEqual(['fr', 'en', 'es']);
    const french = (await call(app(), undefined, { method: 'GET', url: '/api/devblog', lang: 'fr' })).json();
    expect(french.rows.map((row: { title: string }) => row.title)).toEqual(['Cuatro', 'Trois', 'Deux', 'Un']);
    expect(french.rows[0].lang).toBe('es');
    expect((await call(app(), undefined, { method: 'GET', url: '/api/devblog?page=9' })).json()).toMatchObject({ count: 4, page: 9, rows: [] });
    for (const bad of ['size=0', 'size=51', 'page=0', 'page=01', 'drafts=yes']) {
      expect((await call(app(), undefined, { method: 'GET', url: `/api/devblog?${bad}` })).statusCode, bad).toBe(400);
    }
    expect((await call(app(), undefined, { method: 'GET', url: '/api/devblog/abc' })).statusCode).toBe(400);
  });

  it('keeps the posts of a deleted author, without an author', async () => {
    const otherAdmin = await signedInMember(app(), { role: ROLES.admin });
    const created = (await call(app(), otherAdmin, { method: 'POST', url: '/api/devblog', payload: post({ en: 'Orphan' }, { en: 'text' }) })).json();
    await harness.database.db.deleteFrom('users').where('id', '=', otherAdmin.id).execute();
    const read = await call(app(), undefined, { method: 'GET', url: `/api/devblog/${created.id}` });
    expect(read.json()).toMatchObject({ title: 'Orphan', author: null });
  });
});
