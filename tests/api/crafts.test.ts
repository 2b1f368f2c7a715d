/**
 * The workshop (issue 19), on SQLite and PostgreSQL, with the fixtures' real Retro recipes: the
 * Gelano 2469, the Bouftou set, the bow 88 whose Ficelle en Lin 420 is itself craftable (10 × Lin
 * 423). Every call of builder-spec §7, the errors of §8 in the caller's language, the visibility of
 * a workshop, the arithmetic of the answer (game/crafts.ts), two servers writing to one workshop,
 * and fuzzed bodies (never a 5xx, a refused request changes nothing).
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workshop } from '#contract/crafts';
import { ROLES } from '#contract/users';
import { buildCraftForest, shoppingList, type CraftNodeState, type RecipeBook } from '#game/crafts';
import { XP_RULES } from '#game/gamification';
import { createHarness, describeEachDatabase, hasRealData, realDataSubset, secondServer, type Harness } from './support/harness.ts';
import { call, signedInMember, type SignedIn } from './support/stuffs.ts';

const BOUFTOU = [2411, 2414, 2416, 2419, 2422, 2425, 2428];

/** The answer's trees and shopping list, as the page computes them. */
function computed(workshop: Workshop) {
  const recipes: RecipeBook = new Map(workshop.items.filter((item) => item.recipe).map((item) => [item.id, item.recipe!]));
  const nodes: CraftNodeState[] = workshop.rows.map((row) => ({ ...row, gathered: Object.fromEntries(row.gathered.map((entry) => [entry.item_id, entry.gathered])) }));
  const forest = buildCraftForest(nodes, recipes);
  return { forest, list: shoppingList(forest.roots) };
}

