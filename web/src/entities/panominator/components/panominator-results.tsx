/**
 * The run's state and the best stuffs: live progress while the search runs (share explored, nodes,
 * best objective, time), then what the run proved ("proven optimal", "no stuff satisfies these
 * constraints", or the best found before a cancel, not proven); each stuff as a card with its items
 * by slot, the exo, the stats of the objective and constraints, and its sets with their bonuses.
 */
import '../messages/index.ts'; // this entity's texts, registered before its components render
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PanominatorProgress, PanominatorQuery, PanominatorSolution } from '#game/panominator-types';
import { SLOTS, type Slot } from '#game/slots';
import type { StatKey } from '#game/stats';
import { AlertCircleIcon, CheckCircleIcon } from '#web/components/ui/icons.tsx';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { useItemsByIds } from '#web/entities/item/api/items.ts';
import { useSetsByIds } from '#web/entities/set/api/sets.ts';
import type { PanominatorRunState } from '../hooks/use-panominator-run.ts';
import { panominatorFailure } from '../model/panominator-errors.ts';
import { shownStats } from '../model/solution.ts';
import { AvailabilityBadge } from './availability.tsx';

export function useNumberFormats() {
  const lang = useLang();
  return useMemo(
    () => ({
      integer: new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }),
      decimal: new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }),
      percent: new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }),
      seconds: new Intl.NumberFormat(lang, { style: 'unit', unit: 'second', maximumFractionDigits: 2 }),
    }),
    [lang],
  );
}

interface RunStatusProps {
  state: PanominatorRunState;
  /** The form shows other settings than the ones of the result on screen. */
  stale: boolean;
  onCancel: () => void;
  onRetry: () => void;
  testIdPrefix: string;
  /** The message of a proven infeasible run, when the page set the constraints itself (the proposal). */
  infeasibleKey?: 'panominator.run.infeasible' | 'stuffer.run.infeasible';
}

/**
 * What screen readers hear: one polite region that stays in the page and changes its sentence when
 * the run starts and ends (the progress figures, updated ten times a second, are not announced).
 */
export function RunAnnouncer({ state, infeasibleKey = 'panominator.run.infeasible' }: { state: PanominatorRunState; infeasibleKey?: RunStatusProps['infeasibleKey'] }) {
  const { t } = useTranslation();
  let sentence = '';
  if (state.kind === 'running') sentence = t('panominator.run.searching');
  else if (state.kind === 'done') {
    const { status, solutions } = state.result;
    sentence = t(
      status === 'optimal'
        ? 'panominator.run.optimal'
        : status === 'infeasible'
          ? infeasibleKey
          : solutions.length > 0
            ? 'panominator.run.stopped'
            : 'panominator.run.stoppedEmpty',
    );
  }
  return (
    <p className="visually-hidden" aria-live="polite">
      {sentence}
    </p>
  );
}

/** Progress, the run's outcome, or its error. */
export function RunStatus({ state, stale, onCancel, onRetry, testIdPrefix, infeasibleKey = 'panominator.run.infeasible' }: RunStatusProps) {
  const { t } = useTranslation();
  const failedWith = state.kind === 'failed' ? state.error : undefined;
  // The engine's own wording (English, technical) is for developers: the console, never the page.
  useEffect(() => {
    if (failedWith !== undefined) console.warn('Panominator run failed:', failedWith);
  }, [failedWith]);
  if (state.kind === 'idle') return null;
  if (state.kind === 'failed') {
    const failure = panominatorFailure(state.error);
    return (
      <div className="status status--error panominator-error" role="alert" data-testid={`${testIdPrefix}-error`} data-field={failure.field}>
        <AlertCircleIcon size={18} />
        <span>{t(failure.key)}</span>
        {failure.retryable && (
          <button type="button" className="button button--small" onClick={onRetry} data-testid={`${testIdPrefix}-retry`}>
            {t('common.retry')}
          </button>
        )}
      </div>
    );
  }
  if (state.kind === 'running') {
    return (
      <div className="panominator-running" data-testid={`${testIdPrefix}-running`}>
        <ProgressLine progress={state.progress} testIdPrefix={testIdPrefix} />
        <button type="button" className="button button--small" onClick={onCancel} data-testid={`${testIdPrefix}-cancel`}>
          {t('panominator.run.cancel')}
        </button>
      </div>
    );
  }
  return <RunOutcome state={state} stale={stale} testIdPrefix={testIdPrefix} infeasibleKey={infeasibleKey} />;
}

