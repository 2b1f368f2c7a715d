/**
 * Database rows → the contract's shapes. Texts come from the name columns (fr, en, es: the product's
 * languages); everything else a detail shows comes from the raw record in `data`.
 */
import type { ItemDetail, ItemSummary, LocalizedText, SetSummary } from '../../contract/api.ts';
import type { Game } from '../../contract/api.ts';
import type { ItemRow, NameColumns, SetRow } from './db/schema.ts';
import type { Names, RawEffectRecord, RawIngredient, RawItemRecord, RawSetRecord } from './import/records.ts';
import type { ItemSummaryRow } from './repositories/items.ts';

export function localized(row: NameColumns): LocalizedText {
  const text: LocalizedText = {};
  if (row.name_fr !== null) text.fr = row.name_fr;
  if (row.name_en !== null) text.en = row.name_en;
  if (row.name_es !== null) text.es = row.name_es;
  return text;
}

/** A raw text object reduced to strings (the data never has other values, but `data` is untyped). */
function texts(value: Names | undefined): LocalizedText {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, text]) => typeof text === 'string'));
}

export function itemSummary(row: ItemSummaryRow): ItemSummary {
  return {
    id: row.id,
    name: localized(row),
    level: row.level,
    category: row.category,
    category_type: row.kind === 'weapon' ? 'W' : 'I',
    set_id: row.set_id,
    availability: row.availability,
  };
}

function effectOf(effect: RawEffectRecord): ItemDetail['effects'][number] {
  // Dofus 2 stat lines have no `kind`: a stat key makes them stat lines.
  const kind = effect.kind ?? (effect.hit ? 'hit' : effect.stat ? 'stat' : 'other');
  return {
    effect_id: effect.effect_id ?? null,
    kind,
    stat: effect.stat ?? null,
    hit: effect.hit ?? null,
    element: effect.element ?? null,
    min: effect.min ?? null,
    max: effect.max ?? null,
  };
}

/**
 * Conditions as one string: Retro's own notation as is ("CS>100&CV>50"), Touch's lines by their
 * French text, Dofus 2's structure as JSON (issue 4 renders them).
 */
function conditionsText(conditions: unknown): string | null {
  if (conditions === undefined || conditions === null || conditions === '') return null;
  if (typeof conditions === 'string') return conditions;
  if (Array.isArray(conditions)) {
    return conditions
      .map((line: unknown) =>
        typeof line === 'object' && line !== null && typeof (line as { text?: unknown }).text === 'string'
          ? (line as { text: string }).text
          : JSON.stringify(line),
      )
      .join(' & ');
  }
  return JSON.stringify(conditions);
}

function weaponOf(record: RawItemRecord): ItemDetail['weapon'] {
  const weapon = record.weapon;
  if (!weapon) return null;
  return {
    weapon_type: weapon.weapon_type ?? 'unknown',
    ap_cost: weapon.ap_cost ?? 0,
    range_min: weapon.range_min ?? 0,
    range_max: weapon.range_max ?? 0,
    crit_rate: weapon.crit_rate ?? null,
    crit_bonus: weapon.crit_bonus ?? null,
    fail_rate: weapon.fail_rate ?? null,
    two_handed: Boolean(weapon.two_handed ?? record.flags?.two_handed),
  };
}

export interface ItemDetailParts {
  game: Game;
  row: ItemRow;
  /** `row.data`, parsed. */
  record: RawItemRecord;
  set: SetRow | undefined;
  ingredients: readonly RawIngredient[];
  ingredientNames: ReadonlyMap<number, NameColumns>;
}

export function itemDetail({ game, row, record, set, ingredients, ingredientNames }: ItemDetailParts): ItemDetail {
  return {
    ...itemSummary(row),
    game,
    type_name: texts(record.type_name ?? record.type),
    description: texts(record.description),
    effects: (record.effects ?? []).map(effectOf),
    conditions: conditionsText(record.conditions),
    weapon: weaponOf(record),
    set: set ? { id: set.id, name: localized(set) } : null,
    recipe: ingredients.map((ingredient) => {
      const names = ingredientNames.get(ingredient.item_id);
      const name = names ? localized(names) : ingredient.name ? texts(ingredient.name) : null;
      return { item_id: ingredient.item_id, quantity: ingredient.quantity, name };
    }),
  };
}

export function setSummary(row: SetRow): SetSummary {
  const record = JSON.parse(row.data) as RawSetRecord;
  return {
    id: row.id,
    name: localized(row),
    level: row.level,
    item_ids: record.item_ids ?? [],
    availability: row.availability,
  };
}

/** The rows of the ids asked, in the order asked, each once; ids without a row are left out. */
export function inRequestedOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}