describeEachDatabase('crafts', (dialect) => {
  let harness: Harness;
  let app: FastifyInstance;
  let member: SignedIn;
  let other: SignedIn;
  const ws = async (who: SignedIn | undefined, options: Parameters<typeof call>[2]) => {
    const response = await call(app, who, options);
    return { status: response.statusCode, body: response.json() as Workshop & { message: string } };
  };
  const mine = async (who: SignedIn = member) => (await ws(who, { method: 'GET', url: '/api/crafts/0?game=retro' })).body;

  beforeAll(async () => {
    harness = await createHarness(dialect);
    app = harness.app;
    member = await signedInMember(app);
    other = await signedInMember(app);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('adds the Gelano and answers its recipe with names and types; refuses bad quantities and items in the caller’s language', async () => {
    expect((await call(app, undefined, { method: 'GET', url: '/api/crafts/0?game=retro' })).statusCode).toBe(401);
    const empty = await mine();
    expect(empty).toMatchObject({ game: 'retro', rows: [], mode: 'none', recipes_available: true, owner: { id: member.id } });

    const added = await ws(member, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 2469, quantity: 2 } });
    expect(added.status).toBe(200);
    expect(added.body.rows).toHaveLength(1);
    const gelano = added.body.items.find((item) => item.id === 2469)!;
    expect(gelano.name.fr).toBe('Gelano');
    expect(gelano.recipe).toEqual([
      { item_id: 757, quantity: 100 },
      { item_id: 368, quantity: 100 },
      { item_id: 370, quantity: 2 },
      { item_id: 2242, quantity: 2 },
      { item_id: 2437, quantity: 2 },
      { item_id: 2241, quantity: 2 },
    ]);
    const jelly = added.body.items.find((item) => item.id === 757)!;
    expect(jelly).toMatchObject({ kind: 'misc', recipe: null });
    expect(jelly.name.fr).toBe('Gelée Bleutée');
    expect(jelly.type_name.fr).toBeTruthy();
    const { list } = computed(added.body);
    expect(list.find((line) => line.item_id === 757)).toMatchObject({ needed: 200, remaining: 200, used_by: [2469] });

    for (const quantity of [0, -1, 1.5, '2', 100_001, null]) {
      const refused = await call(app, member, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 2469, quantity }, lang: 'fr' });
      expect(refused.statusCode, String(quantity)).toBe(400);
      expect(refused.json().message).toMatch(/^Quantité entière invalide/);
    }
    const english = await call(app, member, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 2469, quantity: 0 }, lang: 'en' });
    expect(english.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(english.json().message).toMatch(/^Invalid integer quantity/);
    const resource = await call(app, member, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 757 }, lang: 'es' });
    expect([resource.statusCode, resource.json().message]).toEqual([400, 'Este objeto no tiene receta: no se puede craftear']);
    const unknown = await call(app, member, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 999_999 } });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Item not found']);
    expect((await mine()).rows).toHaveLength(1);
  });

  it('expands a craftable ingredient, crafts only what is missing of it, collapses back', async () => {
    const bow = (await ws(member, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 88, quantity: 3 } })).body.rows.find((row) => row.item_id === 88)!;
    const before = computed(await mine()).list;
    expect(before.find((line) => line.item_id === 420)).toMatchObject({ needed: 3, remaining: 3 });

    const expanded = await ws(member, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 420, parent_id: bow.id } });
    expect(expanded.status).toBe(200);
    const child = expanded.body.rows.find((row) => row.parent_id === bow.id)!;
    expect(child.item_id).toBe(420);
    // Expanding twice keeps one expansion.
    expect((await ws(member, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 420, parent_id: bow.id } })).body.rows.filter((row) => row.parent_id === bow.id)).toHaveLength(1);
    let { list, forest } = computed(await mine());
    expect(list.find((line) => line.item_id === 420)).toBeUndefined();
    expect(list.find((line) => line.item_id === 423)).toMatchObject({ needed: 30, remaining: 30, used_by: [420] });

    // One Ficelle already held: only two are crafted, so 20 Lin.
    const gathered = await ws(member, {
      method: 'PUT',
      url: '/api/crafts',
      payload: { game: 'retro', ingredients: [{ craft_id: bow.id, item_id: 420, gathered: 1 }, { craft_id: child.id, item_id: 423, gathered: 5 }, { craft_id: bow.id, item_id: 303, gathered: 99 }] },
    });
    expect(gathered.status).toBe(200);
    ({ list, forest } = computed(gathered.body));
    const bowTree = forest.roots.find((root) => root.id === bow.id)!;
    expect(bowTree.ingredients.find((line) => line.item_id === 420)!.child).toMatchObject({ quantity: 2 });
    expect(list.find((line) => line.item_id === 423)).toMatchObject({ needed: 20, gathered: 5, remaining: 15 });
    expect(list.find((line) => line.item_id === 303)).toMatchObject({ needed: 12, gathered: 12, remaining: 0 });

    // Not a line of the recipe; not craftable; not the member's node.
    const notInRecipe = await call(app, member, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 2469, parent_id: bow.id } });
    expect([notInRecipe.statusCode, notInRecipe.json().message]).toEqual([400, 'This ingredient is not part of the recipe']);
    const raw = await call(app, member, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 303, parent_id: bow.id } });
    expect([raw.statusCode, raw.json().message]).toEqual([400, 'This item has no recipe: it cannot be crafted']);
    const foreign = await call(app, other, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 420, parent_id: bow.id } });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'No craft found']);
    const foreignGathered = await call(app, other, { method: 'PUT', url: '/api/crafts', payload: { game: 'retro', ingredients: [{ craft_id: bow.id, item_id: 303, gathered: 1 }] } });
    expect(foreignGathered.statusCode).toBe(404);
    const wrongLine = await call(app, member, { method: 'PUT', url: '/api/crafts', payload: { game: 'retro', ingredients: [{ craft_id: bow.id, item_id: 757, gathered: 1 }] } });
    expect(wrongLine.statusCode).toBe(400);
    expect(computed(await mine()).list).toEqual(list);

    // Collapsing (deleting the expansion) gives back the leaf.
    const collapsed = await ws(member, { method: 'DELETE', url: `/api/crafts/${child.id}` });
    expect(collapsed.body.rows.some((row) => row.id === child.id)).toBe(false);
    expect(computed(collapsed.body).list.find((line) => line.item_id === 420)).toMatchObject({ needed: 3, gathered: 1, remaining: 2 });
    expect((await call(app, member, { method: 'PUT', url: `/api/crafts/${child.id}`, payload: { completed: true } })).statusCode).toBe(404);
  });

  it('cuts a cycle of recipe data and refuses to expand it', async () => {
    // A recipe made up for the test: Lin from Ficelle (the data has no cycle; the server must still stop one).
    await harness.database.db.insertInto('recipes').values({ game: 'retro', item_id: 423, data: JSON.stringify({ item_id: 423, ingredients: [{ item_id: 420, quantity: 1 }] }) }).execute();
    try {
      const bow = (await ws(member, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 88 } })).body.rows.at(-1)!;
      const ficelle = (await ws(member, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 420, parent_id: bow.id } })).body.rows.find((row) => row.parent_id === bow.id)!;
      const lin = (await ws(member, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 423, parent_id: ficelle.id } })).body.rows.find((row) => row.parent_id === ficelle.id)!;
      expect(lin.item_id).toBe(423);
      const cycle = await call(app, member, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 420, parent_id: lin.id }, lang: 'fr' });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().message).toMatch(/se fabrique à partir de lui-même/);
      await ws(member, { method: 'DELETE', url: `/api/crafts/${bow.id}` });
      const after = await mine();
      expect(after.rows.some((row) => [bow.id, ficelle.id, lin.id].includes(row.id))).toBe(false);
    } finally {
      await harness.database.db.deleteFrom('recipes').where('game', '=', 'retro').where('item_id', '=', 423).execute();
    }
  });

  it('crafts a whole stuff at once, skipping what has no recipe and merging twice the same item', async () => {
    const response = await ws(member, {
      method: 'POST',
      url: '/api/crafts/some',
      payload: { game: 'retro', crafts: [...BOUFTOU.map((item_id) => ({ item_id, quantity: 1 })), { item_id: 739, quantity: 1 }, { item_id: 2411, quantity: 1 }] },
    });
    expect(response.status).toBe(200);
    expect(response.body.skipped).toEqual([739]);
    const roots = response.body.rows.filter((row) => row.parent_id === null && BOUFTOU.includes(row.item_id));
    expect(roots.map((row) => row.item_id).sort()).toEqual([...BOUFTOU].sort());
    expect(roots.find((row) => row.item_id === 2411)!.quantity).toBe(2);
    const wool = computed(response.body).list.find((line) => line.item_id === 384)!;
    // Laine de Bouftou: 150 × 2 hats + 80 for the cloak (and the rest of the set).
    expect(wool.needed).toBeGreaterThanOrEqual(380);
    expect(wool.used_by).toEqual(expect.arrayContaining([2411, 2414]));
    const none = await call(app, member, { method: 'POST', url: '/api/crafts/some', payload: { game: 'retro', crafts: [{ item_id: 739, quantity: 1 }] } });
    expect(none.statusCode).toBe(400);
    expect((await call(app, member, { method: 'POST', url: '/api/crafts/some', payload: { game: 'retro', crafts: [] } })).statusCode).toBe(400);
  });

  it('moves, completes (XP once per craft) and deletes crafts; folders must be the member’s', async () => {
    const folder = (await call(app, member, { method: 'POST', url: '/api/folders', payload: { name: 'Forgeron' } })).json().rows[0];
    const othersFolder = (await call(app, other, { method: 'POST', url: '/api/folders', payload: { name: 'Autre' } })).json().rows[0];
    const gelano = (await mine()).rows.find((row) => row.item_id === 2469)!;
    const moved = await ws(member, { method: 'PUT', url: `/api/crafts/${gelano.id}`, payload: { folder_id: folder.id, quantity: 5 } });
    expect(moved.body.rows.find((row) => row.id === gelano.id)).toMatchObject({ folder_id: folder.id, quantity: 5 });
    expect((await call(app, member, { method: 'PUT', url: `/api/crafts/${gelano.id}`, payload: { folder_id: othersFolder.id } })).statusCode).toBe(404);
    expect((await call(app, member, { method: 'PUT', url: `/api/crafts/${gelano.id}`, payload: {} })).statusCode).toBe(400);

    const xp = async () => (await call(app, member, { method: 'GET', url: '/api/gamification/me' })).json().xp as number;
    const start = await xp();
    await ws(member, { method: 'PUT', url: `/api/crafts/${gelano.id}`, payload: { completed: true } });
    await ws(member, { method: 'PUT', url: `/api/crafts/${gelano.id}`, payload: { completed: false } });
    await ws(member, { method: 'PUT', url: `/api/crafts/${gelano.id}`, payload: { completed: true } });
    expect((await xp()) - start).toBe(XP_RULES.craft_completed.xp);

    // Deleting the folder leaves the craft in no folder.
    await call(app, member, { method: 'DELETE', url: `/api/folders/${folder.id}` });
    expect((await mine()).rows.find((row) => row.id === gelano.id)).toMatchObject({ folder_id: null, completed: true });

    const count = (await mine()).rows.filter((row) => row.parent_id === null).length;
    const onlyCompleted = await ws(member, { method: 'DELETE', url: '/api/crafts?game=retro&completed=true' });
    expect(onlyCompleted.body.rows.filter((row) => row.parent_id === null)).toHaveLength(count - 1);
    expect(onlyCompleted.body.rows.some((row) => row.id === gelano.id)).toBe(false);
  });

  it('shows a workshop to others only when public, read-only, and never a banned member’s', async () => {
    const hidden = await call(app, other, { method: 'GET', url: `/api/crafts/${member.id}?game=retro`, lang: 'fr' });
    expect([hidden.statusCode, hidden.json().message]).toEqual([404, 'Atelier de craft introuvable']);
    expect((await call(app, undefined, { method: 'GET', url: '/api/crafts/999999?game=retro' })).statusCode).toBe(404);
    expect((await call(app, member, { method: 'PUT', url: '/api/crafts/mode', payload: { mode: 'public' } })).json()).toEqual({ mode: 'public' });
    const seen = await ws(undefined, { method: 'GET', url: `/api/crafts/${member.id}?game=retro` });
    expect(seen.status).toBe(200);
    expect(seen.body.mode).toBeNull();
    expect(seen.body.rows).toEqual((await mine()).rows);
    expect((await mine()).mode).toBe('public');
    // Read-only: another member cannot touch its crafts.
    const root = seen.body.rows[0]!;
    expect((await call(app, other, { method: 'DELETE', url: `/api/crafts/${root.id}` })).statusCode).toBe(404);
    expect((await call(app, other, { method: 'PUT', url: `/api/crafts/${root.id}`, payload: { quantity: 9 } })).statusCode).toBe(404);
    expect((await call(app, member, { method: 'PUT', url: '/api/crafts/mode', payload: { mode: 'secret' } })).statusCode).toBe(400);

    await harness.database.db.updateTable('users').set({ role_id: ROLES.banned }).where('id', '=', member.id).execute();
    expect((await call(app, undefined, { method: 'GET', url: `/api/crafts/${member.id}?game=retro` })).statusCode).toBe(404);
    await harness.database.db.updateTable('users').set({ role_id: ROLES.user }).where('id', '=', member.id).execute();
    await call(app, member, { method: 'PUT', url: '/api/crafts/mode', payload: { mode: 'private' } });
    expect((await call(app, undefined, { method: 'GET', url: `/api/crafts/${member.id}?game=retro` })).statusCode).toBe(404);
  });

  it('says Dofus 2 has no recipes', async () => {
    const dofus = await ws(member, { method: 'GET', url: '/api/crafts/0?game=dofus' });
    expect(dofus.body).toMatchObject({ recipes_available: false, rows: [] });
    const refused = await call(app, member, { method: 'POST', url: '/api/crafts', payload: { game: 'dofus', item_id: 44 } });
    expect([refused.statusCode, refused.json().message]).toEqual([400, "This game's data has no recipes yet"]);
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

    it('two servers writing to one workshop: every acknowledged write is there', async () => {
      const writer = await signedInMember(app);
      const gelano = (await call(app, writer, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 2469 } })).json().rows[0];
      const lines = [757, 368, 370, 2242, 2437, 2241];
      const writes = await Promise.all([
        ...BOUFTOU.map((item_id, index) => call(index % 2 ? app : b, writer, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id, quantity: index + 1 } })),
        ...lines.map((item_id, index) => call(index % 2 ? b : app, writer, { method: 'PUT', url: '/api/crafts', payload: { game: 'retro', ingredients: [{ craft_id: gelano.id, item_id, gathered: index + 1 }] } })),
      ]);
      expect(writes.map((response) => response.statusCode)).toEqual(writes.map(() => 200));
      const stored = (await call(b, writer, { method: 'GET', url: '/api/crafts/0?game=retro' })).json() as Workshop;
      expect(stored.rows.map((row) => row.item_id).sort()).toEqual([2469, ...BOUFTOU].sort());
      for (const [index, item_id] of BOUFTOU.entries()) expect(stored.rows.find((row) => row.item_id === item_id)!.quantity).toBe(index + 1);
      expect(stored.rows.find((row) => row.id === gelano.id)!.gathered).toEqual(lines.map((item_id, index) => ({ item_id, gathered: index + 1 })).sort((x, y) => x.item_id - y.item_id));
    });

    it('fuzzed bodies never answer 5xx, and a refused one changes nothing', async () => {
      const fuzzer = await signedInMember(app);
      const start = (await call(app, fuzzer, { method: 'POST', url: '/api/crafts', payload: { game: 'retro', item_id: 88, quantity: 2 } })).json() as Workshop;
      const root = start.rows[0]!;
      const hostile = fc.oneof(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('', '<script>x</script>', "' or 1=1 --", 'retro', 'dofus', 'public', 'x'.repeat(2000)),
        fc.integer(),
        fc.constantFrom(0, -1, 1, 88, 420, 423, 303, 2469, root.id, 100_000, 100_001, 2 ** 31, 1e300, Number.NaN),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
      );
      const value = fc.letrec((tie) => ({
        any: fc.oneof({ depthSize: 'small' }, hostile, fc.array(tie('any'), { maxLength: 3 }), fc.dictionary(fc.constantFrom('item_id', 'quantity', 'craft_id', 'gathered', 'x'), tie('any'), { maxKeys: 3 })),
      })).any;
      const base = { game: 'retro', item_id: 420, quantity: 1, parent_id: root.id, folder_id: null, completed: true, mode: 'private', crafts: [{ item_id: 88, quantity: 1 }], ingredients: [{ craft_id: root.id, item_id: 303, gathered: 1 }] };
      const body = fc.oneof(fc.record({ key: fc.constantFrom(...Object.keys(base)), value }).map(({ key, value: v }) => ({ ...base, [key]: v })), value);
      const routes: [string, string][] = [
        ['POST', '/api/crafts'],
        ['POST', '/api/crafts/some'],
        ['PUT', `/api/crafts/${root.id}`],
        ['PUT', '/api/crafts'],
        ['PUT', '/api/crafts/mode'],
      ];
      const state = async () => {
        const own = (await call(app, fuzzer, { method: 'GET', url: '/api/crafts/0?game=retro' })).json() as Workshop;
        return JSON.stringify({ rows: own.rows.map(({ updated_at: _updated, ...row }) => row), mode: own.mode });
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
          } else accepted++;
        }),
        { numRuns: 200 },
      );
      expect(accepted).toBeGreaterThan(0);
      // The paths' parameters too.
      for (const id of ['0', '-1', 'abc', '1e3', '99999999999', '%00']) {
        expect((await call(app, fuzzer, { method: 'GET', url: `/api/crafts/${id}?game=retro` })).statusCode).toBeLessThan(500);
        expect((await call(app, fuzzer, { method: 'DELETE', url: `/api/crafts/${id}` })).statusCode).toBeLessThan(500);
      }
      expect((await call(app, fuzzer, { method: 'DELETE', url: '/api/crafts?game=nope' })).statusCode).toBe(400);
    });
  });
});

