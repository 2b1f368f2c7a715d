/**
 * The overview tab: the paper doll of the stuff with its problems (unmet item conditions, broken
 * slot rules) marked on the slots and listed below, and the reset of every item and forgemagie.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOTS, type Slot } from '#game/slots';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useStuffInspection } from '#web/lib/engine/engine-queries.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { AlertCircleIcon } from '#web/components/ui/icons.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { useBuilder } from '../hooks/use-builder.tsx';
import { removeFromSlot, resetItems } from '#web/entities/stuff/model/slot-assignment.ts';
import { slotSeverities, stuffProblems, type StuffProblem } from '../model/stuff-problems.ts';
import { PaperDoll } from './paper-doll.tsx';

export function OverviewTab() {
  const { t } = useTranslation();
  const lang = useLang();
  const { stuff, input, update, editable } = useBuilder();
  const inspection = useStuffInspection(input);
  const bootstrap = useQuery(bootstrapQueryOptions());
  const [confirmingReset, setConfirmingReset] = useState(false);

  const classNames = useMemo(() => new Map((bootstrap.data?.classes ?? []).map((entry) => [entry.id, entry.name])), [bootstrap.data]);
  const problems = useMemo(
    () =>
      inspection.data ? stuffProblems(inspection.data.unmetConditions, inspection.data.ruleViolations, { t, lang, classNames }) : [],
    [inspection.data, t, lang, classNames],
  );
  const problemsBySlot = useMemo(() => {
    const bySlot = new Map<Slot, StuffProblem[]>();
    for (const problem of problems) for (const slot of problem.slots) bySlot.set(slot, [...(bySlot.get(slot) ?? []), problem]);
    return bySlot;
  }, [problems]);

  const equippedCount = SLOTS.filter((slot) => stuff.items[slot] !== undefined).length;
  const hasForgemagie = Object.keys(stuff.rolls).length > 0 || Object.keys(stuff.forgemagie).length > 0;
  const className = classNames.get(stuff.classId);
  const figureLabel = `${className ? localized(className, lang) : t('builder.class')} · ${t('common.level', { level: stuff.level })}`;

  return (
    <>
      <section className="card builder-card" aria-labelledby="builder-equipment-title">
        <header className="card__header">
          <h2 id="builder-equipment-title" className="card__title">
            {t('builder.equipment')}
            <span className="card__count tabular" data-testid="equipped-count">
              {equippedCount}/{SLOTS.length}
            </span>
          </h2>
          {editable && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setConfirmingReset(true)}
              disabled={equippedCount === 0 && !hasForgemagie}
              data-testid="reset-items"
            >
              {t('builder.reset')}
            </button>
          )}
        </header>
        <div className="card__body">
          <PaperDoll
            problemsBySlot={problemsBySlot}
            severities={slotSeverities(problems)}
            onRemove={(slot: Slot) => update((current) => removeFromSlot(current, slot))}
            figureLabel={figureLabel}
          />
        </div>
      </section>

      {problems.length > 0 && (
        <section className="card builder-card" aria-labelledby="builder-problems-title" data-testid="stuff-problems">
          <header className="card__header">
            <h2 id="builder-problems-title" className="card__title">
              {t('builder.problems.title')}
              <span className="card__count tabular">{problems.length}</span>
            </h2>
          </header>
          <ul role="list" className="card__body problem-list">
            {problems.map((problem) => (
              <li key={problem.key} className={`problem-list__item problem-list__item--${problem.severity}`} data-testid={`problem-${problem.key}`}>
                <AlertCircleIcon size={16} />
                <span>
                  <strong>{problem.slots.map((slot) => t(`slot.${slot}`)).join(', ')}</strong>
                  {' — '}
                  {problem.text}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <ModalDialog
        open={confirmingReset}
        title={t('builder.reset.title')}
        description={t('builder.reset.description')}
        onClose={() => setConfirmingReset(false)}
        closeLabel={t('common.close')}
        testId="reset-dialog"
        actions={
          <>
            <button type="button" className="button button--ghost" onClick={() => setConfirmingReset(false)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              autoFocus
              onClick={() => {
                update(resetItems);
                setConfirmingReset(false);
              }}
              data-testid="reset-confirm"
            >
              {t('builder.reset')}
            </button>
          </>
        }
      >
        {null}
      </ModalDialog>
    </>
  );
}
