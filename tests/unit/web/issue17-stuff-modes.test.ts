/**
 * Issue 17, builder modes: the private adapter's diff → API writes mapping (checked against a fake
 * server that applies each write the way server/src/modules/stuffs does), the adapter's queue
 * (serialised writes with the latest version, optimistic state, put back on a refusal, reloaded on
 * a 409, missing on a 404), and the active-stuff marker's transitions.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Stuff, StuffBoost } from '#contract/stuff';
import type { StoredStuff } from '#contract/stuffs';
import { ApiError } from '#web/lib/api-client.ts';
import { planStuffWrites, type StuffWrite } from '#web/entities/stuff/model/stuff-writes.ts';
import { createPrivateStuffStore, type PrivateStuffTransport } from '#web/entities/stuff/model/private-stuff-store.ts';
import { nextActiveStuff, readActiveStuff, ACTIVE_STUFF_KEY } from '#web/entities/stuff/model/active-stuff.ts';
import type { StuffWriteAnswer } from '#web/entities/stuff/api/stuffs.ts';

function stuff(overrides: Partial<Stuff> = {}): Stuff {
  return {
    id: 7,
    mode: 'private',
    name: 'Mon stuff terre',
    classId: 8,
    level: 150,
    gender: 0,
    points: { strength: 200 },
    scrolls: { strength: 100 },
    items: { ch: 2411, ca: 2414, ar: 100 },
    rolls: { ch: { strength: 20 }, ar: { damage: 3 } },
    forgemagie: {},
    boosts: [],
    ...overrides,
  };
}

const boost = (effect: StuffBoost['effect'], value: number, count = 1, active = true): StuffBoost => ({ effect, value, count, active });

/** What server/src/modules/stuffs/{routes,boosts}.ts does with each write. */
function applyWrite(current: Stuff, write: StuffWrite): Stuff {
  switch (write.kind) {
    case 'character':
      return { ...current, classId: write.classId ?? current.classId, gender: write.gender ?? current.gender, level: write.level ?? current.level };
    case 'reset':
      return { ...current, items: {}, rolls: {}, forgemagie: {} };
    case 'item': {
      const items = { ...current.items };
      const rolls = { ...current.rolls };
      if (items[write.slot] !== (write.itemId ?? undefined)) delete rolls[write.slot];
      if (write.itemId === null) delete items[write.slot];
      else items[write.slot] = write.itemId;
      return { ...current, items, rolls };
    }
    case 'items': {
      const rolls = Object.fromEntries(Object.entries(current.rolls).filter(([slot]) => write.items[slot as keyof Stuff['items']] === current.items[slot as keyof Stuff['items']]));
      return { ...current, items: write.items, rolls };
    }
    case 'fmWeapon':
      return { ...current, rolls: { ...current.rolls, ar: write.rolls } };
    case 'fmItem':
      return { ...current, rolls: { ...current.rolls, [write.slot]: write.rolls } };
    case 'fm':
      return { ...current, forgemagie: write.forgemagie };
    case 'caracs':
      return { ...current, points: write.points, scrolls: write.scrolls };
    case 'removeAllBoosts':
      return { ...current, boosts: [] };
    case 'removeBoost':
      return { ...current, boosts: current.boosts.filter((entry) => entry.effect !== write.effect) };
    case 'addBoost':
      return { ...current, boosts: [...current.boosts.filter((entry) => entry.effect !== write.boost.effect), write.boost] };
  }
}

function converge(base: Stuff, next: Stuff): { result: Stuff; writes: StuffWrite[] } {
  const writes = planStuffWrites(base, next);
  const result = writes.reduce(applyWrite, base);
  return { result, writes };
}

