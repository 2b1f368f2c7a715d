// The dofus-stuffer code (research §1): CODE = base64(msgpack(ROOT)), ROOT = {0: table, 1: points,
// 2: level, 3: flags, 4: counts, 5: ids} as a map (string or integer keys) or an array of ≥ 6.
// The decoder fills a flat Int32 record with the code's raw content (the TypeScript wrapper applies
// the §1.4 semantics); the encoder writes DofusBook's own shape from the same record. Buffers are
// allocated once by the wrapper; nothing here allocates.

import {
  STUFFER_WORDS, STUFFER_ERROR, STUFFER_ERROR_FIELD, STUFFER_ERROR_INDEX, STUFFER_ERROR_OFFSET, STUFFER_ERROR_VALUE,
  STUFFER_LEVEL, STUFFER_FLAGS, STUFFER_ID_COUNT, STUFFER_TABLE, STUFFER_POINTS, STUFFER_COUNTS, STUFFER_IDS,
  STUFFER_ERR_BAD_BASE64, STUFFER_ERR_TRAILING_BYTES, STUFFER_ERR_UNEXPECTED_TYPE, STUFFER_ERR_MISSING_KEY,
  STUFFER_ERR_VALUE_OUT_OF_RANGE, STUFFER_ERR_TOO_MANY_IDS, STUFFER_ERR_UNPLACED_ITEM, STUFFER_ERR_TOO_LONG,
  STUFFER_ERR_OUTPUT_OVERFLOW,
  STUFFER_TABLE_LENGTH, STUFFER_POINTS_LENGTH, STUFFER_CATEGORY_COUNT, STUFFER_PLACED_CATEGORIES, STUFFER_MAX_IDS,
  STUFFER_TEXT_CAPACITY, STUFFER_VALUE_LIMIT, STUFFER_LEVEL_MIN, STUFFER_LEVEL_MAX, STUFFER_ID_MAX,
  STUFFER_FIELD_ROOT, STUFFER_INDEX_MAP_KEY, stufferCategoryCapacity,
} from './generated/constants';
import { decodeBase64, encodeBase64, base64FaultOffset, BASE64_OVERFLOW } from './base64';
import {
  readerInit, readerSeek, skipValue, readMapHeader, readArrayHeader, readInt, readKey, peekByteAt,
  pos, faultOffset, faultValue, intValue, keyError, KEY_FAULT,
  writerInit, writerOverflowed, written, writeInt, writeMapHeader, writeArrayHeader, writeDecimalKey,
} from './msgpack';

const ROOT_KEYS: i32 = 6;
const NIL: i32 = 0xc0;
/** Byte offset of each ROOT key's value, −1 while absent. */
const KEY_VALUE_AT: usize = memory.data(ROOT_KEYS * 4);

let record: usize = 0;

@inline function word(offset: i32): i32 {
  return load<i32>(record + (<usize>offset << 2));
}

@inline function setWord(offset: i32, value: i32): void {
  store<i32>(record + (<usize>offset << 2), value);
}

function fail(code: i32, field: i32, index: i32, offset: i32, value: i32): i32 {
  setWord(STUFFER_ERROR, code);
  setWord(STUFFER_ERROR_FIELD, field);
  setWord(STUFFER_ERROR_INDEX, index);
  setWord(STUFFER_ERROR_OFFSET, offset);
  setWord(STUFFER_ERROR_VALUE, value);
  return code;
}

@inline function keyValueAt(key: i32): i32 {
  return load<i32>(KEY_VALUE_AT + (<usize>key << 2));
}

/**
 * Decodes the `textLength` ASCII characters at `text` (the bare code: the wrapper has already taken
 * it out of a URL and percent-decoded it) into the record at `out`, using `scratch` for the
 * MessagePack bytes. Returns 0 or the error code, which is also in the record with its place.
 */
export function decodeStufferCode(text: usize, textLength: i32, scratch: usize, scratchCapacity: i32, out: usize): i32 {
  record = out;
  memory.fill(out, 0, <usize>STUFFER_WORDS << 2);
  if (textLength < 0 || textLength > STUFFER_TEXT_CAPACITY) return fail(STUFFER_ERR_TOO_LONG, STUFFER_FIELD_ROOT, -1, 0, textLength);
  const size = decodeBase64(text, textLength, scratch, scratchCapacity);
  if (size == BASE64_OVERFLOW) return fail(STUFFER_ERR_TOO_LONG, STUFFER_FIELD_ROOT, -1, 0, textLength);
  if (size < 0) return fail(STUFFER_ERR_BAD_BASE64, STUFFER_FIELD_ROOT, -1, base64FaultOffset, 0);

  // First the whole structure (so a cut-off code is reported as such wherever it is cut), then the meaning.
  readerInit(scratch, size);
  const structure = skipValue();
  if (structure != 0) return fail(structure, STUFFER_FIELD_ROOT, -1, faultOffset, 0);
  if (pos != size) return fail(STUFFER_ERR_TRAILING_BYTES, STUFFER_FIELD_ROOT, -1, pos, size - pos);
  readerSeek(0);
  return readRoot();
}

