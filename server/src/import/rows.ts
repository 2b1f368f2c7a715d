/**
 * Turns the raw records of one variant into table rows, and builds the engine catalogue from the
 * same records so that the catalogue and the tables always agree. Pure: no I/O.
 */
import type { Insertable } from 'kysely';
import { buildCatalog, isGameId, uniqueEquipment, type Catalog, type CatalogItem } from '../../../engine/src/catalog.ts';
import type { Variant } from '../../../engine/src/variants.ts';
import type { Database, GameTable, ItemKind, NameColumns } from '../db/schema.ts';
import { searchTextOf } from '../text.ts';
import type { Names, RawItemRecord, VariantFiles } from './records.ts';

export type GameRows = { [T in Exclude<GameTable, 'catalogs'>]: Insertable<Database[T]>[] };

export interface VariantRows {
  rows: GameRows;
  catalog: Catalog;
  /** Stat keys of the data that the catalogue does not know, with their number of lines. */
  unknownStatKeys: Record<string, number>;
  /** Records left out, with the reason, for the import log. */
  skipped: { file: string; id: unknown; reason: string }[];
}

export function nameColumns(names: Names | undefined): NameColumns {
  return { name_fr: names?.fr ?? null, name_en: names?.en ?? null, name_es: names?.es ?? null };
}

/** Items and weapons, one record per game id (the rule lives with the catalogue converter). */
function uniqueItems(files: VariantFiles, skipped: VariantRows['skipped']) {
  return uniqueEquipment(files.items, files.weapons, skipped);
}

/** Keeps the records with a valid id, reporting the others. */
function withValidIds<T extends { id?: unknown }>(records: T[], file: string, skipped: VariantRows['skipped']): T[] {
  const seen = new Set<number>();
  return records.filter((record) => {
    const reason = !isGameId(record.id) ? 'invalid id' : seen.has(record.id) ? 'duplicate id' : undefined;
    if (reason) {
      skipped.push({ file, id: record.id, reason });
      return false;
    }
    seen.add(record.id as number);
    return true;
  });
}

export function buildVariantRows(game: Variant, version: string, files: VariantFiles): VariantRows {
  const skipped: VariantRows['skipped'] = [];
  const items = uniqueItems(files, skipped);
  const sets = withValidIds(files.sets, 'sets.json', skipped);
  const classes = withValidIds(files.classes, 'classes.json', skipped);
  const spells = withValidIds(files.spells, 'spells.json', skipped);
  const report = { unknownStatKeys: new Map<string, number>() };
  const catalog = buildCatalog(
    game,
    version,
    {
      items: items.filter((entry) => entry.kind === 'item').map((entry) => entry.record),
      weapons: items.filter((entry) => entry.kind === 'weapon').map((entry) => entry.record),
      sets,
      classes,
      spells,
    },
    report,
  );
  // The catalogue already derives category, level, set membership (Dofus 2 lists members on the set
  // only) and availability: the columns take them from it rather than deriving them a second time.
  const derived = new Map<number, CatalogItem>(catalog.items.map((item) => [item.id, item]));

  const itemRows = items.map(({ record, kind }) => {
    const item = derived.get(record.id)!;
    const names = nameColumns(record.names);
    return {
      game,
      id: record.id,
      kind,
      category: item.category,
      weapon_type: record.weapon?.weapon_type ?? null,
      type_id: Number.isSafeInteger(record.type_id) ? record.type_id! : null,
      level: item.level,
      set_id: item.setId === 0 ? null : item.setId,
      availability: item.availability,
      ...names,
      search_text: searchTextOf(Object.values(names)),
      data: JSON.stringify(record),
    };
  });

  const catalogSets = new Map(catalog.sets.map((set) => [set.id, set]));
  const setRows = sets.map((set) => {
    const catalogSet = catalogSets.get(set.id)!;
    const names = nameColumns(set.names);
    // Six Retro sets have no level: the highest level of their pieces stands in for it.
    const level =
      set.level ?? Math.max(0, ...(set.item_ids ?? []).map((id) => derived.get(id)?.level ?? 0));
    return {
      game,
      id: set.id,
      level,
      availability: catalogSet.availability,
      ...names,
      search_text: searchTextOf(Object.values(names)),
      data: JSON.stringify(set),
    };
  });

  const rows: GameRows = {
    items: itemRows,
    sets: setRows,
    effects: withValidIds(files.effects, 'effects.json', skipped).map((effect) => ({
      game,
      id: effect.id,
      kind: effect.kind ?? null,
      stat: effect.stat ?? null,
      data: JSON.stringify(effect),
    })),
    classes: classes.map((cls) => ({ game, id: cls.id, ...nameColumns(cls.names), data: JSON.stringify(cls) })),
    spells: spells.map((spell) => ({
      game,
      id: spell.id,
      class_id: isGameId(spell.class_id) ? spell.class_id : null,
      ...nameColumns(spell.names),
      data: JSON.stringify(spell),
    })),
    item_types: withValidIds(files.item_types, 'item_types.json', skipped).map((type) => ({
      game,
      id: type.id,
      category: type.category ?? null,
      ...nameColumns(type.names),
      data: JSON.stringify(type),
    })),
    misc_items: withValidIds(files.misc_items, 'misc_items.json', skipped).map((misc) => ({
      game,
      id: misc.id,
      type_id: Number.isSafeInteger(misc.type_id) ? misc.type_id! : null,
      level: Number.isSafeInteger(misc.level) ? misc.level! : 0,
      ...nameColumns(misc.names),
      data: JSON.stringify(misc),
    })),
    recipes: withValidIds(
      files.recipes.map((recipe) => ({ ...recipe, id: recipe.item_id })),
      'recipes.json',
      skipped,
    ).map(({ id, ...recipe }) => ({ game, item_id: id, data: JSON.stringify(recipe) })),
  };
  return { rows, catalog, unknownStatKeys: Object.fromEntries(report.unknownStatKeys), skipped };
}
