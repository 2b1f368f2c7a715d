/**
 * What a builder number field accepts: a whole number typed in plain digits (a leading minus where
 * negatives are allowed) inside its bounds. Anything else stays in the field as typed, with the
 * error, and is not saved.
 */
export interface IntegerBounds {
  min: number;
  max: number;
}

export function parseIntegerText(text: string, { min, max }: IntegerBounds): number | undefined {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value) || value < min || value > max) return undefined;
  // "-0" is zero.
  return value === 0 ? 0 : value;
}
