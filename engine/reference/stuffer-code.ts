/**
 * Plain-TypeScript reference of the dofus-stuffer codec, written for clarity: base64 to bytes, a
 * recursive MessagePack parser into a tree, then the ROOT read off the tree. It is the oracle of the
 * differential tests (the WASM codec must give the same record, or the same fault at the same
 * place, for any input) and the baseline of the benchmark. It follows the same rules as
 * `engine/assembly/{base64,msgpack,stuffer}.ts`, described in engine/README.md "Dofus-stuffer code".
 */
import type { Catalog, CatalogItem } from '../src/catalog.ts';
import {
  STUFFER_CATEGORY_COUNT,
  STUFFER_FIELD_ROOT,
  STUFFER_ID_MAX,
  STUFFER_INDEX_MAP_KEY,
  STUFFER_LEVEL_MAX,
  STUFFER_LEVEL_MIN,
  STUFFER_MAX_DEPTH,
  STUFFER_MAX_IDS,
  STUFFER_PLACED_CATEGORIES,
  STUFFER_POINTS_LENGTH,
  STUFFER_TABLE_LENGTH,
  STUFFER_TEXT_CAPACITY,
  STUFFER_VALUE_LIMIT,
  isFault,
  stufferCategoryCapacity,
  type StufferError,
  type StufferFault,
  type StufferRecord,
} from '../../game/stuffer-code-format.ts';
import { extractStufferCode, faultToError, recordFromStuff, stuffFromRecord, type DecodedStuff } from '../src/stuffer-code.ts';
import type { StuffInput } from '../../game/stuff.ts';

const INT32_MAX = 2 ** 31 - 1;
const INT32_MIN = -(2 ** 31);

class Fault extends Error {
  constructor(
    readonly error: StufferError,
    readonly offset: number,
    readonly field = STUFFER_FIELD_ROOT,
    readonly index = -1,
    readonly value = 0,
  ) {
    super(error);
  }
}

// ------------------------------------------------------------------ base64

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function sextetOf(char: string): number {
  if (char === '-') return 62;
  if (char === '_') return 63;
  return ALPHABET.indexOf(char);
}

/** Standard or URL-safe alphabet, whitespace skipped, padding optional but never wrong. */
export function referenceBase64Decode(text: string): Uint8Array {
  const sextets: number[] = [];
  let padding = 0;
  let firstPad = -1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (' \t\n\v\f\r'.includes(char)) continue;
    if (char === '=') {
      if (padding === 0) firstPad = i;
      padding++;
      continue;
    }
    const value = char.length === 1 ? sextetOf(char) : -1;
    if (value < 0 || padding > 0) throw new Fault('bad_base64', i);
    sextets.push(value);
  }
  const rest = sextets.length % 4;
  if (rest === 1) throw new Fault('bad_base64', text.length);
  if (padding > 0 && (rest === 0 || padding > 4 - rest)) throw new Fault('bad_base64', firstPad);
  const bytes: number[] = [];
  let bits = 0;
  let accumulator = 0;
  for (const value of sextets) {
    accumulator = (accumulator << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((accumulator >> bits) & 0xff);
      accumulator &= (1 << bits) - 1;
    }
  }
  return Uint8Array.from(bytes);
}

export function referenceBase64Encode(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    text += ALPHABET[chunk >> 18] + ALPHABET[(chunk >> 12) & 63];
    text += i + 1 < bytes.length ? ALPHABET[(chunk >> 6) & 63] : '=';
    text += i + 2 < bytes.length ? ALPHABET[chunk & 63] : '=';
  }
  return text;
}

// ------------------------------------------------------------------ MessagePack tree

type MsgNode =
  | { kind: 'int'; at: number; value: bigint }
  | { kind: 'float'; at: number; value: number }
  | { kind: 'str'; at: number; bytes: Uint8Array }
  | { kind: 'nil' | 'bool' | 'bin' | 'ext'; at: number }
  | { kind: 'array'; at: number; items: MsgNode[] }
  | { kind: 'map'; at: number; entries: [MsgNode, MsgNode][] };

