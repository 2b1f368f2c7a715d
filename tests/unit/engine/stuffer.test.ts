/**
 * The dofus-stuffer code (research §1): the real dofusbook.net link of §1.5, the §1.4 meaning, the
 * round trip decode(encode(x)) on random stuffs, @msgpack/msgpack as an independent oracle both
 * ways, the WASM codec against the plain-TS reference, and malformed input.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decode as msgpackDecode, encode as msgpackEncode } from '@msgpack/msgpack';
import { createEngine } from '#engine/src/index.ts';
import type { Engine } from '#engine/src/engine.ts';
import { EngineCore } from '#engine/src/core.ts';
import { instantiateKernels } from '#engine/src/wasm.ts';
import { EngineInputError } from '#engine/src/errors.ts';
import type { Catalog, CatalogItem } from '#engine/src/catalog.ts';
import { PRIMARY_STATS, STAT_KEYS, type StatKey } from '#game/stats';
import { SLOTS, slotsForCategory, type Slot } from '#game/slots';
import type { StuffInput } from '#game/stuff';
import { validateStuff } from '#engine/src/validate.ts';
import { VARIANT_RULES, type Variant } from '#game/variants';
import { StufferCodec, extractStufferCode, stufferNakedValue, type DecodedStuff } from '#engine/src/stuffer-code.ts';
import { STUFFER_CATEGORIES, STUFFER_MAX_IDS, STUFFER_SLOTS, STUFFER_STAT_KEYS, STUFFER_VALUE_LIMIT, stufferCategoryCapacity, type StufferRecord } from '#game/stuffer-code-format';
import { referenceDecodeStufferCode, referenceEncodeStufferCode } from '#engine/reference/index.ts';
import { referenceDecodeStufferText, referenceEncodeStufferRecord } from '#engine/reference/stuffer-code.ts';
import { fixtureCatalog, hasRealData, realCatalog } from '../../support/catalogs.ts';

/** Property tests run thousands of cases: give them room on a slow machine. */
const PROPERTY_TIMEOUT = 120_000;

/** Research §1.5: a link captured from dofusbook.net (S6 test vector). */
const REAL_CODE =
  'hqEwhqEwzQQGoTYHoTcDoTlkojExAaIyM80D6KExlgDMqgDMyADMhKEyzMShMwChNIKhNQKhNgahNdwAEM01Wc0s0s0tvc01Ws0szM0t2s0t2s0C480bg80Cts0DzM1xz80C4c194M19382B+Q==';
const REAL_ITEMS = {
  ca: 13657, ch: 11474, ce: 11709, bo: 13658, am: 11468, a1: 11738, a2: 11738,
  d1: 739, d2: 7043, d3: 694, d4: 972, d5: 29135, d6: 737, br: 32224, ar: 32223, fa: 33273,
};
const ALL_ZERO = { vitality: 0, wisdom: 0, strength: 0, intelligence: 0, chance: 0, agility: 0 };

const toBase64 = (bytes: Uint8Array<ArrayBufferLike>) => Buffer.from(bytes).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

function expectInputError(run: () => unknown): EngineInputError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineInputError);
    const inputError = error as EngineInputError;
    expect(inputError.code).toBe('invalid_stuffer_code');
    expect(inputError.field).toBe('code');
    expect(inputError.message.length).toBeGreaterThan(10);
    return inputError;
  }
  throw new Error('expected an EngineInputError, but the code decoded');
}

/** Decoding may succeed or fail, but a failure is always an EngineInputError. */
function decodesOrInputError(engine: Engine, input: string): void {
  try {
    engine.decodeStufferCode(input);
  } catch (error) {
    expect(error).toBeInstanceOf(EngineInputError);
    expect((error as EngineInputError).code).toBe('invalid_stuffer_code');
  }
}

let retroCatalog: Catalog;
let dofusCatalog: Catalog;
let retro: Engine;
let dofus: Engine;
let codec: StufferCodec;

beforeAll(async () => {
  retroCatalog = await fixtureCatalog('retro');
  dofusCatalog = await fixtureCatalog('dofus');
  retro = await createEngine({ variant: 'retro', catalog: retroCatalog });
  dofus = await createEngine({ variant: 'dofus', catalog: dofusCatalog });
  codec = new StufferCodec(new EngineCore('retro', retroCatalog, await instantiateKernels()));
});

// ------------------------------------------------------------------ the real link (§1.5)