function RunOutcome({ state, stale, testIdPrefix, infeasibleKey }: { state: Extract<PanominatorRunState, { kind: 'done' }>; stale: boolean; testIdPrefix: string; infeasibleKey: NonNullable<RunStatusProps['infeasibleKey']> }) {
  const { t } = useTranslation();
  const { result, cancelled } = state;
  const outcome = result.status;
  const statusLine = useRef<HTMLParagraphElement>(null);
  // Mounted when Cancel (now gone) was pressed: the focus comes to what the cancel left.
  useEffect(() => {
    if (cancelled) statusLine.current?.focus();
  }, [cancelled]);
  return (
    <div className="panominator-outcome" data-testid={`${testIdPrefix}-outcome`} data-status={outcome}>
      <p
        className={`status${outcome === 'optimal' ? ' status--success' : outcome === 'infeasible' ? ' status--error' : ''}`}
        data-testid={`${testIdPrefix}-status`}
        tabIndex={-1}
        ref={statusLine}
      >
        {outcome === 'optimal' && <CheckCircleIcon size={18} />}
        {t(
          outcome === 'optimal'
            ? 'panominator.run.optimal'
            : outcome === 'infeasible'
              ? infeasibleKey
              : result.solutions.length > 0
                ? 'panominator.run.stopped'
                : 'panominator.run.stoppedEmpty',
        )}
      </p>
      <ProgressLine progress={result.progress} testIdPrefix={testIdPrefix} />
      {stale && (
        <p className="panominator-hint" data-testid={`${testIdPrefix}-stale`}>
          {t('panominator.run.stale')}
        </p>
      )}
    </div>
  );
}