class MsgParser {
  private pos = 0;
  private readonly view: DataView;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** The ROOT value; the whole buffer must be exactly one value. */
  parseRoot(): MsgNode {
    const root = this.parse(0);
    if (this.pos !== this.bytes.length) throw new Fault('trailing_bytes', this.pos, STUFFER_FIELD_ROOT, -1, this.bytes.length - this.pos);
    return root;
  }

  private left(from: number): number {
    return this.bytes.length - from;
  }

  /** Unsigned big-endian integer of `width` bytes at `offset`, or a truncation fault at `header`. */
  private unsigned(offset: number, width: 1 | 2 | 4, header: number): number {
    if (this.left(offset) < width) throw new Fault('truncated', header);
    if (width === 1) return this.view.getUint8(offset);
    if (width === 2) return this.view.getUint16(offset);
    return this.view.getUint32(offset);
  }

  /** `depth` = containers already open around this value. */
  private parse(depth: number): MsgNode {
    const at = this.pos;
    if (at >= this.bytes.length) throw new Fault('truncated', at);
    const b = this.bytes[at];

    const container = this.containerHeader(b, at);
    if (container) {
      if (depth + 1 > STUFFER_MAX_DEPTH) throw new Fault('too_deep', at);
      const elements = container.isMap ? container.count * 2 : container.count;
      if (elements > this.left(at + container.headerLength)) throw new Fault('truncated', at);
      this.pos = at + container.headerLength;
      if (container.isMap) {
        const entries: [MsgNode, MsgNode][] = [];
        for (let i = 0; i < container.count; i++) entries.push([this.parse(depth + 1), this.parse(depth + 1)]);
        return { kind: 'map', at, entries };
      }
      const items: MsgNode[] = [];
      for (let i = 0; i < container.count; i++) items.push(this.parse(depth + 1));
      return { kind: 'array', at, items };
    }

    if (b === 0xc1) throw new Fault('invalid_msgpack', at);
    const take = (length: number): number => {
      if (length > this.left(at)) throw new Fault('truncated', at);
      this.pos = at + length;
      return at;
    };
    if (b <= 0x7f) return take(1), { kind: 'int', at, value: BigInt(b) };
    if (b >= 0xe0) return take(1), { kind: 'int', at, value: BigInt(b - 256) };
    if (b >= 0xa0 && b <= 0xbf) return this.str(at, 1, b & 31);
    switch (b) {
      case 0xc0: return take(1), { kind: 'nil', at };
      case 0xc2: case 0xc3: return take(1), { kind: 'bool', at };
      case 0xcc: return take(2), { kind: 'int', at, value: BigInt(this.view.getUint8(at + 1)) };
      case 0xcd: return take(3), { kind: 'int', at, value: BigInt(this.view.getUint16(at + 1)) };
      case 0xce: return take(5), { kind: 'int', at, value: BigInt(this.view.getUint32(at + 1)) };
      case 0xcf: return take(9), { kind: 'int', at, value: this.view.getBigUint64(at + 1) };
      case 0xd0: return take(2), { kind: 'int', at, value: BigInt(this.view.getInt8(at + 1)) };
      case 0xd1: return take(3), { kind: 'int', at, value: BigInt(this.view.getInt16(at + 1)) };
      case 0xd2: return take(5), { kind: 'int', at, value: BigInt(this.view.getInt32(at + 1)) };
      case 0xd3: return take(9), { kind: 'int', at, value: this.view.getBigInt64(at + 1) };
      case 0xca: return take(5), { kind: 'float', at, value: this.view.getFloat32(at + 1) };
      case 0xcb: return take(9), { kind: 'float', at, value: this.view.getFloat64(at + 1) };
      case 0xd9: return this.str(at, 2, this.unsigned(at + 1, 1, at));
      case 0xda: return this.str(at, 3, this.unsigned(at + 1, 2, at));
      case 0xdb: return this.str(at, 5, this.unsigned(at + 1, 4, at));
      case 0xc4: return take(2 + this.unsigned(at + 1, 1, at)), { kind: 'bin', at };
      case 0xc5: return take(3 + this.unsigned(at + 1, 2, at)), { kind: 'bin', at };
      case 0xc6: return take(5 + this.unsigned(at + 1, 4, at)), { kind: 'bin', at };
      case 0xc7: return take(3 + this.unsigned(at + 1, 1, at)), { kind: 'ext', at };
      case 0xc8: return take(4 + this.unsigned(at + 1, 2, at)), { kind: 'ext', at };
      case 0xc9: return take(6 + this.unsigned(at + 1, 4, at)), { kind: 'ext', at };
      case 0xd4: return take(3), { kind: 'ext', at };
      case 0xd5: return take(4), { kind: 'ext', at };
      case 0xd6: return take(6), { kind: 'ext', at };
      case 0xd7: return take(10), { kind: 'ext', at };
      case 0xd8: return take(18), { kind: 'ext', at };
    }
    throw new Error(`reference-stuffer: type byte 0x${b.toString(16)} not handled`);
  }

