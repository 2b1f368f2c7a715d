// MessagePack reader and writer over byte buffers in linear memory, for the dofus-stuffer code
// (research §1.2: DofusBook decodes the full spec with @msgpack/msgpack, so any type may appear).
// Every read is bounds-checked: a malformed buffer gives an error code, never a trap. Containers
// are walked with a fixed stack of pending counts (no recursion, no allocation).

import {
  STUFFER_MAX_DEPTH, STUFFER_ERR_TRUNCATED, STUFFER_ERR_INVALID_MSGPACK, STUFFER_ERR_TOO_DEEP,
  STUFFER_ERR_UNEXPECTED_TYPE, STUFFER_ERR_VALUE_OUT_OF_RANGE,
} from './generated/constants';

// ---------------------------------------------------------------- reader state

let base: usize = 0;
let size: i32 = 0;
/** Offset of the next byte to read. */
export let pos: i32 = 0;
/** Where the last fault was found, and the offending value (clamped to 32 bits). */
export let faultOffset: i32 = 0;
export let faultValue: i32 = 0;
/** The integer read by `readInt` or `readKey`. */
export let intValue: i64 = 0;

/** Pending element counts of the open containers of `skipValue` (index 0 = the value itself). */
const PENDING: usize = memory.data((STUFFER_MAX_DEPTH + 1) * 4);

export function readerInit(pointer: usize, length: i32): void {
  base = pointer;
  size = length;
  pos = 0;
}

export function readerSeek(offset: i32): void {
  pos = offset;
}

@inline function byteAt(offset: i32): u32 {
  return <u32>load<u8>(base + <usize>offset);
}

@inline function u16At(offset: i32): u32 {
  return (byteAt(offset) << 8) | byteAt(offset + 1);
}

@inline function u32At(offset: i32): u32 {
  return (u16At(offset) << 16) | u16At(offset + 2);
}

@inline function u64At(offset: i32): u64 {
  return (<u64>u32At(offset) << 32) | <u64>u32At(offset + 4);
}

/** At least `count` bytes left from `offset`. */
@inline function fits(offset: i32, count: i64): bool {
  return count <= <i64>(size - offset);
}

@inline function fault(code: i32, offset: i32, value: i32): i32 {
  faultOffset = offset;
  faultValue = value;
  return code;
}

export function atNil(): bool {
  return pos < size && byteAt(pos) == 0xc0;
}

export function peekByteAt(offset: i32): i32 {
  return offset >= 0 && offset < size ? <i32>byteAt(offset) : -1;
}

// ---------------------------------------------------------------- structure

/**
 * Total length of the scalar (non-container) value whose type byte `b` is at `header`, or −1 when
 * its own length field is cut off by the end of the buffer.
 */
function scalarLength(header: i32, b: u32): i64 {
  if (b <= 0x7f || b >= 0xe0 || b == 0xc0 || b == 0xc2 || b == 0xc3) return 1;
  if (b >= 0xa0 && b <= 0xbf) return 1 + <i64>(b & 31);
  switch (b) {
    case 0xcc: case 0xd0: return 2;
    case 0xcd: case 0xd1: return 3;
    case 0xca: case 0xce: case 0xd2: return 5;
    case 0xcb: case 0xcf: case 0xd3: return 9;
    case 0xd4: return 3;
    case 0xd5: return 4;
    case 0xd6: return 6;
    case 0xd7: return 10;
    case 0xd8: return 18;
    case 0xc4: case 0xd9: return fits(header, 2) ? 2 + <i64>byteAt(header + 1) : -1;
    case 0xc5: case 0xda: return fits(header, 3) ? 3 + <i64>u16At(header + 1) : -1;
    case 0xc6: case 0xdb: return fits(header, 5) ? 5 + <i64>u32At(header + 1) : -1;
    case 0xc7: return fits(header, 2) ? 3 + <i64>byteAt(header + 1) : -1;
    case 0xc8: return fits(header, 3) ? 4 + <i64>u16At(header + 1) : -1;
    case 0xc9: return fits(header, 5) ? 6 + <i64>u32At(header + 1) : -1;
  }
  return -1;
}

/** Elements a container header at `header` announces (maps count keys and values), or −1 if not a container. */
@inline function containerHeaderLength(b: u32): i32 {
  if ((b & 0xf0) == 0x80 || (b & 0xf0) == 0x90) return 1;
  if (b == 0xdc || b == 0xde) return 3;
  if (b == 0xdd || b == 0xdf) return 5;
  return 0;
}