describe('the real dofusbook.net link of research §1.5', () => {
  const expected = {
    classId: 0,
    level: 196,
    points: { vitality: 0, wisdom: 170, strength: 0, intelligence: 200, chance: 0, agility: 132 },
    scrolls: ALL_ZERO,
    items: REAL_ITEMS,
    forgemagie: {},
  };

  it('decodes to the documented values: level 196, wisdom 170, intelligence 200, agility 132, 16 ids in their slots', () => {
    const stuff = dofus.decodeStufferCode(REAL_CODE);
    expect(stuff).toEqual({
      ...expected,
      // The dofus fixtures hold the ring 11738 and the cloak 13657 (real records): every other id is listed.
      unknownItems: [11474, 11709, 13658, 11468, 739, 7043, 694, 972, 29135, 737, 32224, 32223, 33273],
    });
  });

  it('puts both rings and the six Dofus in category order (counts {5: 2, 6: 6})', () => {
    const { items } = dofus.decodeStufferCode(REAL_CODE);
    expect([items.a1, items.a2]).toEqual([11738, 11738]);
    expect([items.d1, items.d2, items.d3, items.d4, items.d5, items.d6]).toEqual([739, 7043, 694, 972, 29135, 737]);
    expect(items.mo).toBeUndefined();
  });

  it('reads the raw table, points and counts as the research decoded them', () => {
    expect(codec.decodeText(REAL_CODE)).toEqual({
      level: 196,
      flags: 0,
      table: STUFFER_STAT_KEYS.map((_, index) => ({ 0: 1030, 6: 7, 7: 3, 9: 100, 11: 1, 23: 1000 })[index] ?? 0),
      points: [0, 170, 0, 200, 0, 132],
      counts: [1, 1, 1, 1, 1, 2, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
      ids: Object.values(REAL_ITEMS),
    });
    expect(msgpackDecode(fromBase64(REAL_CODE))).toEqual({
      0: { 0: 1030, 6: 7, 7: 3, 9: 100, 11: 1, 23: 1000 },
      1: [0, 170, 0, 200, 0, 132],
      2: 196,
      3: 0,
      4: { 5: 2, 6: 6 },
      5: Object.values(REAL_ITEMS),
    });
  });

  it('encodes back to exactly the same code, byte for byte', () => {
    const stuff = dofus.decodeStufferCode(REAL_CODE);
    expect(dofus.encodeStufferCode(stuff)).toBe(REAL_CODE);
    expect(retro.encodeStufferCode(stuff)).toBe(REAL_CODE);
    expect(referenceEncodeStufferCode(dofusCatalog, stuff)).toBe(REAL_CODE);
  });

  it('is found in any link form: encoded or not, any host, no scheme, spaces for "+", wrapped, URL-safe, unpadded', () => {
    const path = '/desktop/fr/equipement/dofus-stuffer/objets?stuff=';
    const forms = [
      `https://retro.dofusbook.net${path}${encodeURIComponent(REAL_CODE)}`,
      `https://www.dofusbook.net${path}${REAL_CODE}&lang=fr#top`,
      `http://www.dofus-stuffer.is-great.net?stuff=${REAL_CODE}`,
      `retro.dofusbook.net${path}${REAL_CODE.replace('+', ' ')}`,
      `  \n${REAL_CODE}\t `,
      `stuff=${encodeURIComponent(REAL_CODE)}`,
      encodeURIComponent(REAL_CODE),
      REAL_CODE.replace(/=+$/, ''),
      REAL_CODE.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
      REAL_CODE.replace(/(.{20})/g, '$1\r\n'),
    ];
    for (const form of forms) expect(dofus.decodeStufferCode(form).level, form).toBe(196);
    expect(dofus.decodeStufferCode(forms[3])).toEqual(dofus.decodeStufferCode(REAL_CODE));
  });

  it.skipIf(!hasRealData)('lists only the ids the full dofus catalogue lacks', async () => {
    const engine = await createEngine({ variant: 'dofus', catalog: await realCatalog('dofus') });
    const stuff = engine.decodeStufferCode(REAL_CODE);
    expect(stuff.unknownItems).toEqual([29135]);
    expect(engine.encodeStufferCode(stuff)).toBe(REAL_CODE);
    expect(engine.computeStats(stuff).stats.wisdom).toBeGreaterThanOrEqual(170);
  });

  it('gives a stuff the engine accepts as input', () => {
    const stuff = dofus.decodeStufferCode(REAL_CODE);
    expect(() => validateStuff(stuff, VARIANT_RULES.dofus)).not.toThrow();
    const sheet = dofus.computeStats(stuff);
    expect(sheet.parts.intelligence.base).toBe(200);
    expect(sheet.parts.wisdom.base).toBe(170);
  });
});

// ------------------------------------------------------------------ the §1.4 meaning, by hand

/** A code from a ROOT object, as DofusBook writes one. */
const codeOf = (root: unknown) => toBase64(msgpackEncode(root));

describe('the meaning of key 0 (research §1.4)', () => {
  const rootAt = (level: number, table: Record<number, number>, flags = 0) => ({
    0: table, 1: [1, 2, 3, 4, 5, 6], 2: level, 3: flags, 4: { 5: 2, 6: 6 }, 5: [],
  });

  it('subtracts the naked values, splits full scrolls from forgemagie and adds the exo bits', () => {
    const level = 50;
    const stuff = retro.decodeStufferCode(codeOf(rootAt(level, {
      0: 55 + 5 * 49 + 100 + 30, // vitality: naked HP, scroll 100, forgemagie +30
      1: 100, // wisdom: scroll 100
      2: 99, // strength: +99 forgemagie, no scroll
      3: -5, // intelligence: a malus
      6: 6, 7: 3 + 1, 9: 100, 11: 1, 23: 1000 + 50, 10: 0, 42: 7,
    }, 4 | 1)));
    expect(stuff.points).toEqual({ vitality: 1, wisdom: 2, strength: 3, intelligence: 4, chance: 5, agility: 6 });
    expect(stuff.scrolls).toEqual({ ...ALL_ZERO, vitality: 100, wisdom: 100 });
    expect(stuff.forgemagie).toEqual({ vitality: 30, strength: 99, intelligence: -5, ap: 1, mp: 1, range: 1, pods: 50, res_fire_percent: 7 });
    expect(stuff.items).toEqual({});
    expect(stuff.classId).toBe(0);
  });

  it('does not read the naked HP as a vitality scroll (unlike DofusBook, S5 quirk)', () => {
    const stuff = retro.decodeStufferCode(codeOf(rootAt(200, { 0: 55 + 5 * 199, 6: 7, 7: 3, 9: 100, 11: 1, 23: 1000 })));
    expect(stuff.scrolls?.vitality).toBe(0);
    expect(stuff.forgemagie).toEqual({});
  });

  it('reads a table left empty as forgemagie below the naked values', () => {
    const stuff = retro.decodeStufferCode(codeOf(rootAt(99, {})));
    expect(stuff.forgemagie).toEqual({ vitality: -(55 + 5 * 98), ap: -6, mp: -3, prospecting: -100, summons: -1, pods: -1000 });
  });

  it('maps all 51 indexes to shared stat keys, the ones retro lacks included (research §1.3)', () => {
    expect(STUFFER_STAT_KEYS).toHaveLength(51);
    expect(new Set(STUFFER_STAT_KEYS).size).toBe(51);
    expect(STUFFER_STAT_KEYS.slice(0, 6)).toEqual([...PRIMARY_STATS]);
    expect([STUFFER_STAT_KEYS[6], STUFFER_STAT_KEYS[7], STUFFER_STAT_KEYS[10]]).toEqual(['ap', 'mp', 'range']);
    expect([STUFFER_STAT_KEYS[12], STUFFER_STAT_KEYS[18], STUFFER_STAT_KEYS[19], STUFFER_STAT_KEYS[50]]).toEqual(['ap_reduction', 'lock', 'dodge', 'melee_res_percent']);
    const table = Object.fromEntries(STUFFER_STAT_KEYS.map((_, index) => [index, stufferNakedValue(index, 150) + index + 1]));
    const stuff = retro.decodeStufferCode(codeOf(rootAt(150, table)));
    expect(Object.keys(stuff.forgemagie ?? {})).toHaveLength(51);
    expect(stuff.forgemagie?.lock).toBe(19);
  });

  it('places items by category counts: fewer ids than slots leave slots empty, 0 is an empty slot', () => {
    const stuff = dofus.decodeStufferCode(codeOf({
      0: {}, 1: [0, 0, 0, 0, 0, 0], 2: 10, 3: 0,
      4: { 0: 0, 5: 1, 6: 3 },
      5: [2411 /* hat */, 0, 2425, 2419 /* amulet, ring */, 0, 0, 0, 0],
    }));
    // ca takes nothing (count 0); ch 2411; ce empty; bo 2425 (any id goes where its category says); am 2419; a1 0; d1–d3 0.
    expect(stuff.items).toEqual({ ch: 2411, bo: 2425, am: 2419 });
  });
});

describe('encoding (DofusBook shape)', () => {
  it('carries the per-item forgemagie as one total per stat and exo lines as flag bits', () => {
    // Ring 11738 (dofus fixture): vitality 201–250, wisdom 31–40, ap 1, …
    const stuff: StuffInput = {
      classId: 7,
      level: 120,
      points: { agility: 101 },
      scrolls: { vitality: 100, agility: 100, wisdom: 50 },
      items: { a1: 11738, a2: 11738, ca: 13657 },
      rolls: { a1: { vitality: 220, range: 1 }, a2: { wisdom: 45, mp: 1 } },
      forgemagie: { vitality: 40, ap: 1, fire_damage: 3, final_damage_percent: 5 },
    };
    const code = dofus.encodeStufferCode(stuff);
    const root = msgpackDecode(fromBase64(code));
    expect(root).toEqual({
      0: {
        0: 55 + 5 * 119 + 100 - 30 + 40, // naked HP + scroll + (220 − 250) + 40
        1: 50 + 5, // a partial scroll travels as its value, + (45 − 40)
        5: 100,
        6: 7, // AP: naked 7 + forgemagie 1 − 1 for the exo bit
        7: 3, // MP: naked 3 + exo 1 − 1
        9: 100, 11: 1, 23: 1000,
        26: 3,
      },
      1: [0, 0, 0, 0, 0, 101],
      2: 120,
      3: 1 | 2 | 4,
      4: { 5: 2, 6: 6 },
      5: [13657, 0, 0, 0, 0, 11738, 11738, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
    expect(code).toBe(toBase64(msgpackEncode(root)));
    expect(dofus.decodeStufferCode(code)).toEqual({
      classId: 0,
      level: 120,
      points: { ...ALL_ZERO, agility: 101 },
      scrolls: { ...ALL_ZERO, vitality: 100, agility: 100 },
      items: { a1: 11738, a2: 11738, ca: 13657 },
      // final_damage_percent has no index in the code: it is lost.
      forgemagie: { vitality: 10, wisdom: 55, ap: 1, mp: 1, range: 1, fire_damage: 3 },
      unknownItems: [],
    });
  });

  it('refuses a stuff the engine would refuse, with the engine error', () => {
    expect(() => retro.encodeStufferCode({ classId: 1, level: 0, items: {} })).toThrow(EngineInputError);
    expect(() => retro.encodeStufferCode({ classId: 1, level: 10, items: { ch: -4 } })).toThrow(/items\.ch/);
    expect(() => retro.encodeStufferCode({ classId: 1, level: 10, items: {}, forgemagie: { pods: 100_000 } })).toThrow(/pods total/);
  });
});

// ------------------------------------------------------------------ round trip on random stuffs

function maximumOf(item: CatalogItem, key: StatKey): number {
  return item.stats.filter(([lineKey]) => lineKey === key).reduce((sum, [, , max]) => sum + max, 0);
}

/** Per stat, what the code carries: Σ (roll − catalogue maximum) over known items + `forgemagie`. */
function forgemagieTotals(catalog: Catalog, stuff: StuffInput): Map<StatKey, number> {
  const byId = new Map(catalog.items.map((item) => [item.id, item]));
  const totals = new Map<StatKey, number>();
  const add = (key: StatKey, value: number) => totals.set(key, (totals.get(key) ?? 0) + value);
  for (const slot of STUFFER_SLOTS) {
    const item = byId.get(stuff.items[slot] ?? 0);
    for (const [key, value] of Object.entries((item && stuff.rolls?.[slot]) ?? {})) add(key as StatKey, value - maximumOf(item!, key as StatKey));
  }
  for (const [key, value] of Object.entries(stuff.forgemagie ?? {})) add(key as StatKey, value);
  return totals;
}

/**
 * Stuffs the format can carry exactly: items of the catalogue in their slot groups (and unknown
 * ids), rolls and exo lines, build-wide forgemagie, full or no scrolls. A primary stat's total must
 * read back on the right side of the scroll threshold, so it is nudged there.
 */
function carriableStuffArbitrary(catalog: Catalog): fc.Arbitrary<StuffInput> {
  const candidates = new Map<Slot, number[]>(SLOTS.map((slot) => [slot, []]));
  for (const item of catalog.items) for (const slot of slotsForCategory(item.category)) candidates.get(slot)!.push(item.id);
  const slotArbitrary = (slot: Slot) => {
    const ids = candidates.get(slot)!;
    return fc.oneof(
      fc.constant(undefined),
      ...(ids.length > 0 ? [fc.constantFrom(...ids), fc.constantFrom(...ids)] : []),
      fc.integer({ min: 900_000, max: 900_005 }),
    );
  };
  const lineKeys = fc.constantFrom<StatKey>(...STUFFER_STAT_KEYS, 'hp', 'final_damage_percent', 'pvp_res_fire');
  const primaries = (values: fc.Arbitrary<number>) =>
    fc.record(Object.fromEntries(PRIMARY_STATS.map((key) => [key, values])), { requiredKeys: [] }) as fc.Arbitrary<Partial<Record<StatKey, number>>>;
  return fc
    .record({
      classId: fc.integer({ min: 0, max: 12 }),
      level: fc.integer({ min: 1, max: 200 }),
      points: primaries(fc.integer({ min: 0, max: 1000 })),
      scrolls: primaries(fc.constantFrom(0, 100)),
      items: fc.record(Object.fromEntries([...STUFFER_SLOTS, 'mo'].map((slot) => [slot, slotArbitrary(slot as Slot)]))),
      rolls: fc.dictionary(fc.constantFrom(...STUFFER_SLOTS), fc.dictionary(lineKeys, fc.integer({ min: -60, max: 300 }), { maxKeys: 4 }), { maxKeys: 5 }),
      forgemagie: fc.dictionary(fc.constantFrom(...STAT_KEYS), fc.integer({ min: -300, max: 300 }), { maxKeys: 8 }),
      boosts: fc.dictionary(fc.constantFrom(...STAT_KEYS), fc.integer({ min: -50, max: 50 }), { maxKeys: 3 }),
    })
    .map((raw) => {
      const items = Object.fromEntries(Object.entries(raw.items).filter(([, id]) => id !== undefined)) as Partial<Record<Slot, number>>;
      const stuff: StuffInput = { ...raw, items, rolls: raw.rolls as StuffInput['rolls'], forgemagie: { ...raw.forgemagie } };
      const totals = forgemagieTotals(catalog, stuff);
      for (const key of PRIMARY_STATS) {
        const total = totals.get(key) ?? 0;
        const scroll = stuff.scrolls?.[key] ?? 0;
        const nudge = scroll === 100 && total < 0 ? -total : scroll === 0 && total >= 100 ? 99 - total : 0;
        if (nudge !== 0) stuff.forgemagie![key] = (stuff.forgemagie![key] ?? 0) + nudge;
      }
      return stuff;
    });
}

/** What decode(encode(x)) must give: everything the format carries, nothing else. */
function carried(catalog: Catalog, stuff: StuffInput): DecodedStuff {
  const known = new Set(catalog.items.map((item) => item.id));
  const totals = forgemagieTotals(catalog, stuff);
  const forgemagie = Object.fromEntries(STUFFER_STAT_KEYS.flatMap((key) => (totals.get(key) ? [[key, totals.get(key)]] : [])));
  const items = Object.fromEntries(STUFFER_SLOTS.flatMap((slot) => (stuff.items[slot] ? [[slot, stuff.items[slot]]] : [])));
  const unknownItems = [...new Set(Object.values(items).filter((id) => !known.has(id)))];
  return {
    classId: 0,
    level: stuff.level,
    points: Object.fromEntries(PRIMARY_STATS.map((key) => [key, stuff.points?.[key] ?? 0])),
    scrolls: Object.fromEntries(PRIMARY_STATS.map((key) => [key, stuff.scrolls?.[key] ?? 0])),
    items,
    forgemagie,
    unknownItems,
  };
}

/** The ROOT DofusBook would write for the stuff (research §1.2, §1.6 export rule, exo bits). */
function dofusBookRoot(catalog: Catalog, stuff: StuffInput) {
  const totals = forgemagieTotals(catalog, stuff);
  const table = STUFFER_STAT_KEYS.map((key, index) => stufferNakedValue(index, stuff.level) + (totals.get(key) ?? 0));
  PRIMARY_STATS.forEach((key, index) => (table[index] += stuff.scrolls?.[key] ?? 0));
  let flags = 0;
  for (const [key, index, bit] of [['ap', 6, 4], ['mp', 7, 2], ['range', 10, 1]] as const) {
    if ((totals.get(key) ?? 0) >= 1) {
      flags |= bit;
      table[index] -= 1;
    }
  }
  return {
    0: Object.fromEntries(table.flatMap((value, index) => (value !== 0 ? [[String(index), value]] : []))),
    1: PRIMARY_STATS.map((key) => stuff.points?.[key] ?? 0),
    2: stuff.level,
    3: flags,
    4: { 5: 2, 6: 6 },
    5: STUFFER_SLOTS.map((slot) => stuff.items[slot] ?? 0),
  };
}

describe.each(['retro', 'dofus'] as Variant[])('round trip on random %s stuffs', (variant) => {
  const engine = () => (variant === 'retro' ? retro : dofus);
  const catalog = () => (variant === 'retro' ? retroCatalog : dofusCatalog);

  it('decode(encode(x)) == x in everything the format carries (2000 runs)', () => {
    fc.assert(
      fc.property(carriableStuffArbitrary(catalog()), (stuff) => {
        const code = engine().encodeStufferCode(stuff);
        const decoded = engine().decodeStufferCode(code);
        expect(decoded).toEqual(carried(catalog(), stuff));
        expect(() => validateStuff(decoded, VARIANT_RULES[variant])).not.toThrow();
        // A decoded stuff is a fixed point: encoding it again gives the same code.
        expect(engine().encodeStufferCode(decoded)).toBe(code);
      }),
      { numRuns: 2000 },
    );
  }, PROPERTY_TIMEOUT);

  it('@msgpack/msgpack reads our codes as the expected DofusBook ROOT, byte for byte (1000 runs)', () => {
    fc.assert(
      fc.property(carriableStuffArbitrary(catalog()), (stuff) => {
        const code = engine().encodeStufferCode(stuff);
        const expected = dofusBookRoot(catalog(), stuff);
        expect(msgpackDecode(fromBase64(code))).toEqual(expected);
        expect(code).toBe(toBase64(msgpackEncode(expected)));
      }),
      { numRuns: 1000 },
    );
  }, PROPERTY_TIMEOUT);

  it('the plain-TS reference encodes and decodes the same (1000 runs)', () => {
    fc.assert(
      fc.property(carriableStuffArbitrary(catalog()), (stuff) => {
        const code = engine().encodeStufferCode(stuff);
        expect(referenceEncodeStufferCode(catalog(), stuff)).toBe(code);
        expect(referenceDecodeStufferCode(catalog(), code)).toEqual(engine().decodeStufferCode(code));
      }),
      { numRuns: 1000 },
    );
  }, PROPERTY_TIMEOUT);
});

// ------------------------------------------------------------------ codes written by @msgpack/msgpack in any shape

/** A small deterministic generator, so that one fast-check seed fixes every shape choice. */
function randomSource(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    chance: (p: number) => next() < p,
    pick: <T>(choices: readonly T[]): T => choices[Math.floor(next() * choices.length)],
    shuffle: <T>(items: T[]): T[] => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [items[i], items[j]] = [items[j], items[i]];
      }
      return items;
    },
  };
}
type Random = ReturnType<typeof randomSource>;

function concat(...parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}
const bigEndian = (value: bigint, bytes: number) => Array.from({ length: bytes }, (_, i) => Number((BigInt.asUintN(64, value) >> BigInt(8 * (bytes - 1 - i))) & 0xffn));

/**
 * An integer in a random encoding: @msgpack/msgpack's smallest int, its int64/uint64 (BigInt), its
 * float64 or float32 (integer-valued floats), or a wider int header than needed (hand-written: no
 * encoder writes those, but the spec allows them).
 */
function packInt(value: number, random: Random): Uint8Array {
  const way = random.pick(['minimal', 'minimal', 'bigint', 'float64', 'float32', 'wide'] as const);
  if (way === 'bigint') return msgpackEncode(BigInt(value), { useBigInt64: true });
  if (way === 'float64') return msgpackEncode(value, { forceIntegerToFloat: true });
  if (way === 'float32' && Math.abs(value) < 2 ** 24) return msgpackEncode(value, { forceIntegerToFloat: true, forceFloat32: true });
  if (way === 'wide') {
    const widths: [number, number][] = value >= 0
      ? [[0xcc, 1], [0xcd, 2], [0xce, 4], [0xcf, 8], [0xd0, 1], [0xd1, 2], [0xd2, 4], [0xd3, 8]]
      : [[0xd0, 1], [0xd1, 2], [0xd2, 4], [0xd3, 8]];
    const fitting = widths.filter(([type, bytes]) => {
      const signed = type >= 0xd0;
      const bits = 8 * bytes;
      return signed ? value >= -(2 ** (bits - 1)) && value < 2 ** (bits - 1) : value < 2 ** bits;
    });
    const [type, bytes] = random.pick(fitting);
    return Uint8Array.from([type, ...bigEndian(BigInt(value), bytes)]);
  }
  return msgpackEncode(value);
}

function packString(text: string, random: Random): Uint8Array {
  const body = new TextEncoder().encode(text);
  const way = random.pick(['minimal', 'minimal', 'str8', 'str16', 'str32'] as const);
  if (way === 'str8' && body.length < 256) return concat(Uint8Array.from([0xd9, body.length]), body);
  if (way === 'str16') return concat(Uint8Array.from([0xda, ...bigEndian(BigInt(body.length), 2)]), body);
  if (way === 'str32') return concat(Uint8Array.from([0xdb, ...bigEndian(BigInt(body.length), 4)]), body);
  return msgpackEncode(text);
}

/** A container header, fix / 16 / 32 chosen at random among those that fit. */
function packHeader(kind: 'map' | 'array', count: number, random: Random): Uint8Array {
  const [fix, wide16, wide32] = kind === 'map' ? [0x80, 0xde, 0xdf] : [0x90, 0xdc, 0xdd];
  const way = random.pick(count < 16 ? ['fix', 'fix', '16', '32'] : ['16', '32']);
  if (way === 'fix') return Uint8Array.from([fix | count]);
  if (way === '16') return Uint8Array.from([wide16, ...bigEndian(BigInt(count), 2)]);
  return Uint8Array.from([wide32, ...bigEndian(BigInt(count), 4)]);
}

/** A key naming entry `index`: a decimal string or a number, in any encoding. */
function packKey(index: number, random: Random): Uint8Array {
  return random.chance(0.5) ? packString(String(index), random) : packInt(index, random);
}

/** Values under keys the format never reads: skipped whatever they are. */
const JUNK: unknown[] = [null, true, false, 'x', -7, 1.5, NaN, -Infinity, [1, [2, { a: 3 }]], { b: 'c' }, new Uint8Array([1, 2, 3]), 2 ** 40];
/** Keys the format never reads: out of range, not canonical decimal, negative, fractional. */
const IGNORED_KEYS: unknown[] = ['51', '99', '07', ' 1', 'x', '', -3, 1.5, NaN, Infinity, 1e300, '-0', 2 ** 33];

function packJunkEntry(random: Random): Uint8Array {
  return concat(msgpackEncode(random.pick(IGNORED_KEYS)), msgpackEncode(random.pick(JUNK)));
}

/** A {index: int} map or an array holding `values` (entries equal to `absent` may be left out). */
function packVector(values: number[], absent: number, random: Random, extraLength = 0): Uint8Array {
  if (random.chance(0.5)) {
    const entries = values.flatMap((value, index) => {
      if (value === absent && random.chance(0.8)) return [];
      const encodedValue = value === absent && random.chance(0.3) ? msgpackEncode(null) : packInt(value, random);
      return [concat(packKey(index, random), encodedValue)];
    });
    while (random.chance(0.3)) entries.push(packJunkEntry(random));
    random.shuffle(entries);
    return concat(packHeader('map', entries.length, random), ...entries);
  }
  let length = values.length;
  // Trailing absent entries may be left out, but not when junk follows (it would land inside the vector).
  while (extraLength === 0 && length > 0 && values[length - 1] === absent && random.chance(0.5)) length--;
  const items = values.slice(0, length).map((value) => (value === absent && random.chance(0.2) ? msgpackEncode(null) : packInt(value, random)));
  for (let extra = 0; extra < extraLength; extra++) items.push(msgpackEncode(random.pick(JUNK)));
  return concat(packHeader('array', items.length, random), ...items);
}

function packRoot(record: StufferRecord, random: Random): Uint8Array {
  const values = [
    packVector(record.table, 0, random, random.chance(0.2) ? 2 : 0),
    packVector(record.points, 0, random, random.chance(0.2) ? 1 : 0),
    packInt(record.level, random),
    packInt(record.flags, random),
    packVector(record.counts, 1, random),
    concat(packHeader('array', record.ids.length, random), ...record.ids.map((id) => packInt(id, random))),
  ];
  if (random.chance(0.3)) {
    const extra = random.chance(0.5) ? 0 : 2;
    return concat(packHeader('array', 6 + extra, random), ...values, ...Array.from({ length: extra }, () => msgpackEncode(random.pick(JUNK))));
  }
  const entries = values.map((value, key) => concat(packKey(key, random), value));
  while (random.chance(0.3)) entries.push(packJunkEntry(random));
  random.shuffle(entries);
  return concat(packHeader('map', entries.length, random), ...entries);
}

/** Valid raw contents: any table and points in range, counts within capacity, ids past the categories 0. */
const recordArbitrary: fc.Arbitrary<StufferRecord> = fc
  .record({
    level: fc.integer({ min: 1, max: 200 }),
    flags: fc.oneof(fc.integer({ min: 0, max: 63 }), fc.integer({ min: 0, max: 2 ** 31 - 1 })),
    table: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: -300, max: 3000 }), fc.integer({ min: -STUFFER_VALUE_LIMIT, max: STUFFER_VALUE_LIMIT })), { minLength: 51, maxLength: 51 }),
    points: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: STUFFER_VALUE_LIMIT })), { minLength: 6, maxLength: 6 }),
    placedCounts: fc.tuple(...STUFFER_CATEGORIES.map((category) => fc.integer({ min: 0, max: category.slots.length }))),
    unusedCounts: fc.array(fc.oneof(fc.constant(1), fc.integer({ min: 0, max: STUFFER_MAX_IDS })), { minLength: 7, maxLength: 7 }),
    ids: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 2 ** 24 - 1 })), { maxLength: 16 }),
    trailingZeros: fc.integer({ min: 0, max: 48 }),
  })
  .map(({ placedCounts, unusedCounts, ids, trailingZeros, ...rest }) => {
    const placed = placedCounts.reduce((sum, count) => sum + count, 0);
    const idList = [...ids.slice(0, placed), ...new Array(Math.min(trailingZeros, STUFFER_MAX_IDS - Math.min(ids.length, placed))).fill(0)];
    return { ...rest, counts: [...placedCounts, ...unusedCounts], ids: idList };
  });

