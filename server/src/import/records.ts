/**
 * The raw records of `DATA_DIR/<variant>/*.json`, as far as the server reads them, and the reading
 * of one variant folder. Field meanings: the "Schema" section of each variant's SOURCES.md. The
 * three variants differ (Retro has `type_id` and string conditions; Dofus 2 and Touch name the type
 * in `type` and structure their conditions); the raw record is kept whole in the `data` columns.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';
import path from 'node:path';
import type { RawClass, RawEffect, RawItem, RawSet, RawSpell, RawSpellEffect, RawSpellLevel } from '#engine';

export type Names = Record<string, string>;

export interface RawEffectRecord extends RawEffect {
  effect_id?: number;
}

export interface RawItemRecord extends RawItem {
  names?: Names;
  type_id?: number;
  /** Retro: the type's name; Dofus 2 / Touch: `type`. */
  type_name?: Names;
  type?: Names;
  description?: Names;
  effects?: RawEffectRecord[];
  /** Retro: "CS>100&CV>50"; Dofus 2: a structured object; Touch: a list of lines with `text`. */
  conditions?: unknown;
  recipe?: RawIngredient[];
  /** "mount_family_id": the id is a mount family id, not an item id (Dofus 2, Touch). */
  id_kind?: string;
}

export interface RawIngredient {
  item_id: number;
  quantity: number;
  /** Touch embeds the ingredient's name. */
  name?: Names;
}

export interface RawSetRecord extends RawSet {
  names?: Names;
  level?: number;
  bonuses?: { items: number; effects?: RawEffectRecord[] }[];
}

export interface RawClassRecord extends RawClass {
  names?: Names;
}

export interface RawEffectDefinition {
  id: number;
  kind?: string;
  stat?: string;
  sign?: number;
  hit?: string;
  element?: string | null;
  label?: Names;
  /** Retro: the effect's text with #1/#2/#3 placeholders. */
  template?: Names;
}

/** A spell line: Retro gives the template parameters p1–p3 and a zone, Dofus 2 a kind and texts. */
export interface RawSpellEffectRecord extends RawSpellEffect {
  p1?: number;
  p2?: number;
  p3?: number;
  zone?: { shape?: unknown; size?: unknown };
  /** Dofus 2 shields. */
  value?: number;
  /** Dofus 2 pushback. */
  cells?: number;
}

export interface RawSpellLevelRecord extends RawSpellLevel {
  range_min?: number;
  range_boostable?: boolean;
  line_only?: boolean;
  line_of_sight?: boolean;
  free_cell?: boolean;
  casts_per_target?: number;
  cooldown?: number;
  min_player_level?: number;
  /** Dofus 2: the area in words, per language. */
  area?: Names;
  effects?: RawSpellEffectRecord[];
  critical_effects?: RawSpellEffectRecord[];
  /** Dofus 2: every line rendered, per language. */
  effects_text?: Record<string, unknown>;
  critical_effects_text?: Record<string, unknown>;
}

export interface RawSpellRecord extends RawSpell {
  names?: Names;
  description?: Names;
  /** Dofus 2 only. */
  icon_id?: number;
  levels?: RawSpellLevelRecord[];
}

export interface RawItemType {
  id: number;
  names?: Names;
  category?: string;
}

export interface RawMiscItem {
  id: number;
  names?: Names;
  type_id?: number;
  level?: number;
}

export interface RawRecipe {
  item_id: number;
  ingredients?: RawIngredient[];
}

/** The files of a variant folder that the importer reads; any of them may be missing. */
export interface VariantFiles {
  items: RawItemRecord[];
  weapons: RawItemRecord[];
  sets: RawSetRecord[];
  effects: RawEffectDefinition[];
  classes: RawClassRecord[];
  spells: RawSpellRecord[];
  item_types: RawItemType[];
  misc_items: RawMiscItem[];
  recipes: RawRecipe[];
}

export const VARIANT_FILES = [
  'items',
  'weapons',
  'sets',
  'effects',
  'classes',
  'spells',
  'item_types',
  'misc_items',
  'recipes',
] as const satisfies readonly (keyof VariantFiles)[];

export const MANIFEST_FILE = 'manifest.json';

/** sha256 (hex) of the manifest. */
export async function manifestHash(dir: string): Promise<string> {
  const bytes = await readFile(path.join(dir, MANIFEST_FILE));
  return createHash('sha256').update(bytes).digest('hex');
}

/** The bytes of a variant folder as the importer reads them: the manifest and each known file present. */
export interface VariantBytes {
  manifest: Buffer;
  files: Map<(typeof VARIANT_FILES)[number], Buffer>;
  missing: string[];
}

