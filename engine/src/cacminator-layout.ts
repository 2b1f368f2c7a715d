/**
 * Records of the Cacminator's weapon sweep (engine/assembly/cacminator.ts) in linear memory, shared
 * with its wrapper (engine/src/cacminator.ts). `cacminatorAssemblyConstants` turns them into the
 * generated AS constants, so an offset is written once, here.
 *
 * Laid out once per engine: one Int32 row per catalogue weapon (CACMINATOR_WEAPON), the candidate
 * list, the two top-list arrays and the scan record. Per query the wrapper writes the candidates (the
 * weapons that pass the filters needing no computation, in catalogue order) and the query words of
 * the scan record; the kernel then runs in slices, keeping its cursor and counts in the same record.
 */
import { SLOT_INDEX } from '../../game/slots.ts';
import type { CacminatorExpectation, CacminatorRanking } from '../../game/cacminator-types.ts';
import { STUFF_LAYOUT } from './layout.ts';

/** Int32 row of one catalogue weapon, in the order of the engine's weapon list. */
export const CACMINATOR_WEAPON = {
  /** Item id: the tie-break of the ranking. */
  id: 0,
  /** Catalogue row (the stuff's `ar` word, the conditions' item). */
  itemRow: 1,
  /** Row of the damage kernel's weapon table (the request's row). */
  damageRow: 2,
  /** 1 for a two-handed weapon: computed in the stuff record without the shield. */
  twoHanded: 3,
  /** Hit lines of the weapon (normal and critical result slot per line). */
  lineCount: 4,
  apCost: 5,
  words: 6,
} as const;

/** Int32 scan record: table addresses, the query, then the state kept between slices. */
export const CACMINATOR_SCAN = {
  /** Address of the CACMINATOR_WEAPON rows. */
  weapons: 0,
  /** Address of the candidate list (Int32 weapon indices) and its length. */
  candidates: 1,
  candidateCount: 2,
  /** Stuff records without weapon, and without weapon nor shield (the same address without a shield). */
  oneHandStuff: 3,
  twoHandStuff: 4,
  /** Scratch sheet, damage request (Int32) and damage result (Float64) records. */
  sheet: 5,
  request: 6,
  out: 7,
  /** The best weapons so far, best first: Int32 weapon indices and Float64 scores, `limit` each. */
  topIndex: 8,
  topScore: 9,
  /** Bit e set: keep a weapon only with a damage or steal line computed in element e; 0 any. */
  elementMask: 10,
  /** 1: drop a weapon with an unmet condition group on its sheet. */
  checkConditions: 11,
  expectation: 12,
  rankBy: 13,
  limit: 14,
  /** State: next candidate to compute, weapons that passed every filter, entries in the top list. */
  next: 15,
  considered: 16,
  kept: 17,
  words: 20,
} as const;

export const EXPECTATION_CODES: Readonly<Record<CacminatorExpectation, number>> = { expected: 0, normal: 1, critical: 2 };
export const RANKING_CODES: Readonly<Record<CacminatorRanking, number>> = { turn: 0, ap: 1 };

/** Word of the weapon slot in a stuff record. */
export const CACMINATOR_AR_WORD = STUFF_LAYOUT.items + SLOT_INDEX.ar;

const constName = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

/** Lines of engine/assembly/generated/constants.ts for the Cacminator's sweep. */
export function cacminatorAssemblyConstants(): string[] {
  const group = (prefix: string, record: Readonly<Record<string, number>>) =>
    Object.entries(record).map(([name, value]) => `@inline export const ${prefix}_${constName(name)}: i32 = ${value};`);
  return [
    ...group('CAC_WEAPON', CACMINATOR_WEAPON),
    ...group('CAC_SCAN', CACMINATOR_SCAN),
    ...group('CAC_EXPECTATION', EXPECTATION_CODES),
    ...group('CAC_RANK', RANKING_CODES),
    `@inline export const CAC_AR_WORD: i32 = ${CACMINATOR_AR_WORD};`,
  ];
}