/**
 * Skips one complete value at `pos`, checking the whole structure: every length within the buffer,
 * no type byte 0xc1, containers nested at most STUFFER_MAX_DEPTH deep. Returns 0 or an error code
 * with `faultOffset` at the type byte of the faulty value.
 */
export function skipValue(): i32 {
  let depth: i32 = 0;
  store<i32>(PENDING, 1);
  while (true) {
    while (load<i32>(PENDING + (<usize>depth << 2)) == 0) {
      if (depth == 0) return 0;
      depth--;
    }
    const slot = PENDING + (<usize>depth << 2);
    store<i32>(slot, load<i32>(slot) - 1);

    const header = pos;
    if (header >= size) return fault(STUFFER_ERR_TRUNCATED, header, 0);
    const b = byteAt(header);
    const headerLength = containerHeaderLength(b);
    if (headerLength > 0) {
      if (!fits(header, headerLength)) return fault(STUFFER_ERR_TRUNCATED, header, 0);
      let count: i64;
      if (headerLength == 1) count = <i64>(b & 15);
      else if (headerLength == 3) count = <i64>u16At(header + 1);
      else count = <i64>u32At(header + 1);
      const isMap = (b & 0xf0) == 0x80 || b == 0xde || b == 0xdf;
      const elements = isMap ? count * 2 : count;
      if (depth + 1 > STUFFER_MAX_DEPTH) return fault(STUFFER_ERR_TOO_DEEP, header, 0);
      // Every element takes at least one byte: a count beyond the bytes left is cut off.
      if (!fits(header + headerLength, elements)) return fault(STUFFER_ERR_TRUNCATED, header, 0);
      pos = header + headerLength;
      if (elements > 0) {
        depth++;
        store<i32>(PENDING + (<usize>depth << 2), <i32>elements);
      }
      continue;
    }
    if (b == 0xc1) return fault(STUFFER_ERR_INVALID_MSGPACK, header, 0);
    const length = scalarLength(header, b);
    if (length < 0 || !fits(header, length)) return fault(STUFFER_ERR_TRUNCATED, header, 0);
    pos = header + <i32>length;
  }
}

/** Reads a map header at `pos`; returns its entry count, or −1 (and leaves `pos`) if it is not a map. */
export function readMapHeader(): i64 {
  if (pos >= size) return -1;
  const b = byteAt(pos);
  if ((b & 0xf0) == 0x80) {
    pos += 1;
    return <i64>(b & 15);
  }
  if (b == 0xde && fits(pos, 3)) {
    pos += 3;
    return <i64>u16At(pos - 2);
  }
  if (b == 0xdf && fits(pos, 5)) {
    pos += 5;
    return <i64>u32At(pos - 4);
  }
  return -1;
}

/** Reads an array header at `pos`; returns its length, or −1 (and leaves `pos`) if it is not an array. */
export function readArrayHeader(): i64 {
  if (pos >= size) return -1;
  const b = byteAt(pos);
  if ((b & 0xf0) == 0x90) {
    pos += 1;
    return <i64>(b & 15);
  }
  if (b == 0xdc && fits(pos, 3)) {
    pos += 3;
    return <i64>u16At(pos - 2);
  }
  if (b == 0xdd && fits(pos, 5)) {
    pos += 5;
    return <i64>u32At(pos - 4);
  }
  return -1;
}

// ---------------------------------------------------------------- numbers and keys

const NUMBER_INT: i32 = 0;
/** A uint64 above the int64 range. */
const NUMBER_HUGE: i32 = 1;
const NUMBER_FLOAT: i32 = 2;
const NUMBER_OTHER: i32 = 3;
const NUMBER_CUT: i32 = 4;

let numberFloat: f64 = 0;