describe('planStuffWrites: the builder change as API writes', () => {
  it('plans nothing for the same stuff, whatever its name or boosts order', () => {
    const base = stuff({ boosts: [boost('strength', 10), boost('ap', 1)] });
    expect(planStuffWrites(base, { ...base, name: 'Other', boosts: [boost('ap', 1), boost('strength', 10)] })).toEqual([]);
    expect(planStuffWrites(base, { ...base, rolls: { ...base.rolls, a1: {} } })).toEqual([]);
  });

  it('maps each kind of change to its route', () => {
    const base = stuff();
    expect(planStuffWrites(base, { ...base, level: 200, classId: 3 })).toEqual([{ kind: 'character', classId: 3, level: 200 }]);
    expect(planStuffWrites(base, { ...base, items: { ...base.items, a1: 50 } })).toEqual([{ kind: 'item', slot: 'a1', itemId: 50 }]);
    const { ca: _removed, ...withoutCape } = base.items;
    expect(planStuffWrites(base, { ...base, items: withoutCape })).toEqual([{ kind: 'item', slot: 'ca', itemId: null }]);
    expect(planStuffWrites(base, { ...base, items: { ...base.items, a1: 50, a2: 51 } })).toEqual([{ kind: 'items', items: { ...base.items, a1: 50, a2: 51 } }]);
    expect(planStuffWrites(base, { ...base, rolls: { ...base.rolls, ch: { strength: 25, ap: 1 } } })).toEqual([{ kind: 'fmItem', slot: 'ch', rolls: { strength: 25, ap: 1 } }]);
    expect(planStuffWrites(base, { ...base, rolls: { ...base.rolls, ar: { damage: 5 } } })).toEqual([{ kind: 'fmWeapon', rolls: { damage: 5 } }]);
    expect(planStuffWrites(base, { ...base, forgemagie: { vitality: 40 } })).toEqual([{ kind: 'fm', forgemagie: { vitality: 40 } }]);
    expect(planStuffWrites(base, { ...base, points: { strength: 100, vitality: 100 } })).toEqual([{ kind: 'caracs', points: { strength: 100, vitality: 100 }, scrolls: { strength: 100 } }]);
    expect(planStuffWrites(base, { ...base, items: {}, rolls: {} })).toEqual([{ kind: 'reset' }]);
  });

  it('maps boosts to add, remove one and remove all', () => {
    const base = stuff({ boosts: [boost('strength', 10), boost('ap', 1)] });
    expect(planStuffWrites(base, { ...base, boosts: [] })).toEqual([{ kind: 'removeAllBoosts' }]);
    expect(planStuffWrites(base, { ...base, boosts: [boost('strength', 10)] })).toEqual([{ kind: 'removeBoost', effect: 'ap' }]);
    expect(planStuffWrites(base, { ...base, boosts: [boost('strength', 10), boost('ap', 1, 1, false)] })).toEqual([{ kind: 'addBoost', boost: boost('ap', 1, 1, false) }]);
    expect(planStuffWrites(base, { ...base, boosts: [...base.boosts, boost('mp', 2, 3)] })).toEqual([{ kind: 'addBoost', boost: boost('mp', 2, 3) }]);
  });

  it('re-sends the forgemagie a changed item drops on the server, and the server ends where the builder is', () => {
    const base = stuff();
    // A new hat keeping forgemagie lines (an import): the item write drops them, the fm_item write puts them back.
    const next = { ...base, items: { ...base.items, ch: 999 }, rolls: { ...base.rolls, ch: { vitality: 30 } } };
    expect(planStuffWrites(base, next)).toEqual([
      { kind: 'item', slot: 'ch', itemId: 999 },
      { kind: 'fmItem', slot: 'ch', rolls: { vitality: 30 } },
    ]);
    const cases: Stuff[] = [
      next,
      { ...base, items: { a1: 1, a2: 2, d1: 3 }, rolls: { a1: { ap: 1 } }, forgemagie: { vitality: 10 } },
      { ...base, items: {}, rolls: {}, forgemagie: { strength: 5 } },
      { ...base, level: 12, gender: 1, points: {}, scrolls: {}, boosts: [] },
      { ...base, boosts: [boost('strength', 10), boost('strength', 30)] },
    ];
    for (const target of cases) {
      const { result } = converge(base, target);
      expect(planStuffWrites(result, target), JSON.stringify(target)).toEqual([]);
    }
  });
});

