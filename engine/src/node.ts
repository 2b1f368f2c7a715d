/**
 * Node-only helpers: read a variant's catalogue straight from the shared data folder
 * (`DATA_DIR/<variant>/*.json`, JSON arrays with one record per line).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCatalog, type Catalog, type CatalogReport, type RawVariantData } from './catalog.ts';
import type { Variant } from '../../game/variants.ts';

export function readDataFile<T>(dataDir: string, variant: string, file: string): T[] {
  const path = join(dataDir, variant, file);
  if (!existsSync(path)) return [];
  return JSON.parse(readFileSync(path, 'utf8')) as T[];
}

export function manifestHash(dataDir: string, variant: string): string {
  return createHash('sha256').update(readFileSync(join(dataDir, variant, 'manifest.json'))).digest('hex').slice(0, 16);
}

export async function loadCatalog(dataDir: string, variant: Variant, report?: CatalogReport): Promise<Catalog> {
  // Touch has no dataset of its own for every file yet; the engine runs touch rules on it anyway.
  const folder = variant;
  const raw: RawVariantData = {
    items: readDataFile(dataDir, folder, 'items.json'),
    weapons: readDataFile(dataDir, folder, 'weapons.json'),
    sets: readDataFile(dataDir, folder, 'sets.json'),
    classes: readDataFile(dataDir, folder, 'classes.json'),
    spells: readDataFile(dataDir, folder, 'spells.json'),
  };
  return buildCatalog(variant, manifestHash(dataDir, folder), raw, report);
}
