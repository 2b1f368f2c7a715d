/**
 * The characteristics a tool offers for a game: the ones its items, weapons and sets give (bootstrap
 * `stats_in_use`) and the ones every character's sheet has whatever it wears (its characteristics,
 * AP, MP, HP, initiative, prospecting, pods, summons), in the table's order. A Retro form never
 * offers tackle, flee or % spell damage, which no Retro record gives. Pure functions: unit tested.
 */
import { PRIMARY_STATS, STAT_KEYS, type StatKey } from '#game/stats';

/** On every character's sheet, in every game, from its level and characteristics. */
export const SHEET_STATS: readonly StatKey[] = [...PRIMARY_STATS, 'ap', 'mp', 'summons', 'initiative', 'prospecting', 'pods', 'hp'];

/** The stats a list offers for a game; every stat while the game's list is not known yet. */
export function offeredStats(statsInUse: readonly StatKey[] | undefined): StatKey[] {
  if (statsInUse === undefined) return [...STAT_KEYS];
  const offered = new Set<StatKey>([...statsInUse, ...SHEET_STATS]);
  return STAT_KEYS.filter((stat) => offered.has(stat));
}

/** A select's options: the offered stats, and the current one first kept where it stands in the table if the game lacks it. */
export function statOptions(offered: readonly StatKey[], current: StatKey): StatKey[] {
  if (offered.includes(current)) return [...offered];
  const withCurrent = new Set<StatKey>([...offered, current]);
  return STAT_KEYS.filter((stat) => withCurrent.has(stat));
}

/** An objective's weights on the game's stats only (a preset written for every game); all of them if none is left. */
export function objectiveIn<T extends Partial<Record<StatKey, number>>>(objective: T, offered: readonly StatKey[] | undefined): T {
  if (offered === undefined) return objective;
  const kept = Object.fromEntries(Object.entries(objective).filter(([stat]) => offered.includes(stat as StatKey))) as T;
  return Object.keys(kept).length > 0 ? kept : objective;
}