describe('codes written by @msgpack/msgpack in every shape the format allows', () => {
  it('decode to their content: map or array ROOT, string or integer keys, sparse or dense, any int width (3000 runs)', () => {
    fc.assert(
      fc.property(recordArbitrary, fc.integer(), (record, seed) => {
        const code = toBase64(packRoot(record, randomSource(seed)));
        expect(codec.decodeText(code)).toEqual(record);
        expect(referenceDecodeStufferText(code)).toEqual(record);
      }),
      { numRuns: 3000 },
    );
  }, PROPERTY_TIMEOUT);

  it('our encoder writes what @msgpack/msgpack writes for the same record', () => {
    fc.assert(
      fc.property(recordArbitrary, (record) => {
        const code = codec.encodeRecord(record);
        expect(code).toBe(referenceEncodeStufferRecord(record));
        const root = {
          0: Object.fromEntries(record.table.flatMap((value, index) => (value !== 0 ? [[String(index), value]] : []))),
          1: record.points,
          2: record.level,
          3: record.flags,
          4: Object.fromEntries(record.counts.slice(0, 10).flatMap((count, category) => (count !== 1 ? [[String(category), count]] : []))),
          5: record.ids,
        };
        expect(code).toBe(toBase64(msgpackEncode(root)));
      }),
      { numRuns: 1000 },
    );
  }, PROPERTY_TIMEOUT);

  it('reads hand-written edge encodings: map32 ROOT, str8 and float keys, uint64 and int64 values, nil entries', () => {
    const float64One = Array.from(new Uint8Array(new Float64Array([1]).buffer)).reverse();
    const withLevel = (level: number[]) => toBase64(Uint8Array.from([
      0xdf, 0, 0, 0, 6,
      0xd9, 1, 0x30, 0x80, // "0" as str8: {}
      0xcb, ...float64One, 0x96, 0xc0, 0xcf, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0xd3, 0, 0, 0, 0, 0, 0, 0, 9, // 1.0: [nil, 5, 0, 0, 0, 9]
      0x02, ...level, // 2: the level
      0xa1, 0x33, 0x00, // "3": 0
      0xa1, 0x34, 0x81, 0xa1, 0x35, 0x02, // "4": {"5": 2}
      0xa1, 0x35, 0x93, 0x01, 0xc0, 0x02, // "5": [1, nil, 2]
    ]));
    expect(codec.decodeText(withLevel([0xca, 0x42, 0x48, 0, 0]))).toEqual({ // float32 50.0
      level: 50,
      flags: 0,
      table: new Array(51).fill(0),
      points: [0, 5, 0, 0, 0, 9],
      counts: [1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
      ids: [1, 0, 2],
    });
    expect(codec.decodeText(withLevel([0xcb, 0x80, 0, 0, 0, 0, 0, 0, 0]))).toMatchObject({ error: 'value_out_of_range', field: 2, value: 0 }); // −0.0
    expect(codec.decodeText(withLevel([0xcb, 0x40, 0x49, 0x20, 0, 0, 0, 0, 0]))).toMatchObject({ error: 'unexpected_type', field: 2 }); // 50.25
    expect(codec.decodeText(withLevel([0xcf, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]))).toMatchObject({ error: 'value_out_of_range', value: 2 ** 31 - 1 });
  });
});

// ------------------------------------------------------------------ WASM ≡ reference on any input

/** Valid codes, damaged: a byte changed, cut short, lengthened, or a value swapped for another type. */
const damagedCodeArbitrary = fc
  .tuple(recordArbitrary, fc.integer(), fc.nat(), fc.integer({ min: 0, max: 255 }), fc.constantFrom('flip', 'cut', 'append', 'insert', 'c1'))
  .map(([record, seed, where, byte, how]) => {
    const bytes = Array.from(packRoot(record, randomSource(seed)));
    const at = where % bytes.length;
    if (how === 'flip') bytes[at] = byte;
    else if (how === 'cut') bytes.length = at;
    else if (how === 'append') bytes.push(byte);
    else if (how === 'insert') bytes.splice(at, 0, byte);
    else bytes[at] = 0xc1;
    return toBase64(Uint8Array.from(bytes));
  });

const anyRootArbitrary = fc
  .oneof(
    fc.dictionary(fc.constantFrom('0', '1', '2', '3', '4', '5', '6', 'x'), fc.jsonValue({ maxDepth: 3 })),
    fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 8 }),
    fc.jsonValue({ maxDepth: 4 }),
  )
  .map((value) => toBase64(msgpackEncode(value)));

