/**
 * The dofus-stuffer code (research `retro-formulas.md` §1, [RE]): CODE = base64(msgpack(ROOT)).
 * This module holds the format's fixed tables and the flat Int32 record that the WASM codec, the
 * plain-TypeScript reference codec and the wrapper share. The record is the code's content with no
 * interpretation yet: the raw characteristic table, points, level, flags, counts and the id list.
 * `engine/scripts/stuffer-constants.ts` turns these tables into AssemblyScript constants.
 */
import { STAT_SHORT_CODES, type StatKey } from './stats.ts';
import type { Slot } from './slots.ts';
import { VALUE_LIMIT } from './limits.ts';

/** Research §1.3: the 51 indexes of key 0 in their order (DofusBook's `ve`; the 52nd, `rw`, is never read). */
export const STUFFER_STAT_CODES = [
  'vi', 'sa', 'fo', 'in', 'ch', 'ag', 'pa', 'pm', 'ii', 'pp', 'po', 'ic', 'rpa', 'epa', 'rpm', 'epm', 'cc',
  'so', 'ta', 'fu', 'dmg', 'pu', 'dc', 'pd', 'dnf', 'dtf', 'dff', 'def', 'daf', 'rv', 'pi', 'pip', 'dp', 'ds',
  'dw', 'dm', 'dd', 'rn', 'rnp', 'rt', 'rtp', 'rf', 'rfp', 're', 'rep', 'ra', 'rap', 'rc', 'rp', 'rd', 'rm',
] as const;
export const STUFFER_TABLE_LENGTH = STUFFER_STAT_CODES.length;

const KEY_OF_CODE = new Map(Object.entries(STAT_SHORT_CODES).map(([key, code]) => [code, key as StatKey]));

/** Stat key of each table index: every code of §1.3 has a key in the shared stat table. */
export const STUFFER_STAT_KEYS: readonly StatKey[] = STUFFER_STAT_CODES.map((code) => {
  const key = KEY_OF_CODE.get(code);
  if (!key) throw new Error(`stuffer: table code "${code}" has no stat key in STAT_SHORT_CODES`);
  return key;
});
export const STUFFER_STAT_INDEX: ReadonlyMap<StatKey, number> = new Map(STUFFER_STAT_KEYS.map((key, index) => [key, index]));

/** Table indexes of the three exo stats and their flag bits (key 3; research §1.2, S5 and S7). */
export const STUFFER_EXO_FLAGS: readonly { index: number; key: StatKey; bit: number }[] = [
  { index: 10, key: 'range', bit: 1 },
  { index: 7, key: 'mp', bit: 2 },
  { index: 6, key: 'ap', bit: 4 },
];

/** Research §1.2: item categories in code order, with the slots each fills in order. */
export const STUFFER_CATEGORIES: readonly { name: string; slots: readonly Slot[] }[] = [
  { name: 'cloak', slots: ['ca'] },
  { name: 'hat', slots: ['ch'] },
  { name: 'belt', slots: ['ce'] },
  { name: 'boots', slots: ['bo'] },
  { name: 'amulet', slots: ['am'] },
  { name: 'rings', slots: ['a1', 'a2'] },
  { name: 'dofus', slots: ['d1', 'd2', 'd3', 'd4', 'd5', 'd6'] },
  { name: 'shield', slots: ['br'] },
  { name: 'weapon', slots: ['ar'] },
  { name: 'pet', slots: ['fa'] },
];
/** The 16 slots a code carries, in code order (the `mo` slot has no category). */
export const STUFFER_SLOTS: readonly Slot[] = STUFFER_CATEGORIES.flatMap((category) => category.slots);
/** Categories a decoder walks (DofusBook's loop runs over 17; 10–16 hold no slot). */
export const STUFFER_CATEGORY_COUNT = 17;
export const STUFFER_PLACED_CATEGORIES = STUFFER_CATEGORIES.length;

export function stufferCategoryCapacity(category: number): number {
  return STUFFER_CATEGORIES[category]?.slots.length ?? 0;
}

/** Longest id list read (key 5); DofusBook writes 16. */
export const STUFFER_MAX_IDS = 64;
/** Longest code read, in base64 characters (a full DofusBook code is about 200). */
export const STUFFER_TEXT_CAPACITY = 16_384;
export const STUFFER_BYTES_CAPACITY = (STUFFER_TEXT_CAPACITY / 4) * 3;
/** Containers nested deeper than this (only possible under keys the format does not use) are refused. */
export const STUFFER_MAX_DEPTH = 32;
/** Bound of the table (key 0) and point (key 1) values, the engine's bound of any stat value. */
export const STUFFER_VALUE_LIMIT = VALUE_LIMIT;
export const STUFFER_LEVEL_MIN = 1;
export const STUFFER_LEVEL_MAX = 200;
export const STUFFER_ID_MAX = 2_147_483_647;
export const STUFFER_POINTS_LENGTH = 6;

