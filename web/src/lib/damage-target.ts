/**
 * The defender and the attack situation of the damage views (the builder's weapon and spells tabs,
 * the Cacminator): what the user types (one text per field, so typing never loses a character),
 * what the engine receives (`Target`, `DamageOptions`), presets, and the session record that keeps
 * them across tabs and reloads. They belong to the page, not to the stuff: a stuff is the same
 * whoever it hits.
 */
import { z } from 'zod';
import { DAMAGE_ELEMENTS } from '#game/elements';
import type { DamageElement, DamageOptions, Target } from '#game/damage-types';

export { DAMAGE_ELEMENTS, type DamageElement };

/**
 * The engine's bounds (engine/src/damage-common.ts `validateDamageInput`): anything inside them is
 * computed, anything outside is an `invalid_target`. A unit test holds the two together.
 */
export const TARGET_PERCENT_LIMIT = 1_000;
export const TARGET_FLAT_LIMIT = 100_000;

export type ResistanceKind = 'resistPercent' | 'resistFlat';
export const RESISTANCE_KINDS: readonly ResistanceKind[] = ['resistPercent', 'resistFlat'];

export function resistanceLimit(kind: ResistanceKind): number {
  return kind === 'resistPercent' ? TARGET_PERCENT_LIMIT : TARGET_FLAT_LIMIT;
}

/** The target as typed: one text per element and kind. */
export interface TargetDraft {
  resistPercent: Record<DamageElement, string>;
  resistFlat: Record<DamageElement, string>;
  player: boolean;
}

export type TargetFieldError = { kind: ResistanceKind; element: DamageElement; reason: 'not_integer' | 'out_of_range' };

export type TargetParse = { ok: true; target: Target } | { ok: false; errors: TargetFieldError[] };

/** An integer typed in the field, if it is one ('' counts as 0: an empty field is no resistance). */
export function parseResistance(text: string, limit: number): { value: number } | { reason: TargetFieldError['reason'] } {
  const trimmed = text.trim().replace(/^\u2212/, '-');
  if (trimmed === '') return { value: 0 };
  if (!/^[+-]?\d+$/.test(trimmed)) return { reason: 'not_integer' };
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value) || Math.abs(value) > limit) return { reason: 'out_of_range' };
  return { value: value === 0 ? 0 : value };
}

/** The engine's target for a draft, or every field that is wrong. Zero resistances are left out. */
export function parseTargetDraft(draft: TargetDraft): TargetParse {
  const errors: TargetFieldError[] = [];
  const target: Target = {};
  for (const kind of RESISTANCE_KINDS) {
    const values: Partial<Record<DamageElement, number>> = {};
    for (const element of DAMAGE_ELEMENTS) {
      const parsed = parseResistance(draft[kind][element], resistanceLimit(kind));
      if ('reason' in parsed) errors.push({ kind, element, reason: parsed.reason });
      else if (parsed.value !== 0) values[element] = parsed.value;
    }
    if (Object.keys(values).length > 0) target[kind] = values;
  }
  if (draft.player) target.player = true;
  return errors.length > 0 ? { ok: false, errors } : { ok: true, target };
}

/** The draft showing a target (0 shown as an empty-looking "0"). */
export function targetToDraft(target: Target): TargetDraft {
  const texts = (values: Target['resistPercent']) =>
    Object.fromEntries(DAMAGE_ELEMENTS.map((element) => [element, String(values?.[element] ?? 0)])) as Record<DamageElement, string>;
  return { resistPercent: texts(target.resistPercent), resistFlat: texts(target.resistFlat), player: target.player === true };
}

export function sameTarget(a: Target, b: Target): boolean {
  if ((a.player === true) !== (b.player === true)) return false;
  return RESISTANCE_KINDS.every((kind) => DAMAGE_ELEMENTS.every((element) => (a[kind]?.[element] ?? 0) === (b[kind]?.[element] ?? 0)));
}

export const NO_RESISTANCE_TARGET: Target = {};

export interface TargetPreset {
  id: string;
  target: Target;
}

/**
 * Targets to start from. Only the first is a rule (no resistance); the others are round example
 * figures, labelled as examples in the UI, not a monster's or a player's real sheet.
 */
export const TARGET_PRESETS: readonly TargetPreset[] = [
  { id: 'none', target: NO_RESISTANCE_TARGET },
  {
    id: 'example_player',
    target: {
      resistPercent: { neutral: 20, earth: 20, fire: 20, water: 20, air: 20 },
      resistFlat: { neutral: 10, earth: 10, fire: 10, water: 10, air: 10 },
      player: true,
    },
  },
  {
    id: 'example_monster',
    target: { resistPercent: { neutral: 10, earth: 25, fire: -10, water: 0, air: 40 } },
  },
];

/** How the hit reaches the target: the engine's default, or forced melee or at distance. */
export const HIT_RANGES = ['default', 'melee', 'distance'] as const;
export type HitRange = (typeof HIT_RANGES)[number];

export interface DamageSettings {
  target: Target;
  hitRange: HitRange;
  /** Retro weapon-mastery buff in % (0 = none). */
  weaponMastery: number;
}

export const DEFAULT_DAMAGE_SETTINGS: DamageSettings = { target: NO_RESISTANCE_TARGET, hitRange: 'default', weaponMastery: 0 };

/** The engine's options for the settings; undefined when every option is the engine's default. */
export function damageOptionsOf(settings: DamageSettings, weaponMasteryAllowed: boolean): DamageOptions | undefined {
  const options: DamageOptions = {};
  if (settings.hitRange !== 'default') options.atDistance = settings.hitRange === 'distance';
  if (weaponMasteryAllowed && settings.weaponMastery > 0) options.weaponMastery = settings.weaponMastery;
  return Object.keys(options).length > 0 ? options : undefined;
}

/**
 * Retro weapon mastery (spells 390–397, research retro-formulas §2.3, [OFF] spells lang): the %
 * of each level's normal cast (10–35), and 40 for a level-6 critical cast.
 */
export const WEAPON_MASTERY_CHOICES: readonly { percent: number; level: number; critical: boolean }[] = [
  { percent: 10, level: 1, critical: false },
  { percent: 15, level: 2, critical: false },
  { percent: 20, level: 3, critical: false },
  { percent: 25, level: 4, critical: false },
  { percent: 30, level: 5, critical: false },
  { percent: 35, level: 6, critical: false },
  { percent: 40, level: 6, critical: true },
];

const elementValues = (limit: number) =>
  z.partialRecord(z.enum(DAMAGE_ELEMENTS), z.number().int().min(-limit).max(limit));

const StoredSettings = z.object({
  target: z.object({
    resistPercent: elementValues(TARGET_PERCENT_LIMIT).optional(),
    resistFlat: elementValues(TARGET_FLAT_LIMIT).optional(),
    player: z.boolean().optional(),
  }),
  hitRange: z.enum(HIT_RANGES),
  // Only the values the mastery picker offers: anything else would show as no choice at all.
  weaponMastery: z.number().refine((value) => value === 0 || WEAPON_MASTERY_CHOICES.some((choice) => choice.percent === value)),
});

/** Settings read back from the session; anything unreadable gives the defaults. */
export function readDamageSettings(text: string | null): DamageSettings {
  if (text === null) return DEFAULT_DAMAGE_SETTINGS;
  try {
    const parsed = StoredSettings.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as DamageSettings) : DEFAULT_DAMAGE_SETTINGS;
  } catch {
    return DEFAULT_DAMAGE_SETTINGS;
  }
}
