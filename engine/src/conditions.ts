/**
 * Item conditions and slot rules of a stuff (issue 3; engine/README.md "Conditions and slot rules").
 *
 * Conditions run in WASM: the catalogue's compiled conditions are laid out once as flat Int32
 * tables (conditions-layout.ts), then every call computes the stuff's sheet and lets the kernel
 * mark, per slot, the unmet and the undecided groups; only flagged groups are turned into objects.
 * Slot rules (identical set rings, identical Dofus, exos, slot categories, two-handed weapon and
 * shield, item level, prysmaradites) compare ids and categories of at most 17 items: plain code.
 */
import { EXO_LIMITED_STATS } from '../../game/exo.ts';
import type { CatalogItem } from './catalog.ts';
import type { EngineCore } from './core.ts';
import { CONDITION_LAYOUT as LAYOUT } from './conditions-layout.ts';
import { encodeConditionSubject } from './catalog-image.ts';
import {
  isUnevaluable,
  type ConditionAtom,
  type ConditionGroup,
  type ConditionOperator,
  type ConditionSubject,
} from '../../game/item-conditions.ts';
import { SHEET_LAYOUT, STUFF_LAYOUT } from './layout.ts';
import { SLOT_GROUPS, SLOTS, slotsForCategory, type Slot } from '../../game/slots.ts';
import { PRIMARY_STATS, STAT_INDEX, type PrimaryStat, type StatKey } from '../../game/stats.ts';
import type { StuffInput } from '../../game/stuff.ts';
import { validateStuff } from './validate.ts';
import { VARIANT_RULES } from '../../game/variants.ts';

/** An atom of a failing group, with the value the stuff has for its subject. */
export interface CheckedAtom {
  subject: ConditionSubject;
  operator: ConditionOperator;
  required: number;
  actual: number;
}

/** An atom the engine cannot decide (job, subscription, alignment…), with the data's text. */
export interface UncheckedAtom {
  subject: 'unevaluable';
  text: string;
}

export interface UnmetCondition {
  /**
   * `unmet`: every alternative of the group fails on the sheet. `unevaluable`: the alternatives the
   * engine can check fail and at least one it cannot check remains, so the group may or may not hold.
   */
  kind: 'unmet' | 'unevaluable';
  slot: Slot;
  itemId: number;
  /** Index of the group in the item's `conditions` (all groups must hold). */
  group: number;
  /** The group's alternatives (one must hold), in the catalogue's order. */
  atoms: (CheckedAtom | UncheckedAtom)[];
}

export const SLOT_RULE_CODES = [
  /** An item in a slot its category does not go in (slotsForCategory). */
  'wrong_slot',
  /** The same ring twice when it belongs to a set (identical set-less rings are allowed). */
  'duplicate_set_ring',
  /** The same Dofus, trophy or prysmaradite in two of d1…d6. */
  'duplicate_dofus',
  /** More than one exo line of AP, MP or range across the stuff. */
  'multiple_exo',
  /** A two-handed weapon worn with a shield. */
  'two_handed_with_shield',
  /** An item of a higher level than the character. */
  'level_too_high',
  /** More than one prysmaradite (Dofus 2). */
  'multiple_prysmaradites',
] as const;
export type SlotRuleCode = (typeof SLOT_RULE_CODES)[number];

export interface RuleViolation {
  code: SlotRuleCode;
  slots: Slot[];
  /** The item id of each slot of `slots`, in the same order. */
  itemIds: number[];
  /** `multiple_exo`: the stat of the exo lines. */
  stat?: StatKey;
}


const INT32_BYTES = 4;
/** The conditions of the catalogue in WASM memory, and the calls that check a stuff against them. */
export class ConditionChecker {
  private readonly resultPointer: number;

  // The tables are part of the core's memory image (catalog-image.ts `conditionTables`), laid out with it.
  constructor(private readonly core: EngineCore) {
    this.resultPointer = core.allocateWords(SLOTS.length * LAYOUT.resultWords);
  }