function ProgressLine({ progress, testIdPrefix }: { progress: PanominatorProgress; testIdPrefix: string }) {
  const { t } = useTranslation();
  const format = useNumberFormats();
  const explored = Math.min(1, Math.max(0, progress.explored));
  return (
    <div className="panominator-progress" data-testid={`${testIdPrefix}-progress`}>
      <progress className="panominator-progress__bar" max={1} value={explored} aria-label={t('panominator.progress.explored')} />
      <dl className="panominator-progress__figures">
        <div>
          <dt>{t('panominator.progress.explored')}</dt>
          <dd className="tabular" data-testid={`${testIdPrefix}-explored`}>
            {format.percent.format(explored)}
          </dd>
        </div>
        <div>
          <dt>{t('panominator.progress.nodes')}</dt>
          <dd className="tabular" data-testid={`${testIdPrefix}-nodes`}>
            {format.integer.format(progress.nodes)}
          </dd>
        </div>
        <div>
          <dt>{t('panominator.progress.best')}</dt>
          <dd className="tabular" data-testid={`${testIdPrefix}-best`} data-value={progress.best ?? undefined}>
            {progress.best === null ? t('panominator.progress.noBest') : format.decimal.format(progress.best)}
          </dd>
        </div>
        {progress.bound !== null && (
          <div>
            <dt title={t('panominator.progress.boundHint')}>{t('panominator.progress.bound')}</dt>
            <dd className="tabular" data-testid={`${testIdPrefix}-bound`} data-value={progress.bound}>
              {format.decimal.format(progress.bound)}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('panominator.progress.elapsed')}</dt>
          <dd className="tabular" data-testid={`${testIdPrefix}-elapsed`}>
            {format.seconds.format(progress.elapsedMs / 1000)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

interface SolutionListProps {
  solutions: readonly PanominatorSolution[];
  query: PanominatorQuery;
  onOpen: (solution: PanominatorSolution) => void;
  /** Bans an item from the next searches (the optimiser's form); absent where the form has no ban list. */
  onBan?: (itemId: number) => void;
  /** Items the search was told to put in every stuff (`?with=`): marked as such. */
  forcedIds?: readonly number[];
  testIdPrefix: string;
}

export function SolutionList({ solutions, query, onOpen, onBan, forcedIds = [], testIdPrefix }: SolutionListProps) {
  const itemIds = useMemo(() => [...new Set(solutions.flatMap((solution) => Object.values(solution.items).filter((id): id is number => id !== undefined)))], [solutions]);
  const setIds = useMemo(() => [...new Set(solutions.flatMap((solution) => solution.sets.map((set) => set.setId)))], [solutions]);
  const items = useItemsByIds(SITE_VARIANT, itemIds);
  const sets = useSetsByIds(SITE_VARIANT, setIds);
  const stats = shownStats(query);
  return (
    <ol className="panominator-solutions" data-testid={`${testIdPrefix}-solutions`}>
      {solutions.map((solution, index) => (
        <SolutionCard
          key={`${index}-${solution.objective}`}
          rank={index + 1}
          solution={solution}
          stats={stats}
          itemName={(id, lang) => {
            const summary = items.data?.find((item) => item.id === id);
            return summary ? localized(summary.name, lang) : null;
          }}
          itemAvailability={(id) => items.data?.find((item) => item.id === id)?.availability}
          forcedIds={forcedIds}
          setName={(id, lang) => {
            const summary = sets.data?.find((set) => set.id === id);
            return summary ? localized(summary.name, lang) : null;
          }}
          onOpen={() => onOpen(solution)}
          onBan={onBan}
          testId={`${testIdPrefix}-solution-${index}`}
        />
      ))}
    </ol>
  );
}

interface SolutionCardProps {
  rank: number;
  solution: PanominatorSolution;
  stats: readonly StatKey[];
  itemName: (id: number, lang: ReturnType<typeof useLang>) => string | null;
  itemAvailability: (id: number) => string | undefined;
  forcedIds: readonly number[];
  setName: (id: number, lang: ReturnType<typeof useLang>) => string | null;
  onOpen: () => void;
  onBan?: (itemId: number) => void;
  testId: string;
}

function SolutionCard({ rank, solution, stats, itemName, itemAvailability, forcedIds, setName, onOpen, onBan, testId }: SolutionCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const format = useNumberFormats();
  const worn = SLOTS.filter((slot) => solution.items[slot] !== undefined);
  const titleId = `${testId}-title`;
  const name = (id: number) => itemName(id, lang) ?? t('panominator.item.loadingName', { id });
  // Percent points, written as each language writes them (the sheet does the same).
  const percentSign = lang === 'en' ? '%' : '\u202f%';
  const statValue = (stat: StatKey, value: number) => (stat.endsWith('_percent') ? `${format.integer.format(value)}${percentSign}` : format.integer.format(value));
  return (
    <li className="panominator-solution" aria-labelledby={titleId} data-testid={testId} data-objective={solution.objective}>
      <header className="panominator-solution__header">
        <h3 id={titleId} className="panominator-solution__title">
          {t('panominator.solution.rank', { rank })}{' '}
          <span className="tabular" data-testid={`${testId}-objective`}>
            {format.decimal.format(solution.objective)}
          </span>
        </h3>
        <button type="button" className="button button--small" onClick={onOpen} data-testid={`${testId}-open`}>
          {t('panominator.solution.open')}
        </button>
      </header>
      <div className="panominator-solution__body">
        <table className="data-table panominator-solution__items">
          <caption className="visually-hidden">{t('panominator.solution.items')}</caption>
          <tbody>
            {worn.map((slot: Slot) => {
              const id = solution.items[slot]!;
              return (
                <tr key={slot} data-testid={`${testId}-slot-${slot}`} data-item-id={id}>
                  <th scope="row">{t(`slot.${slot}`)}</th>
                  <td>
                    <Link to={pathTo('encyclopedia.item', { itemId: id })}>{name(id)}</Link>
                    {forcedIds.includes(id) && (
                      <>
                        {' '}
                        <span className="tool-badge tool-badge--forced" data-testid={`${testId}-forced-${slot}`}>
                          {t('panominator.solution.forced')}
                        </span>
                      </>
                    )}
                    {itemAvailability(id) !== undefined && itemAvailability(id) !== 'standard' && ' '}
                    <AvailabilityBadge availability={itemAvailability(id)} testId={`${testId}-availability-${slot}`} />
                    {solution.exo?.slot === slot && (
                      <span className="panominator-exo" data-testid={`${testId}-exo`}>
                        {' '}
                        {t('panominator.solution.exo', { stat: t(`stat.${solution.exo.stat}`) })}
                      </span>
                    )}
                  </td>
                  {onBan && (
                    <td className="panominator-solution__ban">
                      <button type="button" className="button button--small button--ghost" onClick={() => onBan(id)} data-testid={`${testId}-ban-${slot}`}>
                        {t('panominator.solution.ban')}
                        <span className="visually-hidden"> {name(id)}</span>
                      </button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className="panominator-solution__facts">
          <dl className="panominator-solution__stats" data-testid={`${testId}-stats`}>
            {stats.map((stat) => (
              <div key={stat}>
                <dt>{t(`stat.${stat}`)}</dt>
                <dd className="tabular" data-testid={`${testId}-stat-${stat}`}>
                  {statValue(stat, solution.stats[stat] ?? 0)}
                </dd>
              </div>
            ))}
          </dl>
          {solution.sets.length > 0 && (
            <ul className="panominator-solution__sets" aria-label={t('panominator.solution.sets')}>
              {solution.sets.map((set) => {
                const bonus = (Object.entries(set.bonus) as [StatKey, number][]).filter(([, value]) => value !== 0);
                return (
                  <li key={set.setId} data-testid={`${testId}-set-${set.setId}`}>
                    <Link to={pathTo('encyclopedia.cloth', { clothId: set.setId })}>{setName(set.setId, lang) ?? t('panominator.set.loadingName', { id: set.setId })}</Link>{' '}
                    <span>{t('panominator.solution.pieces', { count: set.pieces })}</span>
                    {bonus.length > 0 && (
                      <span className="panominator-solution__bonus">
                        {' — '}
                        {bonus.map(([stat, value]) => `${value > 0 ? '+' : ''}${statValue(stat, value)} ${t(`stat.${stat}`)}`).join(', ')}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </li>
  );
}