const base64Chars = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_ \n%?&'.split(''));
const textArbitrary = fc.oneof(
  fc.string({ unit: base64Chars, maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.uint8Array({ maxLength: 60 }).map(toBase64),
);

describe('the WASM codec and the plain-TS reference agree on any input', () => {
  it('give the same record, or the same fault at the same place (5000 runs)', () => {
    fc.assert(
      fc.property(fc.oneof(damagedCodeArbitrary, anyRootArbitrary, textArbitrary), (code) => {
        expect(codec.decodeText(code)).toEqual(referenceDecodeStufferText(code));
      }),
      { numRuns: 5000 },
    );
  }, PROPERTY_TIMEOUT);

  it('refuse containers nested past the limit, and codes past the buffer, the same way', () => {
    const deep = (levels: number) => toBase64(Uint8Array.from([...new Array(levels).fill(0x91), 0x00]));
    expect(codec.decodeText(deep(32))).toMatchObject({ error: 'missing_key', field: 1 });
    expect(codec.decodeText(deep(33))).toEqual({ error: 'too_deep', field: -1, index: -1, offset: 32, value: 0 });
    expect(referenceDecodeStufferText(deep(33))).toEqual(codec.decodeText(deep(33)));
    const long = 'A'.repeat(20_000);
    expect(codec.decodeText(long)).toEqual(referenceDecodeStufferText(long));
    expect(codec.decodeText(long)).toMatchObject({ error: 'too_long', value: 20_000 });
  });
});

// ------------------------------------------------------------------ malformed codes

describe('malformed codes give an EngineInputError, never another exception', () => {
  const validRoot = () => ({ 0: { 0: 1030 }, 1: [0, 0, 0, 0, 0, 0], 2: 196, 3: 0, 4: { 5: 2, 6: 6 }, 5: [1, 2, 3] });

  it('for random strings, random bytes and damaged codes (3000 runs)', () => {
    fc.assert(
      fc.property(fc.oneof(textArbitrary, fc.string({ unit: 'grapheme', maxLength: 50 }), damagedCodeArbitrary, anyRootArbitrary), (code) => {
        decodesOrInputError(retro, code);
      }),
      { numRuns: 3000 },
    );
  }, PROPERTY_TIMEOUT);

  it('for every truncation of a valid code', () => {
    const data = REAL_CODE.replace(/=+$/, '');
    for (let length = 0; length < data.length; length++) expectInputError(() => dofus.decodeStufferCode(data.slice(0, length)));
    fc.assert(
      fc.property(recordArbitrary, fc.integer(), fc.nat(), (record, seed, cut) => {
        const bytes = packRoot(record, randomSource(seed));
        expectInputError(() => retro.decodeStufferCode(toBase64(bytes.subarray(0, cut % bytes.length))));
      }),
      { numRuns: 500 },
    );
  }, PROPERTY_TIMEOUT);

  it('for a value of the wrong type under any key', () => {
    const wrong: unknown[] = ['7', true, null, 1.5, NaN, Infinity, [1], { a: 1 }, new Uint8Array(2)];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.constantFrom(...wrong), fc.boolean(), (key, value, inside) => {
        const root: Record<number, unknown> = validRoot();
        if (inside && Array.isArray(root[key])) (root[key] as unknown[])[0] = value;
        else if (inside && typeof root[key] === 'object') (root[key] as Record<string, unknown>)[key === 4 ? '5' : '0'] = value;
        else root[key] = value;
        // A nil entry inside a container only means "absent" and is valid; everything else must fail.
        if (inside && value === null) return;
        if (!inside && value !== null && (key === 0 || key === 1 || key === 4) && (Array.isArray(value) || typeof value === 'object') && !(value instanceof Uint8Array)) return;
        if (!inside && key === 5 && Array.isArray(value)) return;
        const error = expectInputError(() => retro.decodeStufferCode(codeOf(root)));
        expect(error.message).toMatch(value === null ? /no key/ : /should be|outside|holds/);
      }),
      { numRuns: 400 },
    );
    expect(expectInputError(() => retro.decodeStufferCode(codeOf({ ...validRoot(), 2: '196' }))).message).toBe(
      'key 2 (level): its value should be a whole number but is a string',
    );
  }, PROPERTY_TIMEOUT);

  it('for a missing key (or a ROOT array shorter than 6)', () => {
    for (let key = 0; key < 6; key++) {
      const root: Record<number, unknown> = validRoot();
      delete root[key];
      expect(expectInputError(() => retro.decodeStufferCode(codeOf(root))).message).toContain(`no key ${key}`);
    }
    const asArray = Object.values(validRoot());
    expect(expectInputError(() => retro.decodeStufferCode(codeOf(asArray.slice(0, 5)))).message).toContain('no key 5');
    expect(retro.decodeStufferCode(codeOf(asArray)).level).toBe(196);
  });

  it('for out-of-range numbers, huge counts and too many ids', () => {
    const cases: [Record<number, unknown>, RegExp][] = [
      [{ 2: 0 }, /key 2 \(level\): its value is 0, outside 1 to 200/],
      [{ 2: 201 }, /outside 1 to 200/],
      [{ 3: -1 }, /key 3 \(flags\)/],
      [{ 1: [0, -1, 0, 0, 0, 0] }, /point 1 \(wisdom\) is -1/],
      [{ 0: { 23: STUFFER_VALUE_LIMIT + 1 } }, /stat index 23 \(pd\)/],
      [{ 4: { 5: 3 } }, /category 5 \(rings\) holds 3 ids but has 2 slot\(s\)/],
      [{ 4: { 6: 2 ** 31 } }, /category 6 \(dofus\) is 2147483647/],
      [{ 4: { 12: 1000 } }, /category 12 \(unused\) is 1000, outside 0 to 64/],
      [{ 5: new Array(65).fill(0) }, /lists 65 ids; at most 64/],
      [{ 5: [...new Array(16).fill(0), 2411] }, /id 2411 at position 16 comes after the 10 item categories/],
      [{ 5: [-1] }, /the id at position 0 is -1/],
    ];
    for (const [change, message] of cases) {
      expect(expectInputError(() => retro.decodeStufferCode(codeOf({ ...validRoot(), ...change }))).message).toMatch(message);
    }
    // A table value that only overflows once the naked value is taken off.
    expect(expectInputError(() => retro.decodeStufferCode(codeOf({ ...validRoot(), 0: { 23: -STUFFER_VALUE_LIMIT } }))).message).toMatch(/forgemagie -101000/);
    expect(() => retro.decodeStufferCode(codeOf({ ...validRoot(), 4: { 5: stufferCategoryCapacity(5) } }))).not.toThrow();
  });

  it('names the fault in the transport', () => {
    expect(expectInputError(() => retro.decodeStufferCode('')).message).toBe('the code is empty');
    expect(expectInputError(() => retro.decodeStufferCode('https://retro.dofusbook.net/fr/equipement?x=1')).message).toMatch(/no "stuff=" parameter/);
    expect(expectInputError(() => retro.decodeStufferCode('stuff=ab%2')).message).toMatch(/percent-encoding at character 3/);
    expect(expectInputError(() => retro.decodeStufferCode('hqEw*hqEw')).message).toBe('the code is not valid base64: character 5 ("*") is not allowed there');
    expect(expectInputError(() => retro.decodeStufferCode('hqEwh')).message).toMatch(/one dangling character/);
    expect(expectInputError(() => retro.decodeStufferCode('hqE=w')).message).toMatch(/character 5 \("w"\)/);
    expect(expectInputError(() => retro.decodeStufferCode('wQ==')).message).toMatch(/0xc1/);
    expect(expectInputError(() => retro.decodeStufferCode(toBase64(Uint8Array.from([0x80, 0x00])))).message).toMatch(/1 unexpected byte\(s\)/);
    expect(expectInputError(() => retro.decodeStufferCode(codeOf('hello'))).message).toMatch(/the ROOT value should be a map or an array but is a string/);
    expect(expectInputError(() => retro.decodeStufferCode(codeOf(validRoot()).slice(0, 12))).message).toMatch(/cut off/);
  });
});

describe('extractStufferCode', () => {
  it('keeps a literal "+" and reads a space inside the code as "+"', () => {
    expect(extractStufferCode('?stuff=ab+c/d==')).toBe('ab+c/d==');
    expect(extractStufferCode('https://x.net/p?a=1&stuff=ab c%2Fd%3D%3D&b=2')).toBe('ab+c/d==');
    expect(extractStufferCode(' ab\ncd ')).toBe('ab\ncd');
  });
});
