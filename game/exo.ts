/**
 * Exo lines (forgemagie adding a characteristic the item lacks): which stats are limited to one exo
 * per stuff, which an exo may add in each variant, and which items take none.
 */
import { slotGroupOf, type SlotGroup } from './slots.ts';
import type { StatKey } from './stats.ts';
import { STUFFER_STAT_KEYS } from './stuffer-code-format.ts';
import type { Variant } from './variants.ts';

/**
 * Stats limited to one exo line per stuff: research §1 (DofusBook stores one exo bit each for AP,
 * MP and range; validation "at most one exo per AP/MP/range") and dofuslab `getErrors`
 * (MultipleApExo, MultipleMpExo, MultipleRangeExo). Other stats may be overmaged on several items.
 */
export const EXO_LIMITED_STATS: readonly StatKey[] = ['ap', 'mp', 'range'];

/**
 * The stats an exo line may add, per variant. AP, MP and range first (the exos players look for),
 * then the table's order.
 * - retro: the characteristics of the dofus-stuffer table (the forgemagie DofusBook can carry,
 *   research §1.3) that Retro items actually have a line of in the 1.29 data; this leaves out the
 *   Dofus 2 lines the research lists as 0 in Retro (lock, dodge, pushback, critical damage…) and
 *   the elemental flat damages no Retro item has. It is the list of the 1.29 runes.
 * - dofus, touch: every characteristic of the dofus-stuffer table.
 */
const RETRO_EXO_STATS: readonly StatKey[] = [
  'ap', 'mp', 'range',
  'vitality', 'wisdom', 'strength', 'intelligence', 'chance', 'agility',
  'summons', 'initiative', 'prospecting', 'pods', 'critical_hit',
  'damage', 'damage_percent', 'heals', 'trap_damage', 'trap_damage_percent', 'reflect_damage',
  'res_neutral', 'res_earth', 'res_fire', 'res_water', 'res_air',
  'res_neutral_percent', 'res_earth_percent', 'res_fire_percent', 'res_water_percent', 'res_air_percent',
];
const FIRST_EXO_STATS: readonly StatKey[] = ['ap', 'mp', 'range'];
const STUFFER_EXO_STATS: readonly StatKey[] = [
  ...FIRST_EXO_STATS,
  ...STUFFER_STAT_KEYS.filter((stat) => !FIRST_EXO_STATS.includes(stat)),
];

export const EXO_STATS: Readonly<Record<Variant, readonly StatKey[]>> = {
  retro: RETRO_EXO_STATS,
  dofus: STUFFER_EXO_STATS,
  touch: STUFFER_EXO_STATS,
};

/**
 * Dofus, trophies, pets and mounts are not forged: their lines are fixed or fed, not runed. Their
 * values can still be set (a pet's fed state), but they take no exo line.
 */
export const NO_EXO_GROUPS: ReadonlySet<SlotGroup> = new Set(['dofus', 'pet', 'mount']);

export function takesExoLines(category: string): boolean {
  const group = slotGroupOf(category);
  return group !== undefined && !NO_EXO_GROUPS.has(group);
}

