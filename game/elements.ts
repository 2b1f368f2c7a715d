/**
 * Elements and hit kinds: the five elements of the game, `best` (a line that hits in the caster's best
 * element), and what a weapon or spell line does.
 */
export const DAMAGE_ELEMENTS = ['neutral', 'earth', 'fire', 'water', 'air'] as const;
export type DamageElement = (typeof DAMAGE_ELEMENTS)[number];
export const ELEMENTS = [...DAMAGE_ELEMENTS, 'best'] as const;
export type Element = (typeof ELEMENTS)[number];

export const HIT_KINDS = ['damage', 'steal', 'heal', 'ap_loss', 'mp_loss', 'ap_steal', 'attract'] as const;
export type HitKind = (typeof HIT_KINDS)[number];
/** The hit kinds a damage calculation reads (spell lines keep only these). */
export const DAMAGE_HIT_KINDS = ['damage', 'steal', 'heal'] as const;
export type DamageHitKind = (typeof DAMAGE_HIT_KINDS)[number];

/** The elements the four damage presets and stuffer roles play in (neutral has no characteristic of its own). */
export const CHARACTERISTIC_ELEMENTS = ['earth', 'fire', 'water', 'air'] as const;
export type CharacteristicElement = (typeof CHARACTERISTIC_ELEMENTS)[number];