function stored(stuffValue: Stuff, version = 1): StoredStuff {
  return {
    id: stuffValue.id,
    slug: `${stuffValue.id}-mon-stuff`,
    short_code: 'b',
    game: 'retro',
    name: stuffValue.name,
    tags: [],
    character_class: stuffValue.classId,
    character_gender: stuffValue.gender,
    character_level: stuffValue.level,
    level: 1,
    elements: [],
    visible: false,
    folder_id: null,
    views: 0,
    guide: false,
    user: { id: 1, name: 'Owner', slug: 'owner' },
    hidden: false,
    version,
    created_at: '',
    updated_at: '',
    description: '',
    markdown: '',
    guide_html: '',
    allowed_classes: [],
    folder_name: null,
    skin: null,
    stuff: stuffValue,
  };
}

/** A fake server holding one stuff under the version rule. */
function fakeServer(initial: Stuff) {
  let current = stored(initial);
  const sent: { version: number; write: StuffWrite }[] = [];
  const refuse: { next?: ApiError } = {};
  let gate: Promise<void> = Promise.resolve();
  const transport: PrivateStuffTransport = {
    async write(_id, version, write): Promise<StuffWriteAnswer> {
      await gate;
      sent.push({ version, write });
      if (refuse.next) {
        const error = refuse.next;
        refuse.next = undefined;
        throw error;
      }
      if (version !== current.version) throw new ApiError('http', 409, 'changed elsewhere');
      current = { ...current, version: current.version + 1, stuff: applyWrite(current.stuff, write) };
      return write.kind.endsWith('Boost') || write.kind === 'removeAllBoosts'
        ? { kind: 'boosts', version: current.version, boosts: current.stuff.boosts }
        : { kind: 'stored', stored: current };
    },
    async read() {
      return current;
    },
  };
  return {
    transport,
    sent,
    refuse,
    get current() {
      return current;
    },
    elsewhere(change: (value: Stuff) => Stuff) {
      current = { ...current, version: current.version + 1, stuff: change(current.stuff) };
    },
    hold() {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return release;
    },
  };
}

describe('the private adapter', () => {
  it('shows a change at once, writes one after another with the latest version, then shows the server answer', async () => {
    const server = fakeServer(stuff());
    const onSettled = vi.fn();
    const store = createPrivateStuffStore(server.current, server.transport, { onSettled });
    const release = server.hold();
    store.update((value) => ({ ...value, items: { ...value.items, a1: 50 } }));
    store.update((value) => ({ ...value, points: { strength: 150 } }));
    store.update((value) => ({ ...value, boosts: [boost('ap', 1)] }));
    expect(store.getSnapshot().stuff.items.a1).toBe(50);
    expect(store.getSnapshot().saving).toBe(true);
    release();
    await store.settled();
    expect(server.sent.map((entry) => [entry.write.kind, entry.version])).toEqual([
      ['item', 1],
      ['caracs', 2],
      ['addBoost', 3],
    ]);
    expect(store.getSnapshot()).toMatchObject({ saving: false, stuff: server.current.stuff, stored: { version: 4 } });
    expect(onSettled).toHaveBeenCalled();
  });

  it('puts the stuff back to the server answer when a write is refused, and says so', async () => {
    const server = fakeServer(stuff());
    const onFailed = vi.fn();
    const store = createPrivateStuffStore(server.current, server.transport, { onFailed });
    server.refuse.next = new ApiError('http', 400, 'Saving the equipment "Mon stuff terre" failed: level');
    store.update((value) => ({ ...value, level: 1 }));
    expect(store.getSnapshot().stuff.level).toBe(1);
    await store.settled();
    expect(store.getSnapshot().stuff.level).toBe(150);
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ status: 400 }), 'Mon stuff terre');
  });

  it('reloads the stuff on a 409 (changed elsewhere) and tells it', async () => {
    const server = fakeServer(stuff());
    const onConflict = vi.fn();
    const store = createPrivateStuffStore(server.current, server.transport, { onConflict });
    server.elsewhere((value) => ({ ...value, level: 90 }));
    store.update((value) => ({ ...value, points: {} }));
    await store.settled();
    expect(onConflict).toHaveBeenCalledWith(expect.objectContaining({ version: 2 }));
    expect(store.getSnapshot().stuff).toMatchObject({ level: 90, points: { strength: 200 } });
    // The next change goes with the version read again.
    store.update((value) => ({ ...value, points: {} }));
    await store.settled();
    expect(server.sent.at(-1)?.version).toBe(2);
    expect(server.current.stuff.points).toEqual({});
  });

  it('is missing after a 404, and metadata writes queue behind the builder writes with the latest version', async () => {
    const server = fakeServer(stuff());
    const store = createPrivateStuffStore(server.current, server.transport);
    store.update((value) => ({ ...value, level: 100 }));
    const versions: number[] = [];
    const meta = store.send(async (version) => {
      versions.push(version);
      return { ...server.current, name: 'Renamed', stuff: { ...server.current.stuff, name: 'Renamed' } };
    });
    await expect(meta).resolves.toMatchObject({ name: 'Renamed' });
    expect(versions).toEqual([2]);
    const onMissing = vi.fn();
    const gone = createPrivateStuffStore(server.current, server.transport, { onMissing });
    server.refuse.next = new ApiError('http', 404, 'Equipment not found');
    gone.update((value) => ({ ...value, level: 120 }));
    await gone.settled();
    expect(onMissing).toHaveBeenCalled();
    expect(gone.getSnapshot().missing).toBe(true);
  });
});

