/**
 * The shape of every record the importer reads, checked before anything is written (issue 12: a
 * record with `"level":"high"` used to be imported and then make its pages answer 500 forever).
 * Each schema checks the type of every field the importer, the mappers and the engine's catalogue
 * converter read, and lets the others through untouched: the raw record is stored whole.
 * Optional fields may be absent or null where the real data has nulls.
 */
import { z } from 'zod';
import type { VariantFiles } from './records.ts';

const int = z.number().int();
const num = z.number().finite();
const opt = <T extends z.ZodType>(schema: T) => schema.nullish();
/** Names and texts per language (`{fr: "…", en: "…"}`). */
const Texts = z.record(z.string(), z.string().nullable());

const Effect = z.looseObject({
  effect_id: opt(int),
  kind: opt(z.string()),
  stat: opt(z.string()),
  hit: opt(z.string()),
  element: opt(z.string()),
  min: opt(num),
  max: opt(num),
});

const Ingredient = z.looseObject({ item_id: int, quantity: num, name: opt(Texts) });

const Weapon = z.looseObject({
  weapon_type: opt(z.string()),
  ap_cost: opt(num),
  range_min: opt(num),
  range_max: opt(num),
  crit_rate: opt(num),
  crit_chance_percent: opt(num),
  crit_bonus: opt(num),
});

const Item = z.looseObject({
  id: int,
  id_kind: opt(z.string()),
  names: opt(Texts),
  type_id: opt(int),
  type_name: opt(Texts),
  type: opt(z.union([Texts, z.string()])),
  description: opt(Texts),
  category: opt(z.string()),
  level: opt(num),
  set_id: opt(int),
  availability: opt(z.string()),
  effects: opt(z.array(Effect)),
  recipe: opt(z.array(Ingredient)),
  flags: opt(z.looseObject({ two_handed: opt(z.boolean()) })),
  weapon: opt(Weapon),
});

const SetRecord = z.looseObject({
  id: int,
  names: opt(Texts),
  level: opt(num),
  item_ids: opt(z.array(int)),
  availability: opt(z.string()),
  bonuses: opt(z.array(z.looseObject({ items: int, effects: opt(z.array(Effect)) }))),
});

const EffectDefinition = z.looseObject({
  id: int,
  kind: opt(z.string()),
  stat: opt(z.string()),
  sign: opt(num),
  hit: opt(z.string()),
  element: opt(z.string()),
  label: opt(Texts),
  template: opt(Texts),
});

const ClassRecord = z.looseObject({
  id: int,
  names: opt(Texts),
  stat_costs: opt(z.record(z.string(), z.array(z.looseObject({ from: num, cost: num, count: opt(num) })))),
});

const SpellEffect = z.looseObject({
  effect_id: opt(int),
  kind: opt(z.string()),
  hit: opt(z.string()),
  element: opt(z.string()),
  min: opt(num),
  max: opt(num),
  turns: opt(num),
  chance: opt(num),
  p1: opt(num),
  p2: opt(num),
  p3: opt(num),
});

const SpellLevel = z.looseObject({
  level: opt(num),
  grade: opt(num),
  ap_cost: opt(num),
  range_min: opt(num),
  range_max: opt(num),
  crit_rate: opt(num),
  crit_rate_percent: opt(num),
  fail_rate: opt(num),
  casts_per_turn: opt(num),
  casts_per_target: opt(num),
  cooldown: opt(num),
  min_player_level: opt(num),
  area: opt(Texts),
  effects: opt(z.array(SpellEffect)),
  critical_effects: opt(z.array(SpellEffect)),
});

const Spell = z.looseObject({
  id: int,
  class_id: opt(int),
  names: opt(Texts),
  description: opt(Texts),
  icon_id: opt(int),
  levels: opt(z.array(SpellLevel)),
});

const ItemType = z.looseObject({ id: int, names: opt(Texts), category: opt(z.string()) });
const MiscItem = z.looseObject({ id: int, names: opt(Texts), type_id: opt(int), level: opt(num) });
const Recipe = z.looseObject({ item_id: int, ingredients: opt(z.array(Ingredient)) });

export const RECORD_SCHEMAS: { [K in keyof VariantFiles]: z.ZodType } = {
  items: Item,
  weapons: Item,
  sets: SetRecord,
  effects: EffectDefinition,
  classes: ClassRecord,
  spells: Spell,
  item_types: ItemType,
  misc_items: MiscItem,
  recipes: Recipe,
};

/** What is wrong with a record, in one line: `level: expected number, got "high"`. */
export function describeIssues(error: z.ZodError, record: unknown): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join('.') : 'record';
      let value: unknown = record;
      for (const key of issue.path) value = (value as Record<PropertyKey, unknown> | null | undefined)?.[key as PropertyKey];
      const got = value === undefined ? 'nothing' : JSON.stringify(value)?.slice(0, 40);
      const expected = issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message;
      return `${where}: ${expected}, got ${got}`;
    })
    .join('; ');
}
