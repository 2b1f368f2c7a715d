/**
 * A character's look (issue 21; builder-spec §3 Skin): class and sex, a head and a face, five colour
 * slots and the cosmetics worn. The game's art cannot be shipped, so heads and faces are the variants
 * of Tofulab's own renderer (web), numbered here so that the server validates what the page draws.
 *
 * Colour rules (the game's, as players know them): each of the five slots holds a colour 0xRRGGBB or
 * none (null: the class's own colour for that slot, CLASS_COLORS). Slot 1 colours the skin, slot 2
 * the hair, slots 3–5 the three cloth colours; a cosmetic worn takes the cloth colours too. Shading
 * darkens or lightens a slot's colour (`shade`), never changing its hue.
 */

export const SKIN_CLASS_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18] as const;
/** 0 male, 1 female. */
export const SKIN_GENDERS = [0, 1] as const;
/** Heads 1..SKIN_HEADS (the renderer's head variants, the same for every class and sex). */
export const SKIN_HEADS = 8;
/** Faces 1..SKIN_FACES (eyes and mouth variants). */
export const SKIN_FACES = 6;
export const SKIN_COLOR_SLOTS = ['skin', 'hair', 'cloth1', 'cloth2', 'cloth3'] as const;
export type SkinColorSlot = (typeof SKIN_COLOR_SLOTS)[number];
export const SKIN_COLOR_MAX = 0xffffff;
/** The cosmetic slots a look can wear (builder-spec: hat, cloak, shield, pet). */
export const SKIN_COSMETIC_SLOTS = ['hat', 'cloak', 'shield', 'pet'] as const;
export type SkinCosmeticSlot = (typeof SKIN_COSMETIC_SLOTS)[number];

/** Skin names (builder-spec §4): 3 to 20 characters; letters, digits, space, hyphen, dot, underscore. */
export const SKIN_NAME_MIN = 3;
export const SKIN_NAME_MAX = 20;
export const SKIN_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;

export type SkinColors = readonly [number | null, number | null, number | null, number | null, number | null];

export interface SkinLook {
  readonly classId: number;
  readonly gender: number;
  readonly head: number;
  readonly face: number;
  readonly colors: SkinColors;
  /** Cosmetic item ids worn, per slot (absent or null: none). */
  readonly cosmetics: Readonly<Partial<Record<SkinCosmeticSlot, number | null>>>;
}

/**
 * Each class's own colours (skin, hair, cloth 1–3), used for a slot left empty: chosen so that each
 * class reads at a glance (Féca's blue and gold, Iop's red, Sadida's greens…).
 */
export const CLASS_COLORS: Readonly<Record<number, readonly [number, number, number, number, number]>> = {
  1: [0xf1c9a5, 0x6b4423, 0x2f5da8, 0xd9b44a, 0xe8e1cf], // Féca
  2: [0xe8b98f, 0x3b2a1a, 0x6d8f3a, 0xc49a5a, 0x3a3a3a], // Osamodas
  3: [0xf0c8a0, 0xd8d8d8, 0x8a5a2b, 0xc9a227, 0x4a3b2a], // Enutrof
  4: [0xdcdcdc, 0x1c1c1c, 0x3a3a3a, 0x7a1f1f, 0xbfbfbf], // Sram
  5: [0xf3d2b3, 0x4f6fa8, 0x2a3f7a, 0xd4af37, 0xe6e6f0], // Xélor
  6: [0xf2c69b, 0x8b5a2b, 0x2e2e2e, 0xe0c060, 0xb03030], // Ecaflip
  7: [0xf7d6be, 0xe67aa8, 0xf2f2f2, 0xd84a7a, 0x7fb3d5], // Eniripsa
  8: [0xeec39a, 0x8b1a1a, 0xb22222, 0x5a5a5a, 0xd4a017], // Iop
  9: [0xf2cfa8, 0x6b3e26, 0x3c6e47, 0x8b6b3e, 0xe0d6b0], // Crâ
  10: [0x9bbf6a, 0x2f5a1e, 0x4e8a2e, 0x8b5a2b, 0xc6d98a], // Sadida
  11: [0xe0a080, 0x2a1a1a, 0x8b0000, 0x3a3a3a, 0xcc5500], // Sacrieur
  12: [0xf2d2b0, 0x1a1a1a, 0xf2f2f2, 0x2b2b2b, 0xa0522d], // Pandawa
  13: [0xeac096, 0x3a2a1a, 0x5a3a22, 0xb8860b, 0x2f2f2f], // Roublard
  14: [0xe8c4a0, 0x5a2d82, 0x6a2c91, 0xe0b040, 0x2a2a2a], // Zobal
  15: [0xe6c09a, 0x3b3b3b, 0x1f5f7a, 0xb87333, 0x8a8a8a], // Steamer
  16: [0xf0d0b0, 0x2aa198, 0x1e6f6a, 0xe8e0c8, 0x6a5acd], // Eliotrope
  17: [0xf3d3b6, 0xdedede, 0x3f51b5, 0xffc107, 0xe91e63], // Huppermage
  18: [0xe2b48c, 0x4a3020, 0x5b4636, 0x9e2a2b, 0xd8c3a5], // Ouginak
};

