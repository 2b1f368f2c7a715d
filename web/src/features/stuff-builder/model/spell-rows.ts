/**
 * The spells tab's rows: the API's spells (names, levels, required character level) joined with the
 * engine's damage of each level. A spell the API lists and the engine does not compute still shows
 * (with no figures); a spell only the engine has shows under its id.
 */
import type { LocalizedText } from '#contract/common';
import type { Spell } from '#contract/spells';
import type { SpellDamage } from '#game/damage-types';

export interface SpellLevelRow {
  level: number;
  minPlayerLevel: number | null;
  /** null when the engine has no figures for this level. */
  damage: SpellDamage | null;
}

export interface SpellRow {
  spellId: number;
  name: LocalizedText | null;
  levels: SpellLevelRow[];
  /** Whether any level has a damage, steal or heal line. */
  hasLines: boolean;
}

export interface SpellDamages {
  spellId: number;
  levels: readonly SpellDamage[];
}

export function spellRows(spells: readonly Spell[], damages: readonly SpellDamages[]): SpellRow[] {
  const damageById = new Map(damages.map((entry) => [entry.spellId, entry.levels]));
  const rows: SpellRow[] = spells.map((spell) => {
    const computed = damageById.get(spell.id) ?? [];
    const levels = spell.levels.map((level) => ({
      level: level.level,
      minPlayerLevel: level.min_player_level,
      damage: computed.find((entry) => entry.level === level.level) ?? null,
    }));
    return { spellId: spell.id, name: spell.name, levels, hasLines: levels.some((level) => (level.damage?.lines.length ?? 0) > 0) };
  });
  const listed = new Set(spells.map((spell) => spell.id));
  for (const entry of damages) {
    if (listed.has(entry.spellId)) continue;
    const levels = entry.levels.map((damage) => ({ level: damage.level, minPlayerLevel: null, damage }));
    rows.push({ spellId: entry.spellId, name: null, levels, hasLines: levels.some((level) => level.damage.lines.length > 0) });
  }
  return rows;
}