  private containerHeader(b: number, at: number): { isMap: boolean; count: number; headerLength: number } | null {
    if ((b & 0xf0) === 0x80) return { isMap: true, count: b & 15, headerLength: 1 };
    if ((b & 0xf0) === 0x90) return { isMap: false, count: b & 15, headerLength: 1 };
    if (b === 0xdc || b === 0xde) return { isMap: b === 0xde, count: this.unsigned(at + 1, 2, at), headerLength: 3 };
    if (b === 0xdd || b === 0xdf) return { isMap: b === 0xdf, count: this.unsigned(at + 1, 4, at), headerLength: 5 };
    return null;
  }

  private str(at: number, headerLength: number, length: number): MsgNode {
    if (headerLength + length > this.left(at)) throw new Fault('truncated', at);
    this.pos = at + headerLength + length;
    return { kind: 'str', at, bytes: this.bytes.subarray(at + headerLength, at + headerLength + length) };
  }
}

// ------------------------------------------------------------------ ROOT

const IGNORED = -1;

/** A map key as DofusBook's JS object sees it: entry n, a key never read (IGNORED), or a fault. */
function keyOf(node: MsgNode, field: number): number {
  if (node.kind === 'int') return node.value >= 0n && node.value <= BigInt(INT32_MAX) ? Number(node.value) : IGNORED;
  if (node.kind === 'float') {
    return Number.isInteger(node.value) && node.value >= 0 && node.value <= INT32_MAX ? node.value : IGNORED;
  }
  if (node.kind === 'str') {
    const text = String.fromCharCode(...node.bytes);
    if (!/^(0|[1-9][0-9]{0,9})$/.test(text)) return IGNORED;
    const value = Number(text);
    return value <= INT32_MAX ? value : IGNORED;
  }
  throw new Fault('unexpected_type', node.at, field, STUFFER_INDEX_MAP_KEY);
}

const clamp32 = (value: number | bigint): number => {
  if (value > INT32_MAX) return INT32_MAX;
  if (value < INT32_MIN) return INT32_MIN;
  return Number(value);
};

/** A whole number in [min, max]: any int, or a float with an integer value; nil gives `whenNil`. */
function intOf(node: MsgNode, min: number, max: number, whenNil: number, field: number, index: number): number {
  if (node.kind === 'nil') return whenNil;
  if (node.kind === 'int') {
    if (node.value < BigInt(min) || node.value > BigInt(max)) throw new Fault('value_out_of_range', node.at, field, index, clamp32(node.value));
    return Number(node.value);
  }
  if (node.kind === 'float') {
    if (!Number.isInteger(node.value)) throw new Fault('unexpected_type', node.at, field, index);
    if (node.value < min || node.value > max) throw new Fault('value_out_of_range', node.at, field, index, clamp32(Math.trunc(node.value)));
    return node.value + 0; // −0 reads as 0
  }
  throw new Fault('unexpected_type', node.at, field, index);
}