  /** Writes the stuff and computes its sheet into the core's scratch records. */
  private computeSheetRecord(stuff: StuffInput): void {
    this.core.writeStuff(stuff, this.core.stuffPointer);
    this.core.kernels.computeStats(this.core.stuffPointer, this.core.sheetPointer);
  }

  /**
   * Unmet and undecided condition groups of every item of the stuff, evaluated on its final sheet
   * (items, rolls, sets, forgemagie, boosts, base and scrolls); items the catalogue does not know
   * are skipped (the sheet lists them in `unknownItems`).
   */
  checkConditions(stuff: StuffInput): UnmetCondition[] {
    this.computeSheetRecord(stuff);
    const { kernels } = this.core;
    if (kernels.checkConditions(this.core.stuffPointer, this.core.sheetPointer, this.resultPointer) === 0) return [];
    const memory = this.core.words();
    const results = this.resultPointer / INT32_BYTES;
    const report: UnmetCondition[] = [];
    SLOTS.forEach((slot, slotIndex) => {
      const unmet = memory[results + slotIndex * LAYOUT.resultWords];
      const undecided = memory[results + slotIndex * LAYOUT.resultWords + 1];
      if ((unmet | undecided) === 0) return;
      const item = this.core.items[memory[this.core.stuffPointer / INT32_BYTES + STUFF_LAYOUT.items + slotIndex]];
      item.conditions!.forEach((group, index) => {
        const bit = 1 << index;
        if ((unmet & bit) === 0 && (undecided & bit) === 0) return;
        report.push({
          kind: (unmet & bit) !== 0 ? 'unmet' : 'unevaluable',
          slot,
          itemId: item.id,
          group: index,
          atoms: this.describeGroup(group),
        });
      });
    });
    return report;
  }

  /**
   * Mask of the condition groups of `itemId` that fail on the sheet of `stuff` (bit g = group g;
   * 0 when nothing the engine can decide forbids the item, or when the catalogue lacks the item).
   * The item need not be part of the stuff: this is the optimiser's "may I add it?" check.
   */
  unmetGroups(itemId: number, stuff: StuffInput): number {
    const row = this.core.rowOfItem.get(itemId);
    if (row === undefined) return 0;
    this.computeSheetRecord(stuff);
    return this.core.kernels.unmetConditionGroups(row, this.core.stuffPointer, this.core.sheetPointer) >>> 0;
  }

  private describeGroup(group: ConditionGroup): (CheckedAtom | UncheckedAtom)[] {
    return group.map((atom) =>
      isUnevaluable(atom)
        ? { subject: 'unevaluable' as const, text: atom[1] }
        : { subject: atom[0], operator: atom[1], required: atom[2], actual: this.actualValue(atom) },
    );
  }

  /** The value of an atom's subject in the scratch records, read as the kernel reads it. */
  private actualValue([subject]: ConditionAtom): number {
    const memory = this.core.words();
    const stuff = this.core.stuffPointer / INT32_BYTES;
    const sheet = this.core.sheetPointer / INT32_BYTES;
    const [kind, index] = encodeConditionSubject(subject);
    switch (kind) {
      case LAYOUT.subjectStat:
        return memory[sheet + SHEET_LAYOUT.stats + index];
      case LAYOUT.subjectBase:
        return memory[stuff + STUFF_LAYOUT.points + index] + memory[stuff + STUFF_LAYOUT.scrolls + index];
      case LAYOUT.subjectLevel:
        return memory[stuff + STUFF_LAYOUT.level];
      case LAYOUT.subjectClass:
        return memory[stuff + STUFF_LAYOUT.classId];
      case LAYOUT.subjectSex:
        return memory[stuff + STUFF_LAYOUT.gender];
      default: {
        let bonuses = 0;
        for (let entry = 0; entry < memory[sheet + SHEET_LAYOUT.setCount]; entry++) bonuses += memory[sheet + SHEET_LAYOUT.sets + entry * 2 + 1] - 1;
        return bonuses;
      }
    }
  }