export async function readVariantBytes(dir: string): Promise<VariantBytes> {
  const manifest = await readFile(path.join(dir, MANIFEST_FILE));
  const files = new Map<(typeof VARIANT_FILES)[number], Buffer>();
  const missing: string[] = [];
  for (const name of VARIANT_FILES) {
    const file = path.join(dir, `${name}.json`);
    if (existsSync(file)) files.set(name, await readFile(file));
    else missing.push(name);
  }
  return { manifest, files, missing };
}

/**
 * The data's version: sha256 over the manifest and every file read. A file whose bytes changed
 * under an unchanged manifest changes it too, so the change is noticed (and checked) at start-up.
 */
export function dataFingerprint({ manifest, files }: VariantBytes): string {
  const hash = createHash('sha256').update(manifest);
  for (const [name, bytes] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`\0${name}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

/** 1-based line of a character offset of `text`. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) line++;
  return line;
}

/** The first byte of `bytes` that is not valid UTF-8, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index]!;
    if (byte < 0x80) {
      index++;
      continue;
    }
    const length = byte >= 0xc2 && byte <= 0xdf ? 2 : byte >= 0xe0 && byte <= 0xef ? 3 : byte >= 0xf0 && byte <= 0xf4 ? 4 : 0;
    if (length === 0 || index + length > bytes.length) return index;
    const second = bytes[index + 1]!;
    // Overlong forms, surrogates and code points above U+10FFFF narrow the second byte's range.
    const low = byte === 0xe0 ? 0xa0 : byte === 0xf0 ? 0x90 : 0x80;
    const high = byte === 0xed ? 0x9f : byte === 0xf4 ? 0x8f : 0xbf;
    if (second < low || second > high) return index;
    for (let next = 2; next < length; next++) {
      const continuation = bytes[index + next]!;
      if (continuation < 0x80 || continuation > 0xbf) return index;
    }
    index += length;
  }
  return -1;
}

/**
 * The character offset where each element of a top-level JSON array starts (the text must parse):
 * a scan that tracks strings and nesting, so that any formatting gives the right lines.
 */
function elementOffsets(text: string): number[] {
  const offsets: number[] = [];
  let depth = 0;
  let inString = false;
  let expectElement = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === ' ' || char === '\n' || char === '\r' || char === '\t') continue;
    if (depth === 1 && expectElement && char !== ']') {
      offsets.push(index);
      expectElement = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth++;
      if (depth === 1) expectElement = true;
    } else if (char === ']' || char === '}') depth--;
    else if (char === ',' && depth === 1) expectElement = true;
  }
  return offsets;
}

/** A problem of a data file, named by file and line. */
export interface DataProblem {
  file: string;
  line: number;
  message: string;
}

export const formatProblem = ({ file, line, message }: DataProblem) => `${file}:${line}: ${message}`;

/**
 * Decodes and parses one data file, checking every record against its schema. A file that is not
 * UTF-8, not JSON or not an array gives one problem; otherwise each refused record gives one, with
 * the line where it starts.
 */
export function parseDataFile(
  label: string,
  bytes: Buffer,
  validate: (record: unknown) => string | undefined,
): { records: unknown[]; problems: DataProblem[] } {
  const bad = isUtf8(bytes) ? -1 : firstInvalidUtf8(bytes);
  if (bad >= 0) {
    const line = bytes.subarray(0, bad).reduce((count, byte) => count + (byte === 0x0a ? 1 : 0), 1);
    return {
      records: [],
      problems: [{ file: label, line, message: `invalid UTF-8 at byte ${bad} (0x${bytes[bad]!.toString(16).padStart(2, '0')})` }],
    };
  }
  const text = bytes.toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message)?.[1];
    const offset = position === undefined ? text.length : Number(position);
    const line = lineAt(text, offset);
    const column = offset - (text.lastIndexOf('\n', offset - 1) + 1) + 1;
    const what = position === undefined ? 'the file ends inside a record (cut short?)' : message.replace(/ in JSON at position \d+.*$/, '');
    return { records: [], problems: [{ file: label, line, message: `not valid JSON, column ${column}: ${what}` }] };
  }
  if (!Array.isArray(parsed)) return { records: [], problems: [{ file: label, line: 1, message: 'expected a JSON array of records' }] };
  const offsets = elementOffsets(text);
  const problems: DataProblem[] = [];
  let line = 1;
  let lineOffset = 0;
  parsed.forEach((record, index) => {
    const reason = validate(record);
    if (reason === undefined) return;
    // Lines are counted forward from the previous problem: one pass over the text in all.
    const offset = offsets[index] ?? text.length;
    for (let at = text.indexOf('\n', lineOffset); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
      line++;
      lineOffset = at + 1;
    }
    const id = (record as { id?: unknown; item_id?: unknown } | null)?.id ?? (record as { item_id?: unknown } | null)?.item_id;
    problems.push({ file: label, line, message: `record ${index + 1}${id === undefined ? '' : ` (id ${JSON.stringify(id)})`}: ${reason}` });
  });
  return { records: parsed, problems };
}
