/**
 * The stuff's boost list (builder-spec §3 Boost: effect, value, count, active) and its edits. The
 * bounds are the engine's (engine/src/validate.ts): a value the engine would refuse is refused
 * here, with the field that is wrong, so the stuff never holds a boost the sheet cannot use.
 */
import { BOOST_COUNT_MAX, BOOSTS_MAX, type BoostEffect, type StuffBoost } from '#contract/stuff';
import { PRIMARY_STATS, STAT_KEYS, type StatKey } from '#game/stats';
import { BOOST_EFFECTS } from '#game/stuff';
import { BOOST_DAMAGE_FACTOR_LIMIT, VALUE_LIMIT } from '#game/limits';

export { BOOST_COUNT_MAX, BOOSTS_MAX };

/** Every effect a boost can have: the stat keys, then health %, shield % and flat shield. */
export const BOOST_EFFECT_CHOICES: readonly BoostEffect[] = [...STAT_KEYS, ...BOOST_EFFECTS];

/**
 * The effects the boost picker offers in this game (issue 14 §5): health and shield, the
 * characteristics some item, weapon or set of the game gives (bootstrap `stats_in_use`), and any
 * effect the stuff's boosts already hold, so that nothing saved is lost. Until the bootstrap is
 * there, the primary characteristics only.
 */
export function boostEffectChoices(statsInUse: readonly StatKey[] | undefined, kept: readonly BoostEffect[]): BoostEffect[] {
  const offered = new Set<BoostEffect>([...BOOST_EFFECTS, ...(statsInUse ?? PRIMARY_STATS), ...kept]);
  return BOOST_EFFECT_CHOICES.filter((effect) => offered.has(effect));
}

const NON_NEGATIVE_EFFECTS: ReadonlySet<BoostEffect> = new Set<BoostEffect>(BOOST_EFFECTS);

/** The values a boost of `effect` may have (engine/src/validate.ts). */
export function boostValueBounds(effect: BoostEffect): { min: number; max: number } {
  // Health and shield only ever add (builder-spec §9); a final-damage boost of −100 % or less would zero every hit.
  if (NON_NEGATIVE_EFFECTS.has(effect)) return { min: 0, max: VALUE_LIMIT };
  // One boost alone may reach the engine's bound on the whole list's factor (×1,000 is +99,900 %).
  if (effect === 'final_damage_percent') return { min: -99, max: (BOOST_DAMAGE_FACTOR_LIMIT - 1) * 100 };
  return { min: -VALUE_LIMIT, max: VALUE_LIMIT };
}

export type NumberReason = 'not_integer' | 'out_of_range';
export type ParsedNumber = { ok: true; value: number } | { ok: false; reason: NumberReason; min: number; max: number };

function parseIntegerIn(text: string, min: number, max: number): ParsedNumber {
  const trimmed = text.trim().replace(/^\u2212/, '-');
  if (!/^[+-]?\d+$/.test(trimmed)) return { ok: false, reason: 'not_integer', min, max };
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value) || value < min || value > max) return { ok: false, reason: 'out_of_range', min, max };
  return { ok: true, value: value === 0 ? 0 : value };
}

export function parseBoostValue(effect: BoostEffect, text: string): ParsedNumber {
  const { min, max } = boostValueBounds(effect);
  return parseIntegerIn(text, min, max);
}

export function parseBoostCount(text: string): ParsedNumber {
  return parseIntegerIn(text, 1, BOOST_COUNT_MAX);
}

/**
 * Bound of the product of the final-damage boosts, far above any real buff list: the engine's own
 * (it refuses a list past it), checked here first so the message names the boosts.
 */
export const FINAL_DAMAGE_FACTOR_MAX = BOOST_DAMAGE_FACTOR_LIMIT;

/** The final-damage factor of the active boosts, as engine/src/boosts.ts multiplies it. */
export function boostsDamageFactor(boosts: readonly StuffBoost[]): number {
  let factor = 1;
  for (const boost of boosts) {
    if (boost.active && boost.effect === 'final_damage_percent') factor *= (1 + boost.value / 100) ** boost.count;
  }
  return factor;
}

