/**
 * Import and export of stuffs (builder-spec §9 "Importer", issue 5): which code a text or link
 * holds, which one wins, and the draft an imported code becomes. Two codes travel together in a
 * share link: `stuff=` the dofus-stuffer code (DofusBook's format, lossy) and `tofulab=` our share
 * code (lossless, `share-code.ts`). A valid `tofulab=` wins; otherwise the dofus-stuffer code is read.
 */
import { Stuff } from '#contract/stuff';
import type { DecodedStuff } from '#engine';
import type { Variant } from '#game/variants';
import { SLOTS, type Slot } from '#game/slots';
import { isEngineInputError } from '#web/lib/engine/engine-errors.ts';
import { decodeShareCode, looksLikeShareCode, ShareCodeError, type ShareCodeProblem, type SharedStuff } from './share-code.ts';

/** Query parameters of a share link. */
export const STUFFER_PARAM = 'stuff';
export const SHARE_PARAM = 'tofulab';

/** What a pasted text or a link's query holds: a dofus-stuffer code, a share code, or both. */
export interface ImportSource {
  stufferCode?: string;
  shareCode?: string;
}

function sourceOf(stuffer: string | null | undefined, share: string | null | undefined): ImportSource | undefined {
  const stufferCode = stuffer?.trim() || undefined;
  const shareCode = share?.trim() || undefined;
  // A share code pasted where a dofus-stuffer code goes is still ours.
  if (stufferCode && !shareCode && looksLikeShareCode(stufferCode)) return { shareCode: stufferCode };
  if (!stufferCode && !shareCode) return undefined;
  return { ...(stufferCode && { stufferCode }), ...(shareCode && { shareCode }) };
}

/** The codes of the import page's query (`?stuff=…&tofulab=…`); undefined when it has neither. */
export function importSourceOfParams(params: URLSearchParams): ImportSource | undefined {
  return sourceOf(params.get(STUFFER_PARAM), params.get(SHARE_PARAM));
}

/**
 * The codes of a pasted text: a bare dofus-stuffer code, a DofusBook link, a share code, or one of
 * our share links. A dofus-stuffer link is left whole: the engine reads its `stuff` parameter.
 */
export function readImportText(text: string): ImportSource | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (looksLikeShareCode(trimmed)) return { shareCode: trimmed };
  const query = trimmed.includes('?') ? trimmed.slice(trimmed.indexOf('?') + 1) : trimmed;
  const params = new URLSearchParams(query.split('#')[0]);
  if (params.get(SHARE_PARAM)) return sourceOf(params.get(STUFFER_PARAM), params.get(SHARE_PARAM));
  return { stufferCode: trimmed };
}

/** The query of a link that re-opens `source` on the import page, starting with `?`. */
export function importQuery(source: ImportSource): string {
  const params = new URLSearchParams();
  if (source.stufferCode) params.set(STUFFER_PARAM, source.stufferCode);
  if (source.shareCode) params.set(SHARE_PARAM, source.shareCode);
  return `?${params.toString()}`;
}

// ------------------------------------------------------------------ which code wins

export type ResolvedImport =
  | { kind: 'share'; shared: SharedStuff }
  /** `shareCodeError`: the link had a share code too, but it could not be read. */
  | { kind: 'stuffer'; decoded: DecodedStuff; shareCodeError?: ShareCodeError };

/**
 * Reads the source: the share code when it is there and valid (lossless), else the dofus-stuffer
 * code through `decodeStuffer` (the engine; rejects with its `invalid_stuffer_code` error).
 */
export async function resolveImport(
  source: ImportSource,
  game: Variant,
  decodeStuffer: (code: string) => Promise<DecodedStuff>,
): Promise<ResolvedImport> {
  let shareCodeError: ShareCodeError | undefined;
  if (source.shareCode) {
    try {
      return { kind: 'share', shared: decodeShareCode(source.shareCode, game) };
    } catch (error) {
      if (!(error instanceof ShareCodeError) || !source.stufferCode) throw error;
      shareCodeError = error;
    }
  }
  if (!source.stufferCode) throw new ShareCodeError('not_share_code', 'nothing to import');
  const decoded = await decodeStuffer(source.stufferCode);
  return shareCodeError ? { kind: 'stuffer', decoded, shareCodeError } : { kind: 'stuffer', decoded };
}

// ------------------------------------------------------------------ the draft it becomes

/** What an imported code holds cannot be a stuff of this site (e.g. a level above its maximum). */
export class InvalidImportedStuffError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidImportedStuffError';
  }
}

function withoutZeros<K extends string>(values: Partial<Record<K, number>> | undefined): Partial<Record<K, number>> {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== 0)) as Partial<Record<K, number>>;
}

function validStuff(candidate: unknown): Stuff {
  const parsed = Stuff.safeParse(candidate);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new InvalidImportedStuffError(`${issue.path.join('.') || 'stuff'}: ${issue.message}`);
}

