/** Spell rows → the contract's shapes: names from the name columns, the rest from the raw record. */
import type { SpellHit } from '#contract/search';
import type { Spell } from '#contract/spells';
import type { z } from 'zod';
import { localized, texts } from '#server/db/names';
import type { RawSpellEffectRecord, RawSpellLevelRecord } from '#server/import/records';
import type { SpellHitRow, SpellWithRecord } from './repository.ts';

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

export function spellOf(row: SpellWithRecord): Spell {
  const { record } = row;
  return {
    id: row.id,
    class_id: row.class_id ?? 0,
    name: localized(row),
    description: texts(record.description),
    icon: numberOrNull(record.icon_id),
    levels: (record.levels ?? []).map(spellLevel),
  };
}

/** A navbar hit of a spell. */
export function spellHit(row: SpellHitRow): z.infer<typeof SpellHit> {
  return {
    id: row.id,
    spell_id: row.id,
    class_id: row.class_id ?? 0,
    name: localized(row),
    icon: row.record.icon_id ?? null,
  };
}
