/**
 * Turns the raw records of one variant into table rows, and builds the engine catalogue from the
 * same records so that the catalogue and the tables always agree. Pure: no I/O.
 */
import type { Insertable } from 'kysely';
import { findCategory } from '#contract/categories';
import { buildCatalog, type Catalog, type CatalogItem } from '#engine';
import { isGameId, uniqueEquipment } from '#engine';
import type { StatKey } from '#game/stats';
import type { Variant } from '#game/variants';
import type { Database, GameTable, NameColumns, SearchScope, SortColumns } from '../db/schema.ts';
import {
  ALL_CLASSES_MASK,
  classMaskOf,
  elementMaskOf,
  positiveTotals,
  statTotals,
} from '#server/modules/search/facets';
import { trigrams } from '#server/modules/search/fuzzy';
import { indexWordsOf, normalizeText, searchTextOf } from '#server/modules/search/text';
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

function nameColumns(names: Names | undefined): NameColumns {
  return { name_fr: names?.fr ?? null, name_en: names?.en ?? null, name_es: names?.es ?? null };
}

/** The product's languages of a text object (the Dofus 2 data also has de, it, pt: not indexed). */
function productTexts(names: Names | undefined): string[] {
  return [names?.fr, names?.en, names?.es].filter((text): text is string => typeof text === 'string');
}

/**
 * Folded names to order by, per language; a missing name falls back to French (the product's
 * language, which the web app shows in its place), then English, then Spanish.
 */
function sortColumns({ name_fr, name_en, name_es }: NameColumns): SortColumns {
  return {
    sort_fr: normalizeText(name_fr ?? name_en ?? name_es ?? ''),
    sort_en: normalizeText(name_en ?? name_fr ?? name_es ?? ''),
    sort_es: normalizeText(name_es ?? name_fr ?? name_en ?? ''),
  };
}

/**
 * Vocabulary words shorter than this are left out of the typo table: a typed word gets typo
 * tolerance from 4 letters on, with one edit, so no accepted word is shorter than 3.
 */
const MIN_VOCABULARY_WORD = 3;

/** The trigram rows of every distinct indexed word of one scope (search/fuzzy.ts). */
function trigramRows(game: Variant, scope: SearchScope, indexRows: readonly { words: string }[]) {
  const vocabulary = new Set<string>();
  for (const row of indexRows) {
    for (const word of row.words.split(' ')) if (word.length >= MIN_VOCABULARY_WORD) vocabulary.add(word);
  }
  return [...vocabulary].flatMap((word) => trigrams(word).map((trigram) => ({ game, scope, trigram, word })));
}