/** Error codes of the codec, in the order of their numbers (0 = none). */
export const STUFFER_ERRORS = [
  'ok',
  /** A character outside both base64 alphabets, a misplaced '=' or a dangling character. */
  'bad_base64',
  /** The MessagePack data ends inside a value. */
  'truncated',
  /** Bytes after the ROOT value (DofusBook's decoder refuses them too). */
  'trailing_bytes',
  /** Byte 0xc1, the one MessagePack type byte that is never used. */
  'invalid_msgpack',
  /** Containers nested deeper than STUFFER_MAX_DEPTH. */
  'too_deep',
  /** A value of the wrong MessagePack type (e.g. a string where a number is expected). */
  'unexpected_type',
  /** One of the six ROOT keys is absent (or nil). */
  'missing_key',
  /** A number outside its allowed range, or more ids in a category than it has slots. */
  'value_out_of_range',
  /** More than STUFFER_MAX_IDS item ids. */
  'too_many_ids',
  /** A non-zero item id after the ten item categories: it has no slot. */
  'unplaced_item',
  /** The input is longer than the codec's buffer. */
  'too_long',
  /** The encoder's output does not fit its buffer. */
  'output_overflow',
] as const;
export type StufferError = (typeof STUFFER_ERRORS)[number];

/** `errorField` when the fault is in the transport or the ROOT itself rather than under a key. */
export const STUFFER_FIELD_ROOT = -1;
/** `errorIndex` when the fault is a map key rather than an entry. */
export const STUFFER_INDEX_MAP_KEY = -2;

/**
 * Word offsets of the codec record. The decoder writes it; the encoder reads level, flags, table,
 * points, counts (categories 0–9), idCount and ids.
 */
export const STUFFER_LAYOUT = {
  error: 0,
  /** ROOT key (0–5) where the error is, or STUFFER_FIELD_ROOT. */
  errorField: 1,
  /** Entry inside that key (stat index, point, category, id position), −1 for the key's value itself. */
  errorIndex: 2,
  /** Byte offset in the MessagePack data, or character offset in the base64 text for bad_base64. */
  errorOffset: 3,
  /** The offending value (clamped to 32 bits), or a count. */
  errorValue: 4,
  level: 5,
  flags: 6,
  idCount: 7,
  table: 8,
  points: 8 + STUFFER_TABLE_LENGTH,
  counts: 8 + STUFFER_TABLE_LENGTH + STUFFER_POINTS_LENGTH,
  ids: 8 + STUFFER_TABLE_LENGTH + STUFFER_POINTS_LENGTH + STUFFER_CATEGORY_COUNT,
  words: 8 + STUFFER_TABLE_LENGTH + STUFFER_POINTS_LENGTH + STUFFER_CATEGORY_COUNT + STUFFER_MAX_IDS,
} as const;

/** The code's content, as the record holds it (the reference codec and the tests use this shape). */
export interface StufferRecord {
  level: number;
  flags: number;
  /** Raw key 0, 51 values. */
  table: number[];
  /** Raw key 1: vitality, wisdom, strength, intelligence, chance, agility. */
  points: number[];
  /** Key 4 with defaults applied: 17 counts. */
  counts: number[];
  ids: number[];
}

export interface StufferFault {
  error: StufferError;
  field: number;
  index: number;
  offset: number;
  value: number;
}

export function readRecord(words: Int32Array, at: number): StufferRecord | StufferFault {
  const error = STUFFER_ERRORS[words[at + STUFFER_LAYOUT.error]];
  if (error !== 'ok') {
    return {
      error,
      field: words[at + STUFFER_LAYOUT.errorField],
      index: words[at + STUFFER_LAYOUT.errorIndex],
      offset: words[at + STUFFER_LAYOUT.errorOffset],
      value: words[at + STUFFER_LAYOUT.errorValue],
    };
  }
  // Plain loops: Array.from over typed-array views cost several µs per call (measured).
  const slice = (from: number, length: number) => {
    const values = new Array<number>(length);
    for (let i = 0; i < length; i++) values[i] = words[at + from + i];
    return values;
  };
  return {
    level: words[at + STUFFER_LAYOUT.level],
    flags: words[at + STUFFER_LAYOUT.flags],
    table: slice(STUFFER_LAYOUT.table, STUFFER_TABLE_LENGTH),
    points: slice(STUFFER_LAYOUT.points, STUFFER_POINTS_LENGTH),
    counts: slice(STUFFER_LAYOUT.counts, STUFFER_CATEGORY_COUNT),
    ids: slice(STUFFER_LAYOUT.ids, words[at + STUFFER_LAYOUT.idCount]),
  };
}

/** Writes the fields the encoder reads. */
export function writeRecord(words: Int32Array, at: number, record: StufferRecord): void {
  words.fill(0, at, at + STUFFER_LAYOUT.words);
  words[at + STUFFER_LAYOUT.level] = record.level;
  words[at + STUFFER_LAYOUT.flags] = record.flags;
  words.set(record.table, at + STUFFER_LAYOUT.table);
  words.set(record.points, at + STUFFER_LAYOUT.points);
  words.set(record.counts, at + STUFFER_LAYOUT.counts);
  words[at + STUFFER_LAYOUT.idCount] = record.ids.length;
  words.set(record.ids, at + STUFFER_LAYOUT.ids);
}

export function isFault(result: StufferRecord | StufferFault): result is StufferFault {
  return 'error' in result;
}