/** Reads an int or float at `pos` into `intValue` / `numberFloat`; other types leave `pos` unchanged. */
function readNumber(): i32 {
  if (pos >= size) return NUMBER_CUT;
  const b = byteAt(pos);
  if (b <= 0x7f) {
    intValue = <i64>b;
    pos += 1;
    return NUMBER_INT;
  }
  if (b >= 0xe0) {
    intValue = <i64>(<i8>b);
    pos += 1;
    return NUMBER_INT;
  }
  let width: i32 = 0;
  switch (b) {
    case 0xcc: case 0xd0: width = 1; break;
    case 0xcd: case 0xd1: width = 2; break;
    case 0xce: case 0xd2: case 0xca: width = 4; break;
    case 0xcf: case 0xd3: case 0xcb: width = 8; break;
    default: return NUMBER_OTHER;
  }
  if (!fits(pos, 1 + width)) return NUMBER_CUT;
  const at = pos + 1;
  pos = at + width;
  switch (b) {
    case 0xcc: intValue = <i64>byteAt(at); return NUMBER_INT;
    case 0xcd: intValue = <i64>u16At(at); return NUMBER_INT;
    case 0xce: intValue = <i64>u32At(at); return NUMBER_INT;
    case 0xcf: {
      const value = u64At(at);
      if (value > <u64>i64.MAX_VALUE) return NUMBER_HUGE;
      intValue = <i64>value;
      return NUMBER_INT;
    }
    case 0xd0: intValue = <i64>(<i8>byteAt(at)); return NUMBER_INT;
    case 0xd1: intValue = <i64>(<i16>u16At(at)); return NUMBER_INT;
    case 0xd2: intValue = <i64>(<i32>u32At(at)); return NUMBER_INT;
    case 0xd3: intValue = <i64>u64At(at); return NUMBER_INT;
    case 0xca: numberFloat = <f64>reinterpret<f32>(u32At(at)); return NUMBER_FLOAT;
  }
  numberFloat = reinterpret<f64>(u64At(at));
  return NUMBER_FLOAT;
}

@inline function clampToI32(value: i64): i32 {
  return value > <i64>i32.MAX_VALUE ? i32.MAX_VALUE : value < <i64>i32.MIN_VALUE ? i32.MIN_VALUE : <i32>value;
}

/**
 * Reads a whole number in [min, max] into `intValue`: any int width, or a float with an integer
 * value; nil reads as `whenNil`. Returns 0 or an error code with `faultOffset` at the value.
 */
export function readInt(min: i64, max: i64, whenNil: i64): i32 {
  const header = pos;
  if (atNil()) {
    pos += 1;
    intValue = whenNil;
    return 0;
  }
  const kind = readNumber();
  if (kind == NUMBER_CUT) return fault(STUFFER_ERR_TRUNCATED, header, 0);
  if (kind == NUMBER_OTHER) return fault(STUFFER_ERR_UNEXPECTED_TYPE, header, 0);
  if (kind == NUMBER_HUGE) return fault(STUFFER_ERR_VALUE_OUT_OF_RANGE, header, i32.MAX_VALUE);
  if (kind == NUMBER_FLOAT) {
    const value = numberFloat;
    if (!isFinite(value) || Math.trunc(value) != value) return fault(STUFFER_ERR_UNEXPECTED_TYPE, header, 0);
    if (value < <f64>min || value > <f64>max) {
      const clamped = value > 2147483647.0 ? i32.MAX_VALUE : value < -2147483648.0 ? i32.MIN_VALUE : <i32>value;
      return fault(STUFFER_ERR_VALUE_OUT_OF_RANGE, header, clamped);
    }
    intValue = <i64>value;
    return 0;
  }
  if (intValue < min || intValue > max) return fault(STUFFER_ERR_VALUE_OUT_OF_RANGE, header, clampToI32(intValue));
  return 0;
}

/** `readKey` result for a key that can never name an entry (JS would look it up under another name). */
export const KEY_IGNORED: i64 = -1;
/** `readKey` result for a key of a type a map cannot have; the error code is in `keyError`. */
export const KEY_FAULT: i64 = -2;
export let keyError: i32 = 0;

/** Largest key a map may name: larger numbers are ignored like any key the format does not read. */
const KEY_MAX: i64 = 2147483647;

/**
 * Reads a map key as DofusBook's JS sees it: a number (int, or float with an integer value) or a
 * string in canonical decimal ("7", not "07" or " 7") names entry n; any other number or string is a
 * key the format never reads (KEY_IGNORED). Other types are refused, as @msgpack/msgpack refuses them.
 */
