// Item conditions against a computed sheet: every group of an item must hold, and a group holds
// when one of its atoms does. The catalogue's conditions are three flat Int32 tables laid out once
// by the wrapper (see engine/src/conditions-layout.ts); the kernels read a stuff record and the
// sheet record computed from it, and allocate nothing.

import {
  SLOT_COUNT, STUFF_ITEMS, STUFF_LEVEL, STUFF_CLASS_ID, STUFF_GENDER, STUFF_POINTS, STUFF_SCROLLS,
  SHEET_STATS, SHEET_SET_COUNT, SHEET_SETS,
  COND_ITEM_WORDS, COND_GROUP_WORDS, COND_ATOM_WORDS, COND_RESULT_WORDS,
  COND_SUBJECT_STAT, COND_SUBJECT_BASE, COND_SUBJECT_LEVEL, COND_SUBJECT_CLASS, COND_SUBJECT_SEX,
  COND_SUBJECT_SET_BONUS, COND_SUBJECT_UNEVALUABLE,
  COND_OP_GREATER, COND_OP_LESS, COND_OP_EQUAL,
} from './generated/constants';

let itemGroups: usize = 0;
let groups: usize = 0;
let atoms: usize = 0;
/** Undecided groups of the last `evaluateItem` call (its return value is the unmet ones). */
let lastUndecided: i32 = 0;

export function setConditionTables(itemGroupsPtr: usize, groupsPtr: usize, atomsPtr: usize): void {
  itemGroups = itemGroupsPtr;
  groups = groupsPtr;
  atoms = atomsPtr;
}

@inline function word(record: usize, offset: i32): i32 {
  return load<i32>(record + (<usize>offset << 2));
}

/** Active set bonuses as dofuslab counts them: Σ over worn sets of (distinct pieces − 1). */
function activeSetBonuses(sheet: usize): i32 {
  let total: i32 = 0;
  const worn = word(sheet, SHEET_SET_COUNT);
  for (let entry: i32 = 0; entry < worn; entry++) total += word(sheet, SHEET_SETS + (entry << 1) + 1) - 1;
  return total;
}

/** The value an atom compares, read from the stuff and its sheet. */
@inline function subjectValue(kind: i32, index: i32, stuff: usize, sheet: usize): i32 {
  if (kind == COND_SUBJECT_STAT) return word(sheet, SHEET_STATS + index);
  if (kind == COND_SUBJECT_BASE) return word(stuff, STUFF_POINTS + index) + word(stuff, STUFF_SCROLLS + index);
  if (kind == COND_SUBJECT_LEVEL) return word(stuff, STUFF_LEVEL);
  if (kind == COND_SUBJECT_CLASS) return word(stuff, STUFF_CLASS_ID);
  if (kind == COND_SUBJECT_SEX) return word(stuff, STUFF_GENDER);
  return activeSetBonuses(sheet);
}

@inline function compare(actual: i32, operator: i32, required: i32): bool {
  if (operator == COND_OP_GREATER) return actual > required;
  if (operator == COND_OP_LESS) return actual < required;
  if (operator == COND_OP_EQUAL) return actual == required;
  return actual != required;
}

/**
 * Evaluates the conditions of catalogue row `item`: returns the mask of its unmet groups (bit g set
 * when group g fails) and leaves the mask of its undecided groups in `lastUndecided`.
 */
function evaluateItem(item: i32, stuff: usize, sheet: usize): i32 {
  const entry = itemGroups + (<usize>(item * COND_ITEM_WORDS) << 2);
  const first = load<i32>(entry);
  const count = load<i32>(entry + 4);
  let unmet: i32 = 0;
  let undecided: i32 = 0;
  for (let g: i32 = 0; g < count; g++) {
    const group = groups + (<usize>((first + g) * COND_GROUP_WORDS) << 2);
    const firstAtom = load<i32>(group);
    const atomCount = load<i32>(group + 4);
    let holds = false;
    let unknown = false;
    for (let a: i32 = 0; a < atomCount; a++) {
      const atom = atoms + (<usize>((firstAtom + a) * COND_ATOM_WORDS) << 2);
      const kind = load<i32>(atom);
      if (kind == COND_SUBJECT_UNEVALUABLE) { unknown = true; continue; }
      if (compare(subjectValue(kind, load<i32>(atom + 4), stuff, sheet), load<i32>(atom + 8), load<i32>(atom + 12))) {
        holds = true;
        break;
      }
    }
    if (holds) continue;
    if (unknown) undecided |= 1 << g;
    else unmet |= 1 << g;
  }
  lastUndecided = undecided;
  return unmet;
}

/**
 * The optimiser's question for one item against one computed sheet: the mask of the item's groups
 * that certainly fail (0 = nothing the engine can decide forbids it). Undecided groups are left out.
 */
export function unmetConditionGroups(item: i32, stuff: usize, sheet: usize): i32 {
  return evaluateItem(item, stuff, sheet);
}

/**
 * Conditions of every item of `stuff` on its computed `sheet`: per slot, writes the unmet and the
 * undecided group masks at `out` (COND_RESULT_WORDS words a slot, zeros for an empty slot).
 * Returns the number of slots with at least one unmet or undecided group.
 */
export function checkConditions(stuff: usize, sheet: usize, out: usize): i32 {
  let flagged: i32 = 0;
  for (let slot: i32 = 0; slot < SLOT_COUNT; slot++) {
    const result = out + (<usize>(slot * COND_RESULT_WORDS) << 2);
    const item = word(stuff, STUFF_ITEMS + slot);
    let unmet: i32 = 0;
    let undecided: i32 = 0;
    if (item >= 0) {
      unmet = evaluateItem(item, stuff, sheet);
      undecided = lastUndecided;
    }
    store<i32>(result, unmet);
    store<i32>(result + 4, undecided);
    if ((unmet | undecided) != 0) flagged++;
  }
  return flagged;
}