function statRows(game: Variant, scope: SearchScope, id: number, positive: ReadonlyMap<StatKey, number>) {
  return [...positive].map(([stat, value]) => ({ game, scope, stat, ref_id: id, value }));
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

  const searchIndex: Insertable<Database['search_index']>[] = [];
  const statIndex: Insertable<Database['stat_index']>[] = [];
  const itemTotals = new Map<number, Map<StatKey, number>>();
  const itemClassMasks = new Map<number, number>();

  const itemRows = items.map(({ record, kind }) => {
    const item = derived.get(record.id)!;
    const names = nameColumns(record.names);
    const weaponType = record.weapon?.weapon_type ?? null;
    const totals = statTotals(item.stats);
    const positive = positiveTotals(totals);
    const classMask = classMaskOf(item.conditions);
    itemTotals.set(record.id, totals);
    itemClassMasks.set(record.id, classMask);
    statIndex.push(...statRows(game, 'item', record.id, positive));
    // Type names: the record's own (Retro has fr/en/es, Dofus 2 en) and the category's, so that
    // "chapeau bouftou" or "gobball hat" find the Coiffe du Bouftou in any variant.
    const category = findCategory(weaponType ?? item.category);
    searchIndex.push({
      game,
      scope: 'item',
      ref_id: record.id,
      standard: item.availability === 'standard' ? 1 : 0,
      words: indexWordsOf([
        ...productTexts(record.names),
        ...productTexts(record.type_name ?? record.type),
        ...(category ? Object.values(category.name) : []),
      ]),
    });
    return {
      game,
      id: record.id,
      kind,
      category: item.category,
      weapon_type: weaponType,
      type_id: Number.isSafeInteger(record.type_id) ? record.type_id! : null,
      level: item.level,
      set_id: item.setId === 0 ? null : item.setId,
      availability: item.availability,
      ...names,
      ...sortColumns(names),
      class_mask: classMask,
      element_mask: elementMaskOf(positive, item.hits),
      search_text: searchTextOf(Object.values(names)),
    };
  });
  const itemRecords = items.map(({ record }) => ({ game, id: record.id, data: JSON.stringify(record) }));
  const itemKinds = new Map(itemRows.map((row) => [row.id, row.kind === 'weapon' ? 'weapon' : row.category]));

  const catalogSets = new Map(catalog.sets.map((set) => [set.id, set]));
  const setRows = sets.map((set) => {
    const catalogSet = catalogSets.get(set.id)!;
    const names = nameColumns(set.names);
    // Six Retro sets have no level: the highest level of their pieces stands in for it.
    const level =
      set.level ?? Math.max(0, ...(set.item_ids ?? []).map((id) => derived.get(id)?.level ?? 0));
    // The whole set worn: every piece at its highest roll plus the bonus for the most pieces.
    const pieceIds = catalogSet.itemIds.filter((id) => derived.has(id));
    const totals = new Map<StatKey, number>();
    for (const id of pieceIds) {
      for (const [stat, value] of itemTotals.get(id) ?? []) totals.set(stat, (totals.get(stat) ?? 0) + value);
    }
    for (const [stat, value] of catalogSet.bonuses.at(-1)?.stats ?? []) totals.set(stat, (totals.get(stat) ?? 0) + value);
    const positive = positiveTotals(totals);
    statIndex.push(...statRows(game, 'set', set.id, positive));
    searchIndex.push({
      game,
      scope: 'set',
      ref_id: set.id,
      standard: catalogSet.availability === 'standard' ? 1 : 0,
      words: indexWordsOf(productTexts(set.names)),
    });
    const kinds = [...new Set(pieceIds.map((id) => itemKinds.get(id)!))].sort();
    return {
      game,
      id: set.id,
      level,
      availability: catalogSet.availability,
      ...names,
      ...sortColumns(names),
      // A set is for the classes that can wear all of its pieces.
      class_mask: pieceIds.reduce((mask, id) => mask & itemClassMasks.get(id)!, ALL_CLASSES_MASK),
      element_mask: elementMaskOf(positive, pieceIds.flatMap((id) => derived.get(id)!.hits ?? [])),
      piece_kinds: `|${kinds.map((kind) => `${kind}|`).join('')}`,
      search_text: searchTextOf(Object.values(names)),
      data: JSON.stringify(set),
    };
  });

  const classNames = new Map(classes.map((cls) => [cls.id, productTexts(cls.names)]));
  const spellRows = spells.map((spell) => {
    const names = nameColumns(spell.names);
    const classId = isGameId(spell.class_id) ? spell.class_id : null;
    // The class's name too: "feca armure" finds the Féca's armours.
    searchIndex.push({
      game,
      scope: 'spell',
      ref_id: spell.id,
      // Spells have no availability: every class spell is the game's.
      standard: 1,
      words: indexWordsOf([...productTexts(spell.names), ...((classId !== null && classNames.get(classId)) || [])]),
    });
    return {
      game,
      id: spell.id,
      class_id: classId,
      ...names,
      ...sortColumns(names),
      search_text: searchTextOf(Object.values(names)),
      data: JSON.stringify(spell),
    };
  });

  const rows: GameRows = {
    items: itemRows,
    item_records: itemRecords,
    sets: setRows,
    effects: withValidIds(files.effects, 'effects.json', skipped).map((effect) => ({
      game,
      id: effect.id,
      kind: effect.kind ?? null,
      stat: effect.stat ?? null,
      data: JSON.stringify(effect),
    })),
    classes: classes.map((cls) => ({ game, id: cls.id, ...nameColumns(cls.names), data: JSON.stringify(cls) })),
    spells: spellRows,
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
    search_index: searchIndex,
    search_trigrams: (['item', 'set', 'spell'] as const).flatMap((scope) =>
      trigramRows(
        game,
        scope,
        searchIndex.filter((row) => row.scope === scope),
      ),
    ),
    stat_index: statIndex,
  };
  return { rows, catalog, unknownStatKeys: Object.fromEntries(report.unknownStatKeys), skipped };
}
