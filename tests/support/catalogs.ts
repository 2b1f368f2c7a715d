/** Catalogues for tests: the hand-picked fixtures, and the real data when DATA_DIR is present. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { loadCatalog } from '#engine/node';
import type { Catalog } from '#engine/src/catalog.ts';
import type { Variant } from '#game/variants';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const FIXTURE_DATA_DIR = resolve(REPO_ROOT, 'tests/fixtures/data');
export const REAL_DATA_DIR = resolve(REPO_ROOT, process.env.DATA_DIR ?? '../shared/data');
export const hasRealData = existsSync(resolve(REAL_DATA_DIR, 'retro/manifest.json'));

export function fixtureCatalog(variant: Variant = 'retro'): Promise<Catalog> {
  return loadCatalog(FIXTURE_DATA_DIR, variant);
}

export function realCatalog(variant: Variant = 'retro'): Promise<Catalog> {
  return loadCatalog(REAL_DATA_DIR, variant);
}
