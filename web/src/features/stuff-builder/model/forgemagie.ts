/**
 * Forgemagie of a stuff (builder-spec §1, §5; engine/README.md "Formulas"): the rolled value of each
 * item line, exo lines (a stat the item lacks) and the build-wide forgemagie of an imported
 * dofus-stuffer code. Rolls are stored only where they differ from what the engine assumes without
 * them, so resetting a line, an item or the whole stuff leaves no trace in the saved draft.
 */
import type { Stuff } from '#contract/stuff';
import type { CatalogItem } from '#engine';
import { EXO_LIMITED_STATS, EXO_STATS } from '#game/exo';
import { SLOTS, slotGroupOf, type Slot } from '#game/slots';
import { STAT_KEYS, type StatKey } from '#game/stats';
import { STUFFER_STAT_KEYS } from '#game/stuffer-code-format';
import { VALUE_LIMIT } from '#game/limits';
import { statValueMax, type Variant } from '#game/variants';
import type { IntegerBounds } from './integer-text.ts';

export type Rolls = Stuff['rolls'];
export type SlotRolls = Partial<Record<StatKey, number>>;
export type BuildWideForgemagie = Stuff['forgemagie'];

/**
 * One forgeable line of an item. The engine rolls all the lines of one stat together (a rolled value
 * replaces the sum of their maxima: core.ts `writeRollDelta`), so lines of the same stat are merged.
 */
export interface ForgeLine {
  stat: StatKey;
  min: number;
  max: number;
}

export function itemForgeLines(item: Pick<CatalogItem, 'stats'>): ForgeLine[] {
  const byStat = new Map<StatKey, ForgeLine>();
  for (const [stat, min, max] of item.stats) {
    const line = byStat.get(stat);
    if (line) {
      line.min += min;
      line.max += max;
    } else {
      byStat.set(stat, { stat, min, max });
    }
  }
  return [...byStat.values()];
}

/**
 * The value the engine uses for a line the stuff has no roll for: the line's maximum (engine README
 * "items (rolled lines, default maximum)"). For a malus line (−30 to −1) that is its best roll, −1.
 */
export function defaultLineValue(line: ForgeLine): number {
  return line.max;
}

/** An exo line counts from 0: the item has no such line (engine README "a rolled key the item lacks counts from 0"). */
export const EXO_DEFAULT_VALUE = 0;

export type LineState = 'default' | 'rolled' | 'overmage' | 'below_range';

export function lineState(line: ForgeLine, value: number): LineState {
  if (value > line.max) return 'overmage';
  if (value < line.min) return 'below_range';
  return value === defaultLineValue(line) ? 'default' : 'rolled';
}

/**
 * What a line may be forged to: its range widened on each side by the variant's "maximum stat per
 * version" (builder-spec §9, `statValueMax`: the largest value a player types for a forgemagie line),
 * inside the engine's bound on any value (`VALUE_LIMIT`). AP, MP and range lines are not overmaged:
 * one more of those is an exo, limited to one per stuff, and the engine counts an exo only on an item
 * without the line, so an overmage would slip past the rule.
 */
export function lineValueBounds(line: ForgeLine, variant: Variant, level: number): IntegerBounds {
  const reach = statValueMax(variant, level);
  const overmage = EXO_LIMITED_STATS.includes(line.stat) ? 0 : reach;
  return { min: Math.max(-VALUE_LIMIT, line.min - reach), max: Math.min(VALUE_LIMIT, line.max + overmage) };
}

/**
 * An exo is a bonus the item lacks: 1 up to the variant's maximum typed value (0 would be no line at
 * all). An AP, MP or range exo is exactly +1: the game's exo runes add one, and a dofus-stuffer code
 * has a single bit for each (research §1.2).
 */
export function exoValueBounds(stat: StatKey, variant: Variant, level: number): IntegerBounds {
  return { min: 1, max: EXO_LIMITED_STATS.includes(stat) ? 1 : statValueMax(variant, level) };
}

/** Build-wide totals come from a code: any value the engine takes. */
export const BUILD_WIDE_BOUNDS: IntegerBounds = { min: -VALUE_LIMIT, max: VALUE_LIMIT };

/** Exo lines of an item: its rolled keys that are none of its lines, in the order they were added. */
export function exoLines(lines: readonly ForgeLine[], slotRolls: SlotRolls | undefined): { stat: StatKey; value: number }[] {
  if (!slotRolls) return [];
  const own = new Set(lines.map((line) => line.stat));
  return (Object.keys(slotRolls) as StatKey[])
    .filter((stat) => !own.has(stat) && slotRolls[stat] !== undefined)
    .map((stat) => ({ stat, value: slotRolls[stat]! }));
}