  /** Slot rules of the stuff; the stuff is checked like every engine input first. */
  checkSlotRules(stuff: StuffInput): RuleViolation[] {
    validateStuff(stuff, VARIANT_RULES[this.core.variant]);
    return slotRuleViolations(stuff, (id) => {
      const row = this.core.rowOfItem.get(id);
      return row === undefined ? undefined : this.core.items[row];
    });
  }
}

/**
 * The slot rules, on a stuff whose items are looked up by id (unknown ids are left out: the sheet
 * reports them). Violations come rule by rule in `SLOT_RULE_CODES` order, slots in `SLOTS` order.
 * Plain loops over at most 17 entries: the optimiser may call this for every candidate stuff.
 */
export function slotRuleViolations(stuff: StuffInput, itemOf: (id: number) => CatalogItem | undefined): RuleViolation[] {
  const slots: Slot[] = [];
  const items: CatalogItem[] = [];
  for (const slot of SLOTS) {
    const id = stuff.items[slot];
    const item = id === undefined || id === 0 ? undefined : itemOf(id);
    if (item) {
      slots.push(slot);
      items.push(item);
    }
  }
  const violations: RuleViolation[] = [];
  const report = (code: SlotRuleCode, at: number[], stat?: StatKey): void => {
    const violation: RuleViolation = { code, slots: at.map((index) => slots[index]), itemIds: at.map((index) => items[index].id) };
    if (stat) violation.stat = stat;
    violations.push(violation);
  };

  for (let index = 0; index < slots.length; index++) {
    if (!slotsForCategory(items[index].category).includes(slots[index])) report('wrong_slot', [index]);
  }

  const ring1 = slots.indexOf('a1');
  const ring2 = slots.indexOf('a2');
  if (ring1 >= 0 && ring2 >= 0 && items[ring1].id === items[ring2].id && items[ring1].setId !== 0) report('duplicate_set_ring', [ring1, ring2]);

  const dofus: number[] = [];
  for (let index = 0; index < slots.length; index++) if (DOFUS_SLOTS.has(slots[index])) dofus.push(index);
  for (let first = 0; first < dofus.length; first++) {
    const id = items[dofus[first]].id;
    let seenBefore = false;
    for (let earlier = 0; earlier < first && !seenBefore; earlier++) seenBefore = items[dofus[earlier]].id === id;
    if (seenBefore) continue;
    const same = dofus.filter((index) => items[index].id === id);
    if (same.length > 1) report('duplicate_dofus', same);
  }

  if (stuff.rolls) {
    for (const stat of EXO_LIMITED_STATS) {
      const exos: number[] = [];
      for (let index = 0; index < slots.length; index++) {
        if ((stuff.rolls[slots[index]]?.[stat] ?? 0) > 0 && !hasLine(items[index], stat)) exos.push(index);
      }
      if (exos.length > 1) report('multiple_exo', exos, stat);
    }
  }

  const weapon = slots.indexOf('ar');
  const shield = slots.indexOf('br');
  if (weapon >= 0 && shield >= 0 && items[weapon].weapon?.twoHanded) report('two_handed_with_shield', [weapon, shield]);

  for (let index = 0; index < slots.length; index++) {
    if (items[index].level > stuff.level) report('level_too_high', [index]);
  }

  const prysmaradites = dofus.filter((index) => items[index].category === 'prysmaradite');
  if (prysmaradites.length > 1) report('multiple_prysmaradites', prysmaradites);

  return violations;
}

const DOFUS_SLOTS: ReadonlySet<Slot> = new Set(SLOT_GROUPS.dofus);

function hasLine(item: CatalogItem, stat: StatKey): boolean {
  for (const line of item.stats) if (line[0] === stat) return true;
  return false;
}
