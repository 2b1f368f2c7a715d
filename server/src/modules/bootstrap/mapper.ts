/**
 * A game's effect definitions (effects.json) as the API names them: one effect per characteristic
 * for the bootstrap and the effect filters, the weapon hit effects, and the effect templates. The
 * bootstrap lists what a filter accepts, so both read this one module.
 */
import type { Bootstrap } from '#contract/bootstrap';
import { MAIN_STATS, STAT_KEYS, STAT_SHORT_CODES, statKeyOf, type StatKey } from '#game/stats';
import type { EffectsTable } from '#server/db/schema';
import type { RawEffectDefinition } from '#server/import/records';

type EffectRef = Bootstrap['effects']['main'][number];

export interface GameEffects {
  main: EffectRef[];
  normal: EffectRef[];
  hit: Bootstrap['hit'];
  templates: Bootstrap['effect_templates'];
}

/**
 * One effect per stat key: a game has a bonus and a malus effect for most characteristics (118
 * strength, 157 −strength); filters and labels name the bonus one (the malus one only when the
 * game has no bonus effect for that characteristic).
 */
export function gameEffects(rows: readonly (Pick<EffectsTable, 'id' | 'kind' | 'stat'> & { definition: RawEffectDefinition })[]): GameEffects {
  const byStat = new Map<StatKey, { id: number; definition: RawEffectDefinition }>();
  const hit: Bootstrap['hit'] = [];
  const templates: Bootstrap['effect_templates'] = [];
  for (const row of rows) {
    const { definition } = row;
    if (row.kind === 'hit') hit.push({ id: row.id, hit: definition.hit ?? 'unknown', element: definition.element ?? null });
    if (definition.template && Object.keys(definition.template).length > 0) {
      templates.push({ id: row.id, template: { ...definition.template } });
    }
    const key = row.stat ? statKeyOf(row.stat) : undefined;
    if (!key) continue;
    const chosen = byStat.get(key);
    if (!chosen || (chosen.definition.sign === -1 && definition.sign !== -1)) byStat.set(key, { id: row.id, definition });
  }
  const ref = (key: StatKey): EffectRef => {
    const { id, definition } = byStat.get(key)!;
    return { id, short_name: STAT_SHORT_CODES[key] ?? key, stat: key, name: { ...(definition.label ?? {}) } };
  };
  const main = MAIN_STATS.filter((key) => byStat.has(key)).map(ref);
  const normal = STAT_KEYS.filter((key) => !MAIN_STATS.includes(key) && byStat.has(key)).map(ref);
  return { main, normal, hit, templates };
}

const STAT_BY_SHORT_CODE: ReadonlyMap<string, StatKey> = new Map(
  Object.entries(STAT_SHORT_CODES).map(([key, code]) => [code, key as StatKey]),
);

/**
 * The characteristic an effect filter value names: a bootstrap effect id of this game (`118`), a
 * short name (`fo`) or a stat key (`strength`); undefined when it names none. `mainOnly` keeps to
 * the bootstrap's main effects.
 */
export function effectFilterStat(effects: GameEffects, value: string, mainOnly: boolean): StatKey | undefined {
  const refs = mainOnly ? effects.main : [...effects.main, ...effects.normal];
  const stat = /^\d+$/.test(value)
    ? refs.find((ref) => ref.id === Number(value))?.stat
    : (STAT_BY_SHORT_CODE.get(value) ?? statKeyOf(value));
  if (stat === undefined) return undefined;
  const key = stat as StatKey;
  return !mainOnly || MAIN_STATS.includes(key) ? key : undefined;
}
