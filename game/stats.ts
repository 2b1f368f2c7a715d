/**
 * The one stat-key table of Tofulab. Every layer (data import, catalogue, WASM kernels, API, UI)
 * names a characteristic by these keys and the engine stores it in the column given by its index.
 * `engine/scripts/gen-assembly-constants.ts` turns this table into `@inline` constants for the
 * AssemblyScript kernels, so adding a key here is the only step needed to carry a new stat.
 */
export const STAT_KEYS = [
  // Primary characteristics: the order is the one of `PRIMARY_STATS` below and of the capital tables.
  'vitality',
  'wisdom',
  'strength',
  'intelligence',
  'chance',
  'agility',
  // Points and movement.
  'ap',
  'mp',
  'range',
  'summons',
  'initiative',
  'prospecting',
  'pods',
  'hp',
  // Damage.
  'damage',
  'damage_percent',
  'final_damage_percent',
  'physical_damage',
  'neutral_damage',
  'earth_damage',
  'fire_damage',
  'water_damage',
  'air_damage',
  'critical_hit',
  'critical_failure',
  'critical_damage',
  'heals',
  'trap_damage',
  'trap_damage_percent',
  'pushback_damage',
  'spell_damage_percent',
  'weapon_damage_percent',
  'melee_damage_percent',
  'ranged_damage_percent',
  'reflect_damage',
  // Resistances.
  'res_neutral',
  'res_earth',
  'res_fire',
  'res_water',
  'res_air',
  'res_neutral_percent',
  'res_earth_percent',
  'res_fire_percent',
  'res_water_percent',
  'res_air_percent',
  'pvp_res_neutral',
  'pvp_res_earth',
  'pvp_res_fire',
  'pvp_res_water',
  'pvp_res_air',
  'pvp_res_neutral_percent',
  'pvp_res_earth_percent',
  'pvp_res_fire_percent',
  'pvp_res_water_percent',
  'pvp_res_air_percent',
  'physical_reduction',
  'magic_reduction',
  'critical_resistance',
  'pushback_resistance',
  'melee_res_percent',
  'ranged_res_percent',
  // Dodge and lock.
  'ap_loss_dodge',
  'mp_loss_dodge',
  'ap_reduction',
  'mp_reduction',
  'lock',
  'dodge',
] as const;

export type StatKey = (typeof STAT_KEYS)[number];
export const STAT_COUNT = STAT_KEYS.length;

export const STAT_INDEX: Readonly<Record<StatKey, number>> = Object.fromEntries(
  STAT_KEYS.map((key, index) => [key, index]),
) as Record<StatKey, number>;

/** The six characteristics bought with capital and scrolls, in the engine's order. */
export const PRIMARY_STATS = ['vitality', 'wisdom', 'strength', 'intelligence', 'chance', 'agility'] as const;
export type PrimaryStat = (typeof PRIMARY_STATS)[number];

/**
 * Names that a variant's data uses for a concept another variant names differently. The data
 * README promises shared keys "where the concept is the same"; these are the few exceptions.
 */
export const STAT_ALIASES: Readonly<Record<string, StatKey>> = {
  life: 'hp', // touch: effect 110 "+ vie"
  magical_reduction: 'magic_reduction', // touch spelling of effect 183
  ap_loss_dodge_percent: 'ap_loss_dodge', // retro effect 160: "% de chance d'esquiver les pertes de PA"
  mp_loss_dodge_percent: 'mp_loss_dodge', // retro effect 161
};

/** Keys of the data that are flags, not characteristics: the catalogue drops them on purpose. */
export const NON_STAT_KEYS: ReadonlySet<string> = new Set(['hunting_weapon']);

export function statKeyOf(dataKey: string): StatKey | undefined {
  if (dataKey in STAT_INDEX) return dataKey as StatKey;
  return STAT_ALIASES[dataKey];
}

const STAT_KEY_SET: ReadonlySet<string> = new Set(STAT_KEYS);

export function isStatKey(value: string): value is StatKey {
  return STAT_KEY_SET.has(value);
}

/**
 * Short codes of the spec (builder-spec §9) and of the dofus-stuffer characteristic table
 * (research §1.3), used as `short_name` in the bootstrap effects and by the code importer.
 */
export const STAT_SHORT_CODES: Readonly<Partial<Record<StatKey, string>>> = {
  vitality: 'vi', wisdom: 'sa', strength: 'fo', intelligence: 'in', chance: 'ch', agility: 'ag',
  ap: 'pa', mp: 'pm', initiative: 'ii', prospecting: 'pp', range: 'po', summons: 'ic',
  ap_reduction: 'rpa', ap_loss_dodge: 'epa', mp_reduction: 'rpm', mp_loss_dodge: 'epm',
  critical_hit: 'cc', heals: 'so', lock: 'ta', dodge: 'fu', damage: 'dmg', damage_percent: 'pu',
  critical_damage: 'dc', pods: 'pd', neutral_damage: 'dnf', earth_damage: 'dtf', fire_damage: 'dff',
  water_damage: 'def', air_damage: 'daf', reflect_damage: 'rv', trap_damage: 'pi',
  trap_damage_percent: 'pip', pushback_damage: 'dp', spell_damage_percent: 'ds',
  weapon_damage_percent: 'dw', melee_damage_percent: 'dm', ranged_damage_percent: 'dd',
  res_neutral: 'rn', res_neutral_percent: 'rnp', res_earth: 'rt', res_earth_percent: 'rtp',
  res_fire: 'rf', res_fire_percent: 'rfp', res_water: 're', res_water_percent: 'rep',
  res_air: 'ra', res_air_percent: 'rap', critical_resistance: 'rc', pushback_resistance: 'rp',
  ranged_res_percent: 'rd', melee_res_percent: 'rm', hp: 'pv', critical_failure: 'ec',
  final_damage_percent: 'dfi', physical_damage: 'dph', physical_reduction: 'rph', magic_reduction: 'rma',
  pvp_res_neutral: 'rnj', pvp_res_earth: 'rtj', pvp_res_fire: 'rfj', pvp_res_water: 'rej', pvp_res_air: 'raj',
  pvp_res_neutral_percent: 'rnpj', pvp_res_earth_percent: 'rtpj', pvp_res_fire_percent: 'rfpj',
  pvp_res_water_percent: 'repj', pvp_res_air_percent: 'rapj',
};

/** Characteristics a player filters and ranks by first ("main" effects of the bootstrap). */
export const MAIN_STATS: readonly StatKey[] = [
  'vitality', 'wisdom', 'strength', 'intelligence', 'chance', 'agility', 'ap', 'mp', 'range', 'summons',
  'critical_hit', 'damage', 'damage_percent', 'heals', 'initiative', 'prospecting',
];
