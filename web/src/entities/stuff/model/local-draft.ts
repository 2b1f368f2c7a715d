/**
 * The visitor's draft as it sits in localStorage (site-spec §9), read without the contract's schemas:
 * the page's early start (`web/src/engine-start.ts`, a classic script of a few hundred bytes) reads
 * it to ask the engine worker for the draft's first sheet while the app's code loads (issue 23). The
 * app's own read (`stuff-storage.ts`, checked by the contract) stays the reference: the early sheet
 * is used only for an input equal to the one the app computes (`app/draft-sheet.ts`).
 */
import { newStuffInput, type StuffInput } from '#game/stuff';

/** Storage key of site-spec §9. */
export const LOCAL_STUFF_KEY = 'local-stuff';

const INPUT_FIELDS = ['classId', 'level', 'gender', 'points', 'scrolls', 'items', 'rolls', 'forgemagie', 'boosts'] as const;

/**
 * The engine's input of a stored draft's text (`null`: none stored, the new draft's), or undefined
 * when the text is not a draft's (the app's read reports it).
 */
export function storedDraftInput(raw: string | null): StuffInput | undefined {
  if (raw === null) return newStuffInput();
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined;
  const record = stored as Record<string, unknown>;
  if (typeof record.classId !== 'number' || typeof record.level !== 'number' || typeof record.items !== 'object' || record.items === null) return undefined;
  const input: Record<string, unknown> = {};
  for (const field of INPUT_FIELDS) if (record[field] !== undefined) input[field] = record[field];
  return input as unknown as StuffInput;
}
