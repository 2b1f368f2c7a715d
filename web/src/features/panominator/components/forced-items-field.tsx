/**
 * The items a link forces into every stuff (`?with=`, the encyclopedia's "open in the Panominator"):
 * each with the slot it goes in, a way to stop forcing it, and, for an id that names no item or an
 * item that cannot be placed, why, in the user's language.
 */
import { useTranslation } from 'react-i18next';
import type { ItemSummary } from '#contract/items';
import type { Slot } from '#game/slots';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import type { ForcedPlacement, ForcedProblem } from '../model/forced-items.ts';
import type { PanominatorView } from '../model/panominator-view.ts';

export interface ForcedItemsState {
  /** Summaries of the forced items found (loaded once). */
  summaries: readonly ItemSummary[];
  /** null while the items load (or when none is forced). */
  placement: ForcedPlacement | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  /** Parts of the link's `with=` that are no item id. */
  invalidTokens: readonly string[];
  /** The character's level (the placement's). */
  level: number;
}

export const FORCED_TITLE_ID = 'panominator-forced-title';

/** Whether a search may run with these forced items (all placed, none invalid). */
export function forcedReady(forced: ForcedItemsState, view: Pick<PanominatorView, 'forced'>): boolean {
  if (forced.invalidTokens.length > 0) return false;
  if (view.forced.length === 0) return true;
  return forced.placement !== null && forced.placement.problems.length === 0;
}

export function ForcedItemsField({ view, change, forced }: { view: PanominatorView; change: (change: Partial<PanominatorView>) => void; forced: ForcedItemsState }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (view.forced.length === 0 && forced.invalidTokens.length === 0) return null;
  const nameOf = (id: number) => {
    const summary = forced.summaries.find((item) => item.id === id);
    return summary ? localized(summary.name, lang) : t('panominator.item.loadingName', { id });
  };
  const slotOf = (id: number) => (Object.entries(forced.placement?.locked ?? {}) as [Slot, number][]).find(([, item]) => item === id)?.[0];
  const problemText = (problem: ForcedProblem) => {
    switch (problem.reason) {
      case 'unknown':
        return t('panominator.forced.unknown', { id: problem.id });
      case 'notWearable':
        return t('panominator.forced.notWearable', { item: nameOf(problem.id) });
      case 'level':
        return t('panominator.forced.level', { item: nameOf(problem.id), level: problem.level, character: forced.level });
      case 'noSlot':
        return t('panominator.forced.noSlot', { item: nameOf(problem.id) });
    }
  };
  return (
    <fieldset className="tool-fieldset" data-testid="panominator-forced" aria-labelledby={FORCED_TITLE_ID}>
      <legend id={FORCED_TITLE_ID} className="panominator-legend" tabIndex={-1}>
        {t('panominator.forced.title')}
      </legend>
      <p className="panominator-hint">{t('panominator.forced.hint')}</p>
      {forced.loading && (
        <p className="status" data-testid="panominator-forced-loading">
          <span className="spinner" aria-hidden="true" />
          {t('panominator.forced.loading')}
        </p>
      )}
      {forced.failed && (
        <p className="status status--error" role="alert" data-testid="panominator-forced-failed">
          {t('panominator.forced.failed')}{' '}
          <button type="button" className="button button--small" onClick={forced.retry}>
            {t('common.retry')}
          </button>
        </p>
      )}
      <ul className="panominator-chips">
        {view.forced.map((id) => {
          const slot = slotOf(id);
          const problem = forced.placement?.problems.find((entry) => entry.id === id);
          return (
            <li key={id} className={`panominator-chip${problem ? ' panominator-chip--error' : ''}`} data-testid={`panominator-forced-${id}`} data-slot={slot}>
              <span>
                {nameOf(id)}
                {slot && <span className="panominator-hint"> · {t(`slot.${slot}`)}</span>}
              </span>
              <button
                type="button"
                className="icon-button"
                aria-label={t('panominator.forced.remove', { item: nameOf(id) })}
                title={t('panominator.forced.remove', { item: nameOf(id) })}
                onClick={() => change({ forced: view.forced.filter((entry) => entry !== id) })}
                data-testid={`panominator-unforce-${id}`}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          );
        })}
      </ul>
      {(forced.invalidTokens.length > 0 || (forced.placement?.problems.length ?? 0) > 0) && (
        <ul className="field__error panominator-forced__problems" role="alert" data-testid="panominator-forced-problems">
          {forced.invalidTokens.map((token) => (
            <li key={`token-${token}`}>{t('panominator.forced.invalid', { token })}</li>
          ))}
          {forced.placement?.problems.map((problem) => (
            <li key={problem.id} data-testid={`panominator-forced-problem-${problem.id}`} data-reason={problem.reason}>
              {problemText(problem)}
            </li>
          ))}
        </ul>
      )}
      {forced.invalidTokens.length > 0 && (
        <div>
          <button
            type="button"
            className="button button--small button--soft"
            onClick={() => change({ forced: [...view.forced] })}
            data-testid="panominator-forced-clean"
          >
            {t('panominator.forced.dropInvalid')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