function readRoot(): i32 {
  for (let key: i32 = 0; key < ROOT_KEYS; key++) store<i32>(KEY_VALUE_AT + (<usize>key << 2), -1);
  const entries = readMapHeader();
  if (entries >= 0) {
    for (let entry: i64 = 0; entry < entries; entry++) {
      const keyAt = pos;
      const key = readKey();
      if (key == KEY_FAULT) return fail(keyError, STUFFER_FIELD_ROOT, STUFFER_INDEX_MAP_KEY, keyAt, 0);
      // A repeated key keeps its last value, as a JS object does.
      if (key >= 0 && key < ROOT_KEYS) store<i32>(KEY_VALUE_AT + (<usize>key << 2), pos);
      const skipped = skipValue();
      if (skipped != 0) return fail(skipped, STUFFER_FIELD_ROOT, -1, faultOffset, 0);
    }
  } else {
    const length = readArrayHeader();
    if (length < 0) return fail(STUFFER_ERR_UNEXPECTED_TYPE, STUFFER_FIELD_ROOT, -1, 0, 0);
    for (let index: i32 = 0; index < ROOT_KEYS && <i64>index < length; index++) {
      store<i32>(KEY_VALUE_AT + (<usize>index << 2), pos);
      const skipped = skipValue();
      if (skipped != 0) return fail(skipped, STUFFER_FIELD_ROOT, -1, faultOffset, 0);
    }
  }
  for (let key: i32 = 0; key < ROOT_KEYS; key++) {
    const at = keyValueAt(key);
    if (at < 0 || peekByteAt(at) == NIL) return fail(STUFFER_ERR_MISSING_KEY, key, -1, 0, 0);
  }

  let code = readVector(0, STUFFER_TABLE, STUFFER_TABLE_LENGTH, 0, -STUFFER_VALUE_LIMIT, STUFFER_VALUE_LIMIT);
  if (code != 0) return code;
  code = readVector(1, STUFFER_POINTS, STUFFER_POINTS_LENGTH, 0, 0, STUFFER_VALUE_LIMIT);
  if (code != 0) return code;
  code = readScalar(2, STUFFER_LEVEL, STUFFER_LEVEL_MIN, STUFFER_LEVEL_MAX);
  if (code != 0) return code;
  code = readScalar(3, STUFFER_FLAGS, 0, i32.MAX_VALUE);
  if (code != 0) return code;
  // An omitted category holds one id (research §1.2).
  code = readVector(4, STUFFER_COUNTS, STUFFER_CATEGORY_COUNT, 1, 0, STUFFER_MAX_IDS);
  if (code != 0) return code;
  let placed: i32 = 0;
  for (let category: i32 = 0; category < STUFFER_PLACED_CATEGORIES; category++) {
    const count = word(STUFFER_COUNTS + category);
    if (count > stufferCategoryCapacity(category)) return fail(STUFFER_ERR_VALUE_OUT_OF_RANGE, 4, category, keyValueAt(4), count);
    placed += count;
  }
  return readIds(placed);
}

function readScalar(key: i32, offset: i32, min: i32, max: i32): i32 {
  readerSeek(keyValueAt(key));
  const code = readInt(<i64>min, <i64>max, 0);
  if (code != 0) return fail(code, key, -1, faultOffset, faultValue);
  setWord(offset, <i32>intValue);
  return 0;
}

/**
 * Key 0, 1 or 4: a sparse map {index: int} or an array, into `length` words from `offset`; entries
 * left out (or nil) take `absent`, indexes past `length` are never read (as DofusBook's loops).
 */
