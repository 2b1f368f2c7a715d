/** The character level a Panominator or Dofus-Stuffer form takes. */
export const LEVEL_MIN = 1;
export const LEVEL_MAX = 200;

export function parseLevel(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= LEVEL_MIN && value <= LEVEL_MAX ? value : undefined;
}