/** Whether the list can be given to the engine as it is. */
export function boostListFits(boosts: readonly StuffBoost[]): boolean {
  return boosts.length <= BOOSTS_MAX && boostsDamageFactor(boosts) <= FINAL_DAMAGE_FACTOR_MAX;
}

export function canAddBoost(boosts: readonly StuffBoost[]): boolean {
  return boosts.length < BOOSTS_MAX;
}

/** The list with `boost` added at the end (active), or the same list when it is full. */
export function addBoosts(boosts: readonly StuffBoost[], added: readonly Omit<StuffBoost, 'active'>[]): StuffBoost[] {
  const room = Math.max(0, BOOSTS_MAX - boosts.length);
  return [...boosts, ...added.slice(0, room).map((boost) => ({ ...boost, active: true }))];
}

export function updateBoost(boosts: readonly StuffBoost[], index: number, change: Partial<StuffBoost>): StuffBoost[] {
  return boosts.map((boost, at) => (at === index ? { ...boost, ...change } : boost));
}

export function removeBoost(boosts: readonly StuffBoost[], index: number): StuffBoost[] {
  return boosts.filter((_, at) => at !== index);
}

/**
 * The boost with another effect: its value is kept when the new effect allows it, else clamped to
 * the new bounds (a −10 strength boost turned into a shield becomes 0).
 */
export function changeBoostEffect(boost: StuffBoost, effect: BoostEffect): StuffBoost {
  const { min, max } = boostValueBounds(effect);
  return { ...boost, effect, value: Math.min(max, Math.max(min, boost.value)) };
}

/**
 * Class buffs as the retro data gives them (shared/data/retro/spells.json, level 6, normal cast;
 * a unit test reads the figures back from the data). Each is one stat line of the spell; the game
 * casts them on the caster or an ally for a few turns.
 */
export interface BoostPreset {
  id: string;
  spellId: number;
  classId: number;
  spellLevel: number;
  /** The spell's effect id in the data (its stat key follows the items' mapping of the same id). */
  effectId: number;
  effect: BoostEffect;
  value: number;
  name: { fr: string; en: string; es: string };
}

export const RETRO_BOOST_PRESETS: readonly BoostPreset[] = [
  { id: 'iop-power', spellId: 153, classId: 8, spellLevel: 6, effectId: 138, effect: 'damage_percent', value: 100, name: { fr: 'Puissance', en: 'Power', es: 'Potencia' } },
  { id: 'cra-powerful-shooting', spellId: 166, classId: 9, spellLevel: 6, effectId: 138, effect: 'damage_percent', value: 250, name: { fr: 'Tir Puissant', en: 'Powerful Shooting', es: 'Disparo Potente' } },
  { id: 'cra-critical-shooting', spellId: 162, classId: 9, spellLevel: 6, effectId: 115, effect: 'critical_hit', value: 14, name: { fr: 'Tir Critique', en: 'Critical Shooting', es: 'Disparo Crítico' } },
  { id: 'cra-bow-skill', spellId: 180, classId: 9, spellLevel: 6, effectId: 112, effect: 'damage', value: 60, name: { fr: "Maîtrise de l'Arc", en: 'Bow Skill', es: 'Dominio del Arco' } },
  { id: 'cra-distant-shooting', spellId: 172, classId: 9, spellLevel: 6, effectId: 117, effect: 'range', value: 6, name: { fr: 'Tir Eloigné', en: 'Distant Shooting', es: 'Disparo Lejano' } },
  { id: 'eniripsa-stimulating-word', spellId: 126, classId: 7, spellLevel: 6, effectId: 111, effect: 'ap', value: 2, name: { fr: 'Mot Stimulant', en: 'Stimulating Word', es: 'Palabra Estimulante' } },
  { id: 'ecaflip-clover', spellId: 104, classId: 6, spellLevel: 6, effectId: 115, effect: 'critical_hit', value: 10, name: { fr: 'Trèfle', en: 'Clover', es: 'Trébol' } },
  { id: 'sram-chakra-impulse', spellId: 75, classId: 4, spellLevel: 6, effectId: 115, effect: 'critical_hit', value: 10, name: { fr: 'Pulsion de Chakra', en: 'Chakra Impulse', es: 'Pulsión de Chakra' } },
];
