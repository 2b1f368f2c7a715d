/**
 * What is wrong with a stuff, per slot, in words: the item conditions the final sheet does not
 * meet (or that no stuff can decide) and the slot rules it breaks (engine `checkConditions`,
 * `checkSlotRules`). The overview marks the slots and lists the problems from this.
 */
import type { TFunction } from 'i18next';
import type { RuleViolation, UnmetCondition } from '#engine';
import type { Slot } from '#game/slots';
import { describeAtom, type ConditionContext } from '#web/entities/reference/model/condition-text.ts';

export type ProblemSeverity = 'error' | 'warning';

export interface StuffProblem {
  key: string;
  severity: ProblemSeverity;
  slots: Slot[];
  text: string;
}

function conditionText(condition: UnmetCondition, context: ConditionContext): string {
  const alternatives = condition.atoms.map((atom) => {
    if (atom.subject === 'unevaluable') return describeAtom(['unevaluable', atom.text], context);
    const required = describeAtom([atom.subject, atom.operator, atom.required], context);
    return context.t('builder.problem.actual', { condition: required, actual: atom.actual });
  });
  const joined = alternatives.join(context.t('condition.or'));
  return condition.kind === 'unmet'
    ? context.t('builder.problem.unmet', { condition: joined })
    : context.t('builder.problem.unevaluable', { condition: joined });
}

function violationText(violation: RuleViolation, t: TFunction): string {
  const stat = violation.stat ? t(`stat.${violation.stat}`) : '';
  return t(`builder.rule.${violation.code}`, { stat });
}

/** Unmet conditions are errors; conditions the engine cannot decide (job, alignment…) are warnings. */
export function stuffProblems(
  unmetConditions: readonly UnmetCondition[],
  ruleViolations: readonly RuleViolation[],
  context: ConditionContext,
): StuffProblem[] {
  const problems: StuffProblem[] = ruleViolations.map((violation, index) => ({
    key: `rule-${violation.code}-${index}`,
    severity: 'error',
    slots: violation.slots,
    text: violationText(violation, context.t),
  }));
  for (const condition of unmetConditions) {
    problems.push({
      key: `condition-${condition.slot}-${condition.group}`,
      severity: condition.kind === 'unmet' ? 'error' : 'warning',
      slots: [condition.slot],
      text: conditionText(condition, context),
    });
  }
  return problems;
}

/** The most severe problem of each slot. */
export function slotSeverities(problems: readonly StuffProblem[]): Partial<Record<Slot, ProblemSeverity>> {
  const bySlot: Partial<Record<Slot, ProblemSeverity>> = {};
  for (const problem of problems) {
    for (const slot of problem.slots) if (bySlot[slot] !== 'error') bySlot[slot] = problem.severity;
  }
  return bySlot;
}