describe.skipIf(!hasRealData)(`crafts on the full Touch data${hasRealData ? '' : ' — skipped: no full game data (DATA_DIR)'}`, () => {
  let harness: Harness;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = realDataSubset(['touch']);
    harness = await createHarness('sqlite', { dataDir });
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the recipes embedded in Touch items, names ingredients from their lines, expands an intermediate item', async () => {
    const member = await signedInMember(harness.app);
    // Amulette du Marin 616: 10 Or, 10 Greu-Vette and La Chaîne Nhanor Kibrill 1490, itself craftable.
    const added = (await call(harness.app, member, { method: 'POST', url: '/api/crafts', payload: { game: 'touch', item_id: 616, quantity: 2 } })).json() as Workshop;
    expect(added.recipes_available).toBe(true);
    const amulet = added.items.find((item) => item.id === 616)!;
    expect(amulet.recipe).toEqual([
      { item_id: 313, quantity: 10 },
      { item_id: 598, quantity: 10 },
      { item_id: 1490, quantity: 1 },
    ]);
    expect(added.items.find((item) => item.id === 313)!.name.fr).toBe('Or');
    expect(added.items.find((item) => item.id === 1490)!.recipe).not.toBeNull();
    const expanded = (await call(harness.app, member, { method: 'POST', url: '/api/crafts', payload: { game: 'touch', item_id: 1490, parent_id: added.rows[0]!.id } })).json() as Workshop;
    const { forest, list } = computed(expanded);
    expect(forest.roots[0]!.ingredients.find((line) => line.item_id === 1490)!.child).toMatchObject({ quantity: 2 });
    expect(list.find((line) => line.item_id === 313)!.needed).toBeGreaterThanOrEqual(20);
    expect(list.some((line) => line.item_id === 1490)).toBe(false);
  });
});