/**
 * Stats an exo line could add to an item: the variant's list minus its lines and its exos, and
 * (issue 14 §5) only characteristics some item, weapon or set of the game gives (bootstrap
 * `stats_in_use`, when known): a rune of a characteristic no item has does not exist in that game.
 */
export function exoCandidates(
  variant: Variant,
  lines: readonly ForgeLine[],
  slotRolls: SlotRolls | undefined,
  statsInUse?: readonly StatKey[],
): StatKey[] {
  const taken = new Set<StatKey>(lines.map((line) => line.stat));
  for (const stat of Object.keys(slotRolls ?? {}) as StatKey[]) taken.add(stat);
  const inUse = statsInUse ? new Set(statsInUse) : undefined;
  return EXO_STATS[variant].filter((stat) => !taken.has(stat) && (!inUse || inUse.has(stat)));
}

/** Where the stuff already has the one exo a limited stat may have. */
export type ExoHolder = { kind: 'slot'; slot: Slot } | { kind: 'build_wide' };

/**
 * The exo of `stat` the stuff already has outside `slot`, when the stat is limited to one exo per
 * stuff (`EXO_LIMITED_STATS`: AP, MP, range). An exo is counted as the engine's `multiple_exo` rule
 * counts it: a roll above 0 of a stat the item has no line of; items whose lines are not known yet
 * are skipped like the engine skips unknown items. A positive build-wide total of such a stat is an
 * exo too: a dofus-stuffer code carries AP, MP and range forgemagie only as its three exo bits.
 */
export function existingExo(
  stat: StatKey,
  slot: Slot,
  stuff: Pick<Stuff, 'rolls' | 'forgemagie'>,
  linesOf: (slot: Slot) => readonly ForgeLine[] | undefined,
): ExoHolder | undefined {
  if (!EXO_LIMITED_STATS.includes(stat)) return undefined;
  for (const other of SLOTS) {
    if (other === slot) continue;
    const value = stuff.rolls[other]?.[stat];
    if (value === undefined || value <= 0) continue;
    const lines = linesOf(other);
    if (lines && !lines.some((line) => line.stat === stat)) return { kind: 'slot', slot: other };
  }
  if ((stuff.forgemagie[stat] ?? 0) > 0) return { kind: 'build_wide' };
  return undefined;
}

function withSlotRolls(rolls: Rolls, slot: Slot, slotRolls: SlotRolls): Rolls {
  const next = { ...rolls };
  if (Object.keys(slotRolls).length === 0) delete next[slot];
  else next[slot] = slotRolls;
  return next;
}

/**
 * The rolls with `stat` of `slot` set to `value`; a value equal to the line's default is not stored
 * (the key is removed, and the slot when it has no roll left).
 */
export function withRoll(rolls: Rolls, slot: Slot, stat: StatKey, value: number, defaultValue: number): Rolls {
  const slotRolls: SlotRolls = { ...rolls[slot] };
  if (value === defaultValue) delete slotRolls[stat];
  else slotRolls[stat] = value;
  return withSlotRolls(rolls, slot, slotRolls);
}

export function withoutRoll(rolls: Rolls, slot: Slot, stat: StatKey): Rolls {
  if (rolls[slot]?.[stat] === undefined) return rolls;
  const slotRolls: SlotRolls = { ...rolls[slot] };
  delete slotRolls[stat];
  return withSlotRolls(rolls, slot, slotRolls);
}

export function withoutSlotRolls(rolls: Rolls, slot: Slot): Rolls {
  if (rolls[slot] === undefined) return rolls;
  const next = { ...rolls };
  delete next[slot];
  return next;
}

export function withBuildWide(forgemagie: BuildWideForgemagie, stat: StatKey, value: number): BuildWideForgemagie {
  return { ...forgemagie, [stat]: value };
}

export function withoutBuildWide(forgemagie: BuildWideForgemagie, stat: StatKey): BuildWideForgemagie {
  const next = { ...forgemagie };
  delete next[stat];
  return next;
}

/** Build-wide lines in the stat table's order, so a reload shows them where they were. */
export function buildWideLines(forgemagie: BuildWideForgemagie): { stat: StatKey; value: number }[] {
  return STAT_KEYS.flatMap((stat) => (forgemagie[stat] === undefined ? [] : [{ stat, value: forgemagie[stat] }]));
}

/** Whether the stuff has any forgemagie at all (per item or build-wide). */
export function hasForgemagie(stuff: Pick<Stuff, 'rolls' | 'forgemagie'>): boolean {
  return Object.keys(stuff.rolls).length > 0 || Object.keys(stuff.forgemagie).length > 0;
}