/** Key 0, 1 or 4: a sparse map {index: int} or an array; missing entries take `absent`. */
function vectorOf(node: MsgNode, field: number, length: number, absent: number, min: number, max: number): number[] {
  const values = new Array<number>(length).fill(absent);
  if (node.kind === 'map') {
    for (const [keyNode, valueNode] of node.entries) {
      const index = keyOf(keyNode, field);
      if (index !== IGNORED && index < length) values[index] = intOf(valueNode, min, max, absent, field, index);
    }
  } else if (node.kind === 'array') {
    node.items.slice(0, length).forEach((item, index) => {
      values[index] = intOf(item, min, max, absent, field, index);
    });
  } else {
    throw new Fault('unexpected_type', node.at, field);
  }
  return values;
}

function rootKeys(root: MsgNode): MsgNode[] {
  const byKey = new Map<number, MsgNode>();
  if (root.kind === 'map') {
    for (const [keyNode, valueNode] of root.entries) {
      const key = keyOf(keyNode, STUFFER_FIELD_ROOT);
      if (key !== IGNORED && key < 6) byKey.set(key, valueNode);
    }
  } else if (root.kind === 'array') {
    root.items.slice(0, 6).forEach((item, index) => byKey.set(index, item));
  } else {
    throw new Fault('unexpected_type', 0);
  }
  return [0, 1, 2, 3, 4, 5].map((key) => {
    const node = byKey.get(key);
    if (!node || node.kind === 'nil') throw new Fault('missing_key', 0, key);
    return node;
  });
}

function recordOf(root: MsgNode): StufferRecord {
  const [tableNode, pointsNode, levelNode, flagsNode, countsNode, idsNode] = rootKeys(root);
  const table = vectorOf(tableNode, 0, STUFFER_TABLE_LENGTH, 0, -STUFFER_VALUE_LIMIT, STUFFER_VALUE_LIMIT);
  const points = vectorOf(pointsNode, 1, STUFFER_POINTS_LENGTH, 0, 0, STUFFER_VALUE_LIMIT);
  const level = intOf(levelNode, STUFFER_LEVEL_MIN, STUFFER_LEVEL_MAX, 0, 2, -1);
  const flags = intOf(flagsNode, 0, INT32_MAX, 0, 3, -1);
  const counts = vectorOf(countsNode, 4, STUFFER_CATEGORY_COUNT, 1, 0, STUFFER_MAX_IDS);
  let placed = 0;
  for (let category = 0; category < STUFFER_PLACED_CATEGORIES; category++) {
    if (counts[category] > stufferCategoryCapacity(category)) {
      throw new Fault('value_out_of_range', countsNode.at, 4, category, counts[category]);
    }
    placed += counts[category];
  }
  if (idsNode.kind !== 'array') throw new Fault('unexpected_type', idsNode.at, 5);
  if (idsNode.items.length > STUFFER_MAX_IDS) throw new Fault('too_many_ids', idsNode.at, 5, -1, idsNode.items.length);
  const ids = idsNode.items.map((item, index) => intOf(item, 0, STUFFER_ID_MAX, 0, 5, index));
  for (let index = placed; index < ids.length; index++) {
    if (ids[index] !== 0) throw new Fault('unplaced_item', idsNode.at, 5, index, ids[index]);
  }
  return { level, flags, table, points, counts, ids };
}