export function readKey(): i64 {
  const header = pos;
  if (header >= size) {
    keyError = fault(STUFFER_ERR_TRUNCATED, header, 0);
    return KEY_FAULT;
  }
  const b = byteAt(header);
  let lengthField: i32 = -1;
  if (b >= 0xa0 && b <= 0xbf) lengthField = 0;
  else if (b == 0xd9) lengthField = 1;
  else if (b == 0xda) lengthField = 2;
  else if (b == 0xdb) lengthField = 4;
  if (lengthField >= 0) {
    const start = header + 1 + lengthField;
    let length: i64 = <i64>(b & 31);
    if (fits(header, 1 + lengthField)) {
      if (lengthField == 1) length = <i64>byteAt(header + 1);
      else if (lengthField == 2) length = <i64>u16At(header + 1);
      else if (lengthField == 4) length = <i64>u32At(header + 1);
    }
    if (!fits(header, 1 + lengthField) || !fits(start, length)) {
      keyError = fault(STUFFER_ERR_TRUNCATED, header, 0);
      return KEY_FAULT;
    }
    pos = start + <i32>length;
    return decimalKey(start, <i32>length);
  }
  const kind = readNumber();
  if (kind == NUMBER_INT) return intValue >= 0 && intValue <= KEY_MAX ? intValue : KEY_IGNORED;
  if (kind == NUMBER_HUGE) return KEY_IGNORED;
  if (kind == NUMBER_FLOAT) {
    const value = numberFloat;
    return value >= 0 && value <= <f64>KEY_MAX && Math.trunc(value) == value ? <i64>value : KEY_IGNORED;
  }
  keyError = fault(kind == NUMBER_CUT ? STUFFER_ERR_TRUNCATED : STUFFER_ERR_UNEXPECTED_TYPE, header, 0);
  return KEY_FAULT;
}

function decimalKey(start: i32, length: i32): i64 {
  if (length < 1 || length > 10) return KEY_IGNORED;
  if (length > 1 && byteAt(start) == 48) return KEY_IGNORED;
  let value: i64 = 0;
  for (let i: i32 = 0; i < length; i++) {
    const digit = <i64>byteAt(start + i) - 48;
    if (digit < 0 || digit > 9) return KEY_IGNORED;
    value = value * 10 + digit;
  }
  return value <= KEY_MAX ? value : KEY_IGNORED;
}

// ---------------------------------------------------------------- writer

let out: usize = 0;
let outCapacity: i32 = 0;
/** Bytes written so far (may pass the capacity: the writer then stops storing and reports overflow). */
export let written: i32 = 0;

export function writerInit(pointer: usize, capacity: i32): void {
  out = pointer;
  outCapacity = capacity;
  written = 0;
}

export function writerOverflowed(): bool {
  return written > outCapacity;
}

@inline function room(count: i32): bool {
  if (written + count > outCapacity) {
    written = outCapacity + 1;
    return false;
  }
  return true;
}

@inline function put(offset: i32, b: u32): void {
  store<u8>(out + <usize>(written + offset), <u8>b);
}

function putHeader(b: u32, count: i32, bytes: i32): void {
  if (!room(1 + bytes)) return;
  put(0, b);
  for (let i: i32 = 0; i < bytes; i++) put(1 + i, <u32>count >>> <u32>((bytes - 1 - i) * 8));
  written += 1 + bytes;
}

/** An integer in the smallest encoding, exactly as @msgpack/msgpack writes it. */
export function writeInt(value: i32): void {
  if (value >= 0) {
    if (value < 0x80) putHeader(<u32>value, 0, 0);
    else if (value < 0x100) putHeader(0xcc, value, 1);
    else if (value < 0x10000) putHeader(0xcd, value, 2);
    else putHeader(0xce, value, 4);
  } else {
    if (value >= -0x20) putHeader(<u32>value & 0xff, 0, 0);
    else if (value >= -0x80) putHeader(0xd0, value, 1);
    else if (value >= -0x8000) putHeader(0xd1, value, 2);
    else putHeader(0xd2, value, 4);
  }
}

export function writeMapHeader(count: i32): void {
  if (count < 16) putHeader(0x80 | <u32>count, 0, 0);
  else if (count < 0x10000) putHeader(0xde, count, 2);
  else putHeader(0xdf, count, 4);
}

export function writeArrayHeader(count: i32): void {
  if (count < 16) putHeader(0x90 | <u32>count, 0, 0);
  else if (count < 0x10000) putHeader(0xdc, count, 2);
  else putHeader(0xdd, count, 4);
}

/** A non-negative integer as a decimal fixstr key ("0", "23"), as a JS object key is written. */
export function writeDecimalKey(value: i32): void {
  let digits: i32 = 1;
  for (let rest = value / 10; rest > 0; rest /= 10) digits++;
  if (!room(1 + digits)) return;
  put(0, 0xa0 | <u32>digits);
  let rest = value;
  for (let i = digits; i >= 1; i--) {
    put(i, 48 + <u32>(rest % 10));
    rest /= 10;
  }
  written += 1 + digits;
}
