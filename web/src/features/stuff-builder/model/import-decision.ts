/**
 * What a visitor decides on before a shared or imported stuff replaces the draft: the figures the
 * preview shows (computed by the engine, read-only) and how the current draft is named in the
 * sentence that says it will be replaced. Pure: unit tested without a browser.
 */
import type { Stuff } from '#contract/stuff';
import { SLOTS } from '#game/slots';
import type { StatKey } from '#game/stats';
import { isBlankDraft } from '#web/entities/stuff/model/stuffer-code-import.ts';

/** The main figures of the preview, in the order of the sheet's summary. */
export const MAIN_FIGURES = [
  'hp',
  'ap',
  'mp',
  'range',
  'initiative',
  'prospecting',
  'vitality',
  'wisdom',
  'strength',
  'intelligence',
  'chance',
  'agility',
] as const satisfies readonly StatKey[];

export type CurrentDraft =
  /** Nothing in it: opening the stuff loses nothing, no confirmation. */
  | { blank: true }
  /** Work in it: named by its own name when it has one, else by class, level and item count. */
  | { blank: false; name: string | undefined; classId: number; level: number; itemCount: number };

export function currentDraftOf(stuff: Stuff): CurrentDraft {
  if (isBlankDraft(stuff)) return { blank: true };
  const name = stuff.name.trim();
  return {
    blank: false,
    name: name === '' ? undefined : name,
    classId: stuff.classId,
    level: stuff.level,
    itemCount: SLOTS.filter((slot) => stuff.items[slot] !== undefined).length,
  };
}
