/**
 * The dofus-stuffer code (research `retro-formulas.md` §1, [RE]; builder-spec §9 "Importer"):
 * `engine.decodeStufferCode(code)` and `engine.encodeStufferCode(stuff)`. The WASM kernels
 * (`engine/assembly/stuffer.ts`) turn base64 + MessagePack into a flat record of the code's raw
 * content and back; this module takes the code out of a link, applies the §1.4 meaning (naked
 * values, scrolls, build-wide forgemagie, exo flags, item categories) and words the errors.
 */
import type { CatalogItem } from './catalog.ts';
import type { EngineCore } from './core.ts';
import { EngineInputError } from './errors.ts';
import type { Slot } from '../../game/slots.ts';
import { PRIMARY_STATS, type StatKey } from '../../game/stats.ts';
import {
  STUFFER_BYTES_CAPACITY,
  STUFFER_CATEGORIES,
  STUFFER_CATEGORY_COUNT,
  STUFFER_ERRORS,
  STUFFER_EXO_FLAGS,
  STUFFER_FIELD_ROOT,
  STUFFER_ID_MAX,
  STUFFER_INDEX_MAP_KEY,
  STUFFER_LAYOUT,
  STUFFER_LEVEL_MAX,
  STUFFER_LEVEL_MIN,
  STUFFER_MAX_DEPTH,
  STUFFER_MAX_IDS,
  STUFFER_PLACED_CATEGORIES,
  STUFFER_SLOTS,
  STUFFER_STAT_CODES,
  STUFFER_STAT_INDEX,
  STUFFER_STAT_KEYS,
  STUFFER_TABLE_LENGTH,
  STUFFER_TEXT_CAPACITY,
  STUFFER_VALUE_LIMIT,
  isFault,
  readRecord,
  stufferCategoryCapacity,
  writeRecord,
  type StufferFault,
  type StufferRecord,
} from '../../game/stuffer-code-format.ts';
import type { StuffInput } from '../../game/stuff.ts';
import { validateStuff } from './validate.ts';
import { VARIANT_RULES, type Variant } from '../../game/variants.ts';

/** A decoded code: the class is unknown (0) and the ids the catalogue lacks are listed. */
export interface DecodedStuff extends StuffInput {
  /** Item ids of the code that the catalogue does not know; they stay in `items` too. */
  unknownItems: number[];
}

// ------------------------------------------------------------------ the format's meaning (§1.4)

/** A scroll is all or nothing in the code: 100 or 0 (research §1.4). */
export const STUFFER_SCROLL = 100;

/**
 * What a naked character of `level` has under table index `index`: the code's key 0 includes it
 * (research §1.4, S5 `character_base`, the same for every class: DofusBook's link path never applies
 * the retro Enutrof prospecting).
 */
export function stufferNakedValue(index: number, level: number): number {
  switch (STUFFER_STAT_KEYS[index]) {
    case 'vitality': return 55 + 5 * (level - 1); // naked HP
    case 'ap': return level < 100 ? 6 : 7;
    case 'mp': return 3;
    case 'prospecting': return 100;
    case 'summons': return 1;
    case 'pods': return 1000;
    default: return 0;
  }
}

/** Flag bit that adds +1 at each table index (0 for the indexes with no exo bit). */
const EXO_BIT_OF_INDEX: readonly number[] = Array.from(
  { length: STUFFER_TABLE_LENGTH },
  (_, index) => STUFFER_EXO_FLAGS.find((exo) => exo.index === index)?.bit ?? 0,
);

/**
 * The code's raw content → a stuff. Per table index: raw − naked value; for the six primary stats a
 * remainder of 100 or more is a full scroll, the rest forgemagie. Vitality first loses the naked HP
 * (DofusBook's own reader tests the scroll before that, so it reads every character of level ≥ 10
 * as vitality-scrolled; we do not repeat that quirk). Exo flag bits add +1 AP / MP / range.
 */
