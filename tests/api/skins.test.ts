/**
 * Skins and the Skinator's catalogue (issue 21), on SQLite and PostgreSQL, with the fixtures' real
 * Retro cosmetics: the ceremonial hat Chapopics 13294, cloak Cape Brâkmarienne 2118, shield Bouclier
 * Pararayon 9566, pet Chacha des Glaces 13128, and the living objects Coiffe Belliciste 12844 (a hat)
 * and Cape Belliciste 12845 (a cloak). Every route, each refusal in the caller's language, who sees
 * what (public, confidential: "you have no access to this skin"), the home page's count, a saved
 * skin applied to a stuff, the account's deletion, two servers writing, fuzzed bodies.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKINS_MAX, type Skin, type SkinList, type SkinatorCategory } from '#contract/skins';
import { ROLES } from '#contract/users';
import { SKIN_FACES, SKIN_HEADS } from '#game/skin';
import { createHarness, describeEachDatabase, secondServer, type Harness } from './support/harness.ts';
import { call, signedInMember, type SignedIn } from './support/stuffs.ts';

const LOOK = { game: 'retro', name: 'Iop de feu', class_id: 8, gender: 1, head: 3, face: 2, colors: [0xff0000, null, 0x00ff00, 0x0000ff, 0x123456] };

describeEachDatabase('skins', (dialect) => {
  let harness: Harness;
  let app: FastifyInstance;
  let member: SignedIn;
  let other: SignedIn;
  const send = async (who: SignedIn | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') => {
    const response = await call(app, who, { method, url, ...(payload === undefined ? {} : { payload }), lang });
    return { status: response.statusCode, body: response.json() as Skin & SkinList & SkinatorCategory & { message: string; code?: string } };
  };
  const create = async (who: SignedIn, overrides: object = {}) => {
    const response = await send(who, 'POST', '/api/skins', { ...LOOK, ...overrides });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Skin;
  };
  const stats = async () => (await call(app, undefined, { method: 'GET', url: '/api/stats?game=retro' })).json().data.nbSkins as number;

  beforeAll(async () => {
    harness = await createHarness(dialect);
    app = harness.app;
    member = await signedInMember(app);
    other = await signedInMember(app);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('creates, reads, changes and deletes a skin; a visitor must sign in to write', async () => {
    expect((await send(undefined, 'POST', '/api/skins', LOOK)).status).toBe(401);
    expect((await send(undefined, 'GET', '/api/skins/0')).status).toBe(401);

    const created = await create(member, { cosmetics: { hat: 13294, cloak: 12845, shield: 9566, pet: 13128 } });
    expect(created).toMatchObject({
      owner: { id: member.id, name: member.name },
      game: 'retro',
      name: 'Iop de feu',
      class_id: 8,
      gender: 1,
      head: 3,
      face: 2,
      colors: LOOK.colors,
      cosmetics: { hat: 13294, cloak: 12845, shield: 9566, pet: 13128 },
      visible: true,
    });
    expect(created.owner.slug).toBeTruthy();
    expect(Date.parse(created.created_at)).not.toBeNaN();
    expect((await send(undefined, 'GET', `/api/skins/one/${created.id}`)).body).toEqual(created);

    // A partial change keeps the rest; cosmetics given replace the worn ones as a whole.
    const changed = await send(member, 'PUT', `/api/skins/${created.id}`, { name: 'Iop_de.glace-2', colors: [null, null, null, null, 0], cosmetics: { hat: 12844 } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: created.id, name: 'Iop_de.glace-2', class_id: 8, head: 3, colors: [null, null, null, null, 0], cosmetics: { hat: 12844, cloak: null, shield: null, pet: null } });
    expect(changed.body.created_at).toBe(created.created_at);
    const hidden = await send(member, 'PUT', `/api/skins/${created.id}`, { visible: false });
    expect(hidden.body).toMatchObject({ visible: false, name: 'Iop_de.glace-2' });

    const own = await send(member, 'GET', '/api/skins/0');
    expect(own.body).toMatchObject({ count: 1, page: 1, pages: 1 });
    expect(own.body.rows.map((skin) => skin.id)).toEqual([created.id]);

    const removed = await send(member, 'DELETE', `/api/skins/${created.id}`);
    expect(removed).toEqual({ status: 200, body: { id: created.id } });
    expect((await send(member, 'GET', `/api/skins/one/${created.id}`)).status).toBe(404);
    const again = await send(member, 'DELETE', `/api/skins/${created.id}`, undefined, 'fr');
    expect([again.status, again.body.message, again.body.code]).toEqual([404, 'Skin introuvable', 'skinNotFound']);
    expect((await send(member, 'GET', '/api/skins/0')).body.count).toBe(0);
  });

  it('refuses each invalid field with the spec’s message in fr, en and es, and stores nothing', async () => {
    const cases: [object, string, Record<'fr' | 'en' | 'es', RegExp | string>][] = [
      [{ name: undefined }, 'skinNameRequired', { fr: 'Le nom du skin est obligatoire', en: 'The skin name is required', es: 'El nombre del skin es obligatorio' }],
      [{ name: '   ' }, 'skinNameRequired', { fr: 'Le nom du skin est obligatoire', en: 'The skin name is required', es: 'El nombre del skin es obligatorio' }],
      [{ name: 'ab' }, 'skinNameInvalid', { fr: /^Nom de skin invalide : de 3 à 20 caractères/, en: /^Invalid skin name: 3 to 20 characters/, es: /^Nombre de skin no válido: de 3 a 20 caracteres/ }],
      [{ name: 'x'.repeat(21) }, 'skinNameInvalid', { fr: /^Nom de skin invalide/, en: /^Invalid skin name/, es: /^Nombre de skin no válido/ }],
      [{ name: 'Iop#1' }, 'skinNameInvalid', { fr: /^Nom de skin invalide/, en: /^Invalid skin name/, es: /^Nombre de skin no válido/ }],
      [{ name: '-Iop' }, 'skinNameInvalid', { fr: /^Nom de skin invalide/, en: /^Invalid skin name/, es: /^Nombre de skin no válido/ }],
      [{ colors: [0x1000000, null, null, null, null] }, 'skinColorInvalid', { fr: 'Couleur invalide', en: 'Invalid colour', es: 'Color no válido' }],
      [{ colors: [-1, null, null, null, null] }, 'skinColorInvalid', { fr: 'Couleur invalide', en: 'Invalid colour', es: 'Color no válido' }],
      [{ colors: [null, null, null, null] }, 'skinColorInvalid', { fr: 'Couleur invalide', en: 'Invalid colour', es: 'Color no válido' }],
      [{ colors: ['#ff0000', null, null, null, null] }, 'skinColorInvalid', { fr: 'Couleur invalide', en: 'Invalid colour', es: 'Color no válido' }],
      [{ head: 0 }, 'skinHeadInvalid', { fr: 'Tête invalide', en: 'Invalid head', es: 'Cabeza no válida' }],
      [{ head: SKIN_HEADS + 1 }, 'skinHeadInvalid', { fr: 'Tête invalide', en: 'Invalid head', es: 'Cabeza no válida' }],
      [{ face: SKIN_FACES + 1 }, 'skinFaceInvalid', { fr: 'Visage invalide', en: 'Invalid face', es: 'Cara no válida' }],
      [{ face: 1.5 }, 'skinFaceInvalid', { fr: 'Visage invalide', en: 'Invalid face', es: 'Cara no válida' }],
      [{ class_id: 19 }, 'skinClassInvalid', { fr: 'Classe invalide', en: 'Invalid class', es: 'Clase no válida' }],
      [{ gender: 2 }, 'skinGenderInvalid', { fr: /^Sexe invalide/, en: /^Invalid sex/, es: /^Sexo no válido/ }],
      [{ visible: 'yes' }, 'skinVisibleInvalid', { fr: /^Visibilité invalide/, en: /^Invalid visibility/, es: /^Visibilidad no válida/ }],
      [{ game: 'wakfu' }, 'skinGameInvalid', { fr: /^Jeu invalide/, en: /^Invalid game/, es: /^Juego no válido/ }],
    ];
    const cosmetic = { fr: "Objet d'apparat introuvable ou qui ne se porte pas à cet emplacement", en: 'Cosmetic item not found, or not worn in that slot', es: 'Objeto de apariencia no encontrado o que no se lleva en ese lugar' };
    // Unknown ids, an item of another slot (a cloak as a hat), a living hat as a cloak, equipment (the Bouftou hat 2411), an unknown slot.
    for (const cosmetics of [{ hat: 999_999 }, { hat: 2118 }, { cloak: 12844 }, { hat: 2411 }, { pet: 13294 }, { shield: 0 }, { belt: 13294 }, 'hat']) {
      cases.push([{ cosmetics }, 'skinCosmeticInvalid', cosmetic]);
    }
    for (const [overrides, code, messages] of cases) {
      for (const lang of ['fr', 'en', 'es'] as const) {
        const refused = await send(member, 'POST', '/api/skins', { ...LOOK, ...overrides }, lang);
        expect(refused.status, `${JSON.stringify(overrides)} ${lang}`).toBe(400);
        expect(refused.body.code, JSON.stringify(overrides)).toBe(code);
        expect(refused.body.message).toMatch(messages[lang]);
      }
    }
    expect((await send(member, 'GET', '/api/skins/0')).body.count).toBe(0);

    // The same refusals on a change, which leaves the skin as it was.
    const skin = await create(member, { name: 'Intact' });
    for (const overrides of [{ head: 9 }, { colors: [1, 2, 3] }, { name: 'a' }, { cosmetics: { hat: 2118 } }, { face: 0 }]) {
      const refused = await send(member, 'PUT', `/api/skins/${skin.id}`, overrides, 'es');
      expect(refused.status, JSON.stringify(overrides)).toBe(400);
    }
    const empty = await send(member, 'PUT', `/api/skins/${skin.id}`, {}, 'fr');
    expect([empty.status, empty.body.code, empty.body.message]).toEqual([400, 'skinUpdateEmpty', 'Rien à modifier : nom, classe, sexe, tête, visage, couleurs, objets d’apparat ou visibilité']);
    expect((await send(member, 'GET', `/api/skins/one/${skin.id}`)).body).toEqual(skin);
    await send(member, 'DELETE', `/api/skins/${skin.id}`);
  });

  it('shows a public skin to anyone; a confidential one only to its owner, never listed nor counted for others', async () => {
    const viewer = await signedInMember(app);
    const owner = await signedInMember(app);
    const before = await stats();
    const open = await create(owner, { name: 'Public' });
    const secret = await create(owner, { name: 'Secret', visible: false });
    const dofus = await create(owner, { name: 'Autre jeu', game: 'dofus' });
    expect(await stats()).toBe(before + 1);

    for (const who of [undefined, viewer]) {
      expect((await send(who, 'GET', `/api/skins/one/${open.id}`)).body).toEqual(open);
      for (const lang of ['fr', 'en', 'es'] as const) {
        const refused = await send(who, 'GET', `/api/skins/one/${secret.id}`, undefined, lang);
        expect(refused.status).toBe(403);
        expect(refused.body.code).toBe('skinForbidden');
        expect(refused.body.message).toBe({ fr: "Vous n'avez pas accès à ce skin", en: 'You have no access to this skin', es: 'No tienes acceso a este skin' }[lang]);
      }
      const listed = await send(who, 'GET', `/api/skins/${owner.id}`);
      expect(listed.body.rows.map((skin) => skin.id)).toEqual([dofus.id, open.id]);
      expect(listed.body.count).toBe(2);
      expect((await send(who, 'GET', `/api/skins/${owner.id}?game=retro`)).body.rows.map((skin) => skin.id)).toEqual([open.id]);
    }
    expect((await send(owner, 'GET', `/api/skins/one/${secret.id}`)).body).toEqual(secret);
    // The owner lists every skin, the newest change first; the same through their own id.
    expect((await send(owner, 'GET', '/api/skins/0')).body.rows.map((skin) => skin.id)).toEqual([dofus.id, secret.id, open.id]);
    expect((await send(owner, 'GET', `/api/skins/${owner.id}?game=retro`)).body.rows.map((skin) => skin.id)).toEqual([secret.id, open.id]);
    const page = await send(owner, 'GET', '/api/skins/0?size=2&page=2');
    expect(page.body).toMatchObject({ count: 3, page: 2, pages: 2 });
    expect(page.body.rows.map((skin) => skin.id)).toEqual([open.id]);

    // Writes are the owner's: another member is refused, whatever the visibility.
    for (const id of [open.id, secret.id]) {
      expect((await send(viewer, 'PUT', `/api/skins/${id}`, { name: 'Volé' })).status).toBe(403);
      expect((await send(viewer, 'DELETE', `/api/skins/${id}`)).status).toBe(403);
    }
    expect((await send(owner, 'GET', `/api/skins/one/${open.id}`)).body.name).toBe('Public');

    // Made confidential, it leaves the count and the others' lists; public again, it comes back.
    await send(owner, 'PUT', `/api/skins/${open.id}`, { visible: false });
    expect(await stats()).toBe(before);
    expect((await send(viewer, 'GET', `/api/skins/${owner.id}?game=retro`)).body).toMatchObject({ rows: [], count: 0 });
    await send(owner, 'PUT', `/api/skins/${open.id}`, { visible: true });
    expect(await stats()).toBe(before + 1);

    // A banned member's skins are not shown to others nor counted; an unknown member is not found.
    await app.repos.users.update(owner.id, { role_id: ROLES.banned });
    expect((await send(viewer, 'GET', `/api/skins/${owner.id}`)).status).toBe(404);
    expect((await send(undefined, 'GET', `/api/skins/one/${open.id}`)).status).toBe(404);
    expect(await stats()).toBe(before);
    await app.repos.users.update(owner.id, { role_id: ROLES.user });
    const unknown = await send(viewer, 'GET', '/api/skins/999999', undefined, 'es');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Usuario no encontrado']);

    // Deleting the account deletes its skins.
    expect((await call(app, owner, { method: 'DELETE', url: '/api/users', payload: { password: 'stuff-pw' } })).statusCode).toBe(200);
    expect((await send(undefined, 'GET', `/api/skins/one/${open.id}`)).status).toBe(404);
    expect(await harness.database.db.selectFrom('skins').select('id').where('user_id', '=', owner.id).execute()).toEqual([]);
    expect(await stats()).toBe(before);
  });

  it('keeps at most SKINS_MAX skins per member', async () => {
    const collector = await signedInMember(app);
    const values = { name: 'Série', class_id: 1, gender: 0, head: 1, face: 1, color1: null, color2: null, color3: null, color4: null, color5: null, hat_id: null, cloak_id: null, shield_id: null, pet_id: null, visible: 0 };
    for (let index = 0; index < SKINS_MAX - 1; index++) await app.repos.skins.create(collector.id, 'retro', values, SKINS_MAX);
    expect((await send(collector, 'POST', '/api/skins', LOOK)).status).toBe(200);
    const refused = await send(collector, 'POST', '/api/skins', LOOK, 'fr');
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([400, 'skinMax', `Un compte garde au plus ${SKINS_MAX} skins`]);
    expect((await send(collector, 'GET', '/api/skins/0')).body.count).toBe(SKINS_MAX);
  });

  it('applies a saved skin to a stuff: the stuff keeps its head, face and colours', async () => {
    const skin = await create(member, { head: SKIN_HEADS, face: SKIN_FACES, colors: [0, 0xffffff, null, 0x336699, null] });
    const saved = await call(app, member, {
      method: 'POST',
      url: '/api/stuffs/retro/private/save',
      payload: { id: 0, mode: 'local', name: 'Habillé', classId: 8, level: 100, gender: 1, points: {}, scrolls: {}, items: {}, rolls: {}, forgemagie: {}, boosts: [] },
    });
    expect(saved.statusCode).toBe(200);
    const stuff = saved.json();
    const applied = await call(app, member, { method: 'PUT', url: `/api/stuffs/retro/private/${stuff.id}/skin`, payload: { version: stuff.version, skin: { head: skin.head, face: skin.face, colors: skin.colors } } });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().skin).toEqual({ head: SKIN_HEADS, face: SKIN_FACES, colors: [0, 0xffffff, null, 0x336699, null] });
  });

  it('answers the Skinator’s catalogue: the cosmetics of each slot, living objects by the slot they are worn in, searchable and paged', async () => {
    const category = async (query: string, lang = 'fr') => (await call(app, undefined, { method: 'GET', url: `/api/items/retro/skinator/category/${query}`, lang })).json() as SkinatorCategory;
    const ids = (answer: SkinatorCategory) => answer.rows.map((row) => row.id);
    // By name in the caller's language: Chapopics, Coiffe Belliciste.
    expect(ids(await category('hat'))).toEqual([13294, 12844]);
    expect(ids(await category('cloak'))).toEqual([12845, 2118]);
    expect(ids(await category('shield'))).toEqual([9566]);
    expect(ids(await category('pet'))).toEqual([13128]);
    const hats = await category('hat');
    expect(hats).toMatchObject({ count: 2, page: 1, pages: 1 });
    expect(hats.rows[0]).toEqual({ id: 13294, name: { fr: 'Chapopics' }, level: 1, category: 'cosmetic_hat', slot: 'hat', availability: 'standard', official: true });
    expect(hats.rows[1]).toMatchObject({ id: 12844, category: 'living_item', slot: 'hat' });
    expect(ids(await category('hat?text=belli'))).toEqual([12844]);
    expect(ids(await category('cloak?text=BRAKMARIENNE'))).toEqual([2118]);
    expect(ids(await category('cloak?text=brakmarian', 'en'))).toEqual([2118]);
    expect(ids(await category('hat?text=zzz'))).toEqual([]);
    expect(await category('cloak?size=1&page=2')).toMatchObject({ count: 2, page: 2, pages: 2, rows: [{ id: 2118 }] });
    expect(await category('hat?page=9')).toMatchObject({ count: 2, rows: [] });
    // Dofus 2 has no cosmetic in its data: empty, not an error.
    expect((await call(app, undefined, { method: 'GET', url: '/api/items/dofus/skinator/category/hat' })).json()).toEqual({ rows: [], count: 0, page: 1, pages: 0 });
    for (const bad of ['belt', 'HAT', 'cosmetics', 'hat?size=0', 'hat?page=0', 'hat?size=101']) {
      expect((await call(app, undefined, { method: 'GET', url: `/api/items/retro/skinator/category/${bad}` })).statusCode, bad).toBe(400);
    }

    const one = async (id: number | string, lang = 'en') => {
      const response = await call(app, undefined, { method: 'GET', url: `/api/items/retro/skinator/${id}`, lang });
      return { status: response.statusCode, body: response.json() };
    };
    expect((await one(12845)).body).toMatchObject({ id: 12845, slot: 'cloak', category: 'living_item', name: { fr: 'Cape Belliciste' } });
    expect((await one(9566)).body).toMatchObject({ id: 9566, slot: 'shield', name: { en: 'Raydi Shield' } });
    expect((await one(13128)).body).toMatchObject({ slot: 'pet' });
    // Equipment (the Bouftou hat), an unknown id: "item not found" in the caller's language.
    for (const [id, lang, text] of [[2411, 'en', 'Item not found'], [999_999, 'fr', 'Objet introuvable'], [2118, 'es', null]] as const) {
      const answer = await one(id, lang);
      if (text === null) expect(answer.status).toBe(200);
      else expect([answer.status, answer.body.message]).toEqual([404, text]);
    }
    expect((await call(app, undefined, { method: 'GET', url: '/api/items/dofus/skinator/13294' })).statusCode).toBe(404);
    // The encyclopedia's routes are untouched by the Skinator's.
    expect((await call(app, undefined, { method: 'GET', url: '/api/items/retro/13294' })).json().name.fr).toBe('Chapopics');
  });

  describe('two servers and fuzzed bodies', () => {
    let second: Awaited<ReturnType<typeof secondServer>>;
    let b: FastifyInstance;
    beforeAll(async () => {
      second = await secondServer(harness);
      b = second.app;
    });
    afterAll(async () => {
      await second?.close();
    });

    it('two servers writing: every acknowledged write is there, and the limit holds', async () => {
      const writer = await signedInMember(app);
      const created = await Promise.all(
        Array.from({ length: 8 }, (_, index) => call(index % 2 ? app : b, writer, { method: 'POST', url: '/api/skins', payload: { ...LOOK, name: `Look ${index}`, head: 1 + (index % SKIN_HEADS) } })),
      );
      expect(created.map((response) => response.statusCode)).toEqual(created.map(() => 200));
      const skins = created.map((response) => response.json() as Skin);
      const changes = await Promise.all(skins.map((skin, index) => call(index % 2 ? b : app, writer, { method: 'PUT', url: `/api/skins/${skin.id}`, payload: { face: 1 + (index % SKIN_FACES), visible: index % 3 !== 0 } })));
      expect(changes.map((response) => response.statusCode)).toEqual(changes.map(() => 200));
      const stored = (await call(b, writer, { method: 'GET', url: '/api/skins/0?size=100' })).json() as SkinList;
      expect(stored.count).toBe(8);
      for (const [index, skin] of skins.entries()) {
        expect(stored.rows.find((row) => row.id === skin.id)).toMatchObject({ name: `Look ${index}`, head: 1 + (index % SKIN_HEADS), face: 1 + (index % SKIN_FACES), visible: index % 3 !== 0 });
      }

      // Near the limit, concurrent creations on both servers never pass it.
      const values = { name: 'Série', class_id: 1, gender: 0, head: 1, face: 1, color1: null, color2: null, color3: null, color4: null, color5: null, hat_id: null, cloak_id: null, shield_id: null, pet_id: null, visible: 1 };
      for (let index = 8; index < SKINS_MAX - 2; index++) await app.repos.skins.create(writer.id, 'retro', values, SKINS_MAX);
      const rush = await Promise.all(Array.from({ length: 6 }, (_, index) => call(index % 2 ? app : b, writer, { method: 'POST', url: '/api/skins', payload: LOOK })));
      expect(rush.filter((response) => response.statusCode === 200)).toHaveLength(2);
      expect(rush.filter((response) => response.statusCode === 400)).toHaveLength(4);
      expect((await call(app, writer, { method: 'GET', url: '/api/skins/0' })).json().count).toBe(SKINS_MAX);
    });

    it('fuzzed bodies never answer 5xx, and a refused one changes nothing', async () => {
      const fuzzer = await signedInMember(app);
      const start = await create(fuzzer, { name: 'Cible' });
      const hostile = fc.oneof(
        fc.string({ maxLength: 24 }),
        fc.constantFrom('', '<script>x</script>', "' or 1=1 --", 'retro', 'dofus', 'hat', '#ff0000', 'x'.repeat(2000), 'Iop de feu'),
        fc.integer(),
        fc.constantFrom(0, -1, 1, 8, 9, 18, 19, 0xffffff, 0x1000000, 13294, 12844, 12845, 2118, 9566, 13128, 2411, start.id, 2 ** 31, 1e300, Number.NaN),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
      );
      const value = fc.letrec((tie) => ({
        any: fc.oneof(
          { depthSize: 'small' },
          hostile,
          fc.array(tie('any'), { maxLength: 6 }),
          fc.dictionary(fc.constantFrom('hat', 'cloak', 'shield', 'pet', 'x', '__proto__'), tie('any'), { maxKeys: 4 }),
        ),
      })).any;
      const base = { ...LOOK, cosmetics: { hat: 13294 }, visible: true };
      const body = fc.oneof(
        fc.record({ key: fc.constantFrom(...Object.keys(base), 'extra'), value }).map(({ key, value: v }) => ({ ...base, [key]: v })),
        fc.record({ key: fc.constantFrom(...Object.keys(base)), value }).map(({ key, value: v }) => ({ [key]: v })),
        value,
      );
      const routes: [string, string][] = [
        ['POST', '/api/skins'],
        ['PUT', `/api/skins/${start.id}`],
      ];
      const state = async () => {
        const own = (await call(app, fuzzer, { method: 'GET', url: '/api/skins/0?size=100' })).json() as SkinList;
        return JSON.stringify(own.rows.map(({ updated_at: _updated, ...row }) => row));
      };
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), body, fc.constantFrom('fr', 'en', 'es'), async ([method, url], payload, lang) => {
          const before = await state();
          const response = await call(app, fuzzer, { method: method as 'PUT', url, payload: payload as object, lang });
          expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload).slice(0, 300)}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(Object.keys(response.json()).sort()).toEqual(expect.arrayContaining(['error', 'message', 'statusCode']));
            expect(await state()).toBe(before);
          } else {
            accepted++;
            // What was accepted is a look the renderer draws.
            const skin = response.json() as Skin;
            expect(skin.head).toBeGreaterThanOrEqual(1);
            expect(skin.head).toBeLessThanOrEqual(SKIN_HEADS);
            if (method === 'POST') await call(app, fuzzer, { method: 'DELETE', url: `/api/skins/${skin.id}` });
          }
        }),
        { numRuns: 200 },
      );
      expect(accepted).toBeGreaterThan(0);
      // The paths' parameters and queries too.
      for (const id of ['0', '-1', 'abc', '1e3', '99999999999', '%00', '01']) {
        for (const [method, url] of [
          ['GET', `/api/skins/${id}`],
          ['GET', `/api/skins/one/${id}`],
          ['PUT', `/api/skins/${id}`],
          ['DELETE', `/api/skins/${id}`],
          ['GET', `/api/items/retro/skinator/${id}`],
          ['GET', `/api/skins/0?page=${id}`],
          ['GET', `/api/items/retro/skinator/category/hat?page=${id}&text=${id}`],
        ] as const) {
          const response = await call(app, fuzzer, { method, url, ...(method === 'PUT' ? { payload: { name: 'Nouveau' } } : {}) });
          expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
        }
      }
      expect((await call(app, fuzzer, { method: 'GET', url: '/api/skins/0?game=nope' })).statusCode).toBe(400);
    });
  });
});