export const DEFAULT_LOOK: SkinLook = { classId: 1, gender: 0, head: 1, face: 1, colors: [null, null, null, null, null], cosmetics: {} };

export const isSkinColor = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= SKIN_COLOR_MAX;

/** The colours drawn: each slot's own, else the class's. */
export function resolvedColors(classId: number, colors: SkinColors): [number, number, number, number, number] {
  const own = CLASS_COLORS[classId] ?? CLASS_COLORS[1]!;
  return [0, 1, 2, 3, 4].map((slot) => colors[slot] ?? own[slot]!) as [number, number, number, number, number];
}

/**
 * The colour shaded by `amount` (−1 black … 0 itself … 1 white), channel by channel and rounded: the
 * light and shadow of a part, keeping its hue.
 */
export function shade(color: number, amount: number): number {
  const clamped = Math.max(-1, Math.min(1, amount));
  const channel = (shift: number) => {
    const value = (color >> shift) & 0xff;
    const target = clamped < 0 ? 0 : 255;
    return Math.round(value + (target - value) * Math.abs(clamped));
  };
  return (channel(16) << 16) | (channel(8) << 8) | channel(0);
}

export const toHex = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;
/** `#rrggbb` or `rrggbb` (any case) as a colour, else null. */
export function parseHex(text: string): number | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(text.trim());
  return match ? Number.parseInt(match[1]!, 16) : null;
}

/** Whether a look is one the renderer draws and the server stores (cosmetic ids are checked by the server against the catalogue). */
export function lookProblem(look: SkinLook): 'class' | 'gender' | 'head' | 'face' | 'color' | 'cosmetic' | null {
  if (!(SKIN_CLASS_IDS as readonly number[]).includes(look.classId)) return 'class';
  if (!(SKIN_GENDERS as readonly number[]).includes(look.gender)) return 'gender';
  if (!Number.isInteger(look.head) || look.head < 1 || look.head > SKIN_HEADS) return 'head';
  if (!Number.isInteger(look.face) || look.face < 1 || look.face > SKIN_FACES) return 'face';
  if (look.colors.length !== SKIN_COLOR_SLOTS.length || look.colors.some((color) => color !== null && !isSkinColor(color))) return 'color';
  for (const [slot, id] of Object.entries(look.cosmetics)) {
    if (!(SKIN_COSMETIC_SLOTS as readonly string[]).includes(slot)) return 'cosmetic';
    if (id !== null && id !== undefined && !(Number.isInteger(id) && id > 0 && id <= 2_147_483_647)) return 'cosmetic';
  }
  return null;
}

/**
 * The share link's code of a look: `1.` then class, sex, head, face, the five colours (hex, `-` for
 * none) and the four cosmetic ids (`-` for none), joined with `.`: short, readable, and stable.
 */
export function encodeLook(look: SkinLook): string {
  const colors = look.colors.map((color) => (color === null ? '-' : color.toString(16).padStart(6, '0')));
  const cosmetics = SKIN_COSMETIC_SLOTS.map((slot) => look.cosmetics[slot] ?? '-');
  return ['1', look.classId, look.gender, look.head, look.face, ...colors, ...cosmetics].join('.');
}

/** The look of a share code, or null when it is not one (a damaged or hand-edited link). */
export function decodeLook(code: string): SkinLook | null {
  const parts = code.split('.');
  if (parts.length !== 14 || parts[0] !== '1') return null;
  const int = (text: string) => (/^(0|[1-9]\d{0,9})$/.test(text) ? Number(text) : Number.NaN);
  const colors = parts.slice(5, 10).map((text) => (text === '-' ? null : /^[0-9a-f]{6}$/.test(text) ? Number.parseInt(text, 16) : Number.NaN));
  if (colors.some((color) => color !== null && Number.isNaN(color))) return null;
  const cosmetics: Partial<Record<SkinCosmeticSlot, number | null>> = {};
  for (const [index, slot] of SKIN_COSMETIC_SLOTS.entries()) {
    const text = parts[10 + index]!;
    if (text === '-') continue;
    const id = int(text);
    if (Number.isNaN(id)) return null;
    cosmetics[slot] = id;
  }
  const look: SkinLook = {
    classId: int(parts[1]!),
    gender: int(parts[2]!),
    head: int(parts[3]!),
    face: int(parts[4]!),
    colors: colors as unknown as SkinColors,
    cosmetics,
  };
  return lookProblem(look) === null ? look : null;
}

/** A random look of a class (every colour set), from `random()` in [0, 1). */
export function randomLook(random: () => number, classId?: number): SkinLook {
  const pick = (count: number) => Math.min(count - 1, Math.floor(random() * count));
  const color = () => pick(SKIN_COLOR_MAX + 1);
  return {
    classId: classId ?? SKIN_CLASS_IDS[pick(SKIN_CLASS_IDS.length)]!,
    gender: pick(2),
    head: 1 + pick(SKIN_HEADS),
    face: 1 + pick(SKIN_FACES),
    colors: [color(), color(), color(), color(), color()],
    cosmetics: {},
  };
}