export function stuffFromRecord(record: StufferRecord, isKnownItem: (id: number) => boolean): DecodedStuff {
  const { level } = record;
  const points = Object.fromEntries(PRIMARY_STATS.map((key, index) => [key, record.points[index]]));
  const scrolls: Partial<Record<StatKey, number>> = {};
  const forgemagie: Partial<Record<StatKey, number>> = {};
  for (let index = 0; index < STUFFER_TABLE_LENGTH; index++) {
    const key = STUFFER_STAT_KEYS[index];
    let value = record.table[index] - stufferNakedValue(index, level);
    if (index < PRIMARY_STATS.length) {
      const scroll = value >= STUFFER_SCROLL ? STUFFER_SCROLL : 0;
      scrolls[key] = scroll;
      value -= scroll;
    }
    if ((record.flags & EXO_BIT_OF_INDEX[index]) !== 0) value += 1;
    if (value === 0) continue;
    if (Math.abs(value) > STUFFER_VALUE_LIMIT) {
      throw new EngineInputError(
        'invalid_stuffer_code',
        `key 0 (characteristic table): stat index ${index} (${STUFFER_STAT_CODES[index]}) gives forgemagie ${value}, outside ±${STUFFER_VALUE_LIMIT}`,
        'code',
      );
    }
    forgemagie[key] = value;
  }

  const items: Partial<Record<Slot, number>> = {};
  const unknownItems: number[] = [];
  let cursor = 0;
  STUFFER_CATEGORIES.forEach((category, categoryIndex) => {
    const count = record.counts[categoryIndex];
    for (let k = 0; k < count; k++) {
      const id = record.ids[cursor + k] ?? 0;
      if (id === 0) continue; // an empty slot (research §1.2, S6)
      items[category.slots[k]] = id;
      if (!isKnownItem(id) && !unknownItems.includes(id)) unknownItems.push(id);
    }
    cursor += count;
  });

  return {
    classId: 0,
    level,
    points,
    scrolls,
    items,
    forgemagie,
    unknownItems,
  };
}

function maximumOf(item: CatalogItem, key: StatKey): number {
  let maximum = 0;
  for (const [lineKey, , max] of item.stats) if (lineKey === key) maximum += max;
  return maximum;
}

/**
 * A stuff → the code's raw content, in DofusBook's shape (counts {5: 2, 6: 6}, the 16 slots).
 * key 0 = naked value + scroll + Σ over items (rolled value − catalogue maximum) + `forgemagie`, per
 * stat; a total of +1 or more on AP, MP or range sets that exo bit and leaves the table one lower.
 */
export function recordFromStuff(stuff: StuffInput, variant: Variant, itemOf: (id: number) => CatalogItem | undefined): StufferRecord {
  validateStuff(stuff, VARIANT_RULES[variant]);
  const { level } = stuff;
  const totals = new Map<StatKey, number>();
  const add = (key: StatKey, value: number) => totals.set(key, (totals.get(key) ?? 0) + value);
  for (const slot of STUFFER_SLOTS) {
    const id = stuff.items[slot];
    const item = id ? itemOf(id) : undefined;
    const rolls = stuff.rolls?.[slot];
    // Rolls of an unknown item have no maximum to compare with: they cannot be carried.
    if (!item || !rolls) continue;
    for (const [key, value] of Object.entries(rolls) as [StatKey, number][]) add(key, value - maximumOf(item, key));
  }
  for (const [key, value] of Object.entries(stuff.forgemagie ?? {}) as [StatKey, number][]) add(key, value);

  const table = Array.from({ length: STUFFER_TABLE_LENGTH }, (_, index) => stufferNakedValue(index, level));
  PRIMARY_STATS.forEach((key, index) => {
    // The scroll travels as its value: a full one reads back as a scroll, a partial one as forgemagie.
    table[index] += stuff.scrolls?.[key] ?? 0;
  });
  let flags = 0;
  for (const [key, total] of totals) {
    const index = STUFFER_STAT_INDEX.get(key);
    if (index === undefined) continue; // a stat the code has no index for (hp, pvp resistances…)
    table[index] += total;
  }
  for (const exo of STUFFER_EXO_FLAGS) {
    if ((totals.get(exo.key) ?? 0) >= 1) {
      flags |= exo.bit;
      table[exo.index] -= 1;
    }
  }
  table.forEach((value, index) => {
    if (Math.abs(value) > STUFFER_VALUE_LIMIT) {
      const key = STUFFER_STAT_KEYS[index];
      throw new EngineInputError('invalid_stat', `the ${key} total ${value} does not fit a dofus-stuffer code (±${STUFFER_VALUE_LIMIT})`, `forgemagie.${key}`);
    }
  });
  return {
    level,
    flags,
    table,
    points: PRIMARY_STATS.map((key) => stuff.points?.[key] ?? 0),
    counts: Array.from({ length: STUFFER_CATEGORY_COUNT }, (_, category) => stufferCategoryCapacity(category) || 1),
    ids: STUFFER_SLOTS.map((slot) => stuff.items[slot] ?? 0),
  };
}

// ------------------------------------------------------------------ links

