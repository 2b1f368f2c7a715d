/**
 * How the catalogue's item conditions sit in linear memory for the conditions kernel
 * (`engine/assembly/conditions.ts`). `gen-assembly-constants.ts` copies these numbers into the
 * kernels as `COND_*` constants, so the two sides cannot disagree.
 *
 * Three flat Int32 tables:
 * - per catalogue row, `itemWords` words: first group index, group count;
 * - per group, `groupWords` words: first atom index, atom count (the group holds when one atom does);
 * - per atom, `atomWords` words: subject kind, subject index, operator, value.
 * The result of a stuff is, per slot, `resultWords` words: the mask of unmet groups and the mask
 * of undecided groups (no evaluable atom holds and an unevaluable one might).
 */
export const CONDITION_LAYOUT = {
  itemWords: 2,
  groupWords: 2,
  atomWords: 4,
  resultWords: 2,
  /** Groups per item: one bit each in a 32-bit mask. The data has at most 6. */
  maxGroups: 32,
  // Subject kinds; the subject index is a stat column for `stat`, a primary stat for `base`.
  subjectStat: 0,
  subjectBase: 1,
  subjectLevel: 2,
  subjectClass: 3,
  subjectSex: 4,
  subjectSetBonus: 5,
  subjectUnevaluable: 6,
  // Operators.
  opGreater: 0,
  opLess: 1,
  opEqual: 2,
  opNotEqual: 3,
} as const;
