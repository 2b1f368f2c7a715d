/** How the weapon and spells tabs write the engine's damage figures. */
import type { DamageRange } from '#game/damage-types';

export interface DamageFormatters {
  /** Whole numbers: min and max. */
  integer: Intl.NumberFormat;
  /** Averages and expectations, to one decimal. */
  decimal: Intl.NumberFormat;
}

export function damageFormatters(lang: string): DamageFormatters {
  return {
    integer: new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }),
    decimal: new Intl.NumberFormat(lang, { minimumFractionDigits: 0, maximumFractionDigits: 1 }),
  };
}

/** "12–20", or "15" when the line cannot roll anything else. */
export function rangeText(range: DamageRange, format: DamageFormatters): string {
  if (range.min === range.max) return format.integer.format(range.min);
  return `${format.integer.format(range.min)}\u2013${format.integer.format(range.max)}`;
}

/** The spell level a character of `characterLevel` can have: the highest one it reaches, else the first. */
export function defaultSpellLevel(levels: readonly { level: number; minPlayerLevel: number | null }[], characterLevel: number): number | undefined {
  let best: number | undefined;
  for (const entry of levels) {
    if ((entry.minPlayerLevel ?? 1) <= characterLevel && (best === undefined || entry.level > best)) best = entry.level;
  }
  return best ?? levels[0]?.level;
}
