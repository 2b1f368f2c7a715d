/**
 * Item rows → the contract's shapes. Texts come from the name columns (fr, en, es: the product's
 * languages); everything else a detail shows comes from the item's raw record.
 */
import type { Game } from '#contract/common';
import type { CacminatorWeapon, ItemDetail, ItemSummary } from '#contract/items';
import type { SetDetail } from '#contract/sets';
import { compileConditions } from '#game/item-conditions';
import { localized, texts } from '#server/db/names';
import type { NameColumns, SetRow } from '#server/db/schema';
import type { RawEffectRecord, RawIngredient, RawItemRecord } from '#server/import/records';
import type { ItemRepository, ItemSummaryRow, ItemWithRecord } from './repository.ts';

/** An item's summary; `effects`: its effect lines (ItemRepository.effects; none when absent). */
export function itemSummary(row: ItemSummaryRow, effects: readonly RawEffectRecord[] = []): ItemSummary {
  return {
    id: row.id,
    name: localized(row),
    level: row.level,
    category: row.category,
    category_type: row.kind === 'weapon' ? 'W' : 'I',
    set_id: row.set_id,
    availability: row.availability,
    official: row.availability === 'standard',
    weapon_type: row.weapon_type,
    effects: effects.map(effectOf),
  };
}

/** Summaries of `rows`, each with its effect lines (one query for the page). */
export async function itemSummaries(items: ItemRepository, game: string, rows: readonly ItemSummaryRow[]): Promise<ItemSummary[]> {
  const effects = await items.effects(game, rows.map((row) => row.id));
  return rows.map((row) => itemSummary(row, effects.get(row.id)));
}

export function effectOf(effect: RawEffectRecord): ItemDetail['effects'][number] {
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
export function conditionsText(conditions: unknown): string | null {
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

export function weaponOf(record: RawItemRecord): ItemDetail['weapon'] {
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

interface ItemDetailParts {
  game: Game;
  row: ItemWithRecord;
  set: Pick<SetRow, 'id'> & NameColumns | undefined;
  ingredients: readonly RawIngredient[];
  ingredientNames: ReadonlyMap<number, NameColumns>;
}

export function itemDetail({ game, row, set, ingredients, ingredientNames }: ItemDetailParts): ItemDetail {
  const { record } = row;
  return {
    ...itemSummary(row, record.effects),
    game,
    type_name: texts(record.type_name ?? record.type),
    description: texts(record.description),
    conditions: conditionsText(record.conditions),
    condition_groups: compileConditions(game, record) ?? null,
    weapon: weaponOf(record),
    set: set ? { id: set.id, name: localized(set) } : null,
    recipe: recipeLines(ingredients, ingredientNames),
  };
}

function recipeLines(
  ingredients: readonly RawIngredient[],
  ingredientNames: ReadonlyMap<number, NameColumns>,
): ItemDetail['recipe'] {
  return ingredients.map((ingredient) => {
    const names = ingredientNames.get(ingredient.item_id);
    const name = names ? localized(names) : ingredient.name ? texts(ingredient.name) : null;
    return { item_id: ingredient.item_id, quantity: ingredient.quantity, name };
  });
}

/**
 * An item as a piece of a set: its summary and effects, its recipe when given, its conditions when
 * `withConditions`.
 */
export function setPiece(
  game: Game,
  row: ItemWithRecord,
  recipe: readonly RawIngredient[] | undefined,
  ingredientNames: ReadonlyMap<number, NameColumns>,
  withConditions: boolean,
): NonNullable<SetDetail['items']>[number] {
  const { record } = row;
  return {
    ...itemSummary(row, record.effects),
    ...(recipe ? { recipe: recipeLines(recipe, ingredientNames) } : {}),
    ...(withConditions ? { conditions: conditionsText(record.conditions), condition_groups: compileConditions(game, record) ?? null } : {}),
  };
}

/** The rows of the ids asked, in the order asked, each once; ids without a row are left out. */
export function inRequestedOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

/** A weapon as the Cacminator reads it: summary with hit lines, weapon block, equip conditions. */
export function cacminatorWeapon(game: Game, row: ItemWithRecord): CacminatorWeapon {
  const { record } = row;
  const weapon = weaponOf(record) ?? { weapon_type: row.weapon_type ?? 'unknown', ap_cost: 0, range_min: 0, range_max: 0, crit_rate: null, crit_bonus: null, fail_rate: null, two_handed: false };
  return {
    ...itemSummary(row, record.effects),
    weapon: { ...weapon, uses_per_turn: record.weapon?.uses_per_turn ?? null },
    condition_groups: compileConditions(game, record) ?? null,
  };
}

/** Damage and steal lines (the Cacminator's element filter reads these). */
export function weaponHitElements(record: RawItemRecord): Set<string> {
  return new Set((record.effects ?? []).filter((effect) => effect.hit === 'damage' || effect.hit === 'steal').flatMap((effect) => (effect.element ? [effect.element] : [])));
}
