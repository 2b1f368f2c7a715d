/**
 * Objective presets of the Panominator and the Dofus-Stuffer proposal (issue 6: "earth damage",
 * "tank", "AP/MP first"…), as plain weights on the final sheet's stat keys. The weights are ours
 * (Tofulab's proposal, engine README "Panominator"): one point of the element's characteristic is
 * worth one point of % damage (both multiply the base damage, research §4), a flat damage point about
 * five of them at the levels where presets are used, and AP and MP dwarf everything in "AP/MP first".
 */
import type { PanominatorConstraint, PanominatorQuery } from './panominator-types.ts';
import type { PrimaryStat, StatKey } from './stats.ts';
import type { StuffInput } from './stuff.ts';
import type { Variant } from './variants.ts';
import { DAMAGE_ELEMENTS, type CharacteristicElement } from './elements.ts';

export const PANOMINATOR_PRESETS = ['earth', 'fire', 'water', 'air', 'tank', 'ap_mp', 'wisdom'] as const;
export type PanominatorPreset = (typeof PANOMINATOR_PRESETS)[number];

export type DamageElementPreset = CharacteristicElement;
const ELEMENT_CHARACTERISTIC: Readonly<Record<DamageElementPreset, StatKey>> = {
  earth: 'strength',
  fire: 'intelligence',
  water: 'chance',
  air: 'agility',
};
const ELEMENT_DAMAGE: Readonly<Record<DamageElementPreset, StatKey>> = {
  earth: 'earth_damage',
  fire: 'fire_damage',
  water: 'water_damage',
  air: 'air_damage',
};
const RESISTANCE_ELEMENTS = DAMAGE_ELEMENTS;

function damageWeights(element: DamageElementPreset): Partial<Record<StatKey, number>> {
  return {
    [ELEMENT_CHARACTERISTIC[element]]: 1,
    damage_percent: 1,
    damage: 5,
    [ELEMENT_DAMAGE[element]]: 5,
    critical_hit: 2,
    ap: 100,
    mp: 60,
  };
}

function tankWeights(): Partial<Record<StatKey, number>> {
  const weights: Partial<Record<StatKey, number>> = { hp: 1, ap: 100, mp: 60 };
  for (const element of RESISTANCE_ELEMENTS) {
    weights[`res_${element}_percent`] = 8;
    weights[`res_${element}`] = 2;
  }
  return weights;
}

/** The weights of a preset. */
export function presetObjective(preset: PanominatorPreset): Partial<Record<StatKey, number>> {
  switch (preset) {
    case 'tank':
      return tankWeights();
    case 'ap_mp':
      return { ap: 1000, mp: 600, range: 50, hp: 0.1 };
    case 'wisdom':
      return { wisdom: 1, prospecting: 0.5, ap: 100, mp: 60 };
    default:
      return damageWeights(preset);
  }
}

export const DOFUS_STUFFER_ROLES = ['damage', 'tank'] as const;
export type DofusStufferRole = (typeof DOFUS_STUFFER_ROLES)[number];

export interface DofusStufferPreset {
  classId: number;
  level: number;
  element: DamageElementPreset;
  role: DofusStufferRole;
}

/**
 * The Dofus-Stuffer proposal (non-retro variants): a character, an element and a role become a
 * Panominator query. The character puts the level's whole capital in the element's characteristic
 * (tank: vitality; `capitalTo`, priced by the engine with the class's cost table), and the proposal
 * asks for the AP and MP a build of that level usually reaches.
 */
export function dofusStufferQuery(variant: Variant, preset: DofusStufferPreset): PanominatorQuery {
  const { classId, level, element, role } = preset;
  const main = role === 'tank' ? 'vitality' : (ELEMENT_CHARACTERISTIC[element] as PrimaryStat);
  const stuff: StuffInput = { classId, level, items: {} };
  const objective = role === 'tank' ? tankWeights() : damageWeights(element);
  if (role === 'tank') objective[ELEMENT_CHARACTERISTIC[element]] = 0.5;
  const constraints: PanominatorConstraint[] = [];
  if (variant !== 'retro' && level >= 100) {
    constraints.push({ stat: 'ap', min: level >= 180 ? 10 : 9 }, { stat: 'mp', min: level >= 180 ? 5 : 4 });
  }
  return { stuff, capitalTo: main, objective, constraints, allow: { dofus: true, pets: true, exos: false } };
}
