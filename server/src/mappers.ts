/**
 * Database rows → the contract's shapes. Texts come from the name columns (fr, en, es: the product's
 * languages); everything else a detail shows comes from the raw record in `data`.
 */
import type { LocalizedText, Game } from '#contract/common';
import type { ItemDetail, ItemSummary } from '#contract/items';
import type { SetDetail, SetSummary } from '#contract/sets';
import type { ClassSpellsResponse, Spell } from '#contract/spells';
import { compileConditions } from '#game/item-conditions';
import type { ItemWithRecord, NameColumns, SetRow, SpellRow } from './db/schema.ts';
import type {
  Names,
  RawEffectRecord,
  RawIngredient,
  RawItemRecord,
  RawSetRecord,
  RawSpellEffectRecord,
  RawSpellLevelRecord,
  RawSpellRecord,
} from './import/records.ts';
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
    official: row.availability === 'standard',
  };
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
  row: ItemWithRecord;
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
    condition_groups: compileConditions(game, record) ?? null,
    weapon: weaponOf(record),
    set: set ? { id: set.id, name: localized(set) } : null,
    recipe: recipeLines(ingredients, ingredientNames),
  };
}

export function recipeLines(
  ingredients: readonly RawIngredient[],
  ingredientNames: ReadonlyMap<number, NameColumns>,
): ItemDetail['recipe'] {
  return ingredients.map((ingredient) => {
    const names = ingredientNames.get(ingredient.item_id);
    const name = names ? localized(names) : ingredient.name ? texts(ingredient.name) : null;
    return { item_id: ingredient.item_id, quantity: ingredient.quantity, name };
  });
}

export function setSummary(row: Pick<SetRow, 'id' | 'level' | 'availability' | 'data'> & NameColumns): SetSummary {
  const record = JSON.parse(row.data) as RawSetRecord;
  return {
    id: row.id,
    name: localized(row),
    level: row.level,
    item_ids: record.item_ids ?? [],
    availability: row.availability,
  };
}

/** A set with its bonuses; `pieces` is added by the route when `populate` asks for it. */
export function setDetail(game: Game, row: SetRow, pieces?: SetDetail['items']): SetDetail {
  const record = JSON.parse(row.data) as RawSetRecord;
  const bonuses = (record.bonuses ?? [])
    .map((bonus) => ({ items: bonus.items, effects: (bonus.effects ?? []).map(effectOf) }))
    .sort((a, b) => a.items - b.items);
  return { ...setSummary(row), game, bonuses, ...(pieces ? { items: pieces } : {}) };
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function spellEffect(effect: RawSpellEffectRecord): Spell['levels'][number]['effects'][number] {
  const params = [effect.p1, effect.p2, effect.p3];
  // #1, #2, #3 of the template, up to the last one the data gives (a missing #2 before a #3 is 0).
  let given = -1;
  params.forEach((value, index) => {
    if (typeof value === 'number') given = index;
  });
  return {
    effect_id: numberOrNull(effect.effect_id),
    kind: effect.kind ?? null,
    hit: effect.hit ?? null,
    element: effect.element ?? null,
    min: numberOrNull(effect.min),
    max: numberOrNull(effect.max),
    params: params.slice(0, given + 1).map((value) => numberOrNull(value) ?? 0),
    turns: numberOrNull(effect.turns),
    chance: numberOrNull(effect.chance),
    zone:
      effect.zone && typeof effect.zone.shape === 'string' && typeof effect.zone.size === 'number'
        ? { shape: effect.zone.shape, size: effect.zone.size }
        : null,
    value: numberOrNull(effect.value),
    cells: numberOrNull(effect.cells),
  };
}

function effectTexts(value: Record<string, unknown> | undefined): Record<string, string[]> | null {
  if (!value) return null;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((line) => typeof line === 'string'),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

function spellLevel(level: RawSpellLevelRecord): Spell['levels'][number] {
  // Retro gives "1/x" rates, 0 meaning never; Dofus 2 a critical percent. Cast limits of 0 are "no limit".
  const rate = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);
  const limit = rate;
  return {
    level: numberOrNull(level.level ?? level.grade) ?? 0,
    ap_cost: numberOrNull(level.ap_cost),
    range_min: numberOrNull(level.range_min),
    range_max: numberOrNull(level.range_max),
    range_boostable: Boolean(level.range_boostable),
    line_only: Boolean(level.line_only),
    line_of_sight: Boolean(level.line_of_sight),
    free_cell: Boolean(level.free_cell),
    crit_rate: rate(level.crit_rate),
    crit_percent: numberOrNull(level.crit_rate_percent),
    fail_rate: rate(level.fail_rate),
    casts_per_turn: limit(level.casts_per_turn),
    casts_per_target: limit(level.casts_per_target),
    cooldown: numberOrNull(level.cooldown),
    min_player_level: numberOrNull(level.min_player_level),
    area: level.area ? texts(level.area) : null,
    effects: (level.effects ?? []).map(spellEffect),
    critical_effects: (level.critical_effects ?? []).map(spellEffect),
    effects_text: effectTexts(level.effects_text),
    critical_effects_text: effectTexts(level.critical_effects_text),
  };
}

export function spellOf(row: SpellRow): Spell {
  const record = JSON.parse(row.data) as RawSpellRecord;
  return {
    id: row.id,
    class_id: row.class_id ?? 0,
    name: localized(row),
    description: texts(record.description),
    icon: numberOrNull(record.icon_id),
    levels: (record.levels ?? []).map(spellLevel),
  };
}

export type ClassSpells = ClassSpellsResponse['data'];

/** The rows of the ids asked, in the order asked, each once; ids without a row are left out. */
export function inRequestedOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}