/** The bare code (already out of its URL) → the code's raw content, or where it is malformed. */
export function referenceDecodeStufferText(text: string): StufferRecord | StufferFault {
  try {
    if (text.length > STUFFER_TEXT_CAPACITY) throw new Fault('too_long', 0, STUFFER_FIELD_ROOT, -1, text.length);
    return recordOf(new MsgParser(referenceBase64Decode(text)).parseRoot());
  } catch (error) {
    if (!(error instanceof Fault)) throw error;
    return { error: error.error, field: error.field, index: error.index, offset: error.offset, value: error.value };
  }
}

// ------------------------------------------------------------------ encoder

function msgInt(value: number): number[] {
  if (value >= 0) {
    if (value < 0x80) return [value];
    if (value < 0x100) return [0xcc, value];
    if (value < 0x10000) return [0xcd, value >> 8, value & 0xff];
    return [0xce, (value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  }
  if (value >= -0x20) return [value & 0xff];
  if (value >= -0x80) return [0xd0, value & 0xff];
  if (value >= -0x8000) return [0xd1, (value >> 8) & 0xff, value & 0xff];
  return [0xd2, (value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

const msgKey = (key: number): number[] => {
  const digits = String(key);
  return [0xa0 | digits.length, ...Array.from(digits, (digit) => digit.charCodeAt(0))];
};
const msgHeader = (fix: number, wide: number, count: number): number[] => (count < 16 ? [fix | count] : [wide, count >> 8, count & 0xff]);

/** DofusBook's shape: map "0"…"5", key 0 only its non-zero entries, key 4 only counts ≠ 1. */
export function referenceEncodeStufferRecord(record: StufferRecord): string {
  const table = record.table.flatMap((value, index) => (value === 0 ? [] : [...msgKey(index), ...msgInt(value)]));
  const counts = record.counts
    .slice(0, STUFFER_PLACED_CATEGORIES)
    .flatMap((count, category) => (count === 1 ? [] : [...msgKey(category), ...msgInt(count)]));
  const nonZero = record.table.filter((value) => value !== 0).length;
  const bytes = [
    0x86,
    ...msgKey(0), ...msgHeader(0x80, 0xde, nonZero), ...table,
    ...msgKey(1), ...msgHeader(0x90, 0xdc, record.points.length), ...record.points.flatMap(msgInt),
    ...msgKey(2), ...msgInt(record.level),
    ...msgKey(3), ...msgInt(record.flags),
    ...msgKey(4), ...msgHeader(0x80, 0xde, record.counts.slice(0, STUFFER_PLACED_CATEGORIES).filter((count) => count !== 1).length), ...counts,
    ...msgKey(5), ...msgHeader(0x90, 0xdc, record.ids.length), ...record.ids.flatMap(msgInt),
  ];
  return referenceBase64Encode(Uint8Array.from(bytes));
}

// ------------------------------------------------------------------ whole calls (benchmark baseline)

const itemIndexes = new WeakMap<Catalog, Map<number, CatalogItem>>();

function itemIndexOf(catalog: Catalog): Map<number, CatalogItem> {
  let index = itemIndexes.get(catalog);
  if (!index) {
    index = new Map(catalog.items.map((item) => [item.id, item]));
    itemIndexes.set(catalog, index);
  }
  return index;
}

export function referenceDecodeStufferCode(catalog: Catalog, input: string): DecodedStuff {
  const code = extractStufferCode(input);
  const result = referenceDecodeStufferText(code);
  if (isFault(result)) {
    const bytes = result.error === 'bad_base64' || result.error === 'too_long' ? undefined : referenceBase64Decode(code);
    throw faultToError(result, code, bytes);
  }
  const items = itemIndexOf(catalog);
  return stuffFromRecord(result, (id) => items.has(id));
}

export function referenceEncodeStufferCode(catalog: Catalog, stuff: StuffInput): string {
  const items = itemIndexOf(catalog);
  return referenceEncodeStufferRecord(recordFromStuff(stuff, catalog.variant, (id) => items.get(id)));
}