describe('the active stuff marker (builder-spec §4)', () => {
  it('records the opened private stuff and clears it on the draft, deactivate, delete and missing', () => {
    expect(nextActiveStuff(null, { kind: 'open-private', id: 4 })).toBe(4);
    expect(nextActiveStuff(4, { kind: 'open-private', id: 9 })).toBe(9);
    expect(nextActiveStuff(4, { kind: 'open-draft' })).toBeNull();
    expect(nextActiveStuff(4, { kind: 'deactivate' })).toBeNull();
    expect(nextActiveStuff(4, { kind: 'deleted', id: 4 })).toBeNull();
    expect(nextActiveStuff(4, { kind: 'deleted', id: 5 })).toBe(4);
    expect(nextActiveStuff(4, { kind: 'missing', id: 4 })).toBeNull();
    expect(nextActiveStuff(4, { kind: 'logout' })).toBe(4);
  });

  it('reads only a stuff id from storage', () => {
    const storage = (value: string | null) => ({ getItem: (key: string) => (key === ACTIVE_STUFF_KEY ? value : null) });
    expect(readActiveStuff(storage('12'))).toBe(12);
    expect(readActiveStuff(storage(null))).toBeNull();
    expect(readActiveStuff(storage('0'))).toBeNull();
    expect(readActiveStuff(storage('12abc'))).toBeNull();
    expect(readActiveStuff(undefined)).toBeNull();
  });
});

describe('the builder tabs of each mode', () => {
  it('links each mode’s tabs within the mode, and finds the mode and tab of every builder route', async () => {
    const { builderTabsOf, builderRouteOf, builderTabRoute, COPY_ROUTES } = await import('#web/features/stuff-builder/model/builder-tabs.ts');
    const { ROUTE_NAMES } = await import('#web/config/routes.ts');
    expect(builderTabsOf('local').map((tab) => tab.route)).toEqual([
      'stuff.draft', 'stuff.draft-items', 'stuff.draft-fm', 'stuff.draft-caracteristics', 'stuff.draft-weapon', 'stuff.draft-spells', 'stuff.draft-boosts',
    ]);
    expect(builderTabsOf('private').map((tab) => tab.id)).toEqual(['overview', 'items', 'fm', 'characteristics', 'weapon', 'spells', 'boosts', 'skin', 'simulation']);
    expect(builderTabsOf('public').map((tab) => tab.id)).toEqual(['overview', 'items', 'fm', 'characteristics', 'weapon', 'spells', 'boosts', 'skin']);
    expect(builderTabsOf('public').every((tab) => tab.route === 'stuff.public' || tab.route.startsWith('stuff.public-'))).toBe(true);
    for (const mode of ['local', 'private', 'public'] as const) {
      for (const tab of builderTabsOf(mode)) {
        expect(ROUTE_NAMES).toContain(tab.route);
        expect(builderRouteOf(tab.route)).toEqual({ mode, tab: tab.id });
      }
      expect(ROUTE_NAMES).toContain(COPY_ROUTES[mode]);
    }
    // A tab the mode lacks falls back to its overview (the public stuff has no simulation).
    expect(builderTabRoute('public', 'simulation')).toBe('stuff.public');
    expect(builderRouteOf('site.home')).toBeUndefined();
  });
});
