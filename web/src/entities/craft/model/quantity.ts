/** A typed craft quantity ("invalid integer quantity", builder-spec §8): digits only, 1 to CRAFT_QUANTITY_MAX. */
import { CRAFT_QUANTITY_MAX } from '#game/crafts';

export function parseCraftQuantity(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 1 && value <= CRAFT_QUANTITY_MAX ? value : undefined;
}

/** A typed gathered count: digits only, 0 or more (the need caps what is shown, game/crafts.ts). */
export function parseGatheredCount(text: string, max: number): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,9}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= max ? value : undefined;
}