const CODE_IN_LINK = /(?:^|[?&#;])stuff=([^&#]*)/;
const LOOKS_LIKE_LINK = /:\/\/|[?&]/;

/**
 * The bare code out of what a user pastes: the code itself, `stuff=<code>`, or any link with a
 * `stuff` query parameter (any host), percent-encoded or not. A literal '+' stays '+' (it is base64,
 * and a code never holds a space); a space inside the code is read back as '+', since form decoding
 * is what turns '+' into a space. Line breaks and surrounding whitespace are ignored.
 */
export function extractStufferCode(input: string): string {
  if (typeof input !== 'string') throw new EngineInputError('invalid_stuffer_code', 'the code must be a string', 'code');
  let text = input.trim();
  const inLink = CODE_IN_LINK.exec(text);
  if (inLink) text = inLink[1];
  else if (LOOKS_LIKE_LINK.test(text)) {
    throw new EngineInputError('invalid_stuffer_code', 'the link has no "stuff=" parameter holding a code', 'code');
  }
  const badPercent = /%(?![0-9a-fA-F]{2})/.exec(text);
  if (badPercent) {
    throw new EngineInputError('invalid_stuffer_code', `malformed percent-encoding at character ${badPercent.index + 1} of the code`, 'code');
  }
  text = text.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))).trim();
  if (text === '') throw new EngineInputError('invalid_stuffer_code', 'the code is empty', 'code');
  return text.replace(/ /g, '+');
}

// ------------------------------------------------------------------ error messages

const FIELD_NAMES = [
  'key 0 (characteristic table)',
  'key 1 (base points)',
  'key 2 (level)',
  'key 3 (flags)',
  'key 4 (item counts per category)',
  'key 5 (item ids)',
];
const FIELD_RANGES: readonly [number, number][] = [
  [-STUFFER_VALUE_LIMIT, STUFFER_VALUE_LIMIT],
  [0, STUFFER_VALUE_LIMIT],
  [STUFFER_LEVEL_MIN, STUFFER_LEVEL_MAX],
  [0, 2_147_483_647],
  [0, STUFFER_MAX_IDS],
  [0, STUFFER_ID_MAX],
];

function categoryName(category: number): string {
  return STUFFER_CATEGORIES[category]?.name ?? 'unused';
}

function entryName(field: number, index: number): string {
  if (index === STUFFER_INDEX_MAP_KEY) return 'a map key';
  if (index < 0) return field === STUFFER_FIELD_ROOT ? 'the ROOT value' : 'its value';
  switch (field) {
    case 0: return `stat index ${index} (${STUFFER_STAT_CODES[index]})`;
    case 1: return `point ${index} (${PRIMARY_STATS[index]})`;
    case 4: return `category ${index} (${categoryName(index)})`;
    default: return `the id at position ${index}`;
  }
}

function typeNameOf(byte: number | undefined): string {
  if (byte === undefined) return 'missing';
  if (byte <= 0x7f || byte >= 0xe0 || (byte >= 0xcc && byte <= 0xd3)) return 'an integer';
  if ((byte & 0xf0) === 0x80 || byte === 0xde || byte === 0xdf) return 'a map';
  if ((byte & 0xf0) === 0x90 || byte === 0xdc || byte === 0xdd) return 'an array';
  if ((byte >= 0xa0 && byte <= 0xbf) || (byte >= 0xd9 && byte <= 0xdb)) return 'a string';
  if (byte === 0xca || byte === 0xcb) return 'a float with a fraction';
  if (byte === 0xc0) return 'nil';
  if (byte === 0xc2 || byte === 0xc3) return 'a boolean';
  if (byte >= 0xc4 && byte <= 0xc6) return 'binary data';
  return 'an extension value';
}

function expectedType(field: number, index: number): string {
  if (index === STUFFER_INDEX_MAP_KEY) return 'a number or a string';
  if (index >= 0 || field === 2 || field === 3) return 'a whole number';
  if (field === 5) return 'an array';
  return 'a map or an array';
}

