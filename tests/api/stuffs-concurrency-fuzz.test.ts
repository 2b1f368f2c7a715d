/**
 * Issue 17: two servers over one database (two `buildApp` instances, each with its own pool, as two
 * processes) saving the same stuff at the same moment — exactly one write wins each round, the
 * other gets 409, and the stored stuff is whole (one writer's change, never a mix); and fast-check
 * fuzzing of every stuff, boost, folder and favourite body: never a 5xx, and a refused request
 * changes nothing.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, describeEachDatabase, secondServer, type Harness } from './support/harness.ts';
import { call, draft, signedInMember, type SignedIn } from './support/stuffs.ts';

describeEachDatabase('stuffs: two servers, and fuzzed bodies', (dialect) => {
  let harness: Harness;
  let second: Awaited<ReturnType<typeof secondServer>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let member: SignedIn;
  beforeAll(async () => {
    harness = await createHarness(dialect);
    second = await secondServer(harness);
    a = harness.app;
    b = second.app;
    member = await signedInMember(a);
  });
  afterAll(async () => {
    await second?.close();
    await harness?.close();
  });

  it('two servers saving the same version: one wins whole, the other is told 409', async () => {
    const saved = (await call(a, member, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: draft() })).json();
    let version = saved.version as number;
    for (let round = 0; round < 10; round++) {
      const url = `/api/stuffs/retro/private/${saved.id}/caracs`;
      const [first, other] = await Promise.all([
        call(a, member, { method: 'PUT', url, payload: { version, points: { strength: round, agility: round }, scrolls: {} } }),
        call(b, member, { method: 'PUT', url, payload: { version, points: { intelligence: 100 + round }, scrolls: { chance: 1 } } }),
      ]);
      const statuses = [first.statusCode, other.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = first.statusCode === 200 ? first : other;
      const stored = (await call(b, member, { method: 'GET', url: `/api/stuffs/retro/private/${saved.id}` })).json();
      expect(stored.version).toBe(version + 1);
      expect(stored.stuff).toEqual(winner.json().stuff);
      expect([{ strength: round, agility: round }, { intelligence: 100 + round }]).toContainEqual(stored.stuff.points);
      version = stored.version;
    }
  });

  it('fuzzed bodies never answer 5xx, and a refused one changes nothing', async () => {
    const saved = (await call(a, member, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: draft({ name: 'Fuzz' }) })).json();
    const id = saved.id as number;
    const routes: [string, string][] = [
      ['POST', '/api/stuffs/retro/private'],
      ['POST', '/api/stuffs/retro/private/save'],
      ['PUT', `/api/stuffs/retro/private/${id}`],
      ['PUT', `/api/stuffs/retro/private/${id}/caracs`],
      ['PUT', `/api/stuffs/retro/private/${id}/fm`],
      ['PUT', `/api/stuffs/retro/private/${id}/fm_weapon`],
      ['PUT', `/api/stuffs/retro/private/${id}/fm_item`],
      ['PUT', `/api/stuffs/retro/private/${id}/skin`],
      ['PUT', `/api/stuffs/retro/private/${id}/item`],
      ['PUT', `/api/stuffs/retro/private/${id}/items`],
      ['POST', `/api/stuffs/retro/private/${id}/copy`],
      ['POST', '/api/boosts'],
      ['POST', '/api/folders'],
      ['POST', '/api/favorites'],
    ];
    const hostile = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('', '<script>x</script>', "' or 1=1 --", 'x'.repeat(3000), 'ch', 'ar', 'strength', 'ap', 'pvp'),
      fc.integer(),
      fc.constantFrom(0, -1, 101, 201, 2411, 2414, 2 ** 31, 1e300, Number.NaN),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
    );
    const value = fc.letrec((tie) => ({
      any: fc.oneof({ depthSize: 'small' }, hostile, fc.array(tie('any'), { maxLength: 4 }), fc.dictionary(fc.constantFrom('strength', 'ap', 'ch', 'a1', 'x', 'effect'), tie('any'), { maxKeys: 4 })),
    })).any;
    const base = { ...draft({ name: 'Fuzz' }), version: 1, stuffId: id, effect: 'strength', value: 1, count: 1, active: true, slot: 'ch', itemId: 2411, game: 'retro' };
    const body = fc.oneof(
      fc.record({ key: fc.constantFrom(...Object.keys(base), 'points', 'scrolls', 'rolls', 'forgemagie', 'boosts', 'skin', 'tags', 'visible', 'folder_id'), value }).map(({ key, value: v }) => ({ ...base, [key]: v })),
      value,
    );
    const state = async () => JSON.stringify((await call(a, member, { method: 'GET', url: `/api/stuffs/retro/private/${id}` })).json());
    const counts = async () => (await harness.database.db.selectFrom('stuffs').select('id').execute()).length + (await harness.database.db.selectFrom('folders').select('id').execute()).length;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, async ([method, url], payload) => {
        const before = await state();
        const rows = await counts();
        const response = await call(a, member, { method: method as 'PUT', url, payload: payload as object });
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload).slice(0, 300)}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(await state()).toBe(before);
          expect(await counts()).toBe(rows);
        } else accepted++;
      }),
      { numRuns: 250 },
    );
    // The bodies built on a valid one are sometimes accepted: the property saw both outcomes.
    expect(accepted).toBeGreaterThan(0);
  });
});
