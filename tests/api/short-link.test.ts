/**
 * The short URL of a stuff, `/s/{code}`: a public stuff's page by its slug in the visitor's language,
 * a private one by its id only (its name never in the link), an unknown code the not-found answer,
 * and a stuff of another game on that game's site.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { call, draft, signedInMember, type SignedIn } from './support/stuffs.ts';

describeEachDatabase('stuffs: short links', (dialect) => {
  let harness: Harness;
  let owner: SignedIn;
  beforeAll(async () => {
    harness = await createHarness(dialect);
    owner = await signedInMember(harness.app);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('redirects to the stuff page: slug when public, id when private, in the cookie’s language', async () => {
    const app = harness.app;
    const saved = await call(app, owner, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: { ...draft(), name: 'Iop Terre Secret', visible: false } });
    expect(saved.statusCode).toBe(200);
    const stuff = saved.json() as { id: number; short_code: string; slug: string };
    expect(stuff.short_code).toMatch(/^[0-9A-Za-z]+$/);

    const hidden = await app.inject({ method: 'GET', url: `/s/${stuff.short_code}` });
    expect(hidden.statusCode).toBe(302);
    expect(hidden.headers.location).toBe(`/fr/equipement/${stuff.id}`);

    const shown = await call(app, owner, { method: 'PUT', url: `/api/stuffs/retro/private/${stuff.id}`, payload: { version: 1, visible: true } });
    expect(shown.statusCode).toBe(200);
    const english = await app.inject({ method: 'GET', url: `/s/${stuff.short_code}`, headers: { cookie: 'lang=en' } });
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe(`/en/stuff/${stuff.id}-iop-terre-secret`);
    expect(stuff.slug).toBe(`${stuff.id}-iop-terre-secret`);
    // No language chosen on the site: the browser's; a chosen one wins.
    const spanish = await app.inject({ method: 'GET', url: `/s/${stuff.short_code}`, headers: { 'accept-language': 'de-DE,es-MX;q=0.9,en;q=0.8' } });
    expect(spanish.headers.location).toBe(`/es/equipo/${stuff.id}-iop-terre-secret`);
    const chosen = await app.inject({ method: 'GET', url: `/s/${stuff.short_code}`, headers: { 'accept-language': 'es', cookie: 'lang=en' } });
    expect(chosen.headers.location).toBe(`/en/stuff/${stuff.id}-iop-terre-secret`);

    for (const code of ['zzzzzzzzzz', 'not-a-code!']) {
      const unknown = await app.inject({ method: 'GET', url: `/s/${encodeURIComponent(code)}` });
      expect(unknown.statusCode).toBe(404);
    }
  });

  it('sends a stuff of another game to that game’s site', async () => {
    const app = harness.app;
    const saved = await call(app, owner, { method: 'POST', url: '/api/stuffs/dofus/private/save', payload: { ...draft({ items: {}, scrolls: {}, points: {} }), name: 'Stuff Dofus', visible: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    const stuff = saved.json() as { id: number; short_code: string };
    const fromRetro = await app.inject({ method: 'GET', url: `/s/${stuff.short_code}`, headers: { host: 'retro.localhost:8080' } });
    expect(fromRetro.statusCode).toBe(302);
    expect(fromRetro.headers.location).toBe(`http://dofus.localhost:8080/fr/equipement/${stuff.id}-stuff-dofus`);
    const fromDofus = await app.inject({ method: 'GET', url: `/s/${stuff.short_code}`, headers: { host: 'dofus.localhost:8080' } });
    expect(fromDofus.headers.location).toBe(`/fr/equipement/${stuff.id}-stuff-dofus`);
  });
});
