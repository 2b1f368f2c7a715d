/**
 * Item conditions in the catalogue: one compact form for the three variants' data, an AND of
 * groups, each group an OR of atoms `[subject, operator, value]`. A condition that a stuff cannot
 * answer (subscription, job, alignment, quest, owned item…) is kept as an `unevaluable` atom with
 * its text, so that the engine reports it instead of passing it silently and the UI can show it.
 *
 * Sources (engine/README.md, "Conditions and slot rules"): the retro grammar of the 1.29 lang
 * (`CS>100&CV>50`, parentheses around OR groups) as the 1.29 client splits it (`Item.as`
 * `conditions`: split on `&`, drop the parentheses, split on `|`), the code meanings of StarLoco's
 * `ConditionParser.java`; dofuslab's structured conditions (`client/common/utils.tsx`
 * `evaluateLeafCondition`); the Touch encyclopedia lines of `data/touch`.
 */
import { PRIMARY_STATS, STAT_KEYS, statKeyOf, type PrimaryStat, type StatKey } from './stats.ts';
import type { Variant } from './variants.ts';

/** Strict comparisons, equality and inequality (`!` in the retro grammar). */
export const CONDITION_OPERATORS = ['>', '<', '=', '!'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/**
 * What an atom compares: a total of the sheet (`stat:…`), a base value (points + scrolls,
 * `base:…`), the character's level, class id, sex (0 male, 1 female), or the number of active set
 * bonuses (`set_bonus`, dofuslab's SET_BONUS: Σ over worn sets of distinct pieces − 1).
 */
export type ConditionSubject = `stat:${StatKey}` | `base:${PrimaryStat}` | 'level' | 'class' | 'sex' | 'set_bonus';

export const CONDITION_SUBJECTS: readonly ConditionSubject[] = [
  ...STAT_KEYS.map((key) => `stat:${key}` as const),
  ...PRIMARY_STATS.map((key) => `base:${key}` as const),
  'level',
  'class',
  'sex',
  'set_bonus',
];

export type ConditionAtom = [subject: ConditionSubject, operator: ConditionOperator, value: number];
/** A condition the engine cannot decide from a stuff, with the text the data gives for it. */
export type UnevaluableAtom = ['unevaluable', text: string];
/** Alternatives: the group holds when one of its atoms holds. */
export type ConditionGroup = (ConditionAtom | UnevaluableAtom)[];

export function isUnevaluable(atom: ConditionAtom | UnevaluableAtom): atom is UnevaluableAtom {
  return atom[0] === 'unevaluable';
}

/** The item's conditions (groups that must all hold), or undefined when it has none. */
export function compileConditions(variant: Variant, record: { conditions?: unknown; conditions_parsed?: unknown }): ConditionGroup[] | undefined {
  let groups: ConditionGroup[];
  if (variant === 'retro') groups = compileRetro(record.conditions, record.conditions_parsed);
  else if (Array.isArray(record.conditions)) groups = compileTouch(record.conditions);
  else groups = compileDofuslab(record.conditions);
  return groups.length > 0 ? groups : undefined;
}

// ---------------------------------------------------------------------------------------------
// Retro: `conditions_parsed` (AND of OR lists of {code, op, value}), or the raw text without it.

const RETRO_STAT_CODES: Readonly<Record<string, PrimaryStat>> = {
  S: 'strength',
  I: 'intelligence',
  A: 'agility',
  C: 'chance',
  V: 'vitality',
  W: 'wisdom',
};

interface RetroAtom {
  code?: unknown;
  op?: unknown;
  value?: unknown;
  raw?: unknown;
}

function compileRetro(text: unknown, parsed: unknown): ConditionGroup[] {
  if (Array.isArray(parsed)) {
    return parsed
      .filter((group): group is unknown[] => Array.isArray(group))
      .map((group) => group.map((atom) => retroAtom((atom ?? {}) as RetroAtom)))
      .filter((group) => group.length > 0);
  }
  if (typeof text === 'string' && text.trim() !== '') return splitRetroText(text);
  return [];
}

const RETRO_ATOM_TEXT = /^([A-Za-z]{2})([<>=!~])(.*)$/;

/** The 1.29 client's reading of a condition text: `&` between groups, `|` inside a group. */
function splitRetroText(text: string): ConditionGroup[] {
  return text
    .split('&')
    .map((group) =>
      group
        .replace(/[()]/g, '')
        .split('|')
        .map((atom) => atom.trim())
        .filter((atom) => atom !== '')
        .map((atom) => {
          const match = RETRO_ATOM_TEXT.exec(atom);
          if (!match) return ['unevaluable', atom] as UnevaluableAtom;
          const value = /^-?\d+$/.test(match[3]) ? Number(match[3]) : match[3];
          return retroAtom({ code: match[1], op: match[2], value });
        }),
    )
    .filter((group) => group.length > 0);
}

function retroAtomText(atom: RetroAtom): string {
  if (typeof atom.raw === 'string') return atom.raw;
  return `${String(atom.code ?? '')}${String(atom.op ?? '')}${String(atom.value ?? '')}`;
}

function retroSubject(code: string): ConditionSubject | undefined {
  if (code.length !== 2) return undefined;
  if (code[0] === 'C') {
    const stat = RETRO_STAT_CODES[code[1].toUpperCase()];
    if (stat) return code[1] === code[1].toUpperCase() ? `stat:${stat}` : `base:${stat}`;
    if (code === 'CM') return 'stat:mp';
    return undefined;
  }
  if (code === 'PL') return 'level';
  if (code === 'PG') return 'class';
  if (code === 'PS') return 'sex';
  return undefined;
}

function retroAtom(atom: RetroAtom): ConditionAtom | UnevaluableAtom {
  const subject = typeof atom.code === 'string' ? retroSubject(atom.code) : undefined;
  const operator = (CONDITION_OPERATORS as readonly unknown[]).includes(atom.op) ? (atom.op as ConditionOperator) : undefined;
  if (!subject || !operator || !Number.isSafeInteger(atom.value)) return ['unevaluable', retroAtomText(atom)];
  return [subject, operator, atom.value as number];
}

// ---------------------------------------------------------------------------------------------
// Dofus 2 (dofuslab): {"conditions": leaf | {and: […]} | {or: […]}}, leaf {stat, operator, value}.

const DOFUSLAB_STATS: Readonly<Record<string, ConditionSubject>> = {
  STRENGTH: 'stat:strength',
  INTELLIGENCE: 'stat:intelligence',
  AGILITY: 'stat:agility',
  CHANCE: 'stat:chance',
  VITALITY: 'stat:vitality',
  WISDOM: 'stat:wisdom',
  AP: 'stat:ap',
  MP: 'stat:mp',
  RANGE: 'stat:range',
  CRITICAL: 'stat:critical_hit',
  DODGE: 'stat:dodge',
  LOCK: 'stat:lock',
  POWER: 'stat:damage_percent',
  DAMAGE: 'stat:damage',
  NEUTRAL_DAMAGE: 'stat:neutral_damage',
  EARTH_DAMAGE: 'stat:earth_damage',
  FIRE_DAMAGE: 'stat:fire_damage',
  WATER_DAMAGE: 'stat:water_damage',
  AIR_DAMAGE: 'stat:air_damage',
  SET_BONUS: 'set_bonus',
};

interface DofuslabNode {
  stat?: unknown;
  operator?: unknown;
  value?: unknown;
  and?: unknown;
  or?: unknown;
}

function compileDofuslab(conditions: unknown): ConditionGroup[] {
  if (typeof conditions !== 'object' || conditions === null) return [];
  return conjunctiveForm((conditions as { conditions?: unknown }).conditions);
}

/** AND of ORs of the tree: an OR of ANDs is distributed (the data has none, but nothing is lost). */
function conjunctiveForm(node: unknown): ConditionGroup[] {
  if (typeof node !== 'object' || node === null) return [];
  const { and, or, stat } = node as DofuslabNode;
  if (Array.isArray(and)) return and.flatMap((child) => conjunctiveForm(child));
  if (Array.isArray(or)) {
    let product: ConditionGroup[] = [[]];
    for (const child of or) {
      const groups = conjunctiveForm(child);
      if (groups.length === 0) return []; // an empty alternative always holds
      product = product.flatMap((left) => groups.map((right) => [...left, ...right]));
    }
    return product.filter((group) => group.length > 0);
  }
  if (stat === undefined) return [];
  return [[dofuslabAtom(node as DofuslabNode)]];
}

function dofuslabAtom(leaf: DofuslabNode): ConditionAtom | UnevaluableAtom {
  const subject = typeof leaf.stat === 'string' ? DOFUSLAB_STATS[leaf.stat] : undefined;
  const operator = (CONDITION_OPERATORS as readonly unknown[]).includes(leaf.operator) ? (leaf.operator as ConditionOperator) : undefined;
  if (!subject || !operator || !Number.isSafeInteger(leaf.value)) {
    return ['unevaluable', `${String(leaf.stat)} ${String(leaf.operator)} ${String(leaf.value)}`];
  }
  return [subject, operator, leaf.value as number];
}

// ---------------------------------------------------------------------------------------------
// Touch: a list of lines that must all hold; simple "Stat op value" lines are parsed by the data
// build (`base_only` for "… de base"), every line keeps its French text.

interface TouchLine {
  stat?: unknown;
  operator?: unknown;
  value?: unknown;
  base_only?: unknown;
  text?: unknown;
}

function compileTouch(lines: unknown[]): ConditionGroup[] {
  return lines
    .filter((line): line is TouchLine => typeof line === 'object' && line !== null)
    .map((line) => [touchAtom(line)]);
}

function touchAtom(line: TouchLine): ConditionAtom | UnevaluableAtom {
  const text = typeof line.text === 'string' ? line.text : `${String(line.stat)} ${String(line.operator)} ${String(line.value)}`;
  const key = typeof line.stat === 'string' ? statKeyOf(line.stat) : undefined;
  const operator = (CONDITION_OPERATORS as readonly unknown[]).includes(line.operator) ? (line.operator as ConditionOperator) : undefined;
  if (!key || !operator || !Number.isSafeInteger(line.value)) return ['unevaluable', text];
  if (line.base_only === true) {
    if (!(PRIMARY_STATS as readonly string[]).includes(key)) return ['unevaluable', text];
    return [`base:${key as PrimaryStat}`, operator, line.value as number];
  }
  return [`stat:${key}`, operator, line.value as number];
}
