/**
 * Catalogues for the condition tests: the main fixtures plus the real records with conditions of
 * `tests/fixtures/conditions/<variant>/` (kept apart so that the API tests' item counts stay put).
 */
import { resolve } from 'node:path';
import { buildCatalog, type Catalog, type RawItem, type RawVariantData } from '#engine/src/catalog.ts';
import { readDataFile } from '#engine/node';
import type { Variant } from '#game/variants';
import { FIXTURE_DATA_DIR, REPO_ROOT } from './catalogs.ts';

export const CONDITION_FIXTURE_DIR = resolve(REPO_ROOT, 'tests/fixtures/conditions');

function merged(main: RawItem[], extra: RawItem[]): RawItem[] {
  const ids = new Set(main.map((record) => record.id));
  return [...main, ...extra.filter((record) => !ids.has(record.id))];
}

/** Retro or Dofus 2: fixtures + condition records. Touch: the condition records alone (no classes, no sets). */
export function conditionFixtureCatalog(variant: Variant): Catalog {
  const base = variant === 'touch' ? undefined : FIXTURE_DATA_DIR;
  const read = <T>(dir: string | undefined, file: string): T[] => (dir ? readDataFile<T>(dir, variant, file) : []);
  const raw: RawVariantData = {
    items: merged(read(base, 'items.json'), read(CONDITION_FIXTURE_DIR, 'items.json')),
    weapons: merged(read(base, 'weapons.json'), read(CONDITION_FIXTURE_DIR, 'weapons.json')),
    sets: read(base, 'sets.json'),
    classes: read(base, 'classes.json'),
  };
  return buildCatalog(variant, `conditions-fixture-${variant}`, raw);
}