/**
 * The draft a dofus-stuffer code becomes. The code has no class, gender, per-item rolls, boosts or
 * mount: the draft keeps its class and gender, and the rest starts empty. Its forgemagie totals
 * become the build-wide forgemagie; unknown items stay in their slots (and are listed by the caller).
 */
export function draftFromStufferCode(decoded: DecodedStuff, current: Stuff): Stuff {
  return validStuff({
    id: current.id,
    mode: current.mode,
    name: current.name,
    classId: current.classId,
    gender: current.gender,
    level: decoded.level,
    points: withoutZeros(decoded.points),
    scrolls: withoutZeros(decoded.scrolls),
    items: { ...decoded.items },
    rolls: {},
    forgemagie: withoutZeros(decoded.forgemagie),
    boosts: [],
  });
}

/** The draft a share code becomes: the shared stuff itself, stored where the current one is. */
export function draftFromSharedStuff(shared: SharedStuff, current: Stuff): Stuff {
  return validStuff({ ...shared, id: current.id, mode: current.mode, name: current.name });
}

export interface ImportedDraft {
  stuff: Stuff;
  /** Ids the engine's catalogue does not know, in slot order; they stay in the stuff. */
  unknownItems: number[];
}

export function draftFromImport(resolved: ResolvedImport, current: Stuff): ImportedDraft {
  if (resolved.kind === 'share') return { stuff: draftFromSharedStuff(resolved.shared, current), unknownItems: [] };
  const stuff = draftFromStufferCode(resolved.decoded, current);
  const unknown = new Set(resolved.decoded.unknownItems);
  return { stuff, unknownItems: unknownIdsInSlotOrder(stuff, (id) => unknown.has(id)) };
}

/** The stuff's item ids that `isUnknown` flags, once each, in slot order. */
export function unknownIdsInSlotOrder(stuff: Pick<Stuff, 'items'>, isUnknown: (id: number) => boolean): number[] {
  const ids = SLOTS.flatMap((slot: Slot) => {
    const id = stuff.items[slot];
    return id !== undefined && isUnknown(id) ? [id] : [];
  });
  return [...new Set(ids)];
}

/**
 * Whether the draft holds nothing an import would lose: no item, roll, forgemagie, invested point,
 * scroll or boost. Class, level and gender alone are settings picked in a second, not work.
 */
export function isBlankDraft(stuff: Stuff): boolean {
  const allZero = (values: Partial<Record<string, number>>) => Object.values(values).every((value) => !value);
  return (
    Object.keys(stuff.items).length === 0 &&
    Object.values(stuff.rolls).every((lines) => !lines || Object.keys(lines).length === 0) &&
    allZero(stuff.forgemagie) &&
    allZero(stuff.points) &&
    allZero(stuff.scrolls) &&
    stuff.boosts.length === 0
  );
}

// ------------------------------------------------------------------ export

/** What a stuff loses in a dofus-stuffer code (engine README "What the format cannot carry"). */
export type StufferLoss = 'character' | 'rolls' | 'boosts' | 'mount' | 'partialScroll';

/** The code's scroll is all or nothing (research §1.4): anything else reads back as forgemagie. */
const STUFFER_FULL_SCROLL = 100;

/**
 * The losses that concern this stuff: the class and gender always (the code has neither); per-item
 * forgemagie (summed into one build-wide total per stat), boosts, the mount slot and a scroll
 * other than 0 or 100 (read back as forgemagie) only when the stuff has them.
 */
export function stufferExportLosses(stuff: Stuff): StufferLoss[] {
  const losses: StufferLoss[] = ['character'];
  if (Object.values(stuff.rolls).some((lines) => lines && Object.keys(lines).length > 0)) losses.push('rolls');
  if (stuff.boosts.length > 0) losses.push('boosts');
  if (stuff.items.mo !== undefined) losses.push('mount');
  if (Object.values(stuff.scrolls).some((value) => value !== undefined && value !== 0 && value !== STUFFER_FULL_SCROLL)) losses.push('partialScroll');
  return losses;
}

// ------------------------------------------------------------------ failures

export type ImportFailureKey =
  | 'builder.transfer.error.stufferCode'
  | `builder.transfer.error.share.${ShareCodeProblem}`
  | 'builder.transfer.error.invalidStuff'
  | 'error.generic';

/**
 * The message (an i18n key) for an import failure, and the technical detail shown under it: the
 * engine's own text for a dofus-stuffer code (it says what and where), ours for a share code.
 */
export function importFailure(error: unknown): { key: ImportFailureKey; detail?: string } {
  if (isEngineInputError(error)) return { key: 'builder.transfer.error.stufferCode', detail: error.message };
  if (error instanceof ShareCodeError) return { key: `builder.transfer.error.share.${error.problem}`, detail: error.message };
  if (error instanceof InvalidImportedStuffError) return { key: 'builder.transfer.error.invalidStuff', detail: error.message };
  return { key: 'error.generic', detail: error instanceof Error ? error.message : undefined };
}
