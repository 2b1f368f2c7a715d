/**
 * Equip conditions in words (contract ConditionAtom): an AND of groups, each an OR of atoms
 * `[subject, operator, value]` or `['unevaluable', text]`. Unevaluable conditions (quests, jobs,
 * alignment…) are shown as the data writes them.
 */
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { ConditionAtom, ConditionGroups, Lang, LocalizedText } from '#contract/common';
import { STAT_KEYS, type StatKey } from '#game/stats';
import { shownName } from './localized-name.ts';

type Atom = z.infer<typeof ConditionAtom>;
type Groups = z.infer<typeof ConditionGroups>;

const isStatKey = (key: string): key is StatKey => (STAT_KEYS as readonly string[]).includes(key);

const OPERATOR_KEYS = {
  '>': 'condition.op.more',
  '<': 'condition.op.less',
  '=': 'condition.op.equal',
  '!': 'condition.op.not',
} as const;

export interface ConditionContext {
  t: TFunction;
  lang: Lang;
  /** Class names by id (bootstrap `classes`). */
  classNames: ReadonlyMap<number, LocalizedText>;
}

function subjectAndValue(subject: string, value: number, { t, lang, classNames }: ConditionContext): { subject: string; value: string } {
  if (subject === 'level') return { subject: t('condition.level'), value: String(value) };
  if (subject === 'class') {
    const name = classNames.get(value);
    return { subject: t('condition.class'), value: name ? shownName(name, lang).text : String(value) };
  }
  if (subject === 'sex') return { subject: t('condition.sex'), value: value === 1 ? t('condition.sex.female') : t('condition.sex.male') };
  if (subject === 'set_bonus') return { subject: t('condition.setBonus'), value: String(value) };
  const [kind, key] = subject.split(':');
  if ((kind === 'stat' || kind === 'base') && key !== undefined) {
    const label = isStatKey(key) ? t(`stat.${key}`) : key;
    return { subject: kind === 'base' ? t('condition.base', { stat: label }) : label, value: String(value) };
  }
  return { subject, value: String(value) };
}

const RETRO_CODE = /^(Ps|Pa|PZ)([<>=!])(\d+)$/;
const ALIGNMENT_KEYS: Readonly<Record<number, 'condition.alignment.neutral' | 'condition.alignment.bonta' | 'condition.alignment.brakmar'>> = {
  0: 'condition.alignment.neutral',
  1: 'condition.alignment.bonta',
  2: 'condition.alignment.brakmar',
};

/**
 * The Retro codes no stuff can answer but a player can read: alignment (site-spec §3: 1 Bonta,
 * 2 Brâkmar), alignment level, subscription. Other texts (jobs, quests, owned items…) stay as the
 * data writes them: the data has no names for them.
 */
function describeUnevaluable(text: string, { t }: ConditionContext): string {
  const match = RETRO_CODE.exec(text.trim());
  if (!match) return text;
  const [, code, operator, raw] = match as unknown as [string, 'Ps' | 'Pa' | 'PZ', keyof typeof OPERATOR_KEYS, string];
  const value = Number(raw);
  if (code === 'Ps') {
    const alignment = ALIGNMENT_KEYS[value];
    return alignment ? t(OPERATOR_KEYS[operator], { subject: t('condition.alignment'), value: t(alignment) }) : text;
  }
  if (code === 'Pa') return t(OPERATOR_KEYS[operator], { subject: t('condition.alignmentLevel'), value: raw });
  if (code === 'PZ' && operator === '=' && (value === 0 || value === 1)) {
    return value === 1 ? t('condition.subscriber') : t('condition.notSubscriber');
  }
  return text;
}

export function describeAtom(atom: Atom, context: ConditionContext): string {
  if (atom[0] === 'unevaluable') return describeUnevaluable(atom[1], context);
  const [subject, operator, value] = atom as [string, keyof typeof OPERATOR_KEYS, number];
  const words = subjectAndValue(subject, value, context);
  return context.t(OPERATOR_KEYS[operator], words);
}

/** One line per group (all are required), its atoms joined with "or". */
export function describeConditions(groups: Groups | null | undefined, context: ConditionContext): string[] {
  return (groups ?? [])
    .filter((group) => group.length > 0)
    .map((group) => group.map((atom) => describeAtom(atom, context)).join(context.t('condition.or')));
}
