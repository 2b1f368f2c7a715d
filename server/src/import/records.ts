/**
 * The raw records of `DATA_DIR/<variant>/*.json`, as far as the server reads them, and the reading
 * of one variant folder. Field meanings: the "Schema" section of each variant's SOURCES.md. The
 * three variants differ (Retro has `type_id` and string conditions; Dofus 2 and Touch name the type
 * in `type` and structure their conditions); the raw record is kept whole in the `data` columns.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  RawClass,
  RawEffect,
  RawItem,
  RawSet,
  RawSpell,
  RawSpellEffect,
  RawSpellLevel,
} from '../../../engine/src/catalog.ts';

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

export class DataFileError extends Error {
  override name = 'DataFileError';
}

/** sha256 (hex) of the manifest: the data's version, which decides whether to import again. */
export async function manifestHash(dir: string): Promise<string> {
  const bytes = await readFile(path.join(dir, MANIFEST_FILE));
  return createHash('sha256').update(bytes).digest('hex');
}

export async function readManifest(dir: string): Promise<{ counts?: Record<string, number> }> {
  return JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as { counts?: Record<string, number> };
}

async function readArray(file: string): Promise<unknown[]> {
  if (!existsSync(file)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new DataFileError(`${file}: not valid JSON (${(error as Error).message})`, { cause: error });
  }
  if (!Array.isArray(parsed)) throw new DataFileError(`${file}: expected a JSON array of records`);
  return parsed;
}

/** Reads every known file of a variant folder; a missing file reads as an empty list. */
export async function readVariantFiles(dir: string): Promise<{ files: VariantFiles; missing: string[] }> {
  const missing = VARIANT_FILES.filter((name) => !existsSync(path.join(dir, `${name}.json`)));
  const arrays = await Promise.all(VARIANT_FILES.map((name) => readArray(path.join(dir, `${name}.json`))));
  const files = Object.fromEntries(VARIANT_FILES.map((name, index) => [name, arrays[index]])) as unknown as VariantFiles;
  return { files, missing };
}