/** Words a codec fault; `bytes` (the decoded MessagePack) lets it name the type it found. */
export function faultToError(fault: StufferFault, code: string, bytes?: Uint8Array): EngineInputError {
  const where = fault.field === STUFFER_FIELD_ROOT ? 'the code' : FIELD_NAMES[fault.field];
  const entry = entryName(fault.field, fault.index);
  let message: string;
  switch (fault.error) {
    case 'bad_base64':
      message = fault.offset < code.length
        ? `the code is not valid base64: character ${fault.offset + 1} ("${code[fault.offset]}") is not allowed there`
        : 'the code is not valid base64: it ends with one dangling character';
      break;
    case 'too_long':
      message = `the code is ${code.length} characters long; at most ${STUFFER_TEXT_CAPACITY} are read`;
      break;
    case 'truncated':
      message = `the code is cut off: its MessagePack data ends inside the value that starts at byte ${fault.offset}`;
      break;
    case 'trailing_bytes':
      message = `the code has ${fault.value} unexpected byte(s) after its data (from byte ${fault.offset})`;
      break;
    case 'invalid_msgpack':
      message = `byte ${fault.offset} of the code is 0xc1, which is not a MessagePack type`;
      break;
    case 'too_deep':
      message = `the code nests lists or maps more than ${STUFFER_MAX_DEPTH} deep (at byte ${fault.offset})`;
      break;
    case 'unexpected_type':
      message = `${where}: ${entry} should be ${expectedType(fault.field, fault.index)} but is ${typeNameOf(bytes?.[fault.offset])}`;
      break;
    case 'missing_key':
      message = `the code has no ${FIELD_NAMES[fault.field]}; all six keys 0–5 are required`;
      break;
    case 'value_out_of_range': {
      const capacity = stufferCategoryCapacity(fault.index);
      if (fault.field === 4 && fault.index >= 0 && fault.index < STUFFER_PLACED_CATEGORIES && fault.value > capacity && fault.value <= STUFFER_MAX_IDS) {
        message = `${where}: category ${fault.index} (${categoryName(fault.index)}) holds ${fault.value} ids but has ${capacity} slot(s)`;
      } else {
        const [min, max] = FIELD_RANGES[fault.field] ?? [0, 0];
        message = `${where}: ${entry} is ${fault.value}, outside ${min} to ${max}`;
      }
      break;
    }
    case 'too_many_ids':
      message = `${where} lists ${fault.value} ids; at most ${STUFFER_MAX_IDS} are read`;
      break;
    case 'unplaced_item':
      message = `${where}: id ${fault.value} at position ${fault.index} comes after the ${STUFFER_PLACED_CATEGORIES} item categories, so no slot takes it`;
      break;
    default:
      message = `the code could not be read (${fault.error})`;
  }
  return new EngineInputError('invalid_stuffer_code', message, 'code');
}

// ------------------------------------------------------------------ the WASM codec

const INT32_BYTES = 4;
/** The 0xff byte a character above Latin-1 becomes: not base64, so the decoder points at it. */
const NOT_ASCII = 0xff;

export class StufferCodec {
  private textPointer = 0;
  private scratchPointer = 0;
  private recordPointer = 0;
  private readonly itemsById = new Map<number, CatalogItem>();

  constructor(private readonly core: EngineCore) {
    for (const item of core.items) this.itemsById.set(item.id, item);
  }

  /** Buffers are allocated on first use, once, from the kernels' bump allocator. */
  private buffers(): void {
    if (this.recordPointer !== 0) return;
    this.textPointer = this.core.kernels.allocate(STUFFER_TEXT_CAPACITY);
    this.scratchPointer = this.core.kernels.allocate(STUFFER_BYTES_CAPACITY);
    this.recordPointer = this.core.allocateWords(STUFFER_LAYOUT.words);
  }

  private bytes(pointer: number, length: number): Uint8Array {
    return new Uint8Array(this.core.kernels.memory.buffer, pointer, length);
  }

  /** The bare code → its raw content or the codec fault (the level the differential tests compare). */
  decodeText(code: string): StufferRecord | StufferFault {
    this.buffers();
    const length = Math.min(code.length, STUFFER_TEXT_CAPACITY + 1);
    if (length <= STUFFER_TEXT_CAPACITY) {
      const text = this.bytes(this.textPointer, length);
      for (let i = 0; i < length; i++) {
        const char = code.charCodeAt(i);
        text[i] = char > 0xff ? NOT_ASCII : char;
      }
    }
    this.core.kernels.decodeStufferCode(this.textPointer, code.length, this.scratchPointer, STUFFER_BYTES_CAPACITY, this.recordPointer);
    return readRecord(this.core.words(), this.recordPointer / INT32_BYTES);
  }

  encodeRecord(record: StufferRecord): string {
    this.buffers();
    writeRecord(this.core.words(), this.recordPointer / INT32_BYTES, record);
    const length = this.core.kernels.encodeStufferCode(this.recordPointer, this.scratchPointer, STUFFER_BYTES_CAPACITY, this.textPointer, STUFFER_TEXT_CAPACITY);
    if (length < 0) throw new Error(`engine: the dofus-stuffer encoder failed (${STUFFER_ERRORS[-length]})`);
    // One call over the bytes (at most 16 KiB, far below the argument limit) instead of 200 concatenations.
    return String.fromCharCode.apply(null, this.bytes(this.textPointer, length) as unknown as number[]);
  }

  decode(input: string): DecodedStuff {
    const code = extractStufferCode(input);
    const result = this.decodeText(code);
    if (isFault(result)) throw faultToError(result, code, this.bytes(this.scratchPointer, STUFFER_BYTES_CAPACITY));
    return stuffFromRecord(result, (id) => this.core.rowOfItem.has(id));
  }

  encode(stuff: StuffInput): string {
    return this.encodeRecord(recordFromStuff(stuff, this.core.variant, (id) => this.itemsById.get(id)));
  }
}
