/**
 * Issue 17, saved stuffs on the server: the life of a stuff through the API (save the draft → edit
 * items, forgemagie, characteristics, boosts → copy → make public → read by another member and a
 * visitor → search → delete), the engine's refusals in the caller's language, the version rule,
 * folders and favourites.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { call, draft, signedInMember, type SignedIn } from './support/stuffs.ts';

describeEachDatabase('stuffs: the life of a stuff', (dialect) => {
  let harness: Harness;
  let owner: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    harness = await createHarness(dialect);
    owner = await signedInMember(harness.app);
    other = await signedInMember(harness.app);
  });
  afterAll(async () => {
    await harness?.close();
  });
  const app = () => harness.app;

  it('saves the draft, edits it under the version rule, copies, publishes, is read by others, found, deleted', async () => {
    const saved = await call(app(), owner, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: { ...draft(), tags: ['pvm', 'earth'], description: 'Pour les Bouftous' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const stuff = saved.json();
    expect(stuff).toMatchObject({
      name: 'Mon stuff terre',
      game: 'retro',
      visible: false,
      level: 10,
      elements: ['earth'],
      tags: ['pvm', 'earth'],
      description: 'Pour les Bouftous',
      version: 1,
      views: 0,
      user: { id: owner.id, name: owner.name },
      stuff: { mode: 'private', items: { ch: 2411, ca: 2414 }, scrolls: { strength: 100, vitality: 50 } },
    });
    expect(stuff.stuff.id).toBe(stuff.id);
    expect(stuff.slug).toBe(`${stuff.id}-mon-stuff-terre`);
    expect(stuff.short_code).toMatch(/^[0-9A-Za-z]+$/);
    const id = stuff.id as number;
    const base = `/api/stuffs/retro/private/${id}`;

    // Private: another member and a visitor are told so, and never see it in lists, search or counts.
    for (const who of [other, undefined]) {
      const seen = await call(app(), who, { method: 'GET', url: `/api/stuffs/retro/public/${id}` });
      expect(seen.statusCode).toBe(403);
      expect(seen.json().message).toBe('The equipment is private');
    }
    const otherPrivate = await call(app(), other, { method: 'GET', url: base, lang: 'fr' });
    expect(otherPrivate.statusCode).toBe(403);
    expect(otherPrivate.json().message).toBe("L'équipement est privé");
    expect((await call(app(), undefined, { method: 'GET', url: '/api/search/retro/stuffs?text=terre' })).json()).toMatchObject({ count: 0, hits: [] });
    expect((await call(app(), undefined, { method: 'GET', url: '/api/stats?game=retro' })).json().data.nbStuffs).toBe(0);
    expect((await call(app(), other, { method: 'GET', url: `/api/stuffs/retro/public/list/${owner.id}` })).json().rows).toEqual([]);
    expect((await call(app(), undefined, { method: 'GET', url: '/api/search/retro/terre' })).json().results[1]).toEqual({ index: 'stuffs', hits: [], estimatedTotalHits: 0 });

    // Edits: one item, the weapon's forgemagie, characteristics, boosts.
    const ring = await call(app(), owner, { method: 'PUT', url: `${base}/item`, payload: { version: 1, slot: 'a1', itemId: 2419 } });
    expect(ring.statusCode, ring.body).toBe(200);
    expect(ring.json()).toMatchObject({ version: 2, stuff: { items: { ch: 2411, ca: 2414, a1: 2419 } } });
    const stale = await call(app(), owner, { method: 'PUT', url: `${base}/caracs`, payload: { version: 1, points: { agility: 10 }, scrolls: {} } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The equipment "Mon stuff terre" was changed elsewhere (version 2) since you opened it (version 1): reload it, then make your change again');
    const caracs = await call(app(), owner, { method: 'PUT', url: `${base}/caracs`, payload: { version: 2, points: { strength: 150 }, scrolls: { strength: 100 } } });
    expect(caracs.json()).toMatchObject({ version: 3, stuff: { points: { strength: 150 }, scrolls: { strength: 100 } } });
    const fm = await call(app(), owner, { method: 'PUT', url: `${base}/fm_item`, payload: { version: 3, slot: 'ch', rolls: { strength: 20 } } });
    expect(fm.json()).toMatchObject({ version: 4, stuff: { rolls: { ch: { strength: 20 } } } });
    const boost = await call(app(), owner, { method: 'POST', url: '/api/boosts', payload: { stuffId: id, version: 4, effect: 'strength', value: 50, count: 1, active: true } });
    expect(boost.json()).toEqual({ stuffId: id, version: 5, boosts: [{ effect: 'strength', value: 50, count: 1, active: true }] });
    expect((await call(app(), owner, { method: 'GET', url: `/api/boosts/stuff/${id}` })).json().boosts).toHaveLength(1);
    expect((await call(app(), other, { method: 'GET', url: `/api/boosts/stuff/${id}` })).statusCode).toBe(403);
    const removedBoost = await call(app(), owner, { method: 'DELETE', url: `/api/boosts/stuff/${id}/effect/strength?version=5` });
    expect(removedBoost.json()).toEqual({ stuffId: id, version: 6, boosts: [] });
    const missingBoost = await call(app(), owner, { method: 'DELETE', url: `/api/boosts/stuff/${id}/effect/strength?version=6` });
    expect(missingBoost.statusCode).toBe(404);
    expect(missingBoost.json().message).toBe('This boost is not in the equipment');

    // Metadata: public, renamed; the copy by another member.
    const meta = await call(app(), owner, { method: 'PUT', url: base, payload: { version: 6, name: 'Terre n°2 / PvM', visible: true, tags: ['pvm'] } });
    expect(meta.statusCode, meta.body).toBe(200);
    expect(meta.json()).toMatchObject({ version: 7, visible: true, name: 'Terre n°2 / PvM', stuff: { name: 'Terre n°2 / PvM' } });
    const read = await call(app(), undefined, { method: 'GET', url: `/api/stuffs/retro/public/${meta.json().slug}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, views: 1, stuff: { mode: 'public', rolls: { ch: { strength: 20 } } }, folder_id: null });
    expect((await call(app(), other, { method: 'GET', url: `/api/stuffs/retro/public/${id}` })).json().views).toBe(2);
    expect((await call(app(), undefined, { method: 'GET', url: `/api/stuffs/short/${stuff.short_code}` })).json().id).toBe(id);
    const notMine = await call(app(), other, { method: 'PUT', url: `${base}/caracs`, payload: { version: 7, points: {}, scrolls: {} } });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe('This equipment belongs to another member: copy it to edit it');
    expect((await call(app(), undefined, { method: 'POST', url: `${base}/copy` })).statusCode).toBe(401);
    const copy = await call(app(), other, { method: 'POST', url: `${base}/copy`, payload: { name: 'Ma copie' } });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json()).toMatchObject({ name: 'Ma copie', visible: false, user: { id: other.id }, version: 1, stuff: { items: { a1: 2419 }, rolls: { ch: { strength: 20 } } } });
    expect(copy.json().id).not.toBe(id);

    // Lists, search, navbar, counters.
    const search = await call(app(), undefined, { method: 'GET', url: '/api/search/retro/stuffs?text=terre&class=8&element=earth&tags=pvm' });
    expect(search.json()).toMatchObject({ count: 1, page: 1, pages: 1, hits: [{ id, name: 'Terre n°2 / PvM' }] });
    expect((await call(app(), undefined, { method: 'GET', url: '/api/search/retro/stuffs?element=fire' })).json().count).toBe(0);
    const navbar = await call(app(), undefined, { method: 'GET', url: '/api/search/retro/terre' });
    expect(navbar.json().results[1]).toMatchObject({ index: 'stuffs', estimatedTotalHits: 1, hits: [{ id, name: 'Terre n°2 / PvM', tags: ['pvm'], character_class: 8 }] });
    expect((await call(app(), undefined, { method: 'GET', url: '/api/stats?game=retro' })).json().data).toMatchObject({ nbStuffs: 1, nbGuides: 0 });
    expect((await call(app(), other, { method: 'GET', url: '/api/stuffs/retro/private/list' })).json().rows.map((row: { name: string }) => row.name)).toEqual(['Ma copie']);
    expect((await call(app(), other, { method: 'GET', url: `/api/stuffs/retro/public/list/${owner.id}` })).json().rows.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await call(app(), other, { method: 'GET', url: '/api/stuffs/retro/public/list/0' })).json().rows).toEqual([]);
    expect((await call(app(), undefined, { method: 'GET', url: '/api/stuffs/retro/public/latest' })).json().rows.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await call(app(), other, { method: 'GET', url: `/api/stuffs/retro/${id}/cacminator` })).json()).toMatchObject({ id, mode: 'public', items: { a1: 2419 } });

    // A guide: public with a markdown body.
    await call(app(), owner, { method: 'PUT', url: base, payload: { version: 7, markdown: '# Guide\nTaper fort.\n\n<img src=x onerror=alert(1)> [x](javascript:alert(1))' } });
    // Everyone reads it rendered and sanitised; the markdown is kept as written for its author.
    const guide = (await call(app(), undefined, { method: 'GET', url: `/api/stuffs/retro/public/${id}` })).json();
    expect(guide.guide_html).toContain('<h2>Guide</h2>');
    expect(guide.guide_html).not.toMatch(/<img|onerror|javascript:/);
    expect(guide.markdown).toContain('<img src=x onerror=alert(1)>');
    expect((await call(app(), undefined, { method: 'GET', url: '/api/stats?game=retro' })).json().data).toMatchObject({ nbStuffs: 1, nbGuides: 1 });
    expect((await call(app(), undefined, { method: 'GET', url: '/api/search/retro/stuffs?guide' })).json().hits[0]).toMatchObject({ id, guide: true });

    // Reset, then delete.
    const reset = await call(app(), owner, { method: 'DELETE', url: `${base}/items?version=8` });
    expect(reset.json()).toMatchObject({ version: 9, level: 0, stuff: { items: {}, rolls: {}, forgemagie: {} } });
    expect((await call(app(), other, { method: 'DELETE', url: base })).statusCode).toBe(403);
    const deleted = await call(app(), owner, { method: 'DELETE', url: base });
    expect(deleted.json()).toEqual({ id });
    const gone = await call(app(), undefined, { method: 'GET', url: `/api/stuffs/retro/public/${id}`, lang: 'es' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Equipo no encontrado');
  });

  it('refuses what the engine refuses, in the caller’s language, and stores nothing', async () => {
    const member = await signedInMember(app());
    const cases: [Record<string, unknown>, string, string][] = [
      [draft({ items: { a1: 2419, a2: 2419 } }), 'en', 'Saving the equipment "Mon stuff terre" failed: Two identical rings of the same set cannot be worn'],
      [draft({ items: { d1: 737, d2: 737 } }), 'fr', "L'enregistrement de l'équipement « Mon stuff terre » a échoué : Le même Dofus ou trophée ne peut pas être porté deux fois"],
      [draft({ level: 20, items: { a1: 2469 } }), 'es', 'No se pudo guardar el equipo «Mon stuff terre»: El nivel del objeto (a1) supera el del personaje'],
      [draft({ items: { ch: 2414 } }), 'en', 'Saving the equipment "Mon stuff terre" failed: This item does not go in this slot (ch)'],
      [draft({ items: { ch: 999_999 } }), 'en', 'Saving the equipment "Mon stuff terre" failed: Item 999999 does not exist in this game'],
      [{ ...draft(), scrolls: { strength: 101 } }, 'en', 'Saving the equipment "Mon stuff terre" failed: Invalid characteristic: scrolls.strength'],
      [{ ...draft(), level: 201 }, 'fr', "L'enregistrement de l'équipement « Mon stuff terre » a échoué : Le niveau doit être un nombre entier de 1 à 200"],
      [{ ...draft(), name: 'ab' }, 'en', 'The name of the equipment must be 3 to 50 characters long'],
      [{ ...draft(), name: '-abc' }, 'en', 'The name of the equipment must start with a letter or a digit and hold only letters, digits, spaces and "- . _ # ° /"'],
      [{ ...draft(), name: '' }, 'fr', "Le nom de l'équipement est obligatoire"],
      [{ ...draft(), description: 'x'.repeat(256) }, 'en', 'The description holds at most 255 characters'],
      [{ ...draft(), tags: ['pvp', 'fun'] }, 'es', 'Etiqueta desconocida'],
    ];
    for (const [payload, lang, message] of cases) {
      const response = await call(app(), member, { method: 'POST', url: '/api/stuffs/retro/private/save', payload, lang });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // One exo per stat: two AP exos.
    const exo = await call(app(), member, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: draft({ items: { ch: 2411, ca: 2414 }, rolls: { ch: { ap: 1 }, ca: { ap: 1 } } }) });
    expect(exo.json().message).toBe('Saving the equipment "Mon stuff terre" failed: Only one AP exo per stuff');
    expect((await call(app(), member, { method: 'GET', url: '/api/stuffs/retro/private/list' })).json().rows).toEqual([]);

    // A refused edit leaves the stuff as it was.
    const created = (await call(app(), member, { method: 'POST', url: '/api/stuffs/retro/private', payload: { name: 'Vide', level: 50 } })).json();
    expect(created).toMatchObject({ version: 1, level: 0, stuff: { level: 50, classId: 1, items: {} } });
    const refused = await call(app(), member, { method: 'PUT', url: `/api/stuffs/retro/private/${created.id}/items`, payload: { version: 1, items: { ch: 2411, a1: 2469 } } });
    expect(refused.statusCode).toBe(400);
    const after = (await call(app(), member, { method: 'GET', url: `/api/stuffs/retro/private/${created.id}` })).json();
    expect(after).toEqual(created);
  });

  it('keeps folders and favourites per member, with their limits and messages', async () => {
    const member = await signedInMember(app());
    expect((await call(app(), member, { method: 'POST', url: '/api/folders', payload: { name: 'x' }, lang: 'fr' })).json().message).toBe(
      'Le nom du dossier doit contenir de 3 à 20 caractères : lettres, chiffres, espaces, « - », « . » et « _ »',
    );
    expect((await call(app(), member, { method: 'POST', url: '/api/folders', payload: {} })).json().message).toBe('The folder name is required');
    expect((await call(app(), member, { method: 'POST', url: '/api/folders', payload: { name: 'PvP', avatar: -3 } })).json().message).toBe('The folder avatar is invalid');
    const created = await call(app(), member, { method: 'POST', url: '/api/folders', payload: { name: 'PvP', avatar: 2411 } });
    expect(created.json()).toEqual({ rows: [{ id: expect.any(Number), name: 'PvP', avatar: 2411, stuffs: 0 }] });
    const folderId = created.json().rows[0].id as number;
    const inFolder = await call(app(), member, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: { ...draft(), folder_id: folderId } });
    expect(inFolder.json()).toMatchObject({ folder_id: folderId, folder_name: 'PvP' });
    expect((await call(app(), member, { method: 'GET', url: '/api/folders' })).json().rows[0].stuffs).toBe(1);
    expect((await call(app(), member, { method: 'GET', url: `/api/stuffs/retro/private?folder=${folderId}` })).json().count).toBe(1);
    // Another member's folder is not theirs to use or see.
    const stranger = await signedInMember(app());
    expect((await call(app(), stranger, { method: 'GET', url: '/api/folders' })).json().rows).toEqual([]);
    expect((await call(app(), stranger, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: { ...draft(), folder_id: folderId } })).statusCode).toBe(404);
    expect((await call(app(), stranger, { method: 'DELETE', url: `/api/folders/${folderId}` })).statusCode).toBe(404);
    const renamed = await call(app(), member, { method: 'PUT', url: `/api/folders/${folderId}`, payload: { name: 'PvP 1v1' } });
    expect(renamed.json().rows[0]).toMatchObject({ name: 'PvP 1v1', avatar: 2411 });
    expect((await call(app(), member, { method: 'DELETE', url: `/api/folders/${folderId}` })).json()).toEqual({ rows: [] });
    expect((await call(app(), member, { method: 'GET', url: `/api/stuffs/retro/private/${inFolder.json().id}` })).json().folder_id).toBeNull();
    for (let index = 0; index < 50; index++) await harness.app.repos.stuffs.addFolder(member.id, `Dossier ${index}`, null, 50);
    expect((await call(app(), member, { method: 'POST', url: '/api/folders', payload: { name: 'Encore' } })).json().message).toBe('You have reached the maximum of 50 folders');

    const fav = await call(app(), member, { method: 'POST', url: '/api/favorites', payload: { game: 'retro', itemId: 2411 } });
    expect(fav.json()).toEqual({ rows: [{ game: 'retro', itemId: 2411, category: 'hat', created_at: expect.any(String) }] });
    expect((await call(app(), member, { method: 'POST', url: '/api/favorites', payload: { game: 'retro', itemId: 'x' } })).json().message).toBe('Item missing or invalid');
    expect((await call(app(), member, { method: 'POST', url: '/api/favorites', payload: { game: 'retro', itemId: 999_999 } })).statusCode).toBe(404);
    expect((await call(app(), stranger, { method: 'GET', url: '/api/favorites' })).json().rows).toEqual([]);
    expect((await call(app(), member, { method: 'DELETE', url: '/api/favorites/retro/2411' })).json().rows).toEqual([]);
    expect((await call(app(), member, { method: 'DELETE', url: '/api/favorites/retro/2411' })).json().message).toBe('This item is not in your favourites');
  });
  it('filters the own list by visibility; the public search ignores the filter', async () => {
    const member = await signedInMember(app());
    const shown = await call(app(), member, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: { ...draft(), name: 'Vitrine publique', visible: true } });
    const hidden = await call(app(), member, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: { ...draft(), name: 'Cachette privee', visible: false } });
    const names = async (url: string) => ((await call(app(), member, { method: 'GET', url })).json().hits as { name: string }[]).map((hit) => hit.name).sort();
    expect(await names('/api/stuffs/retro/private')).toEqual(['Cachette privee', 'Vitrine publique']);
    expect(await names('/api/stuffs/retro/private?visible=true')).toEqual(['Vitrine publique']);
    expect(await names('/api/stuffs/retro/private?visible=false')).toEqual(['Cachette privee']);
    expect(await names('/api/search/retro/stuffs?text=cachette&visible=false')).toEqual([]);
    expect(await names('/api/search/retro/stuffs?text=vitrine&visible=false')).toEqual(['Vitrine publique']);
    expect((await call(app(), member, { method: 'GET', url: '/api/stuffs/retro/private?visible=maybe' })).statusCode).toBe(400);
    expect([shown.statusCode, hidden.statusCode]).toEqual([200, 200]);
  });
  it('two adds of the same favourite at the same instant: one is added, the other says it exists (never a 500)', async () => {
    const member = await signedInMember(app());
    const answers = await Promise.all([1, 2, 3].map(() => call(app(), member, { method: 'POST', url: '/api/favorites', payload: { game: 'retro', itemId: 2414 } })));
    expect(answers.map((answer) => answer.statusCode).every((status) => status < 500)).toBe(true);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect((await call(app(), member, { method: 'GET', url: '/api/favorites' })).json().rows.map((row: { itemId: number }) => row.itemId)).toEqual([2414]);
  });
});
