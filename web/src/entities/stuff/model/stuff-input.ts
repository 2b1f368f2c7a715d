import type { StuffInput } from '#game/stuff';
import type { Stuff } from '#contract/stuff';

/**
 * The part of a stuff the engine computes with. Only these fields make the sheet's query key, so
 * renaming a stuff does not recompute it.
 */
export function toStuffInput(stuff: Stuff): StuffInput {
  const { classId, level, gender, points, scrolls, items, rolls, forgemagie, boosts } = stuff;
  return { classId, level, gender, points, scrolls, items, rolls, forgemagie, boosts };
}