function readVector(key: i32, offset: i32, length: i32, absent: i32, min: i32, max: i32): i32 {
  for (let index: i32 = 0; index < length; index++) setWord(offset + index, absent);
  const at = keyValueAt(key);
  readerSeek(at);
  const entries = readMapHeader();
  if (entries >= 0) {
    for (let entry: i64 = 0; entry < entries; entry++) {
      const keyAt = pos;
      const index = readKey();
      if (index == KEY_FAULT) return fail(keyError, key, STUFFER_INDEX_MAP_KEY, keyAt, 0);
      if (index >= 0 && index < <i64>length) {
        const valueAt = pos;
        const code = readInt(<i64>min, <i64>max, <i64>absent);
        if (code != 0) return fail(code, key, <i32>index, valueAt, faultValue);
        setWord(offset + <i32>index, <i32>intValue);
      } else {
        const skipped = skipValue();
        if (skipped != 0) return fail(skipped, key, -1, faultOffset, 0);
      }
    }
    return 0;
  }
  const count = readArrayHeader();
  if (count < 0) return fail(STUFFER_ERR_UNEXPECTED_TYPE, key, -1, at, 0);
  for (let index: i64 = 0; index < count; index++) {
    if (index < <i64>length) {
      const valueAt = pos;
      const code = readInt(<i64>min, <i64>max, <i64>absent);
      if (code != 0) return fail(code, key, <i32>index, valueAt, faultValue);
      setWord(offset + <i32>index, <i32>intValue);
    } else {
      const skipped = skipValue();
      if (skipped != 0) return fail(skipped, key, -1, faultOffset, 0);
    }
  }
  return 0;
}

/** Key 5: the flat id list (nil = 0 = empty slot); ids past the ten categories must be 0. */
function readIds(placed: i32): i32 {
  const at = keyValueAt(5);
  readerSeek(at);
  const count = readArrayHeader();
  if (count < 0) return fail(STUFFER_ERR_UNEXPECTED_TYPE, 5, -1, at, 0);
  if (count > <i64>STUFFER_MAX_IDS) return fail(STUFFER_ERR_TOO_MANY_IDS, 5, -1, at, <i32>count);
  for (let index: i32 = 0; <i64>index < count; index++) {
    const valueAt = pos;
    const code = readInt(0, <i64>STUFFER_ID_MAX, 0);
    if (code != 0) return fail(code, 5, index, valueAt, faultValue);
    setWord(STUFFER_IDS + index, <i32>intValue);
  }
  setWord(STUFFER_ID_COUNT, <i32>count);
  for (let index: i32 = placed; <i64>index < count; index++) {
    const id = word(STUFFER_IDS + index);
    if (id != 0) return fail(STUFFER_ERR_UNPLACED_ITEM, 5, index, at, id);
  }
  return 0;
}

/**
 * Writes the record at `input` as DofusBook writes a code: a map with string keys "0"…"5"; key 0
 * holds only the non-zero table entries, key 4 only the categories whose count is not 1. Returns
 * the base64 length written at `text`, or −(error code).
 */
export function encodeStufferCode(input: usize, scratch: usize, scratchCapacity: i32, text: usize, textCapacity: i32): i32 {
  record = input;
  const idCount = word(STUFFER_ID_COUNT);
  if (idCount < 0 || idCount > STUFFER_MAX_IDS) return -STUFFER_ERR_VALUE_OUT_OF_RANGE;
  writerInit(scratch, scratchCapacity);
  writeMapHeader(ROOT_KEYS);

  writeDecimalKey(0);
  let nonZero: i32 = 0;
  for (let index: i32 = 0; index < STUFFER_TABLE_LENGTH; index++) if (word(STUFFER_TABLE + index) != 0) nonZero++;
  writeMapHeader(nonZero);
  for (let index: i32 = 0; index < STUFFER_TABLE_LENGTH; index++) {
    const value = word(STUFFER_TABLE + index);
    if (value == 0) continue;
    writeDecimalKey(index);
    writeInt(value);
  }

  writeDecimalKey(1);
  writeArrayHeader(STUFFER_POINTS_LENGTH);
  for (let index: i32 = 0; index < STUFFER_POINTS_LENGTH; index++) writeInt(word(STUFFER_POINTS + index));

  writeDecimalKey(2);
  writeInt(word(STUFFER_LEVEL));
  writeDecimalKey(3);
  writeInt(word(STUFFER_FLAGS));

  writeDecimalKey(4);
  let notOne: i32 = 0;
  for (let category: i32 = 0; category < STUFFER_PLACED_CATEGORIES; category++) if (word(STUFFER_COUNTS + category) != 1) notOne++;
  writeMapHeader(notOne);
  for (let category: i32 = 0; category < STUFFER_PLACED_CATEGORIES; category++) {
    const count = word(STUFFER_COUNTS + category);
    if (count == 1) continue;
    writeDecimalKey(category);
    writeInt(count);
  }

  writeDecimalKey(5);
  writeArrayHeader(idCount);
  for (let index: i32 = 0; index < idCount; index++) writeInt(word(STUFFER_IDS + index));

  if (writerOverflowed()) return -STUFFER_ERR_OUTPUT_OVERFLOW;
  const length = encodeBase64(scratch, written, text, textCapacity);
  return length < 0 ? -STUFFER_ERR_OUTPUT_OVERFLOW : length;
}
